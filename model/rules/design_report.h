#pragma once

#include <QString>

#include <optional>
#include <vector>

namespace sn {

class Design;

/// Per-rack power, heat and coolant figures.
struct RackReport {
    QString id, name;
    int uUsed = 0, uHeight = 0;
    double maxW = 0, typicalW = 0;
    double liquidHeatW = 0, airHeatW = 0;  ///< at max draw
    double powerBudgetW = 0, airCoolingLimitW = 0;
    QString loopName;                       ///< empty when on no loop
    std::optional<double> requiredFlowLpm;  ///< nullopt without a loop with a known coolant
    double manifoldCapacityLpm = 0;
    int qdPairs = 0, liquidDevices = 0;
    /// Rack power feeds: feed A is the rack's sources (PDUs) in the left side
    /// channel, feed B those in the right one, as the wizard places pairs
    /// (rack_power.h). Load at max draw in normal operation (rule
    /// power.pdu-load's figure) and the sources' continuous rating.
    double feedAMaxW = 0, feedBMaxW = 0;
    double feedARatingW = 0, feedBRatingW = 0;
    /// Devices left out of the sums for an unknown figure (RackLoad): the
    /// rack's totals are incomplete when either is above zero.
    int unknownDrawDevices = 0, unknownCoolantDevices = 0;
    bool incomplete() const { return unknownDrawDevices > 0 || unknownCoolantDevices > 0; }
};

/// Per-loop heat, flow and the CDU that must carry them.
struct LoopReport {
    QString id, name;
    QString cduName;  ///< its CDUs' names, comma-separated; empty when the loop has none
    int racks = 0;
    int unpipedRacks = 0;  ///< racks with a manifold not piped to a CDU (capacity and flow then 0)
    double heatW = 0;
    std::optional<double> flowLpm;
    double capacityW = 0, maxFlowLpm = 0;  ///< summed over its CDUs; 0 without one
    double supplyC = 0, deltaTK = 0;
    QString coolantId, coolantName;
    double densityKgPerL = 0, cpKjPerKgK = 0;  ///< 0 when the coolant is unknown
    /// The largest approach of its CDUs, K, and the facility water supply it
    /// leaves for the secondary supply (supplyC − approach); absent when a
    /// CDU's approach is not known.
    std::optional<double> approachK, facilitySupplyC;
    QString ashraeClass;  ///< of the facility water; empty when that is not known
};

/// The figures `supernode-designer report` prints, built from a design.
struct DesignReport {
    QString name;
    std::vector<RackReport> racks;  ///< document order
    std::vector<LoopReport> loops;  ///< document order
    double totalMaxW = 0, totalTypicalW = 0;
    double roomAreaM2 = 0;
    double kwPerM2 = 0;

    static DesignReport of(const Design& design);
};

}  // namespace sn
