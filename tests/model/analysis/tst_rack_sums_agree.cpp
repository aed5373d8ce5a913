// One rack, one set of sums: what a drop is weighed against (RackFill, the
// editor's refusals and the wizard's fill) and what the rules, tooltips and
// reports say of the rack (RackLoad) agree on its draw, heat split, weight
// and cold-plate devices: for every rack of every bundled example, and for
// a device whose type states no draw and whose PSU bays give it one (it
// counted 0 W in RackFill and its PSUs' capacity in RackLoad, so a drop was
// accepted that power.rack-budget then flagged). The BOM's power and heat
// totals are the design summary's, for the same designs.
#include "exporters/bom/bom.h"
#include "model/analysis/design_summary.h"
#include "model/analysis/floor_load.h"
#include "model/analysis/rack_fill.h"
#include "model/analysis/rack_load.h"
#include "model/analysis/rack_slots.h"
#include "model/rules/design_report.h"
#include "model/rules/heat_map_figures.h"
#include "model/rules/rule_context.h"
#include "model/store/design_file.h"
#include "tests/support/design_builder.h"
#include "tests/support/test_paths.h"

#include <QDir>
#include <QtTest>

using namespace sn;

namespace {

/// Every figure both sums state, compared to the watt (0.001 W: sums of
/// the same terms in the same order; a device left out is off by its kW).
void verifySameSums(const Design& design, const QString& where) {
    RuleContext context(design);
    for (const Rack& rack : design.racks()) {
        const RackFill fill = RackFill::of(design, rack.id);
        const RackLoad load = context.rackLoad(rack);
        const QString at = where + QLatin1Char(' ') + rack.name;
        QVERIFY2(std::abs(fill.loadW - load.maxW) < 1e-3, qPrintable(at + QStringLiteral(": %1 W vs %2 W").arg(fill.loadW).arg(load.maxW)));
        QVERIFY2(std::abs(fill.liquidW - load.liquidHeatW) < 1e-3, qPrintable(at));
        QVERIFY2(std::abs(fill.airW - (load.airHeatW - load.conversionLossW)) < 1e-3, qPrintable(at));
        QVERIFY2(std::abs(fill.weightKg - load.weightKg) < 1e-6, qPrintable(at));
        QCOMPARE(fill.liquidDevices, load.liquidDevices);
    }
    // The report's racks and totals, and the floor-load map, read the same sums.
    const DesignReport report = DesignReport::of(design);
    const HeatMapFigures map = HeatMapFigures::of(design, report);
    for (const RackReport& r : report.racks) {
        const Rack& rack = *design.rack(*RackId::fromString(r.id));
        const RackLoad& load = context.rackLoad(rack);
        QVERIFY2(std::abs(r.maxW - load.maxW) < 1e-3 && std::abs(r.weightKg - load.weightKg) < 1e-6, qPrintable(where + r.name));
        const double kn = FloorLoad::of(design, rack, load.weightKg).knPerM2();
        QVERIFY2(std::abs(map.rack(rack.id, HeatMetric::FloorLoad)->value - kn) < 1e-9, qPrintable(where + r.name));
    }
    const DesignSummary summary = DesignSummary::of(design);
    QVERIFY2(std::abs(report.totalMaxW - summary.maxPowerW) < 1e-3,
             qPrintable(where + QStringLiteral(": report %1 W, summary %2 W").arg(report.totalMaxW).arg(summary.maxPowerW)));
    QVERIFY2(std::abs(report.totalTypicalW - summary.typicalPowerW) < 1e-3, qPrintable(where));
}

/// The BOM's power and heat totals (kW) are the design summary's (`info`).
void verifyBomTotals(const Design& design, const QString& where) {
    const DesignSummary summary = DesignSummary::of(design);
    const auto total = [&](const char* item) {
        for (const BomLine& l : Bom::build(design))
            if (l.section == QLatin1String("totals") && l.item == QLatin1String(item)) return l.quantity;
        return -1.0;
    };
    QVERIFY2(std::abs(total("power-max") - summary.maxPowerW / 1000) < 1e-6, qPrintable(where));
    QVERIFY2(std::abs(total("power-typical") - summary.typicalPowerW / 1000) < 1e-6, qPrintable(where));
    QVERIFY2(std::abs(total("heat-liquid") - summary.liquidHeatW / 1000) < 1e-6, qPrintable(where));
}

}  // namespace

