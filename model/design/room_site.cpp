#include "model/design/room_site.h"

#include "model/design/polygon_area.h"

#include <QPainterPath>
#include <QTransform>

#include <algorithm>
#include <cmath>

namespace sn {

namespace {
/// Edges that only touch are not overlap: the footprint is tested shrunk by
/// this much on every side (well below any placement grid).
constexpr double kTouchMm = 0.5;

}  // namespace

QRectF RoomSite::footprint(QPointF corner, double widthMm, double depthMm, int rotationDeg) {
    QTransform turn;
    turn.rotate(rotationDeg);
    QRectF r = turn.mapRect(QRectF(0, 0, widthMm, depthMm));
    // 90° steps: round away the sine/cosine noise as RackFrame does.
    r = QRectF(QPointF(std::round(r.left()), std::round(r.top())), QPointF(std::round(r.right()), std::round(r.bottom())));
    return r.translated(corner);
}

QRectF RoomSite::rackFootprint(const Rack& rack) {
    return footprint({rack.xMm, rack.yMm}, rack.widthMm, rack.depthMm, rack.rotationDeg);
}

QString RoomSite::whyNot(const Room& room, const QRectF& footprint, const QString& what) {
    const QRectF inner = footprint.adjusted(kTouchMm, kTouchMm, -kTouchMm, -kTouchMm);
    if (inner.isEmpty()) return {};
    if (!areaOf(roomOutline(room)).contains(inner))
        return tr("%1 would stand outside the room's outline.").arg(what);
    if (!room.halls.empty() && std::none_of(room.halls.begin(), room.halls.end(), [&](const Hall& hall) {
            return areaOf(hall.outlineMm).contains(inner);
        }))
        return tr("%1 would not stand inside one hall: it would be outside the halls or across a partition.")
            .arg(what);
    for (const Column& c : room.columns)
        if (columnOverlaps(c, inner))
            return c.name.isEmpty() ? tr("%1 would stand on a column at x %2 mm, y %3 mm.")
                                          .arg(what).arg(c.centreMm.x(), 0, 'f', 0).arg(c.centreMm.y(), 0, 'f', 0)
                                    : tr("%1 would stand on column %2.").arg(what, c.name);
    for (const Wall& w : room.walls)
        for (const QPolygonF& segment : wallSegments(w)) {
            QPainterPath path;
            path.addPolygon(segment);
            if (path.intersects(inner))
                return w.name.isEmpty() ? tr("%1 would stand on a wall.").arg(what)
                                        : tr("%1 would stand on wall %2.").arg(what, w.name);
        }
    for (const KeepOut& k : room.keepOuts) {
        if (!areaOf(k.polygonMm).intersects(inner)) continue;
        const QString name = k.name.isEmpty() ? tr("a keep-out zone") : tr("keep-out zone %1").arg(k.name);
        return k.reason.isEmpty() ? tr("%1 would stand in %2.").arg(what, name)
                                  : tr("%1 would stand in %2 (%3).").arg(what, name, k.reason);
    }
    return {};
}

}  // namespace sn
