#include "cooling/cooling_rules.h"

#include "cooling/loop_cdus.h"
#include "cooling/loop_heat.h"

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
        capacityW += c.type->cdu->capacityW;
        flow += c.type->cdu->maxFlowLpm;
        if (c.type->cdu->capacityW > largestW) {
            largestW = c.type->cdu->capacityW;
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
    const auto need = loopFlowLpm(context, loop, heatW);
    const double leftFlow = flow - largestFlow;
    if (need && largestFlow > 0 && *need > leftFlow + 1e-9)
        sink.add(Severity::Warning, refs, *need, leftFlow, QStringLiteral("L/min"),
                 tr("Loop %1 has no spare CDU: with %2 out, its other CDUs deliver %3 L/min of the %4 L/min it needs.")
                     .arg(loop.name, largestByFlow->name, QString::number(leftFlow, 'f', 1),
                          QString::number(*need, 'f', 1)));
}

}  // namespace sn
