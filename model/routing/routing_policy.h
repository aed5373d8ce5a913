#pragma once

#include "model/design/routing_settings.h"

namespace sn {

/// The installation habits routing assumes and the tuning of the
/// negotiation. The habits come from the design (RoutingSettings, saved with
/// it); the command line and callers may override them for a run.
struct RoutingPolicy {
    /// Service loop and dressing slack added at each end of every routed cable.
    double slackPerEndMm = RoutingSettings().slackPerEndMm;
    /// Least cable left over at each end beyond route and slack when ordered.
    double minSparePerEndMm = RoutingSettings().minSparePerEndMm;
    /// Height of the bottom of U1 above the floor the racks stand on; the top
    /// of the U space is the rack's top exit.
    double rackBaseMm = RoutingSettings().rackBaseMm;
    /// Width of the 19-inch panel (EIA-310, 482.6 mm) used to place a device's
    /// face inside the rack when the catalog gives no width.
    double panelWidthMm = 482.6;
    /// A tray serves a rack when its centre line passes within this plan
    /// distance of the rack's footprint.
    double dropReachMm = RoutingSettings().dropReachMm;
    /// Racks side by side with at most this gap share pass-throughs.
    double neighbourGapMm = RoutingSettings().neighbourGapMm;
    /// Share of a vertical cable manager's cross-section cables may fill.
    double sideChannelFillLimit = RoutingSettings().sideChannelFillLimit;
    /// Rounds of negotiated congestion before over-full segments are reported.
    int maxRounds = 12;
    /// Growth of a segment's history cost per round it is over full.
    double historyGain = 0.5;
    /// Present-congestion factor in the first round of re-routing; doubles
    /// every round so crowded segments become ever less attractive.
    double presentGain = 1.0;

    /// The design's settings with the default tuning.
    static RoutingPolicy of(const RoutingSettings& s) {
        RoutingPolicy p;
        p.slackPerEndMm = s.slackPerEndMm;
        p.minSparePerEndMm = s.minSparePerEndMm;
        p.rackBaseMm = s.rackBaseMm;
        p.dropReachMm = s.dropReachMm;
        p.neighbourGapMm = s.neighbourGapMm;
        p.sideChannelFillLimit = s.sideChannelFillLimit;
        return p;
    }
    /// The part of the policy a design saves.
    RoutingSettings settings() const {
        RoutingSettings s;
        s.slackPerEndMm = slackPerEndMm;
        s.minSparePerEndMm = minSparePerEndMm;
        s.rackBaseMm = rackBaseMm;
        s.dropReachMm = dropReachMm;
        s.neighbourGapMm = neighbourGapMm;
        s.sideChannelFillLimit = sideChannelFillLimit;
        return s;
    }
};

}  // namespace sn
