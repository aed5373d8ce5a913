#include "model/rules/design_report.h"
#include "tests/support/design_builder.h"
#include "tests/support/rule_findings.h"

#include <QtTest>

using namespace sn;
using namespace sn::test;

namespace {
const QString kRack = QStringLiteral("R1");

/// A finished liquid-cooled rack, every required port connected: three liquid
/// H100 servers dual-fed from two 63 A PDUs, one IB leaf, one management
/// switch, a 16-QD manifold fed by an in-row CDU.
std::unique_ptr<Design> completeRack() {
    DesignBuilder b;
    b.room(10000, 6000).row(QStringLiteral("A"));
    b.rack(kRack, 0, 0, QStringLiteral("rack-48u-800x1200"), 50000);  // 2 side slots per channel, 30 kW air
    b.sideDevice(QStringLiteral("pdu-3ph-415v-63a"), kRack, SideChannel::Left, 0, QStringLiteral("PA"));
    b.sideDevice(QStringLiteral("pdu-3ph-415v-63a"), kRack, SideChannel::Right, 0, QStringLiteral("PB"));
    b.sideDevice(QStringLiteral("manifold-0u-16qd"), kRack, SideChannel::Left, 1, QStringLiteral("MF"));
    b.device(QStringLiteral("ib-ndr-64x400g"), kRack, 13, QStringLiteral("LEAF"));
    b.device(QStringLiteral("mgmt-48x1g"), kRack, 14, QStringLiteral("MGMT"));
    b.floorDevice(QStringLiteral("cdu-inrow-1mw"), 2000, 3000, QStringLiteral("CDU"));
    int oob = 0;
    auto toMgmt = [&](const QString& device, const QString& port) {
        b.connect(device, port, QStringLiteral("MGMT"), QStringLiteral("swp%1").arg(++oob), PortRole::Oob,
                  QStringLiteral("utp-cat6"));
    };
    for (int s = 1; s <= 3; ++s) {
        const QString name = QStringLiteral("S%1").arg(s);
        b.device(QStringLiteral("hgx-h100-8gpu-liquid"), kRack, 1 + 4 * (s - 1), name);
        for (int p = 0; p < 3; ++p) {  // PSU1–3 on PA, PSU4–6 on PB, one per phase (C19-s, s+8, s+16)
            const QString outlet = QStringLiteral("C19-%1").arg(s + 8 * p);
            b.connect(name, QStringLiteral("PSU%1").arg(1 + p), QStringLiteral("PA"), outlet, PortRole::Power,
                      QStringLiteral("power-c19-c20"));
            b.connect(name, QStringLiteral("PSU%1").arg(4 + p), QStringLiteral("PB"), outlet, PortRole::Power,
                      QStringLiteral("power-c19-c20"));
        }
        for (int k = 0; k < 8; ++k) {
            const int port = (s - 1) * 8 + k;
            b.connect(name, QStringLiteral("OSFP%1").arg(k + 1), QStringLiteral("LEAF"),
                      QStringLiteral("P%1/%2").arg(port / 2 + 1).arg(port % 2 + 1), PortRole::Compute,
                      // A twin-port cage takes one plug: each cage P(n) holds one
                      // MCP7Y00 splitter whose two legs go to OSFP k and k+1 of one server.
                      QStringLiteral("dac-800g-osfp-2x400g-osfp-splitter"));
        }
        b.connect(name, QStringLiteral("SUPPLY"), QStringLiteral("MF"), QStringLiteral("QS%1").arg(s),
                  PortRole::Coolant, QStringLiteral("hose-qd-supply"));
        b.connect(name, QStringLiteral("RETURN"), QStringLiteral("MF"), QStringLiteral("QR%1").arg(s),
                  PortRole::Coolant, QStringLiteral("hose-qd-return"));
        toMgmt(name, QStringLiteral("BMC"));
    }
    // Switch cords on different phases so the PDUs stay balanced.
    const QString cord = QStringLiteral("power-c13-c14");
    b.connect(QStringLiteral("LEAF"), QStringLiteral("PSU1"), QStringLiteral("PA"), QStringLiteral("C13-1"),
              PortRole::Power, cord);
    b.connect(QStringLiteral("LEAF"), QStringLiteral("PSU2"), QStringLiteral("PB"), QStringLiteral("C13-9"),
              PortRole::Power, cord);
    b.connect(QStringLiteral("MGMT"), QStringLiteral("PSU1"), QStringLiteral("PA"), QStringLiteral("C13-17"),
              PortRole::Power, cord);
    b.connect(QStringLiteral("MGMT"), QStringLiteral("PSU2"), QStringLiteral("PB"), QStringLiteral("C13-2"),
              PortRole::Power, cord);
    toMgmt(QStringLiteral("LEAF"), QStringLiteral("mgmt0"));
    toMgmt(QStringLiteral("CDU"), QStringLiteral("mgmt0"));
    b.connect(QStringLiteral("MF"), QStringLiteral("IN-S"), QStringLiteral("CDU"), QStringLiteral("SEC-S1"),
              PortRole::Coolant, QStringLiteral("hose-qd-supply"));
    b.connect(QStringLiteral("MF"), QStringLiteral("IN-R"), QStringLiteral("CDU"), QStringLiteral("SEC-R1"),
              PortRole::Coolant, QStringLiteral("hose-qd-return"));
    b.loop(QStringLiteral("L1"), QStringLiteral("CDU"), QStringLiteral("water"), 30, 10, {kRack});
    return b.build();
}
}  // namespace

