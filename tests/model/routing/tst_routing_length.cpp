#include "model/analysis/cable_parts.h"
#include "model/commands/design_edits.h"
#include "model/routing/cable_router.h"
#include "tests/model/routing_rooms.h"

#include <QtTest>

#include <cmath>

using namespace sn;
using namespace sn::test;

/// Lengths and media of single cables in rooms small enough to check by hand.
class TstRoutingLength : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void twoRacksUnderOneTray();
    void inRackRunIsPassiveCopper();
    void overReachCopperBecomesAoc();
    void twentySixGaugeCoversTwoToThreeMetres();
    void traysJoinAtTees();
    void cornersCountAlongTheCentreLine();
    void turnedRacksMeasureTheSame();
    void racksOfDifferentHeightsMeetAtTheRoofs();
    void nvlinkSpineIsPartOfTheRack();
    void slackIsAPolicy();
    void minimumSpareOrdersOneLengthUp();
    void switchLinksPastDr4ReachTakeFr4();
};

namespace {

const Cable& only(const RoutingResult& r) {
    if (r.cables.size() != 1) qFatal("expected one cable, got %d", int(r.cables.size()));
    return r.cables.front();
}

}  // namespace

void TstRoutingLength::twoRacksUnderOneTray() {
    auto b = twoRacks();
    // One ladder (fitting radius 300 mm) at 2600 mm along y = 1600, over the
    // middle of both racks.
    b.tray(QStringLiteral("T1"), {QPointF(500, 1600), QPointF(5500, 1600)}, 2600);
    b.connect(QStringLiteral("s1"), QStringLiteral("OSFP1"), QStringLiteral("s2"), QStringLiteral("OSFP1"),
              PortRole::Compute, QStringLiteral("dac-400g-osfp-30awg"));
    const auto design = b.build();
    const RoutingResult r = CableRouter(*design).routeAll();
    QVERIFY(r.findings.empty());
    const Cable& c = only(r);

    using namespace room;
    // Each end: 69.35 mm across to the rear-right column, up from OSFP1 at
    // U10 (z = 100 + 9 × 44.45 + 12 = 512.05) to the top (2233.6): 1721.55.
    // The top of that column, (x + 570.65, 2200), drops to the tray point
    // above the rack's centre, (x + 300, 1600): √(270.65² + 600²) = 658.22 in
    // plan, and 2600 − 2233.6 = 366.4 up. Along the tray: 4300 − 1300 = 3000.
    const double drop = std::hypot(270.65, 600.0) + (2600 - kTop);
    const double expected = 2 * kOsfp1Lateral + 2 * (kTop - osfp1Z(10)) + 2 * drop + 3000 + kSlack;
    QCOMPARE(qRound(expected * 100), qRound(9231.036 * 100));  // the same sum written out
    QVERIFY(std::abs(*c.routeLengthMm - expected) < 1e-6);
    // 9.23 m: beyond DAC (2–3 m) and ACC (5 m); the first AOC length ≥ 9.23 m is 10 m.
    QCOMPARE(c.typeId, QStringLiteral("aoc-400g-osfp"));
    QCOMPARE(*c.orderedLengthMm, 10000.0);
    QCOMPARE(c.trays, std::vector<TrayId>{TrayId::fromName(QStringLiteral("tray/T1"))});
}

void TstRoutingLength::inRackRunIsPassiveCopper() {
    auto b = twoRacks();
    b.device(QStringLiteral("hgx-h100-8gpu-air"), QStringLiteral("R1"), 30, QStringLiteral("s3"));
    b.connect(QStringLiteral("s1"), QStringLiteral("OSFP1"), QStringLiteral("s3"), QStringLiteral("OSFP1"),
              PortRole::Compute, QStringLiteral("aoc-400g-osfp"));
    const auto design = b.build();
    const RoutingResult routed = CableRouter(*design).routeAll();  // kept: c refers into it
    const Cable& c = only(routed);
    using namespace room;
    // Both ports on the rear, 20 U apart (889 mm), each 69.35 mm from the
    // rear-right column; no tray needed: 138.7 + 889 + 600 = 1627.7 mm.
    QCOMPARE(*c.routeLengthMm, 2 * kOsfp1Lateral + 20 * kU + kSlack);
    QVERIFY(std::abs(*c.routeLengthMm - 1627.7) < 1e-9);
    // The AOC the builder guessed was not fixed: 30 AWG DAC reaches 2 m.
    QCOMPARE(c.typeId, QStringLiteral("dac-400g-osfp-30awg"));
    QCOMPARE(*c.orderedLengthMm, 2000.0);
    QVERIFY(c.trays.empty());
}

