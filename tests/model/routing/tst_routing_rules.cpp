#include "model/routing/cable_router.h"
#include "model/routing/routing_report.h"
#include "tests/model/routing_rooms.h"

#include <QtTest>

#include <cmath>
#include <numbers>

using namespace sn;
using namespace sn::test;

/// Bend radius, tray fill and the findings of cables that cannot be routed.
class TstRoutingRules : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void tightFittingForcesTheOtherTray();
    void tightFittingEverywhereIsAFinding();
    void fullTrayPushesCablesToTheSecondTray();
    void negotiationMovesFlexibleCablesAside();
    void overFullTrayIsReportedBySegment();
    void unroutableCablesGetFindingsTheRestRoute();
    void inRowUnitsRouteLikeRacks();
};

namespace {

const TrayId kT1 = TrayId::fromName(QStringLiteral("tray/T1"));
const TrayId kT2 = TrayId::fromName(QStringLiteral("tray/T2"));

void editTray(Design& d, TrayId id, double fittingRadiusMm, double widthMm = 0, double depthMm = 0) {
    Tray t = *d.trays().find(id);
    t.fittingRadiusMm = fittingRadiusMm;
    if (widthMm > 0) t.widthMm = widthMm;
    if (depthMm > 0) t.depthMm = depthMm;
    d.replace(t);
}

/// R1 and R2 as in routing_rooms.h with T1 over the racks (y 1600, 2600 mm)
/// and T2 beside them over the hot aisle (y 2700, 3000 mm), both ladders.
DesignBuilder twoTrays() {
    auto b = twoRacks();
    b.tray(QStringLiteral("T1"), {QPointF(500, 1600), QPointF(5500, 1600)}, 2600);
    b.tray(QStringLiteral("T2"), {QPointF(500, 2700), QPointF(5500, 2700)}, 3000, QStringLiteral("ladder-300x100"));
    return b;
}

void connectServers(DesignBuilder& b, const QString& a, const QString& z, int ports, const QString& type) {
    for (int i = 1; i <= ports; ++i)
        b.connect(a, QStringLiteral("OSFP%1").arg(i), z, QStringLiteral("OSFP%1").arg(i), PortRole::Compute, type);
}

}  // namespace

void TstRoutingRules::tightFittingForcesTheOtherTray() {
    auto b = twoTrays();
    connectServers(b, QStringLiteral("s1"), QStringLiteral("s2"), 1, QStringLiteral("aoc-400g-osfp"));
    b.connect(QStringLiteral("s1"), QStringLiteral("BMC"), QStringLiteral("s2"), QStringLiteral("BMC"), PortRole::Oob,
              QStringLiteral("utp-cat6"));
    auto design = b.build();
    // T1's fittings (and the waterfalls into it) bend at 25 mm: fine for Cat6
    // (4 × 6 mm OD = 24 mm), too tight for the AOC (10 × 3 mm = 30 mm).
    editTray(*design, kT1, 25);
    const RoutingResult r = CableRouter(*design).routeAll();
    QVERIFY(r.findings.empty());
    QCOMPARE(int(r.cables.size()), 2);
    const Cable& aoc = r.cables[0];
    QCOMPARE(aoc.trays, std::vector<TrayId>{kT2});
    using namespace room;
    // Via T2: the rear-right column tops (x + 570.65, 2200) drop to
    // (x + 300, 2700): √(270.65² + 500²) = 568.55 in plan and
    // 3000 − 2233.6 = 766.4 up; 3000 along T2; the ends as in
    // tst_routing_length: 2 × 69.35 lateral, 2 × 1721.55 vertical, 600 slack.
    const double drop = std::hypot(270.65, 500.0) + (3000 - kTop);
    const double expected = 2 * kOsfp1Lateral + 2 * (kTop - osfp1Z(10)) + 2 * drop + 3000 + kSlack;
    QVERIFY(std::abs(expected - 9851.704) < 1e-3);
    QVERIFY(std::abs(*aoc.routeLengthMm - expected) < 1e-6);
    // With the policy's 0.1 m least spare at each end: 9.85 + 0.2 = 10.05 m,
    // past the 10 m AOC: the next length sold, 15 m.
    QCOMPARE(*aoc.orderedLengthMm, 15000.0);
    // The Cat6 takes the shorter T1.
    QCOMPARE(r.cables[1].trays, std::vector<TrayId>{kT1});
    QCOMPARE(r.cables[1].typeId, QStringLiteral("utp-cat6"));
}