/// A correct, finished design must give no error and no warning: every rule
/// stays silent where nothing is wrong — but for the single points of
/// failure this one-rack design has by construction.
class TstRulesComplete : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void completeRackHasOnlyTheDensityNote();
    void reportOfCompleteRack();
};

void TstRulesComplete::completeRackHasOnlyTheDensityNote() {
    const auto design = completeRack();
    // Margins, by hand:
    // PDU normal: 3 × 10 200 / 2 + 1 720 / 2 + 150 / 2 = 16 235 W ≤ √3·415·63·0.8 = 36 227.6 W.
    // PDU failover: 3 × 10 200 + 1 720 + 150 = 32 470 W ≤ 36 227.6 W.
    // PA phases: L1 5 100 + 860 = 5 960 W, L2 5 100 W, L3 5 100 + 75 = 5 175 W; spread 860 / 5 411.7 = 15.9 % ≤ 20 %.
    // Worst failover phase (PB L2 when PA fails): 3 × 3 400 + 1 720 = 11 920 W / 239.6 V = 49.7 A ≤ 50.4 A.
    // Air heat: 3 × 10 200 × 0.2 + 1 720 + 150 = 7 990 W, and the PDUs give off 0.5 % of
    // the 32 470 W they carry (ConversionLoss), 162.35 W: 8 152.35 W ≤ 30 000 W. Budget: 32 470 W ≤ 50 000 W.
    // Flow: 60 · 24.48 / (0.997 · 4.18 · 10) = 35.2 L/min ≤ 200 L/min; 3 QD pairs ≤ 16.
    // Single points of failure (faults.single-point, limit one NVLink domain = 8 GPUs):
    // the one CDU stops all 3 liquid servers, 3 × 8 = 24 GPUs; the one LEAF holds
    // all 8 OSFP links of each server, so losing it cuts off the same 24.
    // One CDU and no spare: with it out, 0 kW of the 24.48 kW is removed,
    // which rule cooling.cdu-redundancy (N+1) reports.
    // Each HGX H100 keeps 3 of its 6 × 3.3 kW PSUs on one feed: 9.9 kW of
    // its 10.2 kW, capped at 97 % (power.feed-loss: 2N at the PDU only).
    // The room has no air cooler: airflow.aisle-heat notes that its 8.15 kW
    // of air heat is not checked against any (a note, as the density is).
    const auto all = findingsOf(*design);
    QCOMPARE(keysOf(all), (QStringList{QStringLiteral("info:airflow.aisle-heat"), QStringLiteral("info:power.room-density"),
                                       QStringLiteral("warning:cooling.cdu-redundancy"),
                                       QStringLiteral("warning:faults.single-point"),
                                       QStringLiteral("warning:faults.single-point"),
                                       QStringLiteral("warning:power.feed-loss")}));
    for (const Finding& f : all)
        if (f.ruleKey == u"faults.single-point") QCOMPARE(f.measured, 24.0);
    // (32 470 W in the rack + 15 000 W of in-row CDU) on 10 m × 6 m = 60 m²: 47.47 / 60 = 0.791 kW/m².
    const Finding* density = only(all, QStringLiteral("power.room-density"));
    QVERIFY(density);
    QVERIFY(qAbs(density->measured - 47.47 / 60.0) < 1e-12);
    const Finding* air = only(all, QStringLiteral("airflow.aisle-heat"));
    QVERIFY(air);
    QVERIFY(qAbs(air->measured - 8152.35) < 1e-6);
}

void TstRulesComplete::reportOfCompleteRack() {
    const DesignReport report = DesignReport::of(*completeRack());
    QCOMPARE(report.racks.size(), size_t(1));
    const RackReport& r = report.racks.front();
    QCOMPARE(r.uUsed, 3 * 4 + 1 + 1);
    QCOMPARE(r.maxW, 3 * 10200.0 + 1720.0 + 150.0);
    QCOMPARE(r.typicalW, 3 * 8670.0 + 1100.0 + 80.0);
    QCOMPARE(r.liquidDevices, 3);
    QCOMPARE(r.loopName, QStringLiteral("L1"));
    QVERIFY(qAbs(*r.requiredFlowLpm - 60.0 * 24.48 / (0.997 * 4.18 * 10.0)) < 1e-9);
    QCOMPARE(report.loops.front().heatW, 3 * 10200.0 * 0.8);
    QCOMPARE(report.totalMaxW, 3 * 10200.0 + 1720.0 + 150.0 + 15000.0);  // plus the CDU's own 15 kW
}

QTEST_GUILESS_MAIN(TstRulesComplete)
#include "tst_rules_complete.moc"
