#include "model/commands/design_edits.h"
#include "model/io/design_json.h"
#include "model/routing/apply_routes_command.h"
#include "model/routing/cable_router.h"
#include "model/routing/order_length.h"
#include "tests/model/routing_rooms.h"
#include "tests/support/design_builder.h"
#include "tests/support/example_design.h"

#include <QSignalSpy>
#include <QtTest>

#include <algorithm>

#include <cmath>

using namespace sn;
using namespace sn::test;

/// Applying routes (one undo step), determinism, incremental re-routing and
/// the bundled example.
class TstRoutingApply : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void exampleRoutesEveryCable();
    void identicalInputsGiveIdenticalOutput();
    void applyIsOneUndoStep();
    void applyingTwiceChangesNothing();
    void aResultTakenWholeUndoesAndRedoes();
    void aResultOfAnEarlierRevisionIsRefused();
    void movingARackReroutesOnlyItsCables();
    void pinnedCablesKeepLoadingTheirTrays();
};

namespace {

std::vector<Cable> cablesOf(const Design& d) { return {d.cables().begin(), d.cables().end()}; }

void apply(Design& d, const RoutingResult& r) {
    EditResult edit = ApplyRoutesCommand::create(d, r);
    if (!edit) qFatal("nothing to apply: %s", qPrintable(edit.error));
    d.undoStack().push(edit.command.release());
}

}  // namespace

void TstRoutingApply::exampleRoutesEveryCable() {
    const auto design = buildLiquidRowExample();
    const RoutingResult r = CableRouter(*design).routeAll();
    QVERIFY(r.findings.empty());
    QVERIFY(r.overFull.empty());
    QVERIFY(r.created.empty());
    QCOMPARE(int(r.cables.size()), design->cables().size());
    QStringList shortOfSpare;
    for (const Cable& c : r.cables) {
        const CableType* type = design->catalog().cable(c.typeId);
        QVERIFY2(type, qPrintable(c.label));
        QVERIFY2(c.routeLengthMm && c.orderedLengthMm, qPrintable(c.label));
        // The ordered length is the first sold that covers the route and
        // the policy's 0.1 m least spare at each end, where one within reach
        // does; else the first that covers the route.
        const double spare = design->routingSettings().minSparePerEndMm;
        QCOMPARE(spare, 100.0);
        QVERIFY(*c.orderedLengthMm + 1e-9 >= *c.routeLengthMm);
        const bool spared = orderLengthM(*type, *c.routeLengthMm, spare) >= 0;
        if (!spared) shortOfSpare << c.label;
        // A splitter's legs share one part, ordered for its longest leg.
        if (type->isMultiLeg())
            QVERIFY(std::count(type->lengthsM.begin(), type->lengthsM.end(), *c.orderedLengthMm / 1000) == 1);
        else
            QCOMPARE(orderLengthM(*type, *c.routeLengthMm, spared ? spare : 0) * 1000, *c.orderedLengthMm);
    }
    // One: C00069, the hose from the row-end CDU, a 2.82 m run on hose sold
    // to 3 m (3.02 m with the spare): a hose of the same bore at 3 m, not a
    // DN50 pipe.
    QCOMPARE(shortOfSpare, QStringList{QStringLiteral("C00069")});
}

void TstRoutingApply::identicalInputsGiveIdenticalOutput() {
    const auto first = buildLiquidRowExample();
    const auto second = buildLiquidRowExample();
    const RoutingResult a = CableRouter(*first).routeAll();
    const RoutingResult b = CableRouter(*second).routeAll();
    QVERIFY(a.cables == b.cables);
    QVERIFY(a.cables == CableRouter(*first).routeAll().cables);
}

void TstRoutingApply::applyIsOneUndoStep() {
    const auto design = buildLiquidRowExample();
    const std::vector<Cable> before = cablesOf(*design);
    const RoutingResult r = CableRouter(*design).routeAll();
    QSignalSpy batches(design.get(), &Design::batchEnded);
    apply(*design, r);
    QCOMPARE(design->undoStack().count(), 1);
    QCOMPARE(batches.count(), 1);
    QVERIFY(cablesOf(*design) == r.cables);
    design->undoStack().undo();
    QVERIFY(cablesOf(*design) == before);
    design->undoStack().redo();
    QVERIFY(cablesOf(*design) == r.cables);
}

