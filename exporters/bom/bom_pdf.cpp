#include "exporters/bom/bom_pdf.h"

#include "exporters/common/a4_pdf.h"

#include <QFontMetricsF>
#include <QPageLayout>
#include <QPainter>
#include <QPdfWriter>

namespace sn {

namespace {

// A4 portrait in points (1/72 in), 15 mm margins.
constexpr double kPageW = 595.276, kPageH = 841.89, kMargin = 42.52;
constexpr double kHeadH = 46, kRowPad = 3;
// Column widths: section, item, description, quantity, unit (sum = page width − margins).
constexpr double kCols[] = {80, 110, 215, 58, 47.236};

QString quantityText(const BomLine& l) {
    return l.unit == u"pcs" ? QString::number(qRound64(l.quantity)) : QString::number(l.quantity, 'f', 2);
}

}  // namespace

QByteArray BomPdf::pdf(const std::vector<BomLine>& lines, const QString& designName, const QString& revision,
                       const QDate& date) {
    return a4Pdf(tr("Bill of materials"), QPageLayout::Portrait,
                 [&](QPdfWriter& writer) { paint(lines, designName, revision, date, writer); });
}

void BomPdf::paint(const std::vector<BomLine>& lines, const QString& designName, const QString& revision,
                   const QDate& date, QPagedPaintDevice& device) {
    // The painter works in points; a font's point size is converted with the
    // device's resolution, so sizes are divided by the device's pixels per point.
    const double pxPerPt = device.logicalDpiY() / 72.0;
    QFont body(QStringLiteral("DejaVu Sans"));
    body.setPointSizeF(8 / pxPerPt);
    QFont bold = body;
    bold.setBold(true);
    const QFontMetricsF fm(body, &device);

    // Pass 1: row heights (descriptions wrap) and page breaks.
    const double tableTop = kMargin + kHeadH, tableBottom = kPageH - kMargin - 20;
    const double headerRowH = fm.height() + 2 * kRowPad;
    std::vector<double> heights;
    std::vector<int> pageOf;
    int pages = 1;
    double y = tableTop + headerRowH;
    for (const BomLine& l : lines) {
        const QRectF need = fm.boundingRect(QRectF(0, 0, kCols[2] - 4, 1e6), Qt::TextWordWrap, l.description);
        const double h = std::max(need.height(), fm.height()) + 2 * kRowPad;
        if (y + h > tableBottom) {
            ++pages;
            y = tableTop + headerRowH;
        }
        heights.push_back(h);
        pageOf.push_back(pages);
        y += h;
    }

    // Pass 2: paint.
    QPainter p(&device);
    p.scale(device.logicalDpiX() / 72.0, pxPerPt);
    auto heading = [&](int page) {
        p.setFont(bold);
        p.setPen(Qt::black);
        QFont title = bold;
        title.setPointSizeF(13 / pxPerPt);
        p.setFont(title);
        p.drawText(QRectF(kMargin, kMargin, kPageW - 2 * kMargin, 20), Qt::AlignLeft | Qt::AlignVCenter,
                   tr("Bill of materials — %1").arg(designName));
        p.setFont(body);
        p.drawText(QRectF(kMargin, kMargin + 20, kPageW - 2 * kMargin, 14), Qt::AlignLeft | Qt::AlignVCenter,
                   tr("Revision %1 · %2").arg(revision.isEmpty() ? QStringLiteral("-") : revision, date.toString(Qt::ISODate)));
        p.drawText(QRectF(kMargin, kPageH - kMargin - 14, kPageW - 2 * kMargin, 14), Qt::AlignRight | Qt::AlignVCenter,
                   tr("Page %1 of %2").arg(page).arg(pages));
        const QStringList titles = {tr("Section"), tr("Item"), tr("Description"), tr("Quantity"), tr("Unit")};
        p.setFont(bold);
        p.fillRect(QRectF(kMargin, tableTop, kPageW - 2 * kMargin, headerRowH), QColor(0xe8, 0xe8, 0xe8));
        double x = kMargin;
        for (int c = 0; c < 5; ++c) {
            p.drawText(QRectF(x + 2, tableTop, kCols[c] - 4, headerRowH),
                       (c == 3 ? Qt::AlignRight : Qt::AlignLeft) | Qt::AlignVCenter, titles[c]);
            x += kCols[c];
        }
        p.setFont(body);
    };
    int page = 1;
    heading(page);
    y = tableTop + headerRowH;
    for (size_t i = 0; i < lines.size(); ++i) {
        if (pageOf[i] != page) {
            device.newPage();
            page = pageOf[i];
            heading(page);
            y = tableTop + headerRowH;
        }
        const BomLine& l = lines[i];
        const QStringList cells = {l.section, l.item, l.description, quantityText(l), l.unit};
        double x = kMargin;
        for (int c = 0; c < 5; ++c) {
            const int align = (c == 3 ? Qt::AlignRight : Qt::AlignLeft) | Qt::AlignTop;
            p.drawText(QRectF(x + 2, y + kRowPad, kCols[c] - 4, heights[i] - 2 * kRowPad),
                       align | (c == 2 ? Qt::TextWordWrap : Qt::TextSingleLine) | Qt::TextDontClip, cells[c]);
            x += kCols[c];
        }
        p.setPen(QPen(QColor(0xcc, 0xcc, 0xcc), 0.4));
        p.drawLine(QPointF(kMargin, y + heights[i]), QPointF(kPageW - kMargin, y + heights[i]));
        p.setPen(Qt::black);
        y += heights[i];
    }
    p.end();
}

}  // namespace sn
