#include "model/rules/power/power_rules.h"

#include "model/analysis/busbar_power.h"
#include "model/rules/rule_context.h"

namespace sn {

namespace {

QString namesOf(const Design& design, const std::vector<DeviceId>& ids) {
    QStringList names;
    for (DeviceId id : ids)
        if (const Device* d = design.device(id)) names << d->name;
    return names.join(QStringLiteral(", "));
}

std::vector<ObjectRef> refsOf(const Rack& rack, const std::vector<DeviceId>& ids) {
    std::vector<ObjectRef> refs{ObjectRef::of(rack.id)};
    for (DeviceId id : ids) refs.push_back(ObjectRef::of(id));
    return refs;
}

// Power shelves and busbar-clip devices in a rack whose type has no busbar.
std::vector<DeviceId> needingABusbar(const Design& design, const Rack& rack) {
    std::vector<DeviceId> out;
    for (DeviceId id : design.devicesIn(rack.id)) {
        const Device* d = design.device(id);
        const DeviceType* t = d ? design.typeOf(*d) : nullptr;
        if (t && ((t->category == DeviceCategory::PowerShelf && t->psu) || BusbarPower::drawsFromBusbar(*t)))
            out.push_back(id);
    }
    return out;
}

}  // namespace

void BusbarSupplyRule::checkRack(const RuleContext& context, const Rack& rack, FindingSink& sink) const {
    const Design& design = context.design();
    if (const BusbarSpec* spec = BusbarPower::busbarOf(design, rack)) {
        const BusbarPower bus = BusbarPower::of(design, rack.id);
        if (bus.acUncorded.empty()) return;
        const int n = int(bus.acUncorded.size());
        sink.add(Severity::Error, refsOf(rack, bus.acUncorded), n, 0, {},
                 tr("Rack %1's busbar carries %2 V DC and cannot feed %n device(s) with AC inlets that take no "
                    "cord: %3. Cord them to a PDU.",
                    nullptr, n)
                     .arg(rack.name, QString::number(spec->voltageV, 'f', 0), namesOf(design, bus.acUncorded)));
        return;
    }
    const std::vector<DeviceId> needing = needingABusbar(design, rack);
    if (needing.empty()) return;
    const int n = int(needing.size());
    sink.add(Severity::Error, refsOf(rack, needing), n, 0, {},
             tr("Rack %1 (%2) has no busbar, and %n device(s) in it give or take DC through one: %3. A power "
                "shelf's output and a tray's busbar clip meet only on a busbar: use a rack type with one.",
                nullptr, n)
                 .arg(rack.name, rack.typeId, namesOf(design, needing)));
}

}  // namespace sn
