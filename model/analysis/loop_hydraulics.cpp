#include "analysis/loop_hydraulics.h"

#include "hydraulics/link_head_loss.h"

#include <algorithm>
#include <cmath>
#include <map>

namespace sn {

namespace {

/// Shares within this of 1 are a full supply: the solver's own accuracy.
constexpr double kShareTolerance = 1e-3;

}  // namespace

LoopHydraulics::Supply LoopHydraulics::supplyOf(double share) {
    if (share >= 1.0 - kShareTolerance) return Supply::Full;
    return share >= kLostBelow ? Supply::Throttled : Supply::Lost;
}

LoopHydraulics LoopHydraulics::solve(const LoopNetwork& net, const std::vector<int>& out) {
    LoopHydraulics h;
    h.network = &net;
    hyd::HydraulicNetwork network = net.network;
    for (int k : out) network.links[size_t(k)].open = false;
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
        if (added) h.racks.push_back({c.rack, 0, 0, 0, 1});
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
        h.pumps.push_back({net.parts[size_t(k)].device, k, running, s.flowLpm[size_t(k)],
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
