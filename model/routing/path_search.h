#pragma once

#include "model/routing/backward_lengths.h"
#include "model/routing/routing_graph.h"

#include <cstdint>
#include <deque>
#include <functional>
#include <limits>
#include <map>
#include <memory>
#include <tuple>
#include <unordered_map>
#include <utility>
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

/// Shortest-path trees over a RoutingGraph, shared by every cable that leaves
/// the same column with the same profile. A tree grows only as far as the
/// cables asking for it need (a resumable search). A tree is aimed (A*): it
/// orders vertices by cost so far plus a lower bound of the rest, the
/// shortest plain length on to its goal, from a backward search per goal
/// that is itself resumed only as far as the trees ask (BackwardLengths).
/// A cable within its bayed run asks a tree that stays in the up columns
/// (kInColumns, its bound 0 there), shared by every such cable from the
/// column, and, only when a way over the tops could still win
/// (overTopBound), one aimed at the run. A cable to a rack in another run
/// asks a tree aimed at that rack, which grows along the cheapest way there,
/// or, while every cost is a plain length, no tree: plainCost() reads the
/// length from a search backwards from the target column, shared by every
/// cable to it (README "Lengths across runs read backwards"). Of equal paths an aimed tree keeps the
/// one Dijkstra's search would (through the cheaper predecessor), so aiming
/// changes no route (checked byte for byte, README "Search trees"); of
/// predecessors at one cost it keeps the one settled first, which a
/// different bound may change (README "Equal paths and the bound"). Tray segments cost
/// length × (1 + history) and, when the cable would push the segment over
/// its fill limit, × (1 + present). A tree stays valid until a cost it has
/// looked at changes: a new round of negotiation, or a segment it crossed
/// filling past what one more cable of its profile fits; only those trees
/// start again.
class PathSearch {
public:
    class Tree;

    explicit PathSearch(const RoutingGraph& graph);
    ~PathSearch();

    int profile(const PathProfile& p);
    /// Interns a set of allowed tray indices; returns the restriction id.
    int restriction(std::vector<int> trays);
    /// As the goal of tree(): the "up" columns of the source's run, in them
    /// only. Nothing leads back into the up columns once a route climbs, so
    /// the cheapest path to one stays in them: a tree that never climbs finds
    /// it without spreading over the tops and trays within reach.
    static constexpr int kInColumns = -2;
    /// The tree from `source` for cables of `profile`, current for the costs
    /// now: aimed at the columns of `goalRack` (ask it only for those), with
    /// -1 at the columns of the source's own bayed run, or with kInColumns at
    /// its up columns along the columns.
    Tree& tree(int source, int profile, int goalRack = -1);
    /// Cost of the cheapest path from the tree's source to `target`
    /// (infinity when there is none), growing the tree as far as needed; with
    /// a `limit`, infinity as soon as the tree shows the cost is not below it
    /// (its frontier, the least cost + bound still queued, reached it while
    /// `target` was unsettled), growing it no further than that.
    double cost(Tree& tree, int target, double limit = std::numeric_limits<double>::infinity());
    /// True once the tree knows the cost to `target` (it settled it): what
    /// tst_path_search checks a limited cost() left alone.
    bool settled(const Tree& tree, int target) const;
    /// A lower bound of cost() for any target the tree is asked about.
    double lowerBound(const Tree& tree) const;
    /// The edges of the cheapest path to `target`, which cost() reached, in
    /// path order (into `edges`, replacing what it held): read by the
    /// vertices' records, not looked up vertex by vertex.
    void pathTo(const Tree& tree, int target, std::vector<int>& edges) const;

    /// True while every cost of `profile` is the plain length of its edge:
    /// no bend, fill or restriction to weigh, and no history yet (every
    /// cable's first round). Then a path's cost needs no tree of its own.
    bool plainCosts(int profile) const;
    /// The shortest plain length from `source` to `target` (infinity when
    /// none), from a backward search from `target` shared by every source
    /// that asks it and settled only as far as they ask; with a `limit`, as
    /// cost(): infinity as soon as the search shows it is not below that.
    double plainCost(int source, int target, double limit = std::numeric_limits<double>::infinity());
    /// The edges of that path, in path order (into `edges`), after
    /// plainCost() gave it a length: each vertex's edge on toward the
    /// target, read from the backward search.
    void plainPathTo(int source, int target, std::vector<int>& edges);

