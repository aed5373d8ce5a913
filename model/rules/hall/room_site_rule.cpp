#include "model/rules/hall/hall_rules.h"

#include "model/design/room_site.h"
#include "model/rules/rule_context.h"

namespace sn {

void RoomSiteRule::checkDesign(const RuleContext& context, FindingSink& sink) const {
    const Room& room = context.design().room();
    for (const Rack& rack : context.design().racks()) {
        const QString why = RoomSite::whyNot(room, RoomSite::rackFootprint(rack), tr("Rack %1").arg(rack.name));
        if (!why.isEmpty()) sink.add(Severity::Error, {ObjectRef::of(rack.id)}, 0, std::nullopt, {}, why);
    }
}

}  // namespace sn
