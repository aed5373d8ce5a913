#include "model/rules/rule_context.h"

#include "model/routing/routing_policy.h"

namespace sn {

std::vector<ChannelFinding> RuleContext::overFullColumns(const Rack& rack) const {
    const RoutingPolicy policy = RoutingPolicy::of(design().routingSettings());
    if (scope() == Scope::Scoped)
        return SideChannelFill::ofRecordedRoutesAt(design(), rack, devicesIn(rack.id), policy);
    if (!m_overFullColumns) {
        m_overFullColumns.emplace();
        for (ChannelFinding& f : SideChannelFill::ofRecordedRoutes(design(), policy))
            (*m_overFullColumns)[f.rack].push_back(std::move(f));
    }
    return m_overFullColumns->value(rack.id);
}

}  // namespace sn
