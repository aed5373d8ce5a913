#include "model/rules/placement/placement_rules.h"

#include "model/analysis/rack_load.h"
#include "model/rules/rule_context.h"

namespace sn {

void WeightRule::checkRack(const RuleContext& context, const Rack& rack, FindingSink& sink) const {
    if (rack.maxWeightKg <= 0) return;  // no rating known
    const double kg = context.rackLoad(rack).weightKg;
    if (kg <= rack.maxWeightKg + 1e-9) return;
    sink.add(Severity::Error, {ObjectRef::of(rack.id)}, kg, rack.maxWeightKg, QStringLiteral("kg"),
             tr("Rack %1 holds %2 kg, over its %3 kg load rating.")
                 .arg(rack.name, QString::number(kg, 'f', 1), QString::number(rack.maxWeightKg, 'f', 1)));
}

}  // namespace sn
