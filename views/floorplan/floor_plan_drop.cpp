// FloorPlanView: palette drops onto the floor (in-row units) and onto racks.
#include "views/floorplan/floor_plan_view.h"

#include "model/analysis/rack_slots.h"
#include "model/commands/design_edits.h"
#include "model/commands/routed_move_command.h"
#include "views/common/device_clipboard.h"
#include "views/floorplan/floor_plan_items.h"
#include "views/floorplan/floor_plan_scene.h"
#include "views/palette/catalog_palette.h"

#include <QDragEnterEvent>
#include <QMimeData>
#include <QPen>

#include <cmath>

namespace sn {

FloorPlanView::Drop FloorPlanView::dropAt(const QString& typeId, QPointF scenePos, std::optional<DeviceId> moving) const {
    Drop drop;
    const Design& design = m_scene->design();
    const DeviceType* type = design.catalog().device(typeId);
    if (!type) {
        drop.check = Check::refused(tr("Unknown device type \"%1\".").arg(typeId));
        return drop;
    }
    if (type->mount == Mount::Floor) {
        // Held by its centre, the front-left corner lands on the grid.
        const double w = type->widthMm > 0 ? type->widthMm : 600, d = type->depthMm > 0 ? type->depthMm : 1200;
        const double g = FloorPlanScene::kGridMm;
        Placement p;
        p.floorXmm = std::round((scenePos.x() - w / 2) / g) * g;
        p.floorYmm = std::round((scenePos.y() - d / 2) / g) * g;
        drop.placement = p;
        drop.footprint = QRectF(p.floorXmm, p.floorYmm, w, d);
        drop.check = design.checkPlacement(typeId, p, moving);
        return drop;
    }
    const auto* rackItem = [&]() -> const RackFloorItem* {
        for (QGraphicsItem* item : m_scene->items(scenePos))
            if (item->type() == RackFloorItem::Type) return static_cast<RackFloorItem*>(item);
        return nullptr;
    }();
    if (!rackItem) {
        drop.check = Check::refused(tr("Drop %1 onto a rack.").arg(type->model));
        return drop;
    }
    const Rack& rack = *design.rack(rackItem->rackId());
    drop.footprint = rackItem->sceneBoundingRect();
    // A moved device first tries its own U or slot; then the lowest free U
    // from the bottom, or the first free side slot (RackSlots, as a paste).
    std::optional<Placement> own;
    if (const Device* d = moving ? design.device(*moving) : nullptr) own = d->placement;
    RackSlots search(design, rack.id, moving);
    const RackSlots::Result placed = search.place(typeId, own);
    drop.placement = placed.placement;
    drop.check = placed.placement ? Check::fine() : Check::refused(placed.refusal);
    return drop;
}

std::optional<DeviceId> FloorPlanView::dropDevice(const QString& typeId, QPointF scenePos) {
    m_scene->dropGhost()->hide();
    const Drop drop = dropAt(typeId, scenePos);
    if (!drop.placement || !drop.check.ok) {
        Q_EMIT hint(drop.check.reason);
        return std::nullopt;
    }
    Design& design = m_scene->design();
    const DeviceType& type = *design.catalog().device(typeId);
    Device device;
    device.typeId = typeId;
    device.placement = *drop.placement;
    if (drop.placement->rack) {
        device.name = DeviceClipboard::defaultName(*design.rack(*drop.placement->rack), type, *drop.placement);
    } else {
        // Floor units are numbered per category: CDU-1, CDU-2 … (the first unused number).
        const QString prefix = kDeviceCategoryNames.name(type.category).toUpper() + QLatin1Char('-');
        int n = 1;
        const auto taken = [&](int k) {
            for (const Device& d : design.devices())
                if (d.name == prefix + QString::number(k)) return true;
            return false;
        };
        while (taken(n)) ++n;
        device.name = prefix + QString::number(n);
    }
    const DeviceId id = device.id;
    EditResult edit = DesignEdits::placeDevice(design, std::move(device));
    if (!edit) {
        Q_EMIT hint(edit.error);
        return std::nullopt;
    }
    design.undoStack().push(edit.command.release());
    return id;
}

bool FloorPlanView::moveDeviceTo(DeviceId id, QPointF scenePos) {
    m_scene->dropGhost()->hide();
    Design& design = m_scene->design();
    const Device* device = design.device(id);
    if (!device) return false;
    const Drop drop = dropAt(device->typeId, scenePos, id);
    if (!drop.placement || !drop.check.ok || *drop.placement == device->placement) {
        Q_EMIT hint(drop.check.reason);
        return false;
    }
    EditResult edit = DesignEdits::moveDevice(design, id, *drop.placement);
    if (!edit) {
        Q_EMIT hint(edit.error);
        return false;
    }
    design.undoStack().push(RoutedMoveCommand::wrap(id.uuid(), std::move(edit.command)).release());
    return true;
}

namespace {
/// What a drag carries: a new device's type, or a device being moved (then its type too).
struct Dragged {
    QString typeId;
    std::optional<DeviceId> moving;
};
Dragged draggedOf(const Design& design, const QMimeData* mime) {
    if (mime->hasFormat(QString::fromLatin1(kDeviceTypeMime)))
        return {QString::fromUtf8(mime->data(QString::fromLatin1(kDeviceTypeMime))), std::nullopt};
    const auto id = DeviceId::fromString(QString::fromUtf8(mime->data(QString::fromLatin1(kDeviceMoveMime))));
    const Device* d = id ? design.device(*id) : nullptr;
    return d ? Dragged{d->typeId, id} : Dragged{};
}
}  // namespace

void FloorPlanView::dragEnterEvent(QDragEnterEvent* event) {
    if (!draggedOf(m_scene->design(), event->mimeData()).typeId.isEmpty()) event->acceptProposedAction();
    else event->ignore();
}

void FloorPlanView::dragMoveEvent(QDragMoveEvent* event) {
    const Dragged dragged = draggedOf(m_scene->design(), event->mimeData());
    if (dragged.typeId.isEmpty()) return event->ignore();
    const Drop drop = dropAt(dragged.typeId, mapToScene(event->position().toPoint()), dragged.moving);
    QGraphicsRectItem* ghost = m_scene->dropGhost();
    if (drop.footprint.isNull()) {
        ghost->hide();
    } else {
        const QColor c = drop.check.ok ? QColor(0x2e, 0xa0, 0x43) : QColor(0xd0, 0x30, 0x30);
        ghost->setRect(drop.footprint);
        ghost->setPen(QPen(c, 0));
        ghost->setBrush(QColor(c.red(), c.green(), c.blue(), 90));
        ghost->show();
    }
    Q_EMIT hint(drop.check.ok ? QString() : drop.check.reason);
    event->acceptProposedAction();
}

void FloorPlanView::dragLeaveEvent(QDragLeaveEvent* event) {
    m_scene->dropGhost()->hide();
    QGraphicsView::dragLeaveEvent(event);
}

void FloorPlanView::dropEvent(QDropEvent* event) {
    const Dragged dragged = draggedOf(m_scene->design(), event->mimeData());
    const QPointF at = mapToScene(event->position().toPoint());
    const bool done = dragged.moving ? moveDeviceTo(*dragged.moving, at)
                                     : (!dragged.typeId.isEmpty() && dropDevice(dragged.typeId, at));
    if (done) event->acceptProposedAction();
    else event->ignore();
}

}  // namespace sn
