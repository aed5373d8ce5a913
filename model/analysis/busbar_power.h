#pragma once

#include "model/design/design.h"

#include <QCoreApplication>

#include <optional>
#include <vector>

namespace sn {

/// A busbar rack's DC power (Open Rack V3, the DGX GB200 rack), in one
/// place (STYLE §6a): the rack's power shelves feed its busbar in
/// parallel, and every device in the rack whose power inlet is a busbar
/// clip (blind-mate) or takes DC draws from the busbar unless it takes a
/// cord. A device with AC inlets (C14, C20) cannot: the busbar carries
/// 48 V DC, so it needs a cord to a PDU (rule power.busbar-supply). The
/// rule power.busbar-shelves checks the shelves against the load with
/// one spare, the power feeds (PowerFeeds) put each shelf's share on the
/// tap-off or PDU that feeds it, the fault analysis weighs the busbar
/// with shelves lost, and the wizard sizes the shelves with shelvesFor.
struct BusbarPower {
    Q_DECLARE_TR_FUNCTIONS(BusbarPower)
public:
    double busbarCapacityW = 0;  ///< the rack type's busbar rating; 0 = not known
    double voltageV = 0;         ///< the busbar's nominal DC voltage
    std::vector<DeviceId> shelves;  ///< the rack's power shelves, in rack order
    std::vector<DeviceId> loads;    ///< devices drawing from the busbar
    std::vector<DeviceId> acUncorded;  ///< devices with AC inlets, no cord, sitting on the DC busbar
    /// What the shelves deliver with one spare out (N+1): a rectifier of
    /// each shelf that has a spare one, and the largest shelf among those
    /// that have none.
    double capacityW = 0;
    double rawW = 0;       ///< Σ count × rating of the shelves' rectifiers
    double loadW = 0;      ///< Σ max draw of the loads (as PowerFeeds counts a load's draw)

    /// The share of the load each shelf carries: the rectifiers of all
    /// shelves share the busbar current (0 without shelves).
    double perShelfW() const { return shelves.empty() ? 0 : loadW / double(shelves.size()); }
    /// Every rectifier of one shelf, the most a live shelf gives when
    /// others are out (the average where the shelves differ).
    double rawPerShelfW() const { return shelves.empty() ? 0 : rawW / double(shelves.size()); }

    /// The busbar of the rack's type; none when the type has none or is not in the catalog.
    static const BusbarSpec* busbarOf(const Design& design, const Rack& rack);
    /// The rack's busbar power, without `ignoring` (a device being moved
    /// out); empty (no shelves, no loads) for a rack without a busbar.
    static BusbarPower of(const Design& design, RackId rack, std::optional<DeviceId> ignoring = std::nullopt);
    /// The type's power inlets are busbar clips or take DC: it can draw from a busbar.
    static bool drawsFromBusbar(const DeviceType& type);
    /// The type has power inlets and all of them are AC cords.
    static bool takesAcCords(const DeviceType& type);
    /// What one shelf delivers with its spare rectifiers out:
    /// (count − redundant) × rating (ORv3: (6 − 1) × 3 kW = 15 kW); a shelf
    /// with no spare rectifier gives all of them (GB200: 6 × 5.5 = 33 kW)
    /// and the busbar holds a spare shelf instead.
    static double shelfCapacityW(const DeviceType& shelf);
    /// Shelves of this type for `loadW` on the busbar, with one spare:
    /// ⌈load / capacity⌉ for shelves with a spare rectifier each (57.5 kW
    /// on 15 kW: 4), ⌈load / capacity⌉ + 1 for shelves without (133.5 kW
    /// on 33 kW: 5 + 1 = 6).
    static int shelvesFor(double loadW, const DeviceType& shelf);
};

}  // namespace sn
