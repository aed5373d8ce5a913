#include "model/rules/cabling/cabling_rules.h"

#include "model/rules/rule_context.h"

#include <algorithm>
#include <cmath>

namespace sn {

void SpeedRule::checkConnection(const RuleContext& context, const Connection& c, FindingSink& sink) const {
    const Design& design = context.design();
    const PortSpec* a = design.portSpec(c.a);
    const PortSpec* b = design.portSpec(c.b);
    if (!a || !b || a->speedGbps <= 0 || b->speedGbps <= 0) return;  // power, coolant, console: no line rate
    if (std::abs(a->speedGbps - b->speedGbps) < 1e-9) return;
    const double slower = std::min(a->speedGbps, b->speedGbps);
    sink.add(
        Severity::Warning, {ObjectRef::of(c.id), ObjectRef::of(c.a.device), ObjectRef::of(c.b.device)}, slower,
        std::max(a->speedGbps, b->speedGbps), QStringLiteral("Gb/s"),
        tr("%1 %2 runs at %3 Gb/s and %4 %5 at %6 Gb/s; the link will run at %7 Gb/s.")
            .arg(design.device(c.a.device)->name, c.a.port, QString::number(a->speedGbps),
                 design.device(c.b.device)->name, c.b.port, QString::number(b->speedGbps), QString::number(slower)));
}

}  // namespace sn
