#include "model/rules/cooling/cooling_rules.h"

#include "model/analysis/loop_balancing.h"
#include "model/analysis/loop_hydraulics.h"
#include "model/rules/rule_context.h"

namespace sn {

void DeliveredFlowRule::checkLoop(const RuleContext& context, const CoolingLoop& loop, FindingSink& sink) const {
    const Design& design = context.design();
    const LoopNetwork& net = context.loopNetwork(loop);
    if (net.cooled.empty()) return;
    // A loop the catalog's figures or unrouted pipes leave unsolved is
    // `hydraulics`' to explain (it lists what is missing); a finding on
    // every half-made design would only be noise.
    if (!net.solvable()) return;
    const LoopHydraulics& h = context.loopHydraulics(loop);
    if (!h.solution.converged) {
        sink.add(Severity::Warning, {ObjectRef::of(loop.id)}, 0, 0, QString(),
                 tr("Loop %1: %2").arg(loop.name, h.solution.problem));
        return;
    }
    for (const LoopHydraulics::RackFlow& r : h.racks) {
        if (LoopHydraulics::supplyOf(r.worstShare) == LoopHydraulics::Supply::Full) continue;
        const Rack& rack = design.racks()[r.rack];
        sink.add(Severity::Error, {ObjectRef::of(rack.id), ObjectRef::of(loop.id)}, 100.0 * r.worstShare, 100.0,
                 QStringLiteral("%"),
                 tr("Rack %1 gets %2 of the %3 L/min its devices need; the worst-served gets %4 % of its flow, "
                    "so its GPUs throttle or stop.")
                     .arg(rack.name, QString::number(r.deliveredLpm, 'f', 1), QString::number(r.requiredLpm, 'f', 1),
                          QString::number(100.0 * r.worstShare, 'f', 0)));
    }
    // Valves set so the racks' shares spread wider than balancing allows:
    // the near racks take flow the pumps must make up for the far ones.
    const double spread = LoopBalancing::spreadOf(h);
    if (!net.valves.empty() && spread > LoopBalancing::kTargetSpread + 1e-9)
        sink.add(Severity::Warning, {ObjectRef::of(loop.id)}, 100.0 * spread, 100.0 * LoopBalancing::kTargetSpread,
                 QStringLiteral("%"),
                 tr("Loop %1: the racks' flows spread %2 % as its balancing valves are set (aim: at most %3 %); "
                    "`balance` or Analysis ▸ Coolant Hydraulics works out the settings.")
                     .arg(loop.name, QString::number(100.0 * spread, 'f', 1),
                          QString::number(100.0 * LoopBalancing::kTargetSpread, 'f', 0)));
}

void PipeVelocityRule::checkLoop(const RuleContext& context, const CoolingLoop& loop, FindingSink& sink) const {
    const LoopNetwork& net = context.loopNetwork(loop);
    if (!net.solvable()) return;  // cooling.delivered-flow says why
    const LoopHydraulics& h = context.loopHydraulics(loop);
    if (!h.solution.converged) return;
    for (size_t k = 0; k < net.network.links.size(); ++k) {
        const double v = h.solution.velocityMs(net.network, int(k));
        if (v <= kMaxVelocityMs || !net.parts[k].cable) continue;
        const Cable* cable = context.design().cable(*net.parts[k].cable);
        if (!cable) continue;
        sink.add(Severity::Warning, {ObjectRef::of(cable->id), ObjectRef::of(loop.id)}, v, kMaxVelocityMs,
                 QStringLiteral("m/s"),
                 tr("Coolant pipe %1 of loop %2 runs at %3 m/s (%4 L/min), above %5 m/s: a larger bore is needed.")
                     .arg(cable->label, loop.name, QString::number(v, 'f', 2),
                          QString::number(std::abs(h.solution.flowLpm[k]), 'f', 1), QString::number(kMaxVelocityMs, 'g', 2)));
    }
}

}  // namespace sn
