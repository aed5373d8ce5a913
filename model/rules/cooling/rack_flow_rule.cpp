#include "model/rules/cooling/cooling_rules.h"

#include "model/analysis/rack_load.h"
#include "model/rules/rule_context.h"

namespace sn {

void RackFlowRule::checkRack(const RuleContext& context, const Rack& rack, FindingSink& sink) const {
    if (!rack.loop) return;  // cooling.rack-loop reports a liquid rack without a loop
    const CoolingLoop* loop = context.design().loops().find(*rack.loop);
    const RackLoad load = context.rackLoad(rack);
    if (!loop || load.manifolds == 0 || load.liquidHeatW <= 0) return;
    const auto flow = context.loopFlowLpm(*loop, load.liquidHeatW);
    if (!flow || *flow <= load.manifoldFlowLpm + 1e-9) return;
    sink.add(Severity::Error, {ObjectRef::of(rack.id), ObjectRef::of(loop->id)}, *flow, load.manifoldFlowLpm,
             QStringLiteral("L/min"),
             tr("Rack %1 needs %2 L/min of coolant for %3 kW at ΔT %4 K; its manifolds carry %5 L/min.")
                 .arg(rack.name, QString::number(*flow, 'f', 1), QString::number(load.liquidHeatW / 1000.0, 'f', 1),
                      QString::number(loop->deltaTK, 'g', 3), QString::number(load.manifoldFlowLpm, 'f', 1)));
}

}  // namespace sn
