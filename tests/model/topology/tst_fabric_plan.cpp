#include "model/core/sn_error.h"
#include "model/topology/fabric_plan.h"

#include <QtTest>

#include <map>
#include <set>

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
    void anyServerCount_data();
    void anyServerCount();
    void threeTiersUseTheFewestSpinesAndCores();
    void everyLeafReachesEverySpineEqually();
    void storageLeavesAreSizedByPorts();
    void partlyFilledLeavesAreReported();
    void rackBlocksShareOneLeaf();
    void smallPodTakesOneSwitch();
    void packedRailsTakeTheFewestLeaves();
    void unevenCoreLinksNameTheNearestEvenSizes();
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
    for (int n : {29, 31, 32, 40, 96, 100, 127, 128, 300, 512, 576, 700, 2048}) QTest::addRow("%d servers", n) << n;
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

void TstFabricPlan::anyServerCount_data() {
    QTest::addColumn<int>("nodes");
    QTest::addColumn<int>("leaves");
    QTest::addColumn<int>("spines");
    QTest::addColumn<int>("leafSpine");
    // 31 servers (the H100 RA's 1-SU build, one slot for UFM, §1f Table 4):
    // 8 leaves × 31 down. With s = 4 spines each leaf sends ⌈31/4⌉ = 8 to
    // each (32 up, 31 + 32 ≤ 64) and a spine takes 8 × 8 = 64 links: 4
    // spines and 256 leaf–spine cables, as Table 4 (before: 31 spines, the
    // only divisor of 31 that fits).
    QTest::newRow("31 servers") << 31 << 8 << 4 << 256;
    // 29 servers: ⌈29/4⌉ = 8 links per spine again (29 + 32 ≤ 64): 4 spines.
    QTest::newRow("29 servers") << 29 << 8 << 4 << 256;
    // 127 servers (Table 4's 4-SU row): 32 leaves; s = 16 gives ⌈31/16⌉ =
    // ⌈32/16⌉ = 2 links per spine, 32 × 2 = 64 per spine; s ≤ 15 needs
    // ⌈32/s⌉ ≥ 3 → 96 > 64. 16 spines, 32 × 32 = 1024 cables (Table 4).
    QTest::newRow("127 servers") << 127 << 32 << 16 << 1024;
    // 100 servers: SUs of 32, 32, 32, 4 → 24 full leaves and 8 with 4
    // down. s = 16: full leaves 2 per spine, the small ones ⌈4/16⌉ = 1 (16
    // up): 24 × 2 + 8 × 1 = 56 ≤ 64; s ≤ 15 gives ≥ 24 × 3 = 72. 16
    // spines, 24 × 32 + 8 × 16 = 896 cables.
    QTest::newRow("100 servers") << 100 << 32 << 16 << 896;
}

void TstFabricPlan::anyServerCount() {
    QFETCH(int, nodes);
    const FabricPlan plan = railPlan(nodes);
    QTEST(plan.leaves(), "leaves");
    QTEST(plan.spines, "spines");
    QTEST(plan.leafSpineLinks(), "leafSpine");
    QCOMPARE(plan.tiers, 2);
    QCOMPARE(plan.endpointLinks(), nodes * 8);
}

void TstFabricPlan::threeTiersUseTheFewestSpinesAndCores() {
    // 4 608 GPUs = 576 servers = 18 SUs: 144 leaves × 32 up = 4 608 links.
    // A non-blocking spine takes 32 down, so 4 608 / 32 = 144 spines; they
    // send 4 608 links up, a core takes 64: 4 608 / 64 = 72 cores (the RA's
    // 2:1 spine:core). Before: 160 spines and 128 cores.
    const FabricPlan plan = railPlan(576);
    QCOMPARE(plan.leaves(), 144);
    QCOMPARE(plan.tiers, 3);
    QCOMPARE(plan.spines, 144);
    QCOMPARE(plan.cores, 72);
    QCOMPARE(plan.leafSpineLinks(), 4608);
    QCOMPARE(plan.spineCoreLinks(), 4608);
    // 9 pods of 2 SUs (16 leaves, 16 spines: 2 links per leaf and spine);
    // 16 planes of 9 spines (288 links, 4.5 cores) pair up into 8 groups of
    // 18 spines and 9 cores, each spine 3 or 4 links to each core: a note.
    QCOMPARE(plan.pods, 9);
    QVERIFY(plan.notes.join(QLatin1Char(' ')).contains(QLatin1String("3 or 4 links")));
}

