#include "catalog/catalog_entries.h"

#include <algorithm>

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

}  // namespace sn
