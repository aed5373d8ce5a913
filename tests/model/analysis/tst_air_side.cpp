#include "model/analysis/air_aisles.h"
#include "model/analysis/blast_radius.h"
#include "model/analysis/cdu_capacity.h"
#include "model/analysis/conversion_loss.h"
#include "model/analysis/cooler_redundancy.h"
#include "model/analysis/rack_airflow.h"
#include "model/rules/cooling/loop_cdus.h"
#include "model/rules/design_report.h"
#include "model/topology/supernode_wizard.h"
#include "tests/support/design_builder.h"
#include "tests/support/rule_findings.h"

#include <QtTest>

#include <cmath>
#include <functional>
#include <map>

using namespace sn;
using namespace sn::test;

Q_DECLARE_METATYPE(sn::Containment)

/// The air side and the facility side of cooling: which way racks blow,
/// the aisles between them, room air cooling against the racks' air heat
/// (their power sources' losses included), and the CDU's capacity with the
/// facility water it gets.
class TstAirSide : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void conversionLossByHand();
    void cduDeratedByApproach();
    void wClassOfFacilityWaterWithA4KApproach();
    void cduHeatRuleUsesTheDeratedCapacity();
    void exhaustFacingIntakeIsFlagged();
    void aisleHeatAgainstCoolers();
    void eachHallsAirOnItsOwn();
    void aPartitionClosesEachHallsPartOfAnAisle();
    void airCoolerOutThrottlesOrStops();
    void coolersAreNPlusOneOnlyWhereTheAirSideSaysSo();
    void deviceAirflowTurnsTheRack();
    void wizardAlternatesRows_data();
    void wizardAlternatesRows();
};

namespace {

const QString kH100Liquid = QStringLiteral("hgx-h100-8gpu-liquid");  // 10.2 kW max, 80 % to liquid, 4U
const QString kB200Liquid = QStringLiteral("hgx-b200-8gpu-liquid");  // 14.3 kW max, 80 % to liquid, 4U

/// Four H100 liquid servers from U1: 4 × 10 200 W × 0.2 = 8 160 W into air.
void fourServers(DesignBuilder& b, const QString& rack) {
    for (int i = 0; i < 4; ++i) b.device(kH100Liquid, rack, 1 + 4 * i, QStringLiteral("%1-S%2").arg(rack).arg(i + 1));
}

/// Turns a rack 180° about its front-left corner, keeping its footprint.
void turnAround(Design& design, const QString& rackName) {
    Rack r = *design.rack(DesignBuilder::rackId(rackName));
    r.rotationDeg = 180;
    r.xMm += r.widthMm;
    r.yMm += r.depthMm;
    design.replace(r);
}

/// Rows A and B back to back round a hot aisle, four racks of four H100
/// liquid servers: 16 × 2 040 W = 32 640 W into the air, 128 GPUs.
std::unique_ptr<Design> twoRowsRoundAHotAisle(DesignBuilder& b) {
    b.room(20000, 15000).row(QStringLiteral("A"));
    b.rack(QStringLiteral("A01"), 1000, 1000).rack(QStringLiteral("A02"), 1600, 1000);
    b.row(QStringLiteral("B"));
    b.rack(QStringLiteral("B01"), 1000, 3400).rack(QStringLiteral("B02"), 1600, 3400);
    for (const char* r : {"A01", "A02", "B01", "B02"}) fourServers(b, QString::fromLatin1(r));
    return b.build();
}

/// ACU1, a 70 kW in-row cooler at the end of row A (racks at y 1000 from
/// x 1000), turned as row A: its rear on the aisle behind the row.
void addCoolerAtRowAEnd(Design& design) {
    Device cooler;
    cooler.typeId = QStringLiteral("inrow-cooler-cw-70kw");
    cooler.name = QStringLiteral("ACU1");
    cooler.placement.floorXmm = 2200;
    cooler.placement.floorYmm = 1000;
    design.insert(int(design.devices().size()), cooler);
}

void setRoom(Design& design, const std::function<void(Room&)>& change) {
    Room room = design.room();
    change(room);
    design.setRoom(room);
}

/// twoRowsRoundAHotAisle with row B turned round: the racks' exhausts on
/// the aisle between the rows.
std::unique_ptr<Design> rowsBackToBack(DesignBuilder& b) {
    auto design = twoRowsRoundAHotAisle(b);
    turnAround(*design, QStringLiteral("B01"));
    turnAround(*design, QStringLiteral("B02"));
    return design;
}

/// rowsBackToBack with ACU1 at row A's end.
std::unique_ptr<Design> aisleWithCoolerAtRowAEnd(DesignBuilder& b) {
    auto design = rowsBackToBack(b);
    addCoolerAtRowAEnd(*design);
    return design;
}

/// rowsBackToBack with two 29 kW CRAHs by the wall, CRAH1 and CRAH2.
std::unique_ptr<Design> rowsBackToBackWithTwoCrahs() {
    DesignBuilder b;
    b.floorDevice(QStringLiteral("crah-cw-29kw"), 15000, 10000, QStringLiteral("CRAH1"));
    b.floorDevice(QStringLiteral("crah-cw-29kw"), 15000, 12000, QStringLiteral("CRAH2"));
    return rowsBackToBack(b);
}

/// The 20 × 15 m room as two halls with a partition at `xMm`: "Hall one"
/// (H1) to its left, "Hall two" (H2) to its right.
void splitIntoTwoHalls(Design& design, double xMm) {
    setRoom(design, [xMm](Room& r) {
        r.halls = {Hall{QStringLiteral("Hall one"),
                        QStringLiteral("H1"),
                        {{0, 0}, {xMm, 0}, {xMm, 15000}, {0, 15000}}},
                   Hall{QStringLiteral("Hall two"),
                        QStringLiteral("H2"),
                        {{xMm, 0}, {20000, 0}, {20000, 15000}, {xMm, 15000}}}};
    });
}

}  // namespace

