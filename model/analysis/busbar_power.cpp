#include "analysis/busbar_power.h"

#include "analysis/device_heat.h"
#include "analysis/device_psus.h"

#include <cmath>

namespace sn {

namespace {

// A device takes a cord from a PDU or a shelf outlet (it is not on the
// busbar) when one of its power connections ends at a device whose type
// has a PDU rating or is a power shelf.
bool corded(const Design& design, DeviceId id) {
    for (ConnectionId cid : design.connectionsOf(id)) {
        const Connection* c = design.connection(cid);
        if (!c || c->role != PortRole::Power) continue;
        const Device* far = design.device(c->a.device == id ? c->b.device : c->a.device);
        const DeviceType* ft = far ? design.typeOf(*far) : nullptr;
        if (ft && (ft->pdu || ft->category == DeviceCategory::PowerShelf)) return true;
    }
    return false;
}

}  // namespace

const BusbarSpec* BusbarPower::busbarOf(const Design& design, const Rack& rack) {
    const RackType* type = design.catalog().rackType(rack.typeId);
    return type && type->busbar ? &*type->busbar : nullptr;
}

BusbarPower BusbarPower::of(const Design& design, RackId rackId) {
    BusbarPower out;
    const Rack* rack = design.rack(rackId);
    const BusbarSpec* bus = rack ? busbarOf(design, *rack) : nullptr;
    if (!bus) return out;
    out.busbarCapacityW = bus->capacityW;
    out.voltageV = bus->voltageV;
    for (DeviceId id : design.devicesIn(rackId)) {
        const Device* d = design.device(id);
        const DeviceType* t = d ? design.typeOf(*d) : nullptr;
        if (!t) continue;
        if (t->category == DeviceCategory::PowerShelf && t->psu) {
            out.shelves.push_back(id);
            out.capacityW += shelfCapacityW(*t);
            out.rawW += t->psu->count * t->psu->ratingW;
            continue;
        }
        if (t->pdu || t->category == DeviceCategory::PowerShelf || corded(design, id)) continue;
        const DeviceHeat draw = DeviceHeat::of(*t, DevicePsus::of(design.catalog(), *t, *d));
        if (draw.maxW <= 0) continue;
        out.loads.push_back(id);
        out.loadW += draw.maxW;
    }
    return out;
}

double BusbarPower::shelfCapacityW(const DeviceType& shelf) {
    if (!shelf.psu) return 0;
    return std::max(0, shelf.psu->count - shelf.psu->redundant) * shelf.psu->ratingW;
}

int BusbarPower::shelvesFor(double loadW, const DeviceType& shelf) {
    const double each = shelfCapacityW(shelf);
    if (loadW <= 0 || each <= 0) return 0;
    return int(std::ceil(loadW / each - 1e-9));
}

}  // namespace sn
