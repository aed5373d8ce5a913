#include "power/power_rules.h"

#include "rules/power_feeds.h"
#include "rules/rule_context.h"

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
            for (const PowerFeed& f : PowerFeeds::feedsOf(design, *design.device(loadId)))
                if (f.source != lost->id && std::find(partners.begin(), partners.end(), f.source) == partners.end())
                    partners.push_back(f.source);
        for (DeviceId partnerId : partners) {
            const Device* partner = design.device(partnerId);
            const DeviceType* partnerType = design.typeOf(*partner);
            const double limitW = partnerType->pdu->continuousW();
            // An overload in normal operation is power.pdu-load's finding, not ours.
            if (context.sourceLoad(*partner).maxW > limitW + 1e-9) continue;
            const double failoverW = PowerFeeds::loadOf(design, *partner, lost->id).maxW;
            if (failoverW <= limitW + 1e-9) continue;
            sink.add(Severity::Error, {ObjectRef::of(lost->id), ObjectRef::of(partner->id), ObjectRef::of(rack.id)},
                     failoverW, limitW, QStringLiteral("W"),
                     tr("If %1 fails, %2 must carry %3 kW, over its %4 kW continuous rating.")
                         .arg(lost->name, partner->name, QString::number(failoverW / 1000.0, 'f', 2),
                              QString::number(limitW / 1000.0, 'f', 2)));
        }
    }
}

}  // namespace sn
