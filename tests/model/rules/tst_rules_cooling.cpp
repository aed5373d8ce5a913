#include "model/rules/ashrae_class.h"
#include "model/rules/design_report.h"
#include "tests/support/design_builder.h"
#include "tests/support/rule_findings.h"

#include <QtTest>

using namespace sn;
using namespace sn::test;

namespace {
const QString kH100Liquid = QStringLiteral("hgx-h100-8gpu-liquid");  // 10.2 kW max, 80 % to liquid, 4U
const QString kB200Liquid = QStringLiteral("hgx-b200-8gpu-liquid");  // 14.3 kW max, 80 % to liquid, 4U

/// A rack of `servers` 4U liquid servers from U1 up, a 16-QD manifold in the
/// left side channel, on a loop fed by an in-row 1 MW CDU.
DesignBuilder& liquidRack(DesignBuilder& b, const QString& rack, const QString& type, int servers) {
    b.rack(rack, 0, 0, QStringLiteral("rack-48u-600x1200"));
    for (int i = 0; i < servers; ++i) b.device(type, rack, 1 + 4 * i, QStringLiteral("%1-S%2").arg(rack).arg(i + 1));
    b.sideDevice(QStringLiteral("manifold-0u-16qd"), rack, SideChannel::Left, 0, rack + QStringLiteral("-MF"));
    return b;
}

// The cooling findings of the rules these tests are about. Their designs
// keep one CDU and draw no pipes to it, so the two rules on those
// (cooling.cdu-redundancy, cooling.rack-piping) are left to
// tst_cdu_redundancy, which builds piped N+1 loops for them.
std::vector<Finding> coolingOf(const std::vector<Finding>& all) {
    std::vector<Finding> out;
    for (const Finding& f : withPrefix(all, QStringLiteral("cooling.")))
        if (f.ruleKey != QLatin1String("cooling.cdu-redundancy") && f.ruleKey != QLatin1String("cooling.rack-piping"))
            out.push_back(f);
    return out;
}
}  // namespace

class TstRulesCooling : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void fourServersNeedAbout47Lpm();
    void pg25NeedsMoreFlowThanWater();
    void manifoldFlowExceeded();
    void quickDisconnectsRunOut();
    void cduShortByKnownMargin();
    void supplyAboveDeviceInletAndCduRange();
    void liquidRackWithoutLoopOrManifold();
    void unknownCoolant();
    void ashraeClass_data();
    void ashraeClass();
};

void TstRulesCooling::fourServersNeedAbout47Lpm() {
    DesignBuilder b;
    b.room(20000, 15000).row(QStringLiteral("A"));
    liquidRack(b, QStringLiteral("R1"), kH100Liquid, 4);
    b.floorDevice(QStringLiteral("cdu-inrow-1mw"), 5000, 5000, QStringLiteral("CDU1"));
    b.loop(QStringLiteral("L1"), QStringLiteral("CDU1"), QStringLiteral("water"), 30, 10, {QStringLiteral("R1")});
    const auto design = b.build();

    // Liquid heat 4 × 10 200 W × 0.8 = 32 640 W; water ρ 0.997 kg/L, c_p 4.18 kJ/(kg·K):
    // 60 · 32.64 / (0.997 · 4.18 · 10) = 1958.4 / 41.6746 = 46.99 L/min.
    const double expected = 60.0 * (4 * 10.2 * 0.8) / (0.997 * 4.18 * 10.0);
    const DesignReport report = DesignReport::of(*design);
    QCOMPARE(report.racks.size(), size_t(1));
    const RackReport& r = report.racks.front();
    QCOMPARE(r.liquidHeatW, 4 * 10200.0 * 0.8);
    QVERIFY(r.requiredFlowLpm);
    QVERIFY(qAbs(*r.requiredFlowLpm - expected) < 1e-9);
    QVERIFY(qAbs(*r.requiredFlowLpm - 46.99) < 0.005);
    QCOMPARE(r.manifoldCapacityLpm, 200.0);
    QCOMPARE(r.uUsed, 16);
    // Air heat 4 × 10 200 × 0.2 = 8 160 W.
    QVERIFY(qAbs(r.airHeatW - 8160.0) < 1e-9);
    QCOMPARE(report.loops.size(), size_t(1));
    QVERIFY(qAbs(*report.loops.front().flowLpm - expected) < 1e-9);
    // The in-row CDU's 5 K approach: facility water at 30 − 5 = 25 °C, W27
    // (the class of the facility water, not of the 30 °C secondary).
    QCOMPARE(*report.loops.front().facilitySupplyC, 25.0);
    QCOMPARE(report.loops.front().ashraeClass, QStringLiteral("W27"));
    QCOMPARE(report.loops.front().densityKgPerL, 0.997);

    // Within every limit: no cooling or power finding at all.
    const auto all = findingsOf(*design);
    QCOMPARE(keysOf(coolingOf(all)), QStringList());
    QCOMPARE(keysOf(withPrefix(all, QStringLiteral("power."))), QStringList{QStringLiteral("info:power.room-density")});
    QCOMPARE(keysOf(withPrefix(all, QStringLiteral("placement."))), QStringList());
}

