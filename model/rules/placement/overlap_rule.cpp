#include "model/rules/placement/placement_rules.h"

#include "model/design/u_span.h"
#include "model/rules/rule_context.h"

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
        const USpan aSpan = USpan::of(a->placement, *ta);
        for (size_t j = i + 1; j < mounted.size(); ++j) {
            const auto [b, tb] = mounted[j];
            const USpan both = aSpan.overlap(USpan::of(b->placement, *tb));
            if (both.isEmpty()) continue;
            const int lo = both.bottom, hi = both.top;
            sink.add(
                Severity::Error, {ObjectRef::of(rack.id), ObjectRef::of(a->id), ObjectRef::of(b->id)}, hi - lo + 1, 0,
                QStringLiteral("U"),
                tr("%1 and %2 overlap at U%3–U%4 in rack %5.").arg(a->name, b->name).arg(lo).arg(hi).arg(rack.name));
        }
    }
}

}  // namespace sn
