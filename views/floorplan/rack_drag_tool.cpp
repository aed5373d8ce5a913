#include "views/floorplan/rack_drag_tool.h"

#include "model/commands/design_edits.h"
#include "model/commands/routed_move_command.h"
#include "views/floorplan/floor_plan_items.h"
#include "views/floorplan/floor_plan_scene.h"
#include "views/floorplan/floor_plan_view.h"

namespace sn {

std::unique_ptr<FloorTool> RackDragTool::at(FloorPlanView& view, const FloorPointer& pressed) {
    RackFloorItem* rack = view.rackAt(pressed.view);
    if (!rack) return nullptr;
    // Pressing an unselected rack selects it alone (Ctrl adds), like any CAD tool.
    if (!rack->isSelected()) {
        if (!(pressed.modifiers & Qt::ControlModifier)) view.floorScene()->clearSelection();
        rack->setSelected(true);
    }
    return std::unique_ptr<FloorTool>(new RackDragTool(view, pressed, rack->rackId()));
}

RackDragTool::RackDragTool(FloorPlanView& view, const FloorPointer& pressed, RackId leader)
    : FloorDrag(pressed), m_view(view), m_leader(leader), m_racks(view.floorScene()->selectedRacks()) {}

std::optional<RackDragTool::Step> RackDragTool::stepTo(const FloorPointer& p) const {
    const Rack* leader = m_view.floorScene()->design().rack(m_leader);
    if (!leader) return std::nullopt;
    const QPointF from(leader->xMm, leader->yMm);
    const QPointF to = m_view.floorScene()->snapRack(m_leader, from + travel(p), m_racks);
    return Step{to, to - from};
}

bool RackDragTool::move(const FloorPointer& p) {
    if (!dragged(p)) return true;
    const std::optional<Step> step = stepTo(p);
    if (!step) return true;
    // The leader snaps; the others follow by the same offset.
    FloorPlanScene& scene = *m_view.floorScene();
    for (RackId id : m_racks)
        if (const Rack* r = scene.design().rack(id); r && scene.itemOf(id))
            scene.itemOf(id)->setPos(QPointF(r->xMm, r->yMm) + step->offset);
    Q_EMIT m_view.hint(
        FloorPlanView::tr("x %1 mm, y %2 mm").arg(step->leaderTo.x(), 0, 'f', 0).arg(step->leaderTo.y(), 0, 'f', 0));
    return true;
}

bool RackDragTool::release(const FloorPointer& p) {
    if (dragged(p))
        if (const std::optional<Step> step = stepTo(p); step && !step->offset.isNull()) pushMove(step->offset);
    putItemsBack();
    return true;
}

void RackDragTool::cancel() { putItemsBack(); }

void RackDragTool::pushMove(QPointF delta) {
    Design& design = m_view.floorScene()->design();
    // One undo step per gesture, the re-route that follows included.
    std::vector<RoutedMoveCommand::Move> moves;
    for (RackId id : m_racks) {
        const Rack* r = design.rack(id);
        if (!r) continue;
        EditResult edit = DesignEdits::moveRack(design, id, r->xMm + delta.x(), r->yMm + delta.y(), r->rotationDeg);
        if (edit) moves.push_back({id.uuid(), std::move(edit.command)});
        else Q_EMIT m_view.hint(edit.error);
    }
    const QString text = FloorPlanView::tr("Move %n rack(s)", nullptr, int(moves.size()));  // before the moves are handed over
    RoutedMoveCommand::push(design, text, std::move(moves));
}

void RackDragTool::putItemsBack() {
    FloorPlanScene& scene = *m_view.floorScene();
    for (RackId id : m_racks)
        if (const Rack* r = scene.design().rack(id); r && scene.itemOf(id)) scene.itemOf(id)->setPos(r->xMm, r->yMm);
}

}  // namespace sn
