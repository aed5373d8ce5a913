#include "model/rules/cooling/cooling_rules.h"

#include "model/analysis/loop_hydraulics.h"
#include "model/rules/cooling/loop_cdus.h"
#include "model/rules/cooling/loop_heat.h"

#include <algorithm>

namespace sn {

void CduRedundancyRule::checkLoop(const RuleContext& context, const CoolingLoop& loop, FindingSink& sink) const {
    const std::vector<LoopCdu> cdus = loopCdus(context, loop);
    const double heatW = loopHeatW(context, loop);
    if (cdus.empty() || heatW <= 0) return;  // no CDU at all is cooling.cdu-heat's error
    // The worst single loss: the CDU with the most capacity (or flow) out.
    double capacityW = 0, largestW = 0, flow = 0, largestFlow = 0;
    const Device* largest = cdus.front().device;
    const Device* largestByFlow = cdus.front().device;
    std::vector<ObjectRef> refs{ObjectRef::of(loop.id)};
    for (const LoopCdu& c : cdus) {
        capacityW += c.capacity.capacityW;
        flow += c.type->cdu->maxFlowLpm;
        if (c.capacity.capacityW > largestW) {
            largestW = c.capacity.capacityW;
            largest = c.device;
        }
        if (c.type->cdu->maxFlowLpm > largestFlow) {
            largestFlow = c.type->cdu->maxFlowLpm;
            largestByFlow = c.device;
        }
        refs.push_back(ObjectRef::of(c.device->id));
    }
    const double leftW = capacityW - largestW;
    if (heatW > leftW + 1e-9) {
        sink.add(Severity::Warning, refs, heatW, leftW, QStringLiteral("W"),
                 tr("Loop %1 has no spare CDU: with %2 out, its other CDUs remove %3 kW of the %4 kW it carries.")
                     .arg(loop.name, largest->name, QString::number(leftW / 1000.0, 'f', 1),
                          QString::number(heatW / 1000.0, 'f', 1)));
        return;
    }
    const auto need = context.loopFlowLpm(loop, heatW);
    const double leftFlow = flow - largestFlow;
    if (need && largestFlow > 0 && *need > leftFlow + 1e-9) {
        sink.add(Severity::Warning, refs, *need, leftFlow, QStringLiteral("L/min"),
                 tr("Loop %1 has no spare CDU: with %2 out, its other CDUs deliver %3 L/min of the %4 L/min it needs.")
                     .arg(loop.name, largestByFlow->name, QString::number(leftFlow, 'f', 1),
                          QString::number(*need, 'f', 1)));
        return;
    }
    checkThroughPipes(context, loop, sink);
}

void CduRedundancyRule::checkThroughPipes(const RuleContext& context, const CoolingLoop& loop, FindingSink& sink) const {
    // Capacity to spare is a spare only where the pipes carry it: each CDU
    // stopped in turn, the loop solved again (LoopHydraulics) at full pump
    // speed, which is where the others run when any rack is short.
    const Design& design = context.design();
    const LoopNetwork& net = context.loopNetwork(loop);
    if (!net.solvable() || net.pumps.size() < 2) return;
    for (int pump : net.pumps) {
        const LoopHydraulics h = LoopHydraulics::solveAtSpeed(net, {pump}, 1.0);
        if (!h.solution.converged) continue;
        QStringList racks;
        std::vector<ObjectRef> refs{ObjectRef::of(loop.id), ObjectRef::of(net.parts[size_t(pump)].device)};
        for (const LoopHydraulics::RackFlow& r : h.racks) {
            if (LoopHydraulics::supplyOf(r.worstShare) == LoopHydraulics::Supply::Full) continue;
            racks << design.racks()[r.rack].name;
            refs.push_back(ObjectRef::of(design.racks()[r.rack].id));
        }
        if (racks.isEmpty()) continue;
        const auto [lost, throttled] = h.gpusShort();
        const Device* cdu = design.device(net.parts[size_t(pump)].device);
        sink.add(Severity::Warning, refs, double(lost + throttled), 0, QStringLiteral("GPUs"),
                 tr("Loop %1 has no spare CDU where its pipes run: with %2 out, racks %3 get too little coolant "
                    "(%4 GPUs stop, %5 throttle); join the CDUs with a supply and return header.")
                     .arg(loop.name, cdu ? cdu->name : QString(), racks.join(QStringLiteral(", ")))
                     .arg(lost)
                     .arg(throttled));
        return;
    }
}

}  // namespace sn
