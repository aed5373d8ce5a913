#include "model/routing/routing_graph.h"

#include "model/design/design.h"
#include "model/design/partition_crossings.h"
#include "model/routing/plan_geometry.h"

#include <algorithm>
#include <cmath>

namespace sn {

namespace {

/// A point on a tray that needs a vertex: a drop, a junction.
struct Request {
    int tray = 0, segment = 0;
    double alongMm = 0;
};
struct DropPlan {
    int rack = 0, request = 0, tray = 0;
    QPointF pointMm;
};
struct JunctionPlan {
    int requestA = 0, requestB = 0, trayA = 0, trayB = 0;
    QPointF atA, atB;
    double lengthMm = 0;
};

constexpr double kSameStationMm = 1;

/// Plan distance from a point to a rack's footprint (0 inside it).
double distanceToFootprint(const RackFrame& frame, QPointF p) {
    const QPointF d = p - frame.toRoom(0, 0);
    const double a = QPointF::dotProduct(d, frame.aAxis()), b = QPointF::dotProduct(d, frame.bAxis());
    const double da = std::max({0.0, -a, a - frame.rack().widthMm});
    const double db = std::max({0.0, -b, b - frame.rack().depthMm});
    return std::hypot(da, db);
}

/// The point of the rack's footprint nearest to `p` (p itself inside it).
QPointF nearestInFootprint(const RackFrame& frame, QPointF p) {
    const QPointF d = p - frame.toRoom(0, 0);
    const double a = QPointF::dotProduct(d, frame.aAxis()), b = QPointF::dotProduct(d, frame.bAxis());
    return frame.toRoom(std::clamp(a, 0.0, frame.rack().widthMm), std::clamp(b, 0.0, frame.rack().depthMm));
}

/// Columns and wall pieces as boxes: what no drop crosses.
std::vector<QRectF> tallObstacles(const Room& room) {
    std::vector<QRectF> out;
    for (const Column& c : room.columns) out.push_back(columnBounds(c));
    for (const Wall& w : room.walls)
        for (const QPolygonF& piece : wallSegments(w)) out.push_back(piece.boundingRect());
    return out;
}

std::vector<QPointF> cleanedLine(const Tray& tray) {
    std::vector<QPointF> out;
    for (const QPointF& p : tray.pathMm)
        if (out.empty() || plan::distance(out.back(), p) > kSameStationMm) out.push_back(p);
    return out;
}

double turnRadians(QPointF a, QPointF b, QPointF c) {
    const QPointF u = b - a, v = c - b;
    const double cross = u.x() * v.y() - u.y() * v.x();
    return std::abs(std::atan2(cross, QPointF::dotProduct(u, v)));
}

}  // namespace

void RoutingGraph::addTrays(const Design& design, const RoutingPolicy& policy) {
    std::vector<const Tray*> trays;
    std::vector<std::vector<QPointF>> lines;
    for (const Tray& t : design.trays()) {
        m_trayIndex.insert(t.id, int(m_trays.size()));
        m_trays.push_back(t.id);
        trays.push_back(&t);
        lines.push_back(cleanedLine(t));
    }
    const int trayCount = int(trays.size());
    std::vector<Request> requests;
    std::vector<DropPlan> drops;
    std::vector<JunctionPlan> junctions;

    // A rack drops into every tray passing within reach of its footprint, at
    // the point of the tray nearest to the rack's centre, unless a column or
    // wall stands between that point and the rack: they stand
    // floor to ceiling, so no cable reaches round them in a drop.
    const std::vector<QRectF> tall = tallObstacles(design.room());
    for (int r = 0; r < int(m_frames.size()); ++r)
        for (int t = 0; t < trayCount; ++t) {
            if (lines[size_t(t)].size() < 2) continue;
            const plan::PolylinePoint near = plan::nearestOnPolyline(lines[size_t(t)], m_frames[size_t(r)].centre());
            if (distanceToFootprint(m_frames[size_t(r)], near.point) > policy.dropReachMm) continue;
            const QPointF landing = nearestInFootprint(m_frames[size_t(r)], near.point);
            if (std::any_of(tall.begin(), tall.end(),
                            [&](const QRectF& o) { return plan::segmentThroughRect(near.point, landing, o); }))
                continue;
            drops.push_back({r, int(requests.size()), t, near.point});
            requests.push_back({t, near.segment, near.alongMm});
        }

    // Trays join where their centre lines cross, or where one ends at or
    // beside the other (a tee): within half of both widths.
    auto addJunction = [&](int t, plan::PolylinePoint onT, int u, plan::PolylinePoint onU) {
        for (const JunctionPlan& j : junctions)
            if (j.trayA == t && j.trayB == u && plan::distance(j.atA, onT.point) <= kSameStationMm
                && plan::distance(j.atB, onU.point) <= kSameStationMm)
                return;
        const double dzMm = std::abs(trays[size_t(t)]->elevationMm - trays[size_t(u)]->elevationMm);
        junctions.push_back({int(requests.size()), int(requests.size()) + 1, t, u, onT.point, onU.point,
                             plan::distance(onT.point, onU.point) + dzMm});
        requests.push_back({t, onT.segment, onT.alongMm});
        requests.push_back({u, onU.segment, onU.alongMm});
    };
    for (int t = 0; t < trayCount; ++t)
        for (int u = t + 1; u < trayCount; ++u) {
            const auto& lt = lines[size_t(t)];
            const auto& lu = lines[size_t(u)];
            if (lt.size() < 2 || lu.size() < 2) continue;
            for (int s = 0; s + 1 < int(lt.size()); ++s)
                for (int q = 0; q + 1 < int(lu.size()); ++q) {
                    QPointF x;
                    if (!plan::segmentsCross(lt[size_t(s)], lt[size_t(s) + 1], lu[size_t(q)], lu[size_t(q) + 1], &x))
                        continue;
                    addJunction(t, {s, plan::distance(lt[size_t(s)], x), x, 0}, u,
                                {q, plan::distance(lu[size_t(q)], x), x, 0});
                }
            const double reachMm = (trays[size_t(t)]->widthMm + trays[size_t(u)]->widthMm) / 2;
            for (const QPointF& end : {lu.front(), lu.back()}) {
                const plan::PolylinePoint onT = plan::nearestOnPolyline(lt, end);
                if (onT.distanceMm <= reachMm) addJunction(t, onT, u, plan::nearestOnPolyline(lu, end));
            }
            for (const QPointF& end : {lt.front(), lt.back()}) {
                const plan::PolylinePoint onU = plan::nearestOnPolyline(lu, end);
                if (onU.distanceMm <= reachMm) addJunction(t, plan::nearestOnPolyline(lt, end), u, onU);
            }
        }

    // Vertices along each tray: segment starts and ends plus the requests,
    // merged when closer than a millimetre; corners become fitting edges.
    std::vector<int> requestVertex(requests.size(), -1);
    for (int t = 0; t < trayCount; ++t) {
        const Tray& tray = *trays[size_t(t)];
        const auto& line = lines[size_t(t)];
        const double capacityMm2 = tray.widthMm * tray.depthMm * tray.fillLimit;
        const double fireStopMm2 = std::min(capacityMm2, FireStop::capacityMm2(tray));
        const std::vector<PartitionCrossing> crossings = partitionCrossings(design.room(), line);
        const auto crossesFrom = [&](double fromMm, double toMm) {
            return std::any_of(crossings.begin(), crossings.end(), [&](const PartitionCrossing& c) {
                return c.alongMm >= fromMm && c.alongMm < toMm;
            });
        };
        int previousEnd = -1;
        double startMm = 0;  // along the line to this segment's start
        for (int s = 0; s + 1 < int(line.size()); ++s) {
            std::vector<int> onSegment;
            for (int i = 0; i < int(requests.size()); ++i)
                if (requests[size_t(i)].tray == t && requests[size_t(i)].segment == s) onSegment.push_back(i);
            std::stable_sort(onSegment.begin(), onSegment.end(), [&](int x, int y) {
                return requests[size_t(x)].alongMm < requests[size_t(y)].alongMm;
            });
            const QPointF a = line[size_t(s)], b = line[size_t(s) + 1];
            const double segmentMm = plan::distance(a, b);
            int current = addVertex(a);
            double currentAlong = 0;
            m_alongMm[size_t(current)] = startMm;
            if (previousEnd >= 0) {
                const double turn = turnRadians(line[size_t(s) - 1], a, b);
                RouteEdge fitting{RouteEdgeKind::Fitting, previousEnd, current, 0};
                if (turn > 1e-3) fitting.radiusMm = tray.fittingRadiusMm;
                fitting.trayA = t;
                addBoth(fitting);
            }
            auto advanceTo = [&](double alongMm) {
                const QPointF from = a + (b - a) * (currentAlong / segmentMm), to = a + (b - a) * (alongMm / segmentMm);
                const int next = addVertex(to);
                m_alongMm[size_t(next)] = startMm + alongMm;
                RouteEdge run{RouteEdgeKind::Segment, current, next, alongMm - currentAlong};
                run.segment = int(m_segments.size());
                run.trayA = t;
                const bool fireStop = crossesFrom(startMm + currentAlong, startMm + alongMm);
                m_segments.push_back({t, s, from, to, fireStop ? fireStopMm2 : capacityMm2, fireStop});
                addBoth(run);
                current = next;
                currentAlong = alongMm;
            };
            for (int i : onSegment) {
                const double along = std::clamp(requests[size_t(i)].alongMm, 0.0, segmentMm);
                if (along - currentAlong > kSameStationMm) advanceTo(along);
                requestVertex[size_t(i)] = current;
            }
            if (segmentMm - currentAlong > kSameStationMm) advanceTo(segmentMm);
            previousEnd = current;
            startMm += segmentMm;
        }
    }

    for (const DropPlan& d : drops) {
        const Tray& tray = *trays[size_t(d.tray)];
        const RackFrame& f = m_frames[size_t(d.rack)];
        // A waterfall from the tray down to the rack top bends the cable at the
        // tray's fitting radius.
        for (int c = 0; c < 4; ++c) {
            RouteEdge drop{RouteEdgeKind::Drop, vertex(d.rack, Layer::Top, c), requestVertex[size_t(d.request)],
                           plan::distance(f.columnPoint(c), d.pointMm) + std::abs(tray.elevationMm - f.topZ()),
                           tray.fittingRadiusMm};
            drop.trayA = d.tray;
            addBoth(drop);
        }
    }
    for (const JunctionPlan& j : junctions) {
        RouteEdge joint{RouteEdgeKind::Junction, requestVertex[size_t(j.requestA)], requestVertex[size_t(j.requestB)],
                        j.lengthMm,
                        std::min(trays[size_t(j.trayA)]->fittingRadiusMm, trays[size_t(j.trayB)]->fittingRadiusMm)};
        joint.trayA = j.trayA;
        joint.trayB = j.trayB;
        addBoth(joint);
    }
}

}  // namespace sn
