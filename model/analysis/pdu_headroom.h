#pragma once

#include "model/design/design.h"

#include <QCoreApplication>

#include <optional>

namespace sn {

/// What a rack's PDUs still carry, as the wizard sizes them (RackPower): the
/// PDUs stand in A/B pairs and either feed's PDUs carry the whole rack (2N
/// at the PDU; whether each device's PSUs on one feed carry it is
/// power.feed-loss's question), so the rack's PDUs carry half their summed
/// continuous rating.
struct PduHeadroom {
    Q_DECLARE_TR_FUNCTIONS(PduHeadroom)
public:
    double capacityW = 0;  ///< ½ Σ continuous rating of the rack's PDUs
    double loadW = 0;      ///< Σ max draw of the rack's corded devices not on a power shelf

    /// A load the PDUs feed: a device with a C20 or C14 power inlet.
    static bool corded(const DeviceType& type);
    static PduHeadroom of(const Design& design, RackId rack, std::optional<DeviceId> ignoring = std::nullopt);
    /// Placing one `type` in the rack (a move of `moving` does not count it
    /// twice): empty when its PDUs carry it, or the rack has none (nothing
    /// to overload yet); else a translated sentence naming the figures.
    static QString refusal(const Design& design, RackId rack, const DeviceType& type,
                           std::optional<DeviceId> moving = std::nullopt);
};

}  // namespace sn
