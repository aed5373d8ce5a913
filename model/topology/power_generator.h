#pragma once

#include "model/topology/rack_power.h"
#include "model/topology/topology_builder.h"

#include <QCoreApplication>

#include <vector>

namespace sn {

/// Feeds devices' power inlets from a rack's PDUs (or power shelves).
class PowerGenerator {
    Q_DECLARE_TR_FUNCTIONS(PowerGenerator)
public:
    /// A device's inlets alternate between feed A and feed B, so each feed
    /// carries half its PSUs (all on A when there is no B). Inside a feed an
    /// inlet goes to the PDU with the least load so far, on its least-loaded
    /// phase, which keeps the phases balanced. Load per inlet = the device's
    /// max power shared by its inlets. Throws UserError when a feed has no
    /// free outlet of the right kind.
    static void connect(TopologyBuilder& builder, const std::vector<DeviceId>& loads,
                        const std::vector<DeviceId>& feedA, const std::vector<DeviceId>& feedB);
    /// Cables each power inlet of `loads` to the PDU and phase `plan` gives
    /// it (RackPower::assign, made for these loads' types in this order);
    /// `pdus` are the placed PDUs by plan index 2·pair + feed.
    static void connectPlanned(TopologyBuilder& builder, const std::vector<DeviceId>& loads,
                               const RackPower& plan, const std::vector<DeviceId>& pdus);
};

}  // namespace sn
