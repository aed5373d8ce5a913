#include "model/commands/edit_object_command.h"
#include "model/routing/cable_router.h"
#include "model/routing/routing_graph.h"
#include "model/routing/side_channel_fill.h"
#include "tests/model/routing_rooms.h"

#include <QMap>
#include <QtTest>

#include <cmath>
#include <numbers>

using namespace sn;
using namespace sn::test;

/// Fill of the racks' vertical cable managers (issue #4), checked like tray
/// segments, and the design's routing settings driving the router.
class TstSideChannelFill : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void cablesUpOneColumnAddUpAtTheTop();
    void runsAtDifferentHeightsDoNotAddUp();
    void routerUsesTheDesignsSettings();
    void aFullColumnTakesAThinnerCable();
};

namespace {

/// Fixes every cable's type, as a user who chose it would: routing keeps it.
void fixTypes(Design& design) {
    const std::vector<Cable> cables(design.cables().begin(), design.cables().end());
    for (Cable c : cables) {
        c.typeFixed = true;
        design.replace(c);
    }
}

}  // namespace

void TstSideChannelFill::cablesUpOneColumnAddUpAtTheTop() {
    using namespace room;
    // OSFP1..8 sit 40..208 mm from the left edge seen from the rear, so at
    // a = 501.3..333.3: all nearer the rear-right column (570.65) than the
    // rear-left one (29.35), and the tray above the racks' centre lines is
    // as far from both tops. Every AOC climbs R1's rear-right column from
    // z 512.05 to the top and descends R2's: at 512.05 all of them share it.
    // One AOC (3 mm OD): π · 3² / 4 = 7.0686 mm²; eight: 18π = 56.549 mm².
    // A 600 mm rack's channel is (600 − 482.6) / 2 = 58.7 mm wide, its cable
    // manager 100 mm deep (catalog default): 5870 mm²; at a 0.9 % limit
    // 52.83 mm² may be filled. Seven AOCs (49.48 mm²) fit, eight do not.
    const double capacity = kChannel * 100 * 0.009;
    QVERIFY(std::abs(capacity - 52.83) < 1e-9);

    const auto seven = aocsBetweenRacks(7, 0.009);
    const RoutingResult fits = CableRouter(*seven).routeAll();
    QVERIFY(fits.findings.empty());
    QVERIFY(fits.overFullChannels.empty());

    // Eight: routing takes the other cable manager for the one that would
    // overfill the first (at each end, as the way over the tops joins them).
    const auto eight = aocsBetweenRacks(8, 0.009);
    const RoutingResult r = CableRouter(*eight).routeAll();
    QVERIFY(r.findings.empty());
    QVERIFY(r.overFullChannels.empty());
    const int rearLeft = RackFrame::columnIndex(Face::Rear, 0), rearRight = RackFrame::columnIndex(Face::Rear, 1);
    QMap<int, int> byColumn;
    QCOMPARE(r.cables.size(), size_t(8));
    for (const Cable& c : r.cables) {
        QCOMPARE(c.routed->columnA, c.routed->columnB);
        byColumn[c.routed->columnA] += 1;
    }
    QCOMPARE(byColumn.value(rearRight), 7);
    QCOMPARE(byColumn.value(rearLeft), 1);

    // All eight in one column, as a crew might lay them: the fill adds up
    // at the lowest port, where every one of them is in the column.
    const RoutingPolicy policy = RoutingPolicy::of(eight->routingSettings());
    const RackId racks[2] = {DesignBuilder::rackId(QStringLiteral("R1")), DesignBuilder::rackId(QStringLiteral("R2"))};
    std::vector<SideChannelFill::Use> uses;
    for (int i = 0; i < 8; ++i)
        uses.push_back({racks[0], racks[1], osfp1Z(10), osfp1Z(10), rearRight, rearRight, true, 9 * std::numbers::pi / 4});
    const std::vector<ChannelFinding> over =
        SideChannelFill::overFull(*eight, RoutingGraph::framesOf(*eight, policy), policy, uses);
    QCOMPARE(over.size(), size_t(2));
    for (int i = 0; i < 2; ++i) {
        const ChannelFinding& f = over[size_t(i)];
        QCOMPARE(f.rack, racks[i]);
        QCOMPARE(f.face, Face::Rear);
        QCOMPARE(f.side, 1);
        QVERIFY(std::abs(f.fillMm2 - 18 * std::numbers::pi) < 1e-9);
        QVERIFY(std::abs(f.capacityMm2 - capacity) < 1e-9);
        QVERIFY(std::abs(f.atZmm - osfp1Z(10)) < 1e-9);
    }
    // 56.549 / 5870 = 0.963 % of the cross-section.
    QCOMPARE(over[0].message,
             QStringLiteral("Rack R1, rear right cable manager: cables fill 1.0 % of its cross-section at 0.51 m "
                            "above the floor, over the 0.9 % limit."));
    // The default limit (50 %: 2935 mm²) takes them easily.
    RoutingSettings defaults;
    eight->undoStack().push(new EditRoutingCommand(*eight, eight->routingSettings(), defaults, QString()));
    QVERIFY(CableRouter(*eight).routeAll().overFullChannels.empty());
}

