#include "model/analysis/design_summary.h"
#include "model/analysis/phase_figures.h"
#include "model/analysis/power_feeds.h"
#include "model/analysis/pull_order.h"
#include "model/core/natural_order.h"
#include "model/input/json_reader.h"
#include "model/io/design_json.h"
#include "model/routing/apply_routes_command.h"
#include "model/routing/cable_router.h"
#include "model/rules/design_report.h"
#include "model/store/design_file.h"
#include "tests/support/design_builder.h"
#include "tests/support/example_design.h"
#include "tests/support/test_paths.h"

#include <QtTest>

#include <cmath>

using namespace sn;

namespace {

/// The design file's text without the cables' route records, which the
/// bundled examples predate (branch fabric2 regenerates them): the
/// comparison stays byte for byte either way.
QByteArray withoutRouteRecords(const QByteArray& text) {
    Json root = Json::parse(text.constData(), text.constData() + text.size());
    for (Json& cable : root["cables"]) cable.erase("route_record");
    return QByteArray::fromStdString(root.dump(2) + "\n");
}

}  // namespace

/// The bundled example is the builder's output, routed with the default
/// policy (what `supernode-designer route` does), byte for byte; and its
/// figures are those worked out by hand below, not only what the code under
/// test wrote into the file. `sn_write_golden` (tests/tools) rewrites the
/// file after a change; no test writes it.
class TstExample : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void bundledFileMatchesBuilder();
    void exampleCounts();
    void rackAndLoopFiguresByHand();
    void phaseLoadsByHand();
    void pullOrderByHand();
};

void TstExample::bundledFileMatchesBuilder() {
    const auto design = test::buildLiquidRowExample();
    const RoutingResult routes = CableRouter(*design).routeAll();
    EditResult apply = ApplyRoutesCommand::create(*design, routes);
    QVERIFY2(apply, qPrintable(apply.error));
    design->undoStack().push(apply.command.release());
    const QByteArray built = DesignJson::write(*design);
    const QString path = test::sourceDir() + QStringLiteral("/resources/examples/liquid-row.json");
    QFile file(path);
    QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(path));
    QCOMPARE(withoutRouteRecords(file.readAll()), withoutRouteRecords(built));
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
    QCOMPARE(s.cableLinks, s.connections);  // one cable row per link
    QCOMPARE(s.connectionsByRole.value(QStringLiteral("compute")), 32);
    // Cables as bought: the 32 compute links are 16 two-leg splitters (one
    // per twin-port cage of the leaf), so 80 - 32 + 16 = 64 parts.
    QCOMPARE(s.cables, s.connections - 32 + 16);
    // Max power: 4 × 10.2 kW servers + leaf + mgmt + CDU, straight from the catalog.
    QCOMPARE(s.maxPowerW, 4 * 10200.0 + 1720 + 150 + 3000);
    QCOMPARE(s.liquidHeatW, 4 * 10200.0 * 0.8);
}

void TstExample::rackAndLoopFiguresByHand() {
    const auto design = DesignFile::open(test::sourceDir() + QStringLiteral("/resources/examples/liquid-row.json"));
    const DesignReport report = DesignReport::of(*design);
    QCOMPARE(int(report.racks.size()), 3);
    auto rack = [&](const QString& name) {
        for (const RackReport& r : report.racks)
            if (r.name == name) return r;
        return RackReport{};
    };
    // A01 and A02: two hgx-h100-8gpu-liquid (10.2 kW max, 80 % to liquid,
    // catalog) each; PDUs and the 0U manifold draw nothing.
    //   max 2 × 10 200 = 20 400 W; liquid 0.8 × 20 400 = 16 320 W; air 4 080 W from
    //   the servers, and the two PDUs give off 0.5 % of the 20 400 W they carry
    //   (ConversionLoss): 102 W, so 4 182 W into the rack's air.
    for (const QString& name : {QStringLiteral("A01"), QStringLiteral("A02")}) {
        const RackReport r = rack(name);
        QCOMPARE(r.maxW, 20400.0);
        QVERIFY(qAbs(r.liquidHeatW - 16320.0) < 1e-6);
        QVERIFY(qAbs(r.airHeatW - 4182.0) < 1e-6);
        QCOMPARE(r.liquidDevices, 2);
        // Flow for 16.32 kW of PG25 (ρ 1.0215 kg/L, c_p 3.92 kJ/kg·K, catalog) at the loop's ΔT 10 K:
        //   60 × 16.32 / (1.0215 × 3.92 × 10) = 979.2 / 40.0428 = 24.454 L/min.
        QVERIFY2(r.requiredFlowLpm && qAbs(*r.requiredFlowLpm - 24.454) < 1e-3, qPrintable(name));
    }
    // A03: leaf 1 720 W + management switch 150 W + in-rack CDU 3 000 W, all air,
    // and its PDUs' 0.5 % of the 4 870 W they carry, 24.35 W: 4 894.35 W.
    const RackReport a03 = rack(QStringLiteral("A03"));
    QCOMPARE(a03.maxW, 4870.0);
    QCOMPARE(a03.liquidHeatW, 0.0);
    QVERIFY(qAbs(a03.airHeatW - 4894.35) < 1e-6);
}

