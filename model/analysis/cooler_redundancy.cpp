#include "model/analysis/cooler_redundancy.h"

namespace sn {

namespace {

/// Closed aisles and halls whose heat exceeds the capacity of every cooler serving them.
int shortWithAllRunning(const AirAisles& air, Containment containment) {
    int count = 0;
    for (const AirAisles::Aisle& aisle : air.aisles) {
        const auto [heatW, coolingW] = AirAisles::containedLoad(aisle, containment);
        count += AirAisles::isShort(heatW, coolingW);
    }
    for (const AirAisles::HallAir& hall : air.halls) count += AirAisles::isShort(hall.airW, hall.coolingW);
    return count;
}

}  // namespace

CoolerRedundancy CoolerRedundancy::of(const AirAisles& air, Containment containment) {
    CoolerRedundancy out;
    out.coolers = int(air.coolerUnits.size());
    out.shortRunning = shortWithAllRunning(air, containment);
    for (const AirAisles::Cooler& cooler : air.coolerUnits) {
        const std::vector<AirAisles::Shortfall> shortfalls = air.shortWithout({cooler.device}, containment);
        if (shortfalls.empty()) continue;
        ++out.withoutSpare;
        for (const AirAisles::Shortfall& s : shortfalls)
            if (out.worst.where.isEmpty() || s.share() < out.worst.share()) out.worst = s;
    }
    return out;
}

}  // namespace sn
