#include "exporters/common/cable_ends.h"
#include "exporters/dxf/dxf_floor_plan.h"
#include "exporters/labels/label_scheme.h"
#include "exporters/netbox/netbox_handoff.h"
#include "model/analysis/air_aisles.h"
#include "model/commands/hall_edits.h"
#include "model/commands/room_edits.h"
#include "model/core/sn_error.h"
#include "model/design/design.h"
#include "model/design/room_site.h"
#include "model/io/design_json.h"
#include "model/store/design_file.h"
#include "model/topology/supernode_wizard.h"
#include "model/topology/wizard_halls.h"
#include "model/topology/wizard_racks.h"
#include "tests/support/design_builder.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

#include <cmath>
#include <memory>

using namespace sn;
using sn::test::DesignBuilder;

/// A site of several halls (Room::halls): the wizard splits a layout past
/// a hall's floor or power limit into data halls round a network room, a
/// rack stands inside one hall, air stops at a partition, labels name the
/// hall, and the file keeps the halls.
class TstSiteHalls : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void hallCountFollowsFloorAndPower();
    void defaultLimitsAreTheSourcedHalls();
    void impossibleLimitsAreRefused();
    void smallLayoutStaysOneHall();
    void largeLayoutSplitsIntoHallsRoundANetworkRoom();
    void partitionsKeepAWholeAisleEachSide();
    void rackAcrossAPartitionIsRefused();
    void airStopsAtAPartition();
    void labelsNameTheHallOfEachEnd();
    void renameIsOneCheckedUndoStep();
    void splitMergeAndRemoveAreUndoSteps();
    void movedPartitionReshapesBothHalls();
    void hallsSurviveTheFile();
    void floorPlanDxfDrawsTheHalls();
    void netboxPutsEachRackInItsHall();
    void malformedHallIsRefusedByName();
};

namespace {

/// 4 096 GPUs: 128 compute racks. With a 3 MW hall limit on the rack
/// budgets the wizard must split them over several halls.
WizardResult splitSite() {
    WizardParams p;
    p.gpus = 4096;
    p.maxHallW = 3e6;
    return SupernodeWizard::build(p, Catalog::builtIn());
}

QPolygonF polygon(const Hall& h) {
    return QPolygonF(QList<QPointF>(h.outlineMm.begin(), h.outlineMm.end()));
}

}  // namespace

void TstSiteHalls::hallCountFollowsFloorAndPower() {
    // Floor: 43 SU rows 2.4 m apart, 186.4 m wide: 447.36 m² a row,
    // 19 236 m² in one hall > 13 750 → two halls of 22 rows (9 842 m²).
    const WizardHalls byFloor = WizardHalls::of(43, 2400, 186400, 0, 13750, 0);
    QCOMPARE(byFloor.dataHalls, 2);
    QCOMPARE(byFloor.rowsPerHall, 22);
    QVERIFY(byFloor.reason.contains(QStringLiteral("19236 m²")));
    // Power: 40 rows carrying 100 MW, 2.5 MW a row; 30 MW a hall → at most
    // 12 rows; 3 halls need 14 (35 MW), 4 halls take 10 (25 MW).
    const WizardHalls byPower = WizardHalls::of(40, 2400, 50000, 100e6, 0, 30e6);
    QCOMPARE(byPower.dataHalls, 4);
    QCOMPARE(byPower.rowsPerHall, 10);
    QVERIFY(byPower.reason.contains(QStringLiteral("100.0 MW")));
    // Rounding leaves no hall empty: 5 rows, at most 2 a hall → 3 halls, not 4.
    const WizardHalls rounded = WizardHalls::of(5, 2400, 50000, 5e6, 0, 2.4e6);
    QCOMPARE(rounded.dataHalls, 3);
    QCOMPARE(rounded.rowsPerHall, 2);
    // The network room comes after the first ⌊halls / 2⌋ data halls.
    QCOMPARE(byPower.networkRoom(), 2);
    QCOMPARE(byPower.networkRowBefore(), 20);
    QCOMPARE(byPower.hallOfSuRow(19), 1);
    QCOMPARE(byPower.hallOfSuRow(20), 3);
    // Within both limits, or no limits: one hall.
    QCOMPARE(WizardHalls::of(43, 2400, 186400, 100e6, 0, 0).dataHalls, 1);
    QCOMPARE(WizardHalls::of(10, 2400, 50000, 10e6, 13750, 31.875e6).dataHalls, 1);
}

