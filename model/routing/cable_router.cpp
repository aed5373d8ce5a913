#include "model/routing/cable_router.h"

#include "model/analysis/cable_assembly.h"
#include "model/analysis/route_freshness.h"
#include "model/routing/cage_media.h"

#include "model/design/blank_object.h"
#include "model/design/design.h"
#include "model/design/partition_crossings.h"
#include "model/routing/media_choice.h"
#include "model/routing/order_length.h"
#include "model/routing/route_solver.h"
#include "model/routing/routing_graph.h"
#include "model/routing/side_channel_fill.h"

#include <QSet>

#include <algorithm>
#include <cmath>
#include <map>
#include <tuple>

namespace sn {

namespace {

QString describe(const Design& design, const Cable& cable, const Connection& c) {
    if (!cable.label.isEmpty()) return cable.label;
    auto end = [&](const PortRef& p) {
        const Device* d = design.device(p.device);
        return QStringLiteral("%1 %2").arg(d ? d->name : p.device.toString(), p.port);
    };
    return QStringLiteral("%1 – %2").arg(end(c.a), end(c.b));
}

/// The cable a task routes: the design's, or a new one for its connection
/// (its id made from the connection's, so routing again names it the same).
Cable cableOf(const RouteTask& task, const Connection& c) {
    if (task.existing) return *task.existing;
    Cable made = blank<Cable>();
    made.id = CableId::fromName(QStringLiteral("cable/") + c.id.toString());
    made.connection = c.id;
    return made;
}

// The graph has a frame for every rack and floor unit a cable can end at,
// named as the crew sees it: one hash look-up, not a scan of the design.
QString rackName(const RoutingGraph& graph, const std::optional<PortExit>& exit) {
    if (!exit) return {};
    const auto index = graph.rackIndex(exit->rack);
    return index ? graph.frame(*index).rack().name : QString();
}

// Facility pipework: a coolant connection with a floor-standing end not
// bayed with the other (a CDU's secondary pipes to a rack manifold down
// the row) runs under the floor or on pipe
// racks the design does not model, never in cable managers or trays. Its
// length is the plan Manhattan distance between the two frames' centres,
// plus each end's height above the floor and the slack at both ends; the
// type is the first candidate (shortest reach) that orders it. False when
// the task is no such pipe.
bool layPipe(RouteTask& task, const Connection& c, const RoutingGraph& graph, const RoutingPolicy& policy) {
    if (c.role != PortRole::Coolant || !task.a || !task.b || task.problem || task.candidates.empty()) return false;
    const auto ia = graph.rackIndex(task.a->rack), ib = graph.rackIndex(task.b->rack);
    if (!ia || !ib) return false;
    const RackFrame& fa = graph.frame(*ia);
    const RackFrame& fb = graph.frame(*ib);
    // A unit bayed beside the rack takes a hose through the pass-through.
    if ((!fa.isFloorUnit() && !fb.isFloorUnit()) || graph.bayGroup(*ia) == graph.bayGroup(*ib)) return false;
    const QPointF d = fa.centre() - fb.centre();
    const double lengthMm =
        std::abs(d.x()) + std::abs(d.y()) + task.a->zMm + task.b->zMm + 2 * policy.slackPerEndMm;
    double longestM = 0;
    // With the policy's spare at each end where a type of the kind of the
    // first that holds the run leaves it (RouteSolver::routeOne says why).
    const CableType* bareType = nullptr;
    for (const double spareMm : {policy.minSparePerEndMm, 0.0})
        for (const CableType* type : task.candidates) {
            double orderM = orderLengthM(*type, lengthMm, spareMm);
            if (!bareType && orderLengthM(*type, lengthMm, 0) >= 0) bareType = type;
            if (orderM >= 0 && spareMm > 0 && !sameKind(*bareType, *type)) orderM = -1;
            longestM = std::max(longestM, type->longestOrderableM());
            if (orderM < 0) continue;
            task.chosen = type;
            task.routeLengthMm = lengthMm;
            task.orderedLengthMm = orderM * 1000;
            return true;
        }
    task.problem = RoutingProblem::TooLong;
    task.problemLengthMm = lengthMm;
    task.problemLimitM = longestM;
    return true;
}

}  // namespace

CableRouter::CableRouter(const Design& design)
    : m_design(design), m_policy(RoutingPolicy::of(design.routingSettings())) {}

CableRouter::CableRouter(const Design& design, RoutingPolicy policy) : m_design(design), m_policy(policy) {}

RoutingResult CableRouter::routeAll() const { return run(std::nullopt); }

RoutingResult CableRouter::route(const std::vector<CableId>& cables) const { return run(cables); }

std::vector<CableId> CableRouter::cablesTouching(const Design& design, const std::vector<RackId>& racks,
                                                 const std::vector<DeviceId>& devices) {
    QSet<DeviceId> moved(devices.begin(), devices.end());
    for (RackId rack : racks)
        for (DeviceId d : design.devicesIn(rack)) moved.insert(d);
    std::vector<CableId> out;
    for (const Cable& cable : design.cables()) {
        const Connection* c = design.connection(cable.connection);
        if (c && (moved.contains(c->a.device) || moved.contains(c->b.device))) out.push_back(cable.id);
    }
    return out;
}

RoutingResult CableRouter::run(const std::optional<std::vector<CableId>>& scope) const {
    const RoutingGraph graph(m_design, m_policy);
    QSet<CableId> inScope;
    if (scope) inScope = QSet<CableId>(scope->begin(), scope->end());
    RouteSolver solver(m_design, graph, m_policy);

    // The media that fit a pair of ports, asked once per pair of port specs
    // (a design has a few hundred pairs; asking the catalog for every cable
    // was a third of route's instructions).
    std::map<std::tuple<const PortSpec*, const PortSpec*, bool>, std::vector<const CableType*>> media;
    auto candidatesFor = [&](const PortSpec& a, const PortSpec& b, bool parallel) {
        const auto [it, fresh] = media.try_emplace({&a, &b, parallel});
        if (fresh) it->second = MediaChoice::candidates(m_design.catalog(), a, b, parallel);
        return it->second;
    };
    std::vector<RouteTask> tasks, pipes;
    std::vector<const Connection*> connectionOf, pipeConnections;
    // Nearly every connection becomes a task (a scoped run pins the routed
    // ones). Grown by doubling, the tasks (544 bytes each) and the result's
    // cables asked for fresh memory at every step, each copy in new pages:
    // at 16 384 GPUs reserving them spares 19 000 of route's 60 000 page
    // faults and 12 MiB of its peak (model/routing/README.md, "Route tasks and results").
    tasks.reserve(size_t(m_design.connections().size()));
    connectionOf.reserve(size_t(m_design.connections().size()));
    for (const Connection& c : m_design.connections()) {
        const auto cableId = m_design.cableOf(c.id);
        if (!cableId && scope) continue;
        RouteTask task = blank<RouteTask>();  // no ids made (design/blank_object.h)
        task.existing = cableId ? m_design.cable(*cableId) : nullptr;
        const CableType* current = task.existing ? m_design.catalog().cable(task.existing->typeId) : nullptr;
        if (scope && !inScope.contains(task.existing->id)) {
            // Outside the scope, a routed cable only loads the trays it lies
            // in; one in no tray loads nothing.
            if (!current || !task.existing->routeLengthMm || task.existing->trays.empty()) continue;
            task.pinned = true;
        }
        QString why;
        task.a = PortExits::of(m_design, c.a, m_policy, &why);
        if (task.a) task.b = PortExits::of(m_design, c.b, m_policy, &why);
        if (!task.a || !task.b) {
            if (task.pinned) continue;
            task.problem = RoutingProblem::NoExit;
            task.problemDetail = why;
        } else if (task.pinned) {
            task.candidates = {current};
            std::vector<int> trays;
            for (TrayId t : task.existing->trays) trays.push_back(graph.trayIndex(t));
            task.restriction = solver.restrictionOf(trays);
        } else {
            const PortSpec& pa = *m_design.portSpec(c.a);
            const PortSpec& pb = *m_design.portSpec(c.b);
            const bool parallel = pa.cagePorts > 1 && pb.cagePorts > 1 && CableAssembly::cagesParallel(m_design, c);
            if (task.existing && task.existing->typeFixed && current) {
                if (MediaChoice::fits(*current, pa, pb, parallel)) task.candidates = {current};
                else task.problem = RoutingProblem::FixedTypeMismatch;
            } else {
                task.candidates = candidatesFor(pa, pb, parallel);
                if (task.candidates.empty()) task.problem = RoutingProblem::NoCableType;
            }
        }
        if (!task.pinned && layPipe(task, c, graph, m_policy)) {
            pipes.push_back(std::move(task));
            pipeConnections.push_back(&c);
            continue;
        }
        tasks.push_back(std::move(task));
        connectionOf.push_back(&c);
    }

    if (!solver.solve(tasks, m_progress)) {
        RoutingResult stopped;
        stopped.cancelled = true;
        stopped.revision = m_design.revision();
        return stopped;
    }
    // Pipes load no tray or cable manager: they join the outcome only now.
    for (size_t i = 0; i < pipes.size(); ++i) {
        tasks.push_back(std::move(pipes[i]));
        connectionOf.push_back(pipeConnections[i]);
    }

    // A cage takes one plug: its links share one part (splitter, twin-port
    // cable) of one length, or are fibres on one module.
    CageMedia::settle(m_design, tasks, connectionOf, m_policy.minSparePerEndMm);

    RoutingResult result;
    result.revision = m_design.revision();
    size_t kept = 0, made = 0;  // the result's cables and created ones, below
    for (const RouteTask& task : tasks)
        if (!task.pinned) ++(task.created() ? made : kept);
    result.cables.reserve(kept);
    result.created.reserve(made);
    result.rounds = solver.rounds();
    result.treeRuns = solver.treeRuns();
    result.graphVertices = graph.vertexCount();
    result.graphEdges = int(graph.edges().size());
    for (size_t i = 0; i < tasks.size(); ++i) {
        const RouteTask& task = tasks[i];
        if (task.pinned) continue;
        Cable out = cableOf(task, *connectionOf[i]);
        out.trays.clear();
        out.trayRuns.clear();
        out.routeLengthMm.reset();
        out.orderedLengthMm.reset();
        if (task.chosen) {
            out.typeId = task.chosen->id;
            out.routeLengthMm = task.routeLengthMm;
            out.orderedLengthMm = task.orderedLengthMm;
            for (int t : task.trays) out.trays.push_back(graph.trays()[size_t(t)]);
            for (const TrayStretch& run : task.runs)
                out.trayRuns.push_back({graph.trays()[size_t(run.tray)], run.fromMm, run.toMm});
        } else if (task.problem) {
            if (*task.problem == RoutingProblem::TooLong) out.routeLengthMm = task.problemLengthMm;
            result.findings.push_back({out.id, *task.problem, findingText(task, *connectionOf[i], graph)});
        }
        // What the route was computed for: the route-freshness and
        // side-channel rules read it back without routing again.
        out.routed = RouteFreshness::record(m_design, *connectionOf[i], task.chosen ? task.columnA : -1,
                                            task.chosen ? task.columnB : -1, task.chosen && task.overTop,
                                            task.chosen ? std::nullopt : task.problem);
        (task.created() ? result.created : result.cables).push_back(std::move(out));
    }
    result.overFull = overFullSegments(graph, solver.occupancy());
    result.overFullChannels = SideChannelFill::overFull(m_design, graph, m_policy, tasks);
    for (const TrayId& tray : graph.trays()) result.trayFill.push_back({tray, 0, 0});
    for (size_t s = 0; s < graph.segments().size(); ++s) {
        const TraySegment& seg = graph.segments()[s];
        TrayFill& fill = result.trayFill[size_t(seg.tray)];
        const double load = solver.occupancy()[s];
        if (fill.capacityMm2 == 0 || load * fill.capacityMm2 > fill.fillMm2 * seg.capacityMm2)
            fill = {fill.tray, load, seg.capacityMm2};
    }
    return result;
}

QString CableRouter::findingText(const RouteTask& task, const Connection& c, const RoutingGraph& graph) const {
    const Cable routed = cableOf(task, c);
    const QString cable = describe(m_design, routed, c);
    const QString rackA = rackName(graph, task.a), rackB = rackName(graph, task.b);
    switch (*task.problem) {
    case RoutingProblem::NoExit:
        return tr("Cable %1: %2").arg(cable, task.problemDetail);
    case RoutingProblem::NoCableType:
        return tr("Cable %1: no cable type in the catalog fits both ports at their speed.").arg(cable);
    case RoutingProblem::FixedTypeMismatch:
        return tr("Cable %1: its fixed type %2 does not fit both ports.").arg(cable, routed.typeId);
    case RoutingProblem::NoPath:
        return tr("Cable %1: no route joins rack %2 to rack %3; they share no tray and are not side by side.")
            .arg(cable, rackA, rackB);
    case RoutingProblem::BendRadius:
        return tr("Cable %1: every route between racks %2 and %3 passes a fitting tighter than the cable's "
                  "%4 mm bend radius.")
            .arg(cable, rackA, rackB)
            .arg(task.problemBendMm, 0, 'f', 0);
    case RoutingProblem::TooLong:
        return tr("Cable %1: the route needs %2 m; no cable type that fits its ports reaches that far "
                  "(longest %3 m).")
            .arg(cable)
            .arg(task.problemLengthMm / 1000, 0, 'f', 2)
            .arg(task.problemLimitM, 0, 'f', 1);
    }
    return {};
}

std::vector<SegmentFinding> CableRouter::overFullSegments(const RoutingGraph& graph,
                                                          const std::vector<double>& occupancy) const {
    // One finding per stretch of a tray's centre line, at its fullest point.
    std::map<std::pair<int, int>, SegmentFinding> worst;
    for (size_t s = 0; s < graph.segments().size(); ++s) {
        const TraySegment& seg = graph.segments()[s];
        if (occupancy[s] <= seg.capacityMm2 + 1e-6) continue;
        SegmentFinding& f = worst[{seg.tray, seg.polylineSegment}];
        if (f.capacityMm2 > 0 && f.fillMm2 / f.capacityMm2 >= occupancy[s] / seg.capacityMm2) continue;
        f.tray = graph.trays()[size_t(seg.tray)];
        f.polylineSegment = seg.polylineSegment;
        f.fillMm2 = occupancy[s];
        f.capacityMm2 = seg.capacityMm2;
        f.fireStop = seg.fireStop;
    }
    std::vector<SegmentFinding> out;
    for (auto& [key, f] : worst) {
        const Tray* tray = m_design.trays().find(f.tray);
        if (f.fireStop && tray) {
            const double openingMm2 = tray->widthMm * std::min(tray->depthMm, FireStop::kLoadingDepthMm);
            f.message = tr("Tray %1, segment %2: cables fill %3 % of the fire-stop opening where it passes a "
                           "hall partition, over the %4 % a listed penetration takes.")
                            .arg(tray->name)
                            .arg(f.polylineSegment + 1)
                            .arg(100 * f.fillMm2 / openingMm2, 0, 'f', 1)
                            .arg(100 * FireStop::kFillShare, 0, 'f', 0);
            out.push_back(f);
            continue;
        }
        const double limit = tray ? tray->fillLimit : 0;
        const double grossMm2 = limit > 0 ? f.capacityMm2 / limit : f.capacityMm2;
        f.message = tr("Tray %1, segment %2: cables fill %3 % of its cross-section, over the %4 % limit.")
                        .arg(tray ? tray->name : f.tray.toString())
                        .arg(f.polylineSegment + 1)
                        .arg(100 * f.fillMm2 / grossMm2, 0, 'f', 1)
                        .arg(100 * limit, 0, 'f', 0);
        out.push_back(f);
    }
    return out;
}

}  // namespace sn
