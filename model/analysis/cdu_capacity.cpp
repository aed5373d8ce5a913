#include "model/analysis/cdu_capacity.h"

#include <algorithm>

namespace sn {

CduCapacity CduCapacity::of(const CduSpec& cdu, double secondarySupplyC, std::optional<double> facilityWaterC) {
    CduCapacity c;
    c.ratedW = c.capacityW = cdu.capacityW;
    c.ratedApproachK = cdu.approachK.value_or(kRatedApproachK);
    c.approachK = c.ratedApproachK;
    c.facilitySupplyC = secondarySupplyC - c.ratedApproachK;
    if (!facilityWaterC || c.ratedApproachK <= 0) return c;
    c.facilitySupplyC = *facilityWaterC;
    c.approachK = secondarySupplyC - *facilityWaterC;
    c.capacityW = cdu.capacityW * std::clamp(c.approachK / c.ratedApproachK, 0.0, 1.0);
    return c;
}

}  // namespace sn
