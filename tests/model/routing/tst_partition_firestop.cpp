// A tray passing the partition between two halls of a site goes through a
// listed fire-stop penetration that admits fewer cables than the tray: 40 %
// of its width over a 76.2 mm loading depth (UL W-J-4017 / W-L-4054), where
// the tray itself takes 50 % of width × depth. Checked by hand: where the
// crossings are, the router's capacity there, the rule's count, and a
// routed site of halls that keeps within them.
#include "exporters/bom/bom.h"
#include "model/catalog/catalog.h"
#include "model/design/design.h"
#include "model/design/partition_crossings.h"
#include "model/routing/apply_routes_command.h"
#include "model/routing/cable_router.h"
#include "model/routing/routing_graph.h"
#include "model/topology/supernode_wizard.h"
#include "tests/support/design_builder.h"
#include "tests/support/rule_findings.h"

#include <QtTest>

#include <cmath>

using namespace sn;
using namespace sn::test;

class TstPartitionFireStop : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void penetrationTakesFortyPercentOfAShallowDepth();
    void crossingsAreWhereTheLinePassesFromHallToHall();
    void aWallBetweenHallOutlinesIsCrossedInItsMiddle();
    void routerHoldsTheCrossingStretchToThePenetration();
    void ruleCountsTheCablesThroughEachPenetration();
    void findingsFollowTheTraysInDocumentOrder();
    void aRoutedSiteKeepsWithinItsPenetrations();
    void bomBuysOnePenetrationPerCrossing();
};

namespace {

Hall hall(const QString& code, double top, double bottom, double width = 20000) {
    return Hall{code, code, {{0, top}, {width, top}, {width, bottom}, {0, bottom}}};
}

/// Two halls one above the other, their partition at y = 10 000 mm.
Room twoHalls(double gapMm = 0) {
    Room room;
    room.widthMm = 20000;
    room.depthMm = 20000;
    room.halls = {hall(QStringLiteral("A"), 0, 10000 - gapMm / 2),
                  hall(QStringLiteral("B"), 10000 + gapMm / 2, 20000)};
    return room;
}

/// Racks R1 in hall A and R2 in hall B with two 64-port switches each, a
/// 300 mm ladder from one to the other across the partition, and `links`
/// cables between the switches (no cable types yet).
std::unique_ptr<Design> acrossThePartition(int links) {
    DesignBuilder b;
    b.room(20000, 20000).row(QStringLiteral("A")).rack(QStringLiteral("R1"), 1000, 2000);
    b.row(QStringLiteral("B")).rack(QStringLiteral("R2"), 1000, 16000);
    for (const char* rack : {"R1", "R2"})
        for (int k = 0; k < 2; ++k)
            b.device(QStringLiteral("eth-800g-64x800g-2x400g"), QLatin1String(rack), 20 + 2 * k,
                     QStringLiteral("%1-SW%2").arg(QLatin1String(rack)).arg(k));
    b.tray(QStringLiteral("T"), {{1300, 2600}, {1300, 16600}}, 2600, QStringLiteral("ladder-300x100"));
    for (int i = 0; i < links; ++i) {
        const int k = i / 128, port = i % 128;
        const QString name = QStringLiteral("swp%1/%2").arg(port / 2 + 1).arg(port % 2 + 1);
        b.connect(QStringLiteral("R1-SW%1").arg(k), name, QStringLiteral("R2-SW%1").arg(k), name,
                  PortRole::Compute);
    }
    auto d = b.build();
    Room room = d->room();
    room.halls = twoHalls().halls;
    d->setRoom(room);
    return d;
}

}  // namespace

void TstPartitionFireStop::penetrationTakesFortyPercentOfAShallowDepth() {
    Tray ladder;
    ladder.widthMm = 600;
    ladder.depthMm = 100;
    // 0.40 × 600 × 76.2 = 18 288 mm², against the tray's 0.5 × 600 × 100 = 30 000.
    QCOMPARE(FireStop::capacityMm2(ladder), 18288.0);
    QVERIFY(FireStop::listedFor(ladder));
    // A tray shallower than the loading depth: 0.40 × 300 × 50 = 6 000.
    ladder.widthMm = 300;
    ladder.depthMm = 50;
    QCOMPARE(FireStop::capacityMm2(ladder), 6000.0);
    // 750 mm is wider than any listed system's 24 in.
    ladder.widthMm = 750;
    QVERIFY(!FireStop::listedFor(ladder));
}

