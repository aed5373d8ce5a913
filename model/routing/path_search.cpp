#include "model/routing/path_search.h"

#include "model/core/free_pages.h"

#include <boost/graph/detail/d_ary_heap.hpp>

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdint>
#include <limits>

namespace sn {

namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();
/// What an edge's length may fall short of its ends' plan distance by (see
/// overTopBound): rounding, not geometry.
constexpr double kPlanSlackMm = 1e-6;
constexpr double kAreaEpsMm2 = 1e-9;
constexpr std::size_t kNotInHeap = std::size_t(-1);
constexpr std::uint32_t kNotInHeap32 = std::uint32_t(-1);
/// A tree node's heap index once it is popped for good: its cost and edge
/// are final (a flag of its own made the node 40 bytes instead of 32, and
/// the trees' nodes are the largest part of routing 65 536 GPUs).
constexpr std::uint32_t kDone32 = std::uint32_t(-2);

/// Vertex → slot of the vertices a tree reached: open addressing with linear
/// probing over a power-of-two table. std::unordered_map<int, int> here
/// (a node per vertex, a modulo per probe) was the largest single cost of
/// routing 16 384 GPUs (model/routing/README.md "Search trees").
class SlotMap {
public:
    /// The vertex's slot, or -1 when the tree has not reached it.
    int find(int vertex) const {
        if (m_entries.empty()) return -1;
        for (std::size_t i = home(vertex);; i = (i + 1) & m_mask) {
            if (m_entries[i].vertex == vertex) return m_entries[i].slot;
            if (m_entries[i].vertex < 0) return -1;
        }
    }
    /// `vertex` (≥ 0) must not be in the map yet.
    void insert(int vertex, int slot) {
        // At most two thirds full: at half, the trees' maps were 216 MB of
        // routing 65 536 GPUs; probes stay as short in the routing time.
        if (3 * (m_size + 1) > 2 * m_entries.size()) grow();
        std::size_t i = home(vertex);
        while (m_entries[i].vertex >= 0) i = (i + 1) & m_mask;
        m_entries[i] = {vertex, slot};
        ++m_size;
    }
    void clear() {
        m_entries.clear();
        m_size = 0;
        m_mask = 0;
        m_shift = 64;
    }

private:
    /// Fibonacci hashing: the top bits of vertex × 2^64/φ.
    std::size_t home(int vertex) const {
        return std::size_t((std::uint64_t(unsigned(vertex)) * 0x9E3779B97F4A7C15ull) >> m_shift);
    }
    void grow() {
        const std::size_t capacity = m_entries.empty() ? 16 : 2 * m_entries.size();
        std::vector<Entry> entries(capacity);
        entries.swap(m_entries);
        m_mask = capacity - 1;
        m_shift = 64 - std::countr_zero(capacity);
        m_size = 0;
        for (const Entry& e : entries)
            if (e.vertex >= 0) insert(e.vertex, e.slot);
    }

    /// Key and value side by side: a probe reads one cache line.
    struct Entry {
        int vertex = -1;  ///< -1: empty
        int slot = 0;
    };
    std::vector<Entry> m_entries;
    std::size_t m_size = 0, m_mask = 0;
    int m_shift = 64;
};

}  // namespace

