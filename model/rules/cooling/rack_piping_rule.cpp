#include "model/rules/cooling/cooling_rules.h"

#include "model/analysis/rack_load.h"
#include "model/rules/cooling/loop_cdus.h"

namespace sn {

void RackPipingRule::checkRack(const RuleContext& context, const Rack& rack, FindingSink& sink) const {
    if (!rack.loop) return;  // no loop is cooling.rack-loop's error
    const RackLoad load = context.rackLoad(rack);
    if (load.liquidDevices == 0) return;
    for (const Device* d : context.devicesIn(rack.id)) {
        const DeviceType* t = context.design().typeOf(*d);
        if (!t || t->category != DeviceCategory::Manifold) continue;
        const QStringList open = unpipedInlets(context.design(), *d);
        if (open.isEmpty()) continue;
        sink.add(Severity::Error, {ObjectRef::of(rack.id), ObjectRef::of(d->id)}, open.size(), 0, {},
                 tr("Rack %1: manifold %2 is not piped to a CDU (%3 open), so its loop's CDU capacity does "
                    "not reach the rack.")
                     .arg(rack.name, d->name, open.join(QStringLiteral(", "))));
    }
}

}  // namespace sn
