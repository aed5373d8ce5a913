#include "cooling/cooling_rules.h"

#include "cooling/loop_heat.h"

namespace sn {

void CduHeatRule::checkLoop(const RuleContext& context, const CoolingLoop& loop, FindingSink& sink) const {
    const double heatW = loopHeatW(context, loop);
    const Device* cdu = nullptr;
    const DeviceType* type = loopCdu(context, loop, &cdu);
    if (!type) {
        if (heatW > 0)
            sink.add(
                Severity::Error, {ObjectRef::of(loop.id)}, heatW, std::nullopt, QStringLiteral("W"),
                tr("Loop %1 carries %2 kW but has no CDU.").arg(loop.name, QString::number(heatW / 1000.0, 'f', 1)));
        return;
    }
    if (heatW <= type->cdu->capacityW + 1e-9) return;
    sink.add(Severity::Error, {ObjectRef::of(loop.id), ObjectRef::of(cdu->id)}, heatW, type->cdu->capacityW,
             QStringLiteral("W"),
             tr("Loop %1 carries %2 kW; its CDU %3 removes %4 kW (short by %5 kW).")
                 .arg(loop.name, QString::number(heatW / 1000.0, 'f', 1), cdu->name,
                      QString::number(type->cdu->capacityW / 1000.0, 'f', 1),
                      QString::number((heatW - type->cdu->capacityW) / 1000.0, 'f', 1)));
}

}  // namespace sn