/// One source's search, kept between questions. Only vertices reached get a
/// slot, so a tree costs what it explored. The loop in settleNext() is the
/// one of boost::dijkstra_shortest_paths (breadth_first_visit with a 4-ary
/// indirect heap, strict relaxation, unrelaxed vertices queued at infinity),
/// step for step, except that the heap orders by cost + bound (A*); with a
/// consistent bound a vertex's cost is final when it leaves the heap, as in
/// Dijkstra's search. The heap holds slots, not vertices: the same pushes,
/// pops and updates with the same keys, so the same order, but its key and
/// index look-ups are array reads instead of a hash probe each (they were
/// most of the search's time at 16 384 GPUs, README "Search trees").
class PathSearch::Tree {
public:
    struct CostMap {
        using key_type = int;
        using value_type = double;
        using reference = double;
        using category = boost::readable_property_map_tag;
        const Tree* tree;
        /// Heap key: cost so far plus the lower bound of the rest.
        friend double get(const CostMap& m, int slot) {
            const Node& n = m.tree->nodes[size_t(slot)];
            return n.cost + n.bound;
        }
    };
    struct HeapIndexMap {
        using key_type = int;
        using value_type = std::size_t;
        using reference = std::size_t;
        using category = boost::read_write_property_map_tag;
        Tree* tree;
        friend std::size_t get(const HeapIndexMap& m, int slot) {
            const std::uint32_t i = m.tree->nodes[size_t(slot)].heapIndex;
            return i == kNotInHeap32 || i == kDone32 ? kNotInHeap : i;
        }
        friend void put(const HeapIndexMap& m, int slot, std::size_t i) {
            m.tree->nodes[size_t(slot)].heapIndex = i == kNotInHeap ? kNotInHeap32 : std::uint32_t(i);
        }
    };
    using Heap = boost::d_ary_heap_indirect<int, 4, HeapIndexMap, CostMap, std::less<double>>;

    Tree(int source, int profile) : source(source), profile(profile), heap(CostMap{this}, HeapIndexMap{this}) {}

    /// A vertex the tree reached, in one record (one allocation per vertex
    /// added, one cache line per look-up).
    struct Node {
        double cost = kInf;
        double bound = 0;  ///< lower bound of the cost on to the goal
        int vertex = 0;
        int via = -1;      ///< the edge the cheapest path arrives by
        int viaSlot = -1;  ///< the slot of that edge's tail
        std::uint32_t heapIndex = kNotInHeap32;  ///< kDone32 once popped: cost and edge are final
        bool done() const { return heapIndex == kDone32; }
    };
    static_assert(sizeof(Node) == 32, "a tree holds a node per vertex it reached: keep it at 32 bytes");

    double costOf(int v) const {
        const int slot = reachedAt.find(v);
        return slot < 0 ? kInf : nodes[size_t(slot)].cost;
    }
    int slotOf(int v) const { return reachedAt.find(v); }
    int addSlot(int v, double cost, double bound) {
        const int slot = int(nodes.size());
        reachedAt.insert(v, slot);
        nodes.push_back({cost, bound, v, -1, -1, kNotInHeap32});
        return slot;
    }
    void clear() {
        reachedAt.clear();
        nodes.clear();
        heap = Heap(CostMap{this}, HeapIndexMap{this});
    }
    /// Gives back everything the tree holds; asked again, it starts again.
    void release() {
        reachedAt = SlotMap();
        decltype(nodes)().swap(nodes);
        heap = Heap(CostMap{this}, HeapIndexMap{this});
        ++generation;  // the watchers' entries for it no longer count
        stale = true;
    }

    const int source, profile;
    /// The bay group every target of the tree lies in (RoutingGraph::bayGroup).
    int targetGroup = -1;
    bool inColumns = false;  ///< it never climbs (PathSearch::kInColumns)
    long generation = 0;
    long lastUse = 0;     ///< PathSearch's count of trees asked when tree() last returned it
    long round = -1;      ///< the negotiation round it was grown in
    bool stale = true;    ///< a cost it looked at has changed
    /// Per vertex, the shortest plain length on to the goal's columns (the
    /// bound): those of one rack, or of every rack of the source's run.
    BackwardLengths* lengthTo = nullptr;
    Heap heap;              ///< of slots
    SlotMap reachedAt;      ///< vertex → slot, for vertices reached
    std::vector<Node> nodes;  ///< per slot
};

