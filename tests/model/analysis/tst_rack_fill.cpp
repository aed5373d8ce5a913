#include "model/analysis/placement_check.h"
#include "model/analysis/rack_fill.h"
#include "model/commands/design_edits.h"
#include "model/design/design.h"
#include "model/topology/supernode_wizard.h"
#include "tests/support/design_builder.h"

#include <QtTest>

using namespace sn;
using sn::test::DesignBuilder;

/// The rack limits the wizard fills to and the editor refuses drops past
/// (analysis/rack_fill): power budget, PDU capacity,
/// manifold flow and QD pairs, each named with its figures.
class TstRackFill : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void wizardRackIsFullAtItsBudget();
    void pduCapacityBindsWithoutABudget();
    void manifoldFlowBinds();
    void qdPairsBind();
    void roomForNamesTheNextLimit();
    void busbarShelvesBind();
    void everyPlacementAnswersAlike();
};

namespace {

// Built-in figures: HGX B200 liquid 14.3 kW max, 80 % liquid, 4U, 90 kg;
// mgmt-48x1g 0.15 kW; 415 V 63 A PDU continuous √3 · 415 · 63 · 0.8 =
// 36 227.6 W; manifold 16 QD pairs, 200 L/min; PG25 ρ 1.0215, c_p 3.92:
// 60 / (1.0215 · 3.92 · 10) = 1.498397 L/min per kW at ΔT 10 K.
const QString kServer = QStringLiteral("hgx-b200-8gpu-liquid");
const DeviceType& type(const QString& id) { return *Catalog::builtIn().device(id); }
const RackId kA01 = DesignBuilder::rackId(QStringLiteral("A01"));

DesignBuilder rackWithServers(int servers, double budgetW = 0) {
    DesignBuilder b;
    b.room(10000, 8000).row(QStringLiteral("A")).rack(QStringLiteral("A01"), 1000, 1000,
                                                      QStringLiteral("rack-48u-800x1200"), budgetW);
    for (int i = 0; i < servers; ++i)
        b.device(kServer, QStringLiteral("A01"), 1 + 4 * i, QStringLiteral("S%1").arg(i + 1));
    return b;
}

}  // namespace

void TstRackFill::wizardRackIsFullAtItsBudget() {
    WizardParams p;
    p.gpus = 256;
    auto d = SupernodeWizard::createDesign(SupernodeWizard::build(p, Catalog::builtIn()), Catalog::builtIn());
    const Rack* a01 = nullptr;
    for (const Rack& r : d->racks())
        if (r.name == QLatin1String("A01")) a01 = &r;
    QVERIFY(a01);
    // 4 servers + the management switch: 4 × 14.3 + 0.15 = 57.35 kW of the 60 kW default.
    RackFill f = RackFill::of(*d, a01->id);
    QCOMPARE(f.budgetW, 60000.0);
    QVERIFY(qAbs(f.loadW - 57350) < 1e-6);
    QVERIFY(!f.breach());
    // A fifth: 71.65 kW > 60 kW, the budget binds before the PDUs (72.45 kW).
    f.add(type(kServer), true);
    const auto b = f.breach();
    QVERIFY(b);
    QCOMPARE(b->limit, RackLimit::PowerBudget);
    QVERIFY(qAbs(b->used - 71650) < 1e-6);
    const auto refused = RackFill::refusal(*d, a01->id, type(kServer));
    QVERIFY(refused);
    QCOMPARE(refused->limit, RackLimit::PowerBudget);
    const QString why = refused->message;
    QVERIFY2(why.contains(QLatin1String("power budget: 71.")) && why.contains(QLatin1String("of 60.0 kW")),
             qPrintable(why));
}

