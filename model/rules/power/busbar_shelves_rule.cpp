#include "power/power_rules.h"

#include "analysis/busbar_power.h"
#include "rules/power_feeds.h"
#include "rules/rule_context.h"

namespace sn {

void BusbarShelvesRule::checkRack(const RuleContext& context, const Rack& rack, FindingSink& sink) const {
    const Design& design = context.design();
    if (!BusbarPower::busbarOf(design, rack)) return;
    const BusbarPower bus = BusbarPower::of(design, rack.id);
    const auto kw = [](double w) { return QString::number(w / 1000.0, 'f', 1); };
    if (bus.loadW > 0 && bus.shelves.empty()) {
        sink.add(Severity::Error, {ObjectRef::of(rack.id)}, bus.loadW, 0, QStringLiteral("W"),
                 tr("Rack %1 has %2 kW on its busbar and no power shelf to feed it.").arg(rack.name, kw(bus.loadW)));
        return;
    }
    if (bus.loadW > bus.capacityW + 1e-6) {
        std::vector<ObjectRef> refs{ObjectRef::of(rack.id)};
        for (DeviceId s : bus.shelves) refs.push_back(ObjectRef::of(s));
        sink.add(Severity::Error, refs, bus.loadW, bus.capacityW, QStringLiteral("W"),
                 tr("Rack %1 draws %2 kW from its busbar, over the %3 kW its %4 power shelves deliver with a "
                    "rectifier of each out (N+1; %5 kW with every rectifier in).")
                     .arg(rack.name, kw(bus.loadW), kw(bus.capacityW))
                     .arg(bus.shelves.size())
                     .arg(kw(bus.rawW)));
    }
    if (bus.busbarCapacityW > 0 && bus.loadW > bus.busbarCapacityW + 1e-6)
        sink.add(Severity::Error, {ObjectRef::of(rack.id)}, bus.loadW, bus.busbarCapacityW, QStringLiteral("W"),
                 tr("Rack %1 draws %2 kW from its busbar, over the busbar's %3 kW rating.")
                     .arg(rack.name, kw(bus.loadW), kw(bus.busbarCapacityW)));
    // A shelf without a feed: what it draws from the tap-off or PDU goes unchecked.
    for (DeviceId s : bus.shelves) {
        const Device* shelf = design.device(s);
        if (!shelf || !context.feedsOf(*shelf).empty()) continue;
        sink.add(Severity::Warning, {ObjectRef::of(s), ObjectRef::of(rack.id)}, bus.perShelfW(), std::nullopt,
                 QStringLiteral("W"),
                 tr("Power shelf %1 carries %2 kW of the busbar but its input is fed by no tap-off or PDU.")
                     .arg(shelf->name, kw(bus.perShelfW())));
    }
}

}  // namespace sn