void TstSiteHalls::defaultLimitsAreTheSourcedHalls() {
    // 148 000 ft² × 0.092 903 04 m²/ft² = 13 749.65 m².
    QCOMPARE(std::round(WizardHalls::kLargestHallM2 * 100) / 100, 13749.65);
    // 25 000 GPUs ÷ 8 = 3 125 servers × 10.2 kW = 31.875 MW.
    QCOMPARE(WizardHalls::kColossusHallW, 31.875e6);
    const WizardParams p;
    QCOMPARE(p.maxHallM2, WizardHalls::kLargestHallM2);
    QCOMPARE(p.maxHallW, WizardHalls::kColossusHallW);
}

void TstSiteHalls::impossibleLimitsAreRefused() {
    // Whatever sets them (the command line, the dialog, a script), a hall of
    // 50 m² or a negative load is refused, not laid out a hall per row.
    for (const auto& [m2, w] : {std::pair{50.0, 0.0}, std::pair{-1.0, 0.0}, std::pair{0.0, -1.0},
                                std::pair{std::nan(""), 0.0}, std::pair{0.0, HUGE_VAL}}) {
        WizardParams p;
        p.gpus = 256;
        p.maxHallM2 = m2;
        p.maxHallW = w;
        QVERIFY_THROWS_EXCEPTION(UserError, SupernodeWizard::build(p, Catalog::builtIn()));
    }
}

void TstSiteHalls::smallLayoutStaysOneHall() {
    WizardParams p;
    p.gpus = 4096;
    const WizardResult r = SupernodeWizard::build(p, Catalog::builtIn());
    QVERIFY(r.room.halls.empty());
    QCOMPARE(r.room.name, QStringLiteral("Data hall"));
    for (const QString& note : r.summary.notes)
        QVERIFY2(!note.startsWith(QStringLiteral("Site:")), qPrintable(note));
}

void TstSiteHalls::largeLayoutSplitsIntoHallsRoundANetworkRoom() {
    const WizardResult r = splitSite();
    QVERIFY(r.room.halls.size() >= 3);
    QCOMPARE(r.room.name, QStringLiteral("Site"));
    const auto note = std::find_if(r.summary.notes.begin(), r.summary.notes.end(),
                                   [](const QString& n) { return n.startsWith(QStringLiteral("Site:")); });
    QVERIFY(note != r.summary.notes.end());
    QVERIFY2(note->contains(QStringLiteral("3.0 MW")), qPrintable(*note));
    int network = -1;
    for (size_t i = 0; i < r.room.halls.size(); ++i)
        if (r.room.halls[i].code == u"NR") network = int(i);
    // The network room between the middle data halls.
    QCOMPARE(network, int(r.room.halls.size() - 1) / 2);
    QCOMPARE(r.room.halls.front().code, QStringLiteral("DH1"));
    // Every rack inside one hall; spines, cores and fabric managers in the
    // network room, every server and leaf in a data hall.
    QHash<RackId, int> hallOf;
    for (const Rack& rack : r.fragment.racks) {
        QVERIFY2(RoomSite::whyNot(r.room, RoomSite::rackFootprint(rack), rack.name).isEmpty(),
                 qPrintable(rack.name));
        const auto hall = hallAt(r.room, RoomSite::rackFootprint(rack).center());
        QVERIFY(hall);
        hallOf.insert(rack.id, int(*hall));
    }
    int inNetworkRoom = 0;
    for (const Device& d : r.fragment.devices) {
        if (!d.placement.rack) continue;
        const bool top = d.name.startsWith(u"SPINE") || d.name.startsWith(u"CORE") ||
                         d.name.startsWith(u"SSPINE") || d.name.startsWith(u"SCORE");
        const bool endpoint =
            d.name.contains(QRegularExpression(QStringLiteral("-S\\d+$"))) || d.name.contains(u"LEAF");
        if (top) {
            QVERIFY2(hallOf.value(*d.placement.rack) == network, qPrintable(d.name));
            ++inNetworkRoom;
        }
        if (endpoint) QVERIFY2(hallOf.value(*d.placement.rack) != network, qPrintable(d.name));
    }
    QVERIFY(inNetworkRoom > 0);
}

