#include "routing/path_search.h"
#include "routing/routing_graph.h"
#include "routing/routing_policy.h"
#include "support/design_builder.h"

#include <QtTest>

#include <algorithm>
#include <limits>
#include <memory>
#include <vector>

using namespace sn;
using sn::test::DesignBuilder;

/// The questions RouteSolver asks of the shortest-path trees beyond cost():
/// a cost asked only below a limit, and the path read back by its records.
class TstPathSearch : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void limitedCostIsTheCostOrNothing();
    void limitedCostGrowsNoFurtherThanItsLimit();
    void pathToRunsFromSourceToTargetAtItsCost();

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

QTEST_GUILESS_MAIN(TstPathSearch)
#include "tst_path_search.moc"
