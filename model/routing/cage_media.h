#pragma once

#include "model/design/design.h"
#include "model/routing/route_solver.h"

#include <vector>

namespace sn {

/// After routing chose a media for each link by its own length, the links
/// of one cage (of several ports) must still be one plug: one splitter or
/// twin-port cable, ordered at one length, or fibres on one twin-port module.
/// Where they differ, every link of the cage takes the chosen type that
/// fits them all and reaches the longest of them (a splitter leg of 2 m
/// beside one of 4 m: both legs become the ACC splitter at 4 m; a DAC leg
/// beside a fibre: both fibres), a multi-leg part ordered at the length of
/// its longest leg, with the policy's spare at each end.
class CageMedia {
public:
    static void settle(const Design& design, std::vector<RouteTask>& tasks,
                       const std::vector<const Connection*>& connectionOf, double minSparePerEndMm);
};

}  // namespace sn