void TstSiteHalls::partitionsKeepAWholeAisleEachSide() {
    // Each partition is 200 mm thick on the hall boundary: a rack face keeps
    // the 1.2 m minimum aisle to the wall face, 1 300 mm to the boundary.
    const WizardResult r = splitSite();
    for (size_t h = 1; h < r.room.halls.size(); ++h) {
        const double boundary = polygon(r.room.halls[h]).boundingRect().top();
        for (const Rack& rack : r.fragment.racks) {
            const QRectF f = RoomSite::rackFootprint(rack);
            const double gap = std::min(std::abs(f.top() - boundary), std::abs(f.bottom() - boundary));
            QVERIFY2(gap >= 1300 - 1e-6, qPrintable(QStringLiteral("%1: %2 mm").arg(rack.name).arg(gap)));
        }
    }
}

void TstSiteHalls::rackAcrossAPartitionIsRefused() {
    Room room;
    room.widthMm = 10000;
    room.depthMm = 8000;
    room.halls = {{QStringLiteral("Data hall 1"),
                   QStringLiteral("DH1"),
                   {{0, 0}, {10000, 0}, {10000, 4000}, {0, 4000}}},
                  {QStringLiteral("Data hall 2"),
                   QStringLiteral("DH2"),
                   {{0, 4000}, {10000, 4000}, {10000, 8000}, {0, 8000}}}};
    QVERIFY(RoomSite::whyNot(room, QRectF(1000, 1000, 600, 1200), QStringLiteral("R1")).isEmpty());
    const QString across = RoomSite::whyNot(room, QRectF(1000, 3500, 600, 1200), QStringLiteral("R2"));
    QVERIFY2(across.contains(QStringLiteral("inside one hall")), qPrintable(across));
    QCOMPARE(*hallAt(room, {500, 6000}), size_t(1));
    QVERIFY(!hallAt(room, {500, 9000}));
}

void TstSiteHalls::airStopsAtAPartition() {
    // Rack A1's rear (its exhaust) at y 2 200, B1's front (its intake) at
    // 4 400: 2.2 m apart, one aisle in one hall.
    auto design = DesignBuilder()
                      .room(10000, 8000)
                      .row(QStringLiteral("A"))
                      .rack(QStringLiteral("A1"), 1000, 1000)
                      .row(QStringLiteral("B"))
                      .rack(QStringLiteral("B1"), 1000, 4400)
                      .build();
    const auto shared = [](const AirAisles& air) {
        return std::any_of(air.aisles.begin(), air.aisles.end(), [](const AirAisles::Aisle& a) {
            return a.rows.contains(QStringLiteral("A")) && a.rows.contains(QStringLiteral("B"));
        });
    };
    QVERIFY(shared(AirAisles::of(*design)));
    // A partition at y 3 300 between them: each faces a wall.
    Room room = design->room();
    room.halls = {{QStringLiteral("Data hall 1"),
                   QStringLiteral("DH1"),
                   {{0, 0}, {10000, 0}, {10000, 3300}, {0, 3300}}},
                  {QStringLiteral("Data hall 2"),
                   QStringLiteral("DH2"),
                   {{0, 3300}, {10000, 3300}, {10000, 8000}, {0, 8000}}}};
    design->setRoom(room);
    const AirAisles apart = AirAisles::of(*design);
    QVERIFY(!shared(apart));
    QVERIFY(apart.blows.empty());
}