PathSearch::PathSearch(const RoutingGraph& graph)
    : m_graph(graph), m_watchers(graph.segments().size()), m_occupancy(graph.segments().size(), 0.0),
      m_history(graph.segments().size(), 0.0) {
    const size_t vertices = size_t(graph.vertexCount()), edges = graph.edges().size();
    const auto& g = graph.graph();
    m_outBegin.reserve(vertices + 1);
    m_outEdge.reserve(edges);
    m_outTarget.reserve(edges);
    for (size_t v = 0; v < vertices; ++v) {
        m_outBegin.push_back(int(m_outEdge.size()));
        for (auto [e, end] = boost::out_edges(RoutingGraph::Graph::vertex_descriptor(v), g); e != end; ++e) {
            m_outEdge.push_back(int(boost::get(boost::edge_index, g, *e)));
            m_outTarget.push_back(int(boost::target(*e, g)));
        }
    }
    m_outBegin.push_back(int(m_outEdge.size()));
    // Edges into each vertex, in edge order (a counting sort by head).
    m_in = InEdges::of(graph.vertexCount(), graph.edges(),
                       [](const RouteEdge& e) { return std::tuple{e.from, e.to, e.lengthMm}; });

    // One pass over the edges for the runs' tops and the plan ratio.
    // Climbs and descents weigh a rack's top height and stand still on the
    // plan: per bayed run (its group) the least and greatest of them, and
    // each up column's climb. Every other edge covers its ends' plan
    // distance within kPlanSlackMm (a vertex merged onto another's station
    // lies a rounding error apart) times κ: an edge shorter than its ends
    // lie apart (a zero-length fitting or junction between vertices merged a
    // millimetre apart, a pass-through between racks offset across the row)
    // lowers κ for every path, down to 0, which leaves overTopBound() the
    // climb and descent alone: weaker, never wrong.
    const int racks = int(graph.frames().size());
    std::vector<double> highestTop(size_t(racks), -kInf);
    m_lowestTop.assign(size_t(racks), kInf);
    m_climb.assign(vertices, -1);
    for (int e = 0; e < int(edges); ++e) {
        const RouteEdge& edge = graph.edges()[size_t(e)];
        if (edge.kind == RouteEdgeKind::Climb || edge.kind == RouteEdgeKind::Descend) {
            const int group = graph.bayGroup(edge.from / RoutingGraph::kVerticesPerRack);
            m_lowestTop[size_t(group)] = std::min(m_lowestTop[size_t(group)], edge.lengthMm);
            highestTop[size_t(group)] = std::max(highestTop[size_t(group)], edge.lengthMm);
            if (edge.kind == RouteEdgeKind::Climb) m_climb[size_t(edge.from)] = e;
            continue;
        }
        const QPointF apart = graph.planMm(edge.to) - graph.planMm(edge.from);
        const double planMm = std::hypot(apart.x(), apart.y());
        if (planMm > kPlanSlackMm)
            m_planRatio = std::min(m_planRatio, std::max(0.0, edge.lengthMm + kPlanSlackMm) / planMm);
    }
    // A shortest path visits a vertex at most once, so it has fewer edges
    // than there are vertices, each short of κ × its plan distance by at most
    // the slack; and a hair under, so rounding in a path's sum never puts it
    // below the bound.
    m_planRatio *= 1 - 1e-9;
    m_planSlackMm = kPlanSlackMm * double(vertices);
    // The up columns of runs whose tops are all at one height are leaves of
    // a plain search backwards (see m_climb).
    auto leafUp = [&](int v) {
        if (v >= racks * RoutingGraph::kVerticesPerRack
            || v % RoutingGraph::kVerticesPerRack / 4 != int(RoutingGraph::Layer::Up))
            return false;
        const int group = graph.bayGroup(v / RoutingGraph::kVerticesPerRack);
        return m_lowestTop[size_t(group)] == highestTop[size_t(group)];
    };
    for (size_t v = 0; v < vertices; ++v)
        if (!leafUp(int(v))) m_climb[v] = -1;
    m_inPlain = m_in.filtered([&](int from, int to) { return !leafUp(from) && !leafUp(to); });
}

