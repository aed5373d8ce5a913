#include "model/analysis/fault_analysis.h"
#include "model/analysis/loop_hydraulics.h"
#include "model/design/design_fragment.h"
#include "model/routing/apply_routes_command.h"
#include "model/routing/cable_router.h"
#include "model/rules/design_report.h"
#include "model/store/design_file.h"
#include "model/topology/supernode_wizard.h"
#include "tests/support/test_paths.h"

#include <QTest>

#include <cmath>
#include <set>

using namespace sn;

/// A design's coolant loops solved as the pipes it holds, and one CDU out:
/// the 256-GPU supernode as the wizard used to pipe it (each rack on one of
/// two CDUs, no header) and as it pipes it now (the CDUs joined by a header).
class TstLoopHydraulics : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void bothCdusRunningServeEveryRack();
    void pumpPointsLieOnTheCatalogCurve();
    void oneCduOutWithoutHeaderStopsItsRacks();
    void oneCduOutWithHeaderCostsNothing();
    void pipeRunOutFollowsThePipes();
    void missingFiguresAreReported();
    void facilityWaterSetsTheWClass();
};

namespace {

std::unique_ptr<Design> cduPerRack() {
    return DesignFile::open(test::sourceDir() + QStringLiteral("/tests/data/hydraulics/supernode-256-cdu-per-rack.json"));
}

/// `new --gpus 256` (liquid, rail, PG25), routed as `route` does.
std::unique_ptr<Design> wizard256() {
    WizardParams p;
    p.gpus = 256;
    const Catalog& catalog = Catalog::builtIn();
    auto design = SupernodeWizard::createDesign(SupernodeWizard::build(p, catalog), catalog);
    EditResult apply = ApplyRoutesCommand::create(*design, CableRouter(*design).routeAll());
    if (apply) design->undoStack().push(apply.command.release());
    return design;
}

const Device* named(const Design& design, const QString& name) {
    for (const Device& d : design.devices())
        if (d.name == name) return &d;
    return nullptr;
}

std::vector<int> pumpOf(const Design& design, const LoopNetwork& net, const QString& cdu) {
    return net.linksOf(named(design, cdu)->id);
}

}  // namespace

void TstLoopHydraulics::bothCdusRunningServeEveryRack() {
    const auto design = cduPerRack();
    const std::vector<LoopNetwork> nets = LoopNetwork::of(*design);
    QCOMPARE(nets.size(), size_t(1));
    QVERIFY2(nets[0].solvable(), qPrintable(nets[0].missing.join(QLatin1Char('\n'))));
    QCOMPARE(nets[0].pumps.size(), size_t(2));
    QCOMPARE(nets[0].cooled.size(), size_t(32));
    const LoopHydraulics h = LoopHydraulics::solve(nets[0]);
    QVERIFY2(h.solution.converged, qPrintable(h.solution.problem));
    // Each HGX B200 needs 14.3 kW × 0.8 on PG25 at ΔT 10 K:
    // 60 × 11.44 / (1.0215 × 3.92 × 10) = 17.14 L/min; every one gets at least that.
    for (const auto& d : h.devices) {
        QVERIFY(std::abs(d.requiredLpm - 17.142) < 0.01);
        QVERIFY2(d.share() >= 1.0, qPrintable(QString::number(d.deliveredLpm)));
        // Across its cold plates: 50 kPa × (q / 17.1)^1.85 (the catalog's power law, by hand).
        QVERIFY(std::abs(d.pressureDropKpa - 50.0 * std::pow(d.deliveredLpm / 17.1, 1.85)) < 0.05);
    }
    QCOMPARE(h.racks.size(), size_t(8));
    // What the pumps send out comes back through the servers (continuity).
    double pumped = 0, cooled = 0;
    for (const auto& p : h.pumps) pumped += p.flowLpm;
    for (const auto& d : h.devices) cooled += d.deliveredLpm;
    QVERIFY(std::abs(pumped - cooled) < 1e-3);
}

