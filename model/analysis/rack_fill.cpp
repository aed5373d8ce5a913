#include "model/analysis/rack_fill.h"

#include "model/analysis/busbar_power.h"
#include "model/analysis/coolant_flow.h"
#include "model/analysis/device_weight.h"
#include "model/analysis/pdu_headroom.h"

#include <algorithm>
#include <cmath>

namespace sn {

namespace {
constexpr double kEps = 1e-6;
}  // namespace

void RackFill::add(const DeviceType& type, const DeviceHeat& heat, double kg, bool onPdus) {
    // A blanking panel keeps the air in only until a device takes its U.
    if (type.mount == Mount::Rack && type.category != DeviceCategory::Blank) usedU += type.occupiedU();
    loadW += heat.maxW;
    if (onPdus) pduLoadW += heat.maxW;
    airW += heat.airW;
    liquidW += heat.liquidW;
    weightKg += kg;
    if (heat.liquidCooled()) ++liquidDevices;
}

QString RackFill::Breach::name() const {
    //: The limit a rack ran into ("why the rack is full"), shown after the servers per rack.
    switch (limit) {
    case RackLimit::USpace: return RackFill::tr("U space");
    case RackLimit::PowerBudget: return RackFill::tr("power budget");
    case RackLimit::AirLimit: return RackFill::tr("air-cooling limit");
    case RackLimit::ManifoldFlow: return RackFill::tr("manifold flow");
    case RackLimit::QdPairs: return RackFill::tr("manifold QD pairs");
    case RackLimit::PduCapacity: return RackFill::tr("PDU capacity");
    //: A busbar rack's power shelves, each with its spare rectifier out ("N+1").
    case RackLimit::BusbarShelves: return RackFill::tr("power shelves (N+1)");
    case RackLimit::BusbarRating: return RackFill::tr("busbar rating");
    case RackLimit::Weight: return RackFill::tr("weight limit");
    }
    return {};
}

QString RackFill::Breach::text() const {
    switch (limit) {
    case RackLimit::USpace:
        //: A limit and its figures: "U space: 50 U of 48 U".
        return RackFill::tr("%1: %2 U of %3 U").arg(name()).arg(int(used)).arg(int(capacity));
    case RackLimit::QdPairs: return RackFill::tr("%1: %2 of %3").arg(name()).arg(int(used)).arg(int(capacity));
    case RackLimit::ManifoldFlow:
        return RackFill::tr("%1: %2 L/min of %3 L/min").arg(name()).arg(used, 0, 'f', 1).arg(capacity, 0, 'f', 1);
    case RackLimit::Weight: return RackFill::tr("%1: %2 kg of %3 kg").arg(name()).arg(used, 0, 'f', 1).arg(capacity, 0, 'f', 1);
    default:
        //: A power limit and its figures: "PDU capacity: 61.4 kW of 57.5 kW".
        return RackFill::tr("%1: %2 kW of %3 kW").arg(name()).arg(used / 1000, 0, 'f', 1).arg(capacity / 1000, 0, 'f', 1);
    }
}

std::optional<RackFill::Breach> RackFill::breach() const {
    const auto over = [](double used, double capacity) { return capacity > 0 && used > capacity + kEps; };
    if (uHeight > 0 && usedU > uHeight) return Breach{RackLimit::USpace, double(usedU), double(uHeight)};
    if (over(loadW, budgetW)) return Breach{RackLimit::PowerBudget, loadW, budgetW};
    if (over(airW, airLimitW)) return Breach{RackLimit::AirLimit, airW, airLimitW};
    if (lpmPerW > 0 && over(liquidW * lpmPerW, manifoldFlowLpm))
        return Breach{RackLimit::ManifoldFlow, liquidW * lpmPerW, manifoldFlowLpm};
    if (qdPairs > 0 && liquidDevices > qdPairs) return Breach{RackLimit::QdPairs, double(liquidDevices), double(qdPairs)};
    if (over(pduLoadW, pduCapacityW)) return Breach{RackLimit::PduCapacity, pduLoadW, pduCapacityW};
    if (busbar && over(busbarLoadW, shelvesCapacityW))
        return Breach{RackLimit::BusbarShelves, busbarLoadW, shelvesCapacityW};
    if (busbar && over(busbarLoadW, busbarRatingW)) return Breach{RackLimit::BusbarRating, busbarLoadW, busbarRatingW};
    if (over(weightKg, maxWeightKg)) return Breach{RackLimit::Weight, weightKg, maxWeightKg};
    return std::nullopt;
}

RackFill::Room RackFill::roomFor(const DeviceType& type, bool onPdus, int upTo) const {
    Room out;
    RackFill f = *this;
    while (out.count < upTo) {
        f.add(type, onPdus);
        if ((out.binding = f.breach())) break;
        ++out.count;
    }
    return out;
}

RackFill RackFill::of(const Design& design, RackId rackId, std::optional<DeviceId> ignoring) {
    RackFill f;
    const Rack* rack = design.rack(rackId);
    if (!rack) return f;
    f.uHeight = rack->uHeight;
    f.budgetW = rack->powerBudgetW;
    f.airLimitW = rack->airCoolingLimitW;
    f.maxWeightKg = rack->maxWeightKg;
    for (DeviceId id : design.devicesIn(rackId)) {
        const Device* d = design.device(id);
        const DeviceType* t = d ? design.typeOf(*d) : nullptr;
        if (!t || (ignoring && id == *ignoring)) continue;
        if (t->manifold) {
            f.manifoldFlowLpm += t->manifold->maxFlowLpm;
            f.qdPairs += t->manifold->qdPairs;
        }
        f.add(*t, DeviceHeat::of(design.catalog(), *t, *d), deviceWeightKg(design.catalog(), *t, *d), false);
    }
    // The PDUs' share of the draw, as PduHeadroom counts it (a tray on a
    // power shelf's busbar draws from the shelf).
    const PduHeadroom pdus = PduHeadroom::of(design, rackId, ignoring);
    f.pduCapacityW = pdus.capacityW;
    f.pduLoadW = pdus.loadW;
    // A busbar rack: its shelves' N+1 capacity and the busbar's load, as
    // the rule power.busbar-shelves counts them, without the device moved.
    if (BusbarPower::busbarOf(design, *rack)) {
        const BusbarPower bus = BusbarPower::of(design, rackId, ignoring);
        f.busbar = true;
        f.busbarRatingW = bus.busbarCapacityW;
        f.shelvesCapacityW = bus.capacityW;
        f.busbarLoadW = bus.loadW;
    }
    if (rack->loop)
        if (const CoolingLoop* loop = design.loops().find(*rack->loop))
            if (const CoolantType* coolant = design.catalog().coolant(loop->coolantId); coolant && loop->deltaTK > 0)
                f.lpmPerW = requiredFlowLpm(1.0, *coolant, loop->deltaTK);
    return f;
}

void RackFill::addNew(const DeviceType& type, const DeviceHeat& heat, double kg) {
    // In a busbar rack a device put in takes no cord yet: it draws from the busbar.
    const bool onBusbar = busbar && type.category != DeviceCategory::PowerShelf && heat.maxW > 0;
    add(type, heat, kg, !onBusbar && PduHeadroom::corded(type));
    if (onBusbar) busbarLoadW += heat.maxW;
}

std::optional<RackRefusal> RackFill::refusalOfNew(const QString& rackName, const DeviceType& type, const DeviceHeat& heat,
                                                  double kg) const {
    if (type.category == DeviceCategory::Pdu || type.manifold) return {};
    // A rack already past a limit the device adds nothing to (an older
    // design) is the rules' finding, not this drop's.
    const std::optional<Breach> before = breach();
    RackFill f = *this;
    f.addNew(type, heat, kg);
    const std::optional<Breach> after = f.breach();
    if (!after || (before && before->limit == after->limit && std::abs(before->used - after->used) < kEps))
        return std::nullopt;
    //: A device dropped into a rack that one more would overfill: "Rack A01 cannot take another HGX B200 (PDU capacity: 61.4 kW of 57.5 kW)."
    return RackRefusal{after->limit,
                       tr("Rack %1 cannot take another %2 (%3).").arg(rackName, type.model, after->text())};
}

RackFill::Incoming RackFill::incoming(const Design& design, const DeviceType& type, std::optional<DeviceId> moving) {
    const Device* moved = moving ? design.device(*moving) : nullptr;
    if (!moved || moved->typeId != type.id) return {DeviceHeat::of(type), type.weightKg};
    return incoming(design.catalog(), type, *moved);
}

RackFill::Incoming RackFill::incoming(const Catalog& catalog, const DeviceType& type, const Device& like) {
    return {DeviceHeat::of(catalog, type, like), deviceWeightKg(catalog, type, like)};
}

QString RackFill::refusalOfLimits(const Design& design, const Rack& after) {
    const double kg = of(design, after.id).weightKg;
    if (after.maxWeightKg > 0 && after.maxWeightKg < kg)
        return tr("Rack %1 already weighs %2 kg; the limit cannot be below that.").arg(after.name).arg(kg, 0, 'f', 1);
    return {};
}

std::optional<RackRefusal> RackFill::refusal(const Design& design, RackId rackId, const DeviceType& type,
                                             std::optional<DeviceId> moving) {
    const Rack* rack = design.rack(rackId);
    if (!rack) return std::nullopt;
    const Incoming in = incoming(design, type, moving);
    return of(design, rackId, moving).refusalOfNew(rack->name, type, in.heat, in.weightKg);
}

}  // namespace sn
