#include "model/rules/power/power_rules.h"

#include "model/analysis/busbar_power.h"
#include "model/analysis/power_feeds.h"
#include "model/rules/rule_context.h"

#include <map>

namespace sn {

namespace {

QString kw(double w) { return QString::number(w / 1000.0, 'f', 1); }

// The upstream feed sides of a shelf's inputs ("A"; several when its
// whips hang on both).
QStringList sidesOf(const RuleContext& context, const Device& shelf) {
    QStringList sides;
    for (const PowerFeed& f : context.feedsOf(shelf))
        if (const Device* source = context.design().device(f.source)) {
            const QString side = PowerFeeds::feedSideOf(*source);
            if (!sides.contains(side)) sides << side;
        }
    return sides;
}

// An upstream feed lost: the shelves fed only from it go dark, and the
// others' rectifiers (all of them: a live shelf's spare carries load
// too) must carry the whole busbar, else every device on it stops. Only
// for a busbar its shelves carry at all (else the N+1 error says more).
void checkFeedLoss(const RuleContext& context, const Rack& rack, const BusbarPower& bus, FindingSink& sink) {
    if (bus.loadW <= 0 || bus.loadW > bus.capacityW + 1e-6) return;
    const Design& design = context.design();
    std::map<QString, std::vector<DeviceId>> onlyOn;  // side → shelves fed from it alone
    for (DeviceId s : bus.shelves) {
        const Device* shelf = design.device(s);
        const QStringList sides = shelf ? sidesOf(context, *shelf) : QStringList();
        if (sides.size() == 1 && !sides.front().isEmpty()) onlyOn[sides.front()].push_back(s);
    }
    int gpus = 0;
    for (DeviceId id : bus.loads)
        if (const Device* d = design.device(id))
            if (const DeviceType* t = design.typeOf(*d)) gpus += t->gpus;
    for (const auto& [side, lost] : onlyOn) {
        const int live = int(bus.shelves.size() - lost.size());
        const double liveW = live * bus.rawPerShelfW();
        if (liveW + 1e-6 >= bus.loadW) continue;
        std::vector<ObjectRef> refs{ObjectRef::of(rack.id)};
        for (DeviceId s : lost) refs.push_back(ObjectRef::of(s));
        sink.add(Severity::Warning, refs, liveW, bus.loadW, QStringLiteral("W"),
                 BusbarShelvesRule::tr("Rack %1: feed %2 lost leaves %3 of its %4 power shelves, %5 × %6 = %7 kW for "
                                       "the %8 kW on its busbar, so every device on it stops (%9 GPUs): N+1 at the "
                                       "shelves, not 2N at the feeds.")
                     .arg(rack.name, side)
                     .arg(live)
                     .arg(bus.shelves.size())
                     .arg(live)
                     .arg(kw(bus.rawPerShelfW()), kw(liveW), kw(bus.loadW))
                     .arg(gpus));
    }
}

}  // namespace

void BusbarShelvesRule::checkRack(const RuleContext& context, const Rack& rack, FindingSink& sink) const {
    const Design& design = context.design();
    if (!BusbarPower::busbarOf(design, rack)) return;
    const BusbarPower bus = BusbarPower::of(design, rack.id);
    if (bus.loadW > 0 && bus.shelves.empty()) {
        sink.add(Severity::Error, {ObjectRef::of(rack.id)}, bus.loadW, 0, QStringLiteral("W"),
                 tr("Rack %1 has %2 kW on its busbar and no power shelf to feed it.").arg(rack.name, kw(bus.loadW)));
        return;
    }
    if (bus.loadW > bus.capacityW + 1e-6) {
        std::vector<ObjectRef> refs{ObjectRef::of(rack.id)};
        for (DeviceId s : bus.shelves) refs.push_back(ObjectRef::of(s));
        sink.add(Severity::Error, refs, bus.loadW, bus.capacityW, QStringLiteral("W"),
                 tr("Rack %1 draws %2 kW from its busbar, over the %3 kW its %4 power shelves deliver with one "
                    "spare out (N+1: a rectifier of each, or a shelf where they have no spare rectifier; %5 kW "
                    "with every rectifier in).")
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
    checkFeedLoss(context, rack, bus, sink);
}

QStringList BusbarShelvesRule::feedLossMessagesFor(const Design& design) {
    std::vector<Finding> found;
    const QString key = BusbarShelvesRule().key();  // the sink keeps a reference to it
    FindingSink sink(key, found);
    const RuleContext context(design);
    for (const Rack& rack : design.racks()) {
        if (!BusbarPower::busbarOf(design, rack)) continue;
        checkFeedLoss(context, rack, BusbarPower::of(design, rack.id), sink);
    }
    QStringList out;
    for (const Finding& f : found) out << f.message;
    return out;
}

}  // namespace sn