void TstLoopHydraulics::pumpPointsLieOnTheCatalogCurve() {
    const auto design = cduPerRack();
    const std::vector<LoopNetwork> nets = LoopNetwork::of(*design);
    const LoopHydraulics h = LoopHydraulics::solve(nets[0]);
    // The in-row CDU's curve through (0, 367.7 kPa), (1 500, 275.8), (3 000, 0):
    // C = ln(367.7 / (367.7 − 275.8)) / ln 2 = 2.000, B = (367.7 − 275.8) / 1500^C;
    // at speed s the affinity laws give h = s²·367.7 − B·s^(2−C)·q^C.
    const double h0 = 367.7, h1 = 275.8, h2 = 0;
    const double c = std::log((h0 - h2) / (h0 - h1)) / std::log(2.0);
    const double b = (h0 - h1) / std::pow(1500.0, c);
    for (const auto& p : h.pumps) {
        QVERIFY(p.running);
        const double s = p.speed;
        QVERIFY2(std::abs(p.headKpa - (s * s * h0 - b * std::pow(s, 2 - c) * std::pow(p.flowLpm, c))) < 0.1,
                 qPrintable(QStringLiteral("%1 L/min at %2 kPa, speed %3").arg(p.flowLpm).arg(p.headKpa).arg(s)));
        QVERIFY(std::abs(p.shutoffKpa - s * s * h0) < 0.1);
    }
    // The controller runs them no faster than the worst-served server needs:
    // it gets its 17.14 L/min and a hair more (the aim is 100.2 %).
    QVERIFY(h.pumps[0].speed < 1.0);
    const double least = h.devices[size_t(h.worstDevice)].share();
    QVERIFY2(least >= 1.0 && least < 1.01, qPrintable(QString::number(least)));
    // At full speed every server gets far more than it needs.
    const LoopHydraulics full = LoopHydraulics::solveAtSpeed(nets[0], {}, 1.0);
    QVERIFY(full.devices[size_t(full.worstDevice)].share() > 1.2);
}

void TstLoopHydraulics::oneCduOutWithoutHeaderStopsItsRacks() {
    // As the wizard piped it: A01, A03, A07 and A09 hang on CDU1 alone. With
    // CDU1 stopped their 16 servers get no water: 128 GPUs and
    // 16 × 11.44 kW = 183 kW of heat, though CDU2's 1 MW could carry the loop.
    const auto design = cduPerRack();
    const std::vector<LoopNetwork> nets = LoopNetwork::of(*design);
    const LoopHydraulics h = LoopHydraulics::solve(nets[0], pumpOf(*design, nets[0], QStringLiteral("CDU1")));
    QVERIFY(h.solution.converged);
    QCOMPARE(h.gpusShort().lost, 128);
    std::set<QString> dry;
    for (const auto& r : h.racks)
        if (r.deliveredLpm < 1e-6) dry.insert(design->racks()[r.rack].name);
    QCOMPARE(dry, (std::set<QString>{"A01", "A03", "A07", "A09"}));
    // The fault analysis says the same of CDU1.
    const FaultAnalysis a = FaultAnalysis::of(*design);
    bool seen = false;
    for (const BlastRadius& r : a.radii) {
        const FaultComponent& c = a.domains.components()[size_t(r.component)];
        if (c.kind != FaultKind::Cdu || c.name != u"CDU1") continue;
        seen = true;
        QCOMPARE(r.gpusDown, 128);
    }
    QVERIFY(seen);
}

void TstLoopHydraulics::oneCduOutWithHeaderCostsNothing() {
    const auto design = wizard256();
    const std::vector<LoopNetwork> nets = LoopNetwork::of(*design);
    QCOMPARE(nets.size(), size_t(1));
    QVERIFY2(nets[0].solvable(), qPrintable(nets[0].missing.join(QLatin1Char('\n'))));
    for (const QString& cdu : {QStringLiteral("CDU1"), QStringLiteral("CDU2")}) {
        const LoopHydraulics h = LoopHydraulics::solve(nets[0], pumpOf(*design, nets[0], cdu));
        QVERIFY(h.solution.converged);
        QCOMPARE(h.gpusShort().lost, 0);
        QCOMPARE(h.gpusShort().throttled, 0);
        QCOMPARE(int(std::count_if(h.pumps.begin(), h.pumps.end(), [](const auto& p) { return p.running; })), 1);
    }
    const FaultAnalysis a = FaultAnalysis::of(*design);
    for (const BlastRadius& r : a.radii)
        if (a.domains.components()[size_t(r.component)].kind == FaultKind::Cdu) {
            QCOMPARE(r.gpusDown, 0);
            QCOMPARE(r.gpusCoolantThrottled, 0);
        }
}

