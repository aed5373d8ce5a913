#include "analysis/design_summary.h"
#include "io/design_file.h"
#include "io/design_json.h"
#include "routing/apply_routes_command.h"
#include "routing/cable_router.h"
#include "support/example_design.h"
#include "support/test_paths.h"

#include <QtTest>

using namespace sn;

/// The bundled example is the builder's output, routed with the default
/// policy (what `supernode-designer route` does), byte for byte.
/// SN_UPDATE_GOLDEN=1 rewrites resources/examples/liquid-row.json.
class TstExample : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void bundledFileMatchesBuilder();
    void exampleCounts();
};

void TstExample::bundledFileMatchesBuilder() {
    const auto design = test::buildLiquidRowExample();
    const RoutingResult routes = CableRouter(*design).routeAll();
    EditResult apply = ApplyRoutesCommand::create(*design, routes);
    QVERIFY2(apply, qPrintable(apply.error));
    design->undoStack().push(apply.command.release());
    const QByteArray built = DesignJson::write(*design);
    const QString path = test::sourceDir() + QStringLiteral("/resources/examples/liquid-row.json");
    if (qEnvironmentVariableIsSet("SN_UPDATE_GOLDEN")) {
        QFile out(path);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(built);
    }
    QFile file(path);
    QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(path));
    QCOMPARE(file.readAll(), built);
}

void TstExample::exampleCounts() {
    const auto design = DesignFile::open(test::sourceDir() + QStringLiteral("/resources/examples/liquid-row.json"));
    const DesignSummary s = DesignSummary::of(*design);
    QCOMPARE(s.racks, 3);
    QCOMPARE(s.gpus, 32);                        // 4 servers × 8 GPUs
    QCOMPARE(s.devicesByCategory.value(QStringLiteral("server")), 4);
    // Per server: 8 compute + 1 BMC + 6 power + 2 coolant = 17; 4 manifold-CDU hoses;
    // leaf and mgmt 2 cords each, CDU 2 cords; leaf and CDU management = 2.
    QCOMPARE(s.connections, 4 * 17 + 4 + 4 + 2 + 2);
    QCOMPARE(s.cables, s.connections);
    QCOMPARE(s.connectionsByRole.value(QStringLiteral("compute")), 32);
    // Max power: 4 × 10.2 kW servers + leaf + mgmt + CDU, straight from the catalog.
    QCOMPARE(s.maxPowerW, 4 * 10200.0 + 1720 + 150 + 3000);
    QCOMPARE(s.liquidHeatW, 4 * 10200.0 * 0.8);
}

QTEST_GUILESS_MAIN(TstExample)
#include "tst_example.moc"
