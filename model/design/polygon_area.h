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

/// The area a closed polygon encloses, by the shoelace formula: positive
/// when its corners run counter-clockwise (y up), negative when clockwise.
inline double signedAreaOf(const std::vector<QPointF>& points) {
    double twice = 0;
    for (std::size_t i = 0; i < points.size(); ++i) {
        const QPointF& u = points[i];
        const QPointF& v = points[(i + 1) % points.size()];
        twice += u.x() * v.y() - v.x() * u.y();
    }
    return twice / 2;
}

}  // namespace sn