void TstRoutingRules::tightFittingEverywhereIsAFinding() {
    auto b = twoRacks();
    b.tray(QStringLiteral("T1"), {QPointF(500, 1600), QPointF(5500, 1600)}, 2600);
    connectServers(b, QStringLiteral("s1"), QStringLiteral("s2"), 1, QStringLiteral("aoc-400g-osfp"));
    auto design = b.build();
    editTray(*design, kT1, 20);
    const RoutingResult r = CableRouter(*design).routeAll();
    QCOMPARE(int(r.findings.size()), 1);
    QCOMPARE(r.findings[0].problem, RoutingProblem::BendRadius);
    // Every 400G OSFP type that could be ordered this long needs ≥ 21 mm
    // (30 AWG DAC: 21 mm floor); the message names the smallest.
    QVERIFY2(r.findings[0].message.contains(QStringLiteral("21 mm")), qPrintable(r.findings[0].message));
    QVERIFY(r.findings[0].message.contains(QStringLiteral("R1")));
    QVERIFY(!r.cables[0].routeLengthMm && !r.cables[0].orderedLengthMm && r.cables[0].trays.empty());
}

void TstRoutingRules::fullTrayPushesCablesToTheSecondTray() {
    auto b = twoTrays();
    b.device(QStringLiteral("hgx-h100-8gpu-air"), QStringLiteral("R1"), 20, QStringLiteral("s1b"));
    b.device(QStringLiteral("hgx-h100-8gpu-air"), QStringLiteral("R2"), 20, QStringLiteral("s2b"));
    connectServers(b, QStringLiteral("s1"), QStringLiteral("s2"), 8, QStringLiteral("aoc-400g-osfp"));
    connectServers(b, QStringLiteral("s1b"), QStringLiteral("s2b"), 2, QStringLiteral("aoc-400g-osfp"));
    auto design = b.build();
    // T1 shrunk to 10 × 10 mm at 50 %: 50 mm². An AOC (3 mm OD) takes
    // π × 3² / 4 = 7.0686 mm², so 7 fit (49.48 mm²) and the 8th would not.
    editTray(*design, kT1, 300, 10, 10);
    const RoutingResult r = CableRouter(*design).routeAll();
    QVERIFY(r.findings.empty());
    QVERIFY(r.overFull.empty());
    int onT1 = 0, onT2 = 0;
    for (const Cable& c : r.cables) {
        QCOMPARE(c.typeId, QStringLiteral("aoc-400g-osfp"));
        if (c.trays == std::vector<TrayId>{kT1}) ++onT1;
        if (c.trays == std::vector<TrayId>{kT2}) ++onT2;
    }
    QCOMPARE(onT1, 7);
    QCOMPARE(onT2, 3);
    // T1's fullest segment carries the seven: 49.48 of 50 mm².
    QCOMPARE(int(r.trayFill.size()), 2);
    QCOMPARE(r.trayFill[0].tray, kT1);
    QVERIFY(std::abs(r.trayFill[0].fillMm2 - 7 * std::numbers::pi * 9 / 4) < 1e-9);
    QCOMPARE(r.trayFill[0].capacityMm2, 50.0);
    QVERIFY(std::abs(r.trayFill[1].fillMm2 - 3 * std::numbers::pi * 9 / 4) < 1e-9);
    // The first seven in document order got the shorter tray.
    for (int i = 0; i < 7; ++i) QCOMPARE(r.cables[size_t(i)].trays.front(), kT1);

    // The report. OSFP8 (x 208) sits 237.35 mm from its column, 168 mm more
    // than OSFP1 at each end: via T2 its route is 9851.70 + 336 = 10187.70 mm,
    // a 15 m AOC; the nine others stay within 10 m (OSFP7 on T1: 9519.04 mm).
    // T1 is at 49.48 / 50 = 99 % of its limit.
    const RoutingReport report = RoutingReport::of(*design, r);
    QCOMPARE(report.routed, 10);
    QCOMPARE(report.byMedia.value(QStringLiteral("aoc")), 10);
    QCOMPARE(report.orderedMetres, 9 * 10.0 + 15);
    QVERIFY(std::abs(*r.cables[7].routeLengthMm - 10187.704) < 1e-3);
    QCOMPARE(report.fullestTray, QStringLiteral("T1"));
    QVERIFY2(report.text().contains(QStringLiteral("Fullest tray: T1, at 99 % of its fill limit.")),
             qPrintable(report.text()));
}

