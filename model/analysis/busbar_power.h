#pragma once

#include "design/design.h"

#include <QCoreApplication>

#include <vector>

namespace sn {

/// A busbar rack's DC power (Open Rack V3), in one place (STYLE §6a): the
/// rack's power shelves feed its busbar in parallel, and every device in
/// the rack that takes no cord from a PDU or shelf draws from the busbar
/// by its blind-mate clip. The rule power.busbar-shelves checks the
/// shelves' capacity with their spare rectifiers out against that load,
/// the power feeds (PowerFeeds) put each shelf's share of it on the
/// tap-off or PDU that feeds the shelf, and the wizard sizes the shelves
/// with shelvesFor.
struct BusbarPower {
    Q_DECLARE_TR_FUNCTIONS(BusbarPower)
public:
    double busbarCapacityW = 0;  ///< the rack type's busbar rating; 0 = not known
    double voltageV = 0;         ///< the busbar's nominal DC voltage
    std::vector<DeviceId> shelves;  ///< the rack's power shelves, in rack order
    std::vector<DeviceId> loads;    ///< devices drawing from the busbar
    double capacityW = 0;  ///< Σ shelfCapacityW: every shelf with its spare rectifiers out (N+1)
    double rawW = 0;       ///< Σ count × rating of the shelves' rectifiers
    double loadW = 0;      ///< Σ max draw of the loads (as PowerFeeds counts a load's draw)

    /// The share of the load each shelf carries: the rectifiers of all
    /// shelves share the busbar current (0 without shelves).
    double perShelfW() const { return shelves.empty() ? 0 : loadW / double(shelves.size()); }

    /// The busbar of the rack's type; none when the type has none or is not in the catalog.
    static const BusbarSpec* busbarOf(const Design& design, const Rack& rack);
    /// The rack's busbar power; empty (no shelves, no loads) for a rack without a busbar.
    static BusbarPower of(const Design& design, RackId rack);
    /// What one shelf delivers with its redundant rectifiers out:
    /// (count − redundant) × rating (ORv3: (6 − 1) × 3 kW = 15 kW).
    static double shelfCapacityW(const DeviceType& shelf);
    /// Shelves of this type for `loadW` on the busbar, each held to
    /// shelfCapacityW: ⌈load / capacity⌉ (57.5 kW on 15 kW shelves: 4).
    static int shelvesFor(double loadW, const DeviceType& shelf);
};

}  // namespace sn
