#include "views/findings/object_focus.h"

#include "model/design/design.h"
#include "views/common/selection_model.h"

#include <algorithm>

namespace sn {

namespace {

template <class IdT>
void addOnce(std::vector<IdT>& list, IdT id) {
    if (std::find(list.begin(), list.end(), id) == list.end()) list.push_back(id);
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

}  // namespace

void ObjectFocus::select(const Design& design, SelectionModel& selection, const std::vector<ObjectRef>& objects) {
    if (objects.empty()) return;
    const ObjectKind kind = objects.front().kind;
    std::vector<RackId> racks;
    std::vector<DeviceId> devices;
    std::vector<TrayId> trays;
    std::vector<CableId> cables;
    for (const ObjectRef& ref : objects) {
        if (ref.kind == ObjectKind::Rack) addOnce(racks, *ref.as<RackId>());
        if (ref.kind == ObjectKind::Device) addOnce(devices, *ref.as<DeviceId>());
        if (ref.kind == ObjectKind::Tray) addOnce(trays, *ref.as<TrayId>());
        if (ref.kind == ObjectKind::Cable) addOnce(cables, *ref.as<CableId>());
        if (ref.kind == ObjectKind::Loop) {
            const LoopId loop = *ref.as<LoopId>();
            for (RackId rack : racksOfLoop(design, loop)) addOnce(racks, rack);
            if (const CoolingLoop* l = design.loops().find(loop); l && l->cdu) addOnce(devices, *l->cdu);
        }
        if (ref.kind == ObjectKind::Connection) {
            const ConnectionId id = *ref.as<ConnectionId>();
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

}  // namespace sn
