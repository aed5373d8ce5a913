#include "exporters/drawings/floor_plan.h"

#include "model/design/design.h"

#include <QHash>
#include <QTransform>

namespace sn {

FloorPlan FloorPlan::of(const Design& design) {
    FloorPlan plan;
    plan.widthMm = design.room().widthMm;
    plan.depthMm = design.room().depthMm;
    QHash<RackId, double> watts;
    for (const Device& d : design.devices())
        if (d.placement.rack)
            if (const DeviceType* t = design.typeOf(d)) watts[*d.placement.rack] += t->maxPowerW;
    for (const Rack& r : design.racks()) {
        // The front-left corner is the origin; the rack turns clockwise about it.
        const QTransform turn = QTransform().translate(r.xMm, r.yMm).rotate(r.rotationDeg);
        const QPolygonF local({QPointF(0, 0), QPointF(r.widthMm, 0), QPointF(r.widthMm, r.depthMm), QPointF(0, r.depthMm)});
        plan.racks.push_back({r.name, turn.map(local), watts.value(r.id) / 1000.0});
    }
    QHash<TrayId, int> load;
    for (const Cable& c : design.cables())
        for (const TrayId& t : c.trays) ++load[t];
    for (const Tray& t : design.trays())
        plan.trays.push_back({t.name, QPolygonF(QList<QPointF>(t.pathMm.begin(), t.pathMm.end())), t.widthMm, load.value(t.id)});
    return plan;
}

}  // namespace sn
