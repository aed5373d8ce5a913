#include "power/power_rules.h"

#include "rules/power_feeds.h"
#include "rules/rule_context.h"

#include <algorithm>

namespace sn {

void PhaseBalanceRule::checkRack(const RuleContext& context, const Rack& rack, FindingSink& sink) const {
    for (const Device* d : context.devicesIn(rack.id)) {
        const DeviceType* t = context.design().typeOf(*d);
        if (!t || !t->pdu || t->pdu->phases != 3) continue;
        const SourceLoad& load = context.sourceLoad(*d);
        const auto& w = load.phaseMaxW;
        const double mean = (w[0] + w[1] + w[2]) / 3.0;
        if (mean <= 0) continue;
        const double spread = (*std::max_element(w.begin(), w.end()) - *std::min_element(w.begin(), w.end())) / mean;
        if (spread <= kImbalanceLimit + 1e-9) continue;
        sink.add(Severity::Warning, {ObjectRef::of(d->id), ObjectRef::of(rack.id)}, spread * 100.0,
                 kImbalanceLimit * 100.0, QStringLiteral("%"),
                 tr("The phases of %1 are unbalanced by %2 % (L1 %3 kW, L2 %4 kW, L3 %5 kW); keep within %6 %.")
                     .arg(d->name, QString::number(spread * 100.0, 'f', 0), QString::number(w[0] / 1000.0, 'f', 2),
                          QString::number(w[1] / 1000.0, 'f', 2), QString::number(w[2] / 1000.0, 'f', 2),
                          QString::number(kImbalanceLimit * 100.0, 'f', 0)));
    }
}

}  // namespace sn
