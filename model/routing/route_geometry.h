#pragma once

#include "model/design/design.h"

#include <QHash>
#include <QPointF>

#include <optional>
#include <vector>

namespace sn {

/// One routed cable as the floor plan draws it.
struct CableRoute {
    CableId cable = CableId::create();
    CableMedia media = CableMedia::Dac;
    PortRole role = PortRole::Compute;
    int rail = -1;                  ///< 0-based rail; -1 when the cable belongs to none
    std::vector<QPointF> pointsMm;  ///< plan polyline in room coordinates, at least two points
};

/// Plan polylines of routed cables: from the centre of one end's rack along
/// the trays the router chose (in its order, joined where they meet or come
/// closest) to the centre of the other end's rack; a facility pipe (no
/// trays) along the row and then across, as its length is measured. Routing itself keeps
/// only the trays a cable passes, so this is the drawing, not the length.
class RouteGeometry {
public:
    /// Every cable with a route length and a known type whose ends stand at
    /// different places, in document order (a cable inside one rack has no
    /// run on the floor plan).
    static std::vector<CableRoute> of(const Design& design);

    /// The rail of each rail fabric connection, as the RailMap gives it (a
    /// server's k-th compute port is rail k; a rail-pure leaf passes its rail
    /// on to its uplinks). Connections on no rail are absent.
    static QHash<ConnectionId, int> rails(const Design& design);

    /// Where a device's cables meet the plan: its rack's centre, or its own
    /// footprint's position when it stands on the floor.
    static std::optional<QPointF> anchorOf(const Design& design, DeviceId device);

    /// A facility coolant pipe's run: along x from `from`, then along y to
    /// `to` (its length is the Manhattan distance the router gives it).
    static std::vector<QPointF> pipeRun(QPointF from, QPointF to);

    /// from → along each tray's centre line → to.
    static std::vector<QPointF> polyline(QPointF from, const std::vector<const Tray*>& trays, QPointF to);
};

}  // namespace sn