void TstSiteHalls::labelsNameTheHallOfEachEnd() {
    const WizardResult r = splitSite();
    const auto design = SupernodeWizard::createDesign(r, Catalog::builtIn());
    const LabelScheme scheme(QStringLiteral("{room}.{rack}"));
    // A leaf–spine cable: leaf in a data hall, spine in the network room.
    int checked = 0;
    for (const Cable& cable : design->cables()) {
        const ResolvedCable rc = ResolvedCable::of(*design, cable);
        if (!rc.a.device || !rc.b.device) continue;
        const bool leafSpine = rc.a.deviceName.contains(u"-LEAF") && rc.b.deviceName.startsWith(u"SPINE");
        if (!leafSpine) continue;
        QVERIFY2(scheme.endId(*design, rc, rc.a).startsWith(QStringLiteral("DH")),
                 qPrintable(rc.a.deviceName));
        QCOMPARE(scheme.endId(*design, rc, rc.b), QStringLiteral("NR.") + rc.b.rackName);
        if (++checked == 20) break;
    }
    QCOMPARE(checked, 20);
}

void TstSiteHalls::renameIsOneCheckedUndoStep() {
    const auto design = SupernodeWizard::createDesign(splitSite(), Catalog::builtIn());
    // Another hall's code would make two halls' labels read alike.
    const EditResult taken =
        RoomEdits::renameHall(*design, 0, QStringLiteral("Hall A"), QStringLiteral("NR"));
    QVERIFY(!taken);
    QVERIFY2(taken.error.contains(QStringLiteral("NR")), qPrintable(taken.error));
    QVERIFY(!RoomEdits::renameHall(*design, 0, QStringLiteral("  "), QStringLiteral("HA")));
    QVERIFY(!RoomEdits::renameHall(*design, 99, QStringLiteral("Hall A"), QStringLiteral("HA")));
    EditResult ok = RoomEdits::renameHall(*design, 0, QStringLiteral(" Hall A "), QStringLiteral("HA"));
    QVERIFY(ok);
    design->undoStack().push(ok.command.release());
    QCOMPARE(design->room().halls[0].name, QStringLiteral("Hall A"));
    // The labels follow the code.
    const LabelScheme scheme(QStringLiteral("{room}.{rack}"));
    const Rack& first = *design->racks().begin();
    QVERIFY(hallAt(design->room(), RoomSite::rackFootprint(first).center()) == std::optional<size_t>(0));
    bool checked = false;
    for (const Cable& cable : design->cables()) {
        const ResolvedCable rc = ResolvedCable::of(*design, cable);
        if (rc.a.rack != &first) continue;
        QCOMPARE(scheme.endId(*design, rc, rc.a), QStringLiteral("HA.") + first.name);
        checked = true;
        break;
    }
    QVERIFY(checked);
    design->undoStack().undo();
    QCOMPARE(design->room().halls[0].code, QStringLiteral("DH1"));
}

namespace {

/// A polygon's area by the shoelace formula, m².
double areaM2(const std::vector<QPointF>& p) {
    double twice = 0;
    for (size_t i = 0; i < p.size(); ++i)
        twice += p[i].x() * p[(i + 1) % p.size()].y() - p[(i + 1) % p.size()].x() * p[i].y();
    return std::abs(twice) / 2 / 1e6;
}

/// The outline's corners, sorted: the same corners whatever the start and turn.
std::vector<std::pair<double, double>> corners(const std::vector<QPointF>& p) {
    std::vector<std::pair<double, double>> out;
    for (const QPointF& q : p) out.emplace_back(q.x(), q.y());
    std::sort(out.begin(), out.end());
    return out;
}

/// A plain 30 × 8 m room with rack A1 at x 19 700–20 300, y 1 000.
std::unique_ptr<Design> roomWithRackA1() {
    return DesignBuilder()
        .room(30000, 8000)
        .row(QStringLiteral("A"))
        .rack(QStringLiteral("A1"), 19700, 1000)
        .build();
}

/// Pushes an edit that must be allowed.
void pushEdit(Design& design, EditResult e) {
    QVERIFY2(e, qPrintable(e.error));
    design.undoStack().push(e.command.release());
}

}  // namespace

