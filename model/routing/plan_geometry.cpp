#include "model/routing/plan_geometry.h"

#include <QLineF>

#include <algorithm>
#include <cmath>

namespace sn::plan {

double distance(QPointF a, QPointF b) { return std::hypot(a.x() - b.x(), a.y() - b.y()); }

PolylinePoint nearestOnPolyline(const std::vector<QPointF>& polyline, QPointF p) {
    PolylinePoint best;
    for (size_t i = 0; i + 1 < polyline.size(); ++i) {
        const QPointF a = polyline[i], b = polyline[i + 1];
        const QPointF ab = b - a;
        const double len2 = QPointF::dotProduct(ab, ab);
        double t = len2 > 0 ? QPointF::dotProduct(p - a, ab) / len2 : 0;
        t = std::clamp(t, 0.0, 1.0);
        const QPointF q = a + ab * t;
        const double d = distance(p, q);
        if (best.segment < 0 || d < best.distanceMm) best = {int(i), t * std::sqrt(len2), q, d};
    }
    return best;
}

bool segmentsCross(QPointF a, QPointF b, QPointF c, QPointF d, QPointF* at) {
    QPointF x;
    if (QLineF(a, b).intersects(QLineF(c, d), &x) != QLineF::BoundedIntersection) return false;
    if (at) *at = x;
    return true;
}

bool segmentThroughRect(QPointF a, QPointF b, const QRectF& r) {
    // Liang–Barsky clipping against the rectangle shrunk by half a millimetre.
    const QRectF in = r.adjusted(0.5, 0.5, -0.5, -0.5);
    if (in.isEmpty()) return false;
    const double dx = b.x() - a.x(), dy = b.y() - a.y();
    double t0 = 0, t1 = 1;
    const double p[] = {-dx, dx, -dy, dy};
    const double q[] = {a.x() - in.left(), in.right() - a.x(), a.y() - in.top(), in.bottom() - a.y()};
    for (int i = 0; i < 4; ++i) {
        if (p[i] == 0) {
            if (q[i] < 0) return false;
            continue;
        }
        const double t = q[i] / p[i];
        if (p[i] < 0) t0 = std::max(t0, t);
        else t1 = std::min(t1, t);
        if (t0 > t1) return false;
    }
    return true;
}

}  // namespace sn::plan
