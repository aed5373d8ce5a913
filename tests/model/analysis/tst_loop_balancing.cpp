#include "model/analysis/loop_balancing.h"
#include "model/commands/valve_settings_command.h"
#include "model/routing/apply_routes_command.h"
#include "model/routing/cable_router.h"
#include "model/topology/supernode_wizard.h"

#include <QTest>

#include <cmath>

using namespace sn;

/// Balancing valves: the valve's Kv as a loss coefficient, a two-branch
/// loop balanced by throttling its near branch, and the wizard's 256-GPU
/// supernode balanced and written back as one undo step.
class TstLoopBalancing : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void kvTableInterpolatesBothWays();
    void kvBecomesALossCoefficient();
    void nearBranchIsThrottledToTheFarOne();
    void wizardDesignBalancesWithinFivePercent();
};

namespace {

/// IMI TA STAD DN50 as the catalog gives it (Kv m³/h by handwheel turns).
BalancingValveSpec stad50() {
    BalancingValveSpec v;
    v.model = QStringLiteral("STAD DN50");
    v.kvByTurns = {{0.5, 2.56}, {1, 4.2}, {1.5, 7.2}, {2, 11.7}, {2.5, 16.2}, {3, 21.5}, {3.5, 26.5}, {4, 33.0}};
    return v;
}

hyd::Link pipe(int from, int to, double lengthM, double boreMm) {
    hyd::Link l;
    l.kind = hyd::LinkKind::Pipe;
    l.from = from;
    l.to = to;
    l.lengthM = lengthM;
    l.diameterMm = boreMm;
    l.roughnessMm = 0.015;
    return l;
}

/// A pump and two rack branches, each pipe out → cold plates → balancing
/// valve → pipe back. The near branch has 5 m of DN50 each way, the far
/// one 40 m of DN25 (bore 26.6 mm) each way: at 40 L/min that is
/// v = 40/60000/5.557e-4 = 1.20 m/s, Re ≈ 31 900, f ≈ 0.024 (Swamee–Jain),
/// h = 0.024 · 80/0.0266 · 1.2²/(2·9.81) ≈ 5.3 m more than the near branch
/// loses: open valves send the near rack far more than it needs.
LoopNetwork twoBranchLoop() {
    LoopNetwork net;
    net.name = QStringLiteral("L1");
    net.densityKgM3 = 998.2;
    net.meanTempC = 30;
    for (int n = 0; n < 8; ++n) net.network.nodes.push_back({QStringLiteral("n%1").arg(n), 0, 0, std::nullopt});
    net.nodeOwner.assign(8, std::nullopt);
    const auto add = [&](hyd::Link l, LoopNetwork::Part::Kind kind) {
        l.id = QStringLiteral("l%1").arg(net.network.links.size());
        net.network.links.push_back(l);
        net.parts.push_back({kind, DeviceId::create(), std::nullopt, std::nullopt});
        return int(net.network.links.size()) - 1;
    };
    hyd::Link pump;
    pump.kind = hyd::LinkKind::Pump;
    pump.from = 0;
    pump.to = 1;
    pump.curve = {30.0, 0.0005, 2.0};  // h = 30 − 0.0005·q² m, q in L/min
    net.pumps.push_back(add(pump, LoopNetwork::Part::Kind::Pump));
    const double kOpen = lossCoefficientOfKv(33.0, 52.5);
    struct Branch { int in, plate, valve, back; double lengthM, boreMm; };
    const Branch branches[] = {{2, 3, 4, 0, 5, 52.5}, {5, 6, 7, 0, 40, 26.6}};
    for (int rack = 0; rack < 2; ++rack) {
        const Branch& b = branches[rack];
        add(pipe(1, b.in, b.lengthM, b.boreMm), LoopNetwork::Part::Kind::Pipe);
        hyd::Link plate;
        plate.kind = hyd::LinkKind::PowerLaw;
        plate.from = b.in;
        plate.to = b.plate;
        plate.refFlowLpm = 40;
        plate.refHeadLossM = 5;
        plate.exponent = 2;
        const int circuit = add(plate, LoopNetwork::Part::Kind::Circuit);
        hyd::Link valve;
        valve.kind = hyd::LinkKind::Throttle;
        valve.from = b.plate;
        valve.to = b.valve;
        valve.diameterMm = 52.5;
        valve.minorLossK = kOpen;
        LoopNetwork::Valve v;
        v.link = add(valve, LoopNetwork::Part::Kind::BalancingValve);
        v.rack = rack;
        v.spec = stad50();
        v.diameterMm = 52.5;
        v.turns = 4;
        v.branchIn = b.in;
        v.branchOut = b.back;
        net.valves.push_back(v);
        add(pipe(b.valve, b.back, b.lengthM, b.boreMm), LoopNetwork::Part::Kind::Pipe);
        net.cooled.push_back({DeviceId::create(), circuit, rack, 8, 40.0});
    }
    return net;
}

}  // namespace

void TstLoopBalancing::kvTableInterpolatesBothWays() {
    const BalancingValveSpec v = stad50();
    // Halfway between 2 turns (11.7) and 2.5 turns (16.2): 13.95.
    QCOMPARE(v.kvAt(2.25), 13.95);
    QCOMPARE(v.turnsFor(13.95), 2.25);
    // The handwheel stops at its ends.
    QCOMPARE(v.kvAt(9), 33.0);
    QCOMPARE(v.turnsFor(1.0), 0.5);
    QCOMPARE(v.maxTurns(), 4.0);
}

