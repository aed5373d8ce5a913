#include "model/routing/route_geometry.h"

#include "model/analysis/rail_map.h"
#include "model/routing/plan_geometry.h"

#include <QTransform>

#include <limits>

namespace sn {

namespace {

/// The stretch of a polyline between two points on it, both included.
void appendAlong(const std::vector<QPointF>& path, const plan::PolylinePoint& from, const plan::PolylinePoint& to,
                 std::vector<QPointF>& out) {
    out.push_back(from.point);
    if (from.segment < to.segment)
        for (int v = from.segment + 1; v <= to.segment; ++v) out.push_back(path[size_t(v)]);
    else if (from.segment > to.segment)
        for (int v = from.segment; v > to.segment; --v) out.push_back(path[size_t(v)]);
    out.push_back(to.point);
}

/// Where a cable leaves `tray` for `next`: where their centre lines cross,
/// else the point of `tray` closest to a vertex of `next`.
QPointF handOver(const std::vector<QPointF>& tray, const std::vector<QPointF>& next) {
    for (size_t i = 0; i + 1 < tray.size(); ++i)
        for (size_t j = 0; j + 1 < next.size(); ++j)
            if (QPointF at; plan::segmentsCross(tray[i], tray[i + 1], next[j], next[j + 1], &at)) return at;
    QPointF best = tray.front();
    double bestMm = std::numeric_limits<double>::infinity();
    for (const QPointF& v : next)
        if (const plan::PolylinePoint p = plan::nearestOnPolyline(tray, v); p.segment >= 0 && p.distanceMm < bestMm) {
            bestMm = p.distanceMm;
            best = p.point;
        }
    return best;
}

}  // namespace

std::optional<QPointF> RouteGeometry::anchorOf(const Design& design, DeviceId id) {
    const Device* device = design.device(id);
    if (!device) return std::nullopt;
    if (device->placement.rack) {
        const Rack* rack = design.rack(*device->placement.rack);
        if (!rack) return std::nullopt;
        // The footprint turns about the front-left corner (FloorPlanScene's items do the same).
        return QPointF(rack->xMm, rack->yMm)
            + QTransform().rotate(rack->rotationDeg).map(QPointF(rack->widthMm / 2, rack->depthMm / 2));
    }
    return QPointF(device->placement.floorXmm, device->placement.floorYmm);
}

std::vector<QPointF> RouteGeometry::polyline(QPointF from, const std::vector<const Tray*>& trays, QPointF to) {
    std::vector<QPointF> out{from};
    QPointF at = from;
    for (size_t i = 0; i < trays.size(); ++i) {
        const std::vector<QPointF>& path = trays[i]->pathMm;
        if (path.size() < 2) continue;
        const QPointF target = i + 1 < trays.size() && trays[i + 1]->pathMm.size() >= 2
                                   ? handOver(path, trays[i + 1]->pathMm)
                                   : to;
        appendAlong(path, plan::nearestOnPolyline(path, at), plan::nearestOnPolyline(path, target), out);
        at = out.back();
    }
    out.push_back(to);
    // Drop repeated points: a drop onto a tray right above the rack adds none.
    std::vector<QPointF> clean;
    for (const QPointF& p : out)
        if (clean.empty() || plan::distance(clean.back(), p) > 0.5) clean.push_back(p);
    return clean;
}

std::vector<QPointF> RouteGeometry::pipeRun(QPointF from, QPointF to) {
    const QPointF corner(to.x(), from.y());
    if (plan::distance(from, corner) < 0.5 || plan::distance(corner, to) < 0.5) return {from, to};
    return {from, corner, to};
}

QHash<ConnectionId, int> RouteGeometry::rails(const Design& design) { return RailMap::of(design).connectionRails(); }

std::vector<CableRoute> RouteGeometry::of(const Design& design) {
    const QHash<ConnectionId, int> railOf = rails(design);
    std::vector<CableRoute> out;
    std::vector<const Tray*> trays;
    for (const Cable& cable : design.cables()) {
        if (!cable.routeLengthMm) continue;
        const CableType* type = design.catalog().cable(cable.typeId);
        const Connection* c = design.connection(cable.connection);
        if (!type || !c) continue;
        const auto a = anchorOf(design, c->a.device), b = anchorOf(design, c->b.device);
        if (!a || !b) continue;
        trays.clear();
        for (TrayId t : cable.trays)
            if (const Tray* tray = design.trays().find(t)) trays.push_back(tray);
        if (trays.empty() && plan::distance(*a, *b) < 0.5) continue;
        if (trays.empty() && type->media == CableMedia::Coolant) {
            // A facility pipe: laid as the router measures it (the plan Manhattan distance),
            // along the row first and then across, not as a diagonal through racks.
            out.push_back({cable.id, type->media, c->role, -1, pipeRun(*a, *b)});
            continue;
        }
        out.push_back({cable.id, type->media, c->role, railOf.value(c->id, -1), polyline(*a, trays, *b)});
        if (out.back().pointsMm.size() < 2) out.pop_back();
    }
    return out;
}

}  // namespace sn
