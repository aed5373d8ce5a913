#include "model/catalog/catalog_entries.h"

#include <algorithm>
#include <iterator>

namespace sn {

bool CableType::isHybrid() const {
    // Cords and hoses are named by their plugs, which differ by design (a
    // C19–C20 cord); only data cables join unlike cages.
    return connectorA != connectorB && media != CableMedia::Power && media != CableMedia::Coolant;
}

double CableType::minStaticBendMm() const {
    return std::max(bendRadius.staticXOd * outerDiameterMm, bendRadius.staticMinMm);
}

double CableType::minDynamicBendMm() const {
    return std::max(bendRadius.dynamicXOd * outerDiameterMm, bendRadius.dynamicMinMm);
}

double CableType::orderableLengthM(double lengthM) const {
    // A hair of tolerance so 2.0000000001 m (floating-point sums) still orders 2 m.
    for (double l : lengthsM)
        if (l + 1e-9 >= lengthM) return l;
    return -1;
}

double CoolantType::kinematicViscosityM2s(double tempC) const {
    if (viscosity.empty()) return 0;
    const auto above = std::lower_bound(viscosity.begin(), viscosity.end(), tempC,
                                        [](const ViscosityPoint& p, double t) { return p.tempC < t; });
    double mPaS = 0;
    if (above == viscosity.begin()) mPaS = viscosity.front().mPaS;
    else if (above == viscosity.end()) mPaS = viscosity.back().mPaS;
    else {
        const ViscosityPoint& lo = *std::prev(above);
        mPaS = lo.mPaS + (above->mPaS - lo.mPaS) * (tempC - lo.tempC) / (above->tempC - lo.tempC);
    }
    // ν = μ / ρ: mPa·s over kg/L gives mm²/s.
    return mPaS / densityKgPerL * 1e-6;
}

}  // namespace sn