void TstSideChannelFill::runsAtDifferentHeightsDoNotAddUp() {
    using namespace room;
    // Inside R1 (no tray; servers are 8U): s1 (U10) ↔ s3 (U18) and s4 (U26)
    // ↔ s5 (U40), each pair by OSFP1..4 in the rear-right column, AOCs by the
    // user's choice. The first four runs span z 512.05..867.65, the others
    // 1223.25..1845.55 (z = 100 + (U − 1) × 44.45 + 12): never more than four
    // AOCs (28.27 mm²) side by side. A 0.5 % limit (29.35 mm²) holds four,
    // so nothing is over; at 0.45 % (26.415 mm²) both groups are over, and
    // the finding is the lower group's start, 512.05.
    auto build = [](double limit) {
        auto b = twoRacks();
        const char* servers[] = {"s3", "s4", "s5"};
        const int us[] = {18, 26, 40};
        for (int i = 0; i < 3; ++i)
            b.device(QStringLiteral("hgx-h100-8gpu-air"), QStringLiteral("R1"), us[i], QString::fromLatin1(servers[i]));
        for (int i = 1; i <= 4; ++i) {
            b.connect(QStringLiteral("s1"), QStringLiteral("OSFP%1").arg(i), QStringLiteral("s3"),
                      QStringLiteral("OSFP%1").arg(i), PortRole::Compute, QStringLiteral("aoc-400g-osfp"));
            b.connect(QStringLiteral("s4"), QStringLiteral("OSFP%1").arg(i), QStringLiteral("s5"),
                      QStringLiteral("OSFP%1").arg(i), PortRole::Compute, QStringLiteral("aoc-400g-osfp"));
        }
        auto design = b.build();
        fixTypes(*design);
        RoutingSettings s;
        s.sideChannelFillLimit = limit;
        design->setRoutingSettings(s);
        return design;
    };
    const auto roomy = build(0.005);
    const RoutingResult ok = CableRouter(*roomy).routeAll();
    QVERIFY(ok.findings.empty());
    QVERIFY(ok.overFullChannels.empty());
    // At 0.45 % (26.415 mm²) a column holds three AOCs, so routing sends
    // the fourth of each group down the rear-left column: nothing over.
    const auto tight = build(0.0045);
    const RoutingResult spread = CableRouter(*tight).routeAll();
    QVERIFY(spread.overFullChannels.empty());
    int left = 0;
    QCOMPARE(spread.cables.size(), size_t(8));
    for (const Cable& c : spread.cables) left += c.routed->columnA == RackFrame::columnIndex(Face::Rear, 0);
    QCOMPARE(left, 2);
    // Laid in one column, both groups are over, and the finding is the
    // lower group's start, 512.05.
    const RoutingPolicy policy = RoutingPolicy::of(tight->routingSettings());
    const RackId r1 = DesignBuilder::rackId(QStringLiteral("R1"));
    const int rearRight = RackFrame::columnIndex(Face::Rear, 1);
    const double aoc = 9 * std::numbers::pi / 4;
    std::vector<SideChannelFill::Use> uses;
    for (int i = 0; i < 4; ++i) {
        uses.push_back({r1, r1, osfp1Z(10), osfp1Z(18), rearRight, rearRight, false, aoc});
        uses.push_back({r1, r1, osfp1Z(26), osfp1Z(40), rearRight, rearRight, false, aoc});
    }
    const auto over = SideChannelFill::overFull(*tight, RoutingGraph::framesOf(*tight, policy), policy, uses);
    QCOMPARE(over.size(), size_t(1));
    QVERIFY(std::abs(over[0].fillMm2 - 9 * std::numbers::pi) < 1e-9);  // 4 × 9π/4
    QVERIFY(std::abs(over[0].atZmm - osfp1Z(10)) < 1e-9);
}

