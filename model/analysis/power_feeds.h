#pragma once

#include "model/design/design.h"

#include <QString>

#include <array>
#include <functional>
#include <optional>
#include <vector>

namespace sn {

/// One connected power inlet of a load and the source outlet feeding it.
/// A source is a device whose type has a PduSpec (rack PDU, power shelf).
struct PowerFeed {
    QString inlet;
    DeviceId source;
    QString outlet;
};

/// What a source carries, with each load's draw split evenly over the
/// load's connected inlets (PSUs share current in parallel).
struct SourceLoad {
    double maxW = 0, typicalW = 0;
    std::array<double, 3> phaseMaxW{};  ///< L1, L2, L3 (outlets without a phase count on L1)
    /// Each single-phase cord's share of phaseMaxW, by phase (a 3-phase
    /// cord loads all three evenly and is not among them).
    std::array<std::vector<double>, 3> phaseCordsW;
    std::vector<DeviceId> loads;        ///< devices fed, in first-seen order, without repeats
};

class PowerFeeds {
public:
    static bool isSource(const DeviceType& type) { return type.pdu.has_value(); }
    /// Connected power inlets of `load` whose far end is a source, in port order.
    static std::vector<PowerFeed> feedsOf(const Design& design, const Device& load);
    /// Load on `source`; with `lost`, as if that source had failed and its
    /// loads' draw had moved onto their remaining feeds.
    static SourceLoad loadOf(const Design& design, const Device& source, std::optional<DeviceId> lost = std::nullopt);
    /// The same, with each load's feeds taken from `feeds` (a rule pass's
    /// cache: RuleContext::feedsOf) instead of found again.
    using FeedsOf = std::function<const std::vector<PowerFeed>&(const Device& load)>;
    static SourceLoad loadOf(const Design& design, const Device& source, std::optional<DeviceId> lost,
                             const FeedsOf& feeds);
    /// Phase index 0..2 of an outlet on L1..L3; 0 when none is stated.
    static int phaseIndex(Phase phase);
    /// The upstream feed a source hangs on ("A"). The design has no feed
    /// object: the wizard names a rack's PDUs RACK-PDU-A1, RACK-PDU-B2 and
    /// its busway tap-offs RACK-TAP-A1, RACK-TAP-B1 (wizard_racks.cpp),
    /// whose letter is the side of the room's supply
    /// (0U pairs on the left are A, on the right B; rack-mounted pairs take
    /// the same names). A source named otherwise takes A in the left side
    /// channel, B in the right; else none (empty).
    static QString feedSideOf(const Device& source);
};

}  // namespace sn
