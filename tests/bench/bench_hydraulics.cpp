// Times the coolant-loop solver on the wizard's designs: every loop built
// and solved (as `hydraulics` does), every loop re-solved with each of its
// CDUs out (as `faults` does), one loop re-solved alone (what the editor's
// heat map and hydraulics window pay after an edit), balancing, and the
// fault analysis's blast radius of every facility pipe run and air cooler out. Prints
// figures; asserts nothing. Run: build/tests/bench/bench_hydraulics [GPUS]
// (default 16 384; routes the design first, which is not timed).
#include "model/analysis/blast_radius.h"
#include "model/analysis/loop_balancing.h"
#include "model/analysis/loop_hydraulics.h"
#include "model/routing/apply_routes_command.h"
#include "model/routing/cable_router.h"
#include "model/topology/supernode_wizard.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QTextStream>

#include <algorithm>
#include <map>
#include <vector>

using namespace sn;

namespace {

double medianMs(std::vector<double> v) {
    std::sort(v.begin(), v.end());
    return v.empty() ? 0 : v[v.size() / 2];
}

}  // namespace

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    QTextStream out(stdout);
    WizardParams p;
    p.gpus = argc > 1 ? QString::fromLocal8Bit(argv[1]).toInt() : 16384;
    const Catalog& catalog = Catalog::builtIn();
    auto design = SupernodeWizard::createDesign(SupernodeWizard::build(p, catalog), catalog);
    EditResult routed = ApplyRoutesCommand::create(*design, CableRouter(*design).routeAll());
    if (routed) design->undoStack().push(routed.command.release());

    QElapsedTimer t;
    t.start();
    const std::vector<LoopNetwork> nets = LoopNetwork::of(*design);
    const double buildMs = double(t.nsecsElapsed()) / 1e6;
    t.restart();
    int links = 0, solved = 0;
    for (const LoopNetwork& net : nets) {
        links += int(net.network.links.size());
        if (net.solvable() && LoopHydraulics::solve(net).solution.converged) ++solved;
    }
    const double solveMs = double(t.nsecsElapsed()) / 1e6;
    t.restart();
    int cases = 0;
    for (const LoopNetwork& net : nets) {
        if (!net.solvable()) continue;
        for (int pump : net.pumps) {
            LoopHydraulics::solve(net, {pump});
            ++cases;
        }
    }
    const double faultsMs = double(t.nsecsElapsed()) / 1e6;
    std::vector<double> one;
    for (int run = 0; run < 9 && !nets.empty(); ++run) {
        t.restart();
        LoopHydraulics::solve(nets.front());
        one.push_back(double(t.nsecsElapsed()) / 1e6);
    }
    t.restart();
    int valves = 0;
    for (const LoopNetwork& net : nets)
        if (const auto b = LoopBalancing::of(net)) valves += int(b->branches.size());
    const double balanceMs = double(t.nsecsElapsed()) / 1e6;
    // As `faults` weighs them: a pipe run cut off (no solve) or solved without it.
    const FaultDomains domains = FaultDomains::of(*design, FaultDomains::Detail::WithoutMemberships);
    std::map<FaultKind, std::pair<int, double>> byKind;  // cases, ms
    for (int i = 0; i < int(domains.components().size()); ++i) {
        const FaultKind kind = domains.components()[size_t(i)].kind;
        if (kind != FaultKind::PipeRun && kind != FaultKind::AirCooler) continue;
        t.restart();
        BlastRadii::of(domains, i);
        byKind[kind].first += 1;
        byKind[kind].second += double(t.nsecsElapsed()) / 1e6;
    }
    out << "GPUs " << p.gpus << ", loops " << nets.size() << " (" << solved << " solved), links " << links << '\n'
        << "build networks: " << QString::number(buildMs, 'f', 1) << " ms\n"
        << "solve every loop (pump speed control): " << QString::number(solveMs, 'f', 1) << " ms\n"
        << "every loop with each CDU out (" << cases << " cases): " << QString::number(faultsMs, 'f', 1) << " ms\n"
        << "one loop re-solved, median of 9: " << QString::number(medianMs(one), 'f', 2) << " ms\n"
        << "balance every loop (" << valves << " valves): " << QString::number(balanceMs, 'f', 1) << " ms\n";
    for (const auto& [kind, figures] : byKind)
        out << "blast radius, every " << kFaultKindNames.name(kind) << " out (" << figures.first
            << " cases): " << QString::number(figures.second, 'f', 1) << " ms\n";
    return 0;
}
