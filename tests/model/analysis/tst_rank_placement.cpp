#include "model/analysis/fault_analysis.h"
#include "model/core/sn_error.h"
#include "model/store/design_file.h"
#include "tests/support/test_paths.h"

#include <QTest>

#include <set>

using namespace sn;

/// Rank placement: TP inside one NVLink domain, each
/// replica's pipeline on consecutive servers of one SU, replicas spread
/// over the SUs, spares left free, plans that do not fit refused.
class TstRankPlacement : public QObject {
    Q_OBJECT
private slots:
    void tp8pp16dp8StaysInsideEachSu();
    void replicasSpreadOverSus();
    void sparesStayFree();
    void leftoversSpanSus();
    void refusesWhatDoesNotFit_data();
    void refusesWhatDoesNotFit();
};

static std::unique_ptr<Design> example(const QString& file) {
    return DesignFile::open(test::sourceDir() + QStringLiteral("/resources/examples/") + file);
}

void TstRankPlacement::tp8pp16dp8StaysInsideEachSu() {
    const auto design = example(QStringLiteral("supernode-1024-4su-spine.json"));
    const FaultAnalysis a = FaultAnalysis::of(*design, 0, ParallelismPlan{8, 16, 8, 0});
    const RankPlacement& p = *a.placement;
    // TP 8 = one 8-GPU server; PP 16 stages → 16 servers per replica;
    // DP 8 → 8 × 16 = 128 servers = all 1 024 GPUs of the 4 SUs of 32.
    QCOMPARE(p.gpusPerServer(), 8);
    QCOMPARE(int(p.replicas().size()), 8);
    std::set<int> used;
    for (const RankPlacement::Replica& r : p.replicas()) {
        QCOMPARE(int(r.servers.size()), 16);
        // Every replica's pipeline inside one SU: it turns at a leaf, never a spine.
        QCOMPARE(r.sus.size(), 1);
        for (int s : r.servers) {
            QCOMPARE(a.domains.nodes()[size_t(s)].su, a.domains.nodes()[size_t(r.servers.front())].su);
            used.insert(s);
        }
    }
    QCOMPARE(int(used.size()), 128);
    // Host k holds ranks 8k … 8k+7: 128 hosts in rank order.
    QCOMPARE(p.hostsInRankOrder().size(), 128);
    QCOMPARE(p.hostsInRankOrder().front(), p.replicas().front().hosts.front());
}

void TstRankPlacement::replicasSpreadOverSus() {
    const auto design = example(QStringLiteral("supernode-1024-4su-spine.json"));
    // DP 4 of 16-server replicas: room for 2 per SU, but round-robin puts
    // replica r in SU r + 1, so one SU's leaf failure hits 1 replica, not 2.
    const FaultAnalysis a = FaultAnalysis::of(*design, 0, ParallelismPlan{8, 16, 4, 0});
    QStringList sus;
    for (const auto& r : a.placement->replicas()) sus << r.sus;
    QCOMPARE(sus, (QStringList{QStringLiteral("SU1"), QStringLiteral("SU2"), QStringLiteral("SU3"), QStringLiteral("SU4")}));
    for (const RankPlacement::KindHit& h : a.placement->hits())
        if (h.kind == FaultKind::Leaf) QCOMPARE(h.replicas, 1);
}

void TstRankPlacement::sparesStayFree() {
    const auto design = example(QStringLiteral("supernode-1024-4su-spine.json"));
    // 2 spares per SU leave 30 servers: one 16-server replica per SU (DP 4).
    const FaultAnalysis a = FaultAnalysis::of(*design, 2, ParallelismPlan{8, 16, 4, 2});
    QCOMPARE(int(a.placement->spares().size()), 8);
    std::set<int> spares(a.placement->spares().begin(), a.placement->spares().end());
    for (const auto& r : a.placement->replicas())
        for (int s : r.servers) QVERIFY(!spares.count(s));
}

void TstRankPlacement::leftoversSpanSus() {
    const auto design = example(QStringLiteral("supernode-1024-4su-spine.json"));
    // One spare per SU leaves 31 servers in each of the 4 SUs: one 16-server
    // replica inside each (replicas 0–3), 15 left over in each, 60 in all,
    // cut in SU order into 3 more replicas of 16 whose pipelines cross a
    // spine: SU1's 15 + 1 of SU2, SU2's other 14 + 2 of SU3, SU3's other 13
    // + 3 of SU4. DP 7 fits; DP 8 would need 128 of the 124.
    const FaultAnalysis a = FaultAnalysis::of(*design, 1, ParallelismPlan{8, 16, 7, 1});
    const auto& replicas = a.placement->replicas();
    QCOMPARE(int(replicas.size()), 7);
    for (int r = 0; r < 4; ++r) QCOMPARE(replicas[size_t(r)].sus.size(), 1);
    QCOMPARE(replicas[4].sus, (QStringList{QStringLiteral("SU1"), QStringLiteral("SU2")}));
    QCOMPARE(replicas[5].sus, (QStringList{QStringLiteral("SU2"), QStringLiteral("SU3")}));
    QCOMPARE(replicas[6].sus, (QStringList{QStringLiteral("SU3"), QStringLiteral("SU4")}));
    std::set<int> used, spares(a.placement->spares().begin(), a.placement->spares().end());
    for (const auto& r : replicas)
        for (int s : r.servers) {
            QVERIFY(used.insert(s).second);
            QVERIFY(!spares.count(s));
        }
    QCOMPARE(int(used.size()), 7 * 16);
}

void TstRankPlacement::refusesWhatDoesNotFit_data() {
    QTest::addColumn<int>("tp");
    QTest::addColumn<int>("pp");
    QTest::addColumn<int>("dp");
    QTest::addColumn<int>("spares");
    // 8 × 16 × 8 = 1 024 GPUs = 128 servers, but one spare per SU leaves 4 × 31 = 124.
    QTest::newRow("too many with spares") << 8 << 16 << 8 << 1;
    QTest::newRow("too many") << 8 << 16 << 9 << 0;
    // TP 3 does not divide an 8-GPU server.
    QTest::newRow("tp 3") << 3 << 8 << 1 << 0;
    // TP 16 would join two servers that are separate NVLink domains.
    QTest::newRow("tp 16") << 16 << 1 << 1 << 0;
    QTest::newRow("zero") << 0 << 1 << 1 << 0;
}

void TstRankPlacement::refusesWhatDoesNotFit() {
    QFETCH(int, tp);
    QFETCH(int, pp);
    QFETCH(int, dp);
    QFETCH(int, spares);
    const auto design = example(QStringLiteral("supernode-1024-4su-spine.json"));
    bool refused = false;
    try {
        FaultAnalysis::of(*design, spares, ParallelismPlan{tp, pp, dp, spares});
    } catch (const UserError& e) {
        refused = !e.message().isEmpty();
    }
    QVERIFY(refused);
}

QTEST_GUILESS_MAIN(TstRankPlacement)
#include "tst_rank_placement.moc"
