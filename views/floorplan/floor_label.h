#pragma once

#include <QColor>
#include <QFont>
#include <QGlyphRun>
#include <QHash>
#include <QList>
#include <QPointF>
#include <QString>

#include <memory>
#include <utility>

class QPainter;

namespace sn {

/// A name on the floor plan (a rack's, a CDU's): drawn upright in device
/// pixels, centred on a point of its item, shrunk to the width it may take
/// and hidden when that would put it under kMinTextPx (legible or
/// not drawn, never cut). Laid out once per pixel size (a few
/// sizes kept): a pan, or a zoom step at Fit where names stay at the
/// minimum size, draws the glyphs without shaping the text again — shaping
/// each frame was 10–17 % of a frame at 16 384 GPUs (views/floorplan/README.md "Names").
/// The layouts are shared by every label of the same text and size (a heat
/// map's figures repeat on hundreds of racks), and each is the text shaped
/// once (QTextLayout's glyph runs, its width their advance): a QStaticText
/// and QFontMetricsF shaped it twice, the first visit of a zoom level laid
/// out 650 labels at 4 096 GPUs, 5 ms of that frame (bench_frames).
class FloorLabel {
public:
    explicit FloorLabel(QString text = {}) { setText(std::move(text)); }
    void setText(QString text);
    const QString& text() const { return m_text; }

    /// Draws the text `textPx` high (rounded up to a whole pixel size),
    /// centred on `centre` (the painter's coordinates), at most `maxWidthPx`
    /// wide, in `ink`; on a card of `backdrop` when that is valid. Returns
    /// the pixel size drawn, 0 when hidden.
    int paint(QPainter& painter, QPointF centre, double textPx, double maxWidthPx, const QColor& ink,
              const QColor& backdrop = QColor()) const;

private:
    /// How many layouts (text and pixel size) all labels share at most; past
    /// that the shared table starts again (labels keep the ones they hold).
    static constexpr int kSharedLayouts = 8192;

    struct Laid {
        QList<QGlyphRun> glyphs;  ///< relative to the text's top left
        double width = 0;         ///< the advance, as QFontMetricsF::horizontalAdvance gives it
        double height = 0;        ///< QFontMetricsF::height
    };
    const Laid& laidOut(int pixelSize) const;

    QString m_text;
    mutable QHash<int, std::shared_ptr<const Laid>> m_bySize;
};

}  // namespace sn