void TstLoopBalancing::kvBecomesALossCoefficient() {
    // A STAD DN50 fully open (Kvs 33 m³/h) in a 52.5 mm bore:
    // A = π·0.0525²/4 = 2.16475e-3 m², K = 2·10⁵·(3600·A)²/(1000·33²)
    //   = 2·10⁵ · 60.732 / 1.089·10⁶ = 11.154.
    QVERIFY(std::abs(lossCoefficientOfKv(33.0, 52.5) - 11.154) < 0.002);
    // The same valve at 65 L/min (3.9 m³/h) by its maker's formula:
    // ΔP = (3.9/33)² bar = 1.3967 kPa; as K·ρv²/2 with v = 0.50045 m/s, ρ = 1000.
    const double v = 65.0 / 60000.0 / 2.16475e-3;
    const double pa = lossCoefficientOfKv(33.0, 52.5) * 1000.0 * v * v / 2.0;
    QVERIFY2(std::abs(pa - 1396.7) < 1.0, qPrintable(QString::number(pa)));
}

void TstLoopBalancing::nearBranchIsThrottledToTheFarOne() {
    const LoopNetwork net = twoBranchLoop();
    const std::optional<LoopBalancing> b = LoopBalancing::of(net);
    QVERIFY(b);
    QVERIFY(b->converged);
    QCOMPARE(b->branches.size(), size_t(2));
    const LoopBalancing::Branch& nearRack = b->branches[0];
    const LoopBalancing::Branch& farRack = b->branches[1];
    // Open: the pumps' speed control gives the far (index) rack its 40 L/min; the near rack gets far more.
    QVERIFY2(farRack.openLpm >= 40.0 && farRack.openLpm < 40.2, qPrintable(QString::number(farRack.openLpm)));
    QVERIFY2(nearRack.openLpm > 50.0, qPrintable(QString::number(nearRack.openLpm)));
    QVERIFY(b->spreadOpen > 0.25);
    // Balanced: the far valve stays fully open, the near one is closed to between its stops,
    // and both racks get their flow within 5 % of each other.
    QCOMPARE(farRack.turns, 4.0);
    QVERIFY2(nearRack.turns >= 0.5 && nearRack.turns < 2.0, qPrintable(QString::number(nearRack.turns)));
    QVERIFY2(b->spreadBalanced <= LoopBalancing::kTargetSpread, qPrintable(QString::number(b->spreadBalanced)));
    QVERIFY(nearRack.balancedLpm >= 40.0 * 0.999 && farRack.balancedLpm >= 40.0 * 0.999);
    // The setting is a whole tenth of a turn (the handwheel's read-out).
    QVERIFY(std::abs(nearRack.turns * 10 - std::round(nearRack.turns * 10)) < 1e-9);
    // The valve's drop is its maker's formula at the balanced flow: ΔP = (Q/Kv)² bar.
    const double q = nearRack.balancedLpm * 0.06;  // m³/h
    const double byKv = 100.0 * (q / nearRack.kv) * (q / nearRack.kv) * (998.2 / 1000.0);
    QVERIFY2(std::abs(nearRack.valveKpa - byKv) < 0.005 * byKv,
             qPrintable(QStringLiteral("%1 vs %2").arg(nearRack.valveKpa).arg(byKv)));
    // Throttling the overflow lets the pump send less.
    QVERIFY(b->balanced.pumps[0].flowLpm < b->open.pumps[0].flowLpm - 10.0);
}

void TstLoopBalancing::wizardDesignBalancesWithinFivePercent() {
    WizardParams p;
    p.gpus = 256;
    const Catalog& catalog = Catalog::builtIn();
    auto design = SupernodeWizard::createDesign(SupernodeWizard::build(p, catalog), catalog);
    EditResult routed = ApplyRoutesCommand::create(*design, CableRouter(*design).routeAll());
    QVERIFY(routed);
    design->undoStack().push(routed.command.release());
    std::vector<LoopNetwork> nets = LoopNetwork::of(*design);
    QCOMPARE(nets.size(), size_t(1));
    // One valve per rack: each rack's manifold return branch (8 racks of 4 servers).
    QCOMPARE(nets[0].valves.size(), size_t(8));
    const std::optional<LoopBalancing> b = LoopBalancing::of(nets[0]);
    QVERIFY(b && b->converged);
    QVERIFY2(b->spreadBalanced <= LoopBalancing::kTargetSpread, qPrintable(QString::number(b->spreadBalanced)));
    for (const auto& d : b->balanced.devices) QVERIFY(d.share() >= 0.999);
    // Written back as one undo step, the design's own network now carries the settings.
    std::vector<ValveSettings::Setting> settings;
    for (const auto& br : b->branches) settings.push_back({br.cable, br.turns});
    auto command = ValveSettings::command(*design, settings, QStringLiteral("Balance"));
    QVERIFY(command);  // the wizard's valves come fully open, never set
    const int steps = design->undoStack().count();
    design->undoStack().push(command.release());
    QCOMPARE(design->undoStack().count(), steps + 1);
    nets = LoopNetwork::of(*design);
    const std::optional<LoopBalancing> again = LoopBalancing::of(nets[0]);
    QVERIFY(again);
    QVERIFY(std::abs(again->spreadAsSet - b->spreadBalanced) < 1e-6);
    for (size_t k = 0; k < again->branches.size(); ++k) QCOMPARE(again->branches[k].asSetTurns, b->branches[k].turns);
    design->undoStack().undo();
    for (const auto& br : b->branches) QVERIFY(!design->cable(br.cable)->valveTurns);
}

QTEST_GUILESS_MAIN(TstLoopBalancing)
#include "tst_loop_balancing.moc"
