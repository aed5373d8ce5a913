#include "model/rules/cabling/cabling_rules.h"

#include "model/routing/routing_policy.h"
#include "model/rules/rule_context.h"

namespace sn {

void SideChannelFillRule::checkRack(const RuleContext& context, const Rack& rack, FindingSink& sink) const {
    const Design& design = context.design();
    const RoutingPolicy policy = RoutingPolicy::of(design.routingSettings());
    for (const ChannelFinding& f : context.overFullColumns(rack)) {
        const double grossMm2 = f.capacityMm2 / policy.sideChannelFillLimit;
        sink.add(Severity::Error, {ObjectRef::of(f.rack)}, 100 * f.fillMm2 / grossMm2, 100 * policy.sideChannelFillLimit,
                 QStringLiteral("%"), f.message);
    }
}

}  // namespace sn