void TstRackFill::pduCapacityBindsWithoutABudget() {
    DesignBuilder b = rackWithServers(2);
    b.sideDevice(QStringLiteral("pdu-3ph-415v-63a"), QStringLiteral("A01"), SideChannel::Left, 0, QStringLiteral("PA"))
        .sideDevice(QStringLiteral("pdu-3ph-415v-63a"), QStringLiteral("A01"), SideChannel::Right, 0,
                    QStringLiteral("PB"));
    auto d = b.build();
    // One A/B pair carries 2 × 36 227.6 / 2 = 36.2 kW; two servers draw 28.6 kW.
    const RackFill f = RackFill::of(*d, kA01);
    QVERIFY2(qAbs(f.pduCapacityW - 36227.6) < 0.1, qPrintable(QString::number(f.pduCapacityW)));
    QCOMPARE(f.pduLoadW, 28600.0);
    // A third: 42.9 kW > 36.2 kW (air 3 × 2.86 = 8.6 kW of 30, 12 U of 48: both hold).
    const auto refused = RackFill::refusal(*d, kA01, type(kServer));
    QVERIFY(refused);
    QCOMPARE(refused->limit, RackLimit::PduCapacity);
    const QString why = refused->message;
    QVERIFY2(why.contains(QLatin1String("PDU capacity: 42.9 kW of 36.2 kW")), qPrintable(why));
    QVERIFY2(why.contains(QLatin1String("A01")), qPrintable(why));
    // Moving one of the two within the rack counts it once: 28.6 kW.
    QVERIFY(!RackFill::refusal(*d, kA01, type(kServer), DesignBuilder::deviceId(QStringLiteral("S1"))));
}

void TstRackFill::manifoldFlowBinds() {
    // 11 servers and one manifold on PG25 at ΔT 10 K: 11 × 11.44 kW ×
    // 1.498397 = 188.6 L/min of 200. The rack's air limit is raised to
    // 40 kW so the flow binds first (11 × 2.86 = 31.5 kW of air).
    DesignBuilder b = rackWithServers(11);
    b.sideDevice(QStringLiteral("manifold-0u-16qd"), QStringLiteral("A01"), SideChannel::Left, 0,
                 QStringLiteral("M1"))
        .loop(QStringLiteral("L1"), QString(), QStringLiteral("pg25"), 30, 10, {QStringLiteral("A01")});
    auto d = b.build();
    Rack rack = *d->rack(kA01);
    rack.airCoolingLimitW = 40000;
    d->replace(rack);
    const RackFill f = RackFill::of(*d, kA01);
    QCOMPARE(f.manifoldFlowLpm, 200.0);
    QCOMPARE(f.qdPairs, 16);
    QVERIFY(qAbs(f.liquidW * f.lpmPerW - 188.56) < 0.01);
    // A twelfth: 12 × 11.44 = 137.28 kW × 1.498397 = 205.7 L/min > 200 (48 U of 48 hold).
    const auto refused = RackFill::refusal(*d, kA01, type(kServer));
    QVERIFY(refused);
    QCOMPARE(refused->limit, RackLimit::ManifoldFlow);
    const QString why = refused->message;
    QVERIFY2(why.contains(QLatin1String("manifold flow: 205.7 L/min of 200.0 L/min")), qPrintable(why));
}

void TstRackFill::qdPairsBind() {
    // 16 NVL72 compute trays (6.667 kW, 85 % liquid, 1U) on one 16-pair
    // manifold: flow 16 × 5.667 kW × 1.498397 = 135.9 L/min, air 16 × 1.0 kW.
    const QString tray = QStringLiteral("nvl72-compute-tray");
    DesignBuilder b;
    b.room(10000, 8000).row(QStringLiteral("A")).rack(QStringLiteral("A01"), 1000, 1000,
                                                      QStringLiteral("rack-48u-800x1200"));
    for (int i = 0; i < 16; ++i) b.device(tray, QStringLiteral("A01"), 1 + i, QStringLiteral("T%1").arg(i + 1));
    b.sideDevice(QStringLiteral("manifold-0u-16qd"), QStringLiteral("A01"), SideChannel::Left, 0,
                 QStringLiteral("M1"))
        .loop(QStringLiteral("L1"), QString(), QStringLiteral("pg25"), 30, 10, {QStringLiteral("A01")});
    auto d = b.build();
    // A 17th: 144.4 L/min still flows, but it needs a 17th QD pair.
    const auto refused = RackFill::refusal(*d, kA01, type(tray));
    QVERIFY(refused);
    QCOMPARE(refused->limit, RackLimit::QdPairs);
    const QString why = refused->message;
    QVERIFY2(why.contains(QLatin1String("manifold QD pairs: 17 of 16")), qPrintable(why));
}

