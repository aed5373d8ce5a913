#include "routing/side_channel_fill.h"

#include "design/design.h"
#include "routing/route_solver.h"
#include "routing/routing_graph.h"

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

double SideChannelFill::capacityMm2(const Design& design, const RoutingGraph& graph, const RoutingPolicy& policy,
                                    int rackIndex) {
    const RackFrame& frame = graph.frame(rackIndex);
    if (frame.isFloorUnit()) return 0;
    const RackType* type = design.catalog().rackType(frame.rack().typeId);
    const double depthMm = type ? type->cableManagerDepthMm : RackType::kDefaultCableManagerDepthMm;
    return frame.channelWidthMm() * depthMm * policy.sideChannelFillLimit;
}

std::vector<ChannelFinding> SideChannelFill::overFull(const Design& design, const RoutingGraph& graph,
                                                      const RoutingPolicy& policy, const std::vector<RouteTask>& tasks) {
    std::map<std::pair<int, int>, std::vector<Run>> runs;  // (rack index, column) → runs
    for (const RouteTask& task : tasks) {
        if (!task.chosen || task.columnA < 0 || task.columnB < 0) continue;
        const double area = RouteSolver::areaMm2(*task.chosen);
        const int rackA = *graph.rackIndex(task.a->rack), rackB = *graph.rackIndex(task.b->rack);
        const double zA = task.a->zMm, zB = task.b->zMm;
        if (task.overTop) {
            runs[{rackA, task.columnA}].push_back({zA, graph.frame(rackA).topZ(), area});
            runs[{rackB, task.columnB}].push_back({zB, graph.frame(rackB).topZ(), area});
            continue;
        }
        // Between columns the vertical run |zA − zB| may lie in either end's
        // column: count it in both (once when both ends share one column).
        const Run run{std::min(zA, zB), std::max(zA, zB), area};
        runs[{rackA, task.columnA}].push_back(run);
        if (rackB != rackA || task.columnB != task.columnA) runs[{rackB, task.columnB}].push_back(run);
    }
    std::vector<ChannelFinding> out;
    for (const auto& [key, columnRuns] : runs) {
        const auto [rackIndex, column] = key;
        const double capacity = capacityMm2(design, graph, policy, rackIndex);
        if (capacity <= 0) continue;
        const auto [fillMm2, atZmm] = fullest(columnRuns);
        if (fillMm2 <= capacity + kFillEpsMm2) continue;
        const Rack& rack = graph.frame(rackIndex).rack();
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
