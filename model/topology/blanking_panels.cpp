#include "model/topology/blanking_panels.h"

#include "model/topology/topology_builder.h"

#include "model/analysis/open_units.h"

#include <QHash>

#include <vector>

namespace sn {

namespace {

/// The catalog's first rack-mount blanking panel of `u` units, if any.
const DeviceType* panelOf(const Catalog& catalog, int u) {
    for (const DeviceType& t : catalog.devices())
        if (t.category == DeviceCategory::Blank && t.mount == Mount::Rack && t.occupiedU() == u) return &t;
    return nullptr;
}

}  // namespace

int BlankingPanels::fill(TopologyBuilder& b) {
    const DeviceType* one = panelOf(b.catalog(), 1);
    const DeviceType* two = panelOf(b.catalog(), 2);
    if (!one) return 0;  // a 2U panel alone cannot close an odd gap
    // Per rack: which U its rack-mounted devices take (side-channel ones take none).
    QHash<RackId, OpenUnits> units;
    for (const Rack& rack : b.fragment().racks) units.insert(rack.id, OpenUnits(rack.uHeight));
    for (const Device& d : b.fragment().devices) {
        const auto it = d.placement.rack ? units.find(*d.placement.rack) : units.end();
        if (it == units.end() || d.placement.side != SideChannel::None) continue;
        const DeviceType* t = b.catalog().device(d.typeId);
        if (t && t->mount == Mount::Rack) it->add(d.placement.u, t->occupiedU());
    }
    int placed = 0;
    for (const Rack& rack : std::vector<Rack>(b.fragment().racks)) {
        int k = 0;
        for (const auto& [first, last] : units.value(rack.id, OpenUnits(0)).runs())
            for (int u = first; u <= last; ++u) {
                const bool wide = two && u < last;
                Placement where;
                where.rack = rack.id;
                where.u = u;
                b.addDevice((wide ? two : one)->id, rack.name + QStringLiteral("-BLANK%1").arg(++k), where);
                ++placed;
                if (wide) ++u;
            }
    }
    return placed;
}

}  // namespace sn
