#include "power/power_rules.h"

#include "rules/rule_context.h"
#include "rules/unknown_figures.h"

#include <algorithm>

namespace sn {

void DcFeedRule::checkDesign(const RuleContext& context, FindingSink& sink) const {
    auto dcInlets = [](const DeviceType& t) {
        return int(std::count_if(t.ports().begin(), t.ports().end(),
                                 [](const PortSpec& p) { return p.dcFeed != DcFeed::None; }));
    };
    const auto types = devicesOfTypes(context.design(), [&](const DeviceType& t) { return dcInlets(t) > 0; });
    for (const DevicesOfType& e : types) {
        const int inlets = dcInlets(*e.type);
        // One voltage names the feed; mixed or unstated ones leave it unknown.
        DcFeed feed = DcFeed::Unknown;
        for (const PortSpec& p : e.type->ports()) {
            if (p.dcFeed == DcFeed::None) continue;
            if (feed == DcFeed::Unknown || feed == p.dcFeed) feed = p.dcFeed;
        }
        const int n = int(e.devices.size());
        const QString what =
            feed == DcFeed::Unknown
                ? tr("%1 takes DC of unknown voltage on %2 inlet(s)").arg(typeLabel(*e.type)).arg(inlets)
                : tr("%1 takes %2 DC on %3 inlet(s)")
                      .arg(typeLabel(*e.type), feed == DcFeed::Minus48 ? QStringLiteral("-48 V")
                                                                        : QStringLiteral("48 V"))
                      .arg(inlets);
        // measured: the devices whose supply goes unchecked.
        sink.add(Severity::Warning, objectRefs(e), n, std::nullopt, {},
                 tr("%1 — the design's power sources give AC, so the supply of its %n device(s) is not "
                    "checked.",
                    nullptr, n)
                     .arg(what));
    }
}

}  // namespace sn