void TstAirSide::conversionLossByHand() {
    const Catalog& cat = Catalog::builtIn();
    const DeviceType* shelf = cat.device(QStringLiteral("orv3-power-shelf-18kw"));
    // A busbar shelf: no PduSpec (BusbarPower carries its load), a power shelf all the same.
    QVERIFY(shelf && shelf->category == DeviceCategory::PowerShelf);
    // Delivering 15 kW at 96.5 %: it draws 15 000 / 0.965 = 15 544.04 W and
    // gives off 544.04 W.
    QVERIFY(std::abs(ConversionLoss::lossW(*shelf, 15000) - 544.0415) < 1e-3);
    const DeviceType* pdu = nullptr;
    for (const DeviceType& t : cat.devices())
        if (t.category == DeviceCategory::Pdu && t.pdu) {
            pdu = &t;
            break;
        }
    QVERIFY(pdu);
    // A PDU carrying 10 kW gives off 0.5 %: 50 W.
    QCOMPARE(ConversionLoss::lossW(*pdu, 10000), 50.0);
    // A server is no source: nothing.
    QCOMPARE(ConversionLoss::lossW(*cat.device(kH100Liquid), 10000), 0.0);
}

void TstAirSide::cduDeratedByApproach() {
    CduSpec cdu;
    cdu.capacityW = 1e6;
    cdu.approachK = 5;
    // No facility water stated: rated, and it needs 30 − 5 = 25 °C water.
    const CduCapacity rated = CduCapacity::of(cdu, 30, std::nullopt);
    QCOMPARE(rated.capacityW, 1e6);
    QCOMPARE(rated.facilitySupplyC, 25.0);
    // 26 °C water under a 30 °C supply: 4 K of the rated 5 K, 1 MW × 4 / 5 = 800 kW.
    const CduCapacity four = CduCapacity::of(cdu, 30, 26.0);
    QCOMPARE(four.approachK, 4.0);
    QCOMPARE(four.capacityW, 800000.0);
    QCOMPARE(four.factor(), 0.8);
    // Colder water than the rating needs adds nothing: 8 K → still 1 MW.
    QCOMPARE(CduCapacity::of(cdu, 30, 22.0).capacityW, 1e6);
    // Water as warm as the supply leaves no approach: 0.
    QCOMPARE(CduCapacity::of(cdu, 30, 30.0).capacityW, 0.0);
    QCOMPARE(CduCapacity::of(cdu, 30, 31.0).capacityW, 0.0);
    // A CDU without a stated approach takes the OCP L-LCDU rating point, 5 K:
    // 28 °C water under 30 °C, 2 K of 5 → 40 %.
    cdu.approachK.reset();
    QCOMPARE(CduCapacity::of(cdu, 30, 28.0).capacityW, 400000.0);
}

