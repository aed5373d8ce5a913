#include "labels/label_pdf.h"

#include "labels/label_sheet.h"

#include <QBuffer>
#include <QFontMetricsF>
#include <QPageLayout>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>

namespace sn {

void LabelPdf::paint(const LabelSheet& sheet, const QFont& font, QPagedPaintDevice& device) {
    QPainter painter(&device);
    // Work in points whatever the device resolution.
    const double scale = device.logicalDpiX() / 72.0;
    painter.scale(scale, scale);
    QFont f = font;
    f.setHintingPreference(QFont::PreferNoHinting);
    f.setKerning(false);
    int page = 0;
    const QPen outline(QColor(200, 200, 200), 0.3);
    auto outlineCells = [&] {
        painter.setPen(outline);
        painter.setBrush(Qt::NoBrush);
        for (const QRectF& c : sheet.stock.cells()) painter.drawRoundedRect(c, sheet.stock.roundPt, sheet.stock.roundPt);
    };
    outlineCells();
    painter.setPen(Qt::black);
    double ascentPt = 0, sizePt = 0;
    for (const PlacedLabel& p : sheet.placed) {
        while (page < p.page) {
            device.newPage();
            ++page;
            outlineCells();
            painter.setPen(Qt::black);
        }
        if (sizePt != p.text.pointSize) {
            sizePt = p.text.pointSize;
            f.setPointSizeF(sizePt);
            painter.setFont(f);
            ascentPt = QFontMetricsF(f, &device).ascent() / scale;
        }
        // Set on the baseline: no layout box, so nothing can clip the glyphs.
        for (int i = 0; i < p.text.lines.size(); ++i)
            painter.drawText(QPointF(p.lineRectsPt[size_t(i)].left(), p.lineRectsPt[size_t(i)].top() + ascentPt),
                             p.text.lines[i]);
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
