#pragma once

#include "model/catalog/catalog.h"
#include "model/design/design_objects.h"

namespace sn {

/// What one device weighs: its type and the modules in its bays (a PSU
/// module is in the rack as much as the server around it). The one device
/// weight of the program: rack sums, floor load, the BOM and the drop
/// checks read it.
inline double deviceWeightKg(const Catalog& catalog, const DeviceType& type, const Device& device) {
    double kg = type.weightKg;
    for (const ModuleFill& fill : device.modules)
        if (const ModuleType* module = catalog.module(fill.moduleId)) kg += module->weightKg;
    return kg;
}

}  // namespace sn