void TstAirSide::wClassOfFacilityWaterWithA4KApproach() {
    DesignBuilder b;
    b.room(20000, 15000).row(QStringLiteral("A"));
    b.rack(QStringLiteral("R1"), 0, 0);
    fourServers(b, QStringLiteral("R1"));
    b.sideDevice(QStringLiteral("manifold-0u-16qd"), QStringLiteral("R1"), SideChannel::Left, 0, QStringLiteral("R1-MF"));
    b.floorDevice(QStringLiteral("cdu-inrow-1mw"), 5000, 5000, QStringLiteral("CDU1"));
    b.loop(QStringLiteral("L1"), QStringLiteral("CDU1"), QStringLiteral("water"), 30, 10, {QStringLiteral("R1")});
    auto design = b.build();
    // A 30 °C secondary supply with 26 °C facility water: a 4 K approach.
    // ASHRAE's class is the facility water's: 26 °C ≤ 27 → W27 (the 30 °C
    // secondary would have read W32).
    setRoom(*design, [](Room& r) { r.facilityWaterC = 26; });
    const DesignReport report = DesignReport::of(*design);
    QCOMPARE(report.loops.size(), size_t(1));
    const LoopReport& l = report.loops.front();
    QCOMPARE(*l.approachK, 4.0);
    QCOMPARE(*l.facilitySupplyC, 26.0);
    QCOMPARE(l.ashraeClass, QStringLiteral("W27"));
    // Its 1 MW CDU, rated at 5 K, removes 1 MW × 4 / 5 = 800 kW (the report
    // shows no capacity: the manifold is not piped, cooling.rack-piping).
    const RuleContext context(*design);
    const std::vector<LoopCdu> cdus = loopCdus(context, design->loops()[0]);
    QCOMPARE(cdus.size(), size_t(1));
    QCOMPARE(cdus.front().capacity.capacityW, 800000.0);
    QCOMPARE(cdus.front().capacity.ratedApproachK, 5.0);
}

void TstAirSide::cduHeatRuleUsesTheDeratedCapacity() {
    DesignBuilder b;
    b.room(20000, 15000).row(QStringLiteral("A"));
    b.rack(QStringLiteral("R1"), 0, 0);
    for (int i = 0; i < 10; ++i)
        b.device(kB200Liquid, QStringLiteral("R1"), 1 + 4 * i, QStringLiteral("R1-S%1").arg(i + 1));
    b.sideDevice(QStringLiteral("manifold-0u-16qd"), QStringLiteral("R1"), SideChannel::Left, 0, QStringLiteral("R1-MF"));
    b.floorDevice(QStringLiteral("cdu-inrow-1mw"), 5000, 5000, QStringLiteral("CDU1"));
    b.loop(QStringLiteral("L1"), QStringLiteral("CDU1"), QStringLiteral("water"), 30, 10, {QStringLiteral("R1")});
    auto design = b.build();
    // Liquid heat 10 × 14 300 W × 0.8 = 114 400 W, well inside 1 MW at the rated approach.
    QVERIFY(withKey(findingsOf(*design), QStringLiteral("cooling.cdu-heat")).empty());
    // Facility water at 29.5 °C under a 30 °C supply: 0.5 K of 5 K, so
    // 1 MW × 0.5 / 5 = 100 kW, short by 14.4 kW.
    setRoom(*design, [](Room& r) { r.facilityWaterC = 29.5; });
    const std::vector<Finding> all = findingsOf(*design);
    const Finding* f = only(all, QStringLiteral("cooling.cdu-heat"));
    QVERIFY(f);
    QCOMPARE(f->severity, Severity::Error);
    QVERIFY(std::abs(f->measured - 114400.0) < 1e-6);
    QVERIFY(std::abs(*f->limit - 100000.0) < 1e-6);
    QVERIFY2(f->message.contains(QStringLiteral("0.5 K")) && f->message.contains(QStringLiteral("short by 14.4 kW")),
             qPrintable(f->message));
}

