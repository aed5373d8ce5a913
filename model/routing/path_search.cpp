#include "routing/path_search.h"

#include <boost/graph/detail/d_ary_heap.hpp>

#include <algorithm>
#include <limits>
#include <unordered_map>

namespace sn {

namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();
constexpr double kAreaEpsMm2 = 1e-9;
constexpr std::size_t kNotInHeap = std::size_t(-1);

}  // namespace

/// One source's search, kept between questions. Only vertices reached get a
/// slot, so a tree costs what it explored. The loop in settleNext() is the
/// one of boost::dijkstra_shortest_paths (breadth_first_visit with a 4-ary
/// indirect heap, strict relaxation, unrelaxed vertices queued at infinity),
/// step for step, so ties between equal paths fall exactly as they did when
/// each tree ran Boost's search over the whole graph.
class PathSearch::Tree {
public:
    struct CostMap {
        using key_type = int;
        using value_type = double;
        using reference = double;
        using category = boost::readable_property_map_tag;
        const Tree* tree;
        friend double get(const CostMap& m, int v) { return m.tree->costOf(v); }
    };
    struct HeapIndexMap {
        using key_type = int;
        using value_type = std::size_t;
        using reference = std::size_t;
        using category = boost::read_write_property_map_tag;
        Tree* tree;
        friend std::size_t get(const HeapIndexMap& m, int v) { return m.tree->m_heapIndex[m.tree->slotOf(v)]; }
        friend void put(const HeapIndexMap& m, int v, std::size_t i) { m.tree->m_heapIndex[m.tree->slotOf(v)] = i; }
    };
    using Heap = boost::d_ary_heap_indirect<int, 4, HeapIndexMap, CostMap, std::less<double>>;

    Tree(int source, int profile) : source(source), profile(profile), heap(CostMap{this}, HeapIndexMap{this}) {}

    double costOf(int v) const {
        const auto it = m_slot.find(v);
        return it == m_slot.end() ? kInf : m_cost[size_t(it->second)];
    }
    int slotOf(int v) const { return m_slot.find(v)->second; }
    bool reached(int v) const { return m_slot.count(v) != 0; }
    int addSlot(int v, double cost) {
        const int slot = int(m_cost.size());
        m_slot.emplace(v, slot);
        m_cost.push_back(cost);
        m_via.push_back(-1);
        m_heapIndex.push_back(kNotInHeap);
        m_done.push_back(false);
        return slot;
    }
    void clear() {
        m_slot.clear();
        m_cost.clear();
        m_via.clear();
        m_heapIndex.clear();
        m_done.clear();
        heap = Heap(CostMap{this}, HeapIndexMap{this});
    }

    const int source, profile;
    long generation = 0;
    long round = -1;      ///< the negotiation round it was grown in
    bool stale = true;    ///< a cost it looked at has changed
    Heap heap;
    std::unordered_map<int, int> m_slot;  ///< vertex → slot, for vertices reached
    std::vector<double> m_cost;
    std::vector<int> m_via;
    std::vector<std::size_t> m_heapIndex;
    std::vector<bool> m_done;             ///< popped: cost and edge are final
};

PathSearch::PathSearch(const RoutingGraph& graph)
    : m_graph(graph), m_watchers(graph.segments().size()), m_occupancy(graph.segments().size(), 0.0),
      m_history(graph.segments().size(), 0.0) {}

PathSearch::~PathSearch() = default;

int PathSearch::profile(const PathProfile& p) {
    for (int i = 0; i < int(m_profiles.size()); ++i)
        if (m_profiles[size_t(i)].key() == p.key()) return i;
    m_profiles.push_back(p);
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
    ++m_round;  // every tree saw the old history and present factors
    for (auto& watchers : m_watchers) watchers.clear();
}

