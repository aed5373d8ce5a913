#include "findings/object_focus.h"

#include "common/selection_model.h"
#include "design/design.h"
#include "elevation/elevation_items.h"
#include "elevation/elevation_panel.h"
#include "elevation/rack_elevation_scene.h"
#include "elevation/rack_elevation_view.h"
#include "floorplan/floor_plan_items.h"
#include "floorplan/floor_plan_scene.h"
#include "floorplan/floor_plan_view.h"

#include <QSet>

#include <algorithm>

namespace sn {

namespace {

template <class IdT>
void addOnce(std::vector<IdT>& list, IdT id) {
    if (std::find(list.begin(), list.end(), id) == list.end()) list.push_back(id);
}

template <class IdT>
std::optional<IdT> idOf(const ObjectRef& ref) {
    return IdT::fromString(ref.id.toString(QUuid::WithoutBraces));
}

std::vector<RackId> racksOfLoop(const Design& design, LoopId loop) {
    std::vector<RackId> out;
    for (const Rack& rack : design.racks())
        if (rack.loop == loop) out.push_back(rack.id);
    return out;
}

std::optional<RackId> rackOf(const Design& design, DeviceId device) {
    const Device* d = design.device(device);
    return d ? d->placement.rack : std::nullopt;
}

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
            if (const auto id = idOf<RackId>(ref)) racks.insert(*id);
            break;
        case ObjectKind::Device:
            if (const auto id = idOf<DeviceId>(ref)) addDevice(design, *id);
            break;
        case ObjectKind::Loop:
            if (const auto id = idOf<LoopId>(ref)) {
                for (RackId rack : racksOfLoop(design, *id)) racks.insert(rack);
                if (const CoolingLoop* loop = design.loops().find(*id); loop && loop->cdu) addDevice(design, *loop->cdu);
            }
            break;
        case ObjectKind::Connection:
            if (const auto id = idOf<ConnectionId>(ref)) addConnection(design, *id);
            break;
        case ObjectKind::Cable:
            if (const auto id = idOf<CableId>(ref))
                if (const Cable* cable = design.cable(*id)) {
                    addConnection(design, cable->connection);
                    for (TrayId tray : cable->trays) trays.insert(tray);
                }
            break;
        case ObjectKind::Tray:
            if (const auto id = idOf<TrayId>(ref)) trays.insert(*id);
            break;
        }
    }
};

}  // namespace

void ObjectFocus::select(const Design& design, SelectionModel& selection, const std::vector<ObjectRef>& objects) {
    if (objects.empty()) return;
    const ObjectKind kind = objects.front().kind;
    std::vector<RackId> racks;
    std::vector<DeviceId> devices;
    std::vector<TrayId> trays;
    std::vector<CableId> cables;
    for (const ObjectRef& ref : objects) {
        if (ref.kind == ObjectKind::Rack) addOnce(racks, *idOf<RackId>(ref));
        if (ref.kind == ObjectKind::Device) addOnce(devices, *idOf<DeviceId>(ref));
        if (ref.kind == ObjectKind::Tray) addOnce(trays, *idOf<TrayId>(ref));
        if (ref.kind == ObjectKind::Cable) addOnce(cables, *idOf<CableId>(ref));
        if (ref.kind == ObjectKind::Loop) {
            const LoopId loop = *idOf<LoopId>(ref);
            for (RackId rack : racksOfLoop(design, loop)) addOnce(racks, rack);
            if (const CoolingLoop* l = design.loops().find(loop); l && l->cdu) addOnce(devices, *l->cdu);
        }
        if (ref.kind == ObjectKind::Connection) {
            const ConnectionId id = *idOf<ConnectionId>(ref);
            if (const auto cable = design.cableOf(id)) addOnce(cables, *cable);
            else if (const Connection* c = design.connection(id)) {
                addOnce(devices, c->a.device);
                addOnce(devices, c->b.device);
            }
        }
    }
    switch (kind) {
    case ObjectKind::Room: selection.clear(); break;
    case ObjectKind::Rack: selection.setRacks(racks); break;
    case ObjectKind::Tray: selection.setTrays(trays); break;
    case ObjectKind::Loop:
        if (!racks.empty()) selection.setRacks(racks);
        else selection.setDevices(devices);
        break;
    case ObjectKind::Connection:
        if (!cables.empty()) selection.setCables(cables);
        else selection.setDevices(devices);
        break;
    case ObjectKind::Device: selection.setDevices(devices); break;
    case ObjectKind::Cable: selection.setCables(cables); break;
    }
    // The elevation follows: the rack of the first selected device, or of a cable's A end.
    std::optional<RackId> shown;
    if (!selection.devices().empty()) {
        shown = rackOf(design, selection.devices().front());
    } else if (!selection.cables().empty()) {
        const Cable* cable = design.cable(selection.cables().front());
        if (const Connection* c = cable ? design.connection(cable->connection) : nullptr)
            shown = rackOf(design, c->a.device) ? rackOf(design, c->a.device) : rackOf(design, c->b.device);
    }
    if (shown) selection.setCurrentRack(shown);
}

QRectF ObjectFocus::planRect(const Design& design, const FloorPlanScene& scene, const std::vector<ObjectRef>& objects) {
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

void ObjectFocus::zoom(const Design& design, const SelectionModel& selection, const std::vector<ObjectRef>& objects,
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
