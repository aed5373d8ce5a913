#include "model/routing/routing_graph.h"
#include "tests/model/routing_rooms.h"

#include <QtTest>

#include <algorithm>
#include <cmath>

using namespace sn;
using namespace sn::test;

/// The routing graph's vertices and edges for a room small enough to count.
class TstRoutingGraph : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void countsVerticesAndEdges();
    void passagesJoinOnlyBayedRacks();
    void passagesAcrossAHallOfRows();
    void dropsAndSegmentsCarryGeometry();
    void trayCornersAreFittings();
    void verticesLieOnThePlan();
};

namespace {

int count(const RoutingGraph& g, RouteEdgeKind kind) {
    return int(std::count_if(g.edges().begin(), g.edges().end(), [&](const RouteEdge& e) { return e.kind == kind; }));
}

std::unique_ptr<Design> baySharingATray() {
    auto b = twoRacks(1600);  // R1 at x 1000, R2 right beside it at 1600
    b.tray(QStringLiteral("T1"), {QPointF(500, 1600), QPointF(5500, 1600)}, 2600);
    return b.build();
}

}  // namespace

void TstRoutingGraph::countsVerticesAndEdges() {
    const auto design = baySharingATray();
    const RoutingGraph g(*design, RoutingPolicy());
    // 12 per rack; T1 gets its two ends plus the drop points above the rack
    // centres, x 1300 and 1900: 4.
    QCOMPARE(g.vertexCount(), 2 * 12 + 4);
    // Per rack: 4 runs across and through the rack in each of 3 layers, both
    // ways (24), plus 4 climbs and 4 descents: 32. One bayed pair: 2 faces ×
    // 3 layers × 2 ways = 12 pass-through edges. T1: 3 segments × 2 ways.
    // Drops: 2 racks × 4 column tops × 2 ways = 16.
    QCOMPARE(count(g, RouteEdgeKind::InRack), 2 * 24);
    QCOMPARE(count(g, RouteEdgeKind::Climb) + count(g, RouteEdgeKind::Descend), 2 * 8);
    QCOMPARE(count(g, RouteEdgeKind::Passage), 12);
    QCOMPARE(count(g, RouteEdgeKind::Segment), 6);
    QCOMPARE(count(g, RouteEdgeKind::Drop), 16);
    QCOMPARE(int(g.edges().size()), 48 + 16 + 12 + 6 + 16);
    QCOMPARE(int(g.segments().size()), 3);
}

void TstRoutingGraph::passagesJoinOnlyBayedRacks() {
    const auto bayed = baySharingATray();
    const RoutingGraph g(*bayed, RoutingPolicy());
    for (const RouteEdge& e : g.edges()) {
        if (e.kind != RouteEdgeKind::Passage) continue;
        // Half of each 58.7 mm channel, no gap; the channel width bounds the bend.
        QCOMPARE(e.lengthMm, 58.7);
        QCOMPARE(e.radiusMm, 58.7);
    }
    // 2.4 m apart: no pass-through; a 40 mm gap still counts as bayed.
    const auto apart = twoRacks().build();
    QCOMPARE(count(RoutingGraph(*apart, RoutingPolicy()), RouteEdgeKind::Passage), 0);
    const auto gap = twoRacks(1640).build();
    const RoutingGraph gapped(*gap, RoutingPolicy());
    QCOMPARE(count(gapped, RouteEdgeKind::Passage), 12);
    QCOMPARE(gapped.edges()[size_t(std::find_if(gapped.edges().begin(), gapped.edges().end(),
                                                [](const RouteEdge& e) { return e.kind == RouteEdgeKind::Passage; })
                                   - gapped.edges().begin())]
                 .lengthMm,
             58.7 + 40);
}

void TstRoutingGraph::passagesAcrossAHallOfRows() {
    // Three rows of ten 600 mm racks side by side, 3 m apart, the last rack
    // of row C at the 50 mm gap still allowed; row D two racks 51 mm apart.
    // Found near each rack (not by comparing every pair): the same joins.
    DesignBuilder b;
    b.name(QStringLiteral("hall")).room(12000, 14000);
    const char* rows[] = {"A", "B", "C"};
    for (int r = 0; r < 3; ++r) {
        b.row(QLatin1String(rows[r]));
        for (int k = 0; k < 10; ++k) {
            const double x = 1000 + 600 * k + (r == 2 && k == 9 ? 50 : 0);
            b.rack(QStringLiteral("%1%2").arg(QLatin1String(rows[r])).arg(k + 1), x, 1000 + 3000 * r);
        }
    }
    b.row(QStringLiteral("D"));
    b.rack(QStringLiteral("D1"), 1000, 10000).rack(QStringLiteral("D2"), 1651, 10000);
    const auto design = b.build();
    const RoutingGraph g(*design, RoutingPolicy());
    // Per join 12 edges (2 faces × 3 layers × 2 ways); 9 joins in each of
    // rows A, B and C, none in D.
    QCOMPARE(count(g, RouteEdgeKind::Passage), 3 * 9 * 12);
    for (int r = 0; r < 3; ++r)
        for (int k = 1; k < 10; ++k) QCOMPARE(g.bayGroup(10 * r + k), g.bayGroup(10 * r));
    QVERIFY(g.bayGroup(0) != g.bayGroup(10));
    QVERIFY(g.bayGroup(10) != g.bayGroup(20));
    QVERIFY(g.bayGroup(30) != g.bayGroup(31));
    // The gapped join is 50 mm longer than the others.
    int gapped = 0;
    for (const RouteEdge& e : g.edges())
        if (e.kind == RouteEdgeKind::Passage && std::abs(e.lengthMm - (58.7 + 50)) < 1e-6) ++gapped;
    QCOMPARE(gapped, 12);
}

