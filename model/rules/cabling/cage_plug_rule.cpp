#include "model/rules/cabling/cabling_rules.h"

#include "model/analysis/cable_assembly.h"
#include "model/rules/rule_context.h"

namespace sn {

void CagePlugRule::checkDevice(const RuleContext& context, const Device& device, FindingSink& sink) const {
    const Design& design = context.design();
    const DeviceType* t = design.typeOf(device);
    if (!t) return;
    for (const PortSpec& p : t->ports()) {
        if (p.cagePorts < 2 || p.subport != 1) continue;  // one check per cage of several ports
        const auto why = CableAssembly::cageProblem(design, {device.id, p.name},
                                                    [&](const PortRef& port) { return context.cageLinks(port); });
        if (!why) continue;
        std::vector<ObjectRef> objects{ObjectRef::of(device.id)};
        for (const PortSpec* q : t->cageOf(p))
            if (const auto c = design.connectionAt(device, *q)) objects.push_back(ObjectRef::of(*c));
        sink.add(Severity::Error, objects, 0, std::nullopt, {}, *why);
    }
}

}  // namespace sn
