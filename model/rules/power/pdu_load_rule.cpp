#include "model/rules/power/power_rules.h"

#include "model/analysis/power_feeds.h"
#include "model/rules/rule_context.h"

namespace sn {

void PduLoadRule::checkRack(const RuleContext& context, const Rack& rack, FindingSink& sink) const {
    for (const Device* d : context.devicesIn(rack.id)) {
        const DeviceType* t = context.design().typeOf(*d);
        if (!t || !t->pdu) continue;
        const double limitW = t->pdu->continuousW();
        const SourceLoad& load = context.sourceLoad(*d);
        if (load.maxW <= limitW + 1e-9) continue;
        sink.add(
            Severity::Error, {ObjectRef::of(d->id), ObjectRef::of(rack.id)}, load.maxW, limitW, QStringLiteral("W"),
            tr("%1 carries up to %2 kW, over its %3 kW continuous rating.")
                .arg(d->name, QString::number(load.maxW / 1000.0, 'f', 2), QString::number(limitW / 1000.0, 'f', 2)));
    }
}

}  // namespace sn