void TstSiteHalls::splitMergeAndRemoveAreUndoSteps() {
    // A plain 30 × 8 m room with one rack at x 19.7–20.3 m: split into a
    // site at x 20 000 (the click at 20 040 snaps to the 100 mm grid).
    auto design = roomWithRackA1();
    const auto push = [&](EditResult e) { pushEdit(*design, std::move(e)); };
    push(HallEdits::split(*design, -1, HallEdits::Partition::AlongY, {20040, 3000}, 100));
    const auto& halls = design->room().halls;
    QCOMPARE(halls.size(), size_t(2));
    QCOMPARE(halls[0].name, QStringLiteral("Hall 1"));
    QCOMPARE(halls[1].code, QStringLiteral("H2"));
    // 20 × 8 = 160 m² and 10 × 8 = 80 m², by hand.
    QCOMPARE(areaM2(halls[0].outlineMm), 160.0);
    QCOMPARE(areaM2(halls[1].outlineMm), 80.0);
    QCOMPARE(corners(halls[1].outlineMm),
             (std::vector<std::pair<double, double>>{{20000, 0}, {20000, 8000}, {30000, 0}, {30000, 8000}}));
    // The rack now stands across the partition: the placement check says so.
    QVERIFY(RoomSite::whyNot(design->room(), RoomSite::rackFootprint(*design->racks().begin()),
                             QStringLiteral("A1"))
                .contains(QStringLiteral("inside one hall")));

    // Hall 1 split again along x at y 3 000: 20 × 3 = 60 m² keeps its name,
    // 20 × 5 = 100 m² is the next free code, H3, placed after it.
    push(HallEdits::split(*design, 0, HallEdits::Partition::AlongX, {5000, 3000}, 100));
    QCOMPARE(halls.size(), size_t(3));
    QCOMPARE(halls[0].name, QStringLiteral("Hall 1"));
    QCOMPARE(areaM2(halls[0].outlineMm), 60.0);
    QCOMPARE(halls[1].code, QStringLiteral("H3"));
    QCOMPARE(areaM2(halls[1].outlineMm), 100.0);
    // H1 (top left) touches H2 (right) along x 20 000 for 3 m, and H3 along y 3 000.
    QVERIFY(HallEdits::adjoin(*design, 0, 1) && HallEdits::adjoin(*design, 0, 2));
    QVERIFY(!HallEdits::adjoin(*design, 0, 0));
    // H3 (bottom left) and H2 (right) touch along x 20 000 from y 3 000 to 8 000.
    QVERIFY(HallEdits::adjoin(*design, 1, 2));

    // Refused: a partition outside the hall.
    const EditResult outside = HallEdits::split(*design, 0, HallEdits::Partition::AlongX, {5000, 6000}, 100);
    QVERIFY(!outside);
    QCOMPARE(outside.error, QStringLiteral("A partition at y 6000 mm misses the hall."));
    // H1 + H2 merged: an L of 60 + 80 = 140 m² with six corners (the old
    // partition's ends are gone), in H1's place with its name.
    push(HallEdits::merge(*design, 0, 2));
    QCOMPARE(halls.size(), size_t(2));
    QCOMPARE(halls[0].name, QStringLiteral("Hall 1"));
    QCOMPARE(areaM2(halls[0].outlineMm), 140.0);
    QCOMPARE(corners(halls[0].outlineMm),
             (std::vector<std::pair<double, double>>{
                 {0, 0}, {0, 3000}, {20000, 3000}, {20000, 8000}, {30000, 0}, {30000, 8000}}));

    // Remove, then undo every step: the room is plain again.
    push(HallEdits::remove(*design, 1));
    QCOMPARE(halls.size(), size_t(1));
    QVERIFY(!HallEdits::remove(*design, 5));
    while (design->undoStack().canUndo()) design->undoStack().undo();
    QVERIFY(design->room().halls.empty());

    // A U-shaped room: a partition across both arms would leave their ends
    // as two pieces, not one hall.
    auto u = DesignBuilder().room(30000, 8000).build();
    Room room = u->room();
    room.outlineMm = {{0, 0},        {30000, 0},    {30000, 8000}, {20000, 8000},
                      {20000, 3000}, {10000, 3000}, {10000, 8000}, {0, 8000}};
    u->setRoom(room);
    const EditResult three = HallEdits::split(*u, -1, HallEdits::Partition::AlongX, {5000, 5000}, 100);
    QVERIFY(!three);
    QCOMPARE(three.error,
             QStringLiteral("A partition at y 5000 mm would cut the hall in more than two pieces."));
    QVERIFY(
        HallEdits::split(*u, -1, HallEdits::Partition::AlongX, {5000, 2000}, 100));  // across the base: two

    // Two halls meeting at one corner share no partition: not merged.
    Room corner = u->room();
    corner.halls = {
        {QStringLiteral("A"), QStringLiteral("A"), {{0, 0}, {5000, 0}, {5000, 3000}, {0, 3000}}},
        {QStringLiteral("B"), QStringLiteral("B"), {{5000, 3000}, {9000, 3000}, {9000, 6000}, {5000, 6000}}}};
    u->setRoom(corner);
    QVERIFY(!HallEdits::adjoin(*u, 0, 1));
    QCOMPARE(HallEdits::merge(*u, 0, 1).error, QStringLiteral("The two halls do not share a partition."));
}