void TstRoutingLength::overReachCopperBecomesAoc() {
    // R2 right beside R1 (no gap): the cable goes through the side
    // pass-through at any height instead of over the top.
    auto b = twoRacks(1600);
    b.connect(QStringLiteral("s1"), QStringLiteral("OSFP1"), QStringLiteral("s2"), QStringLiteral("OSFP1"),
              PortRole::Compute, QStringLiteral("dac-400g-osfp-30awg"));
    const auto design = b.build();
    const RoutingResult routed = CableRouter(*design).routeAll();  // kept: c refers into it
    const Cable& c = only(routed);
    using namespace room;
    // Same height, so no vertical run. R1: 69.35 to its rear-right column;
    // pass-through 58.7/2 + 58.7/2 = 58.7 to R2's rear-left column at a =
    // 29.35; from there 501.3 − 29.35 = 471.95 to the port.
    // 69.35 + 58.7 + 471.95 + 600 = 1200 mm.
    QVERIFY(std::abs(*c.routeLengthMm - (kOsfp1Lateral + kChannel + (501.3 - kChannel / 2) + kSlack)) < 1e-9);
    QVERIFY(std::abs(*c.routeLengthMm - 1200) < 1e-9);
    QCOMPARE(c.typeId, QStringLiteral("dac-400g-osfp-30awg"));

    // Apart by 2.4 m with a tray: 9.23 m (see twoRacksUnderOneTray) is far
    // beyond passive copper, so the DAC becomes an AOC…
    auto far = twoRacks();
    far.tray(QStringLiteral("T1"), {QPointF(500, 1600), QPointF(5500, 1600)}, 2600);
    far.connect(QStringLiteral("s1"), QStringLiteral("OSFP1"), QStringLiteral("s2"), QStringLiteral("OSFP1"),
                PortRole::Compute, QStringLiteral("dac-400g-osfp-30awg"));
    auto farDesign = far.build();
    QCOMPARE(only(CableRouter(*farDesign).routeAll()).typeId, QStringLiteral("aoc-400g-osfp"));

    // …unless the user fixed the type: then it is a finding, with the length.
    Cable fixed = *farDesign->cables().begin();
    fixed.typeFixed = true;
    farDesign->replace(fixed);
    const RoutingResult r = CableRouter(*farDesign).routeAll();
    QCOMPARE(int(r.findings.size()), 1);
    QCOMPARE(r.findings[0].problem, RoutingProblem::TooLong);
    QVERIFY2(r.findings[0].message.contains(QStringLiteral("9.23 m")), qPrintable(r.findings[0].message));
    QCOMPARE(only(r).typeId, QStringLiteral("dac-400g-osfp-30awg"));
    QVERIFY(!only(r).orderedLengthMm);
}

void TstRoutingLength::twentySixGaugeCoversTwoToThreeMetres() {
    auto b = twoRacks();
    b.device(QStringLiteral("ib-ndr-64x400g"), QStringLiteral("R1"), 20, QStringLiteral("leaf"));
    b.connect(QStringLiteral("s1"), QStringLiteral("OSFP1"), QStringLiteral("leaf"), QStringLiteral("P1/1"),
              PortRole::Compute);
    const auto design = b.build();
    // A connection without a cable gets one.
    const RoutingResult r = CableRouter(*design).routeAll();
    QCOMPARE(int(r.created.size()), 1);
    const Cable& c = r.created.front();
    using namespace room;
    // OSFP1 on the rear at z 512.05; P1/1 on the front at a = 58.7 + 25 =
    // 83.7, z = 100 + 19 × 44.45 + 8 = 952.55; 440.5 mm apart in height.
    // Best: rear-left column (471.95 from OSFP1), through the side channel to
    // the front-left column (1200), 54.35 to P1/1:
    // 471.95 + 1200 + 54.35 + 440.5 + 600 = 2766.8 mm.
    QVERIFY(std::abs(*c.routeLengthMm - 2766.8) < 1e-9);
    // P1/1 is a port of a twin-port cage, which takes a splitter's shared
    // plug, not a single-port DAC: the MCP7Y00 splitter DAC,
    // whose 1–3 m lengths cover 2.77 m at 3 m.
    QCOMPARE(c.typeId, QStringLiteral("dac-800g-osfp-2x400g-osfp-splitter"));
    QCOMPARE(*c.orderedLengthMm, 3000.0);
}