/// A result lands only on the revision it was routed from: after any edit
/// (here a rack moved 1 m, so its cables' lengths are no longer those
/// routed) it is refused and nothing changes; routed again, it lands.
void TstRoutingApply::aResultOfAnEarlierRevisionIsRefused() {
    const auto design = buildLiquidRowExample();
    const RoutingResult stale = CableRouter(*design).routeAll();
    QCOMPARE(stale.revision, design->revision());
    const RackId a01 = test::DesignBuilder::rackId(QStringLiteral("A01"));
    const Rack* rack = design->rack(a01);
    EditResult move = DesignEdits::moveRack(*design, a01, rack->xMm - 1000, rack->yMm, rack->rotationDeg);
    QVERIFY2(move, qPrintable(move.error));
    design->undoStack().push(move.command.release());
    const int steps = design->undoStack().count();
    const EditResult refused = ApplyRoutesCommand::create(*design, stale);
    QVERIFY(!refused);
    QCOMPARE(refused.error, QStringLiteral("The design changed since it was routed; nothing applied. Route again."));
    QCOMPARE(design->undoStack().count(), steps);
    const EditResult fresh = ApplyRoutesCommand::create(*design, CableRouter(*design).routeAll());
    QVERIFY2(fresh, qPrintable(fresh.error));
}

void TstRoutingApply::applyingTwiceChangesNothing() {
    const auto design = buildLiquidRowExample();
    apply(*design, CableRouter(*design).routeAll());
    // Routing a routed design again finds nothing to change.
    const EditResult again = ApplyRoutesCommand::create(*design, CableRouter(*design).routeAll());
    QVERIFY(!again.command);
    QVERIFY(again.error.isEmpty());

    // Connections without cables get new ones; undo takes them away again.
    auto b = twoRacks();
    b.device(QStringLiteral("hgx-h100-8gpu-air"), QStringLiteral("R1"), 30, QStringLiteral("s3"));
    b.connect(QStringLiteral("s1"), QStringLiteral("OSFP1"), QStringLiteral("s3"), QStringLiteral("OSFP1"),
              PortRole::Compute);
    auto bare = b.build();
    QCOMPARE(bare->cables().size(), 0);
    apply(*bare, CableRouter(*bare).routeAll());
    QCOMPARE(bare->cables().size(), 1);
    QCOMPARE(bare->cables()[0].typeId, QStringLiteral("dac-400g-osfp-30awg"));
    bare->undoStack().undo();
    QCOMPARE(bare->cables().size(), 0);
}

/// The overload that takes the result's cables (what `route` uses, so a
/// large result is not held twice): the same design as the copying one,
/// through undo and redo twice, created cables in their order.
void TstRoutingApply::aResultTakenWholeUndoesAndRedoes() {
    const auto build = [] {
        auto b = twoRacks();
        b.device(QStringLiteral("hgx-h100-8gpu-air"), QStringLiteral("R1"), 30, QStringLiteral("s3"));
        for (const QString& port :
             {QStringLiteral("OSFP1"), QStringLiteral("OSFP2"), QStringLiteral("OSFP3")})
            b.connect(QStringLiteral("s1"), port, QStringLiteral("s3"), port, PortRole::Compute);
        return b.build();
    };
    const auto copied = build();
    const auto taken = build();
    apply(*copied, CableRouter(*copied).routeAll());
    RoutingResult result = CableRouter(*taken).routeAll();
    QCOMPARE(int(result.created.size()), 3);
    EditResult edit = ApplyRoutesCommand::create(*taken, std::move(result));
    QVERIFY2(edit, qPrintable(edit.error));
    QVERIFY(result.created.empty());
    QCOMPARE(static_cast<const ApplyRoutesCommand*>(edit.command.get())->createdCables(), 3);
    const QByteArray unrouted = DesignJson::write(*taken);
    taken->undoStack().push(edit.command.release());
    const QByteArray routed = DesignJson::write(*taken);
    QVERIFY(cablesOf(*taken) == cablesOf(*copied));
    QCOMPARE(taken->cables().size(), 3);
    for (int i = 0; i < 2; ++i) {
        taken->undoStack().undo();
        QCOMPARE(DesignJson::write(*taken), unrouted);
        taken->undoStack().redo();
        QCOMPARE(DesignJson::write(*taken), routed);
    }
}

