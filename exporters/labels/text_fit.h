#pragma once

#include <QFont>
#include <QFontMetricsF>
#include <QHash>
#include <QRawFont>
#include <QSizeF>
#include <QStringList>

namespace sn {

/// The text of one label as it will be printed: the lines after wrapping
/// and the point size, or `fits == false` when even the minimum size with
/// wrapping does not fit (the label is then reported, never clipped).
struct FittedText {
    bool fits = false;
    bool wrapped = false;
    double pointSize = 0;
    QStringList lines;
    double lineHeightPt = 0;
    QList<double> lineWidthsPt;
};

/// Fits paragraphs into a box (points): the largest size up to `maxPt` at
/// which every paragraph fits on one line; failing that, the largest size
/// down to `minPt` at which the wrapped text fits. Widths scale linearly
/// with the size (measured once at 1000 px, hinting off), which is how a
/// PDF sets text, so the result holds on paper. Kerning is off, so a line's
/// width is the sum of its characters' advances, cached per character.
class TextFitter {
public:
    explicit TextFitter(QFont font, double minPt = 5.0, double maxPt = 10.0);

    FittedText fit(const QStringList& paragraphs, QSizeF boxPt) const;
    /// Width in points of `text` at `pointSize`.
    double widthPt(const QString& text, double pointSize) const;
    double lineHeightPt(double pointSize) const;
    /// The characters of `paragraphs` (each once, in order of first use) that
    /// neither the font nor any fallback font Qt finds on this machine draws:
    /// printed, they would come out as blanks or boxes (a Chinese rack name
    /// on a machine without a CJK font).
    QString undrawable(const QStringList& paragraphs) const;
    const QFont& font() const { return m_font; }
    double minPt() const { return m_minPt; }

private:
    QStringList wrap(const QString& paragraph, double widthPt, double pointSize) const;
    double advance1000(QChar c) const;
    /// How many leading characters of `text` fit in `width` at `pointSize`:
    /// the longest prefix whose widthPt is at most `width`, summed once.
    qsizetype fittingPrefix(QStringView text, double width, double pointSize) const;

    QFont m_font;  ///< at 1000 px, for measuring
    QFontMetricsF m_metrics;
    mutable QHash<QChar, double> m_advance1000;  ///< per character: labels reuse a small alphabet
    QRawFont m_raw;                                ///< the font itself, for the quick coverage test
    mutable QHash<char32_t, bool> m_drawable;      ///< per code point, see undrawable()
    double m_minPt, m_maxPt;
    double m_lineSpacing1000 = 0;
};

}  // namespace sn