void TstRoutingLength::traysJoinAtTees() {
    DesignBuilder b;
    b.name(QStringLiteral("tees")).room(10000, 8000);
    b.row(QStringLiteral("A")).rack(QStringLiteral("R1"), 1000, 1000);
    b.row(QStringLiteral("B")).rack(QStringLiteral("R2"), 1000, 5000);
    b.device(QStringLiteral("hgx-h100-8gpu-air"), QStringLiteral("R1"), 10, QStringLiteral("s1"));
    b.device(QStringLiteral("hgx-h100-8gpu-air"), QStringLiteral("R2"), 10, QStringLiteral("s2"));
    // TA over row A, TB over row B, and TC between them, ending on both (tees).
    b.tray(QStringLiteral("TA"), {QPointF(500, 1600), QPointF(3000, 1600)}, 2600);
    b.tray(QStringLiteral("TB"), {QPointF(500, 5600), QPointF(3000, 5600)}, 2600);
    b.tray(QStringLiteral("TC"), {QPointF(2500, 1600), QPointF(2500, 5600)}, 2600, QStringLiteral("ladder-300x100"));
    b.connect(QStringLiteral("s1"), QStringLiteral("OSFP1"), QStringLiteral("s2"), QStringLiteral("OSFP1"),
              PortRole::Compute);
    const auto design = b.build();
    const RoutingResult r = CableRouter(*design).routeAll();
    QVERIFY(r.findings.empty());
    const Cable& c = r.created.front();
    using namespace room;
    // Ends and drops as in twoRacksUnderOneTray; along TA 2500 − 1300 = 1200,
    // the tee at (2500, 1600) at the same elevation (0 mm), TC 5600 − 1600 =
    // 4000, the second tee, TB back to x 1300: 1200.
    const double drop = std::hypot(270.65, 600.0) + (2600 - kTop);
    const double expected = 2 * kOsfp1Lateral + 2 * (kTop - osfp1Z(10)) + 2 * drop + 1200 + 4000 + 1200 + kSlack;
    QVERIFY(std::abs(expected - 12631.036) < 1e-3);
    QVERIFY(std::abs(*c.routeLengthMm - expected) < 1e-6);
    QCOMPARE(*c.orderedLengthMm, 15000.0);  // AOC: 10 m < 12.63 m ≤ 15 m
    const std::vector<TrayId> trays = {TrayId::fromName(QStringLiteral("tray/TA")),
                                       TrayId::fromName(QStringLiteral("tray/TC")),
                                       TrayId::fromName(QStringLiteral("tray/TB"))};
    QCOMPARE(c.trays, trays);
}

void TstRoutingLength::cornersCountAlongTheCentreLine() {
    auto b = twoRacks();
    // R2 moved to y 4000 (a second row); an L-shaped tray from above R1's
    // centre, along y 1600 to x 4300, then along x 4300 to above R2's centre.
    b.tray(QStringLiteral("L"), {QPointF(1300, 1600), QPointF(4300, 1600), QPointF(4300, 4600)}, 2600);
    b.connect(QStringLiteral("s1"), QStringLiteral("OSFP1"), QStringLiteral("s2"), QStringLiteral("OSFP1"),
              PortRole::Compute);
    auto design = b.build();
    EditResult move = DesignEdits::moveRack(*design, DesignBuilder::rackId(QStringLiteral("R2")), 4000, 4000, 0);
    design->undoStack().push(move.command.release());
    const RoutingResult r = CableRouter(*design).routeAll();
    QVERIFY(r.findings.empty());
    // As twoRacksUnderOneTray (9231.036 mm with 3000 mm of tray), with
    // 3000 + 3000 mm of tray through the corner: 12231.036 mm.
    QVERIFY(std::abs(*r.created.front().routeLengthMm - 12231.036) < 1e-3);

    // A corner fitting (and its waterfalls) at 20 mm is too tight for any
    // 400G OSFP cable (the 30 AWG DAC's 21 mm is the smallest).
    Tray tray = *design->trays().begin();
    tray.fittingRadiusMm = 20;
    design->replace(tray);
    const RoutingResult tight = CableRouter(*design).routeAll();
    QCOMPARE(int(tight.findings.size()), 1);
    QCOMPARE(tight.findings[0].problem, RoutingProblem::BendRadius);
}

