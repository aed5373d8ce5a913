#include "model/rules/cabling/cabling_rules.h"

#include "model/rules/rule_context.h"

namespace sn {

void FormFactorRule::checkConnection(const RuleContext& context, const Connection& c, FindingSink& sink) const {
    const Design& design = context.design();
    for (const PortRef* end : {&c.a, &c.b}) {
        if (design.portSpec(*end)) continue;
        const Device* d = design.device(end->device);
        sink.add(Severity::Error, {ObjectRef::of(c.id), ObjectRef::of(end->device)}, 0, std::nullopt, {},
                 tr("%1 has no port \"%2\"; the connection cannot be made.").arg(d ? d->name : QString(), end->port));
        return;
    }
    const PortSpec* a = design.portSpec(c.a);
    const PortSpec* b = design.portSpec(c.b);
    if (design.catalog().canJoin(a->formFactor, b->formFactor)) return;
    sink.add(Severity::Error, {ObjectRef::of(c.id), ObjectRef::of(c.a.device), ObjectRef::of(c.b.device)}, 0,
             std::nullopt, {},
             tr("%1 %2 (%3) cannot be joined to %4 %5 (%6).")
                 .arg(design.device(c.a.device)->name, c.a.port, kFormFactorNames.name(a->formFactor),
                      design.device(c.b.device)->name, c.b.port, kFormFactorNames.name(b->formFactor)));
}

}  // namespace sn