void TstExample::phaseLoadsByHand() {
    const auto design = DesignFile::open(test::sourceDir() + QStringLiteral("/resources/examples/liquid-row.json"));
    // pdu-a01-a feeds PSU1–3 of both A01 servers, one phase each. Each PSU
    // carries a sixth of 10 200 W = 1 700 W, so each phase 2 × 1 700 = 3 400 W;
    // at 415 V / √3 = 239.6 V that is 3 400 / 239.6 = 14.19 A per phase.
    const Device* pdu = design->device(test::DesignBuilder::deviceId(QStringLiteral("pdu-a01-a")));
    QVERIFY(pdu);
    const SourceLoad load = PowerFeeds::loadOf(*design, *pdu);
    for (int phase = 0; phase < 3; ++phase) QVERIFY(qAbs(load.phaseMaxW[size_t(phase)] - 3400.0) < 1e-6);
    const double volts = phase_figures::voltageV(*design->typeOf(*pdu)->pdu);
    QVERIFY(qAbs(volts - 415.0 / std::sqrt(3.0)) < 1e-9);
    QVERIFY(qAbs(3400.0 / volts - 14.19) < 5e-3);
}

void TstExample::pullOrderByHand() {
    const auto design = DesignFile::open(test::sourceDir() + QStringLiteral("/resources/examples/liquid-row.json"));
    // The pull order starts in A01 (racks by name), at its lowest top U:
    // the 8U server at U10 tops out at U17, the one at U20 at U27, the
    // 0U PDUs and manifold (top U 0) before both. The first A end in a U is
    // a 0U device, the last is gpu-a01-2; floor ends would come after A03.
    std::vector<PullEnd> ends;
    for (const Cable& c : design->cables()) {
        const Connection* conn = design->connection(c.connection);
        const Device* a = design->device(conn->a.device);
        const DeviceType* t = design->typeOf(*a);
        const Rack* r = a->placement.rack ? design->rack(*a->placement.rack) : nullptr;
        const int topU = a->placement.side == SideChannel::None && t->occupiedU() > 0 ? a->placement.u + t->occupiedU() - 1 : 0;
        ends.push_back({r ? r->name : QString(), topU, a->name, conn->a.port});
    }
    const std::vector<std::size_t> order = PullOrder::of(ends);
    QCOMPARE(order.size(), ends.size());
    QCOMPARE(ends[order.front()].rack, QStringLiteral("A01"));
    QCOMPARE(ends[order.back()].rack, QStringLiteral("A03"));
    int lastTopU = -1;
    QString lastRack = QStringLiteral("A01");
    for (std::size_t i : order) {
        if (ends[i].rack != lastRack) {
            QVERIFY(naturalCompare(lastRack, ends[i].rack) < 0);
            lastRack = ends[i].rack;
            lastTopU = -1;
        }
        QVERIFY(ends[i].topU >= lastTopU);
        lastTopU = ends[i].topU;
    }
    // gpu-a01-1 (top U17) comes before gpu-a01-2 (top U27), OSFP2 before OSFP10 if there were one: numbers as numbers.
    std::vector<QString> a01Servers;
    for (std::size_t i : order)
        if (ends[i].device.startsWith(QStringLiteral("gpu-a01")) && (a01Servers.empty() || a01Servers.back() != ends[i].device))
            a01Servers.push_back(ends[i].device);
    QCOMPARE(a01Servers, (std::vector<QString>{QStringLiteral("gpu-a01-1"), QStringLiteral("gpu-a01-2")}));
}

QTEST_GUILESS_MAIN(TstExample)
#include "tst_example.moc"
