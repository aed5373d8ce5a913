#include "model/routing/route_solver.h"

#include "model/routing/order_length.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numbers>

namespace sn {

namespace {
constexpr double kInf = std::numeric_limits<double>::infinity();
constexpr double kFillEpsMm2 = 1e-6;
/// How far over the best cost so far a tree is still grown: far more than
/// the rounding of a sum of lengths, so a cost equal to the best is found.
constexpr double kTieMarginMm = 1e-6;
}  // namespace

void RouteTask::clearOutcome() {
    chosen = nullptr;
    routeLengthMm = orderedLengthMm = 0;
    trays.clear();
    segments.clear();
    runs.clear();
    columnA = columnB = -1;
    overTop = false;
    if (problem != RoutingProblem::NoExit && problem != RoutingProblem::NoCableType
        && problem != RoutingProblem::FixedTypeMismatch)
        problem.reset();
}

RouteSolver::RouteSolver(const Design& design, const RoutingGraph& graph, const RoutingPolicy& policy)
    : m_graph(graph), m_policy(policy), m_search(graph), m_columns(design, graph, policy) {}

ColumnLoad::Use RouteSolver::columnUse(const RouteTask& task, int columnA, int columnB, bool overTop,
                                       double areaMm2) const {
    ColumnLoad::Use use;
    use.frameA = m_graph.rackIndex(task.a->rack).value_or(-1);
    use.frameB = m_graph.rackIndex(task.b->rack).value_or(-1);
    use.columns = {task.a->rack, task.b->rack, task.a->zMm, task.b->zMm, columnA, columnB, overTop, areaMm2};
    return use;
}

namespace {

/// The smallest cross-section of the task's types that go through cable managers.
double thinnestMm2(const RouteTask& task) {
    double thinnest = kInf;
    for (const CableType* type : task.candidates)
        if (type->media != CableMedia::NvlinkBackplane && !type->blindMate)
            thinnest = std::min(thinnest, RouteSolver::areaMm2(*type));
    return thinnest;
}

}  // namespace

bool RouteSolver::givesWayInColumns(const RouteTask& task, const ColumnLoad::Use& use, const CableType& type) const {
    if (!m_columns.fits(use)) return true;
    return areaMm2(type) > thinnestMm2(task) + kFillEpsMm2 && m_columns.congested(use);
}

bool RouteSolver::thinnerInColumns(const RouteTask& task) const {
    if (task.pinned || !task.chosen || task.columnA < 0 || task.columnB < 0) return false;
    const double area = areaMm2(*task.chosen);
    return area > thinnestMm2(task) + kFillEpsMm2 &&
           m_columns.congested(columnUse(task, task.columnA, task.columnB, task.overTop, area));
}

void RouteSolver::loadColumns(const RouteTask& task) {
    if (task.chosen && task.columnA >= 0 && task.columnB >= 0)
        m_columns.add(columnUse(task, task.columnA, task.columnB, task.overTop, areaMm2(*task.chosen)));
}

double RouteSolver::areaMm2(const CableType& type) {
    return std::numbers::pi * type.outerDiameterMm * type.outerDiameterMm / 4;
}

std::optional<RouteSolver::PathPick> RouteSolver::bestPath(const RouteTask& task, int profile,
                                                           const ColumnFilter& allowed) {
    const PortExit& a = *task.a;
    const PortExit& b = *task.b;
    const int rackA = *m_graph.rackIndex(a.rack), rackB = *m_graph.rackIndex(b.rack);
    const RackFrame& frameA = m_graph.frame(rackA);
    const RackFrame& frameB = m_graph.frame(rackB);
    // Candidates: leave by either column of A's face, arrive by either column
    // of B's face, either staying in the columns (vertical run |zA − zB|) or
    // passing over the racks (the graph's climb and descent weigh the top
    // heights, so subtracting zA and zB leaves (topA − zA) + (topB − zB)).
    double bestCost = kInf, bestExtra = 0;
    int bestSource = -1, bestTarget = -1, bestSourceColumn = -1, bestTargetColumn = -1;
    PathSearch::Tree* bestTree = nullptr;
    // Racks in different bayed runs never join in the columns: no need to
    // search the whole room to learn so.
    const bool sameBay = m_graph.bayGroup(rackA) == m_graph.bayGroup(rackB);
    // A cable to another run, while costs are plain lengths, reads them
    // from a search backwards from each target column, shared by every
    // cable to it, instead of growing a tree aimed at rack B from each
    // source column (README "Lengths across runs read backwards"). A cable within its run keeps the
    // tree: a search back from its target would spread over the room.
    const bool plain = !sameBay && m_search.plainCosts(profile);
    for (int sa : {0, 1}) {
        const int sourceColumn = RackFrame::columnIndex(a.face, sa);
        const int source = RoutingGraph::vertex(rackA, RoutingGraph::Layer::Up, sourceColumn);
        // A cable within its bayed run asks trees shared by every cable from
        // this column: one that stays in the up columns and, only when a way
        // over the tops could win, one aimed at the run; one to another run
        // asks a tree aimed at rack B, which grows along the cheapest way
        // there instead of over the whole room (or, plain, no tree).
        PathSearch::Tree* columns = sameBay ? &m_search.tree(source, profile, PathSearch::kInColumns) : nullptr;
        PathSearch::Tree* over = sameBay || plain ? nullptr : &m_search.tree(source, profile, rackB);
        for (int sb : {0, 1}) {
            const int column = RackFrame::columnIndex(b.face, sb);
            const double lateral = a.lateralMm(frameA, sa) + b.lateralMm(frameB, sb);
            const int inColumns = RoutingGraph::vertex(rackB, RoutingGraph::Layer::Up, column);
            const int overTop = RoutingGraph::vertex(rackB, RoutingGraph::Layer::Down, column);
            const double extras[2] = {lateral + std::abs(a.zMm - b.zMm), lateral - a.zMm - b.zMm};
            const int targets[2] = {inColumns, overTop};
            for (int k = sameBay ? 0 : 1; k < 2; ++k) {
                if (allowed && !allowed(sourceColumn, column, k == 1)) continue;
                // Within a run the way over the tops climbs and descends and
                // still covers the distance on the plan: mostly dearer than
                // the columns before any search (README "Within a run, the columns alone"), and its
                // tree, which spreads over the trays within reach, need not
                // grow at all.
                if (sameBay && k == 1) {
                    if (m_search.overTopBound(source, overTop) + extras[k] >= bestCost) continue;
                    if (!over) over = &m_search.tree(source, profile, -1);
                }
                PathSearch::Tree* tree = k == 0 ? columns : over;
                // A path from this column costs at least the tree's bound at
                // its source: when even that cannot beat the best so far,
                // the tree need not grow to answer (it grows alike later).
                if (tree && m_search.lowerBound(*tree) + extras[k] >= bestCost) continue;
                // Nor past the cost that would beat it (a hair over, for
                // rounding): of the candidates asked after the first, most
                // lose, and their searches used to grow the trees to the
                // end (30 % of the pops at 16 384 GPUs, README "Losing candidates searched
                // only as far as they could win").
                const double limit = bestCost - extras[k] + kTieMarginMm;
                const double cost = tree ? m_search.cost(*tree, targets[k], limit)
                                         : m_search.plainCost(source, targets[k], limit);
                if (cost == kInf || cost + extras[k] >= bestCost) continue;
                bestCost = cost + extras[k];
                bestExtra = extras[k];
                bestSource = source;
                bestTarget = targets[k];
                bestTree = tree;
                bestSourceColumn = sourceColumn;
                bestTargetColumn = column;
            }
        }
    }
    if (bestSource < 0) return std::nullopt;

    PathPick pick;
    pick.cost = bestCost;
    pick.lengthMm = bestExtra;
    pick.tightestBendMm = kInf;
    pick.sourceColumn = bestSourceColumn;
    pick.targetColumn = bestTargetColumn;
    pick.overTop = bestTarget == RoutingGraph::vertex(rackB, RoutingGraph::Layer::Down, bestTargetColumn);
    if (bestTree)
        m_search.pathTo(*bestTree, bestTarget, pick.edges);
    else
        m_search.plainPathTo(bestSource, bestTarget, pick.edges);
    // At most one segment per edge: sized once, not grown.
    pick.segments.reserve(pick.edges.size());
    for (int e : pick.edges) {
        const RouteEdge& edge = m_graph.edges()[size_t(e)];
        pick.lengthMm += edge.lengthMm;
        pick.tightestBendMm = std::min(pick.tightestBendMm, edge.radiusMm);
        if (edge.segment >= 0) pick.segments.push_back(edge.segment);
        if ((edge.kind == RouteEdgeKind::Segment || edge.kind == RouteEdgeKind::Drop)
            && (pick.trays.empty() || pick.trays.back() != edge.trayA))
            pick.trays.push_back(edge.trayA);
    }
    return pick;
}

std::vector<TrayStretch> RouteSolver::runsAlong(const std::vector<int>& edges) const {
    // The stretch of each tray the path lies in: a run grows along segments
    // (and the corner fittings between them) while the path stays in one
    // tray; a drop into a tray starts one at the drop point, a drop or
    // junction out of it ends it. A run starts wherever `trays` gains an
    // entry, so the runs' trays, repeats in a row merged, are `trays`.
    std::vector<TrayStretch> runs;
    bool inRun = false;
    auto extend = [&](int tray, double aMm, double bMm) {
        if (inRun && runs.back().tray == tray) {
            TrayStretch& run = runs.back();
            run.fromMm = std::min({run.fromMm, aMm, bMm});
            run.toMm = std::max({run.toMm, aMm, bMm});
        } else {
            runs.push_back({tray, std::min(aMm, bMm), std::max(aMm, bMm)});
        }
        inRun = true;
    };
    for (int e : edges) {
        const RouteEdge& edge = m_graph.edges()[size_t(e)];
        switch (edge.kind) {
        case RouteEdgeKind::Segment:
            extend(edge.trayA, m_graph.alongMm(edge.from), m_graph.alongMm(edge.to));
            break;
        case RouteEdgeKind::Fitting:
            if (inRun && runs.back().tray == edge.trayA)
                extend(edge.trayA, m_graph.alongMm(edge.from), m_graph.alongMm(edge.to));
            break;
        case RouteEdgeKind::Drop: {
            const bool entering = !std::isnan(m_graph.alongMm(edge.to));
            const double atMm = m_graph.alongMm(entering ? edge.to : edge.from);
            extend(edge.trayA, atMm, atMm);
            inRun = entering;
            break;
        }
        case RouteEdgeKind::Junction:
            inRun = false;
            break;
        default:
            break;
        }
    }
    return runs;
}

bool RouteSolver::suits(const PathPick& pick, const CableType& type) const {
    if (pick.tightestBendMm + 1e-9 < type.minStaticBendMm()) return false;
    const double area = areaMm2(type);
    const auto& occupancy = m_search.occupancy();
    for (int s : pick.segments)
        if (occupancy[size_t(s)] + area > m_graph.segments()[size_t(s)].capacityMm2 + kFillEpsMm2) return false;
    return true;
}

void RouteSolver::routeOne(RouteTask& task) {
    m_search.trimTrees();  // no tree is in use between cables
    task.clearOutcome();
    if (task.problem) return;  // no exit or no type: decided before routing
    // One tree per source column that ignores bends and fill serves most
    // cables (and every candidate type of one cable); a type gets its own
    // tree only where that path does not suit it.
    std::optional<PathPick> free;
    bool freeDone = false;
    bool anyPath = false;
    double longestM = 0, neededMm = 0, smallestBendMm = kInf;
    // The first type whose sold lengths leave the policy's spare at each
    // end, of the kind of the first type that holds the route at all (a
    // longer cable of the same kind, never a costlier kind: no optics, no
    // pipe for a hose); only when none does, that first type as it is.
    const CableType* bareType = nullptr;
    // A type whose cable would overfill an end column gives way to the next
    // (a thinner kind, even a costlier one); only when every type would,
    // a second pass takes them as if the columns were empty, and the
    // side-channel finding says so.
    bool columnBlocked = false;
    for (int pass = 0; pass < 2; ++pass) {
        if (pass == 1 && !columnBlocked) break;
        const bool columnsChecked = pass == 0 && !task.pinned;
        for (const bool withSpare : {true, false}) {
            if (!withSpare && (m_policy.minSparePerEndMm == 0 || !anyPath)) break;
            const double spareMm = withSpare ? m_policy.minSparePerEndMm : 0.0;
            for (const CableType* type : task.candidates) {
                if (type->media == CableMedia::NvlinkBackplane || type->blindMate) {
                    // The rack's NVLink spine, busbar and manifold contacts are part
                    // of the rack: nothing to pull or order, no cable manager used.
                    if (task.a->rack != task.b->rack) continue;
                    task.chosen = type;
                    return;
                }
                smallestBendMm = std::min(smallestBendMm, type->minStaticBendMm());
                if (!freeDone) {
                    free = bestPath(task, m_search.profile({0, 0, task.restriction}));
                    freeDone = true;
                }
                if (!free) break;  // not even ignoring bends: no path at all
                const double area = areaMm2(*type);
                // The free path itself when it suits, else the type's own (no copy).
                const bool freeSuits = suits(*free, *type);
                std::optional<PathPick> own;
                if (!freeSuits) own = bestPath(task, m_search.profile({type->minStaticBendMm(), area, task.restriction}));
                PathPick* pick = freeSuits ? &*free : own ? &*own : nullptr;
                if (!pick) continue;
                anyPath = true;
                double lengthMm = pick->lengthMm + 2 * m_policy.slackPerEndMm;
                double orderM = orderLengthM(*type, lengthMm, spareMm);
                if (withSpare) {
                    if (!bareType && orderLengthM(*type, lengthMm, 0) >= 0) bareType = type;
                    if (orderM >= 0 && !columnBlocked && !sameKind(*bareType, *type)) orderM = -1;
                }
                longestM = std::max(longestM, type->longestOrderableM());
                if (orderM < 0) {
                    neededMm = lengthMm;
                    continue;
                }
                const auto givesWay = [&](int sourceColumn, int targetColumn, bool overTop) {
                    return givesWayInColumns(task, columnUse(task, sourceColumn, targetColumn, overTop, area), *type);
                };
                if (columnsChecked && givesWay(pick->sourceColumn, pick->targetColumn, pick->overTop)) {
                    // The rack's other cable manager first, when a cable of
                    // this type sold in a length that reaches still goes that way.
                    std::optional<PathPick> other =
                        bestPath(task, m_search.profile({type->minStaticBendMm(), area, task.restriction}),
                                 [&](int sc, int tc, bool top) { return !givesWay(sc, tc, top); });
                    const double otherMm = other ? other->lengthMm + 2 * m_policy.slackPerEndMm : 0;
                    const double otherM = other ? orderLengthM(*type, otherMm, spareMm) : -1;
                    if (otherM < 0) {
                        columnBlocked = true;
                        continue;
                    }
                    own = std::move(other);
                    pick = &*own;
                    lengthMm = otherMm;
                    orderM = otherM;
                }
                task.chosen = type;
                task.routeLengthMm = lengthMm;
                task.orderedLengthMm = orderM * 1000;
                // The pick is the task's now: routeOne returns below.
                task.segments = std::move(pick->segments);
                task.trays = std::move(pick->trays);
                task.runs = runsAlong(pick->edges);
                task.columnA = pick->sourceColumn;
                task.columnB = pick->targetColumn;
                task.overTop = pick->overTop;
                m_search.occupy(task.segments, area);
                loadColumns(task);
                return;
            }
        }
    }
    if (anyPath) {
        task.problem = RoutingProblem::TooLong;
        task.problemLengthMm = neededMm;
        task.problemLimitM = longestM;
        return;
    }
    task.problem = free ? RoutingProblem::BendRadius : RoutingProblem::NoPath;
    task.problemBendMm = smallestBendMm == kInf ? 0 : smallestBendMm;
}

bool RouteSolver::touchesOverFull(const RouteTask& task) const {
    const auto& occupancy = m_search.occupancy();
    for (int s : task.segments)
        if (occupancy[size_t(s)] > m_graph.segments()[size_t(s)].capacityMm2 + kFillEpsMm2) return true;
    return false;
}

bool RouteSolver::solve(std::vector<RouteTask>& tasks, const std::function<bool(int done, int total)>& progress) {
    const size_t segmentCount = m_graph.segments().size();
    std::vector<double> history(segmentCount, 0.0);
    // Cables outside the scope lie where they are: their load is the base.
    m_search.startRound(std::vector<double>(segmentCount, 0.0), history, 0);
    m_columns.clear();
    for (RouteTask& task : tasks)
        if (task.pinned) routeOne(task);
    const std::vector<double> pinnedLoad = m_search.occupancy();

    std::vector<bool> reroute(tasks.size(), true);
    for (int round = 0; round < std::max(1, m_policy.maxRounds); ++round) {
        // Cables not ripped up keep their place and load.
        std::vector<double> base = pinnedLoad;
        for (size_t i = 0; i < tasks.size(); ++i) {
            if (tasks[i].pinned || reroute[i] || !tasks[i].chosen) continue;
            const double area = areaMm2(*tasks[i].chosen);
            for (int s : tasks[i].segments) base[size_t(s)] += area;
        }
        m_search.startRound(base, history, m_policy.presentGain * std::pow(2.0, round));
        m_columns.clear();
        for (size_t i = 0; i < tasks.size(); ++i)
            if (tasks[i].pinned || !reroute[i]) loadColumns(tasks[i]);
        int total = 0, done = 0;
        for (size_t i = 0; i < tasks.size(); ++i) total += !tasks[i].pinned && reroute[i];
        for (size_t i = 0; i < tasks.size(); ++i) {
            if (tasks[i].pinned || !reroute[i]) continue;
            routeOne(tasks[i]);
            if (progress && !progress(++done, total)) return false;
        }
        m_rounds = round + 1;

        bool overFull = false;
        const auto& occupancy = m_search.occupancy();
        for (size_t s = 0; s < segmentCount; ++s)
            if (occupancy[s] > m_graph.segments()[s].capacityMm2 + kFillEpsMm2) {
                overFull = true;
                history[s] += m_policy.historyGain;
            }
        // A column over full sends its copper round again, as fibre where
        // that is thinner; a column whose cables are all at their thinnest
        // stays over (its finding says so) and sends nothing.
        m_columns.markOverFull();
        bool thinner = false;
        for (size_t i = 0; i < tasks.size(); ++i) {
            const bool columns = thinnerInColumns(tasks[i]);
            thinner = thinner || columns;
            reroute[i] = !tasks[i].pinned && (touchesOverFull(tasks[i]) || columns);
        }
        if (!overFull && !thinner) break;
    }
    m_search.releaseSearches();  // the occupancy stays for the result; the searches go before it is built
    return true;
}

}  // namespace sn
