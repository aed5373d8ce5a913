#pragma once

#include <QCoreApplication>
#include <QString>

namespace sn {

/// How this design's cables are routed: the installation habits the router
/// assumes (DESIGN.md "Routing", issue #4). Saved with the design, edited
/// through EditRoutingCommand. The defaults are documented choices, not
/// datasheet values (model/io/README.md lists them); the fill limit of each
/// tray is the tray's own (Tray::fillLimit).
struct RoutingSettings {
    Q_DECLARE_TR_FUNCTIONS(RoutingSettings)
public:
    /// Service loop and dressing slack added at each end of every routed
    /// cable: 0.3 m per end, the allowance issue #4 proposes.
    double slackPerEndMm = 300;
    /// The least cable an ordered length must leave over at each end beyond
    /// the route and its slack; a route that leaves less is ordered one
    /// length up. 100 mm is our choice, not a standard: the route runs on
    /// tray and manager centre lines, the crew's pull does not, and a cable
    /// that ends 5 cm short of the port's dressing is re-ordered on site.
    double minSparePerEndMm = 100;
    /// Height of the bottom of U1 above the floor the racks stand on (plinth
    /// and castors of a standard cabinet).
    double rackBaseMm = 100;
    /// A tray serves a rack when its centre line passes within this plan
    /// distance of the rack's footprint: over the rack or over half of a
    /// 1200 mm aisle beside it.
    double dropReachMm = 600;
    /// Racks side by side with at most this gap share pass-throughs.
    double neighbourGapMm = 50;
    /// Share of a rack's vertical cable manager cross-section cables may
    /// fill; the same 50 % default as a tray's fill limit (DESIGN.md).
    double sideChannelFillLimit = 0.5;

    bool operator==(const RoutingSettings&) const = default;

    /// Why these settings cannot be used (translated), or empty when they can.
    QString problem() const;
};

}  // namespace sn
