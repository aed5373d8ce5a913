#include "cooling/cooling_rules.h"

#include "cooling/loop_cdus.h"
#include "cooling/loop_heat.h"

namespace sn {

void CduHeatRule::checkLoop(const RuleContext& context, const CoolingLoop& loop, FindingSink& sink) const {
    const double heatW = loopHeatW(context, loop);
    const std::vector<LoopCdu> cdus = loopCdus(context, loop);
    if (cdus.empty()) {
        if (heatW > 0)
            sink.add(
                Severity::Error, {ObjectRef::of(loop.id)}, heatW, std::nullopt, QStringLiteral("W"),
                tr("Loop %1 carries %2 kW but has no CDU.").arg(loop.name, QString::number(heatW / 1000.0, 'f', 1)));
        return;
    }
    // CDUs of one loop run in parallel: their capacities add.
    double capacityW = 0;
    std::vector<ObjectRef> refs{ObjectRef::of(loop.id)};
    for (const LoopCdu& c : cdus) {
        capacityW += c.type->cdu->capacityW;
        refs.push_back(ObjectRef::of(c.device->id));
    }
    if (heatW <= capacityW + 1e-9) return;
    const QString heat = QString::number(heatW / 1000.0, 'f', 1), capacity = QString::number(capacityW / 1000.0, 'f', 1),
                  shortBy = QString::number((heatW - capacityW) / 1000.0, 'f', 1);
    sink.add(Severity::Error, refs, heatW, capacityW, QStringLiteral("W"),
             cdus.size() == 1
                 ? tr("Loop %1 carries %2 kW; its CDU %3 removes %4 kW (short by %5 kW).")
                       .arg(loop.name, heat, cdus.front().device->name, capacity, shortBy)
                 : tr("Loop %1 carries %2 kW; its %3 CDUs remove %4 kW together (short by %5 kW).")
                       .arg(loop.name, heat, QString::number(cdus.size()), capacity, shortBy));
}

}  // namespace sn
