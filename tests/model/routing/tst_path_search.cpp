#include "model/routing/path_search.h"
#include "model/routing/routing_graph.h"
#include "model/routing/routing_policy.h"
#include "tests/support/design_builder.h"

#include <QtTest>

#include <algorithm>
#include <cmath>
#include <limits>
#include <memory>
#include <vector>

using namespace sn;
using sn::test::DesignBuilder;

/// The questions RouteSolver asks of the shortest-path trees beyond cost():
/// a cost asked only below a limit, and the path read back by its records;
/// and the plain lengths read from a search backwards from the target.
class TstPathSearch : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void limitedCostIsTheCostOrNothing();
    void limitedCostGrowsNoFurtherThanItsLimit();
    void pathToRunsFromSourceToTargetAtItsCost();
    void plainCostIsTheTreesCost();
    void plainCostAcrossRunsIsTheTreesCost();
    void droppedSearchesAreSearchedAgainAlike();
    void droppedTreesAreGrownAgainAlike();
    void plainCostsOnlyForPlainLengths();
    void inColumnsTreeStaysInTheColumns();
    void overTopBoundIsBelowEveryWayOverTheTops();
    void overTopBoundAllowsForEdgesShorterThanThePlan();

private:
    std::unique_ptr<Design> m_design;
    std::unique_ptr<RoutingGraph> m_graph;
    std::vector<int> m_targets;  ///< every column of racks 2..10, both copies
};

namespace {
constexpr double kInf = std::numeric_limits<double>::infinity();
constexpr int kRacks = 10;
/// The up copy of rack 1's front left column: where the trees start.
const int kSource = RoutingGraph::vertex(0, RoutingGraph::Layer::Up, 0);

/// Two bayed rows of five 600 mm racks 4 m apart (A1–A5, B1–B5), each
/// under its own tray (TA, TB) 2.6 m up, joined by a tray across (TX)
/// at their right-hand ends.
std::unique_ptr<Design> twoRows() {
    DesignBuilder b;
    b.name(QStringLiteral("rows")).room(9000, 9000);
    b.row(QStringLiteral("A"));
    for (int k = 0; k < 5; ++k) b.rack(QStringLiteral("A%1").arg(k + 1), 1000 + 600 * k, 1000);
    b.row(QStringLiteral("B"));
    for (int k = 0; k < 5; ++k) b.rack(QStringLiteral("B%1").arg(k + 1), 1000 + 600 * k, 5000);
    b.tray(QStringLiteral("TA"), {QPointF(800, 1600), QPointF(4200, 1600)}, 2600);
    b.tray(QStringLiteral("TB"), {QPointF(800, 5600), QPointF(4200, 5600)}, 2600);
    b.tray(QStringLiteral("TX"), {QPointF(4200, 1600), QPointF(4200, 5600)}, 2600);
    return b.build();
}
}  // namespace

void TstPathSearch::initTestCase() {
    // One bayed row of ten 600 mm racks under a tray along the row: every
    // column of the row is reachable from rack 1, in the columns (through
    // the side pass-throughs) and over the tops.
    DesignBuilder b;
    b.name(QStringLiteral("row")).room(9000, 5000);
    b.row(QStringLiteral("A"));
    for (int k = 0; k < kRacks; ++k) b.rack(QStringLiteral("A%1").arg(k + 1), 1000 + 600 * k, 1000);
    b.tray(QStringLiteral("T1"), {QPointF(800, 1600), QPointF(7400, 1600)}, 2600);
    m_design = b.build();
    m_graph = std::make_unique<RoutingGraph>(*m_design, RoutingPolicy());
    for (int rack = 1; rack < kRacks; ++rack)
        for (RoutingGraph::Layer layer : {RoutingGraph::Layer::Up, RoutingGraph::Layer::Down})
            for (int c = 0; c < 4; ++c) m_targets.push_back(RoutingGraph::vertex(rack, layer, c));
}

void TstPathSearch::limitedCostIsTheCostOrNothing() {
    for (int target : m_targets) {
        PathSearch reference(*m_graph);
        const double cost = reference.cost(reference.tree(kSource, reference.profile({})), target);
        QVERIFY2(cost > 0 && cost < kInf, qPrintable(QString::number(target)));
        // Above the cost: the cost itself. At it or below: nothing (no path
        // cheaper than the limit), and the target is not settled.
        PathSearch above(*m_graph);
        QCOMPARE(above.cost(above.tree(kSource, above.profile({})), target, cost + 1e-6), cost);
        PathSearch at(*m_graph);
        PathSearch::Tree& tree = at.tree(kSource, at.profile({}));
        QCOMPARE(at.cost(tree, target, cost), kInf);
        QVERIFY(!at.settled(tree, target));
        // Asked in full afterwards, the tree gives the same cost as one
        // never stopped.
        QCOMPARE(at.cost(tree, target), cost);
        QVERIFY(at.settled(tree, target));
    }
}

