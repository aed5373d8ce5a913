#include "model/routing/side_channel_fill.h"

#include "model/design/design.h"
#include "model/design/in_order_finder.h"
#include "model/routing/port_exit.h"
#include "model/routing/route_solver.h"
#include "model/routing/routing_graph.h"

#include <QHash>
#include <QSet>

#include <algorithm>
#include <map>

namespace sn {

using Run = SideChannelFill::Run;

namespace {

constexpr double kFillEpsMm2 = 1e-6;
/// A frame's cable-manager columns: front left, front right, rear left, rear right (RackFrame::columnIndex).
constexpr size_t kColumns = 4;

/// The largest sum of areas of runs that share a height, and that height.
/// Runs touching at a height both count there (a cable leaves the column
/// where the next one enters it).
std::pair<double, double> fullest(const std::vector<Run>& runs) {
    std::vector<std::pair<double, double>> events;  // (height, +area at a start / −area past an end)
    for (const Run& r : runs) {
        events.emplace_back(r.lowMm, r.areaMm2);
        events.emplace_back(r.highMm, -r.areaMm2);
    }
    // At one height starts come before ends, so touching runs overlap.
    std::sort(events.begin(), events.end(), [](const auto& x, const auto& y) {
        return x.first != y.first ? x.first < y.first : x.second > y.second;
    });
    double load = 0, best = 0, atMm = 0;
    for (const auto& [z, delta] : events) {
        load += delta;
        if (load > best + kFillEpsMm2) {
            best = load;
            atMm = z;
        }
    }
    return {best, atMm};
}

QString columnName(Face face, int side) {
    if (face == Face::Front) return side == 0 ? SideChannelFill::tr("front left") : SideChannelFill::tr("front right");
    return side == 0 ? SideChannelFill::tr("rear left") : SideChannelFill::tr("rear right");
}

}  // namespace

double SideChannelFill::capacityMm2(const Design& design, const RackFrame& frame, const RoutingPolicy& policy) {
    if (frame.isFloorUnit()) return 0;
    const RackType* type = design.catalog().rackType(frame.rack().typeId);
    const double depthMm = type ? type->cableManagerDepthMm : RackType::kDefaultCableManagerDepthMm;
    return frame.channelWidthMm() * depthMm * policy.sideChannelFillLimit;
}

std::vector<ChannelFinding> SideChannelFill::overFull(const Design& design, const RoutingGraph& graph,
                                                      const RoutingPolicy& policy, const std::vector<RouteTask>& tasks) {
    std::vector<Use> uses;
    for (const RouteTask& task : tasks) {
        if (!task.chosen || task.columnA < 0 || task.columnB < 0) continue;
        uses.push_back({task.a->rack, task.b->rack, task.a->zMm, task.b->zMm, task.columnA, task.columnB, task.overTop,
                        RouteSolver::areaMm2(*task.chosen)});
    }
    return overFull(design, graph.frames(), policy, uses);
}

std::optional<SideChannelFill::Use> SideChannelFill::recordedUse(const Design& design, const Cable& cable,
                                                                 const RoutingPolicy& policy) {
    return recordedUse(design, cable, design.connection(cable.connection), policy);
}

std::optional<SideChannelFill::Use> SideChannelFill::recordedUse(const Design& design, const Cable& cable,
                                                                 const Connection* c, const RoutingPolicy& policy) {
    if (!cable.routed || !cable.routeLengthMm || cable.routed->problem) return std::nullopt;
    const RouteRecord& r = *cable.routed;
    const CableType* type = design.catalog().cable(cable.typeId);
    if (r.columnA < 0 || r.columnB < 0 || !type || !c) return std::nullopt;
    const auto a = PortExits::of(design, c->a, policy, nullptr);
    const auto b = a ? PortExits::of(design, c->b, policy, nullptr) : std::nullopt;
    if (!a || !b) return std::nullopt;
    return Use{a->rack,   b->rack,   a->zMm,    b->zMm,
               r.columnA, r.columnB, r.overTop, RouteSolver::areaMm2(*type)};
}

std::vector<ChannelFinding> SideChannelFill::ofRecordedRoutes(const Design& design, const RoutingPolicy& policy) {
    std::vector<Use> uses;
    uses.reserve(size_t(design.cables().size()));
    // Each cable's connection by its place when cables follow their
    // connections, as routing leaves them: the id index's probe missed the
    // cache for each of 86 600 cables at 16 384 GPUs.
    InOrderFinder connections(design.connections());
    for (const Cable& cable : design.cables())
        if (auto use = recordedUse(design, cable, connections.find(cable.connection), policy)) uses.push_back(*use);
    return overFull(design, RoutingGraph::framesOf(design, policy), policy, uses);
}

std::vector<ChannelFinding> SideChannelFill::ofRecordedRoutesAt(const Design& design, const Rack& rack,
                                                                const std::vector<const Device*>& devices,
                                                                const RoutingPolicy& policy) {
    const RackFrame frame(rack, policy);
    if (capacityMm2(design, frame, policy) <= 0) return {};
    // A far end without a frame (a floor-standing device that is not a
    // floor unit) leaves the cable out, as framesOf does for the whole design.
    auto framed = [&](RackId id, DeviceId end) {
        if (design.rack(id)) return true;
        const Device* d = design.device(end);
        const DeviceType* type = d ? design.typeOf(*d) : nullptr;
        return type && type->mount == Mount::Floor;
    };
    QSet<ConnectionId> seen;
    std::map<int, std::vector<Run>> runs;  // column → runs
    for (const Device* device : devices)
        for (ConnectionId id : design.connectionsOf(device->id)) {
            if (seen.contains(id)) continue;
            seen.insert(id);
            const auto cableId = design.cableOf(id);
            const Cable* cable = cableId ? design.cable(*cableId) : nullptr;
            const auto use = cable ? recordedUse(design, *cable, policy) : std::nullopt;
            const Connection* c = use ? design.connection(id) : nullptr;
            if (!c || !framed(use->rackA, c->a.device) || !framed(use->rackB, c->b.device)) continue;
            const RackId ends[2] = {use->rackA, use->rackB};
            SideChannelFill::runsOf(*use, use->rackA == use->rackB, frame.topZ(), frame.topZ(),
                   [&](int end, int column, const Run& run) {
                       if (ends[end] == rack.id) runs[column].push_back(run);
                   });
        }
    std::vector<ChannelFinding> out;
    for (const auto& [column, columnRuns] : runs)
        if (auto f = overFullColumn(design, frame, column, columnRuns, policy)) out.push_back(std::move(*f));
    return out;
}

std::vector<ChannelFinding> SideChannelFill::overFull(const Design& design, const std::vector<RackFrame>& frames,
                                                      const RoutingPolicy& policy, const std::vector<Use>& uses) {
    QHash<RackId, int> indexOf;
    for (size_t i = 0; i < frames.size(); ++i) indexOf.insert(frames[i].rack().id, int(i));
    // Per frame and column (frame index × 4 + column, the order findings
    // are reported in): the runs in it.
    std::vector<std::vector<Run>> runs(frames.size() * kColumns);
    for (const Use& use : uses) {
        const auto ia = indexOf.constFind(use.rackA), ib = indexOf.constFind(use.rackB);
        if (ia == indexOf.cend() || ib == indexOf.cend()) continue;
        const int ends[2] = {*ia, *ib};
        SideChannelFill::runsOf(use, ends[0] == ends[1], frames[size_t(ends[0])].topZ(), frames[size_t(ends[1])].topZ(),
               [&](int end, int column, const Run& run) {
                   runs[size_t(ends[end]) * kColumns + size_t(column)].push_back(run);
               });
    }
    std::vector<ChannelFinding> out;
    for (size_t i = 0; i < runs.size(); ++i)
        if (!runs[i].empty())
            if (auto f = overFullColumn(design, frames[i / kColumns], int(i % kColumns), runs[i], policy))
                out.push_back(std::move(*f));
    return out;
}

std::optional<ChannelFinding> SideChannelFill::overFullColumn(const Design& design, const RackFrame& frame,
                                                              int column, const std::vector<Run>& columnRuns,
                                                              const RoutingPolicy& policy) {
    const double capacity = capacityMm2(design, frame, policy);
    if (capacity <= 0) return std::nullopt;
    const auto [fillMm2, atZmm] = fullest(columnRuns);
    if (fillMm2 <= capacity + kFillEpsMm2) return std::nullopt;
    const Rack& rack = frame.rack();
    ChannelFinding f;
    f.rack = rack.id;
    f.face = RackFrame::columnFace(column);
    f.side = RackFrame::columnSide(column);
    f.fillMm2 = fillMm2;
    f.capacityMm2 = capacity;
    f.atZmm = atZmm;
    const double grossMm2 = capacity / policy.sideChannelFillLimit;
    f.message =
        tr("Rack %1, %2 cable manager: cables fill %3 % of its cross-section at %4 m above the floor, "
           "over the %5 % limit.")
            .arg(rack.name, columnName(f.face, f.side))
            .arg(100 * fillMm2 / grossMm2, 0, 'f', 1)
            .arg(atZmm / 1000, 0, 'f', 2)
            .arg(100 * policy.sideChannelFillLimit, 0, 'g', 3);
    return f;
}

}  // namespace sn