void TstRackFill::roomForNamesTheNextLimit() {
    // A new 48U 800 mm rack at 60 kW: 4 × 14.3 = 57.2 kW; a fifth 71.5 kW.
    RackFill empty;
    empty.uHeight = 48;
    empty.airLimitW = 30000;
    empty.maxWeightKg = 1500;
    empty.budgetW = 60000;
    RackFill::Room room = empty.roomFor(type(kServer), true);
    QCOMPARE(room.count, 4);
    QVERIFY(room.binding);
    QCOMPARE(room.binding->text(), QStringLiteral("power budget: 71.5 kW of 60.0 kW"));
    // No budget: air 10 × 2.86 = 28.6 kW fits, 11 → 31.46 kW > 30 kW.
    empty.budgetW = 0;
    room = empty.roomFor(type(kServer), true);
    QCOMPARE(room.count, 10);
    QCOMPARE(room.binding->text(), QStringLiteral("air-cooling limit: 31.5 kW of 30.0 kW"));
    // No air limit either: 12 × 4 U = 48 U fit, a 13th is 52 U.
    empty.airLimitW = 0;
    room = empty.roomFor(type(kServer), true);
    QCOMPARE(room.count, 12);
    QCOMPARE(room.binding->text(), QStringLiteral("U space: 52 U of 48 U"));
}

QTEST_GUILESS_MAIN(TstRackFill)
/// A busbar rack (rack-orv3-hpr-48u, 48 V busbar rated 92 kW) with one
/// ORv3 shelf (6 × 3 kW, one spare: 15 kW N+1): two NVL72 compute trays
/// (2 × 6 667 W, busbar clips, so on the busbar) fit; a third, 20.0 kW on
/// 15 kW, is refused naming the shelves; a second shelf (30 kW) takes it.
void TstRackFill::busbarShelvesBind() {
    const QString tray = QStringLiteral("nvl72-compute-tray");
    DesignBuilder b;
    b.room(10000, 8000).row(QStringLiteral("A")).rack(QStringLiteral("A01"), 1000, 1000,
                                                      QStringLiteral("rack-orv3-hpr-48u"));
    b.device(QStringLiteral("orv3-power-shelf-18kw"), QStringLiteral("A01"), 20, QStringLiteral("PS1"));
    b.device(tray, QStringLiteral("A01"), 1, QStringLiteral("CT1"));
    b.device(tray, QStringLiteral("A01"), 2, QStringLiteral("CT2"));
    auto d = b.build();
    const RackFill f = RackFill::of(*d, kA01);
    QVERIFY(f.busbar);
    QCOMPARE(f.shelvesCapacityW, 15000.0);
    QCOMPARE(f.busbarRatingW, 92000.0);
    QCOMPARE(f.busbarLoadW, 13334.0);
    QVERIFY(!f.breach());
    const auto refused = RackFill::refusal(*d, kA01, type(tray));
    QVERIFY(refused);
    QCOMPARE(refused->limit, RackLimit::BusbarShelves);
    const QString why = refused->message;
    QVERIFY2(why.contains(QLatin1String("power shelves (N+1): 20.0 kW of 15.0 kW")), qPrintable(why));
    // Moving CT1 within the rack counts it once: 13.3 kW of 15 kW.
    QVERIFY(!RackFill::refusal(*d, kA01, type(tray), DesignBuilder::deviceId(QStringLiteral("CT1"))));
    // Moving the only shelf leaves no shelf capacity to check (0: not there).
    QCOMPARE(RackFill::of(*d, kA01, DesignBuilder::deviceId(QStringLiteral("PS1"))).shelvesCapacityW, 0.0);
    // An HGX B200 (6 × C20, AC) is no busbar load: the busbar cannot feed it.
    DesignBuilder ac;
    ac.room(10000, 8000).row(QStringLiteral("A")).rack(QStringLiteral("A01"), 1000, 1000,
                                                       QStringLiteral("rack-orv3-hpr-48u"));
    ac.device(QStringLiteral("orv3-power-shelf-18kw"), QStringLiteral("A01"), 20, QStringLiteral("PS1"));
    ac.device(kServer, QStringLiteral("A01"), 1, QStringLiteral("S1"));
    QCOMPARE(RackFill::of(*ac.build(), kA01).busbarLoadW, 0.0);
    DesignBuilder b2;
    b2.room(10000, 8000).row(QStringLiteral("A")).rack(QStringLiteral("A01"), 1000, 1000,
                                                       QStringLiteral("rack-orv3-hpr-48u"));
    b2.device(QStringLiteral("orv3-power-shelf-18kw"), QStringLiteral("A01"), 20, QStringLiteral("PS1"));
    b2.device(QStringLiteral("orv3-power-shelf-18kw"), QStringLiteral("A01"), 21, QStringLiteral("PS2"));
    b2.device(tray, QStringLiteral("A01"), 1, QStringLiteral("CT1"));
    b2.device(tray, QStringLiteral("A01"), 2, QStringLiteral("CT2"));
    auto d2 = b2.build();
    QVERIFY(!RackFill::refusal(*d2, kA01, type(tray)));  // 20.0 kW of 30 kW
}

