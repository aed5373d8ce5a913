#include "views/floorplan/wall_draw_tool.h"

#include "model/commands/room_edits.h"
#include "model/design/room_geometry.h"
#include "model/routing/plan_geometry.h"
#include "views/floorplan/floor_plan_scene.h"
#include "views/floorplan/floor_plan_view.h"

#include <QGraphicsPathItem>
#include <QKeyEvent>
#include <QLineF>
#include <QPen>

#include <algorithm>

namespace sn {

namespace {

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
        return plan::nearestOnPolyline(closed, FloorPlanScene::snapToGrid(foot.point)).point;
    return FloorPlanScene::snapToGrid(p);
}

}  // namespace

WallDrawTool::WallDrawTool(FloorPlanView& view) : m_view(view) {}

WallDrawTool::~WallDrawTool() { dropSceneItem(m_view.scene(), m_ghost); }

void WallDrawTool::start(QPointF fromMm) {
    m_view.setMode(this);
    m_start = wallPoint(m_view.floorScene()->design().room(), fromMm);
    Q_EMIT m_view.hint(FloorPlanView::tr("Click where the wall ends (Esc cancels)."));
}

bool WallDrawTool::press(const FloorPointer& p) {
    if (p.button != Qt::LeftButton) return false;
    finish(p.scene);
    return true;
}

bool WallDrawTool::move(const FloorPointer& p) {
    if (!m_ghost) {
        m_ghost = m_view.floorScene()->addPath(QPainterPath());
        m_ghost->setZValue(1000);
        QPen pen(QColor(0x1f, 0x6f, 0xd1), 200, Qt::SolidLine, Qt::FlatCap);  // the 200 mm Wall default
        m_ghost->setPen(pen);
        m_ghost->setOpacity(0.5);
    }
    QPainterPath line(*m_start);
    line.lineTo(wallPoint(m_view.floorScene()->design().room(), p.scene));
    m_ghost->setPath(line);
    return false;  // the view still hovers
}

bool WallDrawTool::key(QKeyEvent* event) {
    if (event->key() != Qt::Key_Escape) return false;
    cancel();
    return true;
}

void WallDrawTool::cancel() {
    m_start.reset();
    dropSceneItem(m_view.scene(), m_ghost);
    m_view.leaveMode(this);
    Q_EMIT m_view.hint(QString());
}

void WallDrawTool::finish(QPointF toMm) {
    Design& design = m_view.floorScene()->design();
    Wall wall;
    // "W-3" for the third wall, skipping names in use.
    for (std::size_t n = design.room().walls.size() + 1;; ++n) {
        wall.name = QStringLiteral("W-%1").arg(n);
        if (std::none_of(design.room().walls.begin(), design.room().walls.end(),
                         [&](const Wall& w) { return w.name == wall.name; }))
            break;
    }
    wall.pathMm = {*m_start, wallPoint(design.room(), toMm)};
    cancel();
    EditResult edit = RoomEdits::addWall(design, wall);  // its points already snapped (grid or outline)
    if (!edit) Q_EMIT m_view.hint(edit.error);
    else design.undoStack().push(edit.command.release());
}

}  // namespace sn