    /// A lower bound of the cost of any path from the "up" column `source`
    /// over the racks' tops to the "down" column `target`, for every profile
    /// and round: such a path climbs in the source's run and descends in the
    /// target's, and covers their distance on the plan at least in the ratio
    /// every edge's length covers its own (m_planRatio).
    double overTopBound(int source, int target) const;

    /// Starts a negotiation round: occupancy back to `base`, new cost factors.
    void startRound(const std::vector<double>& baseOccupancyMm2, const std::vector<double>& history, double present);
    /// The most the searches back from target vertices (plainCost) may
    /// hold together before the oldest is dropped: kVertexSearchBytes
    /// unless set (a test sets 0, so that every new one drops the last).
    void setVertexSearchBudget(std::size_t bytes) { m_vertexSearchBytes = bytes; }
    /// Gives back the least recently asked trees' storage while the trees
    /// hold more than setTreeBudget() nodes, down to half of it; asked
    /// again, such a tree is searched again, to the same answers (a tree
    /// that is not stale is the tree the costs now would grow). Call it
    /// where no tree is in use (RouteSolver: before each cable).
    void trimTrees();
    /// The most tree nodes (vertices reached, about 60 bytes each with
    /// their slot and heap entries) the trees may hold before trimTrees()
    /// drops some: kTreeNodes unless set (a test sets 0).
    void setTreeBudget(std::size_t nodes) { m_treeNodeBudget = nodes; }
    /// Forgets every search tree and backward search (the caches of the
    /// questions above; asked again, they are searched again): what a solve
    /// that has finished no longer needs, before its result is built.
    void releaseSearches();
    /// A cable of `areaMm2` now lies on these segments.
    void occupy(const std::vector<int>& segments, double areaMm2);
    const std::vector<double>& occupancy() const { return m_occupancy; }
    int treeRuns() const { return m_treeRuns; }

private:
    double weight(const PathProfile& p, const RouteEdge& e) const;
    /// True when a load going from `before` to `after` takes a segment of
    /// `capacity` past what one more cable of some profile fits: only then
    /// can a tree that priced it be stale (occupy() walks its watchers).
    bool crossesAFitLimit(double capacity, double before, double after) const;
    /// `tree` priced `segment` (see occupy()).
    void watch(int segment, Tree& tree);
    void restart(Tree& tree);
    /// Settles the heap's top vertex and returns it.
    int settleNext(Tree& tree);
    /// Reads the tree's backward search, settling it as far as `vertex`:
    /// a cache, whose answers are fixed by the graph alone.
    double bound(const Tree& tree, int vertex) const;
    /// True for a vertex no path to the tree's targets passes (see settleNext).
    bool deadEnd(const Tree& tree, int vertex) const;
    BackwardLengths& lengthTo(int rack);
    BackwardLengths& lengthToRun(int group);
    BackwardLengths& lengthToVertex(int target);
    /// The climb a plain path from `source` to `target` starts with, read
    /// apart from the target's search (m_climb), or -1.
    int firstClimb(int source, int target) const;
    std::unique_ptr<BackwardLengths> backwardFrom(const std::vector<int>& racks) const;
    /// About what the trees and backward searches hold now.
    std::size_t searchBytes() const;
    /// Searches at least this large give their pages back when released.
    static constexpr std::size_t kReturnPagesAfterBytes = std::size_t(64) << 20;

