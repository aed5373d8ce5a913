#include "model/hydraulics/inp_reader.h"
#include "model/hydraulics/network_solver.h"
#include "tests/support/test_paths.h"

#include <QTest>

#include <QFileInfo>

#include <cmath>

using namespace sn::hyd;

/// The gradient solver against figures worked out by hand (each test writes
/// its arithmetic), not against its own earlier output.
class TstNetworkSolver : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void turbulentPipeByDarcyWeisbach();
    void laminarPipeByHagenPoiseuille();
    void unequalParallelBranches();
    void ringKeepsContinuityAndLoopBalance();
    void pumpOperatingPoint();
    void stoppedPumpOfTwoInParallel();
    void closedLinkCarriesNothing();
    void iterationLimitIsReported();
    void epanetReferenceLoop_data();
    void epanetReferenceLoop();
};

namespace {

int addNode(HydraulicNetwork& net, const char* id, std::optional<double> head = std::nullopt) {
    net.nodes.push_back({QString::fromLatin1(id), 0, 0, head});
    return int(net.nodes.size()) - 1;
}

Link pipe(int from, int to, double lengthM, double diameterMm, double roughnessMm, double k = 0) {
    Link l;
    l.id = QStringLiteral("P%1-%2").arg(from).arg(to);
    l.kind = LinkKind::Pipe;
    l.from = from;
    l.to = to;
    l.lengthM = lengthM;
    l.diameterMm = diameterMm;
    l.roughnessMm = roughnessMm;
    l.minorLossK = k;
    return l;
}

/// Δh = r·q² with q in L/min: a power law at 1 L/min.
Link quadratic(int from, int to, double r) {
    Link l;
    l.id = QStringLiteral("R%1-%2").arg(from).arg(to);
    l.kind = LinkKind::PowerLaw;
    l.from = from;
    l.to = to;
    l.refFlowLpm = 1;
    l.refHeadLossM = r;
    l.exponent = 2;
    return l;
}

Link pump(int from, int to) {
    Link l;
    l.id = QStringLiteral("PU%1-%2").arg(from).arg(to);
    l.kind = LinkKind::Pump;
    l.from = from;
    l.to = to;
    l.curve = *PumpCurve::throughPoints(30, 400, 25, 800, 12);
    return l;
}

}  // namespace

void TstNetworkSolver::turbulentPipeByDarcyWeisbach() {
    // 50 m of DN50 (bore 52.5 mm, roughness 0.045 mm), water ν 1.004 mm²/s,
    // 200 L/min = 3.333e-3 m³/s: A = π·0.0525²/4 = 2.16475e-3 m², v = 1.53982 m/s,
    // Re = v·d/ν = 80 519, Swamee–Jain f = 0.25 / log10(0.045/(3.7·52.5) + 5.74/Re^0.9)² = 0.0223485,
    // h_f = f·(L/d)·v²/2g = 2.57306 m; K 1.5 adds 1.5·v²/2g = 0.18133 m: 2.75439 m in all.
    // Two reservoirs that far apart must push exactly 200 L/min through it.
    HydraulicNetwork net;
    net.fluid = {1.0, 1.004e-6};
    const int a = addNode(net, "A", 2.75439);
    const int b = addNode(net, "B", 0.0);
    net.links.push_back(pipe(a, b, 50, 52.5, 0.045, 1.5));
    const Solution s = NetworkSolver::solve(net);
    QVERIFY2(s.converged, qPrintable(s.problem));
    QVERIFY2(std::abs(s.flowLpm[0] - 200.0) < 0.01, qPrintable(QString::number(s.flowLpm[0], 'f', 4)));
    QVERIFY(std::abs(s.velocityMs(net, 0) - 1.53982) < 1e-4);
}

