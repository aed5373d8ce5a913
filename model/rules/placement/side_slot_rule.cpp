#include "model/rules/placement/placement_rules.h"

#include "model/rules/rule_context.h"

#include <QHash>

namespace sn {

void SideSlotRule::checkRack(const RuleContext& context, const Rack& rack, FindingSink& sink) const {
    QHash<QPair<int, int>, const Device*> taken;  // (channel, index) → first device there
    for (const Device* d : context.devicesIn(rack.id)) {
        const DeviceType* t = context.design().typeOf(*d);
        if (!t) continue;
        const Placement& p = d->placement;
        if (t->mount == Mount::Rack) {
            if (p.side != SideChannel::None)
                sink.add(Severity::Error, {ObjectRef::of(d->id), ObjectRef::of(rack.id)}, t->uHeight, 0,
                         QStringLiteral("U"),
                         tr("%1 is %2 U high and cannot sit in a side channel of rack %3.")
                             .arg(d->name)
                             .arg(t->uHeight)
                             .arg(rack.name));
            continue;
        }
        if (t->mount != Mount::Side) continue;
        if (p.side == SideChannel::None) {
            sink.add(Severity::Error, {ObjectRef::of(d->id), ObjectRef::of(rack.id)}, 0, std::nullopt, {},
                     tr("%1 is a 0U device but has no side channel in rack %2.").arg(d->name, rack.name));
            continue;
        }
        if (p.sideIndex < 0 || p.sideIndex >= rack.sideSlots) {
            sink.add(Severity::Error, {ObjectRef::of(d->id), ObjectRef::of(rack.id)}, p.sideIndex + 1, rack.sideSlots,
                     {},
                     tr("%1 is in side slot %2, but rack %3 has %4 side slots per channel.")
                         .arg(d->name)
                         .arg(p.sideIndex + 1)
                         .arg(rack.name)
                         .arg(rack.sideSlots));
            continue;
        }
        const QPair<int, int> slot{int(p.side), p.sideIndex};
        if (const Device* first = taken.value(slot)) {
            sink.add(Severity::Error, {ObjectRef::of(rack.id), ObjectRef::of(first->id), ObjectRef::of(d->id)}, 2, 1,
                     {},
                     tr("%1 and %2 share side slot %3 of rack %4.")
                         .arg(first->name, d->name)
                         .arg(p.sideIndex + 1)
                         .arg(rack.name));
            continue;
        }
        taken.insert(slot, d);
    }
}

}  // namespace sn
