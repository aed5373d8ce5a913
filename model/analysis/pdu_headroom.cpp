#include "model/analysis/pdu_headroom.h"

#include "model/analysis/busbar_power.h"

namespace sn {

bool PduHeadroom::corded(const DeviceType& t) {
    for (const PortSpec& p : t.ports())
        if (p.role == PortRole::Power && (p.formFactor == FormFactor::C20 || p.formFactor == FormFactor::C14))
            return true;
    return false;
}

PduHeadroom PduHeadroom::of(const Design& design, RackId rack, std::optional<DeviceId> ignoring) {
    PduHeadroom out;
    // A busbar rack's devices draw from its power shelves (BusbarPower);
    // its tap-offs feed the shelves, not A/B pairs.
    if (const Rack* r = design.rack(rack); r && BusbarPower::busbarOf(design, *r)) return out;
    for (DeviceId id : design.devicesIn(rack)) {
        const Device* d = design.device(id);
        const DeviceType* t = d ? design.typeOf(*d) : nullptr;
        if (!t) continue;
        if (t->category == DeviceCategory::Pdu && t->pdu) {
            out.capacityW += t->pdu->continuousW() / 2;
            continue;
        }
        if ((ignoring && id == *ignoring) || !corded(*t)) continue;
        // Every corded load counts, cabled yet or not, except a tray on a
        // power shelf's busbar: it draws from the shelf, not from the PDUs.
        bool onShelf = false;
        for (ConnectionId cid : design.connectionsOf(id)) {
            const Connection* c = design.connection(cid);
            if (!c || c->role != PortRole::Power) continue;
            const Device* far = design.device(c->a.device == id ? c->b.device : c->a.device);
            const DeviceType* ft = far ? design.typeOf(*far) : nullptr;
            onShelf = onShelf || (ft && ft->category == DeviceCategory::PowerShelf);
        }
        if (!onShelf) out.loadW += t->maxPowerW;
    }
    return out;
}

QString PduHeadroom::refusal(const Design& design, RackId rack, const DeviceType& type,
                             std::optional<DeviceId> moving) {
    if (type.category == DeviceCategory::Pdu || !corded(type) || type.maxPowerW <= 0) return {};
    const Rack* r = design.rack(rack);
    if (!r) return {};
    const PduHeadroom h = of(design, rack, moving);
    if (h.capacityW <= 0 || h.loadW + type.maxPowerW <= h.capacityW + 1e-6) return {};
    return tr("Rack %1 would draw %2 kW from its PDUs, which carry %3 kW with either feed lost (2N at the PDU); add a "
              "PDU pair or a higher-rated feed first.")
        .arg(r->name)
        .arg((h.loadW + type.maxPowerW) / 1000, 0, 'f', 1)
        .arg(h.capacityW / 1000, 0, 'f', 1);
}

}  // namespace sn
