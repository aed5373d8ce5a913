#pragma once

#include "model/design/design.h"

namespace sn {

/// What a rack puts on the floor: its weight spread over its own
/// footprint, the one figure the floor-load rule and the heat map's floor
/// layer show. The area is the rack's footprint, width × depth, without
/// any aisle share: a rack stands on its castors and levelling feet inside
/// that rectangle, so it is the area a floor's uniformly-distributed rating
/// must carry it on (the conservative reading; an engineer may spread it
/// further over a raised floor's tiles).
///
///     load (kN/m²) = (devices kg + empty rack kg) × 9.80665 m/s² / area m² / 1000
///
/// e.g. 1 400 kg on 0.6 m × 1.2 m = 0.72 m²: 1 400 × 9.80665 / 0.72 / 1000 = 19.07 kN/m².
struct FloorLoad {
    double devicesKg = 0;   ///< RackFill::weightKg: every device and module in it
    double rackKg = 0;      ///< the empty rack (its catalog type's weight_kg; 0 = not known)
    bool rackKgKnown = false;
    double areaM2 = 0;      ///< footprint width × depth

    double totalKg() const { return devicesKg + rackKg; }
    double knPerM2() const { return areaM2 > 0 ? kgPerM2ToKnPerM2(totalKg() / areaM2) : 0; }

    static FloorLoad of(const Design& design, const Rack& rack);
    /// The same with the devices' weight already summed (RackLoad::weightKg
    /// in the rules, which index devices per rack).
    static FloorLoad of(const Design& design, const Rack& rack, double devicesKg);
};

/// The design's whole weight: every device (as
/// RackFill counts them), in a rack or on the floor, plus each rack's empty weight where its catalog type
/// gives one. A rack type without `weight_kg` stays unknown, counted in
/// `racksOfUnknownWeight` and left out of `kg`, never taken as 0 kg.
struct DesignWeight {
    double kg = 0;
    double racksKg = 0;             ///< of it, the empty racks'
    int racksOfUnknownWeight = 0;

    static DesignWeight of(const Design& design);
};

}  // namespace sn