void TstFabricPlan::everyLeafReachesEverySpineEqually() {
    for (int nodes : {29, 31, 100, 127, 256, 576}) {
        const FabricPlan plan = railPlan(nodes);
        for (int l = 0; l < plan.leaves(); ++l) {
            std::map<int, int> perSpine;
            for (int k = 0; k < plan.leafPlans[size_t(l)].up; ++k) ++perSpine[plan.spineOf(l, k)];
            for (const auto& [spine, n] : perSpine) QCOMPARE(n, perSpine.begin()->second);
            // Consecutive uplinks go to one spine, so a twin cage's two ports can share one cable.
            for (int k = 1; k < plan.leafPlans[size_t(l)].up; ++k)
                QVERIFY(plan.spineOf(l, k) >= plan.spineOf(l, k - 1));
        }
    }
}

void TstFabricPlan::storageLeavesAreSizedByPorts() {
    // 1 536 GPUs = 192 servers in 6 SUs, 3 storage/in-band ports each, on
    // 128-port leaves at 2:1: a leaf takes d = 85 (85 + 43 ≤ 128), so two
    // 32-server SUs share each rail's leaf: 3 leaf groups × 3 rails = 9
    // leaves of 64 down (before: one per rail per SU, 18 with 32 down).
    FabricInput in;
    in.endpoints = 192;
    in.railsPerEndpoint = 3;
    in.radix = 128;
    in.endpointsPerSu = 32;
    in.oversubscription = 2;
    const FabricPlan plan = FabricPlan::size(in);
    QCOMPARE(plan.leaves(), 9);
    QCOMPARE(plan.endpointLinks(), 576);
    for (const LeafPlan& l : plan.leafPlans) QCOMPARE(int(l.down.size()), 64);
    // Spines: s = 3 gives ⌈32/3⌉ = 11 links per spine (33 up), 9 × 11 = 99
    // ≤ 128; s = 2 needs 9 × 16 = 144. 
    QCOMPARE(plan.spines, 3);
}

void TstFabricPlan::partlyFilledLeavesAreReported() {
    // 31 servers: each leaf 31 down + 32 up = 63 of 64 ports: 1 idle.
    const FabricPlan plan = railPlan(31);
    QCOMPARE(plan.notes, QStringList{QStringLiteral("8 leaf switch(es) carry 31 server port(s) each; 1 port(s) idle on each.")});
    // A full SU leaves no port idle and says nothing.
    QVERIFY(railPlan(32).notes.isEmpty());
}

void TstFabricPlan::rackBlocksShareOneLeaf() {
    // NVL72: 18 trays per rack, 4 rails, 144 trays per SU, 64-port leaves
    // (32 down). Whole racks per leaf: ⌊32/18⌋ = 1 rack, so each rail has 8
    // leaves per SU and a rack's 18 trays meet on one leaf of each rail.
    FabricInput in;
    in.endpoints = 144;
    in.railsPerEndpoint = 4;
    in.radix = 64;
    in.endpointsPerSu = 144;
    in.endpointsPerBlock = 18;
    const FabricPlan plan = FabricPlan::size(in);
    QCOMPARE(plan.leaves(), 32);
    for (const LeafPlan& l : plan.leafPlans) {
        QCOMPARE(int(l.down.size()), 18);
        QCOMPARE(l.down.front().first / 18, l.down.back().first / 18);
    }
}

void TstFabricPlan::smallPodTakesOneSwitch() {
    // The PCIe inference pod: 3 boxes × 4 NICs = 12 ≤ 64 ports, one switch,
    // no spines; 64 − 12 = 52 ports idle, said in a note.
    FabricInput in;
    in.endpoints = 3;
    in.railsPerEndpoint = 4;
    in.radix = 64;
    in.allowSingleSwitch = true;
    const FabricPlan plan = FabricPlan::size(in);
    QCOMPARE(plan.leaves(), 1);
    QCOMPARE(plan.tiers, 1);
    QCOMPARE(plan.spines, 0);
    QCOMPARE(plan.endpointLinks(), 12);
    QCOMPARE(plan.leafSpineLinks(), 0);
    QCOMPARE(plan.notes, QStringList{QStringLiteral("1 leaf switch(es) carry 12 server port(s) each; 52 port(s) idle on each.")});
    // Without the option (or beyond one switch) the rail fabric stands.
    in.allowSingleSwitch = false;
    QCOMPARE(FabricPlan::size(in).leaves(), 4);
}

