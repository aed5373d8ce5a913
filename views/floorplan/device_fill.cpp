#include "views/floorplan/device_fill.h"

#include <QImage>
#include <QPainter>
#include <QRegion>

#include <algorithm>
#include <cmath>

namespace sn {

namespace {
/// `rect` in bands of at most 64 rows, each filled with `brush`: Qt hands a
/// fill of more than ~96 spans (rows) to its thread pool and waits for it.
void fillInBands(QPainter& painter, const QRect& rect, const QBrush& brush) {
    constexpr int kBandRows = 64;
    for (int top = rect.top(); top <= rect.bottom(); top += kBandRows)
        painter.fillRect(QRect(rect.left(), top, rect.width(), std::min(kBandRows, rect.bottom() - top + 1)), brush);
}
}  // namespace

std::optional<QRect> deviceRect(const QTransform& toDevice, const QRectF& rect) {
    // Upright (scale and translation) or turned by a multiple of 90°: a rectangle stays one.
    const bool straight = toDevice.isAffine() && ((toDevice.m12() == 0 && toDevice.m21() == 0) ||
                                                  (toDevice.m11() == 0 && toDevice.m22() == 0));
    if (!straight) return std::nullopt;
    const QRectF d = toDevice.mapRect(rect);
    const int left = int(std::lround(d.left())), top = int(std::lround(d.top()));
    const int right = std::max(left + 1, int(std::lround(d.right())));
    const int bottom = std::max(top + 1, int(std::lround(d.bottom())));
    return QRect(QPoint(left, top), QPoint(right - 1, bottom - 1));
}

void fillDeviceRect(QPainter& painter, const QRect& rect, const QColor& color) {
    if (color.alpha() == 255) return painter.fillRect(rect, color);  // opaque: one solid fill, no spans
    fillInBands(painter, rect, color);
}

void fillDeviceRegion(QPainter& painter, const QRegion& region, const QColor& color) {
    for (const QRect& r : region) fillDeviceRect(painter, r, color);
}

void fillDeviceDashes(QPainter& painter, const QRect& rect, const QColor& color, int period, int on, int phaseStart) {
    // A texture one period long: one fill a band, where stroking dashes is a
    // path per dash (a hall-long tray at 6 px a period: ~5 000 of them).
    const bool horizontal = rect.width() >= rect.height();
    QImage dash(horizontal ? period : 1, horizontal ? 1 : period, QImage::Format_ARGB32_Premultiplied);
    dash.fill(Qt::transparent);
    for (int i = 0; i < on && i < period; ++i) dash.setPixelColor(horizontal ? i : 0, horizontal ? 0 : i, color);
    painter.save();
    painter.setBrushOrigin(horizontal ? QPoint(phaseStart, 0) : QPoint(0, phaseStart));
    fillInBands(painter, rect, QBrush(dash));
    painter.restore();
}

QColor coverColor(const QColor& under, const QColor& over, double coverage) {
    const double a = std::clamp(coverage, 0.0, 1.0) * over.alphaF();
    if (under.alpha() < 255) {
        QColor c = over;
        c.setAlphaF(float(a));
        return c;
    }
    const auto mix = [a](int u, int o) { return int(std::lround(u + (o - u) * a)); };
    return QColor(mix(under.red(), over.red()), mix(under.green(), over.green()), mix(under.blue(), over.blue()));
}

}  // namespace sn
