#include "model/rules/power/power_rules.h"

#include "model/rules/rule_context.h"
#include "model/rules/unknown_figures.h"

#include <algorithm>

namespace sn {

namespace {

bool takesDc(const PortSpec& p) { return p.dcFeed != DcFeed::None; }

bool typeTakesDc(const DeviceType& t) { return std::any_of(t.ports().begin(), t.ports().end(), takesDc); }

/// A device takes DC through its type's inlets or through the DC PSU modules
/// fitted in its bays (a NetBox module type with a dc-terminal power port),
/// so the same type can be AC in one rack and DC in the next.
std::vector<const PortSpec*> dcInlets(const Design& design, const Device& device) {
    std::vector<const PortSpec*> out;
    for (const PortSpec* p : design.portsOf(device))
        if (takesDc(*p)) out.push_back(p);
    return out;
}

}  // namespace

void DcFeedRule::checkDesign(const RuleContext& context, FindingSink& sink) const {
    const Design& design = context.design();
    const auto types = devicesOfTypes(
        design, [](const DeviceType& t) { return typeTakesDc(t) || !t.moduleBays.empty(); },
        [&](const Device& d) {
            const DeviceType* t = design.typeOf(d);
            if (t && typeTakesDc(*t)) return true;
            const auto& added = design.modulePortsOf(d.id);
            return std::any_of(added.begin(), added.end(), takesDc);
        });
    for (const DevicesOfType& e : types) {
        // One voltage names the feed; mixed or unstated ones leave it unknown.
        // Devices of a type may differ in their fitted PSUs: the most inlets any has is said.
        DcFeed feed = DcFeed::None;
        bool mixed = false;
        int inlets = 0;
        for (const DeviceId id : e.devices) {
            const std::vector<const PortSpec*> dc = dcInlets(design, *design.device(id));
            inlets = std::max(inlets, int(dc.size()));
            for (const PortSpec* p : dc) {
                if (feed == DcFeed::None) feed = p->dcFeed;
                else if (feed != p->dcFeed) mixed = true;
            }
        }
        if (mixed) feed = DcFeed::Unknown;
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
