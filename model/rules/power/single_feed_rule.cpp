#include "model/rules/power/power_rules.h"

#include "model/analysis/power_feeds.h"
#include "model/rules/rule_context.h"

#include <algorithm>

namespace sn {

void SingleFeedRule::checkDevice(const RuleContext& context, const Device& device, FindingSink& sink) const {
    const DeviceType* t = context.design().typeOf(device);
    if (!t || t->pdu) return;
    const std::vector<const PortSpec*> ports = context.design().portsOf(device);  // a filled PSU bay's inlets too
    const auto inlets =
        std::count_if(ports.begin(), ports.end(), [](const PortSpec* p) { return p->role == PortRole::Power; });
    if (inlets < 2) return;  // a single-corded device cannot be dual-fed
    const std::vector<PowerFeed>& feeds = context.feedsOf(device);
    if (feeds.size() < 2) return;  // unconnected inlets are cabling.required-port's finding
    const DeviceId source = feeds.front().source;
    if (std::any_of(feeds.begin(), feeds.end(), [&](const PowerFeed& f) { return f.source != source; })) return;
    const Device* pdu = context.design().device(source);
    sink.add(Severity::Warning, {ObjectRef::of(device.id), ObjectRef::of(source)}, 1, 2, {},
             tr("All %1 power inlets of %2 are fed from %3; losing that feed takes it down.")
                 .arg(feeds.size())
                 .arg(device.name, pdu ? pdu->name : QString()));
}

}  // namespace sn
