#include "model/rules/power/power_rules.h"

#include "model/analysis/device_heat.h"
#include "model/rules/rule_context.h"
#include "model/rules/unknown_figures.h"

namespace sn {

void UnknownDrawRule::checkDesign(const RuleContext& context, FindingSink& sink) const {
    const Design& design = context.design();
    // measured: the number of devices the totals leave out (or estimate).
    // A device whose filled PSU bays give its draw (DeviceHeat) is not unknown.
    const auto drawUnknown = [&](const Device& d) {
        const DeviceType* t = design.typeOf(d);
        return t && DeviceHeat::of(design.catalog(), *t, d).drawUnknown;
    };
    const auto unknownMax = [](const DeviceType& t) { return t.isUnknown(TypeFigure::MaxPowerW); };
    for (const DevicesOfType& e : devicesOfTypes(design, unknownMax, drawUnknown)) {
        const int n = int(e.devices.size());
        sink.add(Severity::Warning, objectRefs(e), n, std::nullopt, {},
                 tr("Power draw of %1 is unknown — rack totals exclude its %n device(s).", nullptr, n)
                     .arg(typeLabel(*e.type)));
    }
    for (const DevicesOfType& e : devicesWithUnknown(design, TypeFigure::TypicalPowerW)) {
        if (e.type->isUnknown(TypeFigure::MaxPowerW)) continue;  // reported above
        const int n = int(e.devices.size());
        sink.add(Severity::Info, objectRefs(e), n, std::nullopt, {},
                 tr("Typical draw of %1 is unknown — rack totals count its %n device(s) at the maximum, %2 kW each.",
                    nullptr, n)
                     .arg(typeLabel(*e.type), QString::number(e.type->maxPowerW / 1000.0, 'f', 1)));
    }
    for (const DevicesOfType& e : devicesWithUnknown(design, TypeFigure::Pdu)) {
        const int n = int(e.devices.size());
        sink.add(Severity::Warning, objectRefs(e), n, std::nullopt, {},
                 tr("Rating of %1 is unknown — the load on its %n PDU(s) is not checked.", nullptr, n)
                     .arg(typeLabel(*e.type)));
    }
}

}  // namespace sn
