#include "hydraulics/hydraulic_network.h"

#include <cmath>

namespace sn::hyd {

double PumpCurve::headAt(double flowLpm) const {
    return shutoffHeadM - coefficient * std::pow(std::max(flowLpm, 0.0), exponent);
}

std::optional<PumpCurve> PumpCurve::throughPoints(double h0, double q1, double h1, double q2, double h2) {
    // EPANET's power-curve fit: A = h0, C = ln((h0 − h2)/(h0 − h1)) / ln(q2/q1),
    // B = (h0 − h1)/q1^C; only a curve that falls with flow is a pump.
    if (!(h0 > h1 && h1 > h2 && q2 > q1 && q1 > 0 && h2 >= 0)) return std::nullopt;
    const double c = std::log((h0 - h2) / (h0 - h1)) / std::log(q2 / q1);
    if (!(c > 0) || !std::isfinite(c) || c > 20) return std::nullopt;
    return PumpCurve{h0, (h0 - h1) / std::pow(q1, c), c};
}

int HydraulicNetwork::nodeIndex(const QString& id) const {
    for (size_t i = 0; i < nodes.size(); ++i)
        if (nodes[i].id == id) return int(i);
    return -1;
}

int HydraulicNetwork::linkIndex(const QString& id) const {
    for (size_t i = 0; i < links.size(); ++i)
        if (links[i].id == id) return int(i);
    return -1;
}

}  // namespace sn::hyd
