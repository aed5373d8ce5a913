#include "model/rules/cooling/cooling_rules.h"

#include "model/analysis/rack_load.h"
#include "model/rules/rule_context.h"

namespace sn {

void QdCountRule::checkRack(const RuleContext& context, const Rack& rack, FindingSink& sink) const {
    const RackLoad load = context.rackLoad(rack);
    if (load.manifolds == 0 || load.liquidDevices <= load.qdPairs) return;
    sink.add(Severity::Error, {ObjectRef::of(rack.id)}, load.liquidDevices, load.qdPairs, {},
             tr("Rack %1 has %2 liquid-cooled devices but its manifolds offer %3 quick-disconnect pairs.")
                 .arg(rack.name)
                 .arg(load.liquidDevices)
                 .arg(load.qdPairs));
}

}  // namespace sn