void TstPathSearch::limitedCostGrowsNoFurtherThanItsLimit() {
    // The farthest target, asked below half its cost, must leave the
    // targets beyond half of it unsettled, and every nearer one it settled
    // is at its final cost.
    PathSearch reference(*m_graph);
    PathSearch::Tree& full = reference.tree(kSource, reference.profile({}));
    double farthest = 0;
    std::vector<double> costs;
    for (int target : m_targets) {
        costs.push_back(reference.cost(full, target));
        farthest = std::max(farthest, costs.back());
    }
    PathSearch bounded(*m_graph);
    PathSearch::Tree& tree = bounded.tree(kSource, bounded.profile({}));
    const int far = m_targets[size_t(std::max_element(costs.begin(), costs.end()) - costs.begin())];
    QCOMPARE(bounded.cost(tree, far, farthest / 2), kInf);
    int settledNear = 0;
    for (size_t i = 0; i < m_targets.size(); ++i) {
        if (costs[i] >= farthest / 2) QVERIFY(!bounded.settled(tree, m_targets[i]));
        if (bounded.settled(tree, m_targets[i])) {
            ++settledNear;
            QCOMPARE(bounded.cost(tree, m_targets[i]), costs[i]);
        }
    }
    QVERIFY(settledNear > 0);
}

void TstPathSearch::pathToRunsFromSourceToTargetAtItsCost() {
    PathSearch search(*m_graph);
    PathSearch::Tree& tree = search.tree(kSource, search.profile({}));
    std::vector<int> edges{42};  // replaced, not appended to
    for (int target : m_targets) {
        const double cost = search.cost(tree, target);
        search.pathTo(tree, target, edges);
        QVERIFY(!edges.empty());
        // Edge after edge from the source to the target; no history or
        // fill in the first round, so the cost is the lengths summed in
        // path order, to the last bit.
        int at = kSource;
        double length = 0;
        for (int e : edges) {
            const RouteEdge& edge = m_graph->edges()[size_t(e)];
            QCOMPARE(edge.from, at);
            at = edge.to;
            length += edge.lengthMm;
        }
        QCOMPARE(at, target);
        QCOMPARE(length, cost);
    }
    search.pathTo(tree, kSource, edges);
    QVERIFY(edges.empty());  // the source itself: no edge
}

namespace {
/// Checks that `edges` run from `source` to `target` and returns their
/// lengths summed in path order.
double walk(const RoutingGraph& graph, const std::vector<int>& edges, int source, int target) {
    int at = source;
    double length = 0;
    for (int e : edges) {
        const RouteEdge& edge = graph.edges()[size_t(e)];
        if (edge.from != at) return -1;
        at = edge.to;
        length += edge.lengthMm;
    }
    return at == target ? length : -1;
}
}  // namespace

void TstPathSearch::plainCostIsTheTreesCost() {
    // The row's racks are all as tall, so a plain path from an up column
    // climbs at once (PathSearch::m_climb) and the search back from a down
    // column leaves the up columns out; one to an up column searches every
    // edge. Either way the length is the tree's (Dijkstra's) to the rounding
    // of a sum taken the other way round, and a limit at it gives nothing.
    PathSearch trees(*m_graph), plain(*m_graph);
    PathSearch::Tree& tree = trees.tree(kSource, trees.profile({}));
    std::vector<int> edges;
    for (int target : m_targets) {
        const double cost = trees.cost(tree, target);
        const double length = plain.plainCost(kSource, target);
        QVERIFY2(std::abs(length - cost) < 1e-6, qPrintable(QStringLiteral("%1: %2 against %3").arg(target).arg(length).arg(cost)));
        // Asked first with a limit (an answer already found comes back
        // whatever the limit, as from cost()).
        PathSearch at(*m_graph), above(*m_graph);
        QCOMPARE(at.plainCost(kSource, target, length), kInf);
        QCOMPARE(above.plainCost(kSource, target, length + 1e-6), length);
        QCOMPARE(at.plainCost(kSource, target), length);
        plain.plainPathTo(kSource, target, edges);
        const double walked = walk(*m_graph, edges, kSource, target);
        QVERIFY2(walked >= 0, "the edges do not run from the source to the target");
        QVERIFY(std::abs(walked - length) < 1e-6);
    }
    // A path over the tops starts with the source's climb.
    const int down = RoutingGraph::vertex(kRacks - 1, RoutingGraph::Layer::Down, 0);
    plain.plainPathTo(kSource, down, edges);
    QVERIFY(!edges.empty());
    QVERIFY(m_graph->edges()[size_t(edges.front())].kind == RouteEdgeKind::Climb);
}

