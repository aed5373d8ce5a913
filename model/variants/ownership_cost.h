#pragma once

#include "model/core/enum_names.h"

#include <QCoreApplication>
#include <QString>

#include <array>
#include <vector>

namespace sn {

class Design;
class PriceList;

/// Where a part's price goes in the capital cost.
enum class CostSection { GpuServers, Switches, Optics, Cables, Power, Cooling, Racks, Pipes, Other };
inline constexpr EnumNames<CostSection, 9> kCostSectionNames{{{
    {CostSection::GpuServers, "gpu-servers"},
    {CostSection::Switches, "switches"},
    {CostSection::Optics, "optics"},
    {CostSection::Cables, "cables"},
    {CostSection::Power, "power"},
    {CostSection::Cooling, "cooling"},
    {CostSection::Racks, "racks"},
    {CostSection::Pipes, "pipes"},
    {CostSection::Other, "other"},
}}};

/// Hours in a year of 365.25 days (the year the failure rates are per, too).
inline constexpr double kHoursPerYear = 365.25 * 24;

/// The energy side of the cost: the design at its typical draw (as `info`
/// prints it) times the site's PUE, every hour of `years` years, at a price
/// per kWh the user gives.
struct EnergyTerms {
    double years = 5;
    double pricePerKwh = 0;
    double pue = 1.3;
};

/// Capital cost by section from the user's price list and the energy over
/// the years: the total cost of ownership as far as the list goes. A part
/// the list lacks is listed, never counted as free.
struct OwnershipCost {
    Q_DECLARE_TR_FUNCTIONS(OwnershipCost)
public:
    struct Unpriced {
        QString catalogId;
        CostSection section = CostSection::Other;
        int parts = 0;
    };
    std::array<double, 9> capexBySection{};
    double capex = 0;
    double energyKwh = 0;  ///< over the years, PUE included
    double energyCost = 0;
    std::vector<Unpriced> unpriced;  ///< by catalog id
    double total() const { return capex + energyCost; }
    bool complete() const { return unpriced.empty(); }

    static OwnershipCost of(const Design& design, const PriceList& prices, const EnergyTerms& energy);
};

}  // namespace sn
