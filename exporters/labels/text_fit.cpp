#include "exporters/labels/text_fit.h"

#include <QFontMetricsF>
#include <QGlyphRun>
#include <QTextLayout>

#include <algorithm>
#include <cmath>

namespace sn {

namespace {
constexpr double kMeasurePx = 1000.0;
// Room for rounding between the measuring font and the PDF's glyph advances.
constexpr double kSlack = 0.98;
constexpr double kStepPt = 0.25;
}  // namespace

namespace {
QFont measuringFont(QFont f) {
    f.setPixelSize(int(kMeasurePx));
    f.setHintingPreference(QFont::PreferNoHinting);
    f.setKerning(false);
    return f;
}
}  // namespace

TextFitter::TextFitter(QFont font, double minPt, double maxPt)
    : m_font(measuringFont(std::move(font))), m_metrics(m_font), m_minPt(minPt), m_maxPt(maxPt) {
    m_lineSpacing1000 = m_metrics.lineSpacing();
    m_raw = QRawFont::fromFont(m_font);
}

QString TextFitter::undrawable(const QStringList& paragraphs) const {
    QString out;
    for (const QString& p : paragraphs)
        for (const char32_t c : p.toUcs4()) {
            auto it = m_drawable.constFind(c);
            if (it == m_drawable.cend()) {
                bool drawn = QChar::isSpace(c) || m_raw.supportsCharacter(c);
                if (!drawn) {
                    // What Qt's font merging picks for the character, as the label
                    // PDF's fallback drawText does: glyph 0 is "no font has it".
                    QTextLayout layout(QString::fromUcs4(&c, 1), m_font);
                    layout.beginLayout();
                    layout.createLine();
                    layout.endLayout();
                    const QList<QGlyphRun> runs = layout.glyphRuns();
                    drawn = !runs.isEmpty();
                    for (const QGlyphRun& run : runs)
                        for (const quint32 g : run.glyphIndexes()) drawn = drawn && g != 0;
                }
                it = m_drawable.insert(c, drawn);
            }
            if (*it) continue;
            const QString text = QString::fromUcs4(&c, 1);  // only for a missing one: every label's letters pass here
            if (!out.contains(text)) out += text;
        }
    return out;
}

double TextFitter::advance1000(QChar c) const {
    auto it = m_advance1000.constFind(c);
    if (it == m_advance1000.cend()) it = m_advance1000.insert(c, m_metrics.horizontalAdvance(c));
    return *it;
}

double TextFitter::widthPt(const QString& text, double pointSize) const {
    double sum = 0;
    for (const QChar c : text) sum += advance1000(c);
    return sum * pointSize / kMeasurePx;
}

qsizetype TextFitter::fittingPrefix(QStringView text, double width, double pointSize) const {
    // The same sums, in the same order, as widthPt of each prefix: the same answer.
    double sum = 0;
    qsizetype n = 0;
    for (const QChar c : text) {
        sum += advance1000(c);
        if (sum * pointSize / kMeasurePx > width) break;
        ++n;
    }
    return n;
}

double TextFitter::lineHeightPt(double pointSize) const { return m_lineSpacing1000 * pointSize / kMeasurePx; }

QStringList TextFitter::wrap(const QString& paragraph, double width, double pointSize) const {
    // Break after a separator of the identifier (/ : . - space) when one is on
    // the line, otherwise between any two characters.
    QStringList out;
    QString rest = paragraph;
    while (!rest.isEmpty()) {
        if (widthPt(rest, pointSize) <= width) {
            out << rest;
            break;
        }
        const qsizetype fitLen = fittingPrefix(rest, width, pointSize);
        if (fitLen == 0) return {};  // not even one character fits
        qsizetype cut = fitLen;
        for (qsizetype i = fitLen; i > 0; --i) {
            const QChar c = rest[i - 1];
            if (c == u'/' || c == u':' || c == u'.' || c == u'-' || c == u' ') {
                cut = i;
                break;
            }
        }
        out << rest.left(cut).trimmed();
        rest = rest.mid(cut).trimmed();
    }
    return out;
}

FittedText TextFitter::fit(const QStringList& paragraphs, QSizeF box) const {
    FittedText result;
    if (paragraphs.isEmpty()) return result;
    const double width = box.width() * kSlack, height = box.height() * kSlack;
    // Unwrapped: size is limited by the widest line and by the line count.
    double widest1pt = 0;
    for (const QString& p : paragraphs) widest1pt = std::max(widest1pt, widthPt(p, 1.0));
    double size = std::min(m_maxPt, height / (paragraphs.size() * lineHeightPt(1.0)));
    if (widest1pt > 0) size = std::min(size, width / widest1pt);
    size = std::floor(size / kStepPt) * kStepPt;
    if (size >= m_minPt) {
        result.fits = true;
        result.pointSize = size;
        result.lines = paragraphs;
    } else {
        for (double s = std::floor(m_maxPt / kStepPt) * kStepPt; s >= m_minPt - 1e-9; s -= kStepPt) {
            // Wrapping gives each paragraph a line at least: a size whose
            // unwrapped lines are already too tall cannot fit, so it is not wrapped.
            if (paragraphs.size() * lineHeightPt(s) > height) continue;
            QStringList lines;
            bool ok = true;
            for (const QString& p : paragraphs) {
                const QStringList w = wrap(p, width, s);
                if (w.isEmpty()) { ok = false; break; }
                lines += w;
            }
            if (ok && lines.size() * lineHeightPt(s) <= height) {
                result.fits = true;
                result.wrapped = true;
                result.pointSize = s;
                result.lines = lines;
                break;
            }
        }
    }
    if (!result.fits) return result;
    result.lineHeightPt = lineHeightPt(result.pointSize);
    for (const QString& line : result.lines) result.lineWidthsPt << widthPt(line, result.pointSize);
    return result;
}

}  // namespace sn
