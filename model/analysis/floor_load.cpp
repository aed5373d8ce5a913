#include "model/analysis/floor_load.h"

#include "model/analysis/device_weight.h"
#include "model/analysis/rack_fill.h"

namespace sn {

FloorLoad FloorLoad::of(const Design& design, const Rack& rack) {
    return of(design, rack, RackFill::of(design, rack.id).weightKg);
}

FloorLoad FloorLoad::of(const Design& design, const Rack& rack, double devicesKg) {
    FloorLoad f;
    f.devicesKg = devicesKg;
    if (const RackType* type = design.catalog().rackType(rack.typeId); type && type->weightKg > 0) {
        f.rackKg = type->weightKg;
        f.rackKgKnown = true;
    }
    f.areaM2 = rack.widthMm / 1000.0 * (rack.depthMm / 1000.0);
    return f;
}

DesignWeight DesignWeight::of(const Design& design) {
    DesignWeight w;
    for (const Device& d : design.devices())
        if (const DeviceType* t = design.typeOf(d)) w.kg += deviceWeightKg(design.catalog(), *t, d);
    for (const Rack& r : design.racks()) {
        const FloorLoad f = FloorLoad::of(design, r, 0);  // only the empty rack's part
        if (f.rackKgKnown) w.racksKg += f.rackKg;
        else ++w.racksOfUnknownWeight;
    }
    w.kg += w.racksKg;
    return w;
}

}  // namespace sn
