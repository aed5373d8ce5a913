#include "views/floorplan/column_drag_tool.h"

#include "model/commands/room_edits.h"
#include "model/design/room_geometry.h"
#include "views/floorplan/floor_plan_scene.h"
#include "views/floorplan/floor_plan_view.h"

#include <QBrush>
#include <QGraphicsRectItem>
#include <QPen>

namespace sn {

std::unique_ptr<FloorTool> ColumnDragTool::at(FloorPlanView& view, const FloorPointer& pressed) {
    const std::optional<int> column = view.columnAt(pressed.scene);
    if (!column) return nullptr;
    return std::unique_ptr<FloorTool>(new ColumnDragTool(view, pressed, *column));
}

ColumnDragTool::ColumnDragTool(FloorPlanView& view, const FloorPointer& pressed, int column)
    : FloorDrag(pressed), m_view(view), m_column(column) {}

ColumnDragTool::~ColumnDragTool() { dropSceneItem(m_view.scene(), m_ghost); }

bool ColumnDragTool::columnExists() const {
    return m_column >= 0 && std::size_t(m_column) < m_view.floorScene()->design().room().columns.size();
}

QPointF ColumnDragTool::target(const FloorPointer& p) const {
    const Column& c = m_view.floorScene()->design().room().columns[std::size_t(m_column)];
    return FloorPlanScene::snapToGrid(c.centreMm + travel(p));
}

bool ColumnDragTool::move(const FloorPointer& p) {
    if (!dragged(p) || !columnExists()) return true;
    const QRectF bounds = columnBounds(m_view.floorScene()->design().room().columns[std::size_t(m_column)]);
    const QPointF to = target(p);
    if (!m_ghost) {
        m_ghost = m_view.floorScene()->addRect(QRectF(), QPen(QColor(0x1f, 0x6f, 0xd1), 0, Qt::DashLine),
                                               QBrush(QColor(0x1f, 0x6f, 0xd1, 60)));
        m_ghost->setZValue(1000);
    }
    m_ghost->setRect(bounds.translated(to - bounds.center()));
    Q_EMIT m_view.hint(FloorPlanView::tr("Column centre x %1 mm, y %2 mm").arg(to.x(), 0, 'f', 0).arg(to.y(), 0, 'f', 0));
    return true;
}

bool ColumnDragTool::release(const FloorPointer& p) {
    dropSceneItem(m_view.scene(), m_ghost);  // gone before the edit lands
    if (!dragged(p) || !columnExists()) return true;
    Design& design = m_view.floorScene()->design();
    EditResult edit = RoomEdits::moveColumn(design, m_column, target(p), FloorPlanScene::kGridMm);
    if (!edit) Q_EMIT m_view.hint(edit.error);
    else design.undoStack().push(edit.command.release());
    return true;
}

}  // namespace sn
