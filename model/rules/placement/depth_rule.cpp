#include "model/rules/placement/placement_rules.h"

#include "model/rules/rule_context.h"

namespace sn {

void DepthRule::checkDevice(const RuleContext& context, const Device& device, FindingSink& sink) const {
    const DeviceType* t = context.design().typeOf(device);
    if (!t || t->mount != Mount::Rack || !device.placement.rack) return;
    const Rack* rack = context.design().rack(*device.placement.rack);
    if (!rack || t->depthMm <= rack->depthMm) return;
    sink.add(Severity::Error, {ObjectRef::of(device.id), ObjectRef::of(rack->id)}, t->depthMm, rack->depthMm,
             QStringLiteral("mm"),
             tr("%1 is %2 mm deep; rack %3 is only %4 mm deep.")
                 .arg(device.name)
                 .arg(t->depthMm)
                 .arg(rack->name)
                 .arg(rack->depthMm));
}

}  // namespace sn
