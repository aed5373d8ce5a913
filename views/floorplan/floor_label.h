#pragma once

#include <QColor>
#include <QFont>
#include <QHash>
#include <QPointF>
#include <QStaticText>
#include <QString>

#include <utility>

class QPainter;

namespace sn {

/// A name on the floor plan (a rack's, a CDU's): drawn upright in device
/// pixels, centred on a point of its item, shrunk to the width it may take
/// and hidden when that would put it under kMinTextPx (issue 23: legible or
/// not drawn, never cut). Laid out once per pixel size (QStaticText, a few
/// sizes kept): a pan, or a zoom step at Fit where names stay at the
/// minimum size, draws the glyphs without shaping the text again — shaping
/// each frame was 10–17 % of a frame at 16 384 GPUs (views/floorplan/README.md).
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
    struct Laid {
        QFont font;
        QStaticText text;
        double width = 0;
        double height = 0;
    };
    const Laid& laidOut(int pixelSize) const;

    QString m_text;
    mutable QHash<int, Laid> m_bySize;
};

}  // namespace sn
