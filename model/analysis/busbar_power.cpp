#include "model/analysis/busbar_power.h"

#include "model/analysis/device_heat.h"
#include "model/analysis/device_psus.h"

#include <algorithm>
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

bool isInlet(const PortSpec& p) { return p.role == PortRole::Power; }

bool isBusbarInlet(const PortSpec& p) { return isInlet(p) && (p.blindMate || p.dcFeed != DcFeed::None); }

// Spare shelves: a shelf without a spare rectifier has its whole output
// counted, and the largest of those is the busbar's spare.
double spareShelfW(const std::vector<const DeviceType*>& shelves) {
    double largest = 0;
    for (const DeviceType* t : shelves)
        if (t->psu && t->psu->redundant <= 0) largest = std::max(largest, BusbarPower::shelfCapacityW(*t));
    return largest;
}

}  // namespace

const BusbarSpec* BusbarPower::busbarOf(const Design& design, const Rack& rack) {
    const RackType* type = design.catalog().rackType(rack.typeId);
    return type && type->busbar ? &*type->busbar : nullptr;
}

bool BusbarPower::drawsFromBusbar(const DeviceType& type) {
    return std::any_of(type.ports().begin(), type.ports().end(), isBusbarInlet);
}

bool BusbarPower::takesAcCords(const DeviceType& type) {
    return std::any_of(type.ports().begin(), type.ports().end(), isInlet) && !drawsFromBusbar(type);
}

BusbarPower BusbarPower::of(const Design& design, RackId rackId, std::optional<DeviceId> ignoring) {
    BusbarPower out;
    const Rack* rack = design.rack(rackId);
    const BusbarSpec* bus = rack ? busbarOf(design, *rack) : nullptr;
    if (!bus) return out;
    out.busbarCapacityW = bus->capacityW;
    out.voltageV = bus->voltageV;
    std::vector<const DeviceType*> shelfTypes;
    for (DeviceId id : design.devicesIn(rackId)) {
        if (ignoring && id == *ignoring) continue;
        const Device* d = design.device(id);
        const DeviceType* t = d ? design.typeOf(*d) : nullptr;
        if (!t) continue;
        if (t->category == DeviceCategory::PowerShelf && t->psu) {
            out.shelves.push_back(id);
            shelfTypes.push_back(t);
            out.capacityW += shelfCapacityW(*t);
            out.rawW += t->psu->count * t->psu->ratingW;
            continue;
        }
        if (t->pdu || t->category == DeviceCategory::PowerShelf || corded(design, id)) continue;
        if (takesAcCords(*t)) {
            out.acUncorded.push_back(id);
            continue;
        }
        if (!drawsFromBusbar(*t)) continue;
        const DeviceHeat draw = DeviceHeat::of(design.catalog(), *t, *d);
        if (draw.maxW <= 0) continue;
        out.loads.push_back(id);
        out.loadW += draw.maxW;
    }
    out.capacityW -= spareShelfW(shelfTypes);
    return out;
}

double BusbarPower::shelfCapacityW(const DeviceType& shelf) {
    if (!shelf.psu) return 0;
    return std::max(0, shelf.psu->count - shelf.psu->redundant) * shelf.psu->ratingW;
}

int BusbarPower::shelvesFor(double loadW, const DeviceType& shelf) {
    const double each = shelfCapacityW(shelf);
    if (loadW <= 0 || each <= 0) return 0;
    const int carrying = int(std::ceil(loadW / each - 1e-9));
    return shelf.psu->redundant > 0 ? carrying : carrying + 1;
}

}  // namespace sn