void TstRoutingRules::negotiationMovesFlexibleCablesAside() {
    auto b = twoTrays();
    // Document order: the Cat6 first, then four AOCs.
    b.connect(QStringLiteral("s1"), QStringLiteral("BMC"), QStringLiteral("s2"), QStringLiteral("BMC"), PortRole::Oob,
              QStringLiteral("utp-cat6"));
    connectServers(b, QStringLiteral("s1"), QStringLiteral("s2"), 4, QStringLiteral("aoc-400g-osfp"));
    auto design = b.build();
    // T1 holds 50 mm²; T2 bends at 25 mm, too tight for the AOCs (30 mm) but
    // fine for the Cat6 (24 mm).
    editTray(*design, kT1, 300, 10, 10);
    editTray(*design, kT2, 25);
    const RoutingResult r = CableRouter(*design).routeAll();
    // Round 1: the Cat6 (π × 6² / 4 = 28.27 mm²) takes the shorter T1, the
    // AOCs follow: 28.27 + 4 × 7.07 = 56.55 mm² > 50, the fourth has nowhere
    // else to go. Round 2: T1's history cost (× 1.5 on its 3000 mm) makes the
    // Cat6 take T2 (620 mm longer); 4 × 7.07 = 28.27 mm² of AOCs fit T1.
    QVERIFY(r.overFull.empty());
    QVERIFY(r.findings.empty());
    QCOMPARE(r.rounds, 2);
    QCOMPARE(r.cables[0].trays, std::vector<TrayId>{kT2});
    for (int i = 1; i <= 4; ++i) QCOMPARE(r.cables[size_t(i)].trays, std::vector<TrayId>{kT1});
}

void TstRoutingRules::overFullTrayIsReportedBySegment() {
    auto b = twoRacks();
    b.tray(QStringLiteral("T1"), {QPointF(500, 1600), QPointF(5500, 1600)}, 2600);
    connectServers(b, QStringLiteral("s1"), QStringLiteral("s2"), 8, QStringLiteral("aoc-400g-osfp"));
    auto design = b.build();
    editTray(*design, kT1, 300, 10, 10);
    const RoutingResult r = CableRouter(*design).routeAll();
    // No other way: all 8 stay on T1 and the segment between the two drops
    // is reported: 8 × 7.0686 = 56.55 mm² of 100 mm² gross = 56.5 % > 50 %.
    QVERIFY(r.findings.empty());
    QCOMPARE(int(r.overFull.size()), 1);
    QCOMPARE(r.overFull[0].tray, kT1);
    QCOMPARE(r.overFull[0].polylineSegment, 0);
    QVERIFY(std::abs(r.overFull[0].fillMm2 - 8 * std::numbers::pi * 9 / 4) < 1e-9);
    QVERIFY2(r.overFull[0].message.contains(QStringLiteral("T1, segment 1: cables fill 56.5 %")),
             qPrintable(r.overFull[0].message));
    QCOMPARE(r.rounds, RoutingPolicy().maxRounds);
}

