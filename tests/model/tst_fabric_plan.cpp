#include "core/sn_error.h"
#include "topology/fabric_plan.h"

#include <QtTest>

using namespace sn;

/// The leaf–spine(–core) sizing, checked against the DGX SuperPOD tables in
/// domain-numbers.md §1f and against hand-computed sizes outside them.
class TstFabricPlan : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void superPodB200_data();
    void superPodB200();
    void sizesOutsideTheTables_data();
    void sizesOutsideTheTables();
    void nonBlockingLeafUpEqualsDown();
    void railLeafServesOneNicOfEachServer();
    void oversubscriptionHalvesUplinks();
    void fatTreeLeafTakesWholeServers();
    void everySwitchWithinItsRadix_data();
    void everySwitchWithinItsRadix();
    void impossibleFabricsAreRefused();
};

namespace {

FabricPlan railPlan(int servers, int perSu = 32, int oversubscription = 1, bool rail = true) {
    FabricInput in;
    in.endpoints = servers;
    in.railsPerEndpoint = 8;
    in.radix = 64;
    in.endpointsPerSu = perSu;
    in.oversubscription = oversubscription;
    in.railOptimized = rail;
    return FabricPlan::size(in);
}

}  // namespace

void TstFabricPlan::superPodB200_data() {
    QTest::addColumn<int>("nodes");
    QTest::addColumn<int>("leaves");
    QTest::addColumn<int>("spines");
    QTest::addColumn<int>("cores");
    QTest::addColumn<int>("nodeLeaf");
    QTest::addColumn<int>("leafSpine");
    QTest::addColumn<int>("spineCore");
    // §1f DGX SuperPOD B200 table: SU = 32 nodes × 8 rails.
    QTest::newRow("2 SU") << 64 << 16 << 8 << 0 << 512 << 512 << 0;
    QTest::newRow("4 SU") << 128 << 32 << 16 << 0 << 1024 << 1024 << 0;
    QTest::newRow("8 SU") << 256 << 64 << 32 << 0 << 2048 << 2048 << 0;
    QTest::newRow("16 SU") << 512 << 128 << 128 << 64 << 4096 << 4096 << 4096;
    QTest::newRow("64 SU") << 2048 << 512 << 512 << 256 << 16384 << 16384 << 16384;
}

void TstFabricPlan::superPodB200() {
    QFETCH(int, nodes);
    const FabricPlan plan = railPlan(nodes);
    QTEST(plan.leaves(), "leaves");
    QTEST(plan.spines, "spines");
    QTEST(plan.cores, "cores");
    QTEST(plan.endpointLinks(), "nodeLeaf");
    QTEST(plan.leafSpineLinks(), "leafSpine");
    QTEST(plan.spineCoreLinks(), "spineCore");
    QCOMPARE(plan.tiers, plan.cores > 0 ? 3 : 2);
}

void TstFabricPlan::sizesOutsideTheTables_data() {
    QTest::addColumn<int>("nodes");
    QTest::addColumn<int>("leaves");
    QTest::addColumn<int>("spines");
    QTest::addColumn<int>("leafSpine");
    // 1 SU: 8 leaves × 32 up = 256; the fewest spines dividing 32 with
    // 8 × 32/s ≤ 64 ports is s = 4 (as the H100 table's 1-SU row).
    QTest::newRow("1 SU") << 32 << 8 << 4 << 256;
    // 3 SU: 24 leaves; s = 8 needs 24 × 4 = 96 ports > 64, s = 16 needs 48:
    // 16 spines, as the H100 table's 3-SU row.
    QTest::newRow("3 SU") << 96 << 24 << 16 << 768;
    // 40 servers: SU 1 full (8 leaves × 32), SU 2 with 8 servers (8 leaves
    // × 8 up): 320 up-links; s = 4 needs 8×8 + 8×2 = 80 > 64, s = 8 needs
    // 8×4 + 8×1 = 40.
    QTest::newRow("40 servers") << 40 << 16 << 8 << 320;
    // 16 servers: 8 leaves × 16 up = 128; s = 2 needs 8 × 8 = 64.
    QTest::newRow("half an SU") << 16 << 8 << 2 << 128;
}

void TstFabricPlan::sizesOutsideTheTables() {
    QFETCH(int, nodes);
    const FabricPlan plan = railPlan(nodes);
    QTEST(plan.leaves(), "leaves");
    QTEST(plan.spines, "spines");
    QTEST(plan.leafSpineLinks(), "leafSpine");
    QCOMPARE(plan.endpointLinks(), nodes * 8);
    QCOMPARE(plan.cores, 0);
}

