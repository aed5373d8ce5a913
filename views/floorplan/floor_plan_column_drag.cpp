// Hall columns and keep-out zones under the cursor, and dragging a column
//: the floor plan edits the hall through RoomEdits, so a move is
// one checked undo step, snapped to the floor grid like a rack move, and a
// column is never dropped where a rack stands.
#include "floorplan/floor_plan_view.h"

#include "commands/room_edits.h"
#include "design/room_geometry.h"
#include "floorplan/floor_plan_scene.h"

#include <QApplication>
#include <QBrush>
#include <QGraphicsRectItem>
#include <QPen>

namespace sn {

std::optional<int> FloorPlanView::columnAt(QPointF scenePos) const {
    const auto& columns = m_scene->design().room().columns;
    for (std::size_t i = 0; i < columns.size(); ++i)
        if (columnPolygon(columns[i]).containsPoint(scenePos, Qt::OddEvenFill)) return int(i);
    return std::nullopt;
}

std::optional<int> FloorPlanView::keepOutAt(QPointF scenePos) const {
    const auto& zones = m_scene->design().room().keepOuts;
    for (std::size_t i = 0; i < zones.size(); ++i) {
        const QPolygonF polygon(QList<QPointF>(zones[i].polygonMm.begin(), zones[i].polygonMm.end()));
        if (polygon.containsPoint(scenePos, Qt::OddEvenFill)) return int(i);
    }
    return std::nullopt;
}

QPointF FloorPlanView::columnTarget(int column, QPointF scenePos) const {
    const Column& c = m_scene->design().room().columns[std::size_t(column)];
    const QPointF centre = c.centreMm + scenePos - m_pressScene;
    return {RoomEdits::snap(centre.x(), FloorPlanScene::kGridMm), RoomEdits::snap(centre.y(), FloorPlanScene::kGridMm)};
}

bool FloorPlanView::startColumnDrag(QPointF scenePos, QPoint viewPos) {
    const std::optional<int> column = columnAt(scenePos);
    if (!column) return false;
    m_dragColumn = column;
    m_pressScene = scenePos;
    m_pressView = viewPos;
    return true;
}

void FloorPlanView::updateColumnDrag(QPointF scenePos) {
    if (!m_dragColumn) return;
    const std::size_t index = std::size_t(*m_dragColumn);
    if (index >= m_scene->design().room().columns.size()) return;
    const QRectF bounds = columnBounds(m_scene->design().room().columns[index]);
    const QPointF target = columnTarget(*m_dragColumn, scenePos);
    if (!m_columnGhost) {
        m_columnGhost = m_scene->addRect(QRectF(), QPen(QColor(0x1f, 0x6f, 0xd1), 0, Qt::DashLine),
                                         QBrush(QColor(0x1f, 0x6f, 0xd1, 60)));
        m_columnGhost->setZValue(1000);
    }
    m_columnGhost->setRect(bounds.translated(target - bounds.center()));
    Q_EMIT hint(tr("Column centre x %1 mm, y %2 mm").arg(target.x(), 0, 'f', 0).arg(target.y(), 0, 'f', 0));
}

void FloorPlanView::finishColumnDrag(QPointF scenePos, bool moved) {
    const std::optional<int> column = m_dragColumn;
    m_dragColumn.reset();
    delete m_columnGhost;
    m_columnGhost = nullptr;
    if (!column || !moved) return;
    Design& design = m_scene->design();
    if (std::size_t(*column) >= design.room().columns.size()) return;
    EditResult edit = RoomEdits::moveColumn(design, *column, columnTarget(*column, scenePos), FloorPlanScene::kGridMm);
    if (!edit) {
        Q_EMIT hint(edit.error);
        return;
    }
    design.undoStack().push(edit.command.release());
}

}  // namespace sn