void TstRoutingRules::unroutableCablesGetFindingsTheRestRoute() {
    auto b = twoRacks();  // no tray, racks 2.4 m apart: no way between them
    b.device(QStringLiteral("hgx-h100-8gpu-air"), QStringLiteral("R1"), 30, QStringLiteral("s3"));
    b.floorDevice(QStringLiteral("cdu-inrow-1mw"), 8000, 4000, QStringLiteral("cdu"));
    connectServers(b, QStringLiteral("s1"), QStringLiteral("s2"), 1, QStringLiteral("aoc-400g-osfp"));
    b.connect(QStringLiteral("s1"), QStringLiteral("OSFP2"), QStringLiteral("s3"), QStringLiteral("OSFP1"),
              PortRole::Compute, QStringLiteral("aoc-400g-osfp"));
    b.connect(QStringLiteral("s2"), QStringLiteral("BMC"), QStringLiteral("cdu"), QStringLiteral("mgmt0"),
              PortRole::Oob, QStringLiteral("utp-cat6"));
    auto design = b.build();
    // A file may hold a connection no cable can make (a BMC to a coolant
    // coupling); the checked edits refuse it, so it goes in directly.
    Connection odd;
    odd.a = {DesignBuilder::deviceId(QStringLiteral("s3")), QStringLiteral("BMC")};
    odd.b = {DesignBuilder::deviceId(QStringLiteral("cdu")), QStringLiteral("PRI-S")};
    design->insert(-1, odd);
    // A user catalog whose in-row CDU has no footprint cannot be routed from.
    Catalog catalog = design->catalog();
    DeviceType cdu = *catalog.device(QStringLiteral("cdu-inrow-1mw"));
    cdu.widthMm = 0;
    catalog.put(cdu);
    const RoutingResult r = CableRouter(*design).routeAll();
    QCOMPARE(int(r.findings.size()), 3);
    QCOMPARE(r.findings[0].problem, RoutingProblem::NoPath);
    QVERIFY2(r.findings[0].message.contains(QStringLiteral("rack R1 to rack R2")), qPrintable(r.findings[0].message));
    // The floor unit is routed like a rack, but stands alone.
    QCOMPARE(r.findings[1].problem, RoutingProblem::NoPath);
    QVERIFY2(r.findings[1].message.contains(QStringLiteral("rack R2 to rack cdu")), qPrintable(r.findings[1].message));
    // A BMC (RJ45, 1G) and a coolant coupling: no cable type joins them.
    QCOMPARE(r.findings[2].problem, RoutingProblem::NoCableType);
    // The in-rack cable still routes.
    QCOMPARE(r.cables[1].typeId, QStringLiteral("dac-400g-osfp-30awg"));
    QVERIFY(r.cables[1].orderedLengthMm.has_value());

    design->setCatalog(catalog);
    const RoutingResult noFootprint = CableRouter(*design).routeAll();
    QCOMPARE(noFootprint.findings[1].problem, RoutingProblem::NoExit);
    QVERIFY2(noFootprint.findings[1].message.contains(QStringLiteral("cdu stands on the floor")),
             qPrintable(noFootprint.findings[1].message));
}

void TstRoutingRules::inRowUnitsRouteLikeRacks() {
    DesignBuilder b;
    b.name(QStringLiteral("in-row")).room(6000, 4000).row(QStringLiteral("A"));
    b.rack(QStringLiteral("R1"), 1000, 1000, QStringLiteral("rack-48u-800x1200"));
    b.sideDevice(QStringLiteral("manifold-0u-16qd"), QStringLiteral("R1"), SideChannel::Right, 0,
                 QStringLiteral("mf"));
    // The in-row CDU (600 × 1200) bayed right beside R1.
    b.floorDevice(QStringLiteral("cdu-inrow-1mw"), 1800, 1000, QStringLiteral("cdu"));
    b.connect(QStringLiteral("mf"), QStringLiteral("IN-S"), QStringLiteral("cdu"), QStringLiteral("SEC-S1"),
              PortRole::Coolant);
    const auto design = b.build();
    const RoutingResult r = CableRouter(*design).routeAll();
    QVERIFY(r.findings.empty());
    const Cable& hose = r.created.front();
    // The manifold hangs in R1's rear-right column (lateral 0), IN-S at
    // 100 + 50 = 150 mm. Pass-through: R1's channel half (800 − 482.6) / 4 =
    // 79.35 plus the CDU's (600 − 482.6) / 4 = 29.35: 108.7; bend limit R1's
    // 158.7 mm channel, enough for the hose's 100 mm. SEC-S1 (rear, x 50,
    // y 300) sits at a = 600 − 50 = 550 in the CDU, 550 − 29.35 = 520.65
    // from its rear-left column; 300 − 150 = 150 mm up.
    // 108.7 + 520.65 + 150 + 600 = 1379.35 mm; with 0.1 m spare at each
    // end 1579.35 mm, past a 1.5 m hose: a 2 m one.
    QVERIFY(std::abs(*hose.routeLengthMm - 1379.35) < 1e-9);
    QCOMPARE(hose.typeId, QStringLiteral("hose-qd-supply"));
    QCOMPARE(*hose.orderedLengthMm, 2000.0);
}

QTEST_GUILESS_MAIN(TstRoutingRules)
#include "tst_routing_rules.moc"