void TstPartitionFireStop::crossingsAreWhereTheLinePassesFromHallToHall() {
    const Room room = twoHalls();
    // Straight down: one crossing, 8 000 mm along, from A (0) to B (1).
    auto c = partitionCrossings(room, {{5000, 2000}, {5000, 18000}});
    QCOMPARE(c.size(), size_t(1));
    QCOMPARE(c[0].alongMm, 8000.0);
    QCOMPARE(c[0].pointMm, QPointF(5000, 10000));
    QCOMPARE(c[0].fromHall, 0);
    QCOMPARE(c[0].toHall, 1);
    QCOMPARE(c[0].polylineSegment, 0);
    // Down, along and back up: two crossings, the second on the third segment
    // at 8 000 + 3 000 + 6 000 = 17 000 mm.
    c = partitionCrossings(room, {{5000, 2000}, {5000, 13000}, {8000, 13000}, {8000, 4000}});
    QCOMPARE(c.size(), size_t(2));
    QCOMPARE(c[1].alongMm, 17000.0);
    QCOMPARE(c[1].fromHall, 1);
    QCOMPARE(c[1].toHall, 0);
    QCOMPARE(c[1].polylineSegment, 2);
    // Along the partition, within one hall, or out through the outer wall: none.
    QVERIFY(partitionCrossings(room, {{0, 10000}, {20000, 10000}}).empty());
    QVERIFY(partitionCrossings(room, {{1000, 1000}, {19000, 9000}}).empty());
    QVERIFY(partitionCrossings(room, {{5000, 5000}, {25000, 5000}}).empty());
    // One hall is no site: nothing to cross.
    Room one = room;
    one.halls.resize(1);
    QVERIFY(partitionCrossings(one, {{5000, 2000}, {5000, 18000}}).empty());
}

void TstPartitionFireStop::aWallBetweenHallOutlinesIsCrossedInItsMiddle() {
    // Halls drawn to the faces of a 200 mm wall (A ends at 9 900, B starts at
    // 10 100): the penetration is in the wall, 8 000 mm along.
    const auto c = partitionCrossings(twoHalls(200), {{5000, 2000}, {5000, 18000}});
    QCOMPARE(c.size(), size_t(1));
    QCOMPARE(c[0].alongMm, 8000.0);
    QCOMPARE(c[0].fromHall, 0);
    QCOMPARE(c[0].toHall, 1);
}

void TstPartitionFireStop::routerHoldsTheCrossingStretchToThePenetration() {
    // The ladder runs 2 600 → 16 600 mm; the partition is 7 400 mm along it.
    // The stretch over the partition takes 0.40 × 300 × 76.2 = 9 144 mm²,
    // every other stretch the ladder's 0.5 × 300 × 100 = 15 000.
    const auto d = acrossThePartition(1);
    const RoutingGraph graph(*d, RoutingPolicy::of(d->routingSettings()));
    int fireStops = 0;
    for (const TraySegment& s : graph.segments()) {
        const bool over =
            std::min(s.fromMm.y(), s.toMm.y()) <= 10000 && std::max(s.fromMm.y(), s.toMm.y()) > 10000;
        QCOMPARE(s.fireStop, over);
        QCOMPARE(s.capacityMm2, over ? 9144.0 : 15000.0);
        fireStops += over;
    }
    QCOMPARE(fireStops, 1);
    // Without halls the same ladder is one tray at its own limit throughout.
    Room plain = d->room();
    plain.halls.clear();
    d->setRoom(plain);
    const RoutingGraph open(*d, RoutingPolicy::of(d->routingSettings()));
    for (const TraySegment& s : open.segments()) QCOMPARE(s.capacityMm2, 15000.0);
}

void TstPartitionFireStop::ruleCountsTheCablesThroughEachPenetration() {
    // 800G DAC, 9.43 mm across: π × 4.715² = 69.84 mm² each. The penetration
    // of a 300 × 100 ladder takes 9 144 mm²: 130 cables are 9 079.4 mm²
    // (39.7 % of 300 × 76.2 = 22 860), 131 are 9 149.3 (40.02 %), while the
    // tray itself takes 214 (15 000 mm²).
    for (const int links : {130, 131}) {
        const auto d = acrossThePartition(links);
        const TrayId tray = d->trays().begin()->id;
        for (const Connection& c : d->connections()) {
            Cable cable;
            cable.id = CableId::fromName(QStringLiteral("cable/") + c.id.toString());
            cable.connection = c.id;
            cable.typeId = QStringLiteral("dac-800g-osfp");
            cable.trays = {tray};
            cable.trayRuns = {{tray, 0, 14000}};
            d->insert(int(d->cables().size()), cable);
        }
        const auto found = withKey(findingsOf(*d), QStringLiteral("hall.partition-firestop"));
        QVERIFY(withKey(findingsOf(*d), QStringLiteral("cabling.tray-fill")).empty());
        if (links == 130) {
            QVERIFY(found.empty());
            continue;
        }
        QCOMPARE(found.size(), size_t(1));
        QCOMPARE(found[0].severity, Severity::Error);
        QVERIFY(std::abs(found[0].measured - 100 * 131 * M_PI * 4.715 * 4.715 / 22860) < 1e-9);
        QVERIFY2(found[0].message.contains(QStringLiteral("passes from A into B at x 1300 mm, y 10000 mm")),
                 qPrintable(found[0].message));
        QVERIFY2(found[0].message.contains(QStringLiteral("131 cables fill 40.0 %")),
                 qPrintable(found[0].message));
    }
}

