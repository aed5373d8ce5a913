#pragma once

namespace sn {

/// The installation habits routing assumes. Defaults are documented choices,
/// not datasheet values; the command line and callers may override them.
struct RoutingPolicy {
    /// Service loop and dressing slack added at each end of every routed cable.
    /// 0.3 m per end is the allowance issue #4 proposes.
    double slackPerEndMm = 300;
    /// Height of the bottom of U1 above the floor the racks stand on (plinth
    /// and castors of a standard cabinet); the top of the U space is the
    /// rack's top exit.
    double rackBaseMm = 100;
    /// Width of the 19-inch panel (EIA-310, 482.6 mm) used to place a device's
    /// face inside the rack when the catalog gives no width.
    double panelWidthMm = 482.6;
    /// A tray serves a rack when its centre line passes within this plan
    /// distance of the rack's footprint: over the rack or over half of a
    /// 1200 mm aisle beside it.
    double dropReachMm = 600;
    /// Racks side by side with at most this gap share pass-throughs.
    double neighbourGapMm = 50;
    /// Rounds of negotiated congestion before over-full segments are reported.
    int maxRounds = 12;
    /// Growth of a segment's history cost per round it is over full.
    double historyGain = 0.5;
    /// Present-congestion factor in the first round of re-routing; doubles
    /// every round so crowded segments become ever less attractive.
    double presentGain = 1.0;
};

}  // namespace sn