void TstRulesCooling::pg25NeedsMoreFlowThanWater() {
    DesignBuilder b;
    b.room(20000, 15000).row(QStringLiteral("A"));
    liquidRack(b, QStringLiteral("R1"), kH100Liquid, 4);
    b.floorDevice(QStringLiteral("cdu-inrow-1mw"), 5000, 5000, QStringLiteral("CDU1"));
    b.loop(QStringLiteral("L1"), QStringLiteral("CDU1"), QStringLiteral("pg25"), 30, 10, {QStringLiteral("R1")});
    const auto design = b.build();
    // PG25: ρ 1.0215, c_p 3.92 → 60 · 32.64 / (1.0215 · 3.92 · 10) = 1958.4 / 40.0428 = 48.91 L/min.
    const double expected = 60.0 * 32.64 / (1.0215 * 3.92 * 10.0);
    const auto flow = DesignReport::of(*design).racks.front().requiredFlowLpm;
    QVERIFY(flow && qAbs(*flow - expected) < 1e-9);
    QVERIFY(qAbs(*flow - 48.91) < 0.005);
}

void TstRulesCooling::manifoldFlowExceeded() {
    DesignBuilder b;
    b.room(20000, 15000).row(QStringLiteral("A"));
    liquidRack(b, QStringLiteral("R1"), kB200Liquid, 3);
    b.floorDevice(QStringLiteral("cdu-inrow-1mw"), 5000, 5000, QStringLiteral("CDU1"));
    b.loop(QStringLiteral("L1"), QStringLiteral("CDU1"), QStringLiteral("water"), 30, 2, {QStringLiteral("R1")});
    const auto design = b.build();
    // 3 × 14 300 × 0.8 = 34 320 W at ΔT 2 K on water:
    // 60 · 34.32 / (0.997 · 4.18 · 2) = 2059.2 / 8.33492 = 247.06 L/min > 200 L/min manifold.
    const auto cooling = coolingOf(findingsOf(*design));
    QCOMPARE(keysOf(cooling), QStringList{QStringLiteral("error:cooling.rack-flow")});
    const Finding& f = cooling.front();
    QVERIFY(qAbs(f.measured - 60.0 * 34.32 / (0.997 * 4.18 * 2.0)) < 1e-9);
    QCOMPARE(*f.limit, 200.0);
    QCOMPARE(f.unit, QStringLiteral("L/min"));
    QCOMPARE(f.objects.front(), ObjectRef::of(DesignBuilder::rackId(QStringLiteral("R1"))));
}

void TstRulesCooling::quickDisconnectsRunOut() {
    DesignBuilder b;
    b.room(20000, 15000).row(QStringLiteral("A"));
    b.rack(QStringLiteral("R1"), 0, 0, QStringLiteral("rack-48u-600x1200"));
    // 17 one-U NVL72 compute trays, each one QD pair; the manifold has 16.
    for (int i = 0; i < 17; ++i)
        b.device(QStringLiteral("nvl72-compute-tray"), QStringLiteral("R1"), 1 + i, QStringLiteral("T%1").arg(i + 1));
    b.sideDevice(QStringLiteral("manifold-0u-16qd"), QStringLiteral("R1"), SideChannel::Left, 0, QStringLiteral("MF"));
    b.floorDevice(QStringLiteral("cdu-inrow-1mw"), 5000, 5000, QStringLiteral("CDU1"));
    b.loop(QStringLiteral("L1"), QStringLiteral("CDU1"), QStringLiteral("water"), 30, 10, {QStringLiteral("R1")});
    const auto design = b.build();
    // Flow 60 · (17 · 6.667 · 0.85) / 41.6746 = 138.7 L/min stays under 200: only the QD count fails.
    const auto cooling = coolingOf(findingsOf(*design));
    QCOMPARE(keysOf(cooling), QStringList{QStringLiteral("error:cooling.qd-count")});
    QCOMPARE(cooling.front().measured, 17.0);
    QCOMPARE(*cooling.front().limit, 16.0);
}

void TstRulesCooling::cduShortByKnownMargin() {
    DesignBuilder b;
    b.room(30000, 15000).row(QStringLiteral("A"));
    QStringList racks;
    for (int r = 1; r <= 6; ++r) {
        const QString name = QStringLiteral("R%1").arg(r);
        racks << name;
        liquidRack(b, name, kB200Liquid, 4);
    }
    b.device(QStringLiteral("cdu-inrack-250kw"), QStringLiteral("R1"), 17, QStringLiteral("CDU1"));
    b.loop(QStringLiteral("L1"), QStringLiteral("CDU1"), QStringLiteral("water"), 30, 12, racks);
    const auto design = b.build();
    // 6 racks × 4 × 14 300 × 0.8 = 274 560 W against 250 000 W: short by 24 560 W.
    // Flow 60 · 274.56 / (0.997 · 4.18 · 12) = 16473.6 / 50.00952 = 329.41 L/min < 375: flow is fine.
    const auto cooling = coolingOf(findingsOf(*design));
    QCOMPARE(keysOf(cooling), QStringList{QStringLiteral("error:cooling.cdu-heat")});
    const Finding& f = cooling.front();
    QCOMPARE(f.measured, 6 * 4 * 14300.0 * 0.8);
    QCOMPARE(*f.limit, 250000.0);
    QVERIFY(f.message.contains(QStringLiteral("24.6")));
    const LoopReport loop = DesignReport::of(*design).loops.front();
    QVERIFY(qAbs(*loop.flowLpm - 60.0 * 274.56 / (0.997 * 4.18 * 12.0)) < 1e-9);
    QCOMPARE(loop.cduName, QStringLiteral("CDU1"));
    QCOMPARE(loop.racks, 6);
}

