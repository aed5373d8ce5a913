#include "model/routing/order_length.h"

#include "model/catalog/catalog_entries.h"

namespace sn {

double orderLengthM(const CableType& type, double routeMm, double sparePerEndMm) {
    const double m = type.orderableLengthM((routeMm + 2 * sparePerEndMm) / 1000);
    return m >= 0 && m <= type.reachM + 1e-9 ? m : -1;
}

bool sameKind(const CableType& a, const CableType& b) {
    if (a.media != b.media) return false;
    if (!a.pipe || !b.pipe) return !a.pipe && !b.pipe;
    return a.pipe->innerDiameterMm == b.pipe->innerDiameterMm;
}

}  // namespace sn
