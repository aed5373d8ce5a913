// The hall rules with hand-computed answers —
// an aisle too narrow, a door blocked, a floor overloaded, a tray through a
// column — and the floor-load heat map agreeing with the rule.
#include "model/analysis/floor_load.h"
#include "model/commands/edit_object_command.h"
#include "model/rules/hall/hall_rules.h"
#include "model/rules/heat_map_figures.h"
#include "model/rules/rule_context.h"
#include "tests/support/design_builder.h"
#include "tests/support/rule_findings.h"

#include <QtTest>

using namespace sn;
using namespace sn::test;

class TstHallRules : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void aisleTooNarrow();
    void doorBlocked();
    void floorLoad();
    void trayThroughAColumn();
};

namespace {

std::vector<Finding> run(const Rule& rule, const Design& design) {
    std::vector<Finding> out;
    const QString key = rule.key();
    FindingSink sink(key, out);
    rule.checkDesign(RuleContext(design), sink);
    return out;
}

void setRoom(Design& design, const std::function<void(Room&)>& change) {
    Room room = design.room();
    change(room);
    design.setRoom(room);
}

}  // namespace

void TstHallRules::aisleTooNarrow() {
    // Row A: two 600 × 1 200 racks at y 1 000, fronts to −y, footprints
    // y 1 000–2 200. Row B: two more at y 3 100: the aisle between is
    // 3 100 − 2 200 = 900 mm, under the default 1 200 mm minimum.
    DesignBuilder b;
    b.room(10000, 8000).row(QStringLiteral("A"));
    b.rack(QStringLiteral("A01"), 1000, 1000).rack(QStringLiteral("A02"), 1600, 1000);
    b.row(QStringLiteral("B"));
    b.rack(QStringLiteral("B01"), 1000, 3100).rack(QStringLiteral("B02"), 1600, 3100);
    const auto design = b.build();
    const auto findings = run(AisleWidthRule(), *design);
    QCOMPARE(findings.size(), size_t(1));  // one per pair of rows
    QCOMPARE(findings[0].measured, 900.0);
    QCOMPARE(*findings[0].limit, 1200.0);
    QCOMPARE(findings[0].objects.size(), size_t(4));
    QCOMPARE(findings[0].message, QStringLiteral("The aisle between A and B is 900 mm wide at its narrowest (racks A01 "
                                                 "and B01), under the room's 1200 mm minimum."));
    // A room asking for only 900 mm is satisfied.
    setRoom(*design, [](Room& r) { r.minAisleMm = 900; });
    QVERIFY(run(AisleWidthRule(), *design).empty());
    // Row B moved to y 3 400: 1 200 mm at the default minimum, no finding.
    setRoom(*design, [](Room& r) { r.minAisleMm = 1200; });
    for (const QString& name : {QStringLiteral("B01"), QStringLiteral("B02")}) {
        Rack moved = *design->rack(DesignBuilder::rackId(name));
        moved.yMm = 3400;
        design->replace(moved);
    }
    QVERIFY(run(AisleWidthRule(), *design).empty());
    // Back to back, no gap at all: one block, not an aisle.
    for (const QString& name : {QStringLiteral("B01"), QStringLiteral("B02")}) {
        Rack moved = *design->rack(DesignBuilder::rackId(name));
        moved.yMm = 2200;
        design->replace(moved);
    }
    QVERIFY(run(AisleWidthRule(), *design).empty());
}

