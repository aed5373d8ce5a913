#include "model/routing/apply_routes_command.h"
#include "model/routing/cable_router.h"
#include "tests/support/design_builder.h"
#include "tests/support/example_design.h"

#include <QtTest>

#include <utility>
#include <vector>

using namespace sn;
using namespace sn::test;

/// CableRouter's progress hook (issue #8): reports between cables, and a
/// false answer stops routing with an empty, cancelled result.
class TstRoutingProgress : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void reportsEveryCableOfTheRound();
    void progressDoesNotChangeTheResult();
    void cancelGivesNoResult();
    void cancelledResultAppliesNothing();
};

void TstRoutingProgress::reportsEveryCableOfTheRound() {
    const auto design = buildLiquidRowExample();
    std::vector<std::pair<int, int>> calls;
    CableRouter router(*design);
    router.setProgress([&](int done, int total) {
        calls.emplace_back(done, total);
        return true;
    });
    const RoutingResult r = router.routeAll();
    QVERIFY(!r.cancelled);
    // The example's 80 cables fit its one 600 × 100 mm tray at 50 % fill
    // (30 000 mm²) in the first round: 80 calls, (1, 80) … (80, 80).
    QCOMPARE(r.rounds, 1);
    QCOMPARE(design->cables().size(), 80);
    QCOMPARE(int(calls.size()), 80);
    for (int i = 0; i < 80; ++i) QCOMPARE(calls[size_t(i)], std::make_pair(i + 1, 80));
}

void TstRoutingProgress::progressDoesNotChangeTheResult() {
    const auto design = buildLiquidRowExample();
    const RoutingResult plain = CableRouter(*design).routeAll();
    CableRouter watched(*design);
    watched.setProgress([](int, int) { return true; });
    const RoutingResult r = watched.routeAll();
    QCOMPARE(r.cables.size(), plain.cables.size());
    for (size_t i = 0; i < r.cables.size(); ++i) QVERIFY(r.cables[i] == plain.cables[i]);
}

void TstRoutingProgress::cancelGivesNoResult() {
    const auto design = buildLiquidRowExample();
    int calls = 0;
    CableRouter router(*design);
    router.setProgress([&](int, int) { return ++calls < 3; });  // stop on the third call
    const RoutingResult r = router.routeAll();
    QCOMPARE(calls, 3);
    QVERIFY(r.cancelled);
    QVERIFY(r.cables.empty());
    QVERIFY(r.created.empty());
    QVERIFY(r.findings.empty());
    QVERIFY(r.trayFill.empty());

    // The same for a scoped run (what a move re-routes): gpu-a01-1 has more
    // than three cables (eight fabric links alone).
    calls = 0;
    const DeviceId server = DesignBuilder::deviceId(QStringLiteral("gpu-a01-1"));
    QVERIFY(CableRouter::cablesTouching(*design, {}, {server}).size() > 3);
    const RoutingResult scoped = router.routeTouching({}, {server});
    QCOMPARE(calls, 3);
    QVERIFY(scoped.cancelled);
    QVERIFY(scoped.cables.empty());
}

void TstRoutingProgress::cancelledResultAppliesNothing() {
    const auto design = buildLiquidRowExample();
    const std::vector<Cable> before(design->cables().begin(), design->cables().end());
    CableRouter router(*design);
    router.setProgress([](int, int) { return false; });
    const RoutingResult r = router.routeAll();
    QVERIFY(r.cancelled);
    EditResult edit = ApplyRoutesCommand::create(*design, r);
    QVERIFY(!edit.command);
    QVERIFY(edit.error.isEmpty());
    QCOMPARE(design->undoStack().count(), 0);
    const std::vector<Cable> after(design->cables().begin(), design->cables().end());
    QVERIFY(after == before);
}

QTEST_GUILESS_MAIN(TstRoutingProgress)
#include "tst_routing_progress.moc"
