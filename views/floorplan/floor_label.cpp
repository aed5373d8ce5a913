#include "floorplan/floor_label.h"

#include "common/legible_text.h"

#include <QFontMetricsF>
#include <QPainter>

#include <cmath>

namespace sn {

namespace {
QFont labelFont(int pixelSize) {
    QFont f(QStringLiteral("Sans"));
    f.setPixelSize(pixelSize);
    f.setBold(true);
    return f;
}
/// Pixel sizes kept per label: Fit, the default zoom and a few steps either side.
constexpr int kSizesKept = 12;
}  // namespace

void FloorLabel::setText(QString text) {
    if (text == m_text) return;
    m_text = std::move(text);
    m_bySize.clear();
}

const FloorLabel::Laid& FloorLabel::laidOut(int pixelSize) const {
    if (const auto it = m_bySize.constFind(pixelSize); it != m_bySize.constEnd()) return *it;
    if (m_bySize.size() >= kSizesKept) m_bySize.clear();
    Laid laid;
    laid.font = labelFont(pixelSize);
    const QFont& font = laid.font;
    laid.text.setText(m_text);
    laid.text.setTextFormat(Qt::PlainText);
    laid.text.setPerformanceHint(QStaticText::AggressiveCaching);
    laid.text.prepare(QTransform(), font);
    const QFontMetricsF metrics(font);
    laid.width = metrics.horizontalAdvance(m_text);
    laid.height = metrics.height();
    return *m_bySize.insert(pixelSize, std::move(laid));
}

int FloorLabel::paint(QPainter& painter, QPointF centre, double textPx, double maxWidthPx, const QColor& ink,
                      const QColor& backdrop) const {
    if (m_text.isEmpty() || textPx < kMinTextPx - 1e-6) return 0;
    int size = int(std::ceil(textPx - 1e-6));
    const Laid* laid = &laidOut(size);
    // A pixel of the width for putting the text on whole pixels (below).
    maxWidthPx -= 1;
    if (laid->width > maxWidthPx) {
        // Too long at that size: smaller, if that still reads (the width
        // grows with the size; a whole pixel size at or under the fitting one).
        const double shrunk = size * maxWidthPx / laid->width;
        if (shrunk < kMinTextPx) return 0;
        size = int(std::floor(shrunk));
        laid = &laidOut(size);
    }
    const QPointF at = painter.worldTransform().map(centre);
    painter.save();
    painter.resetTransform();  // upright and in whole pixels, whatever way the item is turned
    if (backdrop.isValid()) {
        const double pad = size * 0.25;
        painter.setPen(Qt::NoPen);
        painter.setBrush(backdrop);
        painter.drawRect(QRectF(at.x() - laid->width / 2 - pad, at.y() - size / 2.0 - pad, laid->width + 2 * pad,
                                size + 2 * pad));
    }
    painter.setFont(laid->font);  // the font it was laid out in: QStaticText lays out again otherwise
    painter.setPen(ink);
    // On whole pixels (half a pixel off centre at most): the glyphs are then
    // the same in every frame, where at fractional places they differed in
    // their edges between two frames of the same view (tst_floor_plan_frames).
    painter.drawStaticText(QPointF(std::round(at.x() - laid->width / 2), std::round(at.y() - laid->height / 2)), laid->text);
    painter.restore();
    return size;
}

}  // namespace sn
