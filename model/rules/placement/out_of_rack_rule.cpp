#include "model/rules/placement/placement_rules.h"

#include "model/design/u_span.h"
#include "model/rules/rule_context.h"

namespace sn {

void OutOfRackRule::checkDevice(const RuleContext& context, const Device& device, FindingSink& sink) const {
    const DeviceType* t = context.design().typeOf(device);
    if (!t) return;
    const Placement& p = device.placement;
    if (t->mount != Mount::Floor && !p.rack) {
        sink.add(Severity::Error, {ObjectRef::of(device.id)}, 0, std::nullopt, {},
                 tr("%1 is not placed in a rack.").arg(device.name));
        return;
    }
    if (t->mount == Mount::Floor || !p.rack || p.side != SideChannel::None || t->mount != Mount::Rack) return;
    const Rack* rack = context.design().rack(*p.rack);
    if (!rack) return;
    const int top = USpan::of(p, *t).top;
    if (!USpan::of(p, *t).fitsIn(rack->uHeight))
        sink.add(Severity::Error, {ObjectRef::of(device.id), ObjectRef::of(rack->id)}, top, rack->uHeight,
                 QStringLiteral("U"),
                 tr("%1 at U%2–U%3 is outside rack %4 (U1–U%5).")
                     .arg(device.name)
                     .arg(p.u)
                     .arg(top)
                     .arg(rack->name)
                     .arg(rack->uHeight));
}

}  // namespace sn
