#pragma once

#include "model/catalog/catalog_entries.h"
#include "model/design/design_objects.h"
#include "model/routing/column_load.h"
#include "model/routing/path_search.h"
#include "model/routing/port_exit.h"
#include "model/routing/routing_graph.h"
#include "model/routing/routing_result.h"

#include <functional>
#include <optional>
#include <vector>

namespace sn {

/// A stretch of one graph tray (RoutingGraph::trays() index) a path lies
/// in; distances along the tray's centre line, fromMm ≤ toMm.
struct TrayStretch {
    int tray = 0;
    double fromMm = 0, toMm = 0;
};

/// One cable as routing sees it: its ends, the types it may become, and
/// after solving, what it became or why it could not be routed.
struct RouteTask {
    /// The design's cable routed again; null for a connection that has none
    /// (created()). Not a copy: at 65 536 GPUs the copies, with their old
    /// routes, were 100 MB of routing's 1.83 GB peak.
    const Cable* existing = nullptr;
    /// Made for a connection that had no cable.
    bool created() const { return !existing; }
    bool pinned = false;      ///< outside the scope: loads trays, never changes
    std::optional<PortExit> a, b;
    std::vector<const CableType*> candidates;  ///< in the order to try
    int restriction = -1;     ///< pinned: the trays it already lies in

    // Outcome of the last round.
    const CableType* chosen = nullptr;
    double routeLengthMm = 0, orderedLengthMm = 0;
    std::vector<int> trays, segments;
    std::vector<TrayStretch> runs;   ///< in path order; their trays, deduplicated in a row, are `trays`
    int columnA = -1, columnB = -1;  ///< the cable-manager columns it runs in at each end
    bool overTop = false;            ///< leaves rack A and enters rack B over their tops
    std::optional<RoutingProblem> problem;
    QString problemDetail;        ///< NoExit: why (translated)
    double problemLengthMm = 0;   ///< TooLong: the route needed
    double problemLimitM = 0;     ///< TooLong: the longest any fitting type orders
    double problemBendMm = 0;     ///< BendRadius: the smallest bend any fitting type allows

    void clearOutcome();
};

/// Negotiated-congestion routing of a set of tasks over one graph (the
/// PathFinder scheme): route every cable on the cheapest path given the
/// current fill; while a tray segment is over its limit, raise its history
/// cost, rip up the cables through over-full segments and route them again.
class RouteSolver {
public:
    RouteSolver(const Design& design, const RoutingGraph& graph, const RoutingPolicy& policy);

    /// Routes the tasks in place. Pinned tasks are laid first and stay.
    /// `progress` (optional) hears (done, total) after each cable of a round;
    /// when it returns false solving stops there and solve() returns false.
    bool solve(std::vector<RouteTask>& tasks, const std::function<bool(int done, int total)>& progress = {});

    /// Interns the set of trays a pinned cable may use.
    int restrictionOf(const std::vector<int>& trays) { return m_search.restriction(trays); }
    int rounds() const { return m_rounds; }
    int treeRuns() const { return m_search.treeRuns(); }
    const std::vector<double>& occupancy() const { return m_search.occupancy(); }

    /// π·OD²/4: the cross-section a cable takes in a tray.
    static double areaMm2(const CableType& type);

private:
    struct PathPick {
        double cost = 0, lengthMm = 0;
        double tightestBendMm = 0;  ///< smallest radius any edge of the path allows
        std::vector<int> segments, trays;
        std::vector<int> edges;  ///< the path, in order
        int sourceColumn = -1, targetColumn = -1;
        bool overTop = false;
    };
    /// True when a path found ignoring bends and fill also suits this cable:
    /// then it is the cable's cheapest path too, as its costs are never lower.
    bool suits(const PathPick& pick, const CableType& type) const;
    /// Which end columns a path may use (source column, target column, over the top).
    using ColumnFilter = std::function<bool(int sourceColumn, int targetColumn, bool overTop)>;
    std::optional<PathPick> bestPath(const RouteTask& task, int profile, const ColumnFilter& allowed = {});
    /// The tray runs of a path (its edges in order), for the pick a cable keeps.
    std::vector<TrayStretch> runsAlong(const std::vector<int>& edges) const;
    void routeOne(RouteTask& task);
    bool touchesOverFull(const RouteTask& task) const;
    /// The end columns a cable of this area takes on this path.
    ColumnLoad::Use columnUse(const RouteTask& task, int columnA, int columnB, bool overTop, double areaMm2) const;
    /// The columns of a routed task, loaded onto m_columns.
    void loadColumns(const RouteTask& task);
    /// Whether a cable of `type` gives way in these columns: they cannot
    /// take it, or they were over full and the task has a thinner type.
    bool givesWayInColumns(const RouteTask& task, const ColumnLoad::Use& use, const CableType& type) const;
    /// A routed task in a congested column whose cable is not its thinnest: worth routing again.
    bool thinnerInColumns(const RouteTask& task) const;

    const RoutingGraph& m_graph;
    const RoutingPolicy& m_policy;
    PathSearch m_search;
    ColumnLoad m_columns;
    int m_rounds = 0;
};

}  // namespace sn
