#pragma once

#include "model/routing/rack_frame.h"
#include "model/routing/routing_result.h"

#include <QCoreApplication>

#include <algorithm>

#include <optional>
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
///
/// Routing counts its own result; the side-channel rule counts the routes
/// the design has recorded (RouteRecord), so `validate` sees the same
/// columns `route` reported.
class SideChannelFill {
    Q_DECLARE_TR_FUNCTIONS(SideChannelFill)
public:
    /// One routed cable's use of the columns at its two ends.
    struct Use {
        RackId rackA = RackId::create(), rackB = RackId::create();  ///< frames' rack ids (PortExit::rack)
        double zA = 0, zB = 0;
        int columnA = -1, columnB = -1;
        bool overTop = false;
        double areaMm2 = 0;
    };

    /// The columns over the limit, frames in order (racks in document order,
    /// floor units after), then face and side.
    static std::vector<ChannelFinding> overFull(const Design& design, const std::vector<RackFrame>& frames,
                                                const RoutingPolicy& policy, const std::vector<Use>& uses);
    /// Of a routing run's tasks.
    static std::vector<ChannelFinding> overFull(const Design& design, const RoutingGraph& graph,
                                                const RoutingPolicy& policy, const std::vector<RouteTask>& tasks);
    /// One cable's vertical run in a column.
    struct Run {
        double lowMm, highMm, areaMm2;
    };

    /// Of the routes recorded in the design, at its ends' present heights.
    static std::vector<ChannelFinding> ofRecordedRoutes(const Design& design, const RoutingPolicy& policy);
    /// The same for one rack's columns, from the cables of `devices` (the
    /// rack's): what ofRecordedRoutes finds for this rack, in the same order.
    static std::vector<ChannelFinding> ofRecordedRoutesAt(const Design& design, const Rack& rack,
                                                          const std::vector<const Device*>& devices,
                                                          const RoutingPolicy& policy);
    /// A recorded route's use of its end columns; none for a cable without
    /// a usable record, cable type or port exits.
    static std::optional<Use> recordedUse(const Design& design, const Cable& cable,
                                          const RoutingPolicy& policy);
    /// The same with the cable's connection already found (nullptr: none).
    static std::optional<Use> recordedUse(const Design& design, const Cable& cable, const Connection* connection,
                                          const RoutingPolicy& policy);
    /// Calls put(end, column, run) for each vertical run a cable makes: end 0
    /// in its A end's frame, end 1 in its B end's (topA, topB: their top exits).
    template <class Put>
    static void runsOf(const Use& use, bool sameFrame, double topAmm, double topBmm, Put&& put) {
        if (use.overTop) {
            put(0, use.columnA, Run{use.zA, topAmm, use.areaMm2});
            put(1, use.columnB, Run{use.zB, topBmm, use.areaMm2});
            return;
        }
        // Between columns the vertical run |zA − zB| may lie in either end's
        // column: count it in both (once when both ends share one column).
        const Run run{std::min(use.zA, use.zB), std::max(use.zA, use.zB), use.areaMm2};
        put(0, use.columnA, run);
        if (!sameFrame || use.columnB != use.columnA) put(1, use.columnB, run);
    }
    /// Usable cross-section of one column of a rack (0 for a floor unit).
    static double capacityMm2(const Design& design, const RackFrame& frame, const RoutingPolicy& policy);

private:
    /// The finding for one column if its fullest height is over capacity.
    static std::optional<ChannelFinding> overFullColumn(const Design& design, const RackFrame& frame,
                                                        int column, const std::vector<Run>& runs,
                                                        const RoutingPolicy& policy);
};

}  // namespace sn
