#pragma once

#include <QList>
#include <QPainterPath>
#include <QPointF>
#include <QPolygonF>

#include <vector>

namespace sn {

/// A closed outline as stored (a hall, a keep-out zone) as a polygon.
inline QPolygonF polygonOf(const std::vector<QPointF>& points) {
    return QPolygonF(QList<QPointF>(points.begin(), points.end()));
}

/// The area a closed polygon covers (a room's outline, a hall, a keep-out
/// zone), for the containment and overlap tests of placement and edits.
inline QPainterPath areaOf(const QPolygonF& polygon) {
    QPainterPath path;
    path.addPolygon(polygon);
    path.closeSubpath();
    return path;
}
inline QPainterPath areaOf(const std::vector<QPointF>& points) {
    return areaOf(polygonOf(points));
}

}  // namespace sn