void TstAirSide::exhaustFacingIntakeIsFlagged() {
    // Row A at y 1 000 and row B at y 3 400, both facing −y: A01's rear
    // (y 2 200) looks across 3 400 − 2 200 = 1 200 mm at B01's front.
    DesignBuilder b;
    b.room(20000, 15000).row(QStringLiteral("A"));
    b.rack(QStringLiteral("A01"), 1000, 1000);
    b.row(QStringLiteral("B"));
    b.rack(QStringLiteral("B01"), 1000, 3400);
    fourServers(b, QStringLiteral("A01"));
    fourServers(b, QStringLiteral("B01"));
    auto design = b.build();
    {
        const AirAisles air = AirAisles::of(*design);
        QCOMPARE(air.blows.size(), size_t(1));
        QCOMPARE(air.blows.front().from, DesignBuilder::rackId(QStringLiteral("A01")));
        QCOMPARE(air.blows.front().to, DesignBuilder::rackId(QStringLiteral("B01")));
        QCOMPARE(air.blows.front().acrossMm, 1200.0);
        // 4 × 10 200 W × (1 − 0.8) = 8 160 W blown across.
        QVERIFY(std::abs(air.blows.front().airW - 8160.0) < 1e-6);
        const std::vector<Finding> all = findingsOf(*design);
        const Finding* f = only(all, QStringLiteral("airflow.exhaust-into-intake"));
        QVERIFY(f);
        QCOMPARE(f->severity, Severity::Warning);
        QVERIFY(std::abs(f->measured - 8160.0) < 1e-6);
        QVERIFY2(f->message.contains(QStringLiteral("8.2 kW")) && f->message.contains(QStringLiteral("1.2 m")),
                 qPrintable(f->message));
    }
    // Row B turned round: the two rears share a hot aisle of 2 × 8 160 =
    // 16 320 W, and nothing blows into an intake.
    turnAround(*design, QStringLiteral("B01"));
    const AirAisles air = AirAisles::of(*design);
    QVERIFY(air.blows.empty());
    QVERIFY(withKey(findingsOf(*design), QStringLiteral("airflow.exhaust-into-intake")).empty());
    const auto hot = std::find_if(air.aisles.begin(), air.aisles.end(),
                                  [](const AirAisles::Aisle& a) { return a.kind == AirAisles::Kind::Hot; });
    QVERIFY(hot != air.aisles.end());
    QVERIFY(std::abs(hot->exhaustW - 16320.0) < 1e-6);
    QCOMPARE(hot->rows, QStringList({QStringLiteral("A"), QStringLiteral("B")}));
    QVERIFY(!hot->open);
}

void TstAirSide::aisleHeatAgainstCoolers() {
    // Rows A and B back to back round a hot aisle, two racks each of four
    // H100 liquid servers: 4 × 8 160 = 32 640 W into the hot aisle.
    DesignBuilder b;
    // One 29 kW CRAH by the wall (Vertiv Liebert PCW, top of its range).
    b.floorDevice(QStringLiteral("crah-cw-29kw"), 15000, 10000, QStringLiteral("CRAH1"));
    auto design = rowsBackToBack(b);

    // No containment: the room's 32.64 kW against the CRAH's 29 kW, short by 3.6 kW.
    {
        const std::vector<Finding> found = withKey(findingsOf(*design), QStringLiteral("airflow.aisle-heat"));
        QCOMPARE(found.size(), size_t(1));
        QVERIFY(std::abs(found.front().measured - 32640.0) < 1e-6);
        QCOMPARE(*found.front().limit, 29000.0);
        QVERIFY2(found.front().message.contains(QStringLiteral("short by 3.6 kW")), qPrintable(found.front().message));
    }
    // The hot aisle closed: its 32.64 kW has no in-row cooler drawing from
    // it (0 kW), and the room is still short.
    setRoom(*design, [](Room& r) { r.containment = Containment::Hot; });
    {
        const std::vector<Finding> found = withKey(findingsOf(*design), QStringLiteral("airflow.aisle-heat"));
        QCOMPARE(found.size(), size_t(2));
        const auto aisle = std::find_if(found.begin(), found.end(), [](const Finding& f) { return *f.limit == 0; });
        QVERIFY(aisle != found.end());
        QVERIFY(std::abs(aisle->measured - 32640.0) < 1e-6);
        QVERIFY2(aisle->message.contains(QStringLiteral("rows A/B")), qPrintable(aisle->message));
    }
    // A 70 kW in-row cooler at row A's end, turned as row A: its rear on
    // the hot aisle. 32.64 ≤ 70 kW in the aisle; 32.64 ≤ 29 + 70 = 99 kW in the room.
    addCoolerAtRowAEnd(*design);
    const AirAisles air = AirAisles::of(*design);
    QCOMPARE(air.roomCoolingW, 99000.0);
    const auto hot = std::find_if(air.aisles.begin(), air.aisles.end(),
                                  [](const AirAisles::Aisle& a) { return a.kind == AirAisles::Kind::Hot; });
    QVERIFY(hot != air.aisles.end());
    QCOMPARE(hot->coolerIntakeW, 70000.0);
    QCOMPARE(hot->coolers, 1);
    QVERIFY(withKey(findingsOf(*design), QStringLiteral("airflow.aisle-heat")).empty());
}

