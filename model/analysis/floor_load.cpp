#include "analysis/floor_load.h"

namespace sn {

FloorLoad FloorLoad::of(const Design& design, const Rack& rack) {
    return of(design, rack, design.rackWeightKg(rack.id));
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

}  // namespace sn
