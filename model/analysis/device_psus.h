#pragma once

#include "model/catalog/catalog.h"
#include "model/design/design_objects.h"

namespace sn {

/// A device's power supplies: its filled PSU bays where it has
/// any, else what its catalog type states (`psu`). The one PSU capacity of
/// the program (STYLE §6a): the fault domains, the PSU-capacity rule, the
/// feed-loss rule and the draw of a device whose type does not state its
/// own (DeviceHeat) read it.
///
/// Redundancy of filled bays: the type's stated spare count where it states
/// one (HGX B200: 1 of 6), else N+N — half the PSUs spare, as the A/B feeds
/// of the power generator split them. Capacity = (count − redundant) × the
/// smallest PSU's rating: 2 × 2 700 W in 1+1 → 2 700 W. A PSU module's
/// rating is its NetBox maximum_draw (ModuleType::maxPowerW), the most the
/// device draws through it.
struct DevicePsus {
    enum class Origin { None, Type, Modules };
    /// What the device gets with some of its PSUs powered, against its maximum draw.
    struct Supply {
        enum class State { Full, Capped, Down };
        State state = State::Full;
        int live = 0;          ///< PSUs powered
        double liveW = 0;      ///< live × rating (0 when the PSUs are not known)
        double maxDrawW = 0;
        /// The share of its maximum draw it runs at: 1 full, liveW ÷ maxDrawW capped, 0 down.
        double share() const;
    };

    Origin origin = Origin::None;
    int count = 0;
    int redundant = 0;
    double ratingW = 0;          ///< the smallest PSU's
    bool ratingUnknown = false;  ///< a filled PSU whose NetBox file gave no maximum_draw
    /// What it does when its live PSUs deliver less than its maximum draw:
    /// the type's `psu.shortfall`, else Shutdown — the worst case, as a
    /// server without a power brake trips its PSUs' over-current protection.
    PsuShortfall shortfall = PsuShortfall::Shutdown;
    bool shortfallStated = false;
    QString source;  ///< the type's psu.source
    int needed() const { return count - redundant; }
    /// 0 when there are none or a rating is unknown.
    double capacityW() const { return ratingUnknown ? 0.0 : needed() * ratingW; }
    /// PSUs powered when `liveInlets` of its `inlets` power inlets are: one
    /// PSU per inlet when the counts match (an unconnected inlet's PSU is
    /// dark), else the PSUs spread evenly over the inlets, rounded down (a
    /// shelf's six rectifiers behind two inputs: three per input).
    int livePsus(int liveInlets, int inlets) const;
    /// With `live` PSUs powered: full when live × rating carries `maxDrawW`,
    /// else capped or down as `shortfall` says; down with none live. A
    /// device without known PSUs runs full on any live inlet.
    Supply supply(int live, double maxDrawW) const;

    static DevicePsus of(const Catalog& catalog, const DeviceType& type, const Device& device);
};

}  // namespace sn
