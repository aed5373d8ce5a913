#include "model/variants/ownership_cost.h"

#include "model/analysis/cable_parts.h"
#include "model/analysis/device_heat.h"
#include "model/design/design.h"
#include "model/variants/price_list.h"

#include <QMap>

namespace sn {

namespace {

CostSection sectionOf(const DeviceType& type) {
    if (type.gpus > 0) return CostSection::GpuServers;
    switch (type.category) {
    case DeviceCategory::Switch:
    case DeviceCategory::Router:
    case DeviceCategory::NvlinkSwitchTray: return CostSection::Switches;
    case DeviceCategory::Pdu:
    case DeviceCategory::Ups:
    case DeviceCategory::PowerShelf: return CostSection::Power;
    case DeviceCategory::Cdu:
    case DeviceCategory::Manifold:
    case DeviceCategory::AirCooler: return CostSection::Cooling;
    default: return CostSection::Other;
    }
}

CostSection sectionOf(PortRole role) {
    if (role == PortRole::Power) return CostSection::Power;
    if (role == PortRole::Coolant) return CostSection::Pipes;
    return CostSection::Cables;
}

/// Adds up priced parts and gathers the unpriced ones by catalog id.
class Tally {
public:
    Tally(const PriceList& prices, OwnershipCost& cost) : m_prices(prices), m_cost(cost) {}

    /// One part; `metres` is its ordered length for a per-metre price (none: not routed).
    void add(const QString& id, CostSection section, std::optional<double> metres = std::nullopt) {
        const PriceList::Price* price = m_prices.find(id);
        const bool lengthless = price && price->unit == PriceList::Unit::Metre && !metres;
        if (!price || lengthless) {
            auto& u = m_unpriced[id];
            u.catalogId = id;
            u.section = section;
            ++u.parts;
            return;
        }
        const double amount = price->unit == PriceList::Unit::Metre ? price->amount * *metres : price->amount;
        m_cost.capexBySection[size_t(section)] += amount;
        m_cost.capex += amount;
    }
    void finish() {
        for (const OwnershipCost::Unpriced& u : m_unpriced) m_cost.unpriced.push_back(u);
    }

private:
    const PriceList& m_prices;
    OwnershipCost& m_cost;
    QMap<QString, OwnershipCost::Unpriced> m_unpriced;
};

}  // namespace

OwnershipCost OwnershipCost::of(const Design& design, const PriceList& prices, const EnergyTerms& energy) {
    OwnershipCost cost;
    Tally tally(prices, cost);
    for (const Device& d : design.devices()) {
        const DeviceType* type = design.typeOf(d);
        tally.add(d.typeId, type ? sectionOf(*type) : CostSection::Other);
    }
    for (const Rack& r : design.racks())
        if (!r.typeId.isEmpty()) tally.add(r.typeId, CostSection::Racks);
    const CableParts parts = CableParts::of(design);
    for (const CableParts::Part& p : parts.parts) {
        if (p.typeId.isEmpty()) continue;  // no type chosen yet: nothing to price
        std::optional<double> metres;
        if (p.orderedLengthMm) metres = *p.orderedLengthMm / 1000;
        tally.add(p.typeId, sectionOf(p.role), metres);
    }
    for (const CableParts::Module& m : parts.modules) tally.add(m.typeId, CostSection::Optics);
    tally.finish();
    const double typicalKw = DeviceHeat::totalOf(design).typicalW / 1000;  // as `info` sums it
    cost.energyKwh = typicalKw * energy.pue * kHoursPerYear * energy.years;
    cost.energyCost = cost.energyKwh * energy.pricePerKwh;
    return cost;
}

}  // namespace sn