void TstFabricPlan::nonBlockingLeafUpEqualsDown() {
    for (int nodes : {32, 40, 128, 512}) {
        const FabricPlan plan = railPlan(nodes);
        for (const LeafPlan& l : plan.leafPlans) QCOMPARE(l.up, int(l.down.size()));
    }
}

void TstFabricPlan::railLeafServesOneNicOfEachServer() {
    const FabricPlan plan = railPlan(64);
    for (const LeafPlan& l : plan.leafPlans) {
        QCOMPARE(int(l.down.size()), 32);
        for (const auto& [server, nic] : l.down) {
            QCOMPARE(nic, l.rail);
            QCOMPARE(server / 32, l.su);
        }
    }
}

void TstFabricPlan::oversubscriptionHalvesUplinks() {
    // 2:1 at the leaf: 32 down, 16 up. 4 SU → 32 leaves × 16 = 512 up-links;
    // spines: fewest dividing 16 with 32 × 16/s ≤ 64 → s = 8.
    const FabricPlan plan = railPlan(128, 32, 2);
    QCOMPARE(plan.leaves(), 32);
    QCOMPARE(plan.leafSpineLinks(), 512);
    QCOMPARE(plan.spines, 8);
    for (const LeafPlan& l : plan.leafPlans) QCOMPARE(l.up * 2, int(l.down.size()));
}

void TstFabricPlan::fatTreeLeafTakesWholeServers() {
    // 4 SU fat tree: 256 NICs per SU / 32 per leaf = 8 leaves per SU; the
    // counts match the rail-optimized fabric, the wiring does not.
    const FabricPlan plan = railPlan(128, 32, 1, false);
    QCOMPARE(plan.leaves(), 32);
    QCOMPARE(plan.spines, 16);
    const LeafPlan& first = plan.leafPlans.front();
    QCOMPARE(first.rail, -1);
    QCOMPARE(first.down.front(), std::make_pair(0, 0));
    QCOMPARE(first.down.back(), std::make_pair(3, 7));  // NICs of servers 0–3
}

void TstFabricPlan::everySwitchWithinItsRadix_data() {
    QTest::addColumn<int>("nodes");
    for (int n : {32, 40, 96, 128, 300, 512, 700, 2048}) QTest::addRow("%d servers", n) << n;
}

void TstFabricPlan::everySwitchWithinItsRadix() {
    QFETCH(int, nodes);
    const FabricPlan plan = railPlan(nodes);
    std::vector<int> spinePorts(size_t(plan.spines), 0), corePorts(size_t(plan.cores), 0);
    for (int l = 0; l < plan.leaves(); ++l) {
        QVERIFY(int(plan.leafPlans[size_t(l)].down.size()) + plan.leafPlans[size_t(l)].up <= 64);
        for (int k = 0; k < plan.leafPlans[size_t(l)].up; ++k) ++spinePorts[size_t(plan.spineOf(l, k))];
    }
    for (int s = 0; s < plan.spines; ++s)
        for (int k = 0; k < (plan.tiers == 3 ? plan.spineUp(s) : 0); ++k)
            ++corePorts[size_t(plan.coreOf(s, k))];
    for (int s = 0; s < plan.spines; ++s)
        QVERIFY(spinePorts[size_t(s)] + (plan.tiers == 3 ? plan.spineUp(s) : 0) <= 64);
    for (int c : corePorts) QVERIFY(c <= 64);
}

void TstFabricPlan::impossibleFabricsAreRefused() {
    FabricInput in;
    in.endpoints = 8;
    in.railsPerEndpoint = 8;
    in.radix = 1;  // no port left for an uplink
    bool refused = false;
    try {
        FabricPlan::size(in);
    } catch (const UserError&) {
        refused = true;
    }
    QVERIFY(refused);
    // Three tiers of 64-port switches join at most 64 pods of 32 leaves
    // (2048 leaves = 256 SU); 257 SU need 2056.
    refused = false;
    try {
        railPlan(257 * 32);
    } catch (const UserError& e) {
        refused = e.message().contains(QLatin1String("2056"));
    }
    QVERIFY(refused);
}

QTEST_GUILESS_MAIN(TstFabricPlan)
#include "tst_fabric_plan.moc"
