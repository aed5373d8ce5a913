#include "model/analysis/design_summary.h"

#include "model/analysis/cable_parts.h"
#include "model/analysis/device_heat.h"

#include "model/design/design.h"

namespace sn {

DesignSummary DesignSummary::of(const Design& design) {
    DesignSummary s;
    s.name = design.info().name;
    s.rows = design.rows().size();
    s.racks = design.racks().size();
    s.devices = design.devices().size();
    s.trays = design.trays().size();
    s.loops = design.loops().size();
    for (const Device& d : design.devices()) {
        const DeviceType* t = design.typeOf(d);
        if (!t) continue;
        s.devicesByCategory[kDeviceCategoryNames.name(t->category)] += 1;
        s.gpus += t->gpus;
        s.ports += int(t->ports().size() + design.modulePortsOf(d.id).size());  // a filled PSU bay's inlets too
        // Unknown figures are counted in unknownFigures (the sums, below,
        // leave them out, as the rack loads do). A draw its filled PSUs give
        // is no longer unknown (nor its typical draw, taken at it).
        const bool drawFromPsus =
            t->isUnknown(TypeFigure::MaxPowerW) && !DeviceHeat::of(design.catalog(), *t, d).drawUnknown;
        for (TypeFigure f : t->unknownFields.list())
            if (!drawFromPsus || (f != TypeFigure::MaxPowerW && f != TypeFigure::TypicalPowerW))
                s.unknownFigures[kTypeFigureNames.name(f)] += 1;
    }
    // The one heat split (DeviceHeat), summed once for the report and this.
    const DeviceHeat total = DeviceHeat::totalOf(design);
    s.maxPowerW = total.maxW;
    s.typicalPowerW = total.typicalW;
    s.liquidHeatW = total.liquidW;
    s.airHeatW = total.airW;
    s.connections = design.connections().size();
    s.connectedPorts = 2 * s.connections;
    for (const Connection& c : design.connections()) s.connectionsByRole[kPortRoleNames.name(c.role)] += 1;
    const CableParts parts = CableParts::of(design);
    s.cableLinks = design.cables().size();
    s.cables = int(parts.parts.size());
    s.cablesByMedia = parts.partsByMedia;
    s.cablesWithLength = parts.partsWithLength;
    s.optics = int(parts.modules.size());
    s.cableOrderedMetres = parts.orderedMetres;
    return s;
}

}  // namespace sn
