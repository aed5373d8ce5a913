#include "placement/placement_rules.h"

#include "rules/rule_context.h"

#include <algorithm>

namespace sn {

void OverlapRule::checkRack(const RuleContext& context, const Rack& rack, FindingSink& sink) const {
    // Pairwise over the rack's U-mounted devices: a rack holds a few dozen at most.
    std::vector<std::pair<const Device*, const DeviceType*>> mounted;
    for (const Device* d : context.devicesIn(rack.id)) {
        const DeviceType* t = context.design().typeOf(*d);
        if (t && t->mount == Mount::Rack && d->placement.side == SideChannel::None) mounted.emplace_back(d, t);
    }
    for (size_t i = 0; i < mounted.size(); ++i) {
        const auto [a, ta] = mounted[i];
        const int aLo = a->placement.u, aHi = aLo + ta->occupiedU() - 1;
        for (size_t j = i + 1; j < mounted.size(); ++j) {
            const auto [b, tb] = mounted[j];
            const int bLo = b->placement.u, bHi = bLo + tb->occupiedU() - 1;
            const int lo = std::max(aLo, bLo), hi = std::min(aHi, bHi);
            if (lo > hi) continue;
            sink.add(
                Severity::Error, {ObjectRef::of(rack.id), ObjectRef::of(a->id), ObjectRef::of(b->id)}, hi - lo + 1, 0,
                QStringLiteral("U"),
                tr("%1 and %2 overlap at U%3–U%4 in rack %5.").arg(a->name, b->name).arg(lo).arg(hi).arg(rack.name));
        }
    }
}

}  // namespace sn
