#include "model/rules/cabling/cabling_rules.h"

#include "model/analysis/route_freshness.h"
#include "model/rules/rule_context.h"

namespace sn {

void RouteFreshnessRule::checkConnection(const RuleContext& context, const Connection& connection,
                                         FindingSink& sink) const {
    const Design& design = context.design();
    const Cable* cable = context.cableOf(connection);
    if (!cable || !cable->routed) return;
    const RouteFreshness::Cable p = RouteFreshness::of(design, *cable, connection);
    if (p.state == RouteFreshness::State::Stale || p.state == RouteFreshness::State::Lost) {
        const QString name = cable->label.isEmpty() ? cable->id.toString() : cable->label;
        const QString text = p.state == RouteFreshness::State::Stale
                                 ? tr("The route of cable %1 is stale: %2. Route it again.").arg(name, p.reason)
                                 : tr("Cable %1 has no route: %2.").arg(name, p.reason);
        sink.add(Severity::Error, {ObjectRef::of(cable->id), ObjectRef::of(cable->connection)}, 0, std::nullopt, {},
                 text);
    }
}

}  // namespace sn