    const RoutingGraph& m_graph;
    /// The graph's out-edges in one array, vertex by vertex in the graph's
    /// own order (the order Dijkstra's search relaxes them in): the edges
    /// of vertex v are m_outEdge[m_outBegin[v] .. m_outBegin[v + 1]).
    std::vector<int> m_outBegin, m_outEdge, m_outTarget;
    /// The same for the edges into each vertex (the backward searches of
    /// lengthTo): their tails and plain lengths.
    InEdges m_in;
    /// Those edges without the "up" columns of runs whose racks' tops are
    /// all at one height, for plainCost(): see m_climb.
    InEdges m_inPlain;
    /// Per vertex, for an "up" column of such a run, its climb edge, else -1.
    /// In such a run every way along the up columns has its twin along the
    /// tops (the same in-rack and pass-through lengths) and every climb is
    /// as high: a path that climbs later is never shorter than climbing at
    /// once and taking the twin. The up columns are then leaves that only
    /// lead to a climb, a third of what a search backwards from a target
    /// would otherwise settle (README "Lengths across runs read backwards"): plainCost() leaves them out
    /// and climbs from the source at once.
    std::vector<int> m_climb;
    /// Per bayed run (by its group), its least climb or descent (the lowest
    /// top of its racks): what a way over the tops climbs and descends at least.
    std::vector<double> m_lowestTop;
    /// κ: the least ratio of an edge's length (plus a rounding slack) to the
    /// plan distance of its ends, at most 1, over every edge that moves on
    /// the plan; and what a path may fall short of κ × its plan distance.
    double m_planRatio = 1, m_planSlackMm = 0;
    std::map<int, std::unique_ptr<BackwardLengths>> m_lengthTo;  ///< per goal rack, see lengthTo()
    std::map<int, std::unique_ptr<BackwardLengths>> m_lengthToRun;
    /// Per target vertex, see plainCost(): by the vertex, as a cable asks up
    /// to five times (a hash probe each was 5 % of the solve at 16 384 GPUs).
    std::vector<std::unique_ptr<BackwardLengths>> m_lengthToVertex;
    /// The targets whose search m_lengthToVertex holds, oldest first. Each
    /// holds arrays over every vertex of the hall (16 bytes a vertex): past
    /// m_vertexSearchBytes in all (at least one is kept) the oldest is dropped (asked again, it is
    /// searched again, to the same answers). At 65 536 GPUs, all kept, they
    /// were 400 MB of routing's peak; at 16 384 all fit the budget.
    std::deque<int> m_vertexSearchOrder;
    std::size_t m_vertexSearchBytes = kVertexSearchBytes;
    static constexpr std::size_t kVertexSearchBytes = std::size_t(128) << 20;
    std::vector<PathProfile> m_profiles;
    /// The profiles' cross-sections above 0, ascending, once each.
    std::vector<double> m_profileAreas;
    std::vector<std::vector<bool>> m_restrictions;
    std::map<std::vector<int>, int> m_restrictionIds;
    /// A tree's source vertex, profile and goal rack (-1: the source's run).
    struct TreeKey {
        int source, profile, goal;
        bool operator==(const TreeKey&) const = default;
    };
    struct TreeKeyHash {
        std::size_t operator()(const TreeKey& k) const {
            return std::hash<std::uint64_t>()((std::uint64_t(unsigned(k.source)) << 32 | unsigned(k.goal + 1))
                                              * 0x9E3779B97F4A7C15ull ^ unsigned(k.profile));
        }
    };
    /// Looked up twice per cable: a hash, not a tree of tuples (that took
    /// 88 M instructions at 16 384 GPUs, 13 × its 4 096-GPU figure).
    std::unordered_map<TreeKey, std::unique_ptr<Tree>, TreeKeyHash> m_trees;
    /// Nodes the trees hold; trees asked so far (each tree's lastUse).
    std::size_t m_treeNodes = 0;
    long m_treesAsked = 0;
    std::size_t m_treeNodeBudget = kTreeNodes;
    /// About 15 MB. At 65 536 GPUs the first round's 11 315 trees, all
    /// kept, held 300 MB of fresh memory (a page fault per 4 KiB), most of
    /// them never asked again: route peaked at 1.18 GB, 0.83 GB with this.
    static constexpr std::size_t kTreeNodes = std::size_t(1) << 18;
    /// Per segment, the trees (and their generation) whose costs looked at it.
    std::vector<std::vector<std::pair<Tree*, long>>> m_watchers;
    std::vector<double> m_occupancy, m_history;
    double m_present = 0;
    bool m_noHistory = true;  ///< every segment's history factor is 0
    long m_round = 0;
    int m_treeRuns = 0;
};

}  // namespace sn
