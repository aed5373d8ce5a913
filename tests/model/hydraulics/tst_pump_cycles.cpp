#include "model/hydraulics/pump_cycles.h"

#include <QTest>

using namespace sn::hyd;

/// Which links a pump can drive water through, on small networks drawn by
/// hand: a link carries flow only on a cycle through a pump.
class TstPumpCycles : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void parallelBranchesAreReached();
    void branchCutLeavesADeadEnd();
    void parallelPipesMakeACycle();
    void stoppedPumpDrivesNothing();
};

namespace {

/// Nodes n0..n(count-1).
HydraulicNetwork nodes(int count) {
    HydraulicNetwork net;
    for (int i = 0; i < count; ++i) net.nodes.push_back({QStringLiteral("n%1").arg(i), 0, 0, std::nullopt});
    return net;
}

int link(HydraulicNetwork& net, int from, int to, LinkKind kind = LinkKind::Pipe) {
    Link l;
    l.id = QStringLiteral("l%1").arg(net.links.size());
    l.from = from;
    l.to = to;
    l.kind = kind;
    net.links.push_back(l);
    return int(net.links.size()) - 1;
}

/// A CDU pump n0 → n1, a supply branch n1 → n2 to a manifold, two servers
/// n2 → n3 in parallel, a return branch n3 → n0; and a second rack the same
/// way through n4, n5. Links: pump 0; rack 1: supply 1, servers 2 and 3,
/// return 4; rack 2: supply 5, servers 6 and 7, return 8.
HydraulicNetwork twoRacks() {
    HydraulicNetwork net = nodes(6);
    link(net, 0, 1, LinkKind::Pump);
    for (const auto& [s, r] : {std::pair{2, 3}, std::pair{4, 5}}) {
        link(net, 1, s);
        link(net, s, r, LinkKind::PowerLaw);
        link(net, s, r, LinkKind::PowerLaw);
        link(net, r, 0);
    }
    return net;
}

}  // namespace

void TstPumpCycles::parallelBranchesAreReached() {
    const std::vector<char> reach = PumpCycles::reachable(twoRacks(), {});
    for (int k = 0; k < 9; ++k) QVERIFY2(reach[size_t(k)], qPrintable(QStringLiteral("link %1").arg(k)));
}

void TstPumpCycles::branchCutLeavesADeadEnd() {
    // Rack 1's supply branch cut: its manifold hangs on its return branch
    // alone. Its two servers still form a cycle (n2 → n3 → n2), but not
    // one through the pump: they get nothing. Rack 2 keeps its water.
    const std::vector<char> reach = PumpCycles::reachable(twoRacks(), {1});
    QVERIFY(!reach[1]);
    QVERIFY(!reach[2]);
    QVERIFY(!reach[3]);
    QVERIFY(!reach[4]);
    for (int k : {0, 5, 6, 7, 8}) QVERIFY2(reach[size_t(k)], qPrintable(QStringLiteral("link %1").arg(k)));
}

void TstPumpCycles::parallelPipesMakeACycle() {
    // A pump n0 → n1 and two pipes n1 → n0 side by side: each closes a
    // cycle through the pump. One pipe alone does too; with both cut, the pump has none.
    HydraulicNetwork net = nodes(2);
    link(net, 0, 1, LinkKind::Pump);
    link(net, 1, 0);
    link(net, 1, 0);
    QCOMPARE(PumpCycles::reachable(net, {}), std::vector<char>({1, 1, 1}));
    QCOMPARE(PumpCycles::reachable(net, {2}), std::vector<char>({1, 1, 0}));
    QCOMPARE(PumpCycles::reachable(net, {1, 2}), std::vector<char>({0, 0, 0}));
}

void TstPumpCycles::stoppedPumpDrivesNothing() {
    HydraulicNetwork net = twoRacks();
    net.links[0].open = false;  // its CDU out, no other pump
    const std::vector<char> reach = PumpCycles::reachable(net, {});
    for (char r : reach) QCOMPARE(r, char(0));
}

QTEST_GUILESS_MAIN(TstPumpCycles)
#include "tst_pump_cycles.moc"