void TstRulesCooling::supplyAboveDeviceInletAndCduRange() {
    DesignBuilder b;
    b.room(20000, 15000).row(QStringLiteral("A"));
    liquidRack(b, QStringLiteral("R1"), kH100Liquid, 2);
    b.floorDevice(QStringLiteral("cdu-inrow-1mw"), 5000, 5000, QStringLiteral("CDU1"));
    // 46 °C: above the servers' 45 °C maximum inlet and the CDU's 17–45 °C supply range.
    b.loop(QStringLiteral("L1"), QStringLiteral("CDU1"), QStringLiteral("water"), 46, 10, {QStringLiteral("R1")});
    const auto design = b.build();
    const auto cooling = coolingOf(findingsOf(*design));
    QCOMPARE(
        keysOf(cooling),
        (QStringList{QStringLiteral("error:cooling.cdu-supply-range"), QStringLiteral("error:cooling.inlet-temp")}));
    const Finding* inlet = only(cooling, QStringLiteral("cooling.inlet-temp"));
    QVERIFY(inlet);
    QCOMPARE(inlet->measured, 46.0);
    QCOMPARE(*inlet->limit, 45.0);
    QCOMPARE(inlet->objects.size(), size_t(3));  // the loop and both servers
    // A 46 °C secondary through the CDU's 5 K approach takes facility water
    // at 41 °C: W45, the class of the facility water.
    QCOMPARE(DesignReport::of(*design).loops.front().ashraeClass, QStringLiteral("W45"));
}

void TstRulesCooling::liquidRackWithoutLoopOrManifold() {
    DesignBuilder b;
    b.room(20000, 15000).row(QStringLiteral("A"));
    b.rack(QStringLiteral("R1"), 0, 0).device(kH100Liquid, QStringLiteral("R1"), 1, QStringLiteral("S1"));
    const auto design = b.build();
    const auto cooling = coolingOf(findingsOf(*design));
    // One finding for the missing loop, one for the missing manifold.
    QCOMPARE(keysOf(cooling),
             (QStringList{QStringLiteral("error:cooling.rack-loop"), QStringLiteral("error:cooling.rack-loop")}));
    QVERIFY(!DesignReport::of(*design).racks.front().requiredFlowLpm);
}

void TstRulesCooling::unknownCoolant() {
    DesignBuilder b;
    b.room(20000, 15000).row(QStringLiteral("A"));
    liquidRack(b, QStringLiteral("R1"), kH100Liquid, 1);
    b.floorDevice(QStringLiteral("cdu-inrow-1mw"), 5000, 5000, QStringLiteral("CDU1"));
    b.loop(QStringLiteral("L1"), QStringLiteral("CDU1"), QStringLiteral("water"), 30, 10, {QStringLiteral("R1")});
    const auto design = b.build();
    // The editor refuses an unknown coolant; a file from another catalog can still name one.
    CoolingLoop loop = *design->loops().find(LoopId::fromName(QStringLiteral("loop/L1")));
    loop.coolantId = QStringLiteral("brine");
    design->replace(loop);
    const auto cooling = coolingOf(findingsOf(*design));
    QCOMPARE(keysOf(cooling), QStringList{QStringLiteral("error:cooling.coolant")});
    QVERIFY(cooling.front().message.contains(QStringLiteral("brine")));
}

void TstRulesCooling::ashraeClass_data() {
    QTest::addColumn<double>("supplyC");
    QTest::addColumn<QString>("label");
    QTest::newRow("17 °C") << 17.0 << QStringLiteral("W17");
    QTest::newRow("20 °C") << 20.0 << QStringLiteral("W27");
    QTest::newRow("27.5 °C") << 27.5 << QStringLiteral("W32");
    QTest::newRow("32 °C") << 32.0 << QStringLiteral("W32");
    QTest::newRow("40 °C") << 40.0 << QStringLiteral("W40");
    QTest::newRow("45 °C") << 45.0 << QStringLiteral("W45");
    QTest::newRow("45.1 °C") << 45.1 << QStringLiteral("W+");
}

void TstRulesCooling::ashraeClass() {
    QFETCH(double, supplyC);
    QFETCH(QString, label);
    QCOMPARE(AshraeClass::forSupplyC(supplyC), label);
}

QTEST_GUILESS_MAIN(TstRulesCooling)
#include "tst_rules_cooling.moc"
