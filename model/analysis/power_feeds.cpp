#include "model/analysis/power_feeds.h"

#include "model/analysis/busbar_power.h"
#include "model/analysis/device_heat.h"
#include "model/analysis/phase_figures.h"

#include <QRegularExpression>

#include <algorithm>
#include <cmath>
#include <functional>

namespace sn {

std::vector<PowerFeed> PowerFeeds::feedsOf(const Design& design, const Device& load) {
    std::vector<PowerFeed> out;
    const DeviceType* type = design.typeOf(load);
    if (!type) return out;
    // Its type's inlets and those of the PSUs in its bays (ModulePorts), connected ones only.
    for (const auto& [p, cid] : design.connectedPorts(load)) {
        if (p->role != PortRole::Power) continue;
        const Connection* c = design.connection(cid);
        const PortRef& far = c->a.device == load.id && c->a.port == p->name ? c->b : c->a;
        const Device* source = design.device(far.device);
        const DeviceType* sourceType = source ? design.typeOf(*source) : nullptr;
        if (sourceType && isSource(*sourceType) && far.device != load.id) out.push_back({p->name, far.device, far.port});
    }
    return out;
}

SourceLoad PowerFeeds::loadOf(const Design& design, const Device& source, std::optional<DeviceId> lost) {
    std::vector<PowerFeed> feeds;  // each load's, read before the next is found
    return loadOf(design, source, lost, [&](const Device& load) -> const std::vector<PowerFeed>& {
        feeds = feedsOf(design, load);
        return feeds;
    });
}

SourceLoad PowerFeeds::loadOf(const Design& design, const Device& source, std::optional<DeviceId> lost,
                              const FeedsOf& feedsOfLoad) {
    SourceLoad out;
    const DeviceType* type = design.typeOf(source);
    if (!type || !type->pdu) return out;
    // Its type's outlets (connectedPorts lists them first, then its bays' ports).
    const std::vector<PortSpec>& outlets = type->ports();
    const std::less<const PortSpec*> before;
    for (const auto& [spec, cid] : design.connectedPorts(source)) {
        if (outlets.empty() || before(spec, outlets.data()) || !before(spec, outlets.data() + outlets.size())) continue;
        const PortSpec& p = *spec;
        if (p.role != PortRole::Power) continue;
        const Connection* c = design.connection(cid);
        const PortRef& far = c->a.device == source.id && c->a.port == p.name ? c->b : c->a;
        const Device* load = design.device(far.device);
        const DeviceType* loadType = load ? design.typeOf(*load) : nullptr;
        if (!loadType || isSource(*loadType)) continue;  // a feed into the source, not a load on it
        const std::vector<PowerFeed>& feeds = feedsOfLoad(*load);
        const auto live =
            std::count_if(feeds.begin(), feeds.end(), [&](const PowerFeed& f) { return !lost || f.source != *lost; });
        if (live == 0) continue;
        // The load's draw as DeviceHeat gives it: a type without a stated
        // draw draws what its filled PSU bays deliver. A busbar
        // rack's power shelf draws its share of the busbar load (BusbarPower).
        DeviceHeat draw = DeviceHeat::of(design.catalog(), *loadType, *load);
        if (loadType->category == DeviceCategory::PowerShelf && load->placement.rack) {
            const BusbarPower bus = BusbarPower::of(design, *load->placement.rack);
            if (!bus.shelves.empty()) draw.maxW = draw.typicalW = bus.perShelfW();
        }
        const double maxW = draw.maxW / double(live);
        out.maxW += maxW;
        out.typicalW += draw.typicalW / double(live);
        // A 3-phase outlet (phase L123) feeding a 3-phase input loads its
        // phases evenly; any other outlet loads its one phase.
        if (phase_figures::allPhases(p.phase))
            for (double& w : out.phaseMaxW) w += maxW / 3.0;
        else {
            out.phaseMaxW[size_t(phaseIndex(p.phase))] += maxW;
            out.phaseCordsW[size_t(phaseIndex(p.phase))].push_back(maxW);
        }
        if (std::find(out.loads.begin(), out.loads.end(), load->id) == out.loads.end()) out.loads.push_back(load->id);
    }
    return out;
}

int PowerFeeds::phaseIndex(Phase phase) { return phase_figures::index(phase); }

QString PowerFeeds::feedSideOf(const Device& source) {
    static const QRegularExpression named(QStringLiteral("(?:PDU|TAP)-([A-Z])\\d*$"));
    if (const auto m = named.match(source.name); m.hasMatch()) return m.captured(1);
    switch (source.placement.side) {
    case SideChannel::Left: return QStringLiteral("A");
    case SideChannel::Right: return QStringLiteral("B");
    case SideChannel::None: break;
    }
    return {};
}

}  // namespace sn
