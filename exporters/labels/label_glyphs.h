#pragma once

#include <QChar>
#include <QFont>
#include <QHash>
#include <QPointF>
#include <QRawFont>

#include <utility>

namespace sn {

/// The label font's glyph and advance for each character, looked up once
/// per character: labels are set glyph by glyph at the advances TextFitter
/// measured, with no shaping per label.
class LabelGlyphs {
public:
    struct Glyph {
        quint32 id = 0;            ///< 0: the font has no glyph for it
        double advance1000 = 0;    ///< at a size of 1000
    };

    explicit LabelGlyphs(const QFont& font);

    Glyph of(QChar c);
    /// True when the font itself draws `c` (no fallback font needed).
    bool draws(QChar c) { return !c.isSurrogate() && of(c).id != 0; }
    /// Sets `line` glyph by glyph from `baseline` at `sizePt`, at the
    /// per-character advances TextFitter measured (no shaping per label):
    /// `place(glyph, position, character)` for each. False when the font
    /// lacks a character, which the caller then sets another way.
    template <class Place>
    bool setLine(const QString& line, QPointF baseline, double sizePt, Place place) {
        bool drawsAll = true;
        double x = baseline.x();
        for (const QChar c : line) {
            const Glyph g = of(c);
            drawsAll = drawsAll && draws(c);
            place(g.id, QPointF(x, baseline.y()), c);
            x += g.advance1000 * sizePt / 1000.0;
        }
        return drawsAll;
    }
    /// The font at 1000 px, unhinted: the one the glyphs come from.
    const QRawFont& raw1000() const { return m_raw1000; }
    /// The font as set, for painting through Qt.
    const QFont& font() const { return m_font; }

private:
    QFont m_font;
    QRawFont m_raw1000;
    QHash<QChar, Glyph> m_glyphOf;
};

}  // namespace sn
