#include "model/routing/backward_lengths.h"

#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/dijkstra_shortest_paths.hpp>

#include <QtTest>

#include <limits>
#include <tuple>
#include <vector>

using namespace sn;

/// The lower bound of trees aimed at a rack: lengths on to the goals, from a
/// search that stops as soon as it can answer.
class TstBackwardLengths : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void handWorkedLengths();
    void settlesOnlyAsFarAsAsked();
    void nextEdgesFollowTheShortestPath();
    void equalsFullDijkstraOnAGrid();
};

namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();

using Edge = std::tuple<int, int, double>;  // from, to, length

InEdges inEdgesOf(int vertices, const std::vector<Edge>& edges) {
    return InEdges::of(vertices, edges, [](const Edge& e) { return e; });
}

/// A chain 0 → 1 → 2 → 3 → 4 (goal) of 100 mm steps, a 250 mm shortcut 1 → 3,
/// a one-way spur 4 → 5 (5 never reaches the goal) and 6 with no edges.
std::vector<Edge> chainWithShortcut() {
    return {{0, 1, 100}, {1, 2, 100}, {2, 3, 100}, {3, 4, 100}, {1, 3, 250}, {4, 5, 100}};
}

}  // namespace

void TstBackwardLengths::handWorkedLengths() {
    const InEdges in = inEdgesOf(7, chainWithShortcut());
    BackwardLengths lengths(in, 7, {4});
    // By hand: 3 is one step (100); 2 two (200); 1 by the chain 300 or by the
    // shortcut 250 + 100 = 350, so 300; 0 one more step, 400.
    QCOMPARE(lengths.at(4), 0.0);
    QCOMPARE(lengths.at(3), 100.0);
    QCOMPARE(lengths.at(2), 200.0);
    QCOMPARE(lengths.at(1), 300.0);
    QCOMPARE(lengths.at(0), 400.0);
    // 5 only leaves the goal, 6 has no edges: no path on to the goal.
    QCOMPARE(lengths.at(5), kInf);
    QCOMPARE(lengths.at(6), kInf);
}

void TstBackwardLengths::settlesOnlyAsFarAsAsked() {
    const InEdges in = inEdgesOf(7, chainWithShortcut());
    BackwardLengths lengths(in, 7, {4});
    // The goal's neighbour needs the goal and itself settled, not the chain.
    QCOMPARE(lengths.at(3), 100.0);
    QCOMPARE(lengths.settledCount(), 2);
    // Asking again, or for a vertex already settled, settles nothing more.
    QCOMPARE(lengths.at(4), 0.0);
    QCOMPARE(lengths.settledCount(), 2);
    QCOMPARE(lengths.at(1), 300.0);
    QCOMPARE(lengths.settledCount(), 4);
    // An unreachable vertex takes the search to its end: every reachable one.
    QCOMPARE(lengths.at(6), kInf);
    QCOMPARE(lengths.settledCount(), 5);
}

void TstBackwardLengths::nextEdgesFollowTheShortestPath() {
    const InEdges in = inEdgesOf(7, chainWithShortcut());
    BackwardLengths lengths(in, 7, {4});
    // Below its length (400) the limit gives nothing and leaves 0 unsettled;
    // a hair above it, the length.
    QCOMPARE(lengths.at(0, 400), kInf);
    QCOMPARE(lengths.at(0, 400.5), 400.0);
    // From 0 the chain all the way (the shortcut 1 → 3 is 50 mm longer):
    // the edges by their places in chainWithShortcut(), -1 at the goal.
    QCOMPARE(lengths.nextEdge(0), 0);
    QCOMPARE(lengths.nextEdge(1), 1);
    QCOMPARE(lengths.nextEdge(2), 2);
    QCOMPARE(lengths.nextEdge(3), 3);
    QCOMPARE(lengths.nextEdge(4), -1);
    // With the shortcut at 150 mm it wins from 1 (250 against 300).
    std::vector<Edge> shorter = chainWithShortcut();
    std::get<2>(shorter[4]) = 150;
    const InEdges in2 = inEdgesOf(7, shorter);
    BackwardLengths viaShortcut(in2, 7, {4});
    QCOMPARE(viaShortcut.at(0), 350.0);
    QCOMPARE(viaShortcut.nextEdge(1), 4);
}

void TstBackwardLengths::equalsFullDijkstraOnAGrid() {
    // A 30 × 20 grid, one way along rows (x grows) with lengths that vary,
    // both ways along columns; goals at two corners of the far column.
    const int w = 30, h = 20, n = w * h;
    std::vector<Edge> edges;
    for (int y = 0; y < h; ++y)
        for (int x = 0; x < w; ++x) {
            const int v = y * w + x;
            if (x + 1 < w) edges.emplace_back(v, v + 1, 600 + 37 * ((x * 7 + y * 3) % 11));
            if (y + 1 < h) {
                const double up = 400 + 53 * ((x + y * 5) % 7);
                edges.emplace_back(v, v + w, up);
                edges.emplace_back(v + w, v, up);
            }
        }
    const std::vector<int> goals = {w - 1, n - 1};
    // Boost's Dijkstra over the reversed edges, from a super-source joined
    // to both goals at 0: the full search the lazy one must agree with.
    using Graph = boost::adjacency_list<boost::vecS, boost::vecS, boost::directedS, boost::no_property,
                                        boost::property<boost::edge_weight_t, double>>;
    Graph reversed(n + 1);
    for (const auto& [from, to, length] : edges) boost::add_edge(to, from, length, reversed);
    for (int g : goals) boost::add_edge(n, g, 0.0, reversed);
    std::vector<double> expected(size_t(n) + 1);
    boost::dijkstra_shortest_paths(reversed, n, boost::distance_map(expected.data()));

    const InEdges in = inEdgesOf(n, edges);
    BackwardLengths lengths(in, n, goals);
    // Asked in an order unlike the search's: from the far side first.
    for (int v = 0; v < n; ++v) {
        const int asked = (v * 7) % n;
        QCOMPARE(lengths.at(asked), expected[size_t(asked)]);
    }
    QCOMPARE(lengths.settledCount(), n);
}

QTEST_APPLESS_MAIN(TstBackwardLengths)
#include "tst_backward_lengths.moc"
