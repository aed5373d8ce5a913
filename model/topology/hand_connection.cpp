#include "model/topology/hand_connection.h"

#include "model/topology/cable_picker.h"

#include "model/analysis/cable_assembly.h"
#include "model/catalog/cage_fit.h"

#include <cmath>

namespace sn {

const CableType* HandConnection::typeInCage(const Design& design, const PortRef& port) {
    const Device* device = design.device(port.device);
    const DeviceType* type = device ? design.typeOf(*device) : nullptr;
    const PortSpec* spec = type ? type->port(port.port) : nullptr;
    if (!spec || spec->cagePorts < 2) return nullptr;
    for (const PortSpec* p : type->cageOf(*spec)) {
        if (p == spec) continue;
        const auto c = design.connectionAt({port.device, p->name});
        const auto cable = c ? design.cableOf(*c) : std::nullopt;
        if (const CableType* t = cable ? design.catalog().cable(design.cable(*cable)->typeId) : nullptr) return t;
    }
    return nullptr;
}

bool HandConnection::completesTwin(const Design& design, const PortRef& from, const PortSpec& a, const PortRef& to,
                                   const PortSpec& b) {
    if (a.cagePorts < 2 || a.cagePorts != b.cagePorts || from.device == to.device) return false;
    const DeviceType* type = design.typeOf(*design.device(from.device));
    for (const PortSpec* p : type->cageOf(a)) {
        if (p == &a) continue;
        const auto c = design.connectionAt({from.device, p->name});
        if (!c) return false;
        const Connection* conn = design.connection(*c);
        const PortRef& far = conn->a.device == from.device && conn->a.port == p->name ? conn->b : conn->a;
        const PortSpec* fs = design.portSpec(far);
        if (far.device != to.device || !fs || fs->cage != b.cage || fs->name == b.name) return false;
    }
    return true;
}

HandConnection::Plan HandConnection::plan(const Design& design, const PortRef& from, const PortRef& to) {
    Plan p;
    p.check = design.checkConnection(from, to);
    if (!p.check.ok) return p;
    const PortSpec& a = *design.portSpec(from);
    const PortSpec& b = *design.portSpec(to);
    const Device& da = *design.device(from.device);
    const Device& db = *design.device(to.device);
    // Data ports state a line rate; power, coolant and console ports do not
    // (0). The catalog sells no cable with a different rate at each end (an
    // 800G cable on a 400G cage is a splitter, another product), so a link
    // between two rates cannot be built as drawn.
    if (a.speedGbps > 0 && b.speedGbps > 0 && std::abs(a.speedGbps - b.speedGbps) > 1e-9) {
        p.check = Check::refused(tr("Port %1 of %2 runs at %3 Gb/s and port %4 of %5 at %6 Gb/s; no cable joins "
                                    "them.")
                                     .arg(from.port, da.name, QString::number(a.speedGbps), to.port, db.name,
                                          QString::number(b.speedGbps)));
        return p;
    }
    const bool sameRack = da.placement.rack && da.placement.rack == db.placement.rack;
    // A cage takes one plug: a link into a cage that already holds a part
    // (a splitter, a twin-port cable, fibres on a module) takes that part's
    // type, or is refused; with every other port of both cages joined to
    // each other, the new link completes a twin-port cable.
    const bool parallel = completesTwin(design, from, a, to, b);
    p.cableTypeId = CablePicker(design.catalog()).pick(a, b, sameRack, parallel);
    for (const PortRef* end : {&from, &to}) {
        const CableType* held = typeInCage(design, *end);
        if (!held) continue;
        if (CageFit::joins(*held, a, b, parallel)) p.cableTypeId = held->id;
        break;
    }
    if (const CableType* chosen = design.catalog().cable(p.cableTypeId)) {
        for (const auto& [near, far] : {std::pair{from, to}, std::pair{to, from}})
            if (const auto why = CableAssembly::refusesNewLink(design, near, far, *chosen)) {
                p.check = Check::refused(*why);
                return p;
            }
    }
    if (p.cableTypeId.isEmpty()) {
        p.check = Check::refused(tr("The catalog has no cable that joins these ports (%1 to %2).")
                                     .arg(kFormFactorNames.name(a.formFactor), kFormFactorNames.name(b.formFactor)));
        return p;
    }
    // The link carries the traffic of the port it was drawn from.
    p.role = a.role;
    return p;
}

EditResult HandConnection::make(Design& design, const PortRef& from, const PortRef& to) {
    const Plan p = plan(design, from, to);
    if (!p.check.ok) {
        EditResult refused;
        refused.error = p.check.reason;
        return refused;
    }
    return DesignEdits::connect(design, from, to, p.role, p.cableTypeId);
}

}  // namespace sn
