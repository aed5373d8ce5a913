#pragma once

#include "routing/routing_graph.h"

#include <map>
#include <memory>
#include <tuple>
#include <vector>

namespace sn {

/// What a cable asks of the graph: its minimum bend radius, its cross-section
/// for tray fill and, for a cable pinned to its existing route, the trays it
/// may use (-1: any).
struct PathProfile {
    double bendMm = 0;
    double areaMm2 = 0;
    int restriction = -1;
    auto key() const { return std::tie(bendMm, areaMm2, restriction); }
};

/// Shortest-path trees over a RoutingGraph (Boost dijkstra_shortest_paths),
/// shared by every cable that leaves the same column with the same profile.
/// A tree stays valid until the costs it saw change: a new round of
/// negotiation, or a tray segment filling past what one more cable of that
/// profile fits. Tray segments cost length × (1 + history) and, when the
/// cable would push the segment over its fill limit, × (1 + present).
class PathSearch {
public:
    struct Tree {
        std::vector<double> cost;   ///< per vertex; infinity when unreachable
        std::vector<int> viaEdge;   ///< per vertex, the edge it was reached by (-1 at the source)
        long stamp = -1;
    };

    explicit PathSearch(const RoutingGraph& graph);

    int profile(const PathProfile& p);
    /// Interns a set of allowed tray indices; returns the restriction id.
    int restriction(std::vector<int> trays);
    const Tree& tree(int source, int profile);

    /// Starts a negotiation round: occupancy back to `base`, new cost factors.
    void startRound(const std::vector<double>& baseOccupancyMm2, const std::vector<double>& history, double present);
    /// A cable of `areaMm2` now lies on these segments.
    void occupy(const std::vector<int>& segments, double areaMm2);
    const std::vector<double>& occupancy() const { return m_occupancy; }
    int treeRuns() const { return m_treeRuns; }

private:
    double weight(const PathProfile& p, const RouteEdge& e) const;
    void compute(int source, int profile, Tree& tree);

    const RoutingGraph& m_graph;
    std::vector<PathProfile> m_profiles;
    std::vector<long> m_profileStamp;  ///< bumps when a profile's costs change
    std::vector<std::vector<bool>> m_restrictions;
    std::map<std::vector<int>, int> m_restrictionIds;
    std::map<std::pair<int, int>, std::unique_ptr<Tree>> m_trees;
    std::vector<double> m_occupancy, m_history;
    double m_present = 0;
    long m_clock = 0;
    int m_treeRuns = 0;
};

}  // namespace sn
