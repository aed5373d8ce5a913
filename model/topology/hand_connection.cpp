#include "topology/hand_connection.h"

#include "topology/cable_picker.h"

#include <cmath>

namespace sn {

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
    p.cableTypeId = CablePicker(design.catalog()).pick(a, b, sameRack);
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