void TstPathSearch::droppedSearchesAreSearchedAgainAlike() {
    // With no budget every new search back from a target drops the one
    // before, so each path below is walked on a search made again: the
    // lengths and edges must be those of searches kept throughout.
    PathSearch kept(*m_graph), dropped(*m_graph);
    dropped.setVertexSearchBudget(0);
    QVERIFY(m_targets.size() > 3);
    for (int target : m_targets) QCOMPARE(dropped.plainCost(kSource, target), kept.plainCost(kSource, target));
    std::vector<int> keptEdges, droppedEdges;
    for (auto it = m_targets.rbegin(); it != m_targets.rend(); ++it) {
        kept.plainPathTo(kSource, *it, keptEdges);
        dropped.plainCost(kSource, m_targets.front());  // drops the search back from *it
        dropped.plainPathTo(kSource, *it, droppedEdges);
        QVERIFY(!droppedEdges.empty());
        QCOMPARE(droppedEdges, keptEdges);
    }
}

void TstPathSearch::droppedTreesAreGrownAgainAlike() {
    // Two bayed rows of five racks under their own trays, joined by a tray
    // across (twoRows). Cables of one
    // cross-section from each column of row A to each rack of row B in
    // turn, each laid on its path as RouteSolver does: the trays fill
    // (three fill a stretch), trees aimed at a rack go stale and costs
    // rise. With no budget every tree gives its storage back before each
    // cable, so each path is found by a tree grown again, at the costs of
    // its moment: costs and edges must be those of trees kept throughout.
    const auto design = twoRows();
    const RoutingGraph graph(*design, RoutingPolicy());
    PathSearch kept(graph), dropped(graph);
    dropped.setTreeBudget(0);
    const size_t segments = graph.segments().size();
    QVERIFY(segments > 0);
    const double capacity = graph.segments().front().capacityMm2;
    const PathProfile cable{0, capacity / 3, -1};
    for (PathSearch* search : {&kept, &dropped})
        search->startRound(std::vector<double>(segments, 0.0), std::vector<double>(segments, 0.0), 1.0);
    std::vector<int> keptEdges, droppedEdges, laid;
    int paths = 0;
    // Each tree is asked three times, for another column of its rack each
    // time, with the trays fuller each time.
    for (int pass = 0; pass < 3; ++pass)
        for (int from = 0; from < 5; ++from)
            for (int c = 0; c < 4; ++c)
                for (int to = 5; to < 10; ++to) {
                    const int source = RoutingGraph::vertex(from, RoutingGraph::Layer::Up, c);
                    const int target =
                        RoutingGraph::vertex(to, RoutingGraph::Layer::Down, (from + c + pass) % 4);
                    kept.trimTrees();
                    dropped.trimTrees();
                    PathSearch::Tree& a = kept.tree(source, kept.profile(cable), to);
                    PathSearch::Tree& b = dropped.tree(source, dropped.profile(cable), to);
                    const double cost = kept.cost(a, target);
                    QCOMPARE(dropped.cost(b, target), cost);
                    QVERIFY(cost < kInf);
                    kept.pathTo(a, target, keptEdges);
                    dropped.pathTo(b, target, droppedEdges);
                    QCOMPARE(droppedEdges, keptEdges);
                    laid.clear();
                    for (int e : keptEdges)
                        if (graph.edges()[size_t(e)].segment >= 0)
                            laid.push_back(graph.edges()[size_t(e)].segment);
                    kept.occupy(laid, cable.areaMm2);
                    dropped.occupy(laid, cable.areaMm2);
                    ++paths;
                }
    QCOMPARE(paths, 300);
    QCOMPARE(dropped.occupancy(), kept.occupancy());
    // TX, the one way across, took every cable: far past its fill, so the
    // kept trees went stale and grew again too, at the costs of the moment.
    QVERIFY(*std::max_element(kept.occupancy().begin(), kept.occupancy().end()) > 10 * capacity);
    QVERIFY2(kept.treeRuns() > 20 && dropped.treeRuns() > kept.treeRuns(),
             qPrintable(QStringLiteral("%1 against %2 runs").arg(dropped.treeRuns()).arg(kept.treeRuns())));
}

