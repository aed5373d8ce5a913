#include "views/export/label_preview.h"

#include "exporters/export/design_export.h"
#include "exporters/labels/label_pdf.h"
#include "exporters/labels/label_sheet.h"

#include <QPainter>
#include <QPixmap>

#include <algorithm>
#include <cmath>

namespace sn {

namespace {
// Room the preview takes in the dialog, in device-independent pixels: an A4
// page shows at about 0.6 of its printed size, enough to read a label.
constexpr int kBoxWidthPx = 440, kBoxHeightPx = 620;
// A roll stock's page is one small label: do not blow it up past 3 px per point.
constexpr double kMaxPxPerPt = 3.0;
}  // namespace

LabelPreview::LabelPreview(QWidget* parent) : QLabel(parent) {
    setObjectName(QStringLiteral("labelPreview"));
    setAlignment(Qt::AlignCenter);
    setMinimumSize(kBoxWidthPx + 8, kBoxHeightPx + 8);
    setWordWrap(true);
    setFrameShape(QFrame::StyledPanel);
    setBackgroundRole(QPalette::Dark);
    setAutoFillBackground(true);
}

QImage LabelPreview::render(const LabelSheet& sheet, int page, double pxPerPt) {
    const QSizeF pagePt = sheet.stock.pageSizePt;
    QImage image(QSize(int(std::ceil(pagePt.width() * pxPerPt)), int(std::ceil(pagePt.height() * pxPerPt))),
                 QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.scale(pxPerPt, pxPerPt);
    LabelPdf::paintPage(sheet, DesignExport::labelFont(), painter, page);
    painter.setPen(QPen(Qt::darkGray, 0));
    painter.setBrush(Qt::NoBrush);
    painter.drawRect(QRectF(QPointF(0, 0), pagePt));
    return image;
}

void LabelPreview::showSheet(const LabelSheet& sheet, int page) {
    const QSizeF pagePt = sheet.stock.pageSizePt;
    if (pagePt.isEmpty()) return showProblem(tr("The stock has no page size."));
    const double fit = std::min({kBoxWidthPx / pagePt.width(), kBoxHeightPx / pagePt.height(), kMaxPxPerPt});
    const double dpr = devicePixelRatioF();
    m_image = render(sheet, page, fit * dpr);
    m_image.setDevicePixelRatio(dpr);
    setPixmap(QPixmap::fromImage(m_image));
    setToolTip(tr("Sheet %1 as it will print: %2").arg(page + 1).arg(sheet.stock.description));
}

void LabelPreview::showProblem(const QString& text) {
    m_image = QImage();
    setPixmap(QPixmap());
    setText(text);
    setToolTip({});
}

}  // namespace sn