void TstRoutingLength::turnedRacksMeasureTheSame() {
    auto b = twoRacks();
    b.tray(QStringLiteral("T1"), {QPointF(500, 1600), QPointF(5500, 1600)}, 2600);
    b.connect(QStringLiteral("s1"), QStringLiteral("OSFP1"), QStringLiteral("s2"), QStringLiteral("OSFP1"),
              PortRole::Compute);
    auto design = b.build();
    // Both racks turned half round about their origin corner, moved so they
    // cover the same floor (x..x+600, 1000..2200) with fronts now on y 2200.
    // The geometry is the mirror image of twoRacksUnderOneTray: 9231.036 mm.
    for (const auto& [name, x] : {std::pair{QStringLiteral("R1"), 1600.0}, std::pair{QStringLiteral("R2"), 4600.0}}) {
        EditResult move = DesignEdits::moveRack(*design, DesignBuilder::rackId(name), x, 2200, 180);
        QVERIFY(move);
        design->undoStack().push(move.command.release());
    }
    const Cable c = CableRouter(*design).routeAll().created.front();
    QVERIFY(std::abs(*c.routeLengthMm - 9231.036) < 1e-3);
}

void TstRoutingLength::racksOfDifferentHeightsMeetAtTheRoofs() {
    DesignBuilder b;
    b.name(QStringLiteral("heights")).room(6000, 4000).row(QStringLiteral("A"));
    b.rack(QStringLiteral("R1"), 1000, 1000).rack(QStringLiteral("R2"), 1600, 1000, QStringLiteral("rack-42u-600x1200"));
    b.device(QStringLiteral("hgx-h100-8gpu-air"), QStringLiteral("R1"), 10, QStringLiteral("s1"));
    b.device(QStringLiteral("hgx-h100-8gpu-air"), QStringLiteral("R2"), 10, QStringLiteral("s2"));
    b.connect(QStringLiteral("s1"), QStringLiteral("OSFP1"), QStringLiteral("s2"), QStringLiteral("OSFP1"),
              PortRole::Compute);
    const auto design = b.build();
    const Cable c = CableRouter(*design).routeAll().created.front();
    using namespace room;
    // R1's top 2233.6, R2's 100 + 42 × 44.45 = 1966.9: they meet only at the
    // roofs. Up R1 (69.35 across, 1721.55 up), over the roof pass-through
    // (58.7) stepping down 266.7, down R2's rear-left column 1966.9 − 512.05 =
    // 1454.85 and 471.95 across to the port; 600 slack: 4643.1 mm, a 5 m ACC.
    const double top2 = kBase + 42 * kU;
    const double expected = kOsfp1Lateral + (kTop - osfp1Z(10)) + kChannel + (kTop - top2) + (top2 - osfp1Z(10))
                            + (501.3 - kChannel / 2) + kSlack;
    QVERIFY(std::abs(expected - 4643.1) < 1e-9);
    QVERIFY(std::abs(*c.routeLengthMm - expected) < 1e-9);
    QCOMPARE(c.typeId, QStringLiteral("acc-400g-osfp"));
    QCOMPARE(*c.orderedLengthMm, 5000.0);
}

