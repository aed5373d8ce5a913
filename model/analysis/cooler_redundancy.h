#pragma once

#include "model/analysis/air_aisles.h"

namespace sn {

/// Whether the room's air coolers are N+1, read from the air side itself
/// (AirAisles) rather than from how they were sized: every aisle the
/// containment closes and every hall is cooled with all coolers running,
/// and stays so with any one of them stopped. What `new` says of the
/// coolers it placed; `faults` and the airflow rules give the details.
struct CoolerRedundancy {
    int coolers = 0;       ///< air coolers of every kind (AirAisles::coolerUnits)
    int shortRunning = 0;  ///< closed aisles and halls short with every cooler running
    int withoutSpare = 0;  ///< coolers whose stop alone leaves air short that was not
    /// Of those stops, the one that leaves the least share of the heat cooled.
    AirAisles::Shortfall worst;

    bool nPlusOne() const { return coolers > 0 && shortRunning == 0 && withoutSpare == 0; }
    static CoolerRedundancy of(const AirAisles& air, Containment containment);
};

}  // namespace sn
