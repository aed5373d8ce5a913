#include "model/rules/power/power_rules.h"

#include "model/analysis/rack_load.h"
#include "model/rules/rule_context.h"

namespace sn {

void AirHeatRule::checkRack(const RuleContext& context, const Rack& rack, FindingSink& sink) const {
    if (rack.airCoolingLimitW <= 0) return;
    const RackLoad load = context.rackLoad(rack);
    const auto kw = [](double w) { return QString::number(w / 1000.0, 'f', 1); };
    if (load.airHeatTypicalW > rack.airCoolingLimitW + 1e-9)
        sink.add(Severity::Error, {ObjectRef::of(rack.id)}, load.airHeatTypicalW, rack.airCoolingLimitW,
                 QStringLiteral("W"),
                 tr("Rack %1 puts %2 kW into air at typical load, over its %3 kW air-cooling limit.")
                     .arg(rack.name, kw(load.airHeatTypicalW), kw(rack.airCoolingLimitW)));
    else if (load.airHeatW > rack.airCoolingLimitW + 1e-9)
        sink.add(Severity::Warning, {ObjectRef::of(rack.id)}, load.airHeatW, rack.airCoolingLimitW, QStringLiteral("W"),
                 tr("Rack %1 puts up to %2 kW into air at maximum load, over its %3 kW air-cooling limit.")
                     .arg(rack.name, kw(load.airHeatW), kw(rack.airCoolingLimitW)));
}

}  // namespace sn
