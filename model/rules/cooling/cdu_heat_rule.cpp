#include "model/rules/cooling/cooling_rules.h"

#include "model/rules/cooling/loop_cdus.h"
#include "model/rules/cooling/loop_heat.h"

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
    // CDUs of one loop run in parallel: their capacities add, each derated
    // for the approach the facility water leaves it (CduCapacity).
    double capacityW = 0, ratedW = 0;
    std::vector<ObjectRef> refs{ObjectRef::of(loop.id)};
    for (const LoopCdu& c : cdus) {
        capacityW += c.capacity.capacityW;
        ratedW += c.capacity.ratedW;
        refs.push_back(ObjectRef::of(c.device->id));
    }
    if (heatW <= capacityW + 1e-9) return;
    if (capacityW < ratedW - 1e-9) {
        const CduCapacity& first = cdus.front().capacity;
        //: %2 facility water, %3 available approach, %4 rated approach (K); capacities in kW
        sink.add(Severity::Error, refs, heatW, capacityW, QStringLiteral("W"),
                 tr("Loop %1 carries %2 kW; with facility water at %3 °C its CDUs have a %4 K approach of the %5 K "
                    "they are rated at and remove %6 kW of their rated %7 kW (short by %8 kW).")
                     .arg(loop.name, QString::number(heatW / 1000.0, 'f', 1),
                          QString::number(first.facilitySupplyC, 'f', 1), QString::number(first.approachK, 'f', 1),
                          QString::number(first.ratedApproachK, 'f', 1), QString::number(capacityW / 1000.0, 'f', 1),
                          QString::number(ratedW / 1000.0, 'f', 1),
                          QString::number((heatW - capacityW) / 1000.0, 'f', 1)));
        return;
    }
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