void TstNetworkSolver::laminarPipeByHagenPoiseuille() {
    // A 4 mm capillary 2 m long, ν 1.43 mm²/s, 0.05 m of head: Q = π·d⁴·g·Δh / (128·ν·L)
    // = π·0.004⁴·9.80665·0.05 / (128·1.43e-6·2) = 1.07722e-6 m³/s = 0.0646332 L/min (Re 240: laminar).
    HydraulicNetwork net;
    net.fluid = {1.0, 1.43e-6};
    const int a = addNode(net, "A", 0.05);
    const int b = addNode(net, "B", 0.0);
    net.links.push_back(pipe(a, b, 2, 4, 0.0015));
    const Solution s = NetworkSolver::solve(net);
    QVERIFY(s.converged);
    QVERIFY2(std::abs(s.flowLpm[0] - 0.0646332) < 1e-6, qPrintable(QString::number(s.flowLpm[0], 'g', 8)));
}

void TstNetworkSolver::unequalParallelBranches() {
    // R0 = 0.001 in series with R1 = 0.004 ∥ R2 = 0.001 (m per (L/min)²), 10 m across.
    // Parallel: 1/√Req = 1/√R1 + 1/√R2 = 15.811 + 31.623 → Req = 4.4444e-4;
    // Q = √(10 / (R0 + Req)) = 83.205 L/min; the branches share h_p = Req·Q² = 3.0769 m,
    // so q1 = √(h_p/R1) = 27.735 and q2 = √(h_p/R2) = 55.470 L/min (q2 = 2·q1).
    HydraulicNetwork net;
    const int s0 = addNode(net, "S", 10.0);
    const int j = addNode(net, "J");
    const int t = addNode(net, "T", 0.0);
    net.links.push_back(quadratic(s0, j, 1e-3));
    net.links.push_back(quadratic(j, t, 4e-3));
    net.links.push_back(quadratic(j, t, 1e-3));
    const Solution s = NetworkSolver::solve(net);
    QVERIFY(s.converged);
    QVERIFY(std::abs(s.flowLpm[0] - 83.2050) < 1e-3);
    QVERIFY(std::abs(s.flowLpm[1] - 27.7350) < 1e-3);
    QVERIFY(std::abs(s.flowLpm[2] - 55.4700) < 1e-3);
}

void TstNetworkSolver::ringKeepsContinuityAndLoopBalance() {
    // A ring header of six pipes fed at one node and drained at the opposite
    // one through unequal sides: Kirchhoff's two laws must hold — what enters
    // a junction leaves it, and the head losses round the ring add to zero.
    HydraulicNetwork net;
    net.fluid = {1.0215, 1.43e-6};
    const int src = addNode(net, "SRC", 12.0);
    const int snk = addNode(net, "SNK", 0.0);
    std::vector<int> ring;
    for (int i = 0; i < 6; ++i) ring.push_back(addNode(net, "N"));
    const double lengths[6] = {4, 9, 2.5, 7, 3, 11};
    for (int i = 0; i < 6; ++i) net.links.push_back(pipe(ring[size_t(i)], ring[size_t((i + 1) % 6)], lengths[i], 40.9, 0.015));
    net.links.push_back(pipe(src, ring[0], 5, 52.5, 0.015, 1.5));
    net.links.push_back(pipe(ring[3], snk, 5, 52.5, 0.015, 1.5));
    const Solution s = NetworkSolver::solve(net);
    QVERIFY(s.converged);
    double around = 0;
    for (int i = 0; i < 6; ++i) around += s.headLossM(net, i);
    QVERIFY2(std::abs(around) < 1e-9, qPrintable(QString::number(around)));
    for (int node : ring) {
        double net_in = 0;
        for (size_t k = 0; k < net.links.size(); ++k) {
            if (net.links[k].to == node) net_in += s.flowLpm[k];
            if (net.links[k].from == node) net_in -= s.flowLpm[k];
        }
        QVERIFY2(std::abs(net_in) < 1e-6, qPrintable(QString::number(net_in)));
    }
    // The shorter side (4 + 9 + 2.5 = 15.5 m against 21 m) carries more.
    QVERIFY(s.flowLpm[0] > -s.flowLpm[5]);
    QVERIFY(s.flowLpm[0] > 0 && s.flowLpm[5] < 0);
}