void TstRoutingLength::nvlinkSpineIsPartOfTheRack() {
    auto b = twoRacks();
    b.device(QStringLiteral("nvl72-compute-tray"), QStringLiteral("R1"), 20, QStringLiteral("tray1"));
    b.device(QStringLiteral("nvl72-nvlink-switch-tray"), QStringLiteral("R1"), 21, QStringLiteral("sw1"));
    b.connect(QStringLiteral("tray1"), QStringLiteral("NVL1"), QStringLiteral("sw1"), QStringLiteral("T1"),
              PortRole::NvLink);
    const auto design = b.build();
    const RoutingResult r = CableRouter(*design).routeAll();
    QVERIFY(r.findings.empty());
    // The backplane is not pulled or ordered: length 0 in its only size, 0.
    const Cable& c = r.created.front();
    QCOMPARE(c.typeId, QStringLiteral("nvlink-backplane"));
    QCOMPARE(*c.routeLengthMm, 0.0);
    QCOMPARE(*c.orderedLengthMm, 0.0);
}

void TstRoutingLength::slackIsAPolicy() {
    auto b = twoRacks();
    b.device(QStringLiteral("hgx-h100-8gpu-air"), QStringLiteral("R1"), 30, QStringLiteral("s3"));
    b.connect(QStringLiteral("s1"), QStringLiteral("OSFP1"), QStringLiteral("s3"), QStringLiteral("OSFP1"),
              PortRole::Compute);
    const auto design = b.build();
    RoutingPolicy policy;
    policy.slackPerEndMm = 0;
    // 1627.7 − 600 slack = 1027.7 mm.
    QVERIFY(std::abs(*CableRouter(*design, policy).routeAll().created.front().routeLengthMm - 1027.7) < 1e-9);
}

void TstRoutingLength::minimumSpareOrdersOneLengthUp() {
    // s1 OSFP1 (U10) to s3 OSFP1 at U34, both on the rear of R1, 24 U apart:
    // 138.7 + 24 × 44.45 + 600 slack = 1805.5 mm.
    auto b = twoRacks();
    b.device(QStringLiteral("hgx-h100-8gpu-air"), QStringLiteral("R1"), 34, QStringLiteral("s3"));
    b.connect(QStringLiteral("s1"), QStringLiteral("OSFP1"), QStringLiteral("s3"), QStringLiteral("OSFP1"),
              PortRole::Compute, QStringLiteral("aoc-400g-osfp"));
    const auto design = b.build();
    RoutingPolicy policy;
    policy.minSparePerEndMm = 0;
    const RoutingResult bare = CableRouter(*design, policy).routeAll();
    const Cable& tight = only(bare);
    QVERIFY(std::abs(*tight.routeLengthMm - 1805.5) < 1e-9);
    // No spare asked: the 30 AWG DAC's 2 m (sold 0.5–2 m), 97.25 mm over per end.
    QCOMPARE(tight.typeId, QStringLiteral("dac-400g-osfp-30awg"));
    QCOMPARE(*tight.orderedLengthMm, 2000.0);
    // 100 mm per end: 1805.5 + 200 = 2005.5 mm, past 30 AWG's longest 2 m:
    // the 26 AWG DAC (sold 2.5 and 3 m, reach 3 m) at 2.5 m.
    policy.minSparePerEndMm = 100;
    const RoutingResult spared = CableRouter(*design, policy).routeAll();
    const Cable& c = only(spared);
    QVERIFY(std::abs(*c.routeLengthMm - 1805.5) < 1e-9);
    QCOMPARE(c.typeId, QStringLiteral("dac-400g-osfp-26awg"));
    QCOMPARE(*c.orderedLengthMm, 2500.0);
    // The design's own policy is the default, 100 mm: the same order.
    QCOMPARE(design->routingSettings().minSparePerEndMm, 100.0);
    QCOMPARE(*only(CableRouter(*design).routeAll()).orderedLengthMm, 2500.0);
    // A spare no sold length within reach leaves (50 m per end: 101.8 m,
    // past even the AOC's 100 m) falls back to the first type and length
    // that holds the route: the 30 AWG DAC at 2 m again, no routing finding.
    policy.minSparePerEndMm = 50000;
    const RoutingResult fallback = CableRouter(*design, policy).routeAll();
    QVERIFY(fallback.findings.empty());
    QCOMPARE(only(fallback).typeId, QStringLiteral("dac-400g-osfp-30awg"));
    QCOMPARE(*only(fallback).orderedLengthMm, 2000.0);
}

QTEST_GUILESS_MAIN(TstRoutingLength)
#include "tst_routing_length.moc"