double PathSearch::overTopBound(int source, int target) const {
    const int rackA = source / RoutingGraph::kVerticesPerRack, rackB = target / RoutingGraph::kVerticesPerRack;
    const QPointF apart = m_graph.planMm(target) - m_graph.planMm(source);
    return m_lowestTop[size_t(m_graph.bayGroup(rackA))] + m_lowestTop[size_t(m_graph.bayGroup(rackB))]
           + std::max(0.0, m_planRatio * std::hypot(apart.x(), apart.y()) - m_planSlackMm);
}

PathSearch::~PathSearch() = default;

int PathSearch::profile(const PathProfile& p) {
    for (int i = 0; i < int(m_profiles.size()); ++i)
        if (m_profiles[size_t(i)].key() == p.key()) return i;
    m_profiles.push_back(p);
    if (p.areaMm2 > 0) {
        const auto at = std::lower_bound(m_profileAreas.begin(), m_profileAreas.end(), p.areaMm2);
        if (at == m_profileAreas.end() || *at != p.areaMm2) m_profileAreas.insert(at, p.areaMm2);
    }
    return int(m_profiles.size()) - 1;
}

bool PathSearch::crossesAFitLimit(double capacity, double before, double after) const {
    // A profile of area a fitted before and no longer does when
    // before + a <= capacity + ε < after + a: a in (capacity + ε − after,
    // capacity + ε − before]; widened by a rounding margin, as occupy()
    // then decides each watcher by the sums themselves.
    constexpr double kMarginMm2 = 1e-6;
    const double limit = capacity + kAreaEpsMm2;
    const auto first = std::upper_bound(m_profileAreas.begin(), m_profileAreas.end(), limit - after - kMarginMm2);
    return first != m_profileAreas.end() && *first <= limit - before + kMarginMm2;
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
    m_noHistory = std::all_of(history.begin(), history.end(), [](double h) { return h == 0; });
    // Plain costs (the searches back from each target vertex) serve only
    // while no segment has a history: from then on they are never asked.
    if (!m_noHistory) {
        decltype(m_lengthToVertex)().swap(m_lengthToVertex);
        m_vertexSearchOrder.clear();
    }
    ++m_round;  // every tree saw the old history and present factors
    // Every tree would start again when asked (its costs are the old
    // round's): drop them, so that the trees no cable of this round asks for
    // hold no memory while the new round grows its own. At 65 536 GPUs the
    // first round's trees were kept through the next two.
    m_trees.clear();
    m_treeNodes = 0;
    for (auto& watchers : m_watchers) watchers = {};
}

void PathSearch::trimTrees() {
    if (m_treeNodes <= m_treeNodeBudget) return;
    // The least recently asked first, down to half the budget: a batch now
    // and then instead of a drop per tree.
    std::vector<Tree*> held;
    for (auto& entry : m_trees)
        if (!entry.second->nodes.empty()) held.push_back(entry.second.get());
    std::sort(held.begin(), held.end(), [](const Tree* a, const Tree* b) { return a->lastUse < b->lastUse; });
    for (Tree* tree : held) {
        if (m_treeNodes <= m_treeNodeBudget / 2) break;
        m_treeNodes -= tree->nodes.size();
        tree->release();
    }
}

std::size_t PathSearch::searchBytes() const {
    std::size_t bytes = 0;
    for (const auto& entry : m_trees) bytes += entry.second->nodes.capacity() * sizeof(Tree::Node);
    const std::size_t perSearch = 16 * std::size_t(m_graph.vertexCount());  // BackwardLengths' arrays
    return bytes + (m_lengthTo.size() + m_lengthToRun.size() + m_vertexSearchOrder.size()) * perSearch;
}