void TstLoopHydraulics::pipeRunOutFollowsThePipes() {
    // The 256-GPU design's facility pipes: per rack a supply and a return
    // branch (8 × 2), and the supply and return header between the CDUs.
    const auto design = wizard256();
    const FaultAnalysis a = FaultAnalysis::of(*design);
    int branches = 0, headers = 0;
    for (const BlastRadius& r : a.radii) {
        const FaultComponent& c = a.domains.components()[size_t(r.component)];
        if (c.kind != FaultKind::PipeRun) continue;
        QVERIFY(c.cable);
        const Connection* conn = design->connection(design->cable(*c.cable)->connection);
        const bool header = design->typeOf(*design->device(conn->a.device))->cdu &&
                            design->typeOf(*design->device(conn->b.device))->cdu;
        QCOMPARE(c.annualRate, 0.0);  // no rate we could cite: blast radius only
        if (header) {
            // Cut, each CDU still feeds its own four racks (its 1 MW, its pump):
            // the loop solved again without it loses nothing.
            ++headers;
            QCOMPARE(r.gpusLost(), 0);
            QCOMPARE(r.gpusCoolantThrottled, 0);
        } else {
            // A rack branch cut leaves its manifold a dead end: its 4 servers, 32 GPUs, stop.
            ++branches;
            QCOMPARE(r.gpusDown, 32);
            QCOMPARE(int(r.downNodes.size()), 4);
        }
    }
    QCOMPARE(branches, 16);
    QCOMPARE(headers, 2);
    // Before the header: the same supply branch cut costs the same rack, and
    // CDU1's four racks are as before its only water.
    const auto old = cduPerRack();
    const FaultAnalysis before = FaultAnalysis::of(*old);
    int oldRuns = 0;
    for (const BlastRadius& r : before.radii)
        if (before.domains.components()[size_t(r.component)].kind == FaultKind::PipeRun) {
            ++oldRuns;
            QCOMPARE(r.gpusDown, 32);
        }
    QCOMPARE(oldRuns, 16);
}

void TstLoopHydraulics::missingFiguresAreReported() {
    // A CDU whose catalog entry has no pump curve: the loop is reported, not invented.
    auto design = cduPerRack();
    Catalog catalog = design->catalog();
    DeviceType cdu = *catalog.device(QStringLiteral("cdu-inrow-1mw"));
    cdu.cdu->pump.reset();
    catalog.put(cdu);
    design->setCatalog(catalog);
    const std::vector<LoopNetwork> nets = LoopNetwork::of(*design);
    QVERIFY(!nets[0].solvable());
    QVERIFY2(nets[0].missing.join(QLatin1Char(' ')).contains(QLatin1String("CDU1")),
             qPrintable(nets[0].missing.join(QLatin1Char(' '))));
}

void TstLoopHydraulics::facilityWaterSetsTheWClass() {
    // A 30 °C secondary supply through CDUs with a 4 K approach needs
    // facility water at 30 − 4 = 26 °C or colder: ASHRAE W27 (the lowest
    // class whose number is at or above 26), not the W32 the secondary's
    // own temperature would name.
    auto design = cduPerRack();
    Catalog catalog = design->catalog();
    DeviceType cdu = *catalog.device(QStringLiteral("cdu-inrow-1mw"));
    cdu.cdu->approachK = 4;
    catalog.put(cdu);
    design->setCatalog(catalog);
    DesignReport r = DesignReport::of(*design);
    QCOMPARE(r.loops.size(), size_t(1));
    QCOMPARE(r.loops[0].supplyC, 30.0);
    QCOMPARE(*r.loops[0].facilitySupplyC, 26.0);
    QCOMPARE(r.loops[0].ashraeClass, QStringLiteral("W27"));
    // Without an approach in the catalog the class is not guessed.
    cdu.cdu->approachK.reset();
    catalog.put(cdu);
    design->setCatalog(catalog);
    r = DesignReport::of(*design);
    QVERIFY(!r.loops[0].facilitySupplyC);
    QVERIFY(r.loops[0].ashraeClass.isEmpty());
}

QTEST_GUILESS_MAIN(TstLoopHydraulics)
#include "tst_loop_hydraulics.moc"
