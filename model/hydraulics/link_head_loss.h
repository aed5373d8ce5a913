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

    /// The flow a link starts the iteration with, m³/s (EPANET: 1 ft/s in
    /// pipes and valves, a pump's flow at two thirds of its shutoff head).
    static double initialFlow(const Link& link);
    /// A pump's shutoff head at its speed, m.
    static double shutoffHead(const Link& pump);
};

/// One link's law with what does not depend on the flow worked out once (a
/// pipe's resistance, its minor-loss coefficient, a pump's curve at its
/// speed): a Newton step weighs every link of a loop at a new flow, and
/// those powers of the diameter and speed were a third of each step.
class LinkLaw {
public:
    /// `link` and `fluid` must outlive the law.
    LinkLaw(const Link& link, const Fluid& fluid);
    /// The head loss at `flowM3s` (signed, positive from → to); `shut` as a
    /// closed link (a pump held by its check valve).
    HeadLoss at(double flowM3s, bool shut = false) const;

private:
    HeadLoss pipe(double flow) const;
    HeadLoss throttle(double flow) const;
    HeadLoss powerLaw(double flow) const;
    HeadLoss pump(double flow) const;

    const Link* m_link;
    double m_resistance = 0;  ///< pipe: 8L / (g π² d⁵); power law: ref loss / ref flow^n; pump: B·s^(2−n)
    double m_minorLoss = 0;   ///< pipe and throttle: 8K / (g π² d⁴)
    double m_viscosityD = 0;  ///< pipe: ν·d
    double m_relativeRoughness = 0;
};

}  // namespace sn::hyd
