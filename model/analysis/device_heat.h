#pragma once

#include "model/analysis/device_psus.h"
#include "model/catalog/device_type.h"

namespace sn {

class Design;

/// One device's draw and heat, split into liquid and air, with its unknown
/// figures left out (DeviceType::unknownFields): the one heat split
/// of the program (STYLE §6a). Rack loads, the design summary, the BOM and
/// the wizard's preview read it. Heat is taken at max draw (all electrical
/// power ends as heat).
struct DeviceHeat {
    double maxW = 0;          ///< 0 when the maximum draw is unknown
    double typicalW = 0;      ///< the maximum when the typical draw is unknown (conservative)
    double liquidW = 0;       ///< maxW × liquid fraction; 0 when that fraction is unknown
    double airW = 0;          ///< maxW − liquidW: an unknown liquid share counts as air
    double airTypicalW = 0;   ///< typicalW × (1 − liquid fraction)
    bool drawUnknown = false;
    bool liquidUnknown = false;
    /// On cold plates: a known liquid share above 0, whatever its draw (it
    /// takes a QD pair even while its draw is unknown).
    bool onColdPlates = false;
    bool liquidCooled() const { return liquidW > 0; }

    static DeviceHeat of(const DeviceType& type);
    /// The same for one device: where its type does not state its maximum
    /// draw and its filled PSU bays give a capacity (DevicePsus), that
    /// capacity is its maximum draw — the most its PSUs deliver with their
    /// spares spare.
    static DeviceHeat of(const DeviceType& type, const DevicePsus& psus);
    /// The same for `device` of `type`, its PSUs found in `catalog` (DevicePsus::of).
    static DeviceHeat of(const Catalog& catalog, const DeviceType& type, const Device& device) {
        return of(type, DevicePsus::of(catalog, type, device));
    }
    /// The sum over every placed device of `design` whose type the catalog
    /// has: the design's total draw and heat (the report's and the summary's).
    /// A flag is set when any device's figure is unknown.
    static DeviceHeat totalOf(const Design& design);
};

}  // namespace sn