void TstAirSide::eachHallsAirOnItsOwn() {
    // The same racks (32.64 kW into the air, by hand above) with the 70 kW
    // in-row cooler at row A's end and no CRAH: the room has enough (32.64
    // ≤ 70 kW). A partition at x = 2 200 mm puts the racks in hall H1 and
    // the cooler in H2: H1's air cannot reach it, so H1 is short by all of
    // its 32.64 kW and H2 has nothing to cool.
    DesignBuilder b;
    auto design = aisleWithCoolerAtRowAEnd(b);
    QVERIFY(withKey(findingsOf(*design), QStringLiteral("airflow.aisle-heat")).empty());
    splitIntoTwoHalls(*design, 2200);
    const AirAisles air = AirAisles::of(*design);
    QCOMPARE(air.halls.size(), size_t(2));
    QCOMPARE(air.halls[0].hall, 0);
    QVERIFY(std::abs(air.halls[0].airW - 32640.0) < 1e-6);
    QCOMPARE(air.halls[0].coolingW, 0.0);
    QCOMPARE(air.halls[1].coolingW, 70000.0);
    const std::vector<Finding> found = withKey(findingsOf(*design), QStringLiteral("airflow.aisle-heat"));
    QCOMPARE(found.size(), size_t(1));
    QCOMPARE(found.front().severity, Severity::Error);
    QVERIFY(std::abs(found.front().measured - 32640.0) < 1e-6);
    QCOMPARE(*found.front().limit, 0.0);
    QVERIFY2(found.front().message.contains(QStringLiteral("hall Hall one")),
             qPrintable(found.front().message));
    QVERIFY2(found.front().message.contains(QStringLiteral("short by 32.6 kW")),
             qPrintable(found.front().message));
    // The cooler's failure takes nothing more from H1 (it had none), and
    // none of H2's air: no air shortfall is added by losing it.
    QVERIFY(air.shortWithout({design->devices()[design->devices().size() - 1].id}, design->room().containment)
                .empty());
}

void TstAirSide::aPartitionClosesEachHallsPartOfAnAisle() {
    // The contained hot aisle between rows A and B (32.64 kW from four
    // racks of 8.16 kW) with the 70 kW in-row cooler at row A's end: enough
    // as one aisle. A partition at x = 1 600 mm between A01/B01 (hall one)
    // and A02/B02 and the cooler (hall two) closes each hall's part of the
    // aisle on its own: hall one's 16.32 kW has no cooler drawing from it
    // (short by all of it), hall two's 16.32 kW has 70 kW.
    DesignBuilder b;
    auto design = aisleWithCoolerAtRowAEnd(b);
    setRoom(*design, [](Room& r) { r.containment = Containment::Hot; });
    QVERIFY(withKey(findingsOf(*design), QStringLiteral("airflow.aisle-heat")).empty());
    splitIntoTwoHalls(*design, 1600);
    const AirAisles air = AirAisles::of(*design);
    std::vector<const AirAisles::Aisle*> hot;
    for (const AirAisles::Aisle& a : air.aisles)
        if (a.kind == AirAisles::Kind::Hot) hot.push_back(&a);
    QCOMPARE(hot.size(), size_t(2));
    for (const AirAisles::Aisle* a : hot) {
        QVERIFY(std::abs(a->exhaustW - 16320.0) < 1e-6);
        QCOMPARE(a->rows, (QStringList{QStringLiteral("A"), QStringLiteral("B")}));
        QCOMPARE(a->coolerIntakeW, a->hall == 1 ? 70000.0 : 0.0);
    }
    QVERIFY(hot[0]->hall != hot[1]->hall);
    const std::vector<Finding> found = withKey(findingsOf(*design), QStringLiteral("airflow.aisle-heat"));
    const auto aisle = std::find_if(found.begin(), found.end(), [](const Finding& f) {
        return f.message.contains(QStringLiteral("contained hot aisle"));
    });
    QVERIFY(aisle != found.end());
    QVERIFY(std::abs(aisle->measured - 16320.0) < 1e-6);
    QCOMPARE(*aisle->limit, 0.0);
    QVERIFY2(aisle->message.contains(QStringLiteral("rows A/B in hall Hall one")),
             qPrintable(aisle->message));
    QVERIFY2(aisle->message.contains(QStringLiteral("short by 16.3 kW")), qPrintable(aisle->message));
    QCOMPARE(std::count_if(found.begin(), found.end(),
                           [](const Finding& f) { return f.message.contains(QStringLiteral("contained")); }),
             1);
}