/// A device placed by DesignEdits (what the CLI, a paste and the undo test
/// call) is held to the rack's limits as a drop is: the same limit, the
/// same sentence. Budget 30 kW: two servers draw 2 × 14.3 = 28.6 kW; a
/// third, 42.9 kW, is refused, placed or moved in from another rack.
void TstRackFill::everyPlacementAnswersAlike() {
    DesignBuilder b = rackWithServers(2, 30000);
    b.rack(QStringLiteral("A02"), 1700, 1000, QStringLiteral("rack-48u-800x1200"));
    b.device(kServer, QStringLiteral("A02"), 1, QStringLiteral("S9"));
    auto d = b.build();
    Placement at;
    at.rack = kA01;
    at.u = 20;
    const PlacementCheck check = PlacementCheck::of(*d, kServer, at);
    QVERIFY(!check.ok());
    QCOMPARE(check.limit, std::optional<RackLimit>(RackLimit::PowerBudget));
    QVERIFY2(check.check.reason.contains(QLatin1String("power budget: 42.9 kW of 30.0 kW")), qPrintable(check.check.reason));
    Device third;
    third.typeId = kServer;
    third.name = QStringLiteral("S3");
    third.placement = at;
    const EditResult placed = DesignEdits::placeDevice(*d, third);
    QVERIFY(!placed);
    QCOMPARE(placed.error, check.check.reason);
    const DeviceId s9 = DesignBuilder::deviceId(QStringLiteral("S9"));
    const EditResult moved = DesignEdits::moveDevice(*d, s9, at);
    QVERIFY(!moved);
    QCOMPARE(moved.error, check.check.reason);
    // Within its own rack a move changes no sum: S1 from U1 to U20 goes.
    QVERIFY(DesignEdits::moveDevice(*d, DesignBuilder::deviceId(QStringLiteral("S1")), at));
    // The geometry still answers first: U1 is S1's.
    at.u = 1;
    const PlacementCheck taken = PlacementCheck::of(*d, kServer, at);
    QVERIFY(!taken.ok());
    QVERIFY(!taken.limit);
}

#include "tst_rack_fill.moc"