void PathSearch::releaseSearches() {
    // Handing pages back walks every free block and costs faults when they
    // are used again: worth it only after a large solve, not after the
    // editor's re-route of one moved rack.
    const bool large = searchBytes() >= kReturnPagesAfterBytes;
    m_trees.clear();
    m_treeNodes = 0;
    for (auto& watchers : m_watchers) watchers = {};
    m_lengthTo.clear();
    m_lengthToRun.clear();
    decltype(m_lengthToVertex)().swap(m_lengthToVertex);
    m_vertexSearchOrder.clear();
    // At 65 536 GPUs the searches were 600 MB among the routes' own blocks;
    // kept resident, the result built next peaked 330 MB above the solve.
    if (large) returnFreedPages();
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
        if (watchers.empty() || !crossesAFitLimit(capacity, before, after)) continue;
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
    m_treeNodes -= tree.nodes.size();
    tree.clear();
    ++tree.generation;
    tree.round = m_round;
    tree.stale = false;
    tree.addSlot(tree.source, 0, bound(tree, tree.source));
    ++m_treeNodes;
    tree.heap.push(0);  // the source's slot
    ++m_treeRuns;
}

bool PathSearch::deadEnd(const Tree& tree, int vertex) const {
    // A "down" column leads only to the down columns of its own bayed run
    // (descents end there; in-rack and pass-through edges stay in the
    // layer and the run): one of another run than the targets' reaches no
    // target, whatever the costs. Skipping it changes no cost or path that
    // ends at a target, and spares a plain tree the down columns of every
    // rack the trays reach (a sixth of its vertices at 16 384 GPUs).
    const int rack = vertex / RoutingGraph::kVerticesPerRack;
    if (rack >= int(m_graph.frames().size())) return false;  // a tray vertex
    return vertex % RoutingGraph::kVerticesPerRack / 4 == int(RoutingGraph::Layer::Down)
           && m_graph.bayGroup(rack) != tree.targetGroup;
}

void PathSearch::watch(int segment, Tree& tree) {
    // Once per tree and segment in a row: a tree relaxes edges of one
    // segment over and over, and occupy() walks every entry.
    auto& watchers = m_watchers[size_t(segment)];
    if (watchers.empty() || watchers.back() != std::pair{&tree, tree.generation})
        watchers.emplace_back(&tree, tree.generation);
}

int PathSearch::settleNext(Tree& tree) {
    const int uSlot = tree.heap.top();
    tree.heap.pop();
    const PathProfile& p = m_profiles[size_t(tree.profile)];
    const int u = tree.nodes[size_t(uSlot)].vertex;
    const double du = tree.nodes[size_t(uSlot)].cost;
    for (int i = m_outBegin[size_t(u)], end = m_outBegin[size_t(u) + 1]; i < end; ++i) {
        const int edge = m_outEdge[size_t(i)];
        const RouteEdge& re = m_graph.edges()[size_t(edge)];
        if (tree.inColumns && re.kind == RouteEdgeKind::Climb) continue;
        const int v = m_outTarget[size_t(i)];
        const int found = tree.reachedAt.find(v);
        if (found >= 0 && tree.nodes[size_t(found)].done()) continue;  // black target
        const double w = weight(p, re);
        // Within a round a segment's cost only rises (it fills past what one
        // more cable fits). An edge that relaxed nothing would relax nothing
        // dearer either, so only edges that queued or improved a vertex make
        // the tree depend on their segment.
        const bool watched = re.segment >= 0 && p.areaMm2 > 0;
        // closed_plus: infinity absorbs; relax only on a strict improvement.
        const double through = (du == kInf || w == kInf) ? kInf : du + w;
        if (found < 0) {  // white target: queue it, relaxed or not
            if (deadEnd(tree, v)) continue;
            const double rest = bound(tree, v);
            if (rest == kInf) continue;  // no way on to the goal rack from there
            const int slot = tree.addSlot(v, kInf, rest);
            ++m_treeNodes;
            if (through < kInf) {
                tree.nodes[size_t(slot)].cost = through;
                tree.nodes[size_t(slot)].via = edge;
                tree.nodes[size_t(slot)].viaSlot = uSlot;
            }
            tree.heap.push(slot);
            if (watched) watch(re.segment, tree);
            continue;
        }
        PathSearch::Tree::Node& grey = tree.nodes[size_t(found)];
        if (through < grey.cost) {  // grey target: decrease its key
            grey.cost = through;
            grey.via = edge;
            grey.viaSlot = uSlot;
            tree.heap.update(found);
            if (watched) watch(re.segment, tree);
        } else if (through < kInf && through == grey.cost
                   && du < tree.nodes[size_t(grey.viaSlot)].cost) {
            // An equal path: Dijkstra's search (cost order) would have kept the
            // one through the cheaper predecessor, as it settles that one
            // first; A* may settle them the other way round. Keep Dijkstra's
            // choice, so routes stay the same as without the bound.
            grey.via = edge;
            grey.viaSlot = uSlot;
            if (watched) watch(re.segment, tree);
        }
    }
    tree.nodes[size_t(uSlot)].heapIndex = kDone32;
    return u;
}