void TstPathSearch::plainCostAcrossRunsIsTheTreesCost() {
    // Two bayed rows 3 m apart, each under its own tray, joined by a tray
    // across: a cable from row A to row B climbs, runs the trays and
    // descends, the case RouteSolver reads plain lengths for. By hand, from
    // A1's front left up column to B5's front left down column: the climb
    // and descent are the top's height each, each drop the tray's 2 600 less
    // the top, up. A5 and B5 stand within reach of TX and drop into it at
    // its ends, (4200, 1600) and (4200, 5600), nearest their centres: along
    // the tops from A1's column to A5's (4 × 600), the drop across from
    // (3429.35, 1000) to TX's end, √(770.65² + 600²), TX's 4 000 mm, and the
    // same drop into B5: 2 × 2 600 + 2 400 + 2 × √(770.65² + 600²) + 4 000.
    const auto design = twoRows();
    const RoutingGraph graph(*design, RoutingPolicy());
    QVERIFY(graph.bayGroup(0) != graph.bayGroup(5));
    PathSearch trees(graph), plain(graph);
    const double byHand = 2 * 2600 + 2400 + 2 * std::hypot(770.65, 600.0) + 4000;
    const double a1ToB5 = plain.plainCost(RoutingGraph::vertex(0, RoutingGraph::Layer::Up, 0),
                                          RoutingGraph::vertex(9, RoutingGraph::Layer::Down, 0));
    QVERIFY2(std::abs(a1ToB5 - byHand) < 1e-6, qPrintable(QStringLiteral("%1 against %2").arg(a1ToB5).arg(byHand)));
    std::vector<int> edges;
    int answered = 0;
    for (int from = 0; from < 5; ++from)
        for (int c = 0; c < 4; ++c) {
            const int source = RoutingGraph::vertex(from, RoutingGraph::Layer::Up, c);
            for (int to = 5; to < 10; ++to) {
                PathSearch::Tree& tree = trees.tree(source, trees.profile({}), to);
                for (int d = 0; d < 4; ++d) {
                    const int target = RoutingGraph::vertex(to, RoutingGraph::Layer::Down, d);
                    const double cost = trees.cost(tree, target);
                    const double length = plain.plainCost(source, target);
                    QCOMPARE(std::isinf(length), std::isinf(cost));
                    if (std::isinf(cost)) continue;
                    QVERIFY(std::abs(length - cost) < 1e-6);
                    plain.plainPathTo(source, target, edges);
                    QVERIFY(std::abs(walk(graph, edges, source, target) - length) < 1e-6);
                    ++answered;
                }
            }
        }
    QCOMPARE(answered, 5 * 4 * 5 * 4);  // the trays join every column
}

void TstPathSearch::plainCostsOnlyForPlainLengths() {
    PathSearch search(*m_graph);
    const size_t segments = m_graph->segments().size();
    QVERIFY(segments > 0);
    QVERIFY(search.plainCosts(search.profile({})));
    QVERIFY(!search.plainCosts(search.profile({40, 0, -1})));   // a bend radius
    QVERIFY(!search.plainCosts(search.profile({0, 50, -1})));   // fill
    QVERIFY(!search.plainCosts(search.profile({0, 0, search.restriction({0})})));
    // A later round's history makes tray segments dearer than their length.
    std::vector<double> history(segments, 0.0);
    search.startRound(std::vector<double>(segments, 0.0), history, 0);
    QVERIFY(search.plainCosts(search.profile({})));
    history.back() = 0.5;
    search.startRound(std::vector<double>(segments, 0.0), history, 1);
    QVERIFY(!search.plainCosts(search.profile({})));
}

