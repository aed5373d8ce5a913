#include "model/rules/cabling/cabling_rules.h"

#include "model/analysis/busbar_power.h"
#include "model/rules/rule_context.h"

namespace sn {

void RequiredPortRule::checkDevice(const RuleContext& context, const Device& device, FindingSink& sink) const {
    const DeviceType* t = context.design().typeOf(device);
    if (!t) return;
    // In a busbar rack a device's power inlets are its busbar clips (BusbarPower).
    const Rack* rack = device.placement.rack ? context.design().rack(*device.placement.rack) : nullptr;
    const bool busbar = rack && BusbarPower::busbarOf(context.design(), *rack);
    QStringList open;
    for (const PortSpec* p : context.design().portsOf(device)) {  // a filled PSU bay's inlets too
        if (!p->required || p->formFactor == FormFactor::Iec60309) continue;
        if (busbar && p->role == PortRole::Power) continue;
        if (!context.design().connectionAt(device, *p)) open << p->name;
    }
    if (open.isEmpty()) return;
    sink.add(Severity::Warning, {ObjectRef::of(device.id)}, open.size(), 0, {},
             tr("%1 has %2 required port(s) not connected: %3.")
                 .arg(device.name)
                 .arg(open.size())
                 .arg(open.join(QStringLiteral(", "))));
}

}  // namespace sn
