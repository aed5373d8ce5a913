#include "model/rules/power/power_rules.h"

#include "model/analysis/phase_figures.h"

#include "model/analysis/power_feeds.h"
#include "model/rules/rule_context.h"

#include <algorithm>

namespace sn {

void RedundancyRule::checkRack(const RuleContext& context, const Rack& rack, FindingSink& sink) const {
    const Design& design = context.design();
    for (const Device* lost : context.devicesIn(rack.id)) {
        const DeviceType* lostType = design.typeOf(*lost);
        if (!lostType || !lostType->pdu) continue;
        // The sources that share loads with the lost one, in first-seen order.
        std::vector<DeviceId> partners;
        for (DeviceId loadId : context.sourceLoad(*lost).loads)
            for (const PowerFeed& f : context.feedsOf(*design.device(loadId)))
                if (f.source != lost->id && std::find(partners.begin(), partners.end(), f.source) == partners.end())
                    partners.push_back(f.source);
        for (DeviceId partnerId : partners) {
            const Device* partner = design.device(partnerId);
            const DeviceType* partnerType = design.typeOf(*partner);
            const double limitW = partnerType->pdu->continuousW();
            // An overload in normal operation is power.pdu-load's finding, not ours.
            if (context.sourceLoad(*partner).maxW > limitW + 1e-9) continue;
            const SourceLoad failover = context.loadWithout(*partner, lost->id);
            const std::vector<ObjectRef> objects{ObjectRef::of(lost->id), ObjectRef::of(partner->id),
                                                 ObjectRef::of(rack.id)};
            if (failover.maxW > limitW + 1e-9) {
                sink.add(Severity::Error, objects, failover.maxW, limitW, QStringLiteral("W"),
                         tr("If %1 fails, %2 must carry %3 kW, over its %4 kW continuous rating.")
                             .arg(lost->name, partner->name, QString::number(failover.maxW / 1000.0, 'f', 2),
                                  QString::number(limitW / 1000.0, 'f', 2)));
                continue;
            }
            // Within its total, one phase may still trip: report the worst phase.
            const PduSpec& pdu = *partnerType->pdu;
            if (pdu.voltageLlV <= 0) continue;
            const double volts = phase_figures::voltageV(pdu);
            int worst = -1;
            for (int p = 0; p < pdu.phases && p < 3; ++p) {
                const double normalA = context.sourceLoad(*partner).phaseMaxW[size_t(p)] / volts;
                const double amps = failover.phaseMaxW[size_t(p)] / volts;
                // A phase already over in normal operation is power.phase-load's finding.
                if (normalA <= pdu.phaseLimitA() + 1e-9 && amps > pdu.phaseLimitA() + 1e-9
                    && (worst < 0 || amps > failover.phaseMaxW[size_t(worst)] / volts))
                    worst = p;
            }
            if (worst < 0) continue;
            const double amps = failover.phaseMaxW[size_t(worst)] / volts;
            sink.add(Severity::Error, objects, amps, pdu.phaseLimitA(), QStringLiteral("A"),
                     tr("If %1 fails, phase L%2 of %3 must carry %4 A, over its %5 A continuous limit.")
                         .arg(lost->name)
                         .arg(worst + 1)
                         .arg(partner->name, QString::number(amps, 'f', 1),
                              QString::number(pdu.phaseLimitA(), 'f', 1)));
        }
    }
}

}  // namespace sn