void TstRoutingApply::movingARackReroutesOnlyItsCables() {
    auto b = twoRacks();
    b.tray(QStringLiteral("T1"), {QPointF(500, 1600), QPointF(6500, 1600)}, 2600);
    b.device(QStringLiteral("hgx-h100-8gpu-air"), QStringLiteral("R1"), 30, QStringLiteral("s3"));
    b.connect(QStringLiteral("s1"), QStringLiteral("OSFP1"), QStringLiteral("s2"), QStringLiteral("OSFP1"),
              PortRole::Compute);
    b.connect(QStringLiteral("s1"), QStringLiteral("OSFP2"), QStringLiteral("s3"), QStringLiteral("OSFP1"),
              PortRole::Compute);
    auto design = b.build();
    apply(*design, CableRouter(*design).routeAll());
    const std::vector<Cable> routed = cablesOf(*design);

    // R2 moves 1 m further along the tray.
    const RackId r2 = DesignBuilder::rackId(QStringLiteral("R2"));
    EditResult move = DesignEdits::moveRack(*design, r2, 5000, 1000, 0);
    QVERIFY(move);
    design->undoStack().push(move.command.release());
    const std::vector<CableId> touched = CableRouter::cablesTouching(*design, {r2}, {});
    QCOMPARE(touched, std::vector<CableId>{routed[0].id});
    const RoutingResult r = CableRouter(*design).routeTouching({r2}, {});
    QCOMPARE(int(r.cables.size()), 1);
    // Everything at the ends is as before; the run along T1 grows from
    // 3000 to 4000 mm: 9231.04 + 1000 = 10231.04 mm, now a 15 m AOC.
    QVERIFY(std::abs(*r.cables[0].routeLengthMm - (*routed[0].routeLengthMm + 1000)) < 1e-9);
    QCOMPARE(*r.cables[0].orderedLengthMm, 15000.0);
    apply(*design, r);
    QVERIFY(*design->cables().find(routed[1].id) == routed[1]);
    // A device move re-routes the cables on that device.
    QCOMPARE(CableRouter::cablesTouching(*design, {}, {DesignBuilder::deviceId(QStringLiteral("s3"))}),
             std::vector<CableId>{routed[1].id});
}

void TstRoutingApply::pinnedCablesKeepLoadingTheirTrays() {
    auto b = twoRacks();
    b.tray(QStringLiteral("T1"), {QPointF(500, 1600), QPointF(5500, 1600)}, 2600);
    b.tray(QStringLiteral("T2"), {QPointF(500, 2700), QPointF(5500, 2700)}, 3000, QStringLiteral("ladder-300x100"));
    for (int i = 1; i <= 8; ++i)
        b.connect(QStringLiteral("s1"), QStringLiteral("OSFP%1").arg(i), QStringLiteral("s2"),
                  QStringLiteral("OSFP%1").arg(i), PortRole::Compute, QStringLiteral("aoc-400g-osfp"));
    auto design = b.build();
    // T1 holds 7 AOCs (50 mm² / 7.0686 mm², see tst_routing_rules).
    Tray t1 = *design->trays().find(TrayId::fromName(QStringLiteral("tray/T1")));
    t1.widthMm = t1.depthMm = 10;
    design->replace(t1);
    apply(*design, CableRouter(*design).routeAll());
    const Cable eighth = design->cables()[7];
    QCOMPARE(eighth.trays, std::vector<TrayId>{TrayId::fromName(QStringLiteral("tray/T2"))});
    // Re-routing the eighth alone: the seven others still fill T1, so it stays on T2.
    const RoutingResult r = CableRouter(*design).route({eighth.id});
    QCOMPARE(int(r.cables.size()), 1);
    QVERIFY(r.cables[0] == eighth);
    // Once the seven others carry no route they load nothing, and T1 takes it.
    for (int i = 0; i < 7; ++i) {
        Cable c = design->cables()[i];
        c.routeLengthMm.reset();
        design->replace(c);
    }
    const RoutingResult alone = CableRouter(*design).route({eighth.id});
    QCOMPARE(alone.cables[0].trays, std::vector<TrayId>{t1.id});
}

QTEST_GUILESS_MAIN(TstRoutingApply)
#include "tst_routing_apply.moc"