void PathSearch::occupy(const std::vector<int>& segments, double areaMm2) {
    for (int s : segments) {
        const double capacity = m_graph.segments()[size_t(s)].capacityMm2;
        const double before = m_occupancy[size_t(s)];
        const double after = before + areaMm2;
        m_occupancy[size_t(s)] = after;
        // Trees of a profile that fitted here and no longer does, and that
        // looked at this segment, are stale; the others never priced it.
        auto& watchers = m_watchers[size_t(s)];
        if (watchers.empty()) continue;
        std::vector<std::pair<Tree*, long>> keep;
        for (const auto& [tree, generation] : watchers) {
            if (tree->generation != generation || tree->stale) continue;
            const double area = m_profiles[size_t(tree->profile)].areaMm2;
            if (before + area <= capacity + kAreaEpsMm2 && after + area > capacity + kAreaEpsMm2)
                tree->stale = true;
            else
                keep.emplace_back(tree, generation);
        }
        watchers = std::move(keep);
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

void PathSearch::restart(Tree& tree) {
    tree.clear();
    ++tree.generation;
    tree.round = m_round;
    tree.stale = false;
    tree.addSlot(tree.source, 0);
    tree.heap.push(tree.source);
    ++m_treeRuns;
}

void PathSearch::settleNext(Tree& tree) {
    const int u = tree.heap.top();
    tree.heap.pop();
    const PathProfile& p = m_profiles[size_t(tree.profile)];
    const int uSlot = tree.slotOf(u);
    const double du = tree.m_cost[size_t(uSlot)];
    const auto& g = m_graph.graph();
    for (auto [e, end] = boost::out_edges(RoutingGraph::Graph::vertex_descriptor(u), g); e != end; ++e) {
        const int edge = int(boost::get(boost::edge_index, g, *e));
        const RouteEdge& re = m_graph.edges()[size_t(edge)];
        const int v = int(boost::target(*e, g));
        const auto found = tree.m_slot.find(v);
        if (found != tree.m_slot.end() && tree.m_done[size_t(found->second)]) continue;  // black target
        const double w = weight(p, re);
        // Within a round a segment's cost only rises (it fills past what one
        // more cable fits). An edge that relaxed nothing would relax nothing
        // dearer either, so only edges that queued or improved a vertex make
        // the tree depend on their segment.
        const bool watch = re.segment >= 0 && p.areaMm2 > 0;
        // closed_plus: infinity absorbs; relax only on a strict improvement.
        const double through = (du == kInf || w == kInf) ? kInf : du + w;
        if (found == tree.m_slot.end()) {  // white target: queue it, relaxed or not
            const int slot = tree.addSlot(v, kInf);
            if (through < kInf) {
                tree.m_cost[size_t(slot)] = through;
                tree.m_via[size_t(slot)] = edge;
            }
            tree.heap.push(v);
            if (watch) m_watchers[size_t(re.segment)].emplace_back(&tree, tree.generation);
        } else if (through < tree.m_cost[size_t(found->second)]) {  // grey target: decrease its key
            tree.m_cost[size_t(found->second)] = through;
            tree.m_via[size_t(found->second)] = edge;
            tree.heap.update(v);
            if (watch) m_watchers[size_t(re.segment)].emplace_back(&tree, tree.generation);
        }
    }
    tree.m_done[size_t(uSlot)] = true;
}

PathSearch::Tree& PathSearch::tree(int source, int profile) {
    std::unique_ptr<Tree>& slot = m_trees[{source, profile}];
    if (!slot) slot = std::make_unique<Tree>(source, profile);
    if (slot->stale || slot->round != m_round) restart(*slot);
    return *slot;
}

double PathSearch::cost(Tree& tree, int target) {
    while (!tree.heap.empty()) {
        if (tree.reached(target) && tree.m_done[size_t(tree.slotOf(target))]) break;
        settleNext(tree);
    }
    return tree.costOf(target);
}

int PathSearch::viaEdge(const Tree& tree, int vertex) const {
    const auto it = tree.m_slot.find(vertex);
    return it == tree.m_slot.end() ? -1 : tree.m_via[size_t(it->second)];
}

}  // namespace sn
