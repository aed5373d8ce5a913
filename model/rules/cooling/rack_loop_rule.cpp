#include "model/rules/cooling/cooling_rules.h"

#include "model/analysis/rack_load.h"
#include "model/rules/rule_context.h"

namespace sn {

void RackLoopRule::checkRack(const RuleContext& context, const Rack& rack, FindingSink& sink) const {
    const RackLoad load = context.rackLoad(rack);
    if (load.liquidDevices == 0) return;
    if (!rack.loop)
        sink.add(Severity::Error, {ObjectRef::of(rack.id)}, load.liquidHeatW, std::nullopt, QStringLiteral("W"),
                 tr("Rack %1 holds %2 liquid-cooled devices (%3 kW into coolant) but is on no cooling loop.")
                     .arg(rack.name)
                     .arg(load.liquidDevices)
                     .arg(QString::number(load.liquidHeatW / 1000.0, 'f', 1)));
    if (load.manifolds == 0)
        sink.add(Severity::Error, {ObjectRef::of(rack.id)}, 0, load.liquidDevices, {},
                 tr("Rack %1 holds %2 liquid-cooled devices but no coolant manifold.")
                     .arg(rack.name)
                     .arg(load.liquidDevices));
}

}  // namespace sn
