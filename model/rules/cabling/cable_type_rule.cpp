#include "model/rules/cabling/cabling_rules.h"

#include "model/rules/rule_context.h"

#include <algorithm>

namespace sn {

namespace {
/// Does a cable end of this connector plug into a port of this form factor?
/// Data cages take the same connector; a cord's C19 end goes into a C20
/// inlet (and C13 into C14) and its C20 end into a C19 outlet.
bool fits(FormFactor connector, FormFactor port) {
    switch (connector) {
    case FormFactor::C13:
    case FormFactor::C14:
    case FormFactor::C19:
    case FormFactor::C20: return connector != port && formFactorsMate(connector, port);
    default: return connector == port;
    }
}
}  // namespace

void CableTypeRule::checkConnection(const RuleContext& context, const Connection& c, FindingSink& sink) const {
    const Design& design = context.design();
    const Cable* cable = context.cableOf(c);
    if (!cable) return;
    if (cable->typeId.isEmpty()) return;  // media not chosen yet
    const std::vector<ObjectRef> objects{ObjectRef::of(cable->id), ObjectRef::of(c.id)};
    const CableType* type = design.catalog().cable(cable->typeId);
    if (!type) {
        sink.add(
            Severity::Error, objects, 0, std::nullopt, {},
            tr("Cable %1 is of type \"%2\", which the catalog does not describe.").arg(cable->label, cable->typeId));
        return;
    }
    const PortSpec* a = design.portSpec(c.a);
    const PortSpec* b = design.portSpec(c.b);
    if (!a || !b) return;  // cabling.form-factor reports a missing port
    const bool straight = fits(type->connectorA, a->formFactor) && fits(type->connectorB, b->formFactor);
    const bool crossed = fits(type->connectorB, a->formFactor) && fits(type->connectorA, b->formFactor);
    if (!straight && !crossed) {
        sink.add(Severity::Error, objects, 0, std::nullopt, {},
                 tr("Cable %1 (%2, %3–%4) does not fit ports %5 (%6) and %7 (%8).")
                     .arg(cable->label, type->model, kFormFactorNames.name(type->connectorA),
                          kFormFactorNames.name(type->connectorB), c.a.port, kFormFactorNames.name(a->formFactor),
                          c.b.port, kFormFactorNames.name(b->formFactor)));
        return;
    }
    const double linkGbps = std::min(a->speedGbps, b->speedGbps);
    if (type->speedGbps > 0 && linkGbps > type->speedGbps + 1e-9)
        sink.add(Severity::Warning, objects, type->speedGbps, linkGbps, QStringLiteral("Gb/s"),
                 tr("Cable %1 (%2) is rated %3 Gb/s, below the %4 Gb/s of its link.")
                     .arg(cable->label, type->model, QString::number(type->speedGbps), QString::number(linkGbps)));
}

}  // namespace sn
