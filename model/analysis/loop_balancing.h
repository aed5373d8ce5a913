#pragma once

#include "model/analysis/loop_hydraulics.h"
#include "model/analysis/loop_network.h"

#include <memory>
#include <optional>
#include <vector>

namespace sn {

/// The balancing valve settings of a loop, worked out as a commissioning
/// engineer sets them: every rack branch's valve is closed until the racks
/// get their flow in the same proportion (the index rack's valve stays
/// fully open, and so does any within half the aim of it), while the CDUs' speed control (LoopHydraulics::solve) slows
/// the pumps to the least speed that still serves the worst device. Each
/// setting is rounded to the handwheel's 0.1 turn and the loop solved again
/// at the rounded settings, so the balanced figures are the ones a crew
/// reads on a flow meter after setting the valves.
struct LoopBalancing {
    /// The branch spread the settings aim below: the most-served rack's
    /// share of its flow over the least-served rack's, minus one (an ORv3
    /// blind-mate manifold's branch flow spread, 5 %).
    static constexpr double kTargetSpread = 0.05;
    /// The handwheel's resolution, turns (a STAD's digital read-out: 0.1).
    static constexpr double kTurnStep = 0.1;

    struct Branch {
        CableId cable = CableId::create();
        int rack = -1;              ///< index into Design::racks()
        double requiredLpm = 0;     ///< the rack's devices' sum
        double openLpm = 0;         ///< every valve fully open
        double asSetLpm = 0;        ///< at the settings the design holds
        double balancedLpm = 0;     ///< at `turns`
        double asSetTurns = 0;
        double turns = 0;           ///< the setting worked out
        double kv = 0;              ///< at `turns`, m³/h at 1 bar
        double valveKpa = 0;        ///< across the valve at the balanced flow
        double branchKpa = 0;       ///< manifold supply to the valve's far end, balanced
    };

    std::vector<Branch> branches;   ///< one per balancing valve, in LoopNetwork::valves order
    double spreadOpen = 0;          ///< over every rack of the loop, valves fully open
    double spreadAsSet = 0;
    double spreadBalanced = 0;
    /// The loop with every valve open and with the worked-out settings;
    /// `open` and `balanced` solve these, `asSet` the network given to of().
    std::shared_ptr<const LoopNetwork> openNetwork, balancedNetwork;
    LoopHydraulics open, asSet, balanced;
    bool converged = false;         ///< every solve converged

    /// Nothing to balance without valves; a loop that cannot be solved
    /// (LoopNetwork::solvable) is not balanced either. `net` must outlive
    /// the result (`asSet` reads it).
    static std::optional<LoopBalancing> of(const LoopNetwork& net);
    /// The same with `net` already solved as its valves are set
    /// (LoopHydraulics::solve(net), which a report has solved anyway).
    static std::optional<LoopBalancing> of(const LoopNetwork& net, LoopHydraulics asSet);
    /// (max share − min share) / min share over the racks that need flow.
    static double spreadOf(const LoopHydraulics& h);
};

}  // namespace sn