void TstPathSearch::inColumnsTreeStaysInTheColumns() {
    // Nothing leads back into the up columns once a route climbs, so the
    // tree that never climbs finds every up column of the run at the run
    // tree's cost. By hand, A1's front left column to A3's: across A1 and
    // A2 (600 mm less a channel each) and two pass-throughs (a channel
    // each), the racks' 600 mm pitch twice.
    PathSearch search(*m_graph);
    const int profile = search.profile({});
    PathSearch::Tree& run = search.tree(kSource, profile);
    PathSearch::Tree& columns = search.tree(kSource, profile, PathSearch::kInColumns);
    QVERIFY(std::abs(search.cost(columns, RoutingGraph::vertex(2, RoutingGraph::Layer::Up, 0)) - 1200) < 1e-9);
    for (int target : m_targets) {
        const bool up = target % RoutingGraph::kVerticesPerRack / 4 == int(RoutingGraph::Layer::Up);
        const double cost = search.cost(columns, target);
        if (up)
            QVERIFY2(std::abs(cost - search.cost(run, target)) < 1e-9, qPrintable(QString::number(target)));
        else
            QCOMPARE(cost, kInf);  // a down column lies over the tops
    }
    // Grown to its end, it never reached a top or the tray.
    for (int v = 0; v < m_graph->vertexCount(); ++v)
        if (v >= kRacks * RoutingGraph::kVerticesPerRack
            || v % RoutingGraph::kVerticesPerRack / 4 == int(RoutingGraph::Layer::Top))
            QVERIFY(!search.settled(columns, v));
}

namespace {
/// Checks overTopBound() against the run tree's cost of every way over the
/// tops from every up column of the graph to every down column of its run;
/// returns how many it checked.
int checkOverTopBound(const RoutingGraph& graph, int racks) {
    PathSearch search(graph);
    const int profile = search.profile({});
    int checked = 0;
    for (int from = 0; from < racks; ++from)
        for (int c = 0; c < 4; ++c) {
            const int source = RoutingGraph::vertex(from, RoutingGraph::Layer::Up, c);
            PathSearch::Tree& tree = search.tree(source, profile);
            for (int to = 0; to < racks; ++to)
                for (int d = 0; d < 4; ++d) {
                    const int target = RoutingGraph::vertex(to, RoutingGraph::Layer::Down, d);
                    const double cost = search.cost(tree, target);
                    if (std::isinf(cost) || search.overTopBound(source, target) > cost) return -1;
                    ++checked;
                }
        }
    return checked;
}
}  // namespace

void TstPathSearch::overTopBoundIsBelowEveryWayOverTheTops() {
    // By hand, A1's front left up column to A10's front left down column: a
    // climb and a descent, the top's height each, and 9 × 600 mm on the plan
    // (every edge here as long as its ends lie apart, or longer). The way
    // along the tops is exactly that long; over the tray it would add the
    // drops up to it and back.
    PathSearch search(*m_graph);
    const int target = RoutingGraph::vertex(kRacks - 1, RoutingGraph::Layer::Down, 0);
    const double top = m_graph->frame(0).topZ();
    const double bound = search.overTopBound(kSource, target);
    QVERIFY2(std::abs(bound - (2 * top + 5400)) < 0.01, qPrintable(QString::number(bound)));
    PathSearch::Tree& tree = search.tree(kSource, search.profile({}));
    const double cost = search.cost(tree, target);
    QVERIFY(cost >= bound && cost - bound < 0.01);
    QCOMPARE(checkOverTopBound(*m_graph, kRacks), kRacks * 4 * kRacks * 4);
}

void TstPathSearch::overTopBoundAllowsForEdgesShorterThanThePlan() {
    // A2 stands 30 mm behind the row, still bayed (within the 50 mm gap):
    // its pass-throughs are measured along the row, a channel wide, shorter
    // than the ends lie apart on the plan. The bound covers less of the
    // distance and stays below every way over the tops.
    DesignBuilder b;
    b.name(QStringLiteral("offset row")).room(9000, 5000);
    b.row(QStringLiteral("A"));
    for (int k = 0; k < 5; ++k) b.rack(QStringLiteral("A%1").arg(k + 1), 1000 + 600 * k, k == 1 ? 1030 : 1000);
    b.tray(QStringLiteral("T1"), {QPointF(800, 1600), QPointF(4200, 1600)}, 2600);
    const auto design = b.build();
    const RoutingGraph graph(*design, RoutingPolicy());
    QCOMPARE(graph.bayGroup(4), graph.bayGroup(0));
    PathSearch search(graph);
    const int source = RoutingGraph::vertex(0, RoutingGraph::Layer::Up, 0);
    const int target = RoutingGraph::vertex(4, RoutingGraph::Layer::Down, 0);
    QCOMPARE(checkOverTopBound(graph, 5), 5 * 4 * 5 * 4);
    const QPointF apart = graph.planMm(target) - graph.planMm(source);
    QVERIFY(search.overTopBound(source, target) < 2 * graph.frame(0).topZ() + std::hypot(apart.x(), apart.y()) - 1);
}

QTEST_GUILESS_MAIN(TstPathSearch)
#include "tst_path_search.moc"
