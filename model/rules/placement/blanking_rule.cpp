#include "model/rules/placement/placement_rules.h"

#include "model/analysis/open_units.h"
#include "model/rules/rule_context.h"

namespace sn {

void BlankingRule::checkRack(const RuleContext& context, const Rack& rack, FindingSink& sink) const {
    if (rack.uHeight <= 0) return;
    OpenUnits units(rack.uHeight);
    for (const Device* d : context.devicesIn(rack.id)) {
        const DeviceType* t = context.design().typeOf(*d);
        if (!t || t->mount != Mount::Rack || d->placement.side != SideChannel::None) continue;
        units.add(d->placement.u, t->occupiedU());
    }
    // An empty rack has no airflow to short-circuit: no runs.
    int open = 0;
    QStringList ranges;
    for (const auto& [first, last] : units.runs()) {
        open += last - first + 1;
        ranges << (last == first ? QStringLiteral("U%1").arg(first) : QStringLiteral("U%1–U%2").arg(first).arg(last));
    }
    if (open == 0) return;
    sink.add(Severity::Warning, {ObjectRef::of(rack.id)}, open, 0, QStringLiteral("U"),
             tr("Rack %1 has %2 open U without a blanking panel: %3.")
                 .arg(rack.name)
                 .arg(open)
                 .arg(ranges.join(QStringLiteral(", "))));
}

}  // namespace sn
