#include "model/routing/tray_distance.h"

#include "model/design/design.h"
#include "model/routing/plan_geometry.h"
#include "model/routing/routing_graph.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <queue>

namespace sn {

namespace {

/// The point of a tray segment nearest to p.
struct OnSegment {
    int segment = -1;
    double alongMm = 0;  ///< from the segment's start
    double lengthMm = 0;
    double offsetMm = std::numeric_limits<double>::infinity();
    QPointF point;
};

OnSegment nearestSegment(const RoutingGraph& graph, QPointF p) {
    OnSegment best;
    for (int s = 0; s < int(graph.segments().size()); ++s) {
        const TraySegment& seg = graph.segments()[size_t(s)];
        const plan::PolylinePoint near = plan::nearestOnPolyline({seg.fromMm, seg.toMm}, p);
        if (near.distanceMm < best.offsetMm)
            best = {s, near.alongMm, plan::distance(seg.fromMm, seg.toMm), near.distanceMm, near.point};
    }
    return best;
}

}  // namespace

TrayDistance TrayDistance::measure(const Design& design, QPointF aMm, QPointF bMm) {
    TrayDistance out;
    out.straightMm = plan::distance(aMm, bMm);
    const RoutingGraph graph(design, RoutingPolicy::of(design.routingSettings()));
    const OnSegment a = nearestSegment(graph, aMm), b = nearestSegment(graph, bMm);
    if (a.segment < 0 || b.segment < 0) return out;
    out.offsetAMm = a.offsetMm;
    out.offsetBMm = b.offsetMm;

    // Each segment's end vertices (its first edge runs from start to end) and
    // the tray-only edges: the measure stays on the trays, never through racks.
    const int n = graph.vertexCount();
    std::vector<std::pair<int, int>> ends(graph.segments().size(), {-1, -1});
    std::vector<std::vector<int>> outEdges(static_cast<size_t>(n));
    std::vector<QPointF> where(static_cast<size_t>(n));
    for (int e = 0; e < int(graph.edges().size()); ++e) {
        const RouteEdge& edge = graph.edges()[size_t(e)];
        if (edge.kind != RouteEdgeKind::Segment && edge.kind != RouteEdgeKind::Fitting && edge.kind != RouteEdgeKind::Junction)
            continue;
        outEdges[size_t(edge.from)].push_back(e);
        if (edge.segment >= 0 && ends[size_t(edge.segment)].first < 0) {
            ends[size_t(edge.segment)] = {edge.from, edge.to};
            where[size_t(edge.from)] = graph.segments()[size_t(edge.segment)].fromMm;
            where[size_t(edge.to)] = graph.segments()[size_t(edge.segment)].toMm;
        }
    }
    if (a.segment == b.segment) {
        out.alongTraysMm = std::abs(a.alongMm - b.alongMm);
        out.pathMm = {a.point, b.point};
        return out;
    }
    // Dijkstra from both ends of a's segment, started at their distance from a's tray point.
    const double inf = std::numeric_limits<double>::infinity();
    std::vector<double> dist(size_t(n), inf);
    std::vector<int> via(size_t(n), -1);
    using Item = std::pair<double, int>;
    std::priority_queue<Item, std::vector<Item>, std::greater<>> queue;
    const auto [a0, a1] = ends[size_t(a.segment)];
    const auto [b0, b1] = ends[size_t(b.segment)];
    dist[size_t(a0)] = a.alongMm;
    dist[size_t(a1)] = a.lengthMm - a.alongMm;
    queue.push({dist[size_t(a0)], a0});
    queue.push({dist[size_t(a1)], a1});
    while (!queue.empty()) {
        const auto [d, v] = queue.top();
        queue.pop();
        if (d > dist[size_t(v)]) continue;
        for (int e : outEdges[size_t(v)]) {
            const RouteEdge& edge = graph.edges()[size_t(e)];
            if (d + edge.lengthMm < dist[size_t(edge.to)]) {
                dist[size_t(edge.to)] = d + edge.lengthMm;
                via[size_t(edge.to)] = e;
                queue.push({dist[size_t(edge.to)], edge.to});
            }
        }
    }
    const double viaB0 = dist[size_t(b0)] + b.alongMm, viaB1 = dist[size_t(b1)] + (b.lengthMm - b.alongMm);
    const double total = std::min(viaB0, viaB1);
    if (!std::isfinite(total)) return out;
    out.alongTraysMm = total;
    std::vector<QPointF> back{b.point};
    for (int v = viaB0 <= viaB1 ? b0 : b1; v >= 0; v = via[size_t(v)] < 0 ? -1 : graph.edges()[size_t(via[size_t(v)])].from)
        if (back.back() != where[size_t(v)]) back.push_back(where[size_t(v)]);
    if (back.back() != a.point) back.push_back(a.point);
    out.pathMm.assign(back.rbegin(), back.rend());
    return out;
}

}  // namespace sn