void TstRoutingGraph::dropsAndSegmentsCarryGeometry() {
    const auto design = baySharingATray();
    const RoutingGraph g(*design, RoutingPolicy());
    // Segments 500→1300, 1300→1900, 1900→5500; capacity 600 × 100 × 50 %.
    const double lengths[] = {800, 600, 3600};
    for (int i = 0; i < 3; ++i) {
        const TraySegment& s = g.segments()[size_t(i)];
        QCOMPARE(s.capacityMm2, 30000.0);
        QCOMPARE(std::abs(s.toMm.x() - s.fromMm.x()), lengths[i]);
    }
    // R1's rear-right column top (1570.65, 2200) to the drop (1300, 1600):
    // √(270.65² + 600²) in plan, 2600 − 2233.6 up; bends at the tray's 300 mm.
    const int top = RoutingGraph::vertex(0, RoutingGraph::Layer::Top, RackFrame::columnIndex(Face::Rear, 1));
    const auto drop = std::find_if(g.edges().begin(), g.edges().end(), [&](const RouteEdge& e) {
        return e.kind == RouteEdgeKind::Drop && e.from == top;
    });
    QVERIFY(drop != g.edges().end());
    QVERIFY(std::abs(drop->lengthMm - (std::hypot(270.65, 600.0) + 2600 - room::kTop)) < 1e-9);
    QCOMPARE(drop->radiusMm, 300.0);
}

void TstRoutingGraph::trayCornersAreFittings() {
    auto b = twoRacks();
    // A straight-through vertex is no fitting; a right angle is.
    b.tray(QStringLiteral("T1"), {QPointF(500, 1600), QPointF(3000, 1600), QPointF(5500, 1600), QPointF(5500, 3000)},
           2600, QStringLiteral("fibre-runner-240x100"));
    const auto design = b.build();
    const RoutingGraph g(*design, RoutingPolicy());
    std::vector<double> radii;
    for (const RouteEdge& e : g.edges())
        if (e.kind == RouteEdgeKind::Fitting) radii.push_back(e.radiusMm);
    QCOMPARE(int(radii.size()), 4);  // two vertices, both ways
    QCOMPARE(int(std::count(radii.begin(), radii.end(), 50.0)), 2);  // the fibre runner's 50 mm
    QCOMPARE(int(std::count(radii.begin(), radii.end(), std::numeric_limits<double>::infinity())), 2);
}

void TstRoutingGraph::verticesLieOnThePlan() {
    const auto design = baySharingATray();
    const RoutingGraph g(*design, RoutingPolicy());
    // R1's rear-right column (1570.65, 2200) in all three copies.
    for (RoutingGraph::Layer layer : {RoutingGraph::Layer::Up, RoutingGraph::Layer::Down, RoutingGraph::Layer::Top}) {
        const QPointF at = g.planMm(RoutingGraph::vertex(0, layer, RackFrame::columnIndex(Face::Rear, 1)));
        QVERIFY(std::abs(at.x() - 1570.65) < 1e-9 && std::abs(at.y() - 2200) < 1e-9);
    }
    // T1's vertices: its ends and the drops above the rack centres.
    std::vector<double> xs;
    for (int v = 2 * 12; v < g.vertexCount(); ++v) {
        QCOMPARE(g.planMm(v).y(), 1600.0);
        QVERIFY(std::abs(g.planMm(v).x() - (500 + g.alongMm(v))) < 1e-9);
        xs.push_back(g.planMm(v).x());
    }
    std::sort(xs.begin(), xs.end());
    const double expected[] = {500, 1300, 1900, 5500};
    QCOMPARE(xs.size(), std::size(expected));
    for (size_t i = 0; i < xs.size(); ++i) QVERIFY(std::abs(xs[i] - expected[i]) < 1e-9);
}

QTEST_GUILESS_MAIN(TstRoutingGraph)
#include "tst_routing_graph.moc"
