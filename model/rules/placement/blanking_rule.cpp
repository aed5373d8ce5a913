#include "placement/placement_rules.h"

#include "rules/rule_context.h"

#include <vector>

#include <algorithm>

namespace sn {

void BlankingRule::checkRack(const RuleContext& context, const Rack& rack, FindingSink& sink) const {
    if (rack.uHeight <= 0) return;
    std::vector<bool> used(size_t(rack.uHeight) + 1, false);
    int highest = 0;
    for (const Device* d : context.devicesIn(rack.id)) {
        const DeviceType* t = context.design().typeOf(*d);
        if (!t || t->mount != Mount::Rack || d->placement.side != SideChannel::None) continue;
        const int lo = d->placement.u, hi = lo + t->occupiedU() - 1;
        for (int u = std::max(lo, 1); u <= std::min(hi, rack.uHeight); ++u) used[size_t(u)] = true;
        highest = std::max(highest, hi);
    }
    if (highest == 0) return;  // an empty rack has no airflow to short-circuit
    // Open U from the floor up to the top of the highest device: above it the
    // rack's top is normally closed by the roof and cable exits.
    int open = 0;
    QStringList ranges;
    for (int u = 1; u <= std::min(highest, rack.uHeight); ++u) {
        if (used[size_t(u)]) continue;
        int end = u;
        while (end + 1 <= std::min(highest, rack.uHeight) && !used[size_t(end + 1)]) ++end;
        open += end - u + 1;
        ranges << (end == u ? QStringLiteral("U%1").arg(u) : QStringLiteral("U%1–U%2").arg(u).arg(end));
        u = end;
    }
    if (open == 0) return;
    sink.add(Severity::Warning, {ObjectRef::of(rack.id)}, open, 0, QStringLiteral("U"),
             tr("Rack %1 has %2 open U without a blanking panel: %3.")
                 .arg(rack.name)
                 .arg(open)
                 .arg(ranges.join(QStringLiteral(", "))));
}

}  // namespace sn