void TstSiteHalls::movedPartitionReshapesBothHalls() {
    // The 30 × 8 m room split at x 20 000 (Hall 1: 160 m², H2: 80 m²),
    // rack A1 at x 19 700–20 300 across the partition.
    auto design = roomWithRackA1();
    const auto push = [&](EditResult e) { pushEdit(*design, std::move(e)); };
    push(HallEdits::split(*design, -1, HallEdits::Partition::AlongY, {20000, 3000}, 100));
    const auto& halls = design->room().halls;
    const auto shared = HallEdits::sharedPartition(*design, 1, 0);
    QVERIFY(shared);
    QCOMPARE(shared->partition, HallEdits::Partition::AlongY);
    QCOMPARE(shared->atMm, 20000.0);
    QCOMPARE(shared->spanMm.length(), 8000.0);
    QCOMPARE(shared->lower, 0);
    QCOMPARE(shared->upper, 1);
    // Moved 1 040 mm on, snapped to x 21 000: 21 × 8 = 168 m² and 9 × 8 =
    // 72 m² by hand, and A1 stands wholly in Hall 1. One undo step back.
    push(HallEdits::movePartition(*design, 0, 1, 1040, 100));
    QCOMPARE(areaM2(halls[0].outlineMm), 168.0);
    QCOMPARE(areaM2(halls[1].outlineMm), 72.0);
    QCOMPARE(corners(halls[1].outlineMm),
             (std::vector<std::pair<double, double>>{{21000, 0}, {21000, 8000}, {30000, 0}, {30000, 8000}}));
    QVERIFY(RoomSite::whyNot(design->room(), RoomSite::rackFootprint(*design->racks().begin()),
                             QStringLiteral("A1"))
                .isEmpty());
    QCOMPARE(halls[0].name, QStringLiteral("Hall 1"));
    design->undoStack().undo();
    QCOMPARE(areaM2(halls[0].outlineMm), 160.0);
    // Moved less than half the grid: it stays, and no step is pushed.
    QCOMPARE(HallEdits::movePartition(*design, 0, 1, 40, 100).error,
             QStringLiteral("The partition already stands at x 20000 mm."));
    // Past the far wall: refused, nothing changes.
    const EditResult past = HallEdits::movePartition(*design, 0, 1, 12000, 100);
    QVERIFY(!past);
    QCOMPARE(past.error,
             QStringLiteral("A partition at x 32000 mm lies outside Hall 1 (H1) and Hall 2 (H2)."));
    QCOMPARE(areaM2(halls[1].outlineMm), 80.0);

    // Hall 1 split along x at y 3 000 (Hall 1: 20 × 3 m, H3: 20 × 5 m). The
    // y 3 000 partition moved 1 000 mm: 20 × 4 = 80 m² each.
    push(HallEdits::split(*design, 0, HallEdits::Partition::AlongX, {5000, 3000}, 100));
    push(HallEdits::movePartition(*design, 0, 1, 1000, 100));
    QCOMPARE(areaM2(halls[0].outlineMm), 80.0);
    QCOMPARE(areaM2(halls[1].outlineMm), 80.0);
    // H3 meets H2 along x 20 000 for 4 m of H2's 8: moving that stretch to
    // x 22 000 would hand H3 H2's floor beside Hall 1 too (2 × 8 m, not
    // 2 × 4 m). Refused.
    QCOMPARE(HallEdits::sharedPartition(*design, 1, 2)->spanMm.length(), 4000.0);
    const EditResult beyond = HallEdits::movePartition(*design, 1, 2, 2000, 100);
    QVERIFY(!beyond);
    QCOMPARE(
        beyond.error,
        QStringLiteral(
            "A partition at x 22000 mm would reshape Hall 3 (H3) or Hall 2 (H2) beyond their partition."));
    // Halls meeting at a stepped boundary share no straight partition.
    Room stepped = design->room();
    stepped.halls = {{QStringLiteral("A"),
                      QStringLiteral("A"),
                      {{0, 0}, {5000, 0}, {5000, 3000}, {8000, 3000}, {8000, 6000}, {0, 6000}}},
                     {QStringLiteral("B"),
                      QStringLiteral("B"),
                      {{5000, 0}, {9000, 0}, {9000, 6000}, {8000, 6000}, {8000, 3000}, {5000, 3000}}}};
    design->setRoom(stepped);
    QVERIFY(HallEdits::adjoin(*design, 0, 1));
    QVERIFY(!HallEdits::sharedPartition(*design, 0, 1));
    QCOMPARE(HallEdits::movePartition(*design, 0, 1, 1000, 100).error,
             QStringLiteral("The two halls do not share a straight partition along x or y."));
}

