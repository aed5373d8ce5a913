#include "cooling/cooling_rules.h"

#include "cooling/loop_heat.h"

namespace sn {

void CduFlowRule::checkLoop(const RuleContext& context, const CoolingLoop& loop, FindingSink& sink) const {
    const Device* cdu = nullptr;
    const DeviceType* type = loopCdu(context, loop, &cdu);
    if (!type || type->cdu->maxFlowLpm <= 0) return;
    const auto flow = loopFlowLpm(context, loop, loopHeatW(context, loop));
    if (!flow || *flow <= type->cdu->maxFlowLpm + 1e-9) return;
    sink.add(
        Severity::Error, {ObjectRef::of(loop.id), ObjectRef::of(cdu->id)}, *flow, type->cdu->maxFlowLpm,
        QStringLiteral("L/min"),
        tr("Loop %1 needs %2 L/min; its CDU %3 delivers at most %4 L/min.")
            .arg(loop.name, QString::number(*flow, 'f', 1), cdu->name, QString::number(type->cdu->maxFlowLpm, 'f', 1)));
}

}  // namespace sn
