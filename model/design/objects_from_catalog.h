#pragma once

#include "model/catalog/catalog_entries.h"
#include "model/design/design_objects.h"

namespace sn {

/// A new rack with the dimensions, limits and side slots of a catalog rack
/// type; position, name, row, budget and loop are the caller's.
inline Rack rackOfType(const RackType& type) {
    Rack r;
    r.typeId = type.id;
    r.uHeight = type.uHeight;
    r.widthMm = type.widthMm;
    r.depthMm = type.depthMm;
    r.maxWeightKg = type.maxWeightKg;
    r.airCoolingLimitW = type.airCoolingLimitW;
    r.sideSlots = type.sideSlots;
    return r;
}

/// A new tray with the kind, cross-section, fill limit and fitting radius of
/// a catalog tray type; name, elevation and path are the caller's.
inline Tray trayOfType(const TrayType& type) {
    Tray t;
    t.typeId = type.id;
    t.kind = type.kind;
    t.widthMm = type.widthMm;
    t.depthMm = type.depthMm;
    t.fillLimit = type.fillLimit;
    t.fittingRadiusMm = type.fittingRadiusMm;
    return t;
}

}  // namespace sn
