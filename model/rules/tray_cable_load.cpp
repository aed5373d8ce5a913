#include "rules/tray_cable_load.h"

#include <numbers>

namespace sn {

QHash<TrayId, TrayCableLoad> TrayCableLoad::of(const Design& design) {
    QHash<TrayId, TrayCableLoad> out;
    for (const Cable& cable : design.cables()) {
        if (cable.trays.empty() || cable.typeId.isEmpty()) continue;
        const CableType* type = design.catalog().cable(cable.typeId);
        if (!type || type->outerDiameterMm <= 0) continue;
        const double r = type->outerDiameterMm / 2.0;
        for (TrayId t : cable.trays) {
            TrayCableLoad& load = out[t];
            load.cableAreaMm2 += std::numbers::pi * r * r;
            load.cables += 1;
        }
    }
    return out;
}

double TrayCableLoad::fillShare(const Tray& tray, const TrayCableLoad& load) {
    const double section = tray.widthMm * tray.depthMm;
    return section > 0 ? load.cableAreaMm2 / section : 0;
}

}  // namespace sn
