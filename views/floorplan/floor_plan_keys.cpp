// FloorPlanView: keyboard edits of the selected racks (nudge, rotate).
#include "views/floorplan/floor_plan_view.h"

#include "model/commands/design_edits.h"
#include "model/commands/routed_move_command.h"
#include "views/floorplan/floor_plan_scene.h"

#include <QTransform>

#include <cmath>

namespace sn {

namespace {

/// Where the footprint centre of a w × d rack sits for a front-left corner
/// and a rotation (clockwise on screen, as QGraphicsItem::setRotation turns it).
QPointF centreOf(QPointF corner, double wMm, double dMm, int rotationDeg) {
    return corner + QTransform().rotate(rotationDeg).map(QPointF(wMm / 2, dMm / 2));
}

}  // namespace

void FloorPlanView::nudgeSelected(double dxMm, double dyMm) {
    Design& design = m_scene->design();
    const std::vector<RackId> racks = m_scene->selectedRacks();
    if (racks.empty()) return;
    // Nudges of the same racks merge into one step until the re-route joins it.
    std::vector<RoutedMoveCommand::Move> moves;
    for (RackId id : racks) {
        const Rack* r = design.rack(id);
        EditResult edit = DesignEdits::moveRack(design, id, r->xMm + dxMm, r->yMm + dyMm, r->rotationDeg);
        if (edit) moves.push_back({id.uuid(), std::move(edit.command)});
    }
    const QString text = tr("Move %n rack(s)", nullptr, int(moves.size()));  // before the moves are handed over
    RoutedMoveCommand::push(design, text, std::move(moves));
}

void FloorPlanView::rotateSelected() {
    Design& design = m_scene->design();
    const std::vector<RackId> racks = m_scene->selectedRacks();
    if (racks.empty()) return;
    std::vector<RoutedMoveCommand::Move> moves;
    for (RackId id : racks) {
        const Rack* r = design.rack(id);
        const int to = (r->rotationDeg + 90) % 360;
        // Keep the centre still: new corner = centre − rotated half-diagonal.
        const QPointF centre = centreOf({r->xMm, r->yMm}, r->widthMm, r->depthMm, r->rotationDeg);
        const QPointF corner = centre - QTransform().rotate(to).map(QPointF(r->widthMm / 2, r->depthMm / 2));
        EditResult edit = DesignEdits::moveRack(design, id, std::round(corner.x()), std::round(corner.y()), to);
        if (edit) moves.push_back({id.uuid(), std::move(edit.command)});
    }
    const QString text = tr("Rotate %n rack(s)", nullptr, int(moves.size()));
    RoutedMoveCommand::push(design, text, std::move(moves));
}

}  // namespace sn
