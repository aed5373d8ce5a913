#include "model/analysis/rack_slots.h"

#include <algorithm>

namespace sn {

RackSlots::RackSlots(const Design& design, RackId rack, std::optional<DeviceId> moving)
    : m_design(design), m_rack(design.rack(rack)), m_moving(moving), m_fill(RackFill::of(design, rack, moving)) {}

bool RackSlots::collides(const Placement& p, int heightU, bool side) const {
    for (const Taken& o : m_taken) {
        if (o.side != side) continue;
        if (side ? (o.at.side == p.side && o.at.sideIndex == p.sideIndex)
                 : (p.u <= o.at.u + o.heightU - 1 && p.u + heightU - 1 >= o.at.u))
            return true;
    }
    return false;
}

std::vector<Placement> RackSlots::candidates(const DeviceType& type, const std::optional<Placement>& preferred) const {
    Placement base = preferred.value_or(Placement{});
    base.rack = m_rack->id;
    if (!preferred && type.mount == Mount::Side) base.face = Face::Rear;  // a side channel is reached from the rear
    std::vector<Placement> out;
    if (preferred) out.push_back(base);
    if (type.mount == Mount::Side) {
        for (SideChannel channel : {SideChannel::Left, SideChannel::Right})
            for (int i = 0; i < m_rack->sideSlots; ++i) {
                Placement p = base;
                p.side = channel;
                p.sideIndex = i;
                out.push_back(p);
            }
        return out;
    }
    for (int u = 1; u <= m_rack->uHeight; ++u) {
        Placement p = base;
        p.u = u;
        out.push_back(p);
    }
    return out;
}

RackSlots::Result RackSlots::place(const QString& typeId, std::optional<Placement> preferred,
                                   const std::vector<ModuleFill>& modules) {
    const DeviceType* type = m_design.catalog().device(typeId);
    if (!type) return {std::nullopt, tr("Unknown device type \"%1\".").arg(typeId), {}};
    if (!m_rack) return {std::nullopt, tr("Choose a rack for %1.").arg(type->model), {}};
    if (type->mount == Mount::Floor)
        return {std::nullopt, tr("%1 stands on the floor, not in a rack.").arg(type->model), {}};
    // A device moved in, or a copy, brings the draw and weight of its modules.
    const RackFill::Incoming in = modules.empty() ? RackFill::incoming(m_design, *type, m_moving) : [&] {
        Device like;
        like.typeId = typeId;
        like.modules = modules;
        return RackFill::incoming(m_design.catalog(), *type, like);
    }();
    // The rack's limits hold at any U or at none.
    if (const auto why = m_fill.refusalOfNew(m_rack->name, *type, in.heat, in.weightKg))
        return {std::nullopt, why->message, why->limit};
    const bool side = type->mount == Mount::Side;
    const int heightU = std::max(1, type->occupiedU());
    // A place refused is taken, or too small there: the next one is tried.
    for (const Placement& p : candidates(*type, preferred)) {
        if (!m_design.checkPlacement(typeId, p, m_moving).ok || collides(p, heightU, side)) continue;
        m_fill.addNew(*type, in.heat, in.weightKg);
        m_taken.push_back({p, heightU, side});
        return {p, {}, {}};
    }
    return {std::nullopt, tr("No room for %1 in rack %2.").arg(type->model, m_rack->name), RackLimit::USpace};
}

}  // namespace sn
