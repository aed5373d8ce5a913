// The rest of the hall edited with the mouse: a keep-out zone is
// dragged by its body or resized by a corner, a door slides along its wall,
// a wall (partition) is dragged, a corner of the room's outline is dragged,
// and a wall is drawn from two clicks. Each gesture is one checked RoomEdits
// step on release, on the 100 mm floor grid (a door along its edge, a wall's
// end onto the outline when near it); where
// RoomEdits refuses (a rack stands there, it would leave the room) the
// status bar says why and nothing changes.
#include "floorplan/floor_plan_view.h"

#include "commands/room_edits.h"
#include "design/room_geometry.h"
#include "floorplan/floor_plan_scene.h"
#include "routing/plan_geometry.h"

#include <QBrush>
#include <QGraphicsPathItem>
#include <QLineF>
#include <QPen>

namespace sn {

namespace {

/// Corner handles are picked within this many pixels, at any zoom.
constexpr double kHandlePx = 8;

QPolygonF polygonOf(const std::vector<QPointF>& points) { return QPolygonF(QList<QPointF>(points.begin(), points.end())); }

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

QPointF snapped(QPointF p) {
    return {RoomEdits::snap(p.x(), FloorPlanScene::kGridMm), RoomEdits::snap(p.y(), FloorPlanScene::kGridMm)};
}

/// A wall's end snaps onto the room's outline within this distance: half a
/// 600 mm floor tile, near enough that the user means the outer wall.
constexpr double kOutlineSnapMm = 300;

/// Where a wall point drawn at `p` goes: onto an outline corner or edge when
/// it is that near (a partition meets the outer wall), else onto the grid.
/// On an edge the point keeps to the grid along it (the foot, on the grid,
/// projected back), so axis-aligned edges get grid points on the edge.
QPointF wallPoint(const Room& room, QPointF p) {
    const QPolygonF outline = roomOutline(room);
    for (const QPointF& corner : outline)
        if (QLineF(corner, p).length() <= kOutlineSnapMm) return corner;
    std::vector<QPointF> closed(outline.begin(), outline.end());
    if (!closed.empty()) closed.push_back(closed.front());
    const plan::PolylinePoint foot = plan::nearestOnPolyline(closed, p);
    if (foot.segment >= 0 && foot.distanceMm <= kOutlineSnapMm)
        return plan::nearestOnPolyline(closed, snapped(foot.point)).point;
    return snapped(p);
}

}  // namespace

std::optional<int> FloorPlanView::doorAt(QPointF scenePos) const {
    const Room& room = m_scene->design().room();
    for (std::size_t i = 0; i < room.doors.size(); ++i)
        if (const auto shape = doorShape(room, room.doors[i]); shape && shape->clearArea.containsPoint(scenePos, Qt::OddEvenFill))
            return int(i);
    return std::nullopt;
}

std::optional<int> FloorPlanView::wallAt(QPointF scenePos) const {
    const auto& walls = m_scene->design().room().walls;
    for (std::size_t i = 0; i < walls.size(); ++i)
        for (const QPolygonF& piece : wallSegments(walls[i]))
            if (piece.containsPoint(scenePos, Qt::OddEvenFill)) return int(i);
    return std::nullopt;
}

bool FloorPlanView::startHallDrag(QPointF scenePos, QPoint viewPos) {
    const Room& room = m_scene->design().room();
    const double reach = kHandlePx / std::max(pixelsPerMm(), 1e-9);
    const auto near = [&](QPointF p) { return QLineF(p, scenePos).length() <= reach; };
    std::optional<HallDrag> drag;
    // Handles first (a corner lies on the zone or the floor under it), then bodies.
    const QPolygonF outline = roomOutline(room);
    for (int i = 0; i < outline.size() && !drag; ++i)
        if (near(outline[i])) drag = HallDrag{HallDrag::Kind::OutlineVertex, i, 0};
    for (std::size_t k = 0; k < room.keepOuts.size() && !drag; ++k)
        for (std::size_t c = 0; c < room.keepOuts[k].polygonMm.size() && !drag; ++c)
            if (near(room.keepOuts[k].polygonMm[c])) drag = HallDrag{HallDrag::Kind::KeepOutCorner, int(k), int(c)};
    if (!drag)
        if (const auto door = doorAt(scenePos)) drag = HallDrag{HallDrag::Kind::Door, *door, 0};
    if (!drag)
        if (const auto zone = keepOutAt(scenePos)) drag = HallDrag{HallDrag::Kind::KeepOut, *zone, 0};
    if (!drag)
        if (const auto wall = wallAt(scenePos)) drag = HallDrag{HallDrag::Kind::Wall, *wall, 0};
    if (!drag) return false;
    m_hallDrag = drag;
    m_pressScene = scenePos;
    m_pressView = viewPos;
    return true;
}

EditResult FloorPlanView::hallDragEdit(QPointF scenePos, QPainterPath* ghost) const {
    Design& design = m_scene->design();
    const Room& room = design.room();
    const HallDrag& d = *m_hallDrag;
    const QPointF by = scenePos - m_pressScene;
    const double grid = FloorPlanScene::kGridMm;
    switch (d.kind) {
    case HallDrag::Kind::KeepOut: {
        if (size_t(d.index) >= room.keepOuts.size()) break;
        if (ghost) ghost->addPolygon(polygonOf(RoomEdits::movedOnGrid(room.keepOuts[size_t(d.index)].polygonMm, by, grid)));
        return RoomEdits::moveKeepOut(design, d.index, by, grid);
    }
    case HallDrag::Kind::KeepOutCorner: {
        if (size_t(d.index) >= room.keepOuts.size()) break;
        const std::vector<QPointF>& p = room.keepOuts[size_t(d.index)].polygonMm;
        if (size_t(d.corner) >= p.size()) break;
        const QPointF to = p[size_t(d.corner)] + by;
        if (ghost) {
            // The zone as the edit makes it: a rectangle keeps its opposite corner.
            if (p.size() == 4) ghost->addRect(QRectF(p[size_t(d.corner + 2) % 4], snapped(to)).normalized());
            else {
                std::vector<QPointF> q = p;
                q[size_t(d.corner)] = snapped(to);
                ghost->addPolygon(polygonOf(q));
            }
        }
        return RoomEdits::moveKeepOutCorner(design, d.index, d.corner, to, grid);
    }
    case HallDrag::Kind::Door: {
        if (size_t(d.index) >= room.doors.size()) break;
        const Door& door = room.doors[size_t(d.index)];
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
        return RoomEdits::moveDoor(design, d.index, along, grid);
    }
    case HallDrag::Kind::Wall: {
        if (size_t(d.index) >= room.walls.size()) break;
        Wall w = room.walls[size_t(d.index)];
        w.pathMm = RoomEdits::movedOnGrid(w.pathMm, by, grid);
        if (ghost)
            for (const QPolygonF& piece : wallSegments(w)) ghost->addPolygon(piece);
        return RoomEdits::moveWall(design, d.index, by, grid);
    }
    case HallDrag::Kind::OutlineVertex: {
        QPolygonF outline = roomOutline(room);
        if (d.index >= outline.size()) break;
        const QPointF to = outline[d.index] + by;
        outline[d.index] = snapped(to);
        if (ghost) {
            ghost->addPolygon(outline);
            ghost->closeSubpath();
        }
        return RoomEdits::moveOutlineVertex(design, d.index, to, grid);
    }
    }
    return {nullptr, tr("The hall object no longer exists.")};
}

void FloorPlanView::updateHallDrag(QPointF scenePos) {
    if (!m_hallDrag) return;
    QPainterPath ghost;
    const EditResult edit = hallDragEdit(scenePos, &ghost);
    if (!m_hallGhost) {
        m_hallGhost = m_scene->addPath(QPainterPath());
        m_hallGhost->setZValue(1000);
    }
    // Blue where it may go, red (with the reason below) where it may not.
    const QColor colour = edit ? QColor(0x1f, 0x6f, 0xd1) : QColor(0xc0, 0x39, 0x2b);
    QPen pen(colour, 0, Qt::DashLine);
    pen.setCosmetic(true);
    pen.setWidth(2);
    m_hallGhost->setPen(pen);
    m_hallGhost->setBrush(m_hallDrag->kind == HallDrag::Kind::Door ? Qt::NoBrush : QBrush(QColor(colour.red(), colour.green(), colour.blue(), 50)));
    m_hallGhost->setPath(ghost);
    Q_EMIT hint(edit ? QString() : edit.error);
}

void FloorPlanView::finishHallDrag(QPointF scenePos, bool moved) {
    delete m_hallGhost;
    m_hallGhost = nullptr;
    if (!m_hallDrag) return;
    EditResult edit = moved ? hallDragEdit(scenePos, nullptr) : EditResult{};
    m_hallDrag.reset();
    if (!moved) return;
    if (!edit) {
        Q_EMIT hint(edit.error);
        return;
    }
    m_scene->design().undoStack().push(edit.command.release());
}

void FloorPlanView::startWallDrawing(QPointF fromMm) {
    m_wallStart = wallPoint(m_scene->design().room(), fromMm);
    Q_EMIT hint(tr("Click where the wall ends (Esc cancels)."));
}

void FloorPlanView::updateWallGhost(QPointF scenePos) {
    if (!m_wallStart) return;
    if (!m_wallGhost) {
        m_wallGhost = m_scene->addPath(QPainterPath());
        m_wallGhost->setZValue(1000);
        QPen pen(QColor(0x1f, 0x6f, 0xd1), 200, Qt::SolidLine, Qt::FlatCap);  // the 200 mm Wall default
        m_wallGhost->setPen(pen);
        m_wallGhost->setOpacity(0.5);
    }
    QPainterPath line(*m_wallStart);
    line.lineTo(wallPoint(m_scene->design().room(), scenePos));
    m_wallGhost->setPath(line);
}

void FloorPlanView::cancelWallDrawing() {
    m_wallStart.reset();
    delete m_wallGhost;
    m_wallGhost = nullptr;
    Q_EMIT hint(QString());
}

void FloorPlanView::finishWallDrawing(QPointF scenePos) {
    if (!m_wallStart) return;
    Design& design = m_scene->design();
    Wall wall;
    // "W-3" for the third wall, skipping names in use.
    for (std::size_t n = design.room().walls.size() + 1;; ++n) {
        wall.name = QStringLiteral("W-%1").arg(n);
        if (std::none_of(design.room().walls.begin(), design.room().walls.end(),
                         [&](const Wall& w) { return w.name == wall.name; }))
            break;
    }
    wall.pathMm = {*m_wallStart, wallPoint(design.room(), scenePos)};
    cancelWallDrawing();
    EditResult edit = RoomEdits::addWall(design, wall);  // its points already snapped (grid or outline)
    if (!edit) {
        Q_EMIT hint(edit.error);
        return;
    }
    design.undoStack().push(edit.command.release());
}

}  // namespace sn
