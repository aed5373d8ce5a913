#include "model/rules/power/power_rules.h"

#include "model/analysis/rack_load.h"
#include "model/rules/rule_context.h"

namespace sn {

void RackBudgetRule::checkRack(const RuleContext& context, const Rack& rack, FindingSink& sink) const {
    if (rack.powerBudgetW <= 0) return;  // no budget set
    const RackLoad load = context.rackLoad(rack);
    const auto kw = [](double w) { return QString::number(w / 1000.0, 'f', 1); };
    if (load.typicalW > rack.powerBudgetW + 1e-9)
        sink.add(Severity::Error, {ObjectRef::of(rack.id)}, load.typicalW, rack.powerBudgetW, QStringLiteral("W"),
                 tr("Rack %1 draws %2 kW typical, over its %3 kW budget.")
                     .arg(rack.name, kw(load.typicalW), kw(rack.powerBudgetW)));
    else if (load.maxW > rack.powerBudgetW + 1e-9)
        sink.add(Severity::Warning, {ObjectRef::of(rack.id)}, load.maxW, rack.powerBudgetW, QStringLiteral("W"),
                 tr("Rack %1 can draw %2 kW at maximum, over its %3 kW budget.")
                     .arg(rack.name, kw(load.maxW), kw(rack.powerBudgetW)));
}

}  // namespace sn