void TstFabricPlan::packedRailsTakeTheFewestLeaves() {
    // The same NVL72 SU leaf-minimal: 144 trays × 4 NICs = 576 NIC ports,
    // 32 per leaf: 576 / 32 = 18 leaves, every one full (rack-aligned: 32 at
    // 18 ports). 18 × 32 uplinks = 576 = 9 spines × 64, every spine port
    // used; 32 = 3 × 9 + 5, so each leaf sends 4 links to 5 spines and 3 to
    // the other 4 (equal links would need 16 spines: 32 / 16 = 2 each).
    FabricInput in;
    in.endpoints = 144;
    in.railsPerEndpoint = 4;
    in.radix = 64;
    in.endpointsPerSu = 144;
    in.packRails = true;
    const FabricPlan plan = FabricPlan::size(in);
    QCOMPARE(plan.leaves(), 18);
    QCOMPARE(plan.spines, 9);
    QCOMPARE(plan.tiers, 2);
    QCOMPARE(plan.endpointLinks(), 576);
    for (const LeafPlan& l : plan.leafPlans) QCOMPARE(int(l.down.size()), 32);
    std::vector<int> perSpine(9, 0);
    for (int l = 0; l < plan.leaves(); ++l) {
        std::map<int, int> bundle;
        for (int k = 0; k < 32; ++k) ++bundle[plan.spineOf(l, k)];
        QCOMPARE(int(bundle.size()), 9);
        int fours = 0;
        for (const auto& [spine, links] : bundle) {
            QVERIFY(links == 3 || links == 4);
            fours += links == 4 ? 1 : 0;
            perSpine[size_t(spine)] += links;
        }
        QCOMPARE(fours, 5);
    }
    for (int links : perSpine) QCOMPARE(links, 64);
    // No partly filled leaf; one note on the unequal bundles.
    QCOMPARE(plan.notes, QStringList{QStringLiteral("Leaf–spine links cannot all be equal with 9 spines: 18 leaf "
                                                    "switch(es) send 3 or 4 links to each spine.")});
    // Rail 0 is trays 0–143 on leaves 0–4; leaf 4 takes trays 128–143 of
    // rail 0 (16 ports) and trays 0–15 of rail 1 (16 ports).
    const LeafPlan& shared = plan.leafPlans[4];
    QCOMPARE(shared.down.front(), std::make_pair(128, 0));
    QCOMPARE(shared.down[15], std::make_pair(143, 0));
    QCOMPARE(shared.down[16], std::make_pair(0, 1));
    QCOMPARE(shared.down.back(), std::make_pair(15, 1));
    // Every NIC on exactly one leaf.
    std::set<std::pair<int, int>> seen;
    for (const LeafPlan& l : plan.leafPlans)
        for (const auto& port : l.down) QVERIFY(seen.insert(port).second);
    QCOMPARE(int(seen.size()), 576);
}

void TstFabricPlan::unevenCoreLinksNameTheNearestEvenSizes() {
    // 18 SUs (4 608 GPUs) send 3 or 4 links per spine–core bundle (above).
    FabricInput in;
    in.endpoints = 576;
    in.railsPerEndpoint = 8;
    in.radix = 64;
    in.endpointsPerSu = 32;
    const FabricPlan plan = FabricPlan::size(in);
    QVERIFY(!plan.evenCoreLinks);
    const auto [below, above] = FabricPlan::nearestEvenSus(in);
    // Each named size sized again: equal links, and every size between is not.
    for (int n : {below, above}) {
        QVERIFY(n > 0);
        in.endpoints = n * 32;
        const FabricPlan even = FabricPlan::size(in);
        QVERIFY(even.tiers < 3 || even.evenCoreLinks);
    }
    for (int n = below + 1; n < above; ++n) {
        if (n == 18) continue;
        in.endpoints = n * 32;
        QVERIFY2(!FabricPlan::size(in).evenCoreLinks, qPrintable(QString::number(n)));
    }
    QVERIFY(below < 18 && above > 18);
    // The sizes the hand count names: 16 SUs (8 pods of 2 SUs, 16
    // planes of 8 spines × 32 uplinks = 256 links, 4 cores each, 8 links per
    // bundle) and 32 SUs (4 096 and 8 192 GPUs).
    QCOMPARE(below, 16);
    QCOMPARE(above, 32);
    // An even fabric has no uneven sizes to avoid.
    in.endpoints = 16 * 32;
    QVERIFY(FabricPlan::size(in).evenCoreLinks);
}

QTEST_GUILESS_MAIN(TstFabricPlan)
#include "tst_fabric_plan.moc"
