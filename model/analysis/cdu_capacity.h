#pragma once

#include "model/catalog/device_type.h"

#include <optional>

namespace sn {

/// What a CDU removes with the facility water it gets, in one place
/// (STYLE §6a): the cooling rules, the report and the wizard read it.
///
/// A CDU is rated at an approach (facility water supply to secondary
/// supply; CduSpec::approachK, else kRatedApproachK). The facility water
/// supply plus the approach gives the secondary supply; the other way
/// round, a loop's secondary supply minus the facility water it gets is the
/// approach available. The rule, a stated default: at the loop's flows a
/// plate heat exchanger's duty scales with the temperature difference it
/// works across, so the capacity is derated in proportion to the approach
/// available against the rated one, capacity = rated × available / rated
/// approach, never above its rating (more approach adds no pump or plate
/// area) and 0 when the facility water is no colder than the secondary
/// supply. Without a facility water temperature the CDU is taken at its
/// rated approach, and the facility supply it needs is the secondary supply
/// less that approach.
struct CduCapacity {
    /// The OCP L-LCDU white paper's rating point (Open Compute Project,
    /// "Liquid-to-Liquid Coolant Distribution Unit (L-LCDU)" white paper:
    /// rated at a 5 K approach, 1.5 L/min per kW); the default for a CDU
    /// whose catalog entry gives no approach.
    static constexpr double kRatedApproachK = 5;

    double ratedW = 0;
    double capacityW = 0;       ///< derated
    double ratedApproachK = kRatedApproachK;
    double approachK = kRatedApproachK;  ///< available (the rated one without facility water)
    double facilitySupplyC = 0; ///< given, or what the rated approach needs
    double factor() const { return ratedW > 0 ? capacityW / ratedW : 1.0; }

    static CduCapacity of(const CduSpec& cdu, double secondarySupplyC, std::optional<double> facilityWaterC);
};

}  // namespace sn
