#pragma once

#include "catalog/catalog.h"
#include "design/design_objects.h"

namespace sn {

/// A device's power supplies (issue 17): its filled PSU bays where it has
/// any, else what its catalog type states (`psu`). The one PSU capacity of
/// the program (STYLE §6a): the fault domains, the PSU-capacity rule and the
/// draw of a device whose type does not state its own (DeviceHeat) read it.
///
/// Redundancy of filled bays: the type's stated spare count where it states
/// one (HGX B200: 1 of 6), else N+N — half the PSUs spare, as the A/B feeds
/// of the power generator split them. Capacity = (count − redundant) × the
/// smallest PSU's rating: 2 × 2 700 W in 1+1 → 2 700 W. A PSU module's
/// rating is its NetBox maximum_draw (ModuleType::maxPowerW), the most the
/// device draws through it.
struct DevicePsus {
    enum class Origin { None, Type, Modules };
    Origin origin = Origin::None;
    int count = 0;
    int redundant = 0;
    double ratingW = 0;          ///< the smallest PSU's
    bool ratingUnknown = false;  ///< a filled PSU whose NetBox file gave no maximum_draw
    int needed() const { return count - redundant; }
    /// 0 when there are none or a rating is unknown.
    double capacityW() const { return ratingUnknown ? 0.0 : needed() * ratingW; }

    static DevicePsus of(const Catalog& catalog, const DeviceType& type, const Device& device);
};

}  // namespace sn
