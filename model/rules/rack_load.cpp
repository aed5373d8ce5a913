#include "rules/rack_load.h"

#include "rules/rule_context.h"

namespace sn {

RackLoad RackLoad::of(const RuleContext& context, const Rack& rack) {
    RackLoad l;
    for (const Device* d : context.devicesIn(rack.id)) {
        const DeviceType* t = context.design().typeOf(*d);
        if (!t) continue;
        if (t->mount == Mount::Rack) l.uUsed += t->occupiedU();
        // An unknown figure holds a placeholder (DeviceType::unknownFields):
        // the sums skip it and count the device as missing from them.
        const bool maxUnknown = t->isUnknown(QStringLiteral("max_power_w"));
        const bool liquidUnknown = t->isUnknown(QStringLiteral("liquid_fraction"));
        if (maxUnknown) ++l.unknownDrawDevices;
        if (liquidUnknown) ++l.unknownCoolantDevices;
        const double maxW = maxUnknown ? 0.0 : t->maxPowerW;
        // Unknown typical draw: the maximum stands in for it (conservative).
        const double typicalW = t->isUnknown(QStringLiteral("typical_power_w")) ? maxW : t->typicalPowerW;
        const double liquid = liquidUnknown ? 0.0 : t->liquidFraction;
        l.maxW += maxW;
        l.typicalW += typicalW;
        l.liquidHeatW += maxW * liquid;
        l.airHeatW += maxW * (1.0 - liquid);
        l.airHeatTypicalW += typicalW * (1.0 - liquid);
        if (liquid > 0) ++l.liquidDevices;
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
