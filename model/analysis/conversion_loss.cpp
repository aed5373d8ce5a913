#include "model/analysis/conversion_loss.h"

#include "model/analysis/busbar_power.h"

#include <optional>

namespace sn {

double ConversionLoss::lossW(const DeviceType& source, double loadW) {
    if (loadW <= 0) return 0;
    // An ORv3 shelf feeds the busbar and has no PduSpec; it converts all the same.
    if (source.category == DeviceCategory::PowerShelf) return loadW * (1.0 / kShelfEfficiency - 1.0);
    return source.pdu ? loadW * kPduLossShare : 0.0;
}

double ConversionLoss::rackLossW(const Design& design, RackId rack, const LoadOf& loadOf) {
    double totalW = 0;
    std::optional<BusbarPower> bus;
    for (DeviceId id : design.devicesIn(rack)) {
        const Device* d = design.device(id);
        const DeviceType* t = d ? design.typeOf(*d) : nullptr;
        if (!t || (!t->pdu && t->category != DeviceCategory::PowerShelf)) continue;
        double carriedW = 0;
        if (t->category == DeviceCategory::PowerShelf) {
            if (!bus) bus = BusbarPower::of(design, rack);
            if (!bus->shelves.empty()) carriedW = bus->perShelfW();
        }
        if (carriedW <= 0) carriedW = loadOf(*d);
        totalW += lossW(*t, carriedW);
    }
    return totalW;
}

}  // namespace sn