void TstSiteHalls::hallsSurviveTheFile() {
    const auto design = SupernodeWizard::createDesign(splitSite(), Catalog::builtIn());
    const QByteArray text = DesignJson::write(*design);
    const auto back = DesignJson::read(text, QStringLiteral("site.json"));
    QCOMPARE(back->room().halls, design->room().halls);
    QVERIFY(back->room().halls.size() >= 3);
    // The project database keeps them too.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("site.supernode"));
    DesignFile::save(*design, path);
    QCOMPARE(DesignFile::open(path)->room().halls, design->room().halls);
}

void TstSiteHalls::floorPlanDxfDrawsTheHalls() {
    const auto design = SupernodeWizard::createDesign(splitSite(), Catalog::builtIn());
    const QString dxf = QString::fromUtf8(DxfFloorPlan::build(*design, QDate(2026, 12, 7)));
    // The layer in the table, and on it each hall's outline and its name.
    const QStringList lines = dxf.split(u'\n');
    QCOMPARE(lines.count(QStringLiteral("SN-HALLS")), qsizetype(1 + 2 * design->room().halls.size()));
    QVERIFY(dxf.contains(QStringLiteral("Network room (NR)")));
    QVERIFY(dxf.contains(QStringLiteral("Data hall 1 (DH1)")));
    // A design of one hall has no such layer.
    WizardParams p;
    p.gpus = 256;
    const auto one =
        SupernodeWizard::createDesign(SupernodeWizard::build(p, Catalog::builtIn()), Catalog::builtIn());
    QVERIFY(!DxfFloorPlan::build(*one, QDate(2026, 12, 7)).contains("SN-HALLS"));
}

