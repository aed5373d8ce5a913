#include "views/main/object_zoom.h"

#include "model/design/design.h"
#include "views/common/selection_model.h"
#include "views/elevation/elevation_items.h"
#include "views/elevation/elevation_panel.h"
#include "views/elevation/rack_elevation_scene.h"
#include "views/elevation/rack_elevation_view.h"
#include "views/floorplan/floor_plan_items.h"
#include "views/floorplan/floor_plan_scene.h"
#include "views/floorplan/floor_plan_view.h"

#include <QSet>

namespace sn {

namespace {

/// What the objects occupy on the floor plan.
struct Footprint {
    QSet<RackId> racks;
    QSet<TrayId> trays;
    QSet<DeviceId> floorDevices;

    void addDevice(const Design& design, DeviceId id) {
        const Device* d = design.device(id);
        if (!d) return;
        if (d->placement.rack) racks.insert(*d->placement.rack);
        else floorDevices.insert(id);
    }
    void addConnection(const Design& design, ConnectionId id) {
        if (const Connection* c = design.connection(id)) {
            addDevice(design, c->a.device);
            addDevice(design, c->b.device);
        }
    }
    void add(const Design& design, const ObjectRef& ref) {
        switch (ref.kind) {
        case ObjectKind::Room: break;
        case ObjectKind::Rack:
            if (const auto id = ref.as<RackId>()) racks.insert(*id);
            break;
        case ObjectKind::Device:
            if (const auto id = ref.as<DeviceId>()) addDevice(design, *id);
            break;
        case ObjectKind::Loop:
            if (const auto id = ref.as<LoopId>()) {
                for (const Rack& rack : design.racks())
                    if (rack.loop == *id) racks.insert(rack.id);
                if (const CoolingLoop* loop = design.loops().find(*id); loop && loop->cdu) addDevice(design, *loop->cdu);
            }
            break;
        case ObjectKind::Connection:
            if (const auto id = ref.as<ConnectionId>()) addConnection(design, *id);
            break;
        case ObjectKind::Cable:
            if (const auto id = ref.as<CableId>())
                if (const Cable* cable = design.cable(*id)) {
                    addConnection(design, cable->connection);
                    for (TrayId tray : cable->trays) trays.insert(tray);
                }
            break;
        case ObjectKind::Tray:
            if (const auto id = ref.as<TrayId>()) trays.insert(*id);
            break;
        }
    }
};

}  // namespace

QRectF ObjectZoom::planRect(const Design& design, const FloorPlanScene& scene, const std::vector<ObjectRef>& objects) {
    Footprint fp;
    for (const ObjectRef& ref : objects) fp.add(design, ref);
    QRectF rect;
    for (const QGraphicsItem* item : scene.items()) {
        bool wanted = false;
        if (const auto* rack = qgraphicsitem_cast<const RackFloorItem*>(item)) wanted = fp.racks.contains(rack->rackId());
        else if (const auto* tray = qgraphicsitem_cast<const TrayFloorItem*>(item)) wanted = fp.trays.contains(tray->trayId());
        else if (const auto* dev = qgraphicsitem_cast<const FloorDeviceItem*>(item))
            wanted = fp.floorDevices.contains(dev->deviceId());
        if (wanted) rect = rect.united(item->sceneBoundingRect());
    }
    return rect;
}

void ObjectZoom::zoom(const Design& design, const SelectionModel& selection, const std::vector<ObjectRef>& objects,
                       FloorPlanView& plan, ElevationPanel* elevation) {
    const QRectF rect = planRect(design, *plan.floorScene(), objects);
    if (rect.isEmpty()) plan.fitAll();
    else plan.zoomTo(rect);
    if (!elevation || selection.devices().empty()) return;
    // One face per device is enough to frame it; half its size again around
    // it shows the units above and below.
    QRectF faces;
    for (DeviceId device : selection.devices()) {
        const QList<DeviceFaceItem*> items = elevation->scene()->itemsOf(device);
        if (!items.isEmpty()) faces = faces.united(items.front()->sceneBoundingRect());
    }
    if (faces.isEmpty()) return;
    elevation->view()->fitInView(faces.adjusted(-faces.width() / 2, -faces.height() / 2, faces.width() / 2,
                                                faces.height() / 2),
                                 Qt::KeepAspectRatio);
}

}  // namespace sn
