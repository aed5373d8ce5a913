#pragma once

#include <QPointF>
#include <QRectF>

#include <vector>

namespace sn::plan {

/// Plan (x, y) geometry for routing, in millimetres.

double distance(QPointF a, QPointF b);

/// The point of a polyline nearest to `p`: segment index, distance along that
/// segment from its start, the point and its distance to `p`. Ties go to the
/// first segment, so results do not depend on floating-point noise elsewhere.
struct PolylinePoint {
    int segment = -1;
    double alongMm = 0;
    QPointF point;
    double distanceMm = 0;
};
PolylinePoint nearestOnPolyline(const std::vector<QPointF>& polyline, QPointF p);

/// Where segments ab and cd cross (including touching ends), if they do.
bool segmentsCross(QPointF a, QPointF b, QPointF c, QPointF d, QPointF* at);

/// True when segment ab passes through the inside of `r` (running along or
/// touching its edges is not through it).
bool segmentThroughRect(QPointF a, QPointF b, const QRectF& r);

}  // namespace sn::plan
