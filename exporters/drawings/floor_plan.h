#pragma once

#include <QPolygonF>
#include <QString>

#include <vector>

namespace sn {

class Design;

struct PlanRack {
    QString name;
    QPolygonF outlineMm;  ///< the footprint, front edge first (points 0 → 1)
    double kw = 0;        ///< maximum power of its devices
};

struct PlanTray {
    QString name;
    QPolygonF pathMm;
    double widthMm = 0;
    int cables = 0;       ///< routed cables passing it
};

/// The room seen from above: rack footprints with their rotation, trays
/// with the number of routed cables each carries.
struct FloorPlan {
    double widthMm = 0, depthMm = 0;
    std::vector<PlanRack> racks;
    std::vector<PlanTray> trays;

    static FloorPlan of(const Design& design);
};

}  // namespace sn
