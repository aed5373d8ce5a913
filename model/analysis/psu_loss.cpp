#include "model/analysis/psu_loss.h"

#include "model/analysis/busbar_power.h"
#include "model/analysis/device_heat.h"
#include "model/analysis/power_feeds.h"

#include <algorithm>

namespace sn {

PsuLoss PsuLoss::of(const Design& design, const Device& device) {
    PsuLoss out;
    const DeviceType* type = design.typeOf(device);
    if (!type) return out;
    out.source = PowerFeeds::isSource(*type) || type->category == DeviceCategory::PowerShelf;
    if (out.source) return out;
    out.psus = DevicePsus::of(design.catalog(), *type, device);
    if (out.psus.count == 0) return out;  // nothing to weigh: any live inlet runs it
    out.maxDrawW = DeviceHeat::of(*type, out.psus).maxW;
    for (const PortSpec* port : design.portsOf(device)) out.inletPorts += port->role == PortRole::Power;
    return out;
}

PsuLoss PsuLoss::onBusbar(const Design& design, const Device& device, const BusbarPower& bus) {
    PsuLoss out;
    const DeviceType* type = design.typeOf(device);
    if (!type || bus.shelves.empty() || bus.loadW <= 0) return out;
    out.maxDrawW = DeviceHeat::of(design.catalog(), *type, device).maxW;
    out.psus.count = int(bus.shelves.size());
    out.psus.ratingW = bus.rawPerShelfW() * out.maxDrawW / bus.loadW;
    out.inletPorts = out.psus.count;
    out.busbar = Busbar{bus.loadW, bus.rawPerShelfW()};
    return out;
}

DevicePsus::Supply PsuLoss::with(int liveInlets, int connectedInlets) const {
    if (source) {
        DevicePsus::Supply s;
        s.live = liveInlets;
        if (liveInlets <= 0) s.state = DevicePsus::Supply::State::Down;
        return s;
    }
    return psus.supply(psus.livePsus(liveInlets, std::max(inletPorts, connectedInlets)), maxDrawW);
}

}  // namespace sn
