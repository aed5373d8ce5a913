#pragma once

#include "routing/routing_result.h"

#include <QCoreApplication>

#include <vector>

namespace sn {

class Design;
class RoutingGraph;
struct RouteTask;
struct RoutingPolicy;

/// Fill of the racks' vertical cable managers (issue #4): each routed cable
/// runs in one column at each end, from its port's height to the other end's
/// height (a route between columns) or to the rack's top exit (a route over
/// the top). At every height the cables side by side must fit in the
/// column's cross-section, channel width × cable manager depth (rack
/// catalog) × the design's side-channel fill limit, as tray segments must
/// fit in theirs. Reports the columns over it, naming rack, face and side.
class SideChannelFill {
    Q_DECLARE_TR_FUNCTIONS(SideChannelFill)
public:
    static std::vector<ChannelFinding> overFull(const Design& design, const RoutingGraph& graph,
                                                const RoutingPolicy& policy, const std::vector<RouteTask>& tasks);
    /// Usable cross-section of one column of a rack (0 for a floor unit).
    static double capacityMm2(const Design& design, const RoutingGraph& graph, const RoutingPolicy& policy,
                              int rackIndex);
};

}  // namespace sn
