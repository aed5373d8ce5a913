#include "topology/blanking_panels.h"

#include "topology/topology_builder.h"

#include <QHash>

#include <algorithm>
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
    QHash<RackId, std::vector<bool>> used;
    for (const Rack& rack : b.fragment().racks) used.insert(rack.id, std::vector<bool>(size_t(rack.uHeight) + 1, false));
    for (const Device& d : b.fragment().devices) {
        const auto it = d.placement.rack ? used.find(*d.placement.rack) : used.end();
        if (it == used.end() || d.placement.side != SideChannel::None) continue;
        const DeviceType* t = b.catalog().device(d.typeId);
        if (!t || t->mount != Mount::Rack) continue;
        std::vector<bool>& units = *it;
        for (int u = std::max(d.placement.u, 1); u <= std::min(d.placement.u + t->occupiedU() - 1, int(units.size()) - 1); ++u)
            units[size_t(u)] = true;
    }
    int placed = 0;
    for (const Rack& rack : std::vector<Rack>(b.fragment().racks)) {
        const std::vector<bool>& units = used[rack.id];
        int highest = int(units.size()) - 1;
        while (highest > 0 && !units[size_t(highest)]) --highest;
        int k = 0;
        for (int u = 1; u < highest; ++u) {
            if (units[size_t(u)]) continue;
            const bool wide = two && u + 1 < highest && !units[size_t(u + 1)];
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