PathSearch::Tree& PathSearch::tree(int source, int profile, int goalRack) {
    std::unique_ptr<Tree>& slot = m_trees[{source, profile, goalRack}];
    if (!slot) {
        slot = std::make_unique<Tree>(source, profile);
        // Along the up columns every vertex is one of the run's own, its
        // bound 0: no bound to look up.
        if (goalRack != kInColumns)
            slot->lengthTo = goalRack >= 0 ? &lengthTo(goalRack)
                                           : &lengthToRun(m_graph.bayGroup(source / RoutingGraph::kVerticesPerRack));
        // A plain tree answers for racks in the source's bayed run only
        // (RouteSolver asks an aimed tree for any other).
        slot->targetGroup = m_graph.bayGroup(goalRack >= 0 ? goalRack : source / RoutingGraph::kVerticesPerRack);
        slot->inColumns = goalRack == kInColumns;
    }
    slot->lastUse = ++m_treesAsked;
    if (slot->stale || slot->round != m_round) restart(*slot);
    return *slot;
}

double PathSearch::bound(const Tree& tree, int vertex) const {
    if (!tree.lengthTo) return 0;
    // A hair under the length, so rounding in the sums never makes the bound
    // exceed a path's cost, and of two vertices on one cheapest path the
    // nearer to the source always leaves the heap first (as in Dijkstra's).
    return tree.lengthTo->at(vertex) * (1 - 1e-9);
}

BackwardLengths& PathSearch::lengthTo(int rack) {
    std::unique_ptr<BackwardLengths>& length = m_lengthTo[rack];
    if (!length) length = backwardFrom({rack});
    return *length;
}

BackwardLengths& PathSearch::lengthToRun(int group) {
    std::unique_ptr<BackwardLengths>& length = m_lengthToRun[group];
    if (!length) {
        std::vector<int> racks;
        for (int r = 0; r < int(m_graph.frames().size()); ++r)
            if (m_graph.bayGroup(r) == group) racks.push_back(r);
        length = backwardFrom(racks);
    }
    return *length;
}

std::unique_ptr<BackwardLengths> PathSearch::backwardFrom(const std::vector<int>& racks) const {
    // Backwards from the racks' column vertices over plain edge lengths.
    // Every cost is at least the length (history and present factors only
    // raise it, bends and restrictions only forbid edges), so this is a
    // consistent lower bound for every profile and round.
    std::vector<int> goals;
    for (int rack : racks)
        for (RoutingGraph::Layer layer : {RoutingGraph::Layer::Up, RoutingGraph::Layer::Down})
            for (int c = 0; c < 4; ++c) goals.push_back(RoutingGraph::vertex(rack, layer, c));
    return std::make_unique<BackwardLengths>(m_in, m_graph.vertexCount(), goals);
}

double PathSearch::cost(Tree& tree, int target, double limit) {
    const int slot = tree.slotOf(target);
    if (slot < 0 || !tree.nodes[size_t(slot)].done())
        while (!tree.heap.empty()) {
            // Keys leave the heap in rising order (the bound is consistent):
            // nothing settled from here on is below the limit. Without one,
            // only vertices no path reaches (queued at infinity) are left.
            const Tree::Node& top = tree.nodes[size_t(tree.heap.top())];
            if (top.cost + top.bound >= limit) return kInf;
            if (settleNext(tree) == target) break;
        }
    return tree.costOf(target);
}

