#include "model/design/partition_crossings.h"

#include "model/design/polygon_area.h"

#include <QLineF>
#include <QPolygonF>

#include <algorithm>
#include <cmath>

namespace sn {

double FireStop::capacityMm2(const Tray& tray) {
    return kFillShare * tray.widthMm * std::min(tray.depthMm, kLoadingDepthMm);
}

bool FireStop::listedFor(const Tray& tray) {
    return tray.widthMm <= kMaxTrayWidthMm + 1e-6 && tray.depthMm <= kMaxTrayDepthMm + 1e-6;
}

namespace {

/// The hall whose outline holds `p` (the first, as RoomSite finds it), -1 for none.
int hallAt(const std::vector<QPolygonF>& halls, QPointF p) {
    for (size_t h = 0; h < halls.size(); ++h)
        if (halls[h].containsPoint(p, Qt::OddEvenFill)) return int(h);
    return -1;
}

/// Where segment ab meets the edges of the outlines, as fractions along ab.
std::vector<double> edgeHits(const std::vector<QPolygonF>& halls, QPointF a, QPointF b) {
    std::vector<double> out;
    const QLineF ab(a, b);
    for (const QPolygonF& outline : halls)
        for (qsizetype i = 0; i < outline.size(); ++i) {
            const QLineF edge(outline[i], outline[(i + 1) % outline.size()]);
            QPointF x;
            if (ab.intersects(edge, &x) != QLineF::BoundedIntersection) continue;
            const double t = QLineF(a, x).length() / ab.length();
            if (t > 0 && t < 1) out.push_back(t);
        }
    std::sort(out.begin(), out.end());
    return out;
}

/// The point `alongMm` along a polyline from its first point.
QPointF pointAlong(const std::vector<QPointF>& path, double alongMm) {
    for (size_t s = 0; s + 1 < path.size(); ++s) {
        const double lengthMm = QLineF(path[s], path[s + 1]).length();
        if (alongMm <= lengthMm && lengthMm > 0)
            return path[s] + (path[s + 1] - path[s]) * (alongMm / lengthMm);
        alongMm -= lengthMm;
    }
    return path.back();
}

}  // namespace

std::vector<PartitionCrossing> partitionCrossings(const Room& room, const std::vector<QPointF>& pathMm) {
    std::vector<PartitionCrossing> out;
    if (room.halls.size() < 2 || pathMm.size() < 2) return out;
    std::vector<QPolygonF> halls;
    for (const Hall& h : room.halls) halls.push_back(polygonOf(h.outlineMm));
    // Which hall the line is in is read just past each edge it meets. Two
    // halls may share a partition line or be drawn to the faces of a wall
    // between them: the crossing is where the line left the one hall and
    // entered the other, in the middle of the wall (where the penetration
    // is). A line running along a partition changes nothing.
    constexpr double kSideMm = 1;
    int inHall = hallAt(halls, pathMm.front());
    double leftMm = 0;  // where the line left `inHall`, while in no hall
    int leftSegment = 0;
    bool outside = inHall < 0;
    double startMm = 0;
    for (size_t s = 0; s + 1 < pathMm.size(); ++s) {
        const QPointF a = pathMm[s], b = pathMm[s + 1];
        const double lengthMm = QLineF(a, b).length();
        if (lengthMm <= 0) continue;
        for (const double t : edgeHits(halls, a, b)) {
            const double atMm = t * lengthMm;
            const int after = hallAt(halls, a + (b - a) * std::min(1.0, t + kSideMm / lengthMm));
            if (after < 0) {
                if (!outside) leftMm = startMm + atMm, leftSegment = int(s);
                outside = true;
                continue;
            }
            if (after != inHall && inHall >= 0) {
                const double crossMm = outside ? (leftMm + startMm + atMm) / 2 : startMm + atMm;
                const int segment = outside && crossMm < startMm ? leftSegment : int(s);
                out.push_back({segment, crossMm, pointAlong(pathMm, crossMm), inHall, after});
            }
            inHall = after;
            outside = false;
        }
        startMm += lengthMm;
    }
    return out;
}

std::vector<QPointF> fireStopOutline(const Tray& tray, const PartitionCrossing& crossing) {
    constexpr double kWallMm = 200, kMarginMm = 100;
    const QPointF a = tray.pathMm[size_t(crossing.polylineSegment)];
    const QPointF b = tray.pathMm[size_t(crossing.polylineSegment) + 1];
    const double length = QLineF(a, b).length();
    const QPointF along = (b - a) / length * (kWallMm / 2);
    const QPointF across = QPointF(-(b - a).y(), (b - a).x()) / length * (tray.widthMm / 2 + kMarginMm);
    const QPointF m = crossing.pointMm;
    return {m - along - across, m + along - across, m + along + across, m - along + across};
}

}  // namespace sn
