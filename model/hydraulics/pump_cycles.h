#pragma once

#include "model/hydraulics/hydraulic_network.h"

#include <vector>

namespace sn::hyd {

/// Which links of a closed network a pump can drive water through.
///
/// In a network without demands water only moves round cycles, and a pump
/// drives it only round cycles through itself: a link carries flow from a
/// pump only if some cycle holds both, that is, if the two lie in one
/// biconnected component (any two edges of a 2-connected block share a
/// cycle; no cycle crosses from one block to another). A branch reached
/// through a single pipe (a rack whose supply branch is cut, so its
/// manifold hangs on its return branch alone) is such a dead end: its
/// cold plates form cycles among themselves, but none through a pump.
/// No solve is needed to see it, and none can find flow there.
class PumpCycles {
public:
    /// Per link: 1 when it shares a biconnected component with an open
    /// pump link, in the network with its closed links and `removed` left out.
    static std::vector<char> reachable(const HydraulicNetwork& net, const std::vector<int>& removed);
};

}  // namespace sn::hyd