/// `validate` prints the same report on every run: eight trays too wide for
/// any listed seal give their warnings in the document's order (a hash of
/// the trays, seeded anew per process, gave them shuffled).
void TstPartitionFireStop::findingsFollowTheTraysInDocumentOrder() {
    DesignBuilder b;
    b.room(20000, 20000);
    QStringList names;
    for (int i = 0; i < 8; ++i) {
        names << QStringLiteral("W%1").arg(i + 1);
        b.tray(names.back(), {{1000.0 + 2000 * i, 2600}, {1000.0 + 2000 * i, 16600}}, 2600,
               QStringLiteral("ladder-600x100"));
    }
    auto d = b.build();
    for (const Tray& tray : std::vector<Tray>(d->trays().begin(), d->trays().end())) {
        Tray wide = tray;
        wide.widthMm = 900;
        d->replace(wide);
    }
    Room room = d->room();
    room.halls = twoHalls().halls;
    d->setRoom(room);
    QStringList order;
    for (const Finding& f : withKey(findingsOf(*d), QStringLiteral("hall.partition-firestop"))) {
        QCOMPARE(f.severity, Severity::Warning);
        order << f.message.section(QLatin1Char(' '), 1, 1);
    }
    QCOMPARE(order, names);
}

void TstPartitionFireStop::aRoutedSiteKeepsWithinItsPenetrations() {
    // 4 096 GPUs under a 3 MW hall limit: three data halls round a network
    // room, the wall trunks, cross trunks and cross-aisle ladders through
    // the partitions. After routing each crossing's cables fit its
    // penetration, and the router reported no stretch over.
    WizardParams p;
    p.gpus = 4096;
    p.maxHallW = 3e6;
    auto d = SupernodeWizard::createDesign(SupernodeWizard::build(p, Catalog::builtIn()), Catalog::builtIn());
    QVERIFY(d->room().halls.size() >= 3);
    int crossings = 0;
    for (const Tray& t : d->trays()) crossings += int(partitionCrossings(d->room(), t.pathMm).size());
    QVERIFY(crossings > 0);
    const RoutingResult result = CableRouter(*d).routeAll();
    QVERIFY(result.overFull.empty());
    EditResult apply = ApplyRoutesCommand::create(*d, result);
    QVERIFY2(apply, qPrintable(apply.error));
    d->undoStack().push(apply.command.release());
    QVERIFY(withKey(findingsOf(*d), QStringLiteral("hall.partition-firestop")).empty());
}

void TstPartitionFireStop::bomBuysOnePenetrationPerCrossing() {
    // The ladder of acrossThePartition crosses once; a second one, 600 wide,
    // down into hall B and back up crosses twice; a third stays in hall A.
    auto d = acrossThePartition(0);
    Tray back = *d->trays().begin();
    back.id = TrayId::fromName(QStringLiteral("tray/back"));
    back.name = QStringLiteral("BACK");
    back.widthMm = 600;
    back.pathMm = {{5000, 2600}, {5000, 16000}, {7000, 16000}, {7000, 2600}};
    d->insert(int(d->trays().size()), back);
    Tray local = back;
    local.id = TrayId::fromName(QStringLiteral("tray/local"));
    local.name = QStringLiteral("LOCAL");
    local.pathMm = {{9000, 2600}, {9000, 9000}};
    d->insert(int(d->trays().size()), local);
    std::map<QString, double> firestops;
    for (const BomLine& l : Bom::build(*d))
        if (l.item.startsWith(QLatin1String("firestop-"))) firestops[l.item] += l.quantity;
    QCOMPARE(firestops.size(), size_t(2));
    QCOMPARE(firestops[QStringLiteral("firestop-tray-300x100")], 1.0);
    QCOMPARE(firestops[QStringLiteral("firestop-tray-600x100")], 2.0);
}

QTEST_GUILESS_MAIN(TstPartitionFireStop)
#include "tst_partition_firestop.moc"
