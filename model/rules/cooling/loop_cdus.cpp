#include "model/rules/cooling/loop_cdus.h"

#include <algorithm>

namespace sn {

namespace {

// The CDU at the far end of a coolant port, or nullptr.
const Device* cduAt(const Design& design, const PortRef& port) {
    const auto id = design.connectionAt(port);
    const Connection* c = id ? design.connection(*id) : nullptr;
    if (!c) return nullptr;
    const Device* far = design.device(c->a == port ? c->b.device : c->a.device);
    const DeviceType* t = far ? design.typeOf(*far) : nullptr;
    return t && t->cdu ? far : nullptr;
}

bool isFacilityInlet(const PortSpec& p) { return p.role == PortRole::Coolant && p.required; }

}  // namespace

std::vector<LoopCdu> loopCdus(const RuleContext& context, const CoolingLoop& loop) {
    const Design& design = context.design();
    std::vector<LoopCdu> out;
    const auto add = [&](const Device* d) {
        const DeviceType* t = d ? design.typeOf(*d) : nullptr;
        if (!t || !t->cdu) return;
        if (std::none_of(out.begin(), out.end(), [&](const LoopCdu& c) { return c.device == d; }))
            out.push_back({d, t, CduCapacity::of(*t->cdu, loop.supplyTempC, design.room().facilityWaterC)});
    };
    if (loop.cdu) add(design.device(*loop.cdu));
    for (const Rack* rack : context.racksOf(loop.id))
        for (const Device* d : context.devicesIn(rack->id)) {
            const DeviceType* t = design.typeOf(*d);
            if (!t || t->category != DeviceCategory::Manifold) continue;
            for (const PortSpec& p : t->ports())
                if (isFacilityInlet(p)) add(cduAt(design, {d->id, p.name}));
        }
    return out;
}

QStringList unpipedInlets(const Design& design, const Device& manifold) {
    QStringList open;
    const DeviceType* t = design.typeOf(manifold);
    if (!t) return open;
    for (const PortSpec& p : t->ports())
        if (isFacilityInlet(p) && !cduAt(design, {manifold.id, p.name})) open << p.name;
    return open;
}

int unpipedRacks(const RuleContext& context, const CoolingLoop& loop) {
    int n = 0;
    for (const Rack* rack : context.racksOf(loop.id)) {
        const auto& devices = context.devicesIn(rack->id);
        n += std::any_of(devices.begin(), devices.end(), [&](const Device* d) {
            const DeviceType* t = context.design().typeOf(*d);
            return t && t->category == DeviceCategory::Manifold && !unpipedInlets(context.design(), *d).isEmpty();
        }) ? 1 : 0;
    }
    return n;
}

}  // namespace sn
