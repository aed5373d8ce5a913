// The heat map's figures and the report's feed loads, worked out by hand on
// the small design of tests/views/power_cooling_design.h.
#include "exporters/rules/design_report_writer.h"
#include "model/rules/design_report.h"
#include "model/rules/heat_map_figures.h"
#include "model/rules/tray_cable_load.h"
#include "model/store/design_file.h"
#include "tests/support/test_paths.h"
#include "tests/views/power_cooling_design.h"

#include <QtTest>

#include <cmath>
#include <numbers>

using namespace sn;
using sn::test::DesignBuilder;

namespace {
const RackId kR1 = DesignBuilder::rackId(QStringLiteral("R1"));
const RackId kR2 = DesignBuilder::rackId(QStringLiteral("R2"));
const RackId kR3 = DesignBuilder::rackId(QStringLiteral("R3"));
bool near(double a, double b, double eps = 1e-9) { return std::abs(a - b) <= eps; }
}  // namespace

class TstHeatMapFigures : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void rackPowerAgainstBudget() {
        const auto design = test::powerCoolingDesign();
        const HeatMapFigures f = HeatMapFigures::of(*design);
        // R1: 2 × 14 300 W = 28.6 kW against 30 kW: load 28 600 / 30 000 = 0.95333.
        const auto r1 = f.rack(kR1, HeatMetric::RackPower);
        QVERIFY(r1 && r1->load);
        QVERIFY(near(r1->value, 28.6));
        QVERIFY(near(*r1->load, 28600.0 / 30000.0));
        // R2: 14.3 kW against 10 kW: 1.43, over.
        const auto r2 = f.rack(kR2, HeatMetric::RackPower);
        QVERIFY(r2 && r2->load && near(*r2->load, 1.43));
        // R3: no budget, nothing to compare with.
        const auto r3 = f.rack(kR3, HeatMetric::RackPower);
        QVERIFY(r3);
        QCOMPARE(r3->value, 0.0);
        QVERIFY(!r3->load);
        QVERIFY(!f.rack(RackId::create(), HeatMetric::RackPower));
    }

    void powerDensityChargesHalfOfBothAisles() {
        const auto design = test::powerCoolingDesign();
        const HeatMapFigures f = HeatMapFigures::of(*design);
        // 800 mm × (1 200 + 1 200) mm = 1.92 m²; R1: 28.6 / 1.92 = 14.896 kW/m².
        QVERIFY(near(f.rackAreaM2(kR1), 1.92));
        const auto r1 = f.rack(kR1, HeatMetric::PowerDensity);
        QVERIFY(r1 && near(r1->value, 28.6 / 1.92));
        // The densest rack sets the scale: 14.896 rounds up to 20 kW/m².
        QCOMPARE(f.densityScaleKwPerM2(), 20.0);
        QVERIFY(near(*r1->load, 28.6 / 1.92 / 20.0));
        // R2: 14.3 / 1.92 = 7.448 kW/m².
        QVERIFY(near(f.rack(kR2, HeatMetric::PowerDensity)->value, 14.3 / 1.92));
    }

    void flowMarginIsManifoldMinusRequired() {
        const auto design = test::powerCoolingDesign();
        const HeatMapFigures f = HeatMapFigures::of(*design);
        // Liquid heat 28 600 × 0.8 = 22 880 W on water at ΔT 10 K:
        // 60 · 22.88 / (0.997 · 4.18 · 10) = 1 372.8 / 41.6746 = 32.941 L/min; manifold 200 L/min.
        const double required = 60.0 * 22.88 / (0.997 * 4.18 * 10.0);
        const auto r1 = f.rack(kR1, HeatMetric::FlowMargin);
        QVERIFY(r1 && r1->load);
        QVERIFY(near(r1->value, 200.0 - required));
        QVERIFY(near(r1->value, 167.059, 0.001));
        QVERIFY(near(*r1->load, required / 200.0));
        // R2 is on no loop: no flow figure at all.
        QVERIFY(!f.rack(kR2, HeatMetric::FlowMargin));
    }

    void liquidHeatWithoutManifoldIsOverCapacity() {
        auto design = test::powerCoolingDesign();
        // Put R2 (one liquid B200, no manifold) on L1: it needs flow that no manifold carries.
        Rack r2 = *design->rack(kR2);
        r2.loop = design->loops().begin()->id;
        design->replace(r2);
        const auto v = HeatMapFigures::of(*design).rack(kR2, HeatMetric::FlowMargin);
        QVERIFY(v && v->load);
        QVERIFY(std::isinf(*v->load));
        // 0 − 60 · 11.44 / 41.6746 = −16.47 L/min.
        QVERIFY(near(v->value, -60.0 * 11.44 / (0.997 * 4.18 * 10.0)));
    }

    void trayFillMatchesTheRule() {
        const auto design = test::powerCoolingDesign();
        const TrayId t1 = test::trayT1(*design);
        // Two Ø 9 mm cords: 2 · π · 4.5² = 127.23 mm² in 600 × 100 = 60 000 mm²: 0.212 %; limit 50 %.
        const double share = 2 * std::numbers::pi * 4.5 * 4.5 / 60000.0;
        const auto loads = TrayCableLoad::of(*design);
        QCOMPARE(loads.value(t1).cables, 2);
        QVERIFY(near(loads.value(t1).cableAreaMm2, 2 * std::numbers::pi * 4.5 * 4.5));
        const auto v = HeatMapFigures::of(*design).tray(t1);
        QVERIFY(v && v->load);
        QVERIFY(near(v->value, 100 * share));
        QVERIFY(near(*v->load, share / 0.5));
    }

    void reportSplitsFeedsAandB() {
        const auto design = test::powerCoolingDesign();
        const DesignReport report = DesignReport::of(*design);
        const RackReport& r1 = report.racks.front();
        QCOMPARE(r1.name, QStringLiteral("R1"));
        // srv1 draws 14 300 W over its two connected inlets: 7 150 W on each feed.
        QCOMPARE(r1.feedAMaxW, 7150.0);
        QCOMPARE(r1.feedBMaxW, 7150.0);
        // One 415 V 63 A three-phase PDU per feed: √3 · 415 · 63 · 0.8 = 36 228 W continuous.
        QVERIFY(near(r1.feedARatingW, std::sqrt(3.0) * 415 * 63 * 0.8, 1e-6));
        QVERIFY(near(r1.feedBRatingW, 36228.0, 1.0));
        // R2 has no PDU at all.
        QCOMPARE(report.racks[1].feedARatingW, 0.0);
        QCOMPARE(report.racks[1].feedAMaxW, 0.0);
    }

    void reportCommandPrintsFeeds() {
        const auto design = test::powerCoolingDesign();
        const QString text = DesignReportWriter::text(DesignReport::of(*design));
        // Name padded to 10, feed A padded to 20: 7.15 kW of 36.23 kW on each feed.
        QVERIFY2(text.contains(QStringLiteral("\nR1         A 7.15 / 36.23       B 7.15 / 36.23\n")), qPrintable(text));
        QVERIFY(!text.contains(QStringLiteral("\nR2         A")));  // no PDUs, no line
    }

    void reportSumsEveryPduOfASide() {
        // The bundled 256-GPU example: rack A01 holds 4 HGX B200 (4 × 14 300 W)
        // and a management switch (150 W), 57 350 W, each device's inlets split
        // evenly over A and B. Feed A is two PDUs: the 0U A01-PDU-A1 in the left
        // channel and the 2U A01-PDU-A2 in U (named by the wizard; no side
        // channel): 57 350 / 2 = 28 675 W at max draw on 2 × 36 228 W. Before,
        // only the side-channel PDU counted: 2 × 7 150 + 75 = 14 375 W of 36 228 W.
        const auto design = DesignFile::open(test::sourceDir() +
                                             QStringLiteral("/resources/examples/supernode-256-liquid-rail.json"));
        const DesignReport report = DesignReport::of(*design);
        const RackReport* a01 = nullptr;
        for (const RackReport& r : report.racks)
            if (r.name == u"A01") a01 = &r;
        QVERIFY(a01);
        const double pduW = std::sqrt(3.0) * 415 * 63 * 0.8;
        QVERIFY(near(a01->feedAMaxW, 57350.0 / 2, 1e-6));
        QVERIFY(near(a01->feedBMaxW, 57350.0 / 2, 1e-6));
        QVERIFY(near(a01->feedARatingW, 2 * pduW, 1e-6));
        QVERIFY(near(a01->feedBRatingW, 2 * pduW, 1e-6));
        QCOMPARE(int(a01->sources.size()), 4);
        // Each PDU's phases add up to its load: Σ I · 415/√3 = max W.
        for (const SourceReport& src : a01->sources) {
            QCOMPARE(src.phaseLimitA, 63 * 0.8);
            QVERIFY(near(src.phaseA[0] + src.phaseA[1] + src.phaseA[2], src.maxW * std::sqrt(3.0) / 415, 1e-6));
        }
        // The report says the B200s are 2N at the PDU only.
        QCOMPARE(report.feedLoss.size(), 1);
        QVERIFY2(report.feedLoss.front().contains(QStringLiteral("9.9 kW of its 14.3 kW → capped at 69 %")),
                 qPrintable(report.feedLoss.front()));
    }

    void reportListsEachPduPhase() {
        const auto design = test::powerCoolingDesign();
        const QString text = DesignReportWriter::text(DesignReport::of(*design));
        // srv1's PSU1 on R1-PA's C19-1 (L1): 14 300 / 2 = 7 150 W, 7 150 · √3 / 415
        // = 29.84 A of 63 × 0.8 = 50.4 A; L2, L3 carry nothing.
        QVERIFY2(text.contains(QStringLiteral("\n    R1-PA (A): 7.15 / 36.23 kW; L1 29.8 A, L2 0.0 A, L3 0.0 A of 50.4 A\n")),
                 qPrintable(text));
    }

    void niceCeilSteps() {
        QCOMPARE(HeatMapFigures::niceCeil(14.9), 20.0);
        QCOMPARE(HeatMapFigures::niceCeil(20.0), 20.0);
        QCOMPARE(HeatMapFigures::niceCeil(0.31), 0.5);
        QCOMPARE(HeatMapFigures::niceCeil(51), 100.0);
        QCOMPARE(HeatMapFigures::niceCeil(0), 1.0);
    }
};

QTEST_GUILESS_MAIN(TstHeatMapFigures)
#include "tst_heat_map_figures.moc"
