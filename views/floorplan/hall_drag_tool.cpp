#include "views/floorplan/hall_drag_tool.h"

#include "model/commands/hall_edits.h"
#include "model/commands/room_edits.h"
#include "model/design/polygon_area.h"
#include "model/design/room_geometry.h"
#include "views/floorplan/floor_plan_scene.h"
#include "views/floorplan/floor_plan_view.h"
#include "views/floorplan/hall_pick.h"

#include <QBrush>
#include <QGraphicsPathItem>
#include <QLineF>
#include <QPen>

#include <algorithm>

namespace sn {

namespace {

/// Corner handles are picked within this many pixels, at any zoom.
constexpr double kHandlePx = 8;

/// The straight edge a door stands on, from its start vertex to its end.
std::optional<QLineF> doorEdge(const Room& room, const Door& door) {
    if (door.wall) {
        if (*door.wall < 0 || size_t(*door.wall) >= room.walls.size()) return std::nullopt;
        const std::vector<QPointF>& path = room.walls[size_t(*door.wall)].pathMm;
        if (door.edge < 0 || size_t(door.edge) + 1 >= path.size()) return std::nullopt;
        return QLineF(path[size_t(door.edge)], path[size_t(door.edge) + 1]);
    }
    const QPolygonF outline = roomOutline(room);
    if (door.edge < 0 || door.edge >= outline.size()) return std::nullopt;
    return QLineF(outline[door.edge], outline[(door.edge + 1) % outline.size()]);
}

/// The two halls whose straight partition passes within `reachMm` of
/// `point`, along its shared stretch.
std::optional<std::pair<int, int>> partitionNear(const Design& design, QPointF point, double reachMm) {
    const int halls = int(design.room().halls.size());
    for (int a = 0; a < halls; ++a)
        for (int b = a + 1; b < halls; ++b) {
            const auto shared = HallEdits::sharedPartition(design, a, b);
            if (!shared) continue;
            const QLineF span = shared->spanMm;
            const QPointF d = span.p2() - span.p1();
            const double t =
                std::clamp(QPointF::dotProduct(point - span.p1(), d) / QPointF::dotProduct(d, d), 0.0, 1.0);
            if (QLineF(span.p1() + d * t, point).length() <= reachMm) return std::pair{a, b};
        }
    return std::nullopt;
}

}  // namespace

std::unique_ptr<FloorTool> HallDragTool::at(FloorPlanView& view, const FloorPointer& pressed) {
    const Room& room = view.floorScene()->design().room();
    const double reach = kHandlePx / std::max(view.pixelsPerMm(), 1e-9);
    const auto near = [&](QPointF p) { return QLineF(p, pressed.scene).length() <= reach; };
    const auto make = [&](Kind kind, int index, int corner = 0) {
        return std::unique_ptr<FloorTool>(new HallDragTool(view, pressed, kind, index, corner));
    };
    // Handles first (a corner lies on the zone or the floor under it), then bodies.
    const QPolygonF outline = roomOutline(room);
    for (int i = 0; i < outline.size(); ++i)
        if (near(outline[i])) return make(Kind::OutlineVertex, i);
    for (std::size_t k = 0; k < room.keepOuts.size(); ++k)
        for (std::size_t c = 0; c < room.keepOuts[k].polygonMm.size(); ++c)
            if (near(room.keepOuts[k].polygonMm[c])) return make(Kind::KeepOutCorner, int(k), int(c));
    if (const auto door = HallPick::door(room, pressed.scene)) return make(Kind::Door, *door);
    if (const auto zone = HallPick::keepOut(room, pressed.scene)) return make(Kind::KeepOut, *zone);
    if (const auto wall = HallPick::wall(room, pressed.scene)) return make(Kind::Wall, *wall);
    if (const auto halls = partitionNear(view.floorScene()->design(), pressed.scene, reach))
        return make(Kind::Partition, halls->first, halls->second);
    return nullptr;
}

HallDragTool::HallDragTool(FloorPlanView& view, const FloorPointer& pressed, Kind kind, int index, int corner)
    : FloorDrag(pressed), m_view(view), m_kind(kind), m_index(index), m_corner(corner) {}

HallDragTool::~HallDragTool() { dropSceneItem(m_view.scene(), m_ghost); }

EditResult HallDragTool::edit(const FloorPointer& p, QPainterPath* ghost) const {
    Design& design = m_view.floorScene()->design();
    const Room& room = design.room();
    const QPointF by = travel(p);
    const double grid = FloorPlanScene::kGridMm;
    const auto index = std::size_t(m_index);
    switch (m_kind) {
    case Kind::KeepOut: {
        if (index >= room.keepOuts.size()) break;
        if (ghost) ghost->addPolygon(polygonOf(RoomEdits::movedOnGrid(room.keepOuts[index].polygonMm, by, grid)));
        return RoomEdits::moveKeepOut(design, m_index, by, grid);
    }
    case Kind::KeepOutCorner: {
        if (index >= room.keepOuts.size()) break;
        const std::vector<QPointF>& zone = room.keepOuts[index].polygonMm;
        if (std::size_t(m_corner) >= zone.size()) break;
        const QPointF to = zone[std::size_t(m_corner)] + by;
        if (ghost) {
            // The zone as the edit makes it: a rectangle keeps its opposite corner.
            if (zone.size() == 4) {
                ghost->addRect(QRectF(zone[std::size_t(m_corner + 2) % 4], FloorPlanScene::snapToGrid(to)).normalized());
            } else {
                std::vector<QPointF> moved = zone;
                moved[std::size_t(m_corner)] = FloorPlanScene::snapToGrid(to);
                ghost->addPolygon(polygonOf(moved));
            }
        }
        return RoomEdits::moveKeepOutCorner(design, m_index, m_corner, to, grid);
    }
    case Kind::Door: {
        if (index >= room.doors.size()) break;
        const Door& door = room.doors[index];
        const std::optional<QLineF> edge = doorEdge(room, door);
        if (!edge || edge->length() <= 0) break;
        // Along the wall only: the cursor's travel projected on the edge.
        const QPointF u = (edge->p2() - edge->p1()) / edge->length();
        const double along = RoomEdits::snap(door.alongMm + QPointF::dotProduct(by, u), grid);
        if (ghost) {
            const QPointF centre = edge->p1() + u * along;
            ghost->moveTo(centre - u * door.widthMm / 2);
            ghost->lineTo(centre + u * door.widthMm / 2);
        }
        return RoomEdits::moveDoor(design, m_index, along, grid);
    }
    case Kind::Wall: {
        if (index >= room.walls.size()) break;
        Wall w = room.walls[index];
        w.pathMm = RoomEdits::movedOnGrid(w.pathMm, by, grid);
        if (ghost)
            for (const QPolygonF& piece : wallSegments(w)) ghost->addPolygon(piece);
        return RoomEdits::moveWall(design, m_index, by, grid);
    }
    case Kind::Partition: {
        const auto shared = HallEdits::sharedPartition(design, m_index, m_corner);
        if (!shared) break;
        // Across the partition only: a partition along x moves in y.
        const bool alongX = shared->partition == HallEdits::Partition::AlongX;
        const double across = alongX ? by.y() : by.x();
        if (ghost) {
            const double moved = RoomEdits::snap(shared->atMm + across, grid) - shared->atMm;
            ghost->moveTo(shared->spanMm.p1() + (alongX ? QPointF(0, moved) : QPointF(moved, 0)));
            ghost->lineTo(shared->spanMm.p2() + (alongX ? QPointF(0, moved) : QPointF(moved, 0)));
        }
        return HallEdits::movePartition(design, m_index, m_corner, across, grid);
    }
    case Kind::OutlineVertex: {
        QPolygonF outline = roomOutline(room);
        if (m_index >= outline.size()) break;
        const QPointF to = outline[m_index] + by;
        outline[m_index] = FloorPlanScene::snapToGrid(to);
        if (ghost) {
            ghost->addPolygon(outline);
            ghost->closeSubpath();
        }
        return RoomEdits::moveOutlineVertex(design, m_index, to, grid);
    }
    }
    return {nullptr, FloorPlanView::tr("The hall object no longer exists.")};
}

bool HallDragTool::move(const FloorPointer& p) {
    if (!dragged(p)) return true;
    QPainterPath ghost;
    const EditResult wouldBe = edit(p, &ghost);
    if (!m_ghost) {
        m_ghost = m_view.floorScene()->addPath(QPainterPath());
        m_ghost->setZValue(1000);
    }
    // Blue where it may go, red (with the reason below) where it may not.
    const QColor colour = wouldBe ? QColor(0x1f, 0x6f, 0xd1) : QColor(0xc0, 0x39, 0x2b);
    QPen pen(colour, 0, Qt::DashLine);
    pen.setCosmetic(true);
    pen.setWidth(2);
    m_ghost->setPen(pen);
    m_ghost->setBrush(m_kind == Kind::Door || m_kind == Kind::Partition
                          ? Qt::NoBrush
                          : QBrush(QColor(colour.red(), colour.green(), colour.blue(), 50)));
    m_ghost->setPath(ghost);
    Q_EMIT m_view.hint(wouldBe ? QString() : wouldBe.error);
    return true;
}

bool HallDragTool::release(const FloorPointer& p) {
    dropSceneItem(m_view.scene(), m_ghost);  // gone before the edit lands
    if (!dragged(p)) return true;
    EditResult done = edit(p, nullptr);
    if (!done) Q_EMIT m_view.hint(done.error);
    else m_view.floorScene()->design().undoStack().push(done.command.release());
    return true;
}

}  // namespace sn