void TstHallRules::doorBlocked() {
    // A 1 000 mm door in outline edge 0, (0, 0) → (10 000, 0), centred
    // 2 000 mm along, swinging into the room: opening x 1 500–2 500; the leaf
    // sweeps a quarter circle of 1 000 mm about the hinge (1 500, 0), inside
    // the 1 200 mm clear depth, so the clear area is x 1 500–2 500, y 0–1 200.
    DesignBuilder b;
    b.room(10000, 8000).row(QStringLiteral("A"));
    b.rack(QStringLiteral("A01"), 2000, 1000);   // x 2 000–2 600, y 1 000–2 200: 500 × 200 mm in it
    b.rack(QStringLiteral("A02"), 2500, 3000);   // well clear
    b.rack(QStringLiteral("A03"), 1000, 1300);   // x 1 000–1 600 but from y 1 300: clear
    const auto design = b.build();
    setRoom(*design, [](Room& r) {
        Door d;
        d.name = QStringLiteral("D1");
        d.edge = 0;
        d.alongMm = 2000;
        d.widthMm = 1000;
        r.doors = {d};
    });
    auto findings = run(DoorClearanceRule(), *design);
    QCOMPARE(findings.size(), size_t(1));
    QCOMPARE(findings[0].objects[0], ObjectRef::of(DesignBuilder::rackId(QStringLiteral("A01"))));
    QCOMPARE(findings[0].message, QStringLiteral("Rack A01 blocks D1: it stands in the door's swing or the 1200 mm kept "
                                                 "clear in front of its 1000 mm opening."));
    // Moved to x 2 500 it only touches the clear area's edge.
    Rack a01 = *design->rack(DesignBuilder::rackId(QStringLiteral("A01")));
    a01.xMm = 2500;
    design->replace(a01);
    QVERIFY(run(DoorClearanceRule(), *design).empty());
    // With no clear depth only the swing counts: A03 at y 900 (x 1 000–1 600)
    // reaches the quarter circle, whose points at x ≤ 1 600 lie within
    // √(1 000² − 100²) = 995 mm of the edge: y 900–995 is inside it.
    setRoom(*design, [](Room& r) { r.doors[0].clearDepthMm = 0; });
    Rack a03 = *design->rack(DesignBuilder::rackId(QStringLiteral("A03")));
    a03.yMm = 900;
    design->replace(a03);
    findings = run(DoorClearanceRule(), *design);
    QCOMPARE(findings.size(), size_t(1));
    QCOMPARE(findings[0].objects[0], ObjectRef::of(DesignBuilder::rackId(QStringLiteral("A03"))));
    // A sliding door (no swing, no clear depth) blocks nothing.
    setRoom(*design, [](Room& r) { r.doors[0].swing = Door::Swing::None; });
    QVERIFY(run(DoorClearanceRule(), *design).empty());
}