namespace {

/// The blast radius of the component named `name`.
BlastRadius radiusOf(const FaultDomains& domains, const QString& name) {
    for (int i = 0; i < int(domains.components().size()); ++i)
        if (domains.components()[size_t(i)].name == name) return BlastRadii::of(domains, i);
    qFatal("no component %s", qPrintable(name));
}

}  // namespace

void TstAirSide::airCoolerOutThrottlesOrStops() {
    // No containment, two 29 kW CRAHs: 58 kW for the room's 32.64 kW. One
    // out leaves 29 kW, 29 / 32.64 = 88.85 %: the 16 servers cut their heat
    // to that share, so their 128 GPUs run throttled to 89 % (none stop).
    auto design = rowsBackToBackWithTwoCrahs();
    QVERIFY(withKey(findingsOf(*design), QStringLiteral("airflow.aisle-heat")).empty());
    {
        const FaultDomains domains = FaultDomains::of(*design);
        const BlastRadius r = radiusOf(domains, QStringLiteral("CRAH1"));
        QCOMPARE(domains.components()[size_t(r.component)].kind, FaultKind::AirCooler);
        QCOMPARE(r.gpusDown, 0);
        QCOMPARE(r.gpusAirThrottled, 128);
        QCOMPARE(r.airShort.where, QStringLiteral("the room"));
        QVERIFY(std::abs(r.airShort.heatW - 32640.0) < 1e-6);
        QCOMPARE(r.airShort.coolingW, 29000.0);
        QVERIFY(std::abs(r.airShort.share() - 29000.0 / 32640.0) < 1e-12);
    }
    // The hot aisle contained, with one 70 kW in-row cooler drawing from it
    // (the CRAHs keep the room): that cooler out leaves the aisle's
    // 32.64 kW with 0 kW, a share of 0, below half: all 128 GPUs stop.
    setRoom(*design, [](Room& r) { r.containment = Containment::Hot; });
    addCoolerAtRowAEnd(*design);
    {
        const FaultDomains domains = FaultDomains::of(*design);
        const BlastRadius r = radiusOf(domains, QStringLiteral("ACU1"));
        QCOMPARE(r.gpusDown, 128);
        QCOMPARE(r.gpusAirThrottled, 0);
        QVERIFY2(r.airShort.where.contains(QStringLiteral("hot aisle of rows A/B")), qPrintable(r.airShort.where));
        QCOMPARE(r.airShort.coolingW, 0.0);
        // A CRAH out now leaves 29 + 70 = 99 kW for the room's 32.64 kW: nothing.
        const BlastRadius crah = radiusOf(domains, QStringLiteral("CRAH1"));
        QCOMPARE(crah.gpusDown, 0);
        QCOMPARE(crah.gpusAirThrottled, 0);
        QVERIFY(crah.airShort.where.isEmpty());
    }
    // The wizard's N+1 in-row coolers per hot aisle: any one out costs nothing.
    WizardParams p;
    p.gpus = 256;
    p.containment = Containment::Hot;
    auto wizard = SupernodeWizard::createDesign(SupernodeWizard::build(p, Catalog::builtIn()), Catalog::builtIn());
    const FaultDomains domains = FaultDomains::of(*wizard);
    const std::vector<BlastRadius> radii = BlastRadii::of(domains);
    int coolers = 0;
    for (const BlastRadius& r : radii) {
        if (domains.components()[size_t(r.component)].kind != FaultKind::AirCooler) continue;
        ++coolers;
        QCOMPARE(r.gpusLost(), 0);
        QCOMPARE(r.gpusAirThrottled, 0);
    }
    QVERIFY(coolers >= 2);
}

