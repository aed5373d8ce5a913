#include "routing/routing_graph.h"

#include "design/design.h"
#include "routing/plan_geometry.h"

#include <algorithm>
#include <cmath>

namespace sn {

RoutingGraph::RoutingGraph(const Design& design, const RoutingPolicy& policy) {
    addRacks(design, policy);
    addPassages(policy);
    addTrays(design, policy);
}

std::optional<int> RoutingGraph::rackIndex(RackId id) const {
    const auto it = m_rackIndex.constFind(id);
    if (it == m_rackIndex.cend()) return std::nullopt;
    return *it;
}

int RoutingGraph::addVertex() { return int(boost::add_vertex(m_graph)); }

void RoutingGraph::addEdge(RouteEdge edge) {
    boost::add_edge(edge.from, edge.to, int(m_edges.size()), m_graph);
    m_edges.push_back(edge);
}

void RoutingGraph::addBoth(RouteEdge edge) {
    addEdge(edge);
    std::swap(edge.from, edge.to);
    addEdge(edge);
}

void RoutingGraph::addRacks(const Design& design, const RoutingPolicy& policy) {
    for (const Rack& rack : design.racks()) {
        const int r = int(m_frames.size());
        m_frames.emplace_back(rack, policy);
        m_rackIndex.insert(rack.id, r);
        for (int i = 0; i < kVerticesPerRack; ++i) addVertex();
        const RackFrame& f = m_frames.back();
        const double acrossMm = rack.widthMm - f.channelWidthMm();  // column to column on one face
        for (Layer layer : {Layer::Up, Layer::Down, Layer::Top}) {
            auto v = [&](int column) { return vertex(r, layer, column); };
            for (Face face : {Face::Front, Face::Rear})
                addBoth({RouteEdgeKind::InRack, v(RackFrame::columnIndex(face, 0)),
                         v(RackFrame::columnIndex(face, 1)), acrossMm});
            for (int side : {0, 1})
                addBoth({RouteEdgeKind::InRack, v(RackFrame::columnIndex(Face::Front, side)),
                         v(RackFrame::columnIndex(Face::Rear, side)), rack.depthMm});
        }
        // Climb and descend carry the top's height: a route through the top
        // then measures (top − z) at each end once the caller subtracts the
        // port heights (see CableRouter).
        for (int c = 0; c < 4; ++c) {
            addEdge({RouteEdgeKind::Climb, vertex(r, Layer::Up, c), vertex(r, Layer::Top, c), f.topZ()});
            addEdge({RouteEdgeKind::Descend, vertex(r, Layer::Top, c), vertex(r, Layer::Down, c), f.topZ()});
        }
    }
}

void RoutingGraph::addPassages(const RoutingPolicy& policy) {
    // Racks bayed side by side (same turn, j right after i along a, fronts in
    // line) share pass-throughs on both faces, at any height.
    for (int i = 0; i < int(m_frames.size()); ++i) {
        const RackFrame& fi = m_frames[size_t(i)];
        for (int j = 0; j < int(m_frames.size()); ++j) {
            const RackFrame& fj = m_frames[size_t(j)];
            if (i == j || fi.rack().rotationDeg != fj.rack().rotationDeg) continue;
            const QPointF delta = fj.toRoom(0, 0) - fi.toRoom(fi.rack().widthMm, 0);
            const double gapMm = QPointF::dotProduct(delta, fi.aAxis());
            const double offsetMm = QPointF::dotProduct(delta, fi.bAxis());
            if (gapMm < -1 || gapMm > policy.neighbourGapMm || std::abs(offsetMm) > policy.neighbourGapMm) continue;
            const double lengthMm = fi.channelWidthMm() / 2 + std::max(0.0, gapMm) + fj.channelWidthMm() / 2;
            // A cable turns into the pass-through within the channel width.
            const double radiusMm = std::min(fi.channelWidthMm(), fj.channelWidthMm());
            for (Layer layer : {Layer::Up, Layer::Down, Layer::Top})
                for (Face face : {Face::Front, Face::Rear})
                    addBoth({RouteEdgeKind::Passage, vertex(i, layer, RackFrame::columnIndex(face, 1)),
                             vertex(j, layer, RackFrame::columnIndex(face, 0)), lengthMm, radiusMm});
        }
    }
}

}  // namespace sn
