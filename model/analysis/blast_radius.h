#pragma once

#include "model/analysis/fault_domains.h"

#include <QCoreApplication>

#include <vector>

namespace sn {

/// What one component failure takes down. A device is down when it fails
/// itself, loses every power inlet, keeps PSUs that carry less than its
/// maximum draw and stops then (DevicePsus: caps or stops, as its type
/// states), or loses its coolant: its manifold, a loop whose remaining CDUs
/// cannot carry the loop's heat, a facility pipe run out that leaves no
/// pump a cycle through it (hyd::PumpCycles), or a loop that, solved again
/// for pressure and flow without the CDUs or the pipe run out, gives it less than
/// LoopHydraulics::kLostBelow of its flow (between that and all of it the
/// device runs throttled), or stands where the air coolers left remove less
/// heat than the racks put into the air (AirAisles::shortWithout): its
/// devices run throttled to the coolers' capacity over that heat, and below
/// LoopHydraulics::kLostBelow of it they stop. Power loss follows the feeds: a PDU, power shelf, upstream feed or
/// UPS stops the CDUs it powers, and their loops are weighed without them.
/// Network effects follow from the devices down.
struct BlastRadius {
    int component = -1;            ///< index into FaultDomains::components()
    int gpusDown = 0;              ///< on devices that stop
    int gpusCutOff = 0;            ///< on live devices left without any scale-out link
    int gpusThrottled = 0;         ///< on live devices whose live PSUs carry less than their max draw, capped
    double throttledShare = 1;     ///< the lowest share of its max draw a throttled GPU device is capped at
    int gpusDownOnPsus = 0;        ///< of gpusDown: on devices whose live PSUs fall short and that stop
    /// The GPU device whose live PSUs fall shortest (a stop counting as
    /// share 0), with what they give: the arithmetic `faults` prints; -1 when none.
    int shortfallNode = -1;
    DevicePsus::Supply shortfall;
    int gpusLoseScaleOut = 0;      ///< on live devices that lose some, not all, scale-out links
    int scaleOutLinksLost = 0;     ///< GPU-device links to the fabric lost (one per rail at a leaf)
    double worstScaleOutShare = 0; ///< largest share of one device's scale-out links lost, 0..1
    int uplinksLost = 0;           ///< leaf–spine links lost
    int uplinks = 0;               ///< leaf–spine links in the design
    int gpusLoseNvlink = 0;        ///< on live devices whose NVLink domain loses switch trays
    int storagePathsLost = 0;      ///< storage / in-band links of live hosts lost
    int hostsWithoutStorage = 0;   ///< live GPU devices left with no storage path
    int gpusWithoutStorage = 0;    ///< their GPUs
    int mgmtPathsLost = 0;         ///< management (OOB) links of live devices lost
    int gpusCoolantThrottled = 0;  ///< on live devices whose re-solved loop gives them less than their flow
    double leastCoolantShare = 1;  ///< the least delivered / required flow of a live device, 0..1
    int gpusAirThrottled = 0;      ///< on live devices whose air the coolers left cannot take in full
    /// The worst air shortfall the failure leaves (AirAisles::shortWithout):
    /// its share is what the throttled devices run at; empty `where` when none.
    AirAisles::Shortfall airShort;
    std::vector<int> racksLoseCoolingMargin;  ///< rack indices whose loop runs on its last spare CDU
    std::vector<int> cdusDown;     ///< CDUs stopped (the failed one, or those that lost their power), node indices
    std::vector<int> downNodes;    ///< devices down, node indices
    std::vector<int> hitGpuNodes;  ///< GPU devices down, cut off or degraded (interrupts their job)
    std::vector<int> cutOffNodes;  ///< live GPU devices left without any scale-out link
    /// Live GPU devices that run on, capped for want of power, coolant or air.
    std::vector<int> throttledNodes;

    /// GPUs a job can no longer use: down or cut off from the fabric.
    int gpusLost() const { return gpusDown + gpusCutOff; }
    /// True when the failure touches any GPU's work at all.
    bool interrupts() const { return !hitGpuNodes.empty(); }
};

/// The blast radius of every single component failure of a design.
class BlastRadii {
    Q_DECLARE_TR_FUNCTIONS(BlastRadii)
public:
    static std::vector<BlastRadius> of(const FaultDomains& domains);
    static BlastRadius of(const FaultDomains& domains, int component);
    /// Index of the worst of `radii` with the given kind (most GPUs lost,
    /// then most GPUs degraded), or -1 when there is none of that kind.
    static int worstOfKind(const FaultDomains& domains, const std::vector<BlastRadius>& radii, FaultKind kind);
};

}  // namespace sn
