#include "routing/path_search.h"

#include <boost/graph/dijkstra_shortest_paths.hpp>

#include <algorithm>
#include <limits>

namespace sn {

namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();
constexpr double kAreaEpsMm2 = 1e-9;

/// Records, per vertex, the edge that last improved it (so parallel edges
/// and the chosen one are told apart).
struct EdgeRecorder : boost::default_dijkstra_visitor {
    std::vector<int>* viaEdge = nullptr;
    template <class Edge, class Graph>
    void edge_relaxed(Edge e, const Graph& g) const {
        (*viaEdge)[boost::target(e, g)] = int(boost::get(boost::edge_index, g, e));
    }
};

}  // namespace

PathSearch::PathSearch(const RoutingGraph& graph)
    : m_graph(graph), m_occupancy(graph.segments().size(), 0.0), m_history(graph.segments().size(), 0.0) {}

int PathSearch::profile(const PathProfile& p) {
    for (int i = 0; i < int(m_profiles.size()); ++i)
        if (m_profiles[size_t(i)].key() == p.key()) return i;
    m_profiles.push_back(p);
    m_profileStamp.push_back(++m_clock);
    return int(m_profiles.size()) - 1;
}

int PathSearch::restriction(std::vector<int> trays) {
    std::sort(trays.begin(), trays.end());
    trays.erase(std::unique(trays.begin(), trays.end()), trays.end());
    const auto it = m_restrictionIds.find(trays);
    if (it != m_restrictionIds.end()) return it->second;
    std::vector<bool> allowed(m_graph.trays().size(), false);
    for (int t : trays)
        if (t >= 0 && t < int(allowed.size())) allowed[size_t(t)] = true;
    m_restrictions.push_back(std::move(allowed));
    const int id = int(m_restrictions.size()) - 1;
    m_restrictionIds.emplace(std::move(trays), id);
    return id;
}

void PathSearch::startRound(const std::vector<double>& baseOccupancyMm2, const std::vector<double>& history,
                            double present) {
    m_occupancy = baseOccupancyMm2;
    m_history = history;
    m_present = present;
    ++m_clock;
    for (long& stamp : m_profileStamp) stamp = m_clock;
}

void PathSearch::occupy(const std::vector<int>& segments, double areaMm2) {
    for (int s : segments) {
        const double capacity = m_graph.segments()[size_t(s)].capacityMm2;
        const double before = m_occupancy[size_t(s)];
        const double after = before + areaMm2;
        m_occupancy[size_t(s)] = after;
        // Trees of a profile that fitted here and no longer does are stale.
        for (size_t p = 0; p < m_profiles.size(); ++p) {
            const double area = m_profiles[p].areaMm2;
            if (area > 0 && before + area <= capacity + kAreaEpsMm2 && after + area > capacity + kAreaEpsMm2)
                m_profileStamp[p] = ++m_clock;
        }
    }
}

double PathSearch::weight(const PathProfile& p, const RouteEdge& e) const {
    if (e.radiusMm + 1e-9 < p.bendMm) return kInf;
    if (p.restriction >= 0 && e.trayA >= 0) {
        const std::vector<bool>& allowed = m_restrictions[size_t(p.restriction)];
        if (!allowed[size_t(e.trayA)] || (e.trayB >= 0 && !allowed[size_t(e.trayB)])) return kInf;
    }
    if (e.segment < 0) return e.lengthMm;
    double cost = e.lengthMm * (1 + m_history[size_t(e.segment)]);
    const double capacity = m_graph.segments()[size_t(e.segment)].capacityMm2;
    if (p.areaMm2 > 0 && m_occupancy[size_t(e.segment)] + p.areaMm2 > capacity + kAreaEpsMm2)
        cost *= 1 + m_present;
    return cost;
}

void PathSearch::compute(int source, int profile, Tree& tree) {
    const PathProfile& p = m_profiles[size_t(profile)];
    const auto& edges = m_graph.edges();
    std::vector<double> weights(edges.size());
    for (size_t i = 0; i < edges.size(); ++i) weights[i] = weight(p, edges[i]);
    const int n = m_graph.vertexCount();
    tree.cost.assign(size_t(n), kInf);
    tree.viaEdge.assign(size_t(n), -1);
    std::vector<RoutingGraph::Graph::vertex_descriptor> predecessor(static_cast<size_t>(n));
    EdgeRecorder recorder;
    recorder.viaEdge = &tree.viaEdge;
    const auto& g = m_graph.graph();
    boost::dijkstra_shortest_paths(
        g, RoutingGraph::Graph::vertex_descriptor(source),
        boost::weight_map(boost::make_iterator_property_map(weights.begin(), boost::get(boost::edge_index, g)))
            .distance_map(boost::make_iterator_property_map(tree.cost.begin(), boost::get(boost::vertex_index, g)))
            .predecessor_map(
                boost::make_iterator_property_map(predecessor.begin(), boost::get(boost::vertex_index, g)))
            .distance_inf(kInf)
            .visitor(recorder));
    tree.stamp = m_profileStamp[size_t(profile)];
    ++m_treeRuns;
}

const PathSearch::Tree& PathSearch::tree(int source, int profile) {
    std::unique_ptr<Tree>& slot = m_trees[{source, profile}];
    if (!slot) slot = std::make_unique<Tree>();
    if (slot->stamp != m_profileStamp[size_t(profile)]) compute(source, profile, *slot);
    return *slot;
}

}  // namespace sn
