#pragma once

#include <QString>
#include <QStringList>

#include <array>
#include <optional>
#include <vector>

namespace sn {

class Design;

/// One power source of a rack (a PDU; a tap-off or UPS as well): its feed,
/// its load at max draw and the current on each phase.
struct SourceReport {
    QString name;
    QString feed;                  ///< "A", "B" (PowerFeeds::feedSideOf); empty when unknown
    double maxW = 0, ratingW = 0;  ///< load at max draw; continuous rating
    int phases = 3;
    std::array<double, 3> phaseA{};  ///< L1..L3 at max draw (L1 only for 1-phase)
    double phaseLimitA = 0;          ///< continuous current per phase conductor
};

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
    double weightKg = 0;  ///< its devices with their modules (RackLoad)
    /// Rack power feeds: every source of the rack on feed A (PowerFeeds::
    /// feedSideOf: RACK-PDU-A1, A2 … whether 0U or rack-mounted; else the
    /// left side channel), and on feed B. Load at max draw in normal
    /// operation (rule power.pdu-load's figure) and the continuous ratings, summed.
    double feedAMaxW = 0, feedBMaxW = 0;
    double feedARatingW = 0, feedBRatingW = 0;
    std::vector<SourceReport> sources;  ///< the rack's sources, in document order
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
    /// Where A/B feeding is 2N at the PDU but not at the device (rule
    /// power.feed-loss): what one lost PDU leaves those devices, with the arithmetic.
    QStringList feedLoss;

    static DesignReport of(const Design& design);
};

}  // namespace sn
