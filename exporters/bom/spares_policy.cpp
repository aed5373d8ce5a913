#include "exporters/bom/spares_policy.h"

#include <algorithm>
#include <cmath>

namespace sn {

int SparesPolicy::sparesFor(int installed, double percent) const {
    if (installed <= 0 || !(percent > 0)) return 0;
    // 1e-9: 3 % of 100 is 3, not 4 by a rounding of the product.
    const int byShare = int(std::ceil(installed * percent / 100.0 - 1e-9));
    return std::max(floor, byShare);
}

QString SparesPolicy::problem() const {
    for (const auto& [value, name] : {std::pair{cablesPercent, "cables"}, std::pair{opticsPercent, "optics"}})
        if (!std::isfinite(value) || value < 0 || value > 100)
            return tr("The spares of %1 must be a percentage from 0 to 100, not %2.").arg(QLatin1String(name)).arg(value);
    if (floor < 0 || floor > 1000) return tr("The spares floor must be from 0 to 1000, not %1.").arg(floor);
    return {};
}

}  // namespace sn