void TstAirSide::coolersAreNPlusOneOnlyWhereTheAirSideSaysSo() {
    // By hand, as above: the racks put 32.64 kW into the air.
    // Two 29 kW CRAHs, no containment: 58 kW with both, 29 kW with one
    // stopped, short of 32.64: each CRAH's stop alone leaves the room short.
    auto design = rowsBackToBackWithTwoCrahs();
    CoolerRedundancy r = CoolerRedundancy::of(AirAisles::of(*design), design->room().containment);
    QCOMPARE(r.coolers, 2);
    QCOMPARE(r.shortRunning, 0);
    QCOMPARE(r.withoutSpare, 2);
    QVERIFY(!r.nPlusOne());
    QCOMPARE(r.worst.where, QStringLiteral("the room"));
    QCOMPARE(r.worst.coolingW, 29000.0);
    QVERIFY(std::abs(r.worst.heatW - 32640.0) < 1e-6);
    // The 70 kW in-row cooler added at row A's end: 99 kW, any one stopped
    // leaves at least 29 + 29 = 58 kW ≥ 32.64: N+1.
    addCoolerAtRowAEnd(*design);
    r = CoolerRedundancy::of(AirAisles::of(*design), design->room().containment);
    QCOMPARE(r.coolers, 3);
    QCOMPARE(r.withoutSpare, 0);
    QVERIFY(r.nPlusOne());
    // The hot aisle contained: only ACU1 draws from it, so its stop leaves
    // the aisle's 32.64 kW with 0 kW; a CRAH's stop costs nothing.
    setRoom(*design, [](Room& room) { room.containment = Containment::Hot; });
    r = CoolerRedundancy::of(AirAisles::of(*design), Containment::Hot);
    QCOMPARE(r.shortRunning, 0);
    QCOMPARE(r.withoutSpare, 1);
    QVERIFY2(r.worst.where.contains(QStringLiteral("hot aisle of rows A/B")), qPrintable(r.worst.where));
    QCOMPARE(r.worst.coolingW, 0.0);
    // One CRAH alone is short with every cooler running: 29 < 32.64 kW.
    DesignBuilder one;
    one.floorDevice(QStringLiteral("crah-cw-29kw"), 15000, 10000, QStringLiteral("CRAH1"));
    auto lone = twoRowsRoundAHotAisle(one);
    r = CoolerRedundancy::of(AirAisles::of(*lone), lone->room().containment);
    QCOMPARE(r.shortRunning, 1);
    QVERIFY(!r.nPlusOne());
    // No cooler at all: nothing to call N+1.
    DesignBuilder none;
    auto bare = twoRowsRoundAHotAisle(none);
    r = CoolerRedundancy::of(AirAisles::of(*bare), bare->room().containment);
    QCOMPARE(r.coolers, 0);
    QVERIFY(!r.nPlusOne());
}

void TstAirSide::deviceAirflowTurnsTheRack() {
    DeviceType type;
    type.netbox = NetboxInfo{};
    // No stated airflow: front to rear, as mounted.
    QCOMPARE(*RackAirflow::deviceIntake(type, Face::Front), Face::Front);
    QCOMPARE(*RackAirflow::deviceIntake(type, Face::Rear), Face::Rear);
    type.netbox->airflow = QStringLiteral("rear-to-front");
    QCOMPARE(*RackAirflow::deviceIntake(type, Face::Front), Face::Rear);
    type.netbox->airflow = QStringLiteral("passive");
    QVERIFY(!RackAirflow::deviceIntake(type, Face::Front));
    // Outward normals: a rack at 0° fronts −y, at 90° +x, at 180° +y.
    QCOMPARE(RackAirflow::outward(0, Face::Front), QPointF(0, -1));
    QCOMPARE(RackAirflow::outward(90, Face::Front), QPointF(1, 0));
    QCOMPARE(RackAirflow::outward(180, Face::Front), QPointF(0, 1));
    QCOMPARE(RackAirflow::outward(180, Face::Rear), QPointF(0, -1));
}

void TstAirSide::wizardAlternatesRows_data() {
    QTest::addColumn<int>("gpus");
    QTest::addColumn<Containment>("containment");
    QTest::addColumn<QString>("rack");
    QTest::newRow("256 open") << 256 << Containment::None << QString();
    QTest::newRow("256 hot") << 256 << Containment::Hot << QString();
    QTest::newRow("256 cold") << 256 << Containment::Cold << QString();
    QTest::newRow("1024 hot") << 1024 << Containment::Hot << QString();
    // Open Rack V3: power shelves on the busbar fed by busway tap-offs; the
    // shelves' rectifier loss counts in the air heat on both sides.
    QTest::newRow("256 ORv3 busbar") << 256 << Containment::Hot << QStringLiteral("rack-orv3-hpr-48u");
}

