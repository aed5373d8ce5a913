#pragma once

#include "model/analysis/device_psus.h"
#include "model/design/design.h"

#include <optional>

namespace sn {

struct BusbarPower;

/// A device's PSUs behind its power inlets, and what it runs on when some
/// of those inlets go dark (a feed, UPS, PDU or phase lost): the one home
/// of that arithmetic (STYLE §6a), read by the blast radius and the
/// power.feed-loss rule. HGX B200: 6 × 3.3 kW on 6 inlets; with 3 live,
/// 9.9 kW of its 14.3 kW maximum → capped at 69 %, as its type states.
struct PsuLoss {
    DevicePsus psus;         ///< count 0 when neither its type nor its bays state any
    int inletPorts = 0;      ///< its power inlet ports, connected or not (a filled PSU bay's too)
    double maxDrawW = 0;     ///< its maximum draw (DeviceHeat)
    bool source = false;     ///< a PDU, UPS or power shelf: weighed at its loads, not here
    /// A device on a rack's busbar: the shelves are its supplies, each
    /// giving it its share of the busbar (what it draws of the busbar's
    /// load), so it runs while the live shelves' rectifiers carry the whole
    /// busbar load and stops below: the shelves go into current limit and
    /// the 48 V bus sags for every device on it (no busbar device in the
    /// catalog states that it caps). The rack-wide figures `faults` prints.
    struct Busbar {
        double loadW = 0;   ///< every load on the busbar, at max draw
        double shelfW = 0;  ///< all rectifiers of one shelf
    };
    std::optional<Busbar> busbar;

    static PsuLoss of(const Design& design, const Device& device);
    /// A load of `bus` (BusbarPower::loads): one supply per shelf of the rack.
    static PsuLoss onBusbar(const Design& design, const Device& device, const BusbarPower& bus);
    /// With `liveInlets` of its `connectedInlets` cabled inlets powered. A
    /// source carries on while any inlet is live; an inlet nobody cabled
    /// keeps its PSU dark.
    DevicePsus::Supply with(int liveInlets, int connectedInlets) const;
};

}  // namespace sn