void TstSiteHalls::netboxPutsEachRackInItsHall() {
    const auto design = SupernodeWizard::createDesign(splitSite(), Catalog::builtIn());
    // A NetBox location per hall, a power panel in each, every rack, device
    // and feed in the location of the hall it stands in.
    QStringList codes;
    for (const Hall& h : design->room().halls) codes << h.code;
    const NetboxTable locations = NetboxHandoff::locations(*design);
    QStringList names;
    for (const QStringList& row : locations.rows) names << row[1];
    QCOMPARE(names, codes);
    const NetboxTable panels = NetboxHandoff::powerPanels(*design);
    QCOMPARE(panels.rows.size(), size_t(codes.size()));
    QHash<QString, QString> rackHall;
    for (const Rack& r : design->racks())
        rackHall.insert(r.name, codes[qsizetype(*hallAt(design->room(), RoomSite::rackFootprint(r).center()))]);
    for (const QStringList& row : NetboxHandoff::racks(*design).rows) QCOMPARE(row[1], rackHall.value(row[2]));
    int spines = 0;
    for (const QStringList& row : NetboxHandoff::devices(*design).rows) {
        if (!row[7].isEmpty()) QCOMPARE(row[6], rackHall.value(row[7]));
        if (row[0].startsWith(u"SPINE")) {
            QCOMPARE(row[6], QStringLiteral("NR"));
            ++spines;
        }
    }
    QVERIFY(spines > 0);
    for (const QStringList& row : NetboxHandoff::powerFeeds(*design).rows) {
        QCOMPARE(row[2], rackHall.value(row[3]));
        QCOMPARE(row[1], QStringLiteral("PP-") + row[2]);
    }
}

void TstSiteHalls::malformedHallIsRefusedByName() {
    auto design = DesignBuilder().room(10000, 8000).build();
    Room room = design->room();
    room.halls = {{QStringLiteral("Data hall 1"),
                   QStringLiteral("DH1"),
                   {{0, 0}, {10000, 0}, {10000, 4000}, {0, 4000}}}};
    design->setRoom(room);
    // The same file with the hall's outline cut to two points.
    QJsonObject root = QJsonDocument::fromJson(DesignJson::write(*design)).object();
    QJsonObject roomJson = root[QStringLiteral("room")].toObject();
    QJsonArray halls = roomJson[QStringLiteral("halls")].toArray();
    QJsonObject hall = halls[0].toObject();
    QJsonArray outline = hall[QStringLiteral("outline_mm")].toArray();
    outline.removeLast();
    outline.removeLast();
    hall[QStringLiteral("outline_mm")] = outline;
    halls[0] = hall;
    roomJson[QStringLiteral("halls")] = halls;
    root[QStringLiteral("room")] = roomJson;
    const QByteArray text = QJsonDocument(root).toJson();
    try {
        DesignJson::read(text, QStringLiteral("bad.json"));
        QFAIL("a hall of two points was accepted");
    } catch (const UserError& e) {
        QVERIFY2(e.message().contains(QStringLiteral("/room/halls/0/outline_mm")), qPrintable(e.message()));
        QVERIFY2(e.message().contains(QStringLiteral("three points")), qPrintable(e.message()));
    }
}

QTEST_MAIN(TstSiteHalls)
#include "tst_site_halls.moc"
