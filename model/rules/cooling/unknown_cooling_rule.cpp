#include "model/rules/cooling/cooling_rules.h"

#include "model/analysis/device_heat.h"
#include "model/rules/rule_context.h"
#include "model/rules/unknown_figures.h"

namespace sn {

void UnknownCoolingRule::checkDesign(const RuleContext& context, FindingSink& sink) const {
    const Design& design = context.design();
    for (const DevicesOfType& e : devicesWithUnknown(design, TypeFigure::LiquidFraction)) {
        const int n = int(e.devices.size());
        sink.add(Severity::Warning, objectRefs(e), n, std::nullopt, {},
                 tr("Liquid share of the heat of %1 is unknown — rack totals count all the heat of its %n "
                    "device(s) as air and no coolant flow for them.",
                    nullptr, n)
                     .arg(typeLabel(*e.type)));
    }
    for (const DevicesOfType& e : devicesWithUnknown(design, TypeFigure::MaxCoolantInletC)) {
        const int n = int(e.devices.size());
        // Known to take coolant: the missing limit matters, else it is a note.
        const bool cooled = DeviceHeat::of(*e.type).onColdPlates;
        sink.add(cooled ? Severity::Warning : Severity::Info, objectRefs(e), n, std::nullopt, {},
                 tr("Maximum coolant inlet temperature of %1 is unknown — the supply temperature is not checked "
                    "for its %n device(s).",
                    nullptr, n)
                     .arg(typeLabel(*e.type)));
    }
    for (const DevicesOfType& e : devicesWithUnknown(design, TypeFigure::Cdu)) {
        const int n = int(e.devices.size());
        sink.add(Severity::Warning, objectRefs(e), n, std::nullopt, {},
                 tr("Capacity of %1 is unknown — the heat and flow of loops on its %n CDU(s) are not checked.",
                    nullptr, n)
                     .arg(typeLabel(*e.type)));
    }
}

}  // namespace sn