void TstNetworkSolver::pumpOperatingPoint() {
    // EPANET's fit through (0, 30 m), (400, 25), (800, 12): A = 30,
    // C = ln((30 − 12)/(30 − 25)) / ln 2 = 1.84800, B = 5/400^C = 7.76911e-5.
    // Against a system Δh = r·q² with r = 25/400²: the curves cross at
    // exactly 400 L/min and 25 m.
    const auto curve = PumpCurve::throughPoints(30, 400, 25, 800, 12);
    QVERIFY(curve);
    QVERIFY(std::abs(curve->exponent - 1.84800) < 1e-5);
    QVERIFY(std::abs(curve->coefficient - 7.76911e-5) < 1e-9);
    HydraulicNetwork net;
    const int r = addNode(net, "R", 0.0);
    const int out = addNode(net, "OUT");
    net.links.push_back(pump(r, out));
    net.links.push_back(quadratic(out, r, 25.0 / (400.0 * 400.0)));
    const Solution s = NetworkSolver::solve(net);
    QVERIFY(s.converged);
    QVERIFY2(std::abs(s.flowLpm[0] - 400.0) < 1e-3, qPrintable(QString::number(s.flowLpm[0], 'f', 5)));
    QVERIFY(std::abs(-s.headLossM(net, 0) - 25.0) < 1e-5);
}

void TstNetworkSolver::stoppedPumpOfTwoInParallel() {
    // Two equal pumps into r = 25/800² share 800 L/min at 25 m (400 each,
    // the point above). One stopped, its check valve holds and the other
    // alone meets 30 − 7.76911e-5·q^1.848 = (25/640 000)·q²: by bisection
    // q = 664.24 L/min at 17.235 m — more than half of the pair's flow,
    // less than all of it.
    HydraulicNetwork net;
    const int r = addNode(net, "R", 0.0);
    const int out = addNode(net, "OUT");
    net.links.push_back(pump(r, out));
    net.links.push_back(pump(r, out));
    net.links.push_back(quadratic(out, r, 25.0 / (800.0 * 800.0)));
    Solution both = NetworkSolver::solve(net);
    QVERIFY(both.converged);
    QVERIFY(std::abs(both.flowLpm[0] - 400.0) < 1e-3 && std::abs(both.flowLpm[1] - 400.0) < 1e-3);
    net.links[1].open = false;
    const Solution one = NetworkSolver::solve(net);
    QVERIFY(one.converged);
    QCOMPARE(one.flowLpm[1], 0.0);
    QVERIFY2(std::abs(one.flowLpm[0] - 664.24) < 0.01, qPrintable(QString::number(one.flowLpm[0], 'f', 3)));
    QVERIFY(std::abs(-one.headLossM(net, 0) - 17.235) < 1e-3);
}

void TstNetworkSolver::closedLinkCarriesNothing() {
    HydraulicNetwork net;
    const int a = addNode(net, "A", 10.0);
    const int b = addNode(net, "B", 0.0);
    net.links.push_back(quadratic(a, b, 1e-3));
    net.links.push_back(quadratic(a, b, 1e-3));
    net.links[1].open = false;
    const Solution s = NetworkSolver::solve(net);
    QVERIFY(s.converged);
    QCOMPARE(s.flowLpm[1], 0.0);
    QVERIFY(std::abs(s.flowLpm[0] - 100.0) < 1e-3);  // √(10 / 0.001)
}

