#include "model/rules/power/power_rules.h"

#include "model/analysis/device_psus.h"
#include "model/rules/rule_context.h"

#include <algorithm>

namespace sn {

namespace {

int psuBays(const DeviceType& t) {
    return int(std::count_if(t.moduleBays.begin(), t.moduleBays.end(),
                             [](const ModuleBay& b) { return b.accepts == ModuleBayKind::Psu; }));
}

bool hasOwnInlet(const DeviceType& t) {
    return std::any_of(t.ports().begin(), t.ports().end(), [](const PortSpec& p) { return p.role == PortRole::Power; });
}

}  // namespace

void PsuCapacityRule::checkDevice(const RuleContext& context, const Device& device, FindingSink& sink) const {
    const DeviceType* t = context.design().typeOf(device);
    if (!t) return;
    const DevicePsus psus = DevicePsus::of(context.catalog(), *t, device);
    // A type whose inlets are its PSU modules' own has none while its bays
    // are empty: nothing can be cabled to it, and it cannot run.
    if (const int bays = psuBays(*t); bays > 0 && psus.origin != DevicePsus::Origin::Modules && !hasOwnInlet(*t)) {
        sink.add(Severity::Error, {ObjectRef::of(device.id)}, 0, bays, {},
                 tr("%1 has no PSU in its %2 PSU bay(s): it has no power inlet and cannot run. "
                    "Fill its bays under Properties ▸ Module bays.")
                     .arg(device.name)
                     .arg(bays));
        return;
    }
    if (t->isUnknown(TypeFigure::MaxPowerW)) return;  // its PSUs then give its draw (DeviceHeat)
    if (psus.origin != DevicePsus::Origin::Modules) return;
    if (psus.ratingUnknown) {
        sink.add(Severity::Warning, {ObjectRef::of(device.id)}, psus.count, std::nullopt, {},
                 tr("A PSU in %1 has no stated rating: whether its PSUs carry its %2 kW is not checked.")
                     .arg(device.name, QString::number(t->maxPowerW / 1000.0, 'f', 2)));
        return;
    }
    if (t->maxPowerW <= psus.capacityW() + 1e-9) return;
    sink.add(Severity::Error, {ObjectRef::of(device.id)}, t->maxPowerW, psus.capacityW(), QStringLiteral("W"),
             tr("%1 draws up to %2 kW, over the %3 kW its PSUs deliver in %4+%5 (%6 W each).")
                 .arg(device.name, QString::number(t->maxPowerW / 1000.0, 'f', 2),
                      QString::number(psus.capacityW() / 1000.0, 'f', 2))
                 .arg(psus.needed())
                 .arg(psus.redundant)
                 .arg(psus.ratingW));
}

}  // namespace sn