void TstRoutingLength::switchLinksPastDr4ReachTakeFr4() {
    // Two Quantum-2 switches `apartMm` apart along one tray, joined cage P1
    // to cage P1 (both of its 400G ports), and a server beside the first
    // joined to the second switch's P2/1. Fibre by reach: OM4 SR4 50 m, OS2
    // DR4 100 m (MMS4X00-NS), OS2 FR4 2 km (MMS4X50-NM, made only as a
    // twin-port module, so only between two twin-port cages).
    const auto routed = [](double apartMm) {
        DesignBuilder b;
        b.name(QStringLiteral("reach")).room(apartMm + 4000, 6000);
        b.row(QStringLiteral("A"));
        b.rack(QStringLiteral("R1"), 1000, 1000).rack(QStringLiteral("R2"), 1000 + apartMm, 1000);
        b.device(QStringLiteral("ib-ndr-64x400g"), QStringLiteral("R1"), 40, QStringLiteral("leaf"));
        b.device(QStringLiteral("ib-ndr-64x400g"), QStringLiteral("R2"), 40, QStringLiteral("spine"));
        b.device(QStringLiteral("hgx-h100-8gpu-air"), QStringLiteral("R1"), 10, QStringLiteral("s1"));
        b.tray(QStringLiteral("T1"), {QPointF(500, 1600), QPointF(1500 + apartMm, 1600)}, 2600);
        for (const char* port : {"P1/1", "P1/2"})
            b.connect(QStringLiteral("leaf"), QString::fromLatin1(port), QStringLiteral("spine"),
                      QString::fromLatin1(port), PortRole::Compute, QStringLiteral("mmf-mpo12-400g-osfp"));
        b.connect(QStringLiteral("s1"), QStringLiteral("OSFP1"), QStringLiteral("spine"), QStringLiteral("P2/1"),
                  PortRole::Compute, QStringLiteral("mmf-mpo12-400g-osfp"));
        auto design = b.build();
        RoutingResult result = CableRouter(*design).routeAll();
        return std::pair{std::move(design), std::move(result)};
    };
    // 80 m apart: past OM4's 50 m, within DR4's 100 m; the server link too.
    const auto [nearDesign, near] = routed(80000);
    QCOMPARE(int(near.cables.size()), 3);
    for (const Cable& c : near.cables) {
        QVERIFY(*c.routeLengthMm > 80000 && *c.routeLengthMm < 86000);
        QCOMPARE(c.typeId, QStringLiteral("smf-mpo12-400g-osfp"));
        QCOMPARE(*c.orderedLengthMm, 100000.0);
    }
    QVERIFY(near.findings.empty());

    // 150 m apart: past DR4. The switch-to-switch fibres take FR4 at the
    // next sold length (200 m), one twin-port module at each cage; the
    // server's single-port cage takes no FR4 optic, so its link is refused.
    const auto [farDesign, far] = routed(150000);
    int fr4 = 0;
    for (const Cable& c : far.cables) {
        if (c.typeId != u"smf-lc-400g-osfp-fr4") continue;
        ++fr4;
        QVERIFY(*c.routeLengthMm > 150000 && *c.routeLengthMm < 156000);
        QCOMPARE(*c.orderedLengthMm, 200000.0);
    }
    QCOMPARE(fr4, 2);
    QCOMPARE(int(far.findings.size()), 1);
    const Cable* refused = nullptr;
    for (const Cable& c : farDesign->cables())
        if (c.id == far.findings.front().cable) refused = &c;
    QVERIFY(refused);
    const Connection* serverLink = farDesign->connection(refused->connection);
    QVERIFY(serverLink && (serverLink->a.port == u"OSFP1" || serverLink->b.port == u"OSFP1"));
    QCOMPARE(far.findings.front().problem, RoutingProblem::TooLong);
    std::vector<const Cable*> fibres;
    for (const Cable& c : far.cables)
        if (c.typeId == u"smf-lc-400g-osfp-fr4") fibres.push_back(&c);
    const CableParts parts = CableParts::of(*farDesign, fibres);
    QCOMPARE(int(parts.parts.size()), 2);  // a cord per port
    QCOMPARE(int(parts.modules.size()), 2);  // a 2xFR4 module per cage
    for (const CableParts::Module& m : parts.modules) QCOMPARE(m.typeId, QStringLiteral("xcvr-800g-2xfr4-osfp"));
}
