#pragma once

#include "model/analysis/loop_network.h"
#include "model/hydraulics/network_solver.h"

#include <vector>

namespace sn {

/// A loop's network solved and read as a commissioning engineer reads it:
/// each pump's operating point, each cooled device's and rack's flow
/// against what its heat needs, the fastest pipe.
///
/// The rule for a device short of flow: its coolant carries heat at the
/// loop's design ΔT in proportion to the flow it gets, so its GPUs run
/// throttled to delivered / required; below kLostBelow of its flow the
/// cold plates cannot hold the GPUs under their limit and they stop
/// (thermal shutdown). Default, not a datasheet value: vendors publish no
/// figure for the point where a cold-plate server trips.
struct LoopHydraulics {
    static constexpr double kLostBelow = 0.5;
    enum class Supply { Full, Throttled, Lost };
    static Supply supplyOf(double deliveredShare);

    struct DeviceFlow {
        DeviceId device = DeviceId::create();
        int rack = -1;
        int gpus = 0;
        double requiredLpm = 0;
        double deliveredLpm = 0;
        double pressureDropKpa = 0;  ///< across its cold-plate circuit
        double share() const { return requiredLpm > 0 ? deliveredLpm / requiredLpm : 1.0; }
    };
    struct RackFlow {
        int rack = -1;
        int gpus = 0;
        double requiredLpm = 0;
        double deliveredLpm = 0;
        double worstShare = 1;       ///< the least share of any device in it (above 1: all get more than they need)
    };
    struct PumpPoint {
        DeviceId cdu = DeviceId::create();
        int link = -1;
        bool running = false;        ///< not out, not held shut by its check valve
        double speed = 1;            ///< relative to full speed (affinity laws)
        double flowLpm = 0;
        double headKpa = 0;          ///< lift at its operating point
        double shutoffKpa = 0;       ///< at no flow
    };

    const LoopNetwork* network = nullptr;
    hyd::Solution solution;
    std::vector<DeviceFlow> devices;  ///< in LoopNetwork::cooled order
    std::vector<RackFlow> racks;      ///< racks with a cooled device, in design order
    std::vector<PumpPoint> pumps;
    int fastestLink = -1;             ///< the pipe or hose with the highest velocity
    double fastestMs = 0;
    int worstDevice = -1;             ///< index into devices: the least share (the index circuit)

    /// GPUs on devices the loop leaves short (supplyOf): lost and throttled.
    struct GpusShort {
        int lost = 0;
        int throttled = 0;
    };
    GpusShort gpusShort() const;

    /// Solves `net` with the links `out` closed (parts out of service).
    /// The CDUs' pumps run as a CDU's controller runs them: all at one speed,
    /// the least that gives the worst-served device its flow (the index
    /// circuit's differential pressure held), full speed when even that is
    /// short — so a stopped CDU's partners speed up, and what is short then
    /// is short at full speed.
    static LoopHydraulics solve(const LoopNetwork& net, const std::vector<int>& out = {});
    /// The same at a fixed pump speed (1: full speed, the catalog's curve).
    static LoopHydraulics solveAtSpeed(const LoopNetwork& net, const std::vector<int>& out, double speed);
};

}  // namespace sn
