#include "labels/label_pdf.h"

#include "labels/label_sheet.h"
#include "labels/qr_code.h"

#include <QBuffer>
#include <QFontDatabase>
#include <QFontMetricsF>
#include <QGlyphRun>
#include <QHash>
#include <QRawFont>
#include <QPageLayout>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>

#include <algorithm>

namespace sn {

namespace {

/// Paints label pages one after the other, keeping the glyph cache between them.
class LabelPainter {
public:
    LabelPainter(const LabelSheet& sheet, const QFont& font, QPainter& painter)
        : m_sheet(sheet), m_painter(painter), m_font(font) {
        m_font.setHintingPreference(QFont::PreferNoHinting);
        m_font.setKerning(false);
        QFont measuring = m_font;
        measuring.setPixelSize(1000);
        m_raw1000 = QRawFont::fromFont(measuring, QFontDatabase::Any);
        m_raw = m_raw1000;
    }

    void paintPage(int page) {
        outlineCells();
        m_painter.setPen(Qt::black);
        // Labels are placed page by page, so one page is one contiguous range.
        const auto& placed = m_sheet.placed;
        const auto first = std::lower_bound(placed.begin(), placed.end(), page,
                                            [](const PlacedLabel& p, int pg) { return p.page < pg; });
        for (auto it = first; it != placed.end() && it->page == page; ++it) paintText(*it);
        flush();
        // QR modules after the text: one brush, no pen, so the PDF gets plain
        // rectangles and one fill per code rather than a general path.
        m_painter.save();
        m_painter.setPen(Qt::NoPen);
        m_painter.setBrush(Qt::black);
        for (auto it = first; it != placed.end() && it->page == page; ++it)
            if (it->qr) m_painter.drawRects(it->qr->rects(it->qrPt));
        m_painter.restore();
    }

private:
    void outlineCells() {
        m_painter.setPen(QPen(QColor(200, 200, 200), 0.3));
        m_painter.setBrush(Qt::NoBrush);
        for (const QRectF& c : m_sheet.stock.cells())
            m_painter.drawRoundedRect(c, m_sheet.stock.roundPt, m_sheet.stock.roundPt);
    }

    void paintText(const PlacedLabel& p) {
        if (m_sizePt != p.text.pointSize) {
            flush();
            m_sizePt = p.text.pointSize;
            m_raw.setPixelSize(m_sizePt);
            m_ascentPt = m_raw.ascent();
        }
        // Glyphs set on the baseline at the per-character advances TextFitter
        // measured: no layout box to clip, no shaping per label.
        for (int i = 0; i < p.text.lines.size(); ++i) {
            const QString& line = p.text.lines[i];
            const QPointF baseline(p.lineRectsPt[size_t(i)].left(), p.lineRectsPt[size_t(i)].top() + m_ascentPt);
            const qsizetype mark = m_runGlyphs.size();
            double x = baseline.x();
            bool missing = false;
            for (const QChar c : line) {
                auto it = m_glyphOf.constFind(c);
                if (it == m_glyphOf.cend()) {
                    const QList<quint32> g = m_raw1000.glyphIndexesForString(QString(c));
                    const QList<QPointF> a = m_raw1000.advancesForGlyphIndexes(g);
                    it = m_glyphOf.insert(c, {g.value(0), a.isEmpty() ? 0.0 : a.first().x()});
                }
                missing = missing || it->first == 0 || c.isSurrogate();
                m_runGlyphs << it->first;
                m_runPositions << QPointF(x, baseline.y());
                x += it->second * m_sizePt / 1000.0;
            }
            if (missing) {
                // A character the font lacks (CJK rack names in a Latin font): let Qt pick a
                // fallback font for this line, as the fitter's measurement did. Point sizes
                // follow the device's resolution while the painter already works in
                // points, so the size is divided by the device's points per point.
                m_runGlyphs.resize(mark);
                m_runPositions.resize(mark);
                QFont f = m_font;
                f.setPointSizeF(m_sizePt * 72.0 / m_painter.device()->logicalDpiY());
                m_painter.setFont(f);
                m_painter.drawText(baseline, line);
            }
        }
    }

    /// Glyphs are gathered into one run per page and size: a PDF text object per
    /// run, not per line, which is what makes 30 000 labels quick to write.
    void flush() {
        if (m_runGlyphs.isEmpty()) return;
        QGlyphRun run;
        run.setRawFont(m_raw);
        run.setGlyphIndexes(m_runGlyphs);
        run.setPositions(m_runPositions);
        m_painter.drawGlyphRun(QPointF(0, 0), run);
        m_runGlyphs.clear();
        m_runPositions.clear();
    }

    const LabelSheet& m_sheet;
    QPainter& m_painter;
    QFont m_font;
    QRawFont m_raw1000, m_raw;
    double m_sizePt = 0, m_ascentPt = 0;
    QHash<QChar, std::pair<quint32, double>> m_glyphOf;  ///< glyph and its advance at 1000 px
    QList<quint32> m_runGlyphs;
    QList<QPointF> m_runPositions;
};

}  // namespace

void LabelPdf::paintPage(const LabelSheet& sheet, const QFont& font, QPainter& painter, int page) {
    LabelPainter(sheet, font, painter).paintPage(page);
}

void LabelPdf::paint(const LabelSheet& sheet, const QFont& font, QPagedPaintDevice& device) {
    QPainter painter(&device);
    // Work in points whatever the device resolution.
    const double scale = device.logicalDpiX() / 72.0;
    painter.scale(scale, scale);
    LabelPainter labels(sheet, font, painter);
    // An empty selection still gives one page of outlines to check the stock against.
    for (int page = 0; page < std::max(1, sheet.pages); ++page) {
        if (page > 0) device.newPage();
        labels.paintPage(page);
    }
}

QByteArray LabelPdf::pdf(const LabelSheet& sheet, const QFont& font, const QString& title) {
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    {
        QPdfWriter writer(&buffer);
        writer.setTitle(title);
        writer.setCreator(QStringLiteral("Supernode Designer"));
        writer.setResolution(72);
        writer.setPageLayout(QPageLayout(QPageSize(sheet.stock.pageSizePt, QPageSize::Point, QString(),
                                                   QPageSize::ExactMatch),
                                         QPageLayout::Portrait, QMarginsF()));
        paint(sheet, font, writer);
    }
    return bytes;
}

}  // namespace sn