class TstRackSumsAgree : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void everyBundledExample() {
        const QDir examples(test::sourceDir() + QStringLiteral("/resources/examples"));
        const QStringList files = examples.entryList({QStringLiteral("*.json")}, QDir::Files);
        QVERIFY(files.size() >= 5);
        for (const QString& name : files) {
            const auto design = DesignFile::open(examples.filePath(name));
            QVERIFY(!design->racks().isEmpty());
            verifySameSums(*design, name);
            verifyBomTotals(*design, name);
        }
    }

    /// A head node whose type states no draw, its two bays filled with
    /// 1 600 W PSUs: 1+1 → it draws up to 1 600 W, in both sums, and weighs
    /// its 20 kg with the modules' 2 × 1.0 kg in every rack weight; one more
    /// refused at a 2 kW budget (1 600 + 1 600 > 2 000).
    void drawFromPsuBays() {
        Catalog catalog = Catalog::builtIn();
        DeviceType t = *catalog.device(QStringLiteral("cpu-node-1u-psu-bays"));
        t.id = QStringLiteral("node-draw-from-psus");
        t.maxPowerW = 0;
        t.typicalPowerW = 0;
        t.unknownFields << TypeFigure::MaxPowerW << TypeFigure::TypicalPowerW;
        catalog.put(t);
        test::DesignBuilder b;
        b.design().setCatalog(catalog);
        b.room(6000, 4000).row(QStringLiteral("A")).rack(QStringLiteral("A01"), 1000, 1000, QStringLiteral("rack-48u-600x1200"), 2000);
        b.rack(QStringLiteral("A02"), 1600, 1000, QStringLiteral("rack-48u-600x1200"), 1000);
        b.device(t.id, QStringLiteral("A01"), 20, QStringLiteral("node1"));
        auto design = b.build();
        const DeviceId node = test::DesignBuilder::deviceId(QStringLiteral("node1"));
        for (const QString& bay : {QStringLiteral("PSU 1"), QStringLiteral("PSU 2")}) {
            EditResult e = DesignEdits::fillModuleBay(*design, node, bay, QStringLiteral("psu-module-1600w"));
            QVERIFY2(e, qPrintable(e.error));
            design->undoStack().push(e.command.release());
        }
        const RackId rack = test::DesignBuilder::rackId(QStringLiteral("A01"));
        QCOMPARE(RackFill::of(*design, rack).loadW, 1600.0);
        // 20 kg of node and 2 × 1.0 kg of PSU modules, wherever a rack is weighed.
        QCOMPARE(RackFill::of(*design, rack).weightKg, 22.0);
        QCOMPARE(FloorLoad::of(*design, *design->rack(rack)).devicesKg, 22.0);
        QCOMPARE(DesignReport::of(*design).totalMaxW, 1600.0);
        QCOMPARE(DesignWeight::of(*design).kg - DesignWeight::of(*design).racksKg, 22.0);
        verifySameSums(*design, QStringLiteral("PSU-bay node"));
        verifyBomTotals(*design, QStringLiteral("PSU-bay node"));
        // A second one (its bays as full) would take the rack to 3.2 kW of 2 kW.
        RackFill f = RackFill::of(*design, rack);
        f.add(t, DeviceHeat::of(t, DevicePsus::of(design->catalog(), t, *design->device(node))), 0, true);
        QVERIFY(f.breach());
        QCOMPARE(f.breach()->limit, RackLimit::PowerBudget);
        QCOMPARE(f.breach()->used, 3200.0);
        // Moved to A02 (1 kW budget) it brings its PSUs' 1 600 W: refused
        // (as its bare type it drew nothing and went in).
        RackSlots intoA02(*design, test::DesignBuilder::rackId(QStringLiteral("A02")), node);
        const RackSlots::Result moved = intoA02.place(t.id, design->device(node)->placement);
        QVERIFY(!moved.placement);
        QVERIFY2(moved.refusal.contains(QStringLiteral("power budget: 1.6 kW of 1.0 kW")), qPrintable(moved.refusal));
        QCOMPARE(moved.limit, std::optional<RackLimit>(RackLimit::PowerBudget));
    }
};

QTEST_GUILESS_MAIN(TstRackSumsAgree)
#include "tst_rack_sums_agree.moc"