void TstSideChannelFill::routerUsesTheDesignsSettings() {
    using namespace room;
    auto b = twoRacks();
    b.device(QStringLiteral("hgx-h100-8gpu-air"), QStringLiteral("R1"), 30, QStringLiteral("s3"));
    b.connect(QStringLiteral("s1"), QStringLiteral("OSFP1"), QStringLiteral("s3"), QStringLiteral("OSFP1"),
              PortRole::Compute);
    const auto design = b.build();
    // Default slack: 138.7 + 889 + 600 = 1627.7 mm (tst_routing_length).
    QVERIFY(std::abs(*CableRouter(*design).routeAll().created.front().routeLengthMm - 1627.7) < 1e-9);
    RoutingSettings settings;
    settings.slackPerEndMm = 500;
    QUndoStack& stack = design->undoStack();
    QSignalSpy changed(design.get(), &Design::routingSettingsChanged);
    stack.push(new EditRoutingCommand(*design, design->routingSettings(), settings, QString()));
    QCOMPARE(changed.count(), 1);
    // 138.7 + 889 + 2 × 500 = 2027.7 mm.
    QVERIFY(std::abs(*CableRouter(*design).routeAll().created.front().routeLengthMm - 2027.7) < 1e-9);
    // A caller's policy still wins for its run.
    RoutingPolicy policy;
    policy.slackPerEndMm = 0;
    QVERIFY(std::abs(*CableRouter(*design, policy).routeAll().created.front().routeLengthMm - 1027.7) < 1e-9);
    stack.undo();
    QCOMPARE(changed.count(), 2);
    QCOMPARE(design->routingSettings(), RoutingSettings());
    QVERIFY(std::abs(*CableRouter(*design).routeAll().created.front().routeLengthMm - 1627.7) < 1e-9);
}

