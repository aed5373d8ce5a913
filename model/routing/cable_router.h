#pragma once

#include "model/routing/routing_policy.h"
#include "model/routing/routing_result.h"

#include <QCoreApplication>

#include <functional>
#include <optional>
#include <vector>

namespace sn {

class Design;
class RoutingGraph;
struct Connection;
struct RouteTask;

/// Routes cables through the room (DESIGN.md "Routing", issue #4): for each
/// connection the shortest path whose every fitting keeps the cable's bend
/// radius; length = lateral runs to the rack's cable managers + vertical runs
/// + path + slack at both ends, rounded up to an orderable length; media by
/// length unless the user fixed the type; tray fill by negotiated congestion.
/// Reads the design only; the result is applied as one undo step. The same
/// design and policy always give the same result. The policy is the
/// design's own (Design::routingSettings) unless the caller overrides it.
class CableRouter {
    Q_DECLARE_TR_FUNCTIONS(CableRouter)
public:
    /// Told, between cables, how many of this negotiation round's cables are
    /// routed (done of total); returning false stops routing, and the result
    /// comes back `cancelled` and empty. Runs on the routing thread.
    using Progress = std::function<bool(int done, int total)>;

    /// Routes with the design's routing settings.
    explicit CableRouter(const Design& design);
    /// Routes with a policy of the caller's (command-line overrides, tests).
    CableRouter(const Design& design, RoutingPolicy policy);
    /// Optional; without it routing runs to the end.
    void setProgress(Progress progress) { m_progress = std::move(progress); }

    /// Every connection; connections without a cable get one.
    RoutingResult routeAll() const;
    /// Only these cables. Every other routed cable stays as it is and loads
    /// the trays it lies in, so re-routing after a move touches nothing else.
    RoutingResult route(const std::vector<CableId>& cables) const;

    /// After a move: re-routes just the cables touching these racks and devices.
    RoutingResult routeTouching(const std::vector<RackId>& racks, const std::vector<DeviceId>& devices) const {
        return route(cablesTouching(m_design, racks, devices));
    }

    /// The cables of connections ending on these devices or on devices in
    /// these racks, in document order: what a move of them re-routes.
    static std::vector<CableId> cablesTouching(const Design& design, const std::vector<RackId>& racks,
                                               const std::vector<DeviceId>& devices);

private:
    RoutingResult run(const std::optional<std::vector<CableId>>& scope) const;
    QString findingText(const RouteTask& task, const Connection& connection, const RoutingGraph& graph) const;
    std::vector<SegmentFinding> overFullSegments(const RoutingGraph& graph,
                                                 const std::vector<double>& occupancy) const;

    const Design& m_design;
    RoutingPolicy m_policy;
    Progress m_progress;
};

}  // namespace sn
