#include "model/routing/routing_graph.h"

#include "model/design/design.h"
#include "model/routing/plan_geometry.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>
#include <unordered_map>

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

int RoutingGraph::addVertex(QPointF planMm) {
    m_alongMm.push_back(std::numeric_limits<double>::quiet_NaN());
    m_planMm.push_back(planMm);
    return int(boost::add_vertex(m_graph));
}

void RoutingGraph::addEdge(RouteEdge edge) {
    boost::add_edge(edge.from, edge.to, int(m_edges.size()), m_graph);
    m_edges.push_back(edge);
}

void RoutingGraph::addBoth(RouteEdge edge) {
    addEdge(edge);
    std::swap(edge.from, edge.to);
    addEdge(edge);
}

std::vector<RackFrame> RoutingGraph::framesOf(const Design& design, const RoutingPolicy& policy) {
    std::vector<RackFrame> frames;
    double tallestMm = 0;
    for (const Rack& rack : design.racks()) {
        frames.emplace_back(rack, policy);
        tallestMm = std::max(tallestMm, frames.back().topZ());
    }
    // Floor units (in-row CDUs) stand in the rows as tall as the racks
    // beside them; the catalog gives no height, so take the tallest rack's
    // top, or the unit's highest port when there are no racks.
    for (const Device& device : design.devices()) {
        const DeviceType* type = design.typeOf(device);
        if (!type || type->mount != Mount::Floor || type->widthMm <= 0 || type->depthMm <= 0) continue;
        double topMm = tallestMm;
        for (const PortSpec& p : type->ports()) topMm = std::max(topMm, p.yMm);
        frames.push_back(RackFrame::floorUnit(device, *type, topMm, policy));
    }
    return frames;
}

