#include "model/design/room_geometry.h"

#include "model/design/design_objects.h"

#include <QLineF>

#include <algorithm>
#include <cmath>
#include <numbers>

namespace sn {

namespace {

constexpr int kCircleSides = 32;  ///< a circle drawn or tested as a polygon

QPolygonF arcPolygon(QPointF centre, double radius, double fromRad, double toRad, int steps) {
    QPolygonF out;
    for (int i = 0; i <= steps; ++i) {
        const double a = fromRad + (toRad - fromRad) * i / steps;
        out << centre + QPointF(radius * std::cos(a), radius * std::sin(a));
    }
    return out;
}

QPolygonF rectangleOn(QPointF a, QPointF b, QPointF normal, double depth) {
    return QPolygonF({a, b, b + normal * depth, a + normal * depth, a});
}

}  // namespace

QPolygonF columnPolygon(const Column& column) {
    if (column.shape == Column::Shape::Circle) {
        QPolygonF p = arcPolygon(column.centreMm, column.diameterMm / 2, 0, 2 * std::numbers::pi, kCircleSides);
        return p;
    }
    return QPolygonF(columnBounds(column));
}

QRectF columnBounds(const Column& column) {
    const double w = column.shape == Column::Shape::Circle ? column.diameterMm : column.widthMm;
    const double d = column.shape == Column::Shape::Circle ? column.diameterMm : column.depthMm;
    return {column.centreMm.x() - w / 2, column.centreMm.y() - d / 2, w, d};
}

bool columnOverlaps(const Column& column, const QRectF& rect) {
    if (column.shape == Column::Shape::Rectangle) {
        const QRectF c = columnBounds(column);
        return std::min(c.right(), rect.right()) > std::max(c.left(), rect.left())
            && std::min(c.bottom(), rect.bottom()) > std::max(c.top(), rect.top());
    }
    // The rectangle's point nearest the centre lies inside the circle.
    const QPointF c = column.centreMm;
    const double nx = std::clamp(c.x(), rect.left(), rect.right());
    const double ny = std::clamp(c.y(), rect.top(), rect.bottom());
    const double r = column.diameterMm / 2;
    return (nx - c.x()) * (nx - c.x()) + (ny - c.y()) * (ny - c.y()) < r * r;
}

QPolygonF roomOutline(const Room& room) {
    if (room.outlineMm.size() >= 3) return QPolygonF(QList<QPointF>(room.outlineMm.begin(), room.outlineMm.end()));
    return QPolygonF(QRectF(0, 0, room.widthMm, room.depthMm)).mid(0, 4);
}

std::optional<std::size_t> hallAt(const Room& room, QPointF point) {
    for (std::size_t i = 0; i < room.halls.size(); ++i) {
        const auto& outline = room.halls[i].outlineMm;
        if (QPolygonF(QList<QPointF>(outline.begin(), outline.end())).containsPoint(point, Qt::OddEvenFill))
            return i;
    }
    return std::nullopt;
}

QString hallTitle(const Hall& hall) {
    return hall.code.isEmpty() ? hall.name : QStringLiteral("%1 (%2)").arg(hall.name, hall.code);
}

std::optional<DoorShape> doorShape(const Room& room, const Door& door) {
    QPointF p0, p1;
    if (door.wall) {
        if (*door.wall < 0 || size_t(*door.wall) >= room.walls.size()) return std::nullopt;
        const auto& path = room.walls[size_t(*door.wall)].pathMm;
        if (door.edge < 0 || size_t(door.edge) + 1 >= path.size()) return std::nullopt;
        p0 = path[size_t(door.edge)];
        p1 = path[size_t(door.edge) + 1];
    } else {
        const QPolygonF outline = roomOutline(room);
        if (door.edge < 0 || door.edge >= outline.size()) return std::nullopt;
        p0 = outline[door.edge];
        p1 = outline[(door.edge + 1) % outline.size()];
    }
    const double length = QLineF(p0, p1).length();
    if (length <= 0) return std::nullopt;
    const QPointF u = (p1 - p0) / length;
    const QPointF left(-u.y(), u.x());
    const QPointF centre = p0 + u * door.alongMm;

    DoorShape s;
    s.jambA = centre - u * (door.widthMm / 2);
    s.jambB = centre + u * (door.widthMm / 2);
    s.hinge = door.hingeAtStart ? s.jambA : s.jambB;
    s.swingNormal = door.swing == Door::Swing::Left ? left : door.swing == Door::Swing::Right ? -left : QPointF();
    s.roomNormal = left;
    if (!door.wall) {
        // The outline's inside is the side where a point just off the opening lies in it.
        const QPolygonF outline = roomOutline(room);
        if (!outline.containsPoint(centre + left * 1.0, Qt::OddEvenFill)) s.roomNormal = -left;
    }

    QPolygonF clear = rectangleOn(s.jambA, s.jambB, s.roomNormal, door.clearDepthMm);
    if (door.wall) clear = clear.united(rectangleOn(s.jambA, s.jambB, -s.roomNormal, door.clearDepthMm));
    if (door.swing != Door::Swing::None) {
        // The quarter circle the leaf sweeps: from along the opening to the swing normal.
        const QPointF toOther = door.hingeAtStart ? u : -u;
        const double a0 = std::atan2(toOther.y(), toOther.x());
        double a1 = std::atan2(s.swingNormal.y(), s.swingNormal.x());
        while (a1 - a0 > std::numbers::pi) a1 -= 2 * std::numbers::pi;
        while (a0 - a1 > std::numbers::pi) a1 += 2 * std::numbers::pi;
        QPolygonF sweep = arcPolygon(s.hinge, door.widthMm, a0, a1, kCircleSides / 4);
        sweep.prepend(s.hinge);
        sweep << s.hinge;
        clear = clear.united(sweep);
    }
    s.clearArea = clear;
    return s;
}

std::vector<QPolygonF> wallSegments(const Wall& wall) {
    std::vector<QPolygonF> out;
    for (size_t i = 0; i + 1 < wall.pathMm.size(); ++i) {
        const QPointF a = wall.pathMm[i], b = wall.pathMm[i + 1];
        const double length = QLineF(a, b).length();
        if (length <= 0) continue;
        const QPointF n = QPointF(-(b - a).y(), (b - a).x()) / length * (wall.thicknessMm / 2);
        out.push_back(QPolygonF({a + n, b + n, b - n, a - n, a + n}));
    }
    return out;
}

}  // namespace sn
