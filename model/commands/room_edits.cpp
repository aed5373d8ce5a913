#include "model/commands/room_edits.h"

#include "model/commands/edit_object_command.h"
#include "model/design/room_site.h"

#include <QLineF>
#include <QPainterPath>

#include <algorithm>
#include <cmath>
#include <optional>

namespace sn {

namespace {

EditResult refuse(QString why) { return {nullptr, std::move(why)}; }

/// Every hall edit is one undo step of its own (a gesture pushes once), so it
/// never merges with the room edit before it.
EditResult edit(Design& design, const Room& after, const QString& text) {
    return {std::make_unique<EditRoomCommand>(design, design.room(), after, text), {}};
}

/// The first rack whose footprint shares area with `area` (touching is clear).
const Rack* rackIn(const Design& design, const QPainterPath& area) {
    for (const Rack& r : design.racks())
        if (area.intersects(RoomSite::rackFootprint(r).adjusted(0.5, 0.5, -0.5, -0.5))) return &r;
    return nullptr;
}

QPainterPath pathOf(const std::vector<QPointF>& points, bool closed) {
    QPainterPath path;
    path.addPolygon(QPolygonF(QList<QPointF>(points.begin(), points.end())));
    if (closed) path.closeSubpath();
    return path;
}

QPointF snapped(QPointF p, double gridMm) { return {RoomEdits::snap(p.x(), gridMm), RoomEdits::snap(p.y(), gridMm)}; }

/// Why an area of the hall (a keep-out zone, a wall piece) may not go there:
/// a rack stands on it, or it reaches outside the room's outline.
QString areaProblem(const Design& design, const QPainterPath& area) {
    if (const Rack* r = rackIn(design, area)) return RoomEdits::tr("Rack %1 stands there.").arg(r->name);
    QPainterPath outline;
    outline.addPolygon(roomOutline(design.room()));
    outline.closeSubpath();
    // Half a millimetre of slack: an area drawn up to the outline is inside.
    const QRectF b = area.boundingRect();
    if (!outline.contains(QRectF(b.left() + 0.5, b.top() + 0.5, std::max(0.0, b.width() - 1), std::max(0.0, b.height() - 1)))
        && !outline.contains(area))
        return RoomEdits::tr("It would reach outside the room's outline.");
    return {};
}

QString keepOutProblem(const Design& design, const KeepOut& zone) {
    const QPainterPath area = pathOf(zone.polygonMm, true);
    if (area.boundingRect().width() <= 0 || area.boundingRect().height() <= 0)
        return RoomEdits::tr("A keep-out zone needs an area.");
    return areaProblem(design, area);
}

QString wallProblem(const Design& design, const Wall& wall) {
    if (wall.pathMm.size() < 2 || QLineF(wall.pathMm.front(), wall.pathMm.back()).length() <= 0)
        return RoomEdits::tr("A wall needs two different points.");
    for (const QPolygonF& piece : wallSegments(wall)) {
        QPainterPath area;
        area.addPolygon(piece);
        area.closeSubpath();
        if (const QString why = areaProblem(design, area); !why.isEmpty()) return why;
    }
    return {};
}

/// The length of the edge a door stands on, or nullopt when it has none.
std::optional<double> edgeLength(const Room& room, const Door& door) {
    std::vector<QPointF> points;
    if (door.wall) {
        if (*door.wall < 0 || size_t(*door.wall) >= room.walls.size()) return std::nullopt;
        points = room.walls[size_t(*door.wall)].pathMm;
        if (door.edge < 0 || size_t(door.edge) + 1 >= points.size()) return std::nullopt;
        return QLineF(points[size_t(door.edge)], points[size_t(door.edge) + 1]).length();
    }
    const QPolygonF outline = roomOutline(room);
    if (door.edge < 0 || door.edge >= outline.size()) return std::nullopt;
    return QLineF(outline[door.edge], outline[(door.edge + 1) % outline.size()]).length();
}

QString columnProblem(const Design& design, const Column& c) {
    if ((c.shape == Column::Shape::Circle ? c.diameterMm : std::min(c.widthMm, c.depthMm)) <= 0)
        return RoomEdits::tr("A column needs a size.");
    QPainterPath area;
    area.addPolygon(columnPolygon(c));
    area.closeSubpath();
    if (const Rack* r = rackIn(design, area)) return RoomEdits::tr("Rack %1 stands there.").arg(r->name);
    return {};
}

}  // namespace

double RoomEdits::snap(double v, double gridMm) { return gridMm > 0 ? std::round(v / gridMm) * gridMm : v; }

std::vector<QPointF> RoomEdits::movedOnGrid(std::vector<QPointF> points, QPointF byMm, double gridMm) {
    if (points.empty()) return points;
    const QPointF step = snapped(points.front() + byMm, gridMm) - points.front();
    for (QPointF& p : points) p += step;
    return points;
}

EditResult RoomEdits::addColumn(Design& design, Column column, double gridMm) {
    column.centreMm = {snap(column.centreMm.x(), gridMm), snap(column.centreMm.y(), gridMm)};
    if (const QString why = columnProblem(design, column); !why.isEmpty()) return refuse(why);
    Room after = design.room();
    after.columns.push_back(column);
    return edit(design, after, tr("Add column %1").arg(column.name));
}

EditResult RoomEdits::moveColumn(Design& design, int index, QPointF centreMm, double gridMm) {
    if (index < 0 || size_t(index) >= design.room().columns.size()) return refuse(tr("The column does not exist."));
    Room after = design.room();
    Column& c = after.columns[size_t(index)];
    c.centreMm = {snap(centreMm.x(), gridMm), snap(centreMm.y(), gridMm)};
    if (const QString why = columnProblem(design, c); !why.isEmpty()) return refuse(why);
    // One gesture, one undo step: no merging with the room edit before it.
    return edit(design, after, tr("Move column %1").arg(c.name));
}

EditResult RoomEdits::editColumn(Design& design, int index, const Column& column) {
    if (index < 0 || size_t(index) >= design.room().columns.size()) return refuse(tr("The column does not exist."));
    for (const double v : {column.centreMm.x(), column.centreMm.y(), column.widthMm, column.depthMm, column.diameterMm})
        if (!std::isfinite(v)) return refuse(tr("A column's position and size must be numbers."));
    if (column == design.room().columns[size_t(index)]) return refuse(tr("Nothing changed."));
    if (const QString why = columnProblem(design, column); !why.isEmpty()) return refuse(why);
    Room after = design.room();
    after.columns[size_t(index)] = column;
    return edit(design, after, tr("Edit column %1").arg(column.name));
}

EditResult RoomEdits::removeColumn(Design& design, int index) {
    if (index < 0 || size_t(index) >= design.room().columns.size()) return refuse(tr("The column does not exist."));
    Room after = design.room();
    const QString name = after.columns[size_t(index)].name;
    after.columns.erase(after.columns.begin() + index);
    return edit(design, after, tr("Remove column %1").arg(name));
}

EditResult RoomEdits::addKeepOut(Design& design, KeepOut zone, double gridMm) {
    if (zone.polygonMm.size() < 3) return refuse(tr("A keep-out zone needs at least three corners."));
    for (QPointF& p : zone.polygonMm) p = {snap(p.x(), gridMm), snap(p.y(), gridMm)};
    QPainterPath area;
    area.addPolygon(QPolygonF(QList<QPointF>(zone.polygonMm.begin(), zone.polygonMm.end())));
    area.closeSubpath();
    if (area.boundingRect().isEmpty()) return refuse(tr("A keep-out zone needs an area."));
    if (const Rack* r = rackIn(design, area)) return refuse(tr("Rack %1 stands there.").arg(r->name));
    Room after = design.room();
    after.keepOuts.push_back(zone);
    return edit(design, after, tr("Add keep-out zone %1").arg(zone.name));
}

EditResult RoomEdits::removeKeepOut(Design& design, int index) {
    if (index < 0 || size_t(index) >= design.room().keepOuts.size())
        return refuse(tr("The keep-out zone does not exist."));
    Room after = design.room();
    const QString name = after.keepOuts[size_t(index)].name;
    after.keepOuts.erase(after.keepOuts.begin() + index);
    return edit(design, after, tr("Remove keep-out zone %1").arg(name));
}

EditResult RoomEdits::renameHall(Design& design, int index, const QString& name, const QString& code) {
    if (index < 0 || size_t(index) >= design.room().halls.size())
        return refuse(tr("The hall does not exist."));
    const QString newName = name.trimmed(), newCode = code.trimmed();
    if (newName.isEmpty()) return refuse(tr("A hall needs a name."));
    Room after = design.room();
    for (size_t i = 0; i < after.halls.size(); ++i)
        if (int(i) != index && !newCode.isEmpty() && after.halls[i].code == newCode)
            return refuse(tr("Hall %1 already has the code %2: the two halls' labels would read alike.")
                              .arg(after.halls[i].name, newCode));
    Hall& hall = after.halls[size_t(index)];
    const QString before = hall.name;
    hall.name = newName;
    hall.code = newCode;
    return edit(design, after, tr("Rename hall %1").arg(before));
}

EditResult RoomEdits::addDoor(Design& design, Door door, double gridMm) {
    door.alongMm = snap(door.alongMm, gridMm);
    if (door.widthMm <= 0) return refuse(tr("A door needs a width."));
    if (!doorShape(design.room(), door)) return refuse(tr("There is no such wall or edge for the door."));
    Room after = design.room();
    after.doors.push_back(door);
    return edit(design, after, tr("Add door %1").arg(door.name));
}

EditResult RoomEdits::moveDoor(Design& design, int index, double alongMm, double gridMm) {
    if (index < 0 || size_t(index) >= design.room().doors.size()) return refuse(tr("The door does not exist."));
    Room after = design.room();
    Door& d = after.doors[size_t(index)];
    d.alongMm = snap(alongMm, gridMm);
    const std::optional<double> length = edgeLength(after, d);
    if (!length) return refuse(tr("There is no such wall or edge for the door."));
    // The whole opening on its edge: jamb to jamb between the edge's ends.
    if (d.alongMm - d.widthMm / 2 < -0.5 || d.alongMm + d.widthMm / 2 > *length + 0.5)
        return refuse(tr("The door must stay on its wall: its opening would pass the wall's end."));
    // One gesture, one undo step: a door move does not merge with the next edit.
    return edit(design, after, tr("Move door %1").arg(d.name));
}

EditResult RoomEdits::editDoor(Design& design, int index, double widthMm, Door::Swing swing) {
    if (index < 0 || size_t(index) >= design.room().doors.size()) return refuse(tr("The door does not exist."));
    if (widthMm <= 0) return refuse(tr("A door needs a width."));
    Room after = design.room();
    Door& d = after.doors[size_t(index)];
    d.widthMm = widthMm;
    d.swing = swing;
    const std::optional<double> length = edgeLength(after, d);
    if (!length) return refuse(tr("There is no such wall or edge for the door."));
    if (d.alongMm - widthMm / 2 < -0.5 || d.alongMm + widthMm / 2 > *length + 0.5)
        return refuse(tr("A %1 mm door does not fit on its wall there.").arg(widthMm, 0, 'f', 0));
    if (after.doors[size_t(index)] == design.room().doors[size_t(index)]) return refuse(tr("Nothing changed."));
    return edit(design, after, tr("Edit door %1").arg(d.name));
}

EditResult RoomEdits::moveKeepOut(Design& design, int index, QPointF byMm, double gridMm) {
    if (index < 0 || size_t(index) >= design.room().keepOuts.size())
        return refuse(tr("The keep-out zone does not exist."));
    Room after = design.room();
    KeepOut& k = after.keepOuts[size_t(index)];
    k.polygonMm = movedOnGrid(k.polygonMm, byMm, gridMm);
    if (const QString why = keepOutProblem(design, k); !why.isEmpty()) return refuse(why);
    return edit(design, after, tr("Move keep-out zone %1").arg(k.name));
}

EditResult RoomEdits::moveKeepOutCorner(Design& design, int index, int corner, QPointF toMm, double gridMm) {
    if (index < 0 || size_t(index) >= design.room().keepOuts.size())
        return refuse(tr("The keep-out zone does not exist."));
    Room after = design.room();
    KeepOut& k = after.keepOuts[size_t(index)];
    const int n = int(k.polygonMm.size());
    if (corner < 0 || corner >= n) return refuse(tr("The keep-out zone has no such corner."));
    const QPointF to = snapped(toMm, gridMm);
    std::vector<QPointF>& p = k.polygonMm;
    const auto at = [&](int i) -> QPointF& { return p[size_t((i + n) % n)]; };
    const QPointF was = at(corner);
    // An axis-aligned rectangle: the neighbours share one coordinate each with the corner.
    const bool rectangle = n == 4 && [&] {
        for (int i = 0; i < 4; ++i) {
            const QPointF a = at(i), b = at(i + 1);
            if (std::abs(a.x() - b.x()) > 1e-6 && std::abs(a.y() - b.y()) > 1e-6) return false;
        }
        return true;
    }();
    if (rectangle) {
        for (int side : {-1, 1}) {
            QPointF& q = at(corner + side);
            if (std::abs(q.x() - was.x()) < 1e-6) q.setX(to.x());
            else q.setY(to.y());
        }
    }
    at(corner) = to;
    if (const QString why = keepOutProblem(design, k); !why.isEmpty()) return refuse(why);
    return edit(design, after, tr("Resize keep-out zone %1").arg(k.name));
}

EditResult RoomEdits::addWall(Design& design, Wall wall, double gridMm) {
    for (QPointF& p : wall.pathMm) p = snapped(p, gridMm);
    if (wall.thicknessMm <= 0) return refuse(tr("A wall needs a thickness."));
    if (const QString why = wallProblem(design, wall); !why.isEmpty()) return refuse(why);
    Room after = design.room();
    after.walls.push_back(wall);
    return edit(design, after, tr("Add wall %1").arg(wall.name));
}

EditResult RoomEdits::moveWall(Design& design, int index, QPointF byMm, double gridMm) {
    if (index < 0 || size_t(index) >= design.room().walls.size()) return refuse(tr("The wall does not exist."));
    Room after = design.room();
    Wall& w = after.walls[size_t(index)];
    w.pathMm = movedOnGrid(w.pathMm, byMm, gridMm);
    if (const QString why = wallProblem(design, w); !why.isEmpty()) return refuse(why);
    return edit(design, after, tr("Move wall %1").arg(w.name));
}

EditResult RoomEdits::removeWall(Design& design, int index) {
    if (index < 0 || size_t(index) >= design.room().walls.size()) return refuse(tr("The wall does not exist."));
    Room after = design.room();
    const QString name = after.walls[size_t(index)].name;
    after.walls.erase(after.walls.begin() + index);
    // Doors in it go with it; doors in later walls keep theirs (indices shift down).
    std::erase_if(after.doors, [&](const Door& d) { return d.wall == index; });
    for (Door& d : after.doors)
        if (d.wall && *d.wall > index) --*d.wall;
    return edit(design, after, tr("Remove wall %1").arg(name));
}

EditResult RoomEdits::moveOutlineVertex(Design& design, int index, QPointF toMm, double gridMm) {
    Room after = design.room();
    if (after.outlineMm.size() < 3) {
        const QPolygonF rect = roomOutline(after);
        after.outlineMm.assign(rect.begin(), rect.end());
        // QPolygonF from a rectangle may close itself with a repeated first point.
        if (after.outlineMm.size() > 3 && after.outlineMm.front() == after.outlineMm.back()) after.outlineMm.pop_back();
    }
    if (index < 0 || size_t(index) >= after.outlineMm.size()) return refuse(tr("The outline has no such corner."));
    after.outlineMm[size_t(index)] = snapped(toMm, gridMm);
    const QPolygonF outline(QList<QPointF>(after.outlineMm.begin(), after.outlineMm.end()));
    // Shoelace area, and no two edges that are not neighbours crossing.
    double twiceArea = 0;
    const int n = int(outline.size());
    for (int i = 0; i < n; ++i) twiceArea += outline[i].x() * outline[(i + 1) % n].y() - outline[(i + 1) % n].x() * outline[i].y();
    if (std::abs(twiceArea) < 1) return refuse(tr("The room's outline would take no area."));
    for (int i = 0; i < n; ++i)
        for (int j = i + 2; j < n; ++j) {
            if (i == 0 && j == n - 1) continue;  // neighbours through the closing edge
            QPointF cross;
            if (QLineF(outline[i], outline[(i + 1) % n]).intersects(QLineF(outline[j], outline[(j + 1) % n]), &cross)
                == QLineF::BoundedIntersection)
                return refuse(tr("The room's outline would cross itself."));
        }
    const QRectF bounds = outline.boundingRect();
    if (bounds.left() < 0 || bounds.top() < 0) return refuse(tr("The room's outline must stay right of and below its origin."));
    after.widthMm = std::max(after.widthMm, bounds.right());
    after.depthMm = std::max(after.depthMm, bounds.bottom());
    return edit(design, after, tr("Move room corner %1").arg(index + 1));
}

EditResult RoomEdits::removeDoor(Design& design, int index) {
    if (index < 0 || size_t(index) >= design.room().doors.size()) return refuse(tr("The door does not exist."));
    Room after = design.room();
    const QString name = after.doors[size_t(index)].name;
    after.doors.erase(after.doors.begin() + index);
    return edit(design, after, tr("Remove door %1").arg(name));
}

}  // namespace sn
