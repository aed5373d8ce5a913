#include "rules/rack_load.h"

#include "rules/rule_context.h"

namespace sn {

RackLoad RackLoad::of(const RuleContext& context, const Rack& rack) {
    RackLoad l;
    for (const Device* d : context.devicesIn(rack.id)) {
        const DeviceType* t = context.design().typeOf(*d);
        if (!t) continue;
        if (t->mount == Mount::Rack) l.uUsed += t->occupiedU();
        l.maxW += t->maxPowerW;
        l.typicalW += t->typicalPowerW;
        l.liquidHeatW += t->maxPowerW * t->liquidFraction;
        l.airHeatW += t->maxPowerW * (1.0 - t->liquidFraction);
        l.airHeatTypicalW += t->typicalPowerW * (1.0 - t->liquidFraction);
        if (t->liquidFraction > 0) ++l.liquidDevices;
        if (t->manifold) {
            ++l.manifolds;
            l.qdPairs += t->manifold->qdPairs;
            l.manifoldFlowLpm += t->manifold->maxFlowLpm;
        }
        l.weightKg += t->weightKg;
    }
    return l;
}

double requiredFlowLpm(double heatW, const CoolantType& coolant, double deltaTK) {
    return 60.0 * (heatW / 1000.0) / (coolant.densityKgPerL * coolant.cpKjPerKgK * deltaTK);
}

std::optional<double> loopFlowLpm(const RuleContext& context, const CoolingLoop& loop, double heatW) {
    const CoolantType* coolant = context.catalog().coolant(loop.coolantId);
    if (!coolant || loop.deltaTK <= 0 || coolant->densityKgPerL <= 0 || coolant->cpKjPerKgK <= 0) return std::nullopt;
    return requiredFlowLpm(heatW, *coolant, loop.deltaTK);
}

}  // namespace sn
