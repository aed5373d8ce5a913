#include "routing/side_channel_fill.h"

#include "design/design.h"
#include "routing/route_solver.h"
#include "routing/port_exit.h"
#include "routing/routing_graph.h"

#include <QHash>

#include <algorithm>
#include <map>

namespace sn {

namespace {

constexpr double kFillEpsMm2 = 1e-6;

/// One cable's vertical run in a column.
struct Run {
    double lowMm, highMm, areaMm2;
};

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

std::vector<ChannelFinding> SideChannelFill::ofRecordedRoutes(const Design& design, const RoutingPolicy& policy) {
    std::vector<Use> uses;
    for (const Cable& cable : design.cables()) {
        if (!cable.routed || !cable.routeLengthMm || cable.routed->problem) continue;
        const RouteRecord& r = *cable.routed;
        const CableType* type = design.catalog().cable(cable.typeId);
        const Connection* c = design.connection(cable.connection);
        if (r.columnA < 0 || r.columnB < 0 || !type || !c) continue;
        const auto a = PortExits::of(design, c->a, policy, nullptr);
        const auto b = a ? PortExits::of(design, c->b, policy, nullptr) : std::nullopt;
        if (!a || !b) continue;
        uses.push_back({a->rack, b->rack, a->zMm, b->zMm, r.columnA, r.columnB, r.overTop, RouteSolver::areaMm2(*type)});
    }
    return overFull(design, RoutingGraph::framesOf(design, policy), policy, uses);
}

std::vector<ChannelFinding> SideChannelFill::overFull(const Design& design, const std::vector<RackFrame>& frames,
                                                      const RoutingPolicy& policy, const std::vector<Use>& uses) {
    QHash<RackId, int> indexOf;
    for (size_t i = 0; i < frames.size(); ++i) indexOf.insert(frames[i].rack().id, int(i));
    std::map<std::pair<int, int>, std::vector<Run>> runs;  // (frame index, column) → runs
    for (const Use& use : uses) {
        const auto ia = indexOf.constFind(use.rackA), ib = indexOf.constFind(use.rackB);
        if (ia == indexOf.cend() || ib == indexOf.cend()) continue;
        const int rackA = *ia, rackB = *ib;
        if (use.overTop) {
            runs[{rackA, use.columnA}].push_back({use.zA, frames[size_t(rackA)].topZ(), use.areaMm2});
            runs[{rackB, use.columnB}].push_back({use.zB, frames[size_t(rackB)].topZ(), use.areaMm2});
            continue;
        }
        // Between columns the vertical run |zA − zB| may lie in either end's
        // column: count it in both (once when both ends share one column).
        const Run run{std::min(use.zA, use.zB), std::max(use.zA, use.zB), use.areaMm2};
        runs[{rackA, use.columnA}].push_back(run);
        if (rackB != rackA || use.columnB != use.columnA) runs[{rackB, use.columnB}].push_back(run);
    }
    std::vector<ChannelFinding> out;
    for (const auto& [key, columnRuns] : runs) {
        const auto [rackIndex, column] = key;
        const RackFrame& frame = frames[size_t(rackIndex)];
        const double capacity = capacityMm2(design, frame, policy);
        if (capacity <= 0) continue;
        const auto [fillMm2, atZmm] = fullest(columnRuns);
        if (fillMm2 <= capacity + kFillEpsMm2) continue;
        const Rack& rack = frame.rack();
        ChannelFinding f;
        f.rack = rack.id;
        f.face = RackFrame::columnFace(column);
        f.side = RackFrame::columnSide(column);
        f.fillMm2 = fillMm2;
        f.capacityMm2 = capacity;
        f.atZmm = atZmm;
        const double grossMm2 = capacity / policy.sideChannelFillLimit;
        f.message = tr("Rack %1, %2 cable manager: cables fill %3 % of its cross-section at %4 m above the floor, "
                       "over the %5 % limit.")
                        .arg(rack.name, columnName(f.face, f.side))
                        .arg(100 * fillMm2 / grossMm2, 0, 'f', 1)
                        .arg(atZmm / 1000, 0, 'f', 2)
                        .arg(100 * policy.sideChannelFillLimit, 0, 'g', 3);
        out.push_back(std::move(f));
    }
    return out;
}

}  // namespace sn