void PathSearch::pathTo(const Tree& tree, int target, std::vector<int>& edges) const {
    // Two walks back from the target: one counts the edges, the other writes
    // them from the end, into storage sized once (growing it edge by edge
    // and reversing it was half of this function's cost at 16 384 GPUs,
    // whose paths are twice as long, README "Chosen path written once").
    const int last = tree.slotOf(target);
    std::size_t count = 0;
    for (int slot = last; slot > 0; slot = tree.nodes[size_t(slot)].viaSlot) ++count;
    edges.resize(count);
    for (int slot = last; slot > 0; slot = tree.nodes[size_t(slot)].viaSlot)
        edges[--count] = tree.nodes[size_t(slot)].via;
}

bool PathSearch::plainCosts(int profile) const {
    // weight(): with no bend, area or restriction an edge costs
    // length × (1 + history), exactly its length while history is 0.
    const PathProfile& p = m_profiles[size_t(profile)];
    return m_noHistory && p.bendMm <= 0 && p.areaMm2 <= 0 && p.restriction < 0;
}

BackwardLengths& PathSearch::lengthToVertex(int target) {
    if (m_lengthToVertex.empty()) m_lengthToVertex.resize(size_t(m_graph.vertexCount()));
    std::unique_ptr<BackwardLengths>& length = m_lengthToVertex[size_t(target)];
    // An up column left out of m_inPlain is a target only of a search over
    // every edge.
    if (!length) {
        length = std::make_unique<BackwardLengths>(m_climb[size_t(target)] < 0 ? m_inPlain : m_in,
                                                   m_graph.vertexCount(), std::vector<int>{target});
        m_vertexSearchOrder.push_back(target);
        const std::size_t bytesEach = 16 * std::size_t(m_graph.vertexCount());
        const std::size_t kept = std::max<std::size_t>(1, m_vertexSearchBytes / std::max<std::size_t>(1, bytesEach));
        if (m_vertexSearchOrder.size() > kept) {
            m_lengthToVertex[size_t(m_vertexSearchOrder.front())].reset();
            m_vertexSearchOrder.pop_front();
        }
    }
    return *length;
}

int PathSearch::firstClimb(int source, int target) const {
    return source != target && m_climb[size_t(target)] < 0 ? m_climb[size_t(source)] : -1;
}

double PathSearch::plainCost(int source, int target, double limit) {
    BackwardLengths& length = lengthToVertex(target);
    const int climb = firstClimb(source, target);
    if (climb < 0) return length.at(source, limit);
    const RouteEdge& edge = m_graph.edges()[size_t(climb)];
    return edge.lengthMm + length.at(edge.to, limit - edge.lengthMm);
}

void PathSearch::plainPathTo(int source, int target, std::vector<int>& edges) {
    // Two walks on from the source, as in pathTo(): one counts, one writes.
    BackwardLengths& length = lengthToVertex(target);
    const auto& graphEdges = m_graph.edges();
    const int climb = firstClimb(source, target);
    const int from = climb < 0 ? source : graphEdges[size_t(climb)].to;
    // Settled as far as `from`, as plainCost() left it: the search may have
    // been dropped and made again since (setVertexSearchBudget).
    length.at(from);
    std::size_t count = climb < 0 ? 0 : 1;
    for (int e = length.nextEdge(from); e >= 0; e = length.nextEdge(graphEdges[size_t(e)].to)) ++count;
    edges.resize(count);
    std::size_t i = 0;
    if (climb >= 0) edges[i++] = climb;
    for (int e = length.nextEdge(from); e >= 0; e = length.nextEdge(graphEdges[size_t(e)].to)) edges[i++] = e;
}

bool PathSearch::settled(const Tree& tree, int target) const {
    const int slot = tree.slotOf(target);
    return slot >= 0 && tree.nodes[size_t(slot)].done();
}

double PathSearch::lowerBound(const Tree& tree) const { return bound(tree, tree.source); }

}  // namespace sn
