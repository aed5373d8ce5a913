#include "commands/edit_object_command.h"
#include "routing/cable_router.h"
#include "routing_rooms.h"

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

    const auto eight = aocsBetweenRacks(8, 0.009);
    const RoutingResult r = CableRouter(*eight).routeAll();
    QVERIFY(r.findings.empty());
    QCOMPARE(r.overFullChannels.size(), size_t(2));
    const RackId racks[2] = {DesignBuilder::rackId(QStringLiteral("R1")), DesignBuilder::rackId(QStringLiteral("R2"))};
    for (int i = 0; i < 2; ++i) {
        const ChannelFinding& f = r.overFullChannels[size_t(i)];
        QCOMPARE(f.rack, racks[i]);
        QCOMPARE(f.face, Face::Rear);
        QCOMPARE(f.side, 1);
        QVERIFY(std::abs(f.fillMm2 - 18 * std::numbers::pi) < 1e-9);
        QVERIFY(std::abs(f.capacityMm2 - capacity) < 1e-9);
        QVERIFY(std::abs(f.atZmm - osfp1Z(10)) < 1e-9);
    }
    // 56.549 / 5870 = 0.963 % of the cross-section.
    QCOMPARE(r.overFullChannels[0].message,
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
    const auto tight = build(0.0045);
    const RoutingResult over = CableRouter(*tight).routeAll();
    QCOMPARE(over.overFullChannels.size(), size_t(1));
    QVERIFY(std::abs(over.overFullChannels[0].fillMm2 - 9 * std::numbers::pi) < 1e-9);  // 4 × 9π/4
    QVERIFY(std::abs(over.overFullChannels[0].atZmm - osfp1Z(10)) < 1e-9);
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

QTEST_GUILESS_MAIN(TstSideChannelFill)
#include "tst_side_channel_fill.moc"
