#pragma once

#include "model/hydraulics/hydraulic_network.h"

namespace sn::hyd {

/// One link's head loss and its derivative at a flow, in SI (m, m³/s):
/// what the gradient method linearises every iteration.
struct HeadLoss {
    double lossM = 0;      ///< h_from − h_to the link needs to pass the flow
    double gradient = 0;   ///< d(loss)/dq, s/m², always > 0
};

/// The head loss laws of EPANET 2.2 (hydcoeffs.c) in SI units.
class LinkHeadLoss {
public:
    static constexpr double kGravity = 9.80665;  ///< m/s²
    static constexpr double kLpmPerM3s = 60000.0;

    /// `flowM3s` signed, positive from → to; `fluid` for the pipe's Reynolds number.
    static HeadLoss of(const Link& link, double flowM3s, const Fluid& fluid);
    /// The flow a link starts the iteration with, m³/s (EPANET: 1 ft/s in
    /// pipes and valves, a pump's flow at two thirds of its shutoff head).
    static double initialFlow(const Link& link);
    /// A pump's shutoff head at its speed, m.
    static double shutoffHead(const Link& pump);

private:
    static HeadLoss pipe(const Link& link, double q, const Fluid& fluid);
    static HeadLoss throttle(const Link& link, double q);
    static HeadLoss powerLaw(const Link& link, double q);
    static HeadLoss pump(const Link& link, double q);
};

}  // namespace sn::hyd