void TstAirSide::wizardAlternatesRows() {
    QFETCH(int, gpus);
    QFETCH(Containment, containment);
    QFETCH(QString, rack);
    WizardParams p;
    p.gpus = gpus;
    p.containment = containment;
    p.rackTypeId = rack;
    WizardResult result = SupernodeWizard::build(p, Catalog::builtIn());
    const WizardSummary summary = result.summary;
    auto design = SupernodeWizard::createDesign(std::move(result), Catalog::builtIn());
    QCOMPARE(design->room().containment, containment);
    // Row k (A, B, C, …) faces −y when k is even, +y when odd.
    std::map<QString, int> rowIndex;
    for (const Row& r : design->rows()) rowIndex.emplace(r.name, int(rowIndex.size()));
    for (const Rack& r : design->racks()) {
        const int row = rowIndex.at(design->rows().find(*r.row)->name);
        QCOMPARE(r.rotationDeg, row % 2 == 0 ? 0 : 180);
    }
    const AirAisles air = AirAisles::of(*design);
    // No exhaust into an intake; every consumer of the rack air heat agrees
    // (the wizard's sum and the analysis: devices' air share plus losses).
    QVERIFY(air.blows.empty());
    QVERIFY2(std::abs(summary.airHeatW - air.roomAirW) < 1e-6,
             qPrintable(QStringLiteral("%1 vs %2").arg(summary.airHeatW).arg(air.roomAirW)));
    QVERIFY(air.roomAirW > 0);
    // N+1 of 70 kW for each aisle the coolers serve (the hot aisles, or the
    // cold ones under cold containment).
    int expected = 0;
    const AirAisles::Kind served = containment == Containment::Cold ? AirAisles::Kind::Cold : AirAisles::Kind::Hot;
    for (const AirAisles::Aisle& a : air.aisles) {
        const double heatW = served == AirAisles::Kind::Hot ? a.exhaustW : a.intakeW;
        if (a.kind == served && heatW > 0) expected += int(std::ceil(heatW / 70000 - 1e-9)) + 1;
    }
    QCOMPARE(summary.airCoolers, expected);
    QCOMPARE(air.coolers, expected);
    const std::vector<Finding> all = findingsOf(*design);
    QVERIFY(withKey(all, QStringLiteral("airflow.exhaust-into-intake")).empty());
    QVERIFY(withKey(all, QStringLiteral("airflow.aisle-heat")).empty());
    // As every row faced before (all −y): each row but the last blows its
    // exhaust into the next row's intakes.
    for (const Rack& r : design->racks())
        if (r.rotationDeg == 180) {
            Rack back = r;
            back.rotationDeg = 0;
            back.xMm -= r.widthMm;
            back.yMm -= r.depthMm;
            design->replace(back);
        }
    const AirAisles before = AirAisles::of(*design);
    QVERIFY(!before.blows.empty());
    double blownW = 0;
    for (const AirAisles::Blow& blow : before.blows) blownW += blow.airW;
    QStringList aisles;
    for (const AirAisles::Aisle& a : air.aisles) {
        const auto [heatW, coolingW] = AirAisles::containedLoad(a, containment == Containment::Cold ? Containment::Cold
                                                                                                    : Containment::Hot);
        if (heatW > 0)
            aisles << QStringLiteral("%1: %2 kW, %3 coolers (%4 kW)")
                          .arg(a.rows.join(QLatin1Char('/')))
                          .arg(heatW / 1000, 0, 'f', 1)
                          .arg(a.coolers)
                          .arg(coolingW / 1000, 0, 'f', 0);
    }
    qInfo("%d GPUs: %.1f kW of air heat, %d air coolers [%s]; %.1f kW blown across into intakes with every row "
          "facing -y",
          gpus, air.roomAirW / 1000, summary.airCoolers, qPrintable(aisles.join(QStringLiteral("; "))), blownW / 1000);
}

QTEST_GUILESS_MAIN(TstAirSide)
#include "tst_air_side.moc"
