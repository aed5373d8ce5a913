#pragma once

#include "model/analysis/loop_hydraulics.h"

#include <vector>

namespace sn {

/// A solved loop's static pressures against what its parts are rated for.
///
/// Gauge pressure at a node is the expansion tank's fill pressure at the
/// pumps' suction (LoopNetwork::fillKpa) plus the head the solution gives
/// the node above the suction. It is taken at floor level, where it is
/// highest: a part z metres up sees ρ·g·z less, so the check is on the
/// safe side. A part is weighed at the higher of its two ends.
///
/// Besides the operating point, the deadhead case: with a valve shut
/// downstream of a part (a rack's return valve closed for service, a
/// branch isolated) the part stands at the pumps' full-speed shutoff head
/// above the fill pressure, and every rack part lies upstream of its
/// branch's return valve. That is what relief or pressure-reducing valves
/// exist for when blind-mate parts are rated 50 psig and CDUs give more.
struct LoopPressures {
    /// A rated part: a link (pipe run, quick disconnects, valve, circuit,
    /// pump) or a device side at a node (a manifold's, a CDU's).
    struct Rated {
        int link = -1;            ///< the link, or -1 for a node's device
        int node = -1;            ///< the node, for a device side
        double ratingKpa = 0;
        double operatingKpa = 0;  ///< at its higher end, at the operating point
    };

    double fillKpa = 0;
    double deadheadKpa = 0;       ///< fill + the highest full-speed shutoff head of the loop's pumps
    std::vector<double> nodeKpa;  ///< gauge, per node
    int highestNode = -1;
    std::vector<Rated> rated;
    int unrated = 0;              ///< links and device sides the catalog gives no rating

    double highestKpa() const { return highestNode < 0 ? fillKpa : nodeKpa[size_t(highestNode)]; }
    /// The parts over their rating at the operating point, and those within
    /// it that a deadhead would take over it.
    std::vector<Rated> overAtOperatingPoint() const;
    std::vector<Rated> overAtDeadhead() const;

    static LoopPressures of(const LoopHydraulics& solved);
};

}  // namespace sn
