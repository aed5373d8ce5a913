#include "model/rules/power/power_rules.h"

#include "model/analysis/phase_figures.h"

#include "model/analysis/power_feeds.h"
#include "model/rules/rule_context.h"

namespace sn {

void PhaseLoadRule::checkRack(const RuleContext& context, const Rack& rack, FindingSink& sink) const {
    for (const Device* d : context.devicesIn(rack.id)) {
        const DeviceType* t = context.design().typeOf(*d);
        if (!t || !t->pdu || t->pdu->voltageLlV <= 0) continue;
        const SourceLoad& load = context.sourceLoad(*d);
        const double volts = phase_figures::voltageV(*t->pdu);
        const double limitA = t->pdu->phaseLimitA();
        for (int phase = 0; phase < t->pdu->phases && phase < 3; ++phase) {
            const double amps = load.phaseMaxW[size_t(phase)] / volts;
            if (amps <= limitA + 1e-9) continue;
            sink.add(Severity::Error, {ObjectRef::of(d->id), ObjectRef::of(rack.id)}, amps, limitA, QStringLiteral("A"),
                     tr("Phase L%1 of %2 carries %3 A, over its %4 A continuous limit.")
                         .arg(phase + 1)
                         .arg(d->name, QString::number(amps, 'f', 1), QString::number(limitA, 'f', 1)));
        }
    }
}

}  // namespace sn
