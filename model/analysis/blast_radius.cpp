#include "model/analysis/blast_radius.h"

#include "model/analysis/loop_hydraulics.h"
#include "model/analysis/power_feeds.h"
#include "model/hydraulics/pump_cycles.h"

#include <QHash>

#include <algorithm>
#include <tuple>

namespace sn {

namespace {

using Node = FaultDomains::Node;

bool isHost(const Node& n) { return n.gpus > 0; }

bool isScaleOutLink(const std::vector<Node>& nodes, const FaultDomains::Link& l) {
    return l.role == PortRole::Compute && nodes[size_t(l.other)].kind == FaultKind::Leaf;
}

bool isUplink(const Node& a, const Node& b) {
    return (a.kind == FaultKind::Leaf && b.kind == FaultKind::Spine) ||
           (a.kind == FaultKind::Spine && b.kind == FaultKind::Leaf);
}

int countUplinks(const std::vector<Node>& nodes) {
    int n = 0;
    for (const Node& a : nodes)
        if (a.kind == FaultKind::Leaf)
            for (const FaultDomains::Link& l : a.links)
                if (l.role == PortRole::Compute && isUplink(a, nodes[size_t(l.other)])) ++n;
    return n;
}

/// The devices a failure stops, and the racks whose loop runs without a spare CDU.
struct Primary {
    /// Per node: stopped. All zero between components; the nodes set are
    /// listed in `downList`, so a component costs what it stops, not the
    /// whole hall (an O(components × nodes) sweep was a tenth of `validate`
    /// at 16 384 GPUs, model/routing/README.md).
    std::vector<char>& down;
    std::vector<int> downList;
    void markDown(int i) {
        if (down[size_t(i)]) return;
        down[size_t(i)] = 1;
        downList.push_back(i);
    }
    /// The stopped nodes in index order.
    std::vector<int> downInOrder() const {
        std::vector<int> out = downList;
        std::sort(out.begin(), out.end());
        return out;
    }
    void reset() {
        for (int i : downList) down[size_t(i)] = 0;
        downList.clear();
    }
    /// Loads whose live PSUs fall short of their max draw: capped, or
    /// stopped (those also in `down`), with what their PSUs give.
    std::vector<std::pair<int, DevicePsus::Supply>> shortOfPower;
    std::vector<int> racksLoseMargin;
    std::vector<int> cdusDown;   ///< CDUs stopped, by their own failure or their power
    std::vector<std::pair<int, double>> coolantThrottled;  ///< live devices short of flow, with their share
    std::vector<std::pair<int, double>> airThrottled;      ///< live devices short of air cooling, with their share
    AirAisles::Shortfall airShort;                         ///< the worst air shortfall
};

// Power: a load runs on the PSUs behind its live inlets. Their rating × count
// against its max draw decides: full, capped at that share, or down (none
// live, or its type stops when short): an HGX B200 keeps 3 of 6 PSUs on one
// A/B side, 3 × 3.3 = 9.9 of 14.3 kW, capped at 69 %. A source that loses
// every inlet (a PDU on a failed UPS) fails in turn, so its loads are
// weighed again; a CDU among the loads stops, and coolantLoss then weighs
// its loop without it.
/// Per node flags powerLoss needs, zero on entry and again on return, shared
/// by every component: allocating and zeroing two hall-sized vectors for
/// each PDU, phase and shelf made the blast radii grow with components ×
/// nodes (12.5 × the instructions for 4 × the hall, model/routing/README.md
/// "Whole validate pass").
struct PowerScratch {
    std::vector<char> failedSource, seen;
    explicit PowerScratch(size_t nodes) : failedSource(nodes, 0), seen(nodes, 0) {}
};

void powerLoss(const FaultDomains& d, const FaultComponent& c, Primary& p, PowerScratch& scratch) {
    const auto& nodes = d.nodes();
    std::vector<int> queue;
    if (c.kind == FaultKind::UpstreamFeed) {
        for (size_t i = 0; i < nodes.size(); ++i)
            if (nodes[i].feedSide == c.side) queue.push_back(int(i));
    } else if (c.kind == FaultKind::Pdu || c.kind == FaultKind::TapOff || c.kind == FaultKind::PowerShelf ||
               c.kind == FaultKind::PduPhase) {
        queue.push_back(c.node);
    }
    if (queue.empty()) return;  // no power source failed: nothing loses power
    std::vector<char>& failedSource = scratch.failedSource;
    std::vector<int> failedList;  // the sources set in failedSource, to clear them
    if (c.kind != FaultKind::PduPhase)
        for (int s : queue) {
            failedSource[size_t(s)] = 1;
            failedList.push_back(s);
        }
    const auto failed = [&](const FaultDomains::Inlet& in) {
        return failedSource[size_t(in.source)] || (c.kind == FaultKind::PduPhase && in.source == c.node && in.phase == c.phase);
    };
    const auto liveInlets = [&](const Node& n) {
        return int(std::count_if(n.inlets.begin(), n.inlets.end(), [&](const auto& in) { return !failed(in); }));
    };
    std::vector<int> touched;  // the loads set in seen, each once
    std::vector<int> downOnPower;  // the loads it stops
    std::vector<char>& seen = scratch.seen;
    while (!queue.empty()) {
        const int s = queue.back();
        queue.pop_back();
        for (int load : nodes[size_t(s)].loads) {
            if (!seen[size_t(load)]) touched.push_back(load);
            seen[size_t(load)] = 1;
            const Node& n = nodes[size_t(load)];
            if (p.down[size_t(load)]) continue;
            // Weighed again at each source of its that fails, the last time with all of them out.
            const DevicePsus::Supply supply = n.supplyWith(liveInlets(n));
            if (supply.state != DevicePsus::Supply::State::Down) continue;
            p.markDown(load);
            downOnPower.push_back(load);
            // Whatever it feeds (a PDU on a UPS, a shelf's busbar) goes dark with it.
            if (!n.loads.empty() && !failedSource[size_t(load)]) {
                failedSource[size_t(load)] = 1;
                failedList.push_back(load);
                queue.push_back(load);
            }
        }
    }
    // What its PSUs give once every failed source is out (a busbar load
    // stops at the first shelves lost, and the arithmetic is the last).
    for (int load : downOnPower) {
        const DevicePsus::Supply supply = nodes[size_t(load)].supplyWith(liveInlets(nodes[size_t(load)]));
        if (supply.live > 0) p.shortOfPower.push_back({load, supply});
    }
    for (int load : touched) {
        if (p.down[size_t(load)]) continue;
        const DevicePsus::Supply supply = nodes[size_t(load)].supplyWith(liveInlets(nodes[size_t(load)]));
        if (supply.state == DevicePsus::Supply::State::Capped) p.shortOfPower.push_back({load, supply});
    }
    for (int load : touched) seen[size_t(load)] = 0;
    for (int source : failedList) failedSource[size_t(source)] = 0;
}

enum class FlowCheck { Unsolved, AllServed, Short };

/// Solves `net` again with the links `closed`: a device given less than
/// LoopHydraulics::kLostBelow of its flow is down, one given less than all
/// of it runs throttled. Unsolved when the loop lacks figures. Solved at
/// full pump speed: the CDUs' control only slows the pumps while every
/// device keeps all its flow, so full speed shows who is short, and the
/// search for the slower speed (several solves more) would change no share
/// this reads.
FlowCheck flowsWithClosed(const FaultDomains& d, const LoopNetwork& net, const std::vector<int>& closed, Primary& p) {
    if (!net.solvable()) return FlowCheck::Unsolved;
    const LoopHydraulics h = LoopHydraulics::solveAtSpeed(net, closed, 1.0);
    if (!h.solution.converged) return FlowCheck::Unsolved;
    FlowCheck result = FlowCheck::AllServed;
    const auto& devices = d.design().devices();
    for (const LoopHydraulics::DeviceFlow& f : h.devices) {
        const LoopHydraulics::Supply supply = LoopHydraulics::supplyOf(f.share());
        if (supply == LoopHydraulics::Supply::Full) continue;
        result = FlowCheck::Short;
        const int node = devices.indexOf(f.device);
        if (supply == LoopHydraulics::Supply::Lost) p.markDown(node);
        else p.coolantThrottled.emplace_back(node, f.share());
    }
    return result;
}

/// Loop `index` solved again with the CDUs `out` stopped.
FlowCheck flowsWithout(const FaultDomains& d, size_t index, const std::vector<int>& out, Primary& p) {
    if (index >= d.loopNetworks().size()) return FlowCheck::Unsolved;
    const LoopNetwork& net = d.loopNetworks()[index];
    std::vector<int> closed;
    for (int cdu : out) {
        const std::vector<int> links = net.linksOf(d.nodes()[size_t(cdu)].device->id);
        closed.insert(closed.end(), links.begin(), links.end());
    }
    return flowsWithClosed(d, net, closed, p);
}

/// Each pipe's links in each loop network that holds it (a header two
/// loops reach is in both), found in one pass: asking every network of the
/// design for every pipe run grew with pipes × links, the design squared.
using PipeLinks = QHash<CableId, std::vector<std::pair<size_t, std::vector<int>>>>;

PipeLinks pipeLinks(const FaultDomains& d) {
    PipeLinks out;
    const auto& nets = d.loopNetworks();
    for (size_t n = 0; n < nets.size(); ++n)
        for (size_t k = 0; k < nets[n].parts.size(); ++k) {
            const std::optional<CableId>& cable = nets[n].parts[k].cable;
            if (!cable) continue;
            auto& inLoops = out[*cable];
            if (inLoops.empty() || inLoops.back().first != n) inLoops.emplace_back(n, std::vector<int>{});
            inLoops.back().second.push_back(int(k));
        }
    return out;
}

/// A facility pipe run out (a leak, a valve stuck shut, a blocked
/// strainer): in each loop that holds it, the devices no pump can reach
/// round a cycle any more stop (PumpCycles: a rack branch cut leaves its
/// manifold a dead end), without a solve; when it cuts nothing off (a
/// header between CDUs), the loop is solved again without it.
void pipeRunLoss(const FaultDomains& d, const FaultComponent& c, const PipeLinks& pipes, Primary& p) {
    const auto& devices = d.design().devices();
    const auto inLoops = pipes.constFind(*c.cable);
    if (inLoops == pipes.cend()) return;
    for (const auto& [index, closed] : *inLoops) {
        const LoopNetwork& net = d.loopNetworks()[index];
        if (!net.solvable()) continue;
        const std::vector<char> reach = hyd::PumpCycles::reachable(net.network, closed);
        bool cut = false;
        for (const LoopNetwork::Cooled& cooled : net.cooled)
            if (!reach[size_t(cooled.link)]) {
                p.markDown(devices.indexOf(cooled.device));
                cut = true;
            }
        if (!cut) flowsWithClosed(d, net, closed, p);
    }
}

void coolantLoss(const FaultDomains& d, const FaultComponent& c, Primary& p) {
    const auto& nodes = d.nodes();
    const auto stopLoop = [&](const FaultDomains::Loop& loop) {
        for (size_t i = 0; i < nodes.size(); ++i)
            if (nodes[i].liquid && std::find(loop.racks.begin(), loop.racks.end(), nodes[i].rack) != loop.racks.end())
                p.markDown(int(i));
    };
    if (c.kind == FaultKind::CoolingLoop) {
        for (const auto& loop : d.loops())
            if (loop.id == *c.loop) stopLoop(loop);
    }
    // CDUs stopped by their own failure or by losing their power: a loop
    // holds when its other CDUs carry its heat (N+1); it then has no spare
    // left, which is the cooling margin lost. Otherwise its racks lose coolant.
    std::vector<int> cdusDown;
    for (int i : p.downInOrder())
        if (nodes[size_t(i)].kind == FaultKind::Cdu) cdusDown.push_back(i);
    if (!cdusDown.empty() && c.kind != FaultKind::CoolingLoop) {
        for (const auto& loop : d.loops()) {
            const auto isDown = [&](int cdu) { return std::find(cdusDown.begin(), cdusDown.end(), cdu) != cdusDown.end(); };
            const auto lost = std::count_if(loop.cdus.begin(), loop.cdus.end(), isDown);
            if (lost == 0) continue;
            double remainingW = 0;
            for (int other : loop.cdus)
                if (!isDown(other)) remainingW += d.cduCapacityW(other);
            if (remainingW + 1e-9 < loop.heatW || size_t(lost) >= loop.cdus.size()) {
                stopLoop(loop);
                continue;
            }
            // Enough capacity is left; whether its water reaches every rack
            // is a matter of the pipes: the loop is solved again without them.
            const size_t index = size_t(&loop - d.loops().data());
            if (flowsWithout(d, index, cdusDown, p) != FlowCheck::Short)
                p.racksLoseMargin.insert(p.racksLoseMargin.end(), loop.racks.begin(), loop.racks.end());
        }
    }
    p.cdusDown = std::move(cdusDown);
    if (c.kind == FaultKind::Manifold) {
        for (int dev : nodes[size_t(c.node)].piped) {
            const auto& mf = nodes[size_t(dev)].manifolds;
            // A device piped to two manifolds keeps the other's coolant.
            if (std::all_of(mf.begin(), mf.end(), [&](int m) { return m == c.node; })) p.markDown(dev);
        }
    }
}

/// Air coolers stopped (by their own failure): where the coolers left
/// remove less than the racks put into the air, those racks' devices must
/// cut their heat to the share that is removed, so their GPUs run
/// throttled to it, and below LoopHydraulics::kLostBelow they stop, as a
/// device short of coolant does. Default, not a datasheet value.
void airLoss(const FaultDomains& d, Primary& p) {
    const auto& nodes = d.nodes();
    std::vector<DeviceId> coolers;
    for (int i : p.downList)
        if (nodes[size_t(i)].kind == FaultKind::AirCooler) coolers.push_back(nodes[size_t(i)].device->id);
    if (coolers.empty()) return;
    const std::vector<AirAisles::Shortfall> shortfalls = d.air().shortWithout(coolers, d.design().room().containment);
    if (shortfalls.empty()) return;
    std::vector<double> rackShare(size_t(d.design().racks().size()), 1.0);
    for (const AirAisles::Shortfall& s : shortfalls) {
        for (int r : s.racks) rackShare[size_t(r)] = std::min(rackShare[size_t(r)], s.share());
        if (p.airShort.where.isEmpty() || s.share() < p.airShort.share()) p.airShort = s;
    }
    for (size_t i = 0; i < nodes.size(); ++i) {
        const Node& n = nodes[i];
        if (n.rack < 0 || p.down[i]) continue;
        const double share = rackShare[size_t(n.rack)];
        if (share >= 1.0) continue;
        if (share < LoopHydraulics::kLostBelow) p.markDown(int(i));
        else if (isHost(n)) p.airThrottled.emplace_back(int(i), share);
    }
}

void addOnce(std::vector<int>& list, int value) {
    if (std::find(list.begin(), list.end(), value) == list.end()) list.push_back(value);
}

}  // namespace

namespace {

/// `down` holds a zero per node on entry and again on return, as does `scratch`.
BlastRadius radiusOf(const FaultDomains& d, int component, int uplinks, const PipeLinks& pipes,
                     std::vector<char>& down, PowerScratch& scratch) {
    const auto& nodes = d.nodes();
    const FaultComponent& c = d.components()[size_t(component)];
    Primary p{down, {}, {}, {}, {}, {}, {}, {}};
    if (c.node >= 0 && c.kind != FaultKind::PduPhase) p.markDown(c.node);
    powerLoss(d, c, p, scratch);
    coolantLoss(d, c, p);
    if (c.kind == FaultKind::PipeRun) pipeRunLoss(d, c, pipes, p);
    airLoss(d, p);

    BlastRadius r;
    r.component = component;
    r.uplinks = uplinks;
    r.racksLoseCoolingMargin = std::move(p.racksLoseMargin);
    r.cdusDown = std::move(p.cdusDown);
    // Live hosts that lose links, with how many (sparse: a failure touches few).
    QHash<int, int> scaleOutLost, storageLost;
    std::vector<int> nvlinkHit;
    r.downNodes = p.downInOrder();
    for (int i : r.downNodes) {
        const Node& gone = nodes[size_t(i)];
        if (isHost(gone)) {
            r.gpusDown += gone.gpus;
            r.hitGpuNodes.push_back(i);
        }
        for (const FaultDomains::Link& l : gone.links) {
            const Node& o = nodes[size_t(l.other)];
            if (p.down[size_t(l.other)]) continue;
            if (l.role == PortRole::Compute) {
                if (isHost(o) && gone.kind == FaultKind::Leaf) ++scaleOutLost[l.other];
                if (isUplink(gone, o)) ++r.uplinksLost;
            } else if (l.role == PortRole::NvLink && isHost(o) && gone.kind == FaultKind::NvlinkSwitchTray) {
                addOnce(nvlinkHit, l.other);
            } else if ((l.role == PortRole::Storage || l.role == PortRole::InBand) && isHost(o)) {
                ++storageLost[l.other];
                ++r.storagePathsLost;
            } else if (l.role == PortRole::Oob) {
                ++r.mgmtPathsLost;
            }
        }
    }
    for (auto it = scaleOutLost.cbegin(); it != scaleOutLost.cend(); ++it) {
        const Node& n = nodes[size_t(it.key())];
        const auto total = std::count_if(n.links.begin(), n.links.end(),
                                         [&](const auto& l) { return isScaleOutLink(nodes, l); });
        r.scaleOutLinksLost += it.value();
        r.worstScaleOutShare = std::max(r.worstScaleOutShare, double(it.value()) / double(total));
        if (it.value() >= total) {
            r.gpusCutOff += n.gpus;
            r.cutOffNodes.push_back(it.key());
        } else {
            r.gpusLoseScaleOut += n.gpus;
        }
        addOnce(r.hitGpuNodes, it.key());
    }
    for (auto it = storageLost.cbegin(); it != storageLost.cend(); ++it) {
        const Node& n = nodes[size_t(it.key())];
        const auto total = std::count_if(n.links.begin(), n.links.end(), [](const auto& l) {
            return l.role == PortRole::Storage || l.role == PortRole::InBand;
        });
        if (it.value() >= total) {
            ++r.hostsWithoutStorage;
            r.gpusWithoutStorage += n.gpus;
        }
    }
    for (int i : nvlinkHit) {
        r.gpusLoseNvlink += nodes[size_t(i)].gpus;
        addOnce(r.hitGpuNodes, i);
    }
    for (const auto& [i, supply] : p.shortOfPower) {
        if (!isHost(nodes[size_t(i)])) continue;
        // A device stopped for want of power counts once, in gpusDown.
        const bool stopped = p.down[size_t(i)];
        if (stopped && supply.state == DevicePsus::Supply::State::Capped) continue;  // down for another reason
        if (stopped) r.gpusDownOnPsus += nodes[size_t(i)].gpus;
        else {
            r.gpusThrottled += nodes[size_t(i)].gpus;
            r.throttledShare = std::min(r.throttledShare, supply.share());
            addOnce(r.throttledNodes, i);
        }
        // The shortest, the first in design order among equals.
        if (r.shortfallNode < 0 || supply.share() < r.shortfall.share() ||
            (supply.share() == r.shortfall.share() && i < r.shortfallNode)) {
            r.shortfallNode = i;
            r.shortfall = supply;
        }
    }
    for (const auto& [i, share] : p.coolantThrottled)
        if (!p.down[size_t(i)] && isHost(nodes[size_t(i)])) {
            r.gpusCoolantThrottled += nodes[size_t(i)].gpus;
            r.leastCoolantShare = std::min(r.leastCoolantShare, share);
            addOnce(r.throttledNodes, i);
        }
    // Throttled, as for want of power or coolant, a job slows but runs on.
    for (const auto& [i, share] : p.airThrottled)
        if (!p.down[size_t(i)]) {
            r.gpusAirThrottled += nodes[size_t(i)].gpus;
            if (isHost(nodes[size_t(i)])) addOnce(r.throttledNodes, i);
        }
    r.airShort = std::move(p.airShort);
    std::sort(r.hitGpuNodes.begin(), r.hitGpuNodes.end());
    std::sort(r.cutOffNodes.begin(), r.cutOffNodes.end());
    std::sort(r.throttledNodes.begin(), r.throttledNodes.end());
    p.reset();
    return r;
}

}  // namespace

BlastRadius BlastRadii::of(const FaultDomains& d, int component) {
    std::vector<char> down(d.nodes().size(), 0);
    PowerScratch scratch(d.nodes().size());
    return radiusOf(d, component, countUplinks(d.nodes()), pipeLinks(d), down, scratch);
}

std::vector<BlastRadius> BlastRadii::of(const FaultDomains& domains) {
    std::vector<BlastRadius> out;
    out.reserve(domains.components().size());
    const int uplinks = countUplinks(domains.nodes());
    std::vector<char> down(domains.nodes().size(), 0);  // shared by every component, reset after each
    PowerScratch scratch(domains.nodes().size());
    const PipeLinks pipes = pipeLinks(domains);
    for (int i = 0; i < int(domains.components().size()); ++i)
        out.push_back(radiusOf(domains, i, uplinks, pipes, down, scratch));
    return out;
}

int BlastRadii::worstOfKind(const FaultDomains& domains, const std::vector<BlastRadius>& radii, FaultKind kind) {
    int worst = -1;
    const auto score = [](const BlastRadius& r) {
        return std::make_tuple(r.gpusLost(), r.gpusLoseScaleOut + r.gpusLoseNvlink, r.gpusThrottled,
                               r.uplinksLost + r.storagePathsLost + int(r.racksLoseCoolingMargin.size()));
    };
    for (int i = 0; i < int(radii.size()); ++i) {
        if (domains.components()[size_t(radii[size_t(i)].component)].kind != kind) continue;
        if (worst < 0 || score(radii[size_t(i)]) > score(radii[size_t(worst)])) worst = i;
    }
    return worst;
}

}  // namespace sn
