#include "commands/room_edits.h"

#include "commands/edit_object_command.h"
#include "design/room_site.h"

#include <QPainterPath>

#include <cmath>

namespace sn {

namespace {

EditResult refuse(QString why) { return {nullptr, std::move(why)}; }

EditResult edit(Design& design, const Room& after, const QString& text, CommandId id = CommandId::None) {
    return {std::make_unique<EditRoomCommand>(design, design.room(), after, text, id), {}};
}

/// The first rack whose footprint shares area with `area` (touching is clear).
const Rack* rackIn(const Design& design, const QPainterPath& area) {
    for (const Rack& r : design.racks())
        if (area.intersects(RoomSite::rackFootprint(r).adjusted(0.5, 0.5, -0.5, -0.5))) return &r;
    return nullptr;
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
    return edit(design, after, tr("Move column %1").arg(c.name), CommandId::EditRoom);
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
    if (d.alongMm < 0) return refuse(tr("The door must stay on its edge."));
    return edit(design, after, tr("Move door %1").arg(d.name), CommandId::EditRoom);
}

EditResult RoomEdits::removeDoor(Design& design, int index) {
    if (index < 0 || size_t(index) >= design.room().doors.size()) return refuse(tr("The door does not exist."));
    Room after = design.room();
    const QString name = after.doors[size_t(index)].name;
    after.doors.erase(after.doors.begin() + index);
    return edit(design, after, tr("Remove door %1").arg(name));
}

}  // namespace sn
