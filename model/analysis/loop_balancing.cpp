#include "model/analysis/loop_balancing.h"

#include "model/hydraulics/link_head_loss.h"

#include <QSet>

#include <algorithm>
#include <cmath>
#include <limits>
#include <numbers>

namespace sn {

namespace {

/// The settings are worked out to this spread before rounding, well inside
/// kTargetSpread so a 0.1-turn rounding keeps the loop within it.
constexpr double kWorkingSpread = 0.005;
constexpr int kMaxRounds = 40;

/// `h.racks` is in rack order (LoopHydraulics::solveAtSpeed sorts it).
const LoopHydraulics::RackFlow* rackFlow(const LoopHydraulics& h, int rack) {
    const auto it = std::lower_bound(h.racks.begin(), h.racks.end(), rack,
                                     [](const LoopHydraulics::RackFlow& r, int wanted) { return r.rack < wanted; });
    return it != h.racks.end() && it->rack == rack ? &*it : nullptr;
}

double shareOf(const LoopHydraulics::RackFlow& r) { return r.requiredLpm > 0 ? r.deliveredLpm / r.requiredLpm : 1.0; }

void setTurns(LoopNetwork& net, size_t valve, double turns) {
    LoopNetwork::Valve& v = net.valves[valve];
    v.turns = turns;
    net.network.links[size_t(v.link)].minorLossK = lossCoefficientOfKv(v.spec.kvAt(turns), v.diameterMm);
}

/// One round: each valve's K moved so its rack's share meets the least
/// share of a rack that cannot gain (fully open, or without a valve);
/// racks already within half of kTargetSpread of it keep their valves open. The
/// branch's head is taken as held while its flow changes, so its total
/// resistance scales with (share / target)²; the pumps' speed control and
/// the other branches shift it a little, which the next round corrects.
/// Returns false when no valve moved.
bool throttleRound(LoopNetwork& net, const LoopHydraulics& h) {
    // Racks whose valve can still close (one valve per rack branch; a rack
    // without one, or with its valve fully open, cannot gain flow).
    QSet<int> closable;
    for (const LoopNetwork::Valve& v : net.valves)
        if (v.turns < v.spec.maxTurns()) closable.insert(v.rack);
    double target = std::numeric_limits<double>::max();
    for (const LoopHydraulics::RackFlow& r : h.racks)
        if (r.requiredLpm > 0 && !closable.contains(r.rack)) target = std::min(target, shareOf(r));
    if (target == std::numeric_limits<double>::max()) {  // every rack throttled: the least-served one leads
        for (const LoopHydraulics::RackFlow& r : h.racks)
            if (r.requiredLpm > 0) target = std::min(target, shareOf(r));
    }
    bool moved = false;
    for (size_t k = 0; k < net.valves.size(); ++k) {
        const LoopNetwork::Valve& v = net.valves[k];
        const LoopHydraulics::RackFlow* r = rackFlow(h, v.rack);
        if (!r || r->requiredLpm <= 0 || v.branchIn < 0 || v.branchOut < 0) continue;
        const double ratio = shareOf(*r) / target;
        // A rack within half the aim of the least-served is left alone, its
        // valve open (no pump head spent for nothing); one being set is set
        // to the working spread.
        const bool throttled = v.turns < v.spec.maxTurns();
        if (!throttled && ratio <= 1.0 + LoopBalancing::kTargetSpread / 2) continue;
        if (throttled && std::abs(ratio - 1.0) <= kWorkingSpread / 2) continue;
        const double q = std::abs(h.solution.flowLpm[size_t(v.link)]);
        const double branchHeadM = std::abs(h.solution.headM[size_t(v.branchIn)] - h.solution.headM[size_t(v.branchOut)]);
        if (q <= 0 || branchHeadM <= 0) continue;
        const hyd::Link& link = net.network.links[size_t(v.link)];
        const double d = link.diameterMm / 1000.0;
        const double area = std::numbers::pi * d * d / 4.0;
        const double f = 1.0 / ratio;                    // the flow wanted, as a part of today's
        const double vNew = q * f / 60000.0 / area;      // m/s through the valve after the change
        const double extraHeadM = branchHeadM * (1.0 / (f * f) - 1.0);
        const double wantedK = link.minorLossK + extraHeadM * 2.0 * hyd::LinkHeadLoss::kGravity / (vNew * vNew);
        const double kOpen = lossCoefficientOfKv(v.spec.kvAt(v.spec.maxTurns()), v.diameterMm);
        const double kShut = lossCoefficientOfKv(v.spec.kvAt(0), v.diameterMm);
        const double kv = std::sqrt(lossCoefficientOfKv(1.0, v.diameterMm) / std::clamp(wantedK, kOpen, kShut));
        const double turns = v.spec.turnsFor(kv);
        if (std::abs(turns - v.turns) < 1e-4) continue;
        setTurns(net, k, turns);
        moved = true;
    }
    return moved;
}

}  // namespace

double LoopBalancing::spreadOf(const LoopHydraulics& h) {
    double lo = std::numeric_limits<double>::max(), hi = 0;
    for (const LoopHydraulics::RackFlow& r : h.racks) {
        if (r.requiredLpm <= 0) continue;
        lo = std::min(lo, shareOf(r));
        hi = std::max(hi, shareOf(r));
    }
    return hi > 0 && lo > 0 ? hi / lo - 1.0 : 0.0;
}

std::optional<LoopBalancing> LoopBalancing::of(const LoopNetwork& net) {
    if (!net.solvable() || net.valves.empty()) return std::nullopt;
    return of(net, LoopHydraulics::solve(net));
}

std::optional<LoopBalancing> LoopBalancing::of(const LoopNetwork& net, LoopHydraulics asSet) {
    if (!net.solvable() || net.valves.empty()) return std::nullopt;
    LoopBalancing b;
    auto open = std::make_shared<LoopNetwork>(net);
    for (size_t k = 0; k < open->valves.size(); ++k) setTurns(*open, k, open->valves[k].spec.maxTurns());
    auto work = std::make_shared<LoopNetwork>(*open);
    b.open = LoopHydraulics::solve(*open);
    b.asSet = std::move(asSet);
    b.converged = b.open.solution.converged && b.asSet.solution.converged;
    if (b.converged) {
        LoopHydraulics h = LoopHydraulics::solve(*work);
        for (int round = 0; round < kMaxRounds && h.solution.converged && throttleRound(*work, h); ++round)
            h = LoopHydraulics::solve(*work);
        for (size_t k = 0; k < work->valves.size(); ++k) {
            const LoopNetwork::Valve& v = work->valves[k];
            const double rounded = std::round(v.turns / kTurnStep) * kTurnStep;
            setTurns(*work, k, std::clamp(rounded, v.spec.kvByTurns.front()[0], v.spec.maxTurns()));
        }
    }
    b.balanced = LoopHydraulics::solve(*work);
    b.converged = b.converged && b.balanced.solution.converged;
    b.spreadOpen = spreadOf(b.open);
    b.spreadAsSet = spreadOf(b.asSet);
    b.spreadBalanced = spreadOf(b.balanced);
    for (size_t k = 0; k < work->valves.size(); ++k) {
        const LoopNetwork::Valve& v = work->valves[k];
        Branch br;
        br.cable = v.cable;
        br.rack = v.rack;
        const auto flowAt = [&](const LoopHydraulics& h) {
            const LoopHydraulics::RackFlow* r = rackFlow(h, v.rack);
            return r ? r->deliveredLpm : 0.0;
        };
        if (const LoopHydraulics::RackFlow* r = rackFlow(b.balanced, v.rack)) br.requiredLpm = r->requiredLpm;
        br.openLpm = flowAt(b.open);
        br.asSetLpm = flowAt(b.asSet);
        br.balancedLpm = flowAt(b.balanced);
        br.asSetTurns = net.valves[k].turns;
        br.turns = v.turns;
        br.kv = v.spec.kvAt(v.turns);
        br.valveKpa = work->kpa(b.balanced.solution.headLossM(work->network, v.link));
        if (v.branchIn >= 0 && v.branchOut >= 0)
            br.branchKpa = work->kpa(b.balanced.solution.headM[size_t(v.branchIn)] - b.balanced.solution.headM[size_t(v.branchOut)]);
        b.branches.push_back(br);
    }
    b.openNetwork = std::move(open);
    b.balancedNetwork = std::move(work);
    return b;
}

}  // namespace sn