void TstSideChannelFill::aFullColumnTakesAThinnerCable() {
    using namespace room;
    // Inside R1: s1 (U10) ↔ s3 (U30) by OSFP1..8, the types left to routing.
    // The links are 1.63..1.96 m (routerUsesTheDesignsSettings: 1627.7 mm for
    // OSFP1, 48 mm more per port), all in R1's rear-right column. Copper
    // first: the 2 m 30 AWG DAC (4.5 mm OD: 15.904 mm²) holds OSFP1..4 with
    // 0.1 m to spare at each end, the 3 m 26 AWG one (5.8 mm: 26.421 mm²)
    // OSFP5..8: 169.3 mm² in all. At a 1.0222 % limit each of R1's two rear
    // columns takes 58.7 × 100 × 0.010222 = 60.0 mm²: 120 mm² for 169.3 mm²
    // of copper, so at least half the links must become AOCs (3 mm:
    // 7.069 mm²), and routing may use the rear-left column too.
    auto b = twoRacks();
    b.device(QStringLiteral("hgx-h100-8gpu-air"), QStringLiteral("R1"), 30, QStringLiteral("s3"));
    for (int i = 1; i <= 8; ++i)
        b.connect(QStringLiteral("s1"), QStringLiteral("OSFP%1").arg(i), QStringLiteral("s3"),
                  QStringLiteral("OSFP%1").arg(i), PortRole::Compute);
    const auto design = b.build();
    const double limit = 60.0 / (kChannel * 100);
    RoutingSettings settings = design->routingSettings();
    settings.sideChannelFillLimit = limit;
    design->setRoutingSettings(settings);
    const double dac30 = std::numbers::pi * 4.5 * 4.5 / 4, dac26 = std::numbers::pi * 5.8 * 5.8 / 4;
    const double aoc = std::numbers::pi * 3 * 3 / 4;
    QVERIFY(4 * dac30 + 4 * dac26 > 120.0 && 8 * aoc <= 60.0);

    // Without room to spare the copper is what routing takes.
    RoutingSettings roomy = settings;
    roomy.sideChannelFillLimit = 0.5;
    design->setRoutingSettings(roomy);
    QMap<QString, int> copper;
    for (const Cable& c : CableRouter(*design).routeAll().created) copper[c.typeId] += 1;
    QCOMPARE(copper.value(QStringLiteral("dac-400g-osfp-30awg")), 4);
    QCOMPARE(copper.value(QStringLiteral("dac-400g-osfp-26awg")), 4);

    design->setRoutingSettings(settings);
    const RoutingResult r = CableRouter(*design).routeAll();
    QVERIFY(r.findings.empty());
    QVERIFY2(r.overFullChannels.empty(), r.overFullChannels.empty() ? "" : qPrintable(r.overFullChannels[0].message));
    // What routing chose, summed per column here from the types' diameters:
    // every column within its 60 mm², and the copper that no longer fits
    // turned into AOCs.
    const QMap<QString, double> areaOf{{QStringLiteral("dac-400g-osfp-30awg"), dac30},
                                       {QStringLiteral("dac-400g-osfp-26awg"), dac26},
                                       {QStringLiteral("aoc-400g-osfp"), aoc}};
    QMap<int, double> fill;
    int aocs = 0;
    for (const Cable& c : r.created) {
        QVERIFY2(areaOf.contains(c.typeId), qPrintable(c.typeId));
        fill[c.routed->columnA] += areaOf.value(c.typeId);
        aocs += c.typeId == QStringLiteral("aoc-400g-osfp");
    }
    for (double mm2 : fill) QVERIFY(mm2 <= 60.0 + 1e-9);
    QVERIFY(aocs >= 4);  // 8 copper links take at least 4 × 15.904 + 4 × 26.421 = 169.3 mm² > 2 × 60

    // Cables whose copper a user fixed keep it: the two columns cannot hold
    // its 169.3 mm², and a finding says which is over.
    int port = 0;
    for (Cable c : r.created) {
        c.typeId = ++port <= 4 ? QStringLiteral("dac-400g-osfp-30awg") : QStringLiteral("dac-400g-osfp-26awg");
        c.typeFixed = true;
        design->insert(int(design->cables().size()), c);
    }
    const RoutingResult fixed = CableRouter(*design).routeAll();
    QVERIFY(!fixed.overFullChannels.empty());
    QMap<int, double> fixedFill;
    for (const Cable& c : fixed.cables) fixedFill[c.routed->columnA] += areaOf.value(c.typeId);
    QVERIFY(std::abs(fixedFill.value(2) + fixedFill.value(3) - (4 * dac30 + 4 * dac26)) < 1e-9);
    for (const ChannelFinding& f : fixed.overFullChannels)
        QVERIFY(std::abs(f.fillMm2 - fixedFill.value(RackFrame::columnIndex(f.face, f.side))) < 1e-9 && f.fillMm2 > 60.0);
}

QTEST_GUILESS_MAIN(TstSideChannelFill)
#include "tst_side_channel_fill.moc"
