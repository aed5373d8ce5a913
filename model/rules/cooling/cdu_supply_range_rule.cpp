#include "model/rules/cooling/cooling_rules.h"

#include "model/rules/cooling/loop_heat.h"

namespace sn {

void CduSupplyRangeRule::checkLoop(const RuleContext& context, const CoolingLoop& loop, FindingSink& sink) const {
    const Device* cdu = nullptr;
    const DeviceType* type = loopCdu(context, loop, &cdu);
    if (!type || type->cdu->supplyMaxC <= type->cdu->supplyMinC) return;
    const CduSpec& spec = *type->cdu;
    const bool low = loop.supplyTempC < spec.supplyMinC - 1e-9;
    if (!low && loop.supplyTempC <= spec.supplyMaxC + 1e-9) return;
    sink.add(Severity::Error, {ObjectRef::of(loop.id), ObjectRef::of(cdu->id)}, loop.supplyTempC,
             low ? spec.supplyMinC : spec.supplyMaxC, QStringLiteral("°C"),
             tr("Loop %1 supplies %2 °C; CDU %3 supplies %4–%5 °C.")
                 .arg(loop.name, QString::number(loop.supplyTempC, 'g', 4), cdu->name,
                      QString::number(spec.supplyMinC, 'g', 4), QString::number(spec.supplyMaxC, 'g', 4)));
}

}  // namespace sn