void TstHallRules::floorLoad() {
    // 35 NVL72 compute trays of 40 kg in a 600 × 1 200 mm rack
    // (rack-48u-600x1200, empty 128 kg, Conteg Ri7-48-60/120): 1 400 + 128 =
    // 1 528 kg on 0.6 × 1.2 = 0.72 m²: 1 528 × 9.80665 / 0.72 / 1 000 =
    // 20.81 kN/m², over a 12 kN/m² floor.
    DesignBuilder b;
    b.room(10000, 8000).row(QStringLiteral("A"));
    b.rack(QStringLiteral("A01"), 1000, 1000);
    b.rack(QStringLiteral("A02"), 1600, 1000);
    // A03: a 52U 800 × 1 200 mm rack, whose type gives no empty weight: 30
    // trays, 1 200 kg on 0.96 m²: 1 200 × 9.80665 / 0.96 / 1 000 = 12.26 kN/m²,
    // the empty rack left out (unknown, not 0 kg), and the finding says so.
    b.rack(QStringLiteral("A03"), 2200, 1000, QStringLiteral("rack-52u-800x1200"));
    for (int u = 1; u <= 35; ++u)
        b.device(QStringLiteral("nvl72-compute-tray"), QStringLiteral("A01"), u, QStringLiteral("T%1").arg(u));
    // A02: 10 trays, 400 + 128 = 528 kg: 528 × 9.80665 / 0.72 / 1 000 = 7.19 kN/m², under it.
    for (int u = 1; u <= 10; ++u)
        b.device(QStringLiteral("nvl72-compute-tray"), QStringLiteral("A02"), u, QStringLiteral("U%1").arg(u));
    for (int u = 1; u <= 30; ++u)
        b.device(QStringLiteral("nvl72-compute-tray"), QStringLiteral("A03"), u, QStringLiteral("V%1").arg(u));
    const auto design = b.build();
    const FloorLoad f = FloorLoad::of(*design, *design->rack(DesignBuilder::rackId(QStringLiteral("A01"))));
    QCOMPARE(f.devicesKg, 1400.0);
    QCOMPARE(f.rackKg, 128.0);
    QVERIFY(f.rackKgKnown);
    QCOMPARE(f.totalKg(), 1528.0);
    QCOMPARE(f.areaM2, 0.72);
    QVERIFY(std::abs(f.knPerM2() - 20.8119) < 1e-3);
    const FloorLoad g = FloorLoad::of(*design, *design->rack(DesignBuilder::rackId(QStringLiteral("A03"))));
    QVERIFY(!g.rackKgKnown);
    QCOMPARE(g.totalKg(), 1200.0);

    QVERIFY(run(FloorLoadRule(), *design).empty());  // no rating: silent
    setRoom(*design, [](Room& r) { r.floorRatingKnM2 = 12; });
    const auto findings = run(FloorLoadRule(), *design);
    QCOMPARE(findings.size(), size_t(2));
    QVERIFY(std::abs(findings[0].measured - 20.8119) < 1e-3);
    QCOMPARE(*findings[0].limit, 12.0);
    QCOMPARE(findings[0].message,
             QStringLiteral("Rack A01 loads the floor with 20.8 kN/m², over its 12.0 kN/m² rating: 1528 kg (devices "
                            "1400 kg, empty rack 128 kg) × 9.81 m/s² on its 0.72 m² footprint (0.60 × 1.20 m)."));
    QVERIFY(std::abs(findings[1].measured - 12.2583) < 1e-3);
    QCOMPARE(findings[1].message,
             QStringLiteral("Rack A03 loads the floor with 12.3 kN/m², over its 12.0 kN/m² rating: 1200 kg of devices "
                            "(the empty rack's own weight is not known and left out) × 9.81 m/s² on its 0.96 m² "
                            "footprint (0.80 × 1.20 m)."));
    // The heat map's floor layer shows the same figure, against the rating.
    const HeatMapFigures heat = HeatMapFigures::of(*design, HeatMetric::FloorLoad);
    const auto a01 = heat.rack(DesignBuilder::rackId(QStringLiteral("A01")), HeatMetric::FloorLoad);
    const auto a02 = heat.rack(DesignBuilder::rackId(QStringLiteral("A02")), HeatMetric::FloorLoad);
    QVERIFY(a01 && a02 && a01->load && a02->load);
    QCOMPARE(a01->value, findings[0].measured);
    QVERIFY(std::abs(*a01->load - 20.8119 / 12) < 1e-4);
    QVERIFY(std::abs(a02->value - 7.1915) < 1e-3);  // 528 × 9.80665 / 0.72 / 1 000
    QVERIFY(*a02->load < 1);
    // A rating of 21 kN/m² carries them all (20.81 and 12.26 under it).
    setRoom(*design, [](Room& r) { r.floorRatingKnM2 = 21; });
    QVERIFY(run(FloorLoadRule(), *design).empty());
}

void TstHallRules::trayThroughAColumn() {
    // A 600 mm ladder along y 5 000 from x 1 000 to 9 000 covers y 4 700–5 300;
    // a 600 mm column at (5 000, 5 000) stands in it. One at (5 000, 6 000)
    // (y 5 700–6 300) does not.
    DesignBuilder b;
    b.room(10000, 8000);
    b.tray(QStringLiteral("T1"), {{1000, 5000}, {9000, 5000}});
    const auto design = b.build();
    setRoom(*design, [](Room& r) {
        Column c;
        c.name = QStringLiteral("C1");
        c.centreMm = {5000, 6000};
        r.columns = {c};
    });
    QVERIFY(run(TrayObstacleRule(), *design).empty());
    setRoom(*design, [](Room& r) { r.columns[0].centreMm = {5000, 5000}; });
    const auto findings = run(TrayObstacleRule(), *design);
    QCOMPARE(findings.size(), size_t(1));
    QCOMPARE(findings[0].message, QStringLiteral("Tray T1 (600 mm wide) runs through column C1, which stands floor to "
                                                 "ceiling: lay the tray round it."));
}

QTEST_GUILESS_MAIN(TstHallRules)
#include "tst_hall_rules.moc"
