#include "views/floorplan/hall_pick.h"

#include "model/design/design_objects.h"
#include "model/design/room_geometry.h"

#include <QPolygonF>

namespace sn {

std::optional<int> HallPick::column(const Room& room, QPointF mm) {
    for (std::size_t i = 0; i < room.columns.size(); ++i)
        if (columnPolygon(room.columns[i]).containsPoint(mm, Qt::OddEvenFill)) return int(i);
    return std::nullopt;
}

std::optional<int> HallPick::keepOut(const Room& room, QPointF mm) {
    for (std::size_t i = 0; i < room.keepOuts.size(); ++i) {
        const std::vector<QPointF>& points = room.keepOuts[i].polygonMm;
        if (QPolygonF(QList<QPointF>(points.begin(), points.end())).containsPoint(mm, Qt::OddEvenFill)) return int(i);
    }
    return std::nullopt;
}

std::optional<int> HallPick::door(const Room& room, QPointF mm) {
    for (std::size_t i = 0; i < room.doors.size(); ++i)
        if (const auto shape = doorShape(room, room.doors[i]); shape && shape->clearArea.containsPoint(mm, Qt::OddEvenFill))
            return int(i);
    return std::nullopt;
}

std::optional<int> HallPick::wall(const Room& room, QPointF mm) {
    for (std::size_t i = 0; i < room.walls.size(); ++i)
        for (const QPolygonF& piece : wallSegments(room.walls[i]))
            if (piece.containsPoint(mm, Qt::OddEvenFill)) return int(i);
    return std::nullopt;
}

}  // namespace sn
