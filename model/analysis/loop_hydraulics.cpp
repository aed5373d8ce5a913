#include "model/analysis/loop_hydraulics.h"

#include "model/hydraulics/link_head_loss.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>

namespace sn {

namespace {

/// Shares within this of 1 are a full supply: the solver's own accuracy.
constexpr double kShareTolerance = 1e-3;
/// The controller's aim for the worst-served device's share, and how close
/// it must come: a hair above its flow, so a rounding never reads as short.
constexpr double kControlTarget = 1.002;
constexpr double kControlTolerance = 1e-3;
constexpr int kMaxControlSteps = 12;
/// The slowest a CDU pump is run (its controller's floor).
constexpr double kMinSpeed = 0.2;

}  // namespace

LoopHydraulics::Supply LoopHydraulics::supplyOf(double share) {
    if (share >= 1.0 - kShareTolerance) return Supply::Full;
    return share >= kLostBelow ? Supply::Throttled : Supply::Lost;
}

LoopHydraulics::GpusShort LoopHydraulics::gpusShort() const {
    GpusShort out;
    for (const DeviceFlow& d : devices) {
        const Supply supply = supplyOf(d.share());
        if (supply == Supply::Lost) out.lost += d.gpus;
        else if (supply == Supply::Throttled) out.throttled += d.gpus;
    }
    return out;
}

LoopHydraulics LoopHydraulics::solve(const LoopNetwork& net, const std::vector<int>& out) {
    // The speed where the worst-served device gets its flow, by the secant
    // method on share(speed) − target: flows in a loop of friction and
    // cold plates grow about in proportion to pump speed, so a few steps do.
    LoopHydraulics full = solveAtSpeed(net, out, 1.0);
    const auto least = [](const LoopHydraulics& h) { return h.worstDevice < 0 ? 0.0 : h.devices[size_t(h.worstDevice)].share(); };
    if (!full.solution.converged || full.worstDevice < 0 || least(full) <= kControlTarget) return full;
    double s0 = 1.0, f0 = least(full) - kControlTarget;
    double s1 = std::clamp(kControlTarget / least(full), kMinSpeed, 1.0);
    LoopHydraulics best = std::move(full);  // the slowest speed found that serves every device
    double bestSpeed = 1.0;
    for (int step = 0; step < kMaxControlSteps; ++step) {
        LoopHydraulics h = solveAtSpeed(net, out, s1);
        if (!h.solution.converged) break;
        const double f1 = least(h) - kControlTarget;
        // Within the tolerance below the aim still serves every device (the aim is above 1 by more).
        if (f1 >= -kControlTolerance && s1 < bestSpeed) {
            best = std::move(h);
            bestSpeed = s1;
        }
        if (std::abs(f1) < kControlTolerance || std::abs(f1 - f0) < 1e-12) break;
        const double next = std::clamp(s1 - f1 * (s1 - s0) / (f1 - f0), kMinSpeed, 1.0);
        s0 = s1;
        f0 = f1;
        s1 = next;
    }
    return best;
}

LoopHydraulics LoopHydraulics::solveAtSpeed(const LoopNetwork& net, const std::vector<int>& out, double speed) {
    LoopHydraulics h;
    h.network = &net;
    hyd::HydraulicNetwork network = net.network;
    for (int k : out) network.links[size_t(k)].open = false;
    for (int k : net.pumps) network.links[size_t(k)].speed = speed;
    h.solution = hyd::NetworkSolver::solve(network);
    const hyd::Solution& s = h.solution;
    std::map<int, size_t> rackAt;
    for (const LoopNetwork::Cooled& c : net.cooled) {
        DeviceFlow f;
        f.device = c.device;
        f.rack = c.rack;
        f.gpus = c.gpus;
        f.requiredLpm = c.requiredLpm;
        // Flow runs supply → return through a circuit; backwards it cools nothing.
        f.deliveredLpm = std::max(0.0, s.flowLpm[size_t(c.link)]);
        f.pressureDropKpa = net.kpa(s.headLossM(network, c.link));
        h.devices.push_back(f);
        if (c.rack < 0) continue;
        auto [it, added] = rackAt.try_emplace(c.rack, h.racks.size());
        if (added) h.racks.push_back({c.rack, 0, 0, 0, std::numeric_limits<double>::max()});
        RackFlow& r = h.racks[it->second];
        r.gpus += f.gpus;
        r.requiredLpm += f.requiredLpm;
        r.deliveredLpm += f.deliveredLpm;
        r.worstShare = std::min(r.worstShare, f.share());
    }
    std::sort(h.racks.begin(), h.racks.end(), [](const RackFlow& a, const RackFlow& b) { return a.rack < b.rack; });
    for (size_t i = 0; i < h.devices.size(); ++i)
        if (h.worstDevice < 0 || h.devices[i].share() < h.devices[size_t(h.worstDevice)].share()) h.worstDevice = int(i);
    for (int k : net.pumps) {
        const hyd::Link& l = network.links[size_t(k)];
        const bool running = l.open && !s.pumpShut[size_t(k)];
        h.pumps.push_back({net.parts[size_t(k)].device, k, running, l.speed, s.flowLpm[size_t(k)],
                           net.kpa(-s.headLossM(network, k)), net.kpa(hyd::LinkHeadLoss::shutoffHead(l))});
    }
    for (size_t k = 0; k < network.links.size(); ++k) {
        const double v = s.velocityMs(network, int(k));
        if (v > h.fastestMs) {
            h.fastestMs = v;
            h.fastestLink = int(k);
        }
    }
    return h;
}

}  // namespace sn