void RoutingGraph::addRacks(const Design& design, const RoutingPolicy& policy) {
    for (const RackFrame& frame : framesOf(design, policy)) {
        const Rack& rack = frame.rack();
        const int r = int(m_frames.size());
        m_frames.push_back(frame);
        m_rackIndex.insert(rack.id, r);
        const RackFrame& f = m_frames.back();
        for (int i = 0; i < kVerticesPerRack; ++i) addVertex(f.columnPoint(i % 4));
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

namespace {
int groupRoot(std::vector<int>& parent, int i) {
    while (parent[size_t(i)] != i) i = parent[size_t(i)] = parent[size_t(parent[size_t(i)])];
    return i;
}

/// Per rack, in ascending order, the racks whose origin (front left corner)
/// lies within `reachMm` of its front right corner: every rack that can be
/// bayed to its right, and a few more. Found in a grid of cells `reachMm`
/// wide, so a hall costs its racks' count, not its square (comparing every
/// pair took 3.3 M instructions at 4 096 GPUs and 43 M at 16 384).
std::vector<std::vector<int>> rightNeighbourCandidates(const std::vector<RackFrame>& frames, double reachMm) {
    const double cellMm = std::max(reachMm, 1.0);
    // Cells far beyond any room share the outermost index: still a superset.
    // A place that is no number (the loaders refuse one, io/design_bounds)
    // goes to cell 0 rather than into a conversion an int64 cannot hold.
    auto cell = [&](double mm) {
        const double c = std::floor(mm / cellMm);
        return std::isfinite(c) ? std::int64_t(std::clamp(c, -1e9, 1e9)) : std::int64_t(0);
    };
    auto key = [](std::int64_t x, std::int64_t y) { return (x << 32) ^ (y & 0xffffffff); };
    std::unordered_map<std::int64_t, std::vector<int>> origins;
    for (int j = 0; j < int(frames.size()); ++j) {
        const QPointF o = frames[size_t(j)].toRoom(0, 0);
        origins[key(cell(o.x()), cell(o.y()))].push_back(j);
    }
    std::vector<std::vector<int>> candidates(frames.size());
    for (int i = 0; i < int(frames.size()); ++i) {
        const RackFrame& f = frames[size_t(i)];
        const QPointF corner = f.toRoom(f.rack().widthMm, 0);
        const std::int64_t cx = cell(corner.x()), cy = cell(corner.y());
        std::vector<int>& near = candidates[size_t(i)];
        for (std::int64_t dx = -1; dx <= 1; ++dx)
            for (std::int64_t dy = -1; dy <= 1; ++dy) {
                const auto it = origins.find(key(cx + dx, cy + dy));
                if (it != origins.end()) near.insert(near.end(), it->second.begin(), it->second.end());
            }
        std::sort(near.begin(), near.end());
    }
    return candidates;
}
}  // namespace

void RoutingGraph::addPassages(const RoutingPolicy& policy) {
    m_bayGroup.resize(m_frames.size());
    for (int i = 0; i < int(m_frames.size()); ++i) m_bayGroup[size_t(i)] = i;
    // Racks bayed side by side (same turn, j right after i along a, fronts in
    // line) share pass-throughs on both faces, at any height. Such a j's
    // origin lies within √2 × the allowed gap (and the millimetre of
    // overlap) of i's front right corner; the test below decides.
    const double slackMm = std::max(policy.neighbourGapMm, 1.0);
    const double reachMm = std::sqrt(2.0) * slackMm * 1.01 + 1;
    const std::vector<std::vector<int>> near = rightNeighbourCandidates(m_frames, reachMm);
    for (int i = 0; i < int(m_frames.size()); ++i) {
        const RackFrame& fi = m_frames[size_t(i)];
        for (int j : near[size_t(i)]) {
            const RackFrame& fj = m_frames[size_t(j)];
            if (i == j || fi.rack().rotationDeg != fj.rack().rotationDeg) continue;
            const QPointF delta = fj.toRoom(0, 0) - fi.toRoom(fi.rack().widthMm, 0);
            const double gapMm = QPointF::dotProduct(delta, fi.aAxis());
            const double offsetMm = QPointF::dotProduct(delta, fi.bAxis());
            if (gapMm < -1 || gapMm > policy.neighbourGapMm || std::abs(offsetMm) > policy.neighbourGapMm) continue;
            const double lengthMm = fi.channelWidthMm() / 2 + std::max(0.0, gapMm) + fj.channelWidthMm() / 2;
            // A cable turns into the pass-through within a rack's channel
            // width; a floor unit's ports face the gap and add no limit.
            const double infinite = std::numeric_limits<double>::infinity();
            const double radiusMm = std::min(fi.isFloorUnit() ? infinite : fi.channelWidthMm(),
                                             fj.isFloorUnit() ? infinite : fj.channelWidthMm());
            // Between racks of different heights a cable may only cross at the
            // roofs (stepping up or down between them): a port above the lower
            // rack's top could not pass into its channel, and the climb weights
            // assume a route climbs in a rack at least as tall as its start.
            const double stepMm = std::abs(fi.topZ() - fj.topZ());
            if (stepMm <= 1) {
                const int ri = groupRoot(m_bayGroup, i), rj = groupRoot(m_bayGroup, j);
                m_bayGroup[size_t(std::max(ri, rj))] = std::min(ri, rj);
            }
            for (Layer layer : {Layer::Up, Layer::Down, Layer::Top}) {
                if (layer != Layer::Top && stepMm > 1) continue;
                for (Face face : {Face::Front, Face::Rear})
                    addBoth({RouteEdgeKind::Passage, vertex(i, layer, RackFrame::columnIndex(face, 1)),
                             vertex(j, layer, RackFrame::columnIndex(face, 0)), lengthMm + stepMm, radiusMm});
            }
        }
    }
    for (int i = 0; i < int(m_frames.size()); ++i) m_bayGroup[size_t(i)] = groupRoot(m_bayGroup, i);
}

}  // namespace sn
