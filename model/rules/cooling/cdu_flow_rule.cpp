#include "model/rules/cooling/cooling_rules.h"

#include "model/rules/cooling/loop_cdus.h"
#include "model/rules/cooling/loop_heat.h"

namespace sn {

void CduFlowRule::checkLoop(const RuleContext& context, const CoolingLoop& loop, FindingSink& sink) const {
    const std::vector<LoopCdu> cdus = loopCdus(context, loop);
    double maxFlow = 0;
    std::vector<ObjectRef> refs{ObjectRef::of(loop.id)};
    for (const LoopCdu& c : cdus) {
        // One CDU without a flow rating leaves the sum unknown: not checked.
        if (c.type->cdu->maxFlowLpm <= 0) return;
        maxFlow += c.type->cdu->maxFlowLpm;
        refs.push_back(ObjectRef::of(c.device->id));
    }
    if (cdus.empty()) return;
    const auto flow = context.loopFlowLpm(loop, loopHeatW(context, loop));
    if (!flow || *flow <= maxFlow + 1e-9) return;
    const QString need = QString::number(*flow, 'f', 1), most = QString::number(maxFlow, 'f', 1);
    sink.add(Severity::Error, refs, *flow, maxFlow, QStringLiteral("L/min"),
             cdus.size() == 1 ? tr("Loop %1 needs %2 L/min; its CDU %3 delivers at most %4 L/min.")
                                    .arg(loop.name, need, cdus.front().device->name, most)
                              : tr("Loop %1 needs %2 L/min; its %3 CDUs deliver at most %4 L/min together.")
                                    .arg(loop.name, need, QString::number(cdus.size()), most));
}

}  // namespace sn
