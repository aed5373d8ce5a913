#include "model/analysis/device_heat.h"

#include "model/design/design.h"

namespace sn {

DeviceHeat DeviceHeat::of(const DeviceType& t) { return of(t, DevicePsus{}); }

DeviceHeat DeviceHeat::of(const DeviceType& t, const DevicePsus& psus) {
    DeviceHeat h;
    // An unknown figure's stored value means nothing: it counts as 0 here and is
    // flagged (drawUnknown, liquidUnknown) so reports say the sum is incomplete.
    const bool fromPsus = t.isUnknown(TypeFigure::MaxPowerW) && psus.origin == DevicePsus::Origin::Modules
                       && psus.capacityW() > 0;
    h.drawUnknown = t.isUnknown(TypeFigure::MaxPowerW) && !fromPsus;
    h.liquidUnknown = t.isUnknown(TypeFigure::LiquidFraction);
    h.maxW = fromPsus ? psus.capacityW() : h.drawUnknown ? 0.0 : t.maxPowerW;
    h.typicalW = t.isUnknown(TypeFigure::TypicalPowerW) || fromPsus ? h.maxW : t.typicalPowerW;
    const double liquid = h.liquidUnknown ? 0.0 : t.liquidFraction;
    h.onColdPlates = liquid > 0;
    h.liquidW = h.maxW * liquid;
    h.airW = h.maxW * (1.0 - liquid);
    h.airTypicalW = h.typicalW * (1.0 - liquid);
    return h;
}

DeviceHeat DeviceHeat::totalOf(const Design& design) {
    DeviceHeat total;
    for (const Device& d : design.devices()) {
        const DeviceType* t = design.typeOf(d);
        if (!t) continue;
        const DeviceHeat h = of(design.catalog(), *t, d);
        total.maxW += h.maxW;
        total.typicalW += h.typicalW;
        total.liquidW += h.liquidW;
        total.airW += h.airW;
        total.airTypicalW += h.airTypicalW;
        total.drawUnknown = total.drawUnknown || h.drawUnknown;
        total.liquidUnknown = total.liquidUnknown || h.liquidUnknown;
        total.onColdPlates = total.onColdPlates || h.onColdPlates;
    }
    return total;
}

}  // namespace sn
