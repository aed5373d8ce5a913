#include "model/analysis/rack_load.h"

#include "model/analysis/conversion_loss.h"
#include "model/analysis/design_figures.h"
#include "model/analysis/device_heat.h"
#include "model/analysis/device_weight.h"

namespace sn {

RackLoad RackLoad::of(const DesignFigures& context, const Rack& rack) {
    RackLoad l;
    for (const Device* d : context.devicesIn(rack.id)) {
        const DeviceType* t = context.design().typeOf(*d);
        if (!t) continue;
        if (t->mount == Mount::Rack) l.uUsed += t->occupiedU();
        const DeviceHeat h = DeviceHeat::of(context.catalog(), *t, *d);
        if (h.drawUnknown) ++l.unknownDrawDevices;
        if (h.liquidUnknown) ++l.unknownCoolantDevices;
        l.maxW += h.maxW;
        l.typicalW += h.typicalW;
        l.liquidHeatW += h.liquidW;
        l.airHeatW += h.airW;
        l.airHeatTypicalW += h.airTypicalW;
        if (h.liquidCooled()) ++l.liquidDevices;
        if (t->manifold) {
            ++l.manifolds;
            l.qdPairs += t->manifold->qdPairs;
            l.manifoldFlowLpm += t->manifold->maxFlowLpm;
        }
        l.weightKg += deviceWeightKg(context.catalog(), *t, *d);
    }
    l.conversionLossW = ConversionLoss::rackLossW(context.design(), rack.id,
                                                  [&](const Device& source) { return context.sourceLoad(source).maxW; });
    l.airHeatW += l.conversionLossW;
    if (l.maxW > 0) l.airHeatTypicalW += l.conversionLossW * l.typicalW / l.maxW;
    return l;
}

std::optional<double> loopFlowLpm(const Catalog& catalog, const CoolingLoop& loop, double heatW) {
    const CoolantType* coolant = catalog.coolant(loop.coolantId);
    if (!coolant || loop.deltaTK <= 0 || coolant->densityKgPerL <= 0 || coolant->cpKjPerKgK <= 0) return std::nullopt;
    return requiredFlowLpm(heatW, *coolant, loop.deltaTK);
}

}  // namespace sn