void TstNetworkSolver::iterationLimitIsReported() {
    HydraulicNetwork net;
    net.fluid = {1.0, 1.0e-6};
    const int a = addNode(net, "A", 2.0);
    const int b = addNode(net, "B", 0.0);
    net.links.push_back(pipe(a, b, 50, 52.5, 0.045, 1.5));
    SolverOptions once;
    once.maxIterations = 1;
    once.accuracy = 1e-12;
    const Solution s = NetworkSolver::solve(net, once);
    QVERIFY(!s.converged);
    QVERIFY(s.problem.contains(QLatin1String("1")));
}

void TstNetworkSolver::epanetReferenceLoop_data() {
    // EPANET 2.2's own figures for tests/data/shared/data/hydraulics/ref-loop.inp
    // (its README): flows in L/min, head at S0 and loss across K1 in m, velocity in BS1 in m/s.
    QTest::addColumn<QString>("closed");
    QTest::addColumn<QList<double>>("flows");  // CDU1 CDU2 K1..K6
    QTest::addColumn<double>("headS0");
    QTest::addColumn<double>("lossK1");
    QTest::addColumn<double>("velocityBS1");
    QTest::newRow("both CDUs running") << QString()
        << QList<double>{280.61, 280.61, 97.05, 94.78, 93.27, 92.37, 91.94, 91.81} << 27.403 << 21.101 << 2.911;
    QTest::newRow("CDU2 closed") << QStringLiteral("CDU2")
        << QList<double>{505.42, 0.00, 87.45, 85.38, 83.99, 83.17, 82.77, 82.66} << 22.296 << 17.131 << 2.623;
    QTest::newRow("rack valve K3 closed") << QStringLiteral("K3")
        << QList<double>{243.00, 243.00, 99.77, 98.21, 0.00, 96.35, 95.90, 95.78} << 28.009 << 22.298 << 2.992;
}

void TstNetworkSolver::epanetReferenceLoop() {
    // Two parallel CDU pumps, direct-return headers, six racks: the figures
    // EPANET gives, within 0.5 % (the difference left is gravity: EPANET's
    // 32.2 ft/s² against 9.806 65 m/s², 0.08 % on every loss).
    const QString path = sn::test::sharedDir() + QStringLiteral("/data/hydraulics/ref-loop.inp");
    SN_SKIP_WITHOUT_SHARED("data/hydraulics/ref-loop.inp");
    QFETCH(QString, closed);
    QFETCH(QList<double>, flows);
    QFETCH(double, headS0);
    QFETCH(double, lossK1);
    QFETCH(double, velocityBS1);
    HydraulicNetwork net = InpReader::readFile(path);
    if (!closed.isEmpty()) net.links[size_t(net.linkIndex(closed))].open = false;
    const Solution s = NetworkSolver::solve(net);
    QVERIFY2(s.converged, qPrintable(s.problem));
    const QStringList ids{"CDU1", "CDU2", "K1", "K2", "K3", "K4", "K5", "K6"};
    const auto within = [](double got, double want) { return std::abs(got - want) <= 0.005 * std::abs(want) + 0.005; };
    for (int i = 0; i < ids.size(); ++i) {
        const double got = s.flowLpm[size_t(net.linkIndex(ids[i]))];
        QVERIFY2(within(got, flows[i]), qPrintable(QStringLiteral("%1: %2 L/min, EPANET %3").arg(ids[i]).arg(got).arg(flows[i])));
    }
    QVERIFY(within(s.headM[size_t(net.nodeIndex(QStringLiteral("S0")))], headS0));
    QVERIFY(within(s.headLossM(net, net.linkIndex(QStringLiteral("K1"))), lossK1));
    QVERIFY(within(s.velocityMs(net, net.linkIndex(QStringLiteral("BS1"))), velocityBS1));
    // The near rack gets more than the far one: a direct return unbalanced.
    QVERIFY(s.flowLpm[size_t(net.linkIndex(QStringLiteral("K1")))] > s.flowLpm[size_t(net.linkIndex(QStringLiteral("K6")))]);
}

QTEST_GUILESS_MAIN(TstNetworkSolver)
#include "tst_network_solver.moc"
