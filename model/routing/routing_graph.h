#pragma once

#include "model/core/ids.h"
#include "model/routing/rack_frame.h"
#include "model/routing/routing_policy.h"

#include <boost/graph/adjacency_list.hpp>

#include <QHash>
#include <QPointF>

#include <limits>
#include <optional>
#include <vector>

namespace sn {

class Design;

enum class RouteEdgeKind { InRack, Climb, Descend, Passage, Drop, Segment, Fitting, Junction };

/// One directed edge of the routing graph. Undirected runs are two edges.
struct RouteEdge {
    RouteEdgeKind kind = RouteEdgeKind::InRack;
    int from = 0, to = 0;
    double lengthMm = 0;
    /// The tightest bend radius the edge allows a cable; infinity when
    /// nothing constrains it (bends inside a rack are dressed by hand).
    double radiusMm = std::numeric_limits<double>::infinity();
    int segment = -1;           ///< tray segment (shared by both directions), -1 if none
    int trayA = -1, trayB = -1; ///< trays the edge belongs to; a junction belongs to two
};

/// A stretch of tray between two consecutive graph vertices.
struct TraySegment {
    int tray = 0;             ///< index into RoutingGraph::trays()
    int polylineSegment = 0;  ///< 0-based segment of the tray's centre line
    QPointF fromMm, toMm;
    double capacityMm2 = 0;  ///< width × depth × fill limit; at a partition, the fire-stop's
    /// The stretch passes a hall partition through a fire-stop penetration,
    /// whose listing admits less than the tray (FireStop): the load of a
    /// stretch is the same along it, so the whole stretch takes that limit.
    bool fireStop = false;
};

/// The routing graph of a design (DESIGN.md "Routing"). Per rack twelve
/// vertices: its four cable-manager columns twice — an "up" copy where a
/// route starts and a "down" copy where it ends — and the four columns' top
/// exits. Columns of one copy join across the rack and, through side
/// pass-throughs, to the neighbour racks at any height; a route that uses the
/// room above the racks climbs from an up column to a top exit (weight: the
/// top's height) and descends from a top exit to a down column. Top exits
/// drop into the trays that pass over or beside the rack. Tray centre lines
/// are chains of segments; corners are fitting edges carrying the tray's
/// fitting radius; trays that meet or cross join with junction edges.
class RoutingGraph {
public:
    using Graph = boost::adjacency_list<boost::vecS, boost::vecS, boost::directedS, boost::no_property,
                                        boost::property<boost::edge_index_t, int>>;
    enum class Layer { Up = 0, Down = 1, Top = 2 };
    static constexpr int kVerticesPerRack = 12;

    RoutingGraph(const Design& design, const RoutingPolicy& policy);

    const Graph& graph() const { return m_graph; }
    int vertexCount() const { return int(boost::num_vertices(m_graph)); }
    const std::vector<RouteEdge>& edges() const { return m_edges; }
    const std::vector<TraySegment>& segments() const { return m_segments; }
    /// Trays in document order; edges and segments refer to them by index.
    const std::vector<TrayId>& trays() const { return m_trays; }
    int trayIndex(TrayId id) const { return m_trayIndex.value(id, -1); }
    /// A tray vertex's distance along its tray's centre line from the first
    /// point (points closer than a millimetre merged); NaN off the trays.
    double alongMm(int vertex) const { return m_alongMm[size_t(vertex)]; }
    /// Where a vertex lies on the plan: a rack vertex at its column's point
    /// (all three layers), a tray vertex on its tray's centre line.
    QPointF planMm(int vertex) const { return m_planMm[size_t(vertex)]; }
    std::optional<int> rackIndex(RackId id) const;
    const RackFrame& frame(int rackIndex) const { return m_frames[size_t(rackIndex)]; }
    const std::vector<RackFrame>& frames() const { return m_frames; }
    /// Racks joined by side pass-throughs (a bayed run) share a group. A
    /// route may stay in the columns between two racks only within one:
    /// nothing else leads back into the "up" columns.
    int bayGroup(int rackIndex) const { return m_bayGroup[size_t(rackIndex)]; }
    static int vertex(int rackIndex, Layer layer, int column) {
        return rackIndex * kVerticesPerRack + int(layer) * 4 + column;
    }

    /// Racks in document order, then floor units (in-row CDUs) as racks.
    static std::vector<RackFrame> framesOf(const Design& design, const RoutingPolicy& policy);

private:
    void addRacks(const Design& design, const RoutingPolicy& policy);
    void addPassages(const RoutingPolicy& policy);
    void addTrays(const Design& design, const RoutingPolicy& policy);
    int addVertex(QPointF planMm);
    void addEdge(RouteEdge edge);
    void addBoth(RouteEdge edge);

    Graph m_graph;
    std::vector<RouteEdge> m_edges;
    std::vector<TraySegment> m_segments;
    std::vector<double> m_alongMm;  ///< per vertex
    std::vector<QPointF> m_planMm;  ///< per vertex
    std::vector<RackFrame> m_frames;
    std::vector<int> m_bayGroup;
    QHash<RackId, int> m_rackIndex;
    std::vector<TrayId> m_trays;
    QHash<TrayId, int> m_trayIndex;
};

}  // namespace sn
