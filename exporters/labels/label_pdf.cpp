#include "exporters/labels/label_pdf.h"

#include "exporters/labels/label_glyphs.h"
#include "exporters/labels/label_pdf_direct.h"
#include "exporters/labels/label_sheet.h"
#include "exporters/labels/qr_code.h"

#include <QBuffer>
#include <QGlyphRun>
#include <QRawFont>
#include <QPageLayout>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>

#include <algorithm>
#include <cmath>
#include <vector>

namespace sn {

namespace {

/// Paints label pages one after the other, keeping the glyph cache between them.
class LabelPainter {
public:
    LabelPainter(const LabelSheet& sheet, const QFont& font, QPainter& painter)
        : m_sheet(sheet), m_painter(painter), m_glyphs(font), m_raw(m_glyphs.raw1000()) {}

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
        for (const QRectF& c : m_sheet.stock.cells()) {
            m_painter.drawRoundedRect(c, m_sheet.stock.roundPt, m_sheet.stock.roundPt);
            // A wrap's print-on area: where the opaque patch should be; the rest is the clear tail.
            if (m_sheet.stock.wrap) m_painter.drawRect(m_sheet.stock.printableRect(c));
        }
    }

    void paintText(const PlacedLabel& p) {
        if (m_sizePt != p.text.pointSize) {
            flush();
            m_sizePt = p.text.pointSize;
            m_raw.setPixelSize(m_sizePt);
            m_ascentPt = m_raw.ascent();
        }
        // Glyphs set on the baseline: no layout box to clip, no shaping per label.
        for (int i = 0; i < p.text.lines.size(); ++i) {
            const QString& line = p.text.lines[i];
            const QPointF baseline(p.lineRectsPt[size_t(i)].left(), p.lineRectsPt[size_t(i)].top() + m_ascentPt);
            const qsizetype mark = m_runGlyphs.size();
            const bool drawsAll = m_glyphs.setLine(line, baseline, m_sizePt, [&](quint32 glyph, QPointF at, QChar) {
                m_runGlyphs << glyph;
                m_runPositions << at;
            });
            if (!drawsAll) {
                // A character the font lacks (CJK rack names in a Latin font): let Qt pick a
                // fallback font for this line, as the fitter's measurement did. Point sizes
                // follow the device's resolution while the painter already works in
                // points, so the size is divided by the device's points per point.
                m_runGlyphs.resize(mark);
                m_runPositions.resize(mark);
                QFont f = m_glyphs.font();
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
    LabelGlyphs m_glyphs;
    QRawFont m_raw;
    double m_sizePt = 0, m_ascentPt = 0;
    QList<quint32> m_runGlyphs;
    QList<QPointF> m_runPositions;
};

/// Qt's PDF engine keeps page sizes in whole points (QPageLayout::fullRectPoints
/// is a QRect), so A4 would come out 595 × 842 instead of 595.276 × 841.890.
/// The pages are laid out on the whole points at or above the stock's size,
/// and each page's MediaBox is then cut to the exact size: the same top-left
/// origin (Qt's drawing maps y from the top of the rounded page), the bottom
/// edge raised by the rounding. The byte offsets in the cross-reference table
/// and startxref move by what the longer MediaBox text adds.
QByteArray withExactMediaBox(QByteArray pdf, const QSize& roundedPt, const QSizeF& exactPt) {
    if (QSizeF(roundedPt) == exactPt) return pdf;
    // Qt 6 writes the box as "%f" numbers: "/MediaBox [0 0 596.000000 842.000000]".
    const QByteArray from = "/MediaBox [0 0 " + QByteArray::number(double(roundedPt.width()), 'f', 6) + ' ' +
                            QByteArray::number(double(roundedPt.height()), 'f', 6) + ']';
    const QByteArray to = "/MediaBox [0 " + QByteArray::number(roundedPt.height() - exactPt.height(), 'f', 4) +
                          ' ' + QByteArray::number(exactPt.width(), 'f', 4) + ' ' +
                          QByteArray::number(roundedPt.height()) + ']';
    const qsizetype grow = to.size() - from.size();
    std::vector<qsizetype> at;  // positions of the replaced boxes in the original
    QByteArray out;
    out.reserve(pdf.size() + 64);
    qsizetype last = 0;
    for (qsizetype i = pdf.indexOf(from); i >= 0; i = pdf.indexOf(from, i + from.size())) {
        at.push_back(i);
        out += QByteArrayView(pdf).sliced(last, i - last);
        out += to;
        last = i + from.size();
    }
    out += QByteArrayView(pdf).sliced(last);
    if (at.empty()) return pdf;
    auto moved = [&](qsizetype offset) {
        return offset + grow * qsizetype(std::upper_bound(at.begin(), at.end(), offset - 1) - at.begin());
    };
    // Classic table: "xref\n0 N\n" then N entries of 20 bytes, "oooooooooo ggggg n \n".
    const qsizetype xref = out.lastIndexOf("\nxref\n") + 1;
    if (xref <= 0) return pdf;
    qsizetype line = out.indexOf('\n', xref + 5) + 1;
    const QList<QByteArray> head = out.mid(xref + 5, line - xref - 6).trimmed().split(' ');
    const int entries = head.size() == 2 ? head[1].toInt() : 0;
    for (int e = 0; e < entries; ++e, line += 20) {
        if (out.at(line + 17) != 'n') continue;  // free entries point nowhere
        const qsizetype offset = out.mid(line, 10).toLongLong();
        out.replace(line, 10, QByteArray::number(moved(offset)).rightJustified(10, '0'));
    }
    const qsizetype start = out.lastIndexOf("startxref\n");
    if (start < 0) return pdf;
    const qsizetype number = start + 10, end = out.indexOf('\n', number);
    out.replace(number, end - number, QByteArray::number(moved(out.mid(number, end - number).toLongLong())));
    return out;
}

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
    if (std::optional<QByteArray> direct = LabelPdfDirect::pdf(sheet, font, title)) return *std::move(direct);
    // Whole points at or above the stock's page (less 0.001 pt of rounding noise).
    const QSize rounded(int(std::ceil(sheet.stock.pageSizePt.width() - 0.001)),
                        int(std::ceil(sheet.stock.pageSizePt.height() - 0.001)));
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    {
        QPdfWriter writer(&buffer);
        writer.setTitle(title);
        writer.setCreator(QStringLiteral("Supernode Designer"));
        writer.setResolution(72);
        writer.setPageLayout(QPageLayout(QPageSize(QSizeF(rounded), QPageSize::Point, QString(),
                                                   QPageSize::ExactMatch),
                                         QPageLayout::Portrait, QMarginsF()));
        paint(sheet, font, writer);
    }
    return withExactMediaBox(bytes, rounded, sheet.stock.pageSizePt);
}

}  // namespace sn
