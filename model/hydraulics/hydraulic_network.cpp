#include "model/hydraulics/hydraulic_network.h"

#include <cmath>

namespace sn::hyd {

double PumpCurve::headAt(double flowLpm) const {
    // The pump's check valve stops reverse flow, so the curve is read from
    // zero flow up; below it the head is the shutoff head.
    if (flowLpm <= 0) return shutoffHeadM;
    return shutoffHeadM - coefficient * std::pow(flowLpm, exponent);
}

std::optional<PumpCurve> PumpCurve::throughPoints(double h0, double q1, double h1, double q2, double h2) {
    // EPANET 2.2 powercurve() (src/input3.c), in the user's units: the same
    // guards (TINY = 1e-6) and the same closed form, so a curve EPANET takes
    // is taken here with identical coefficients and one it refuses (error
    // 227) is refused here.
    constexpr double kTiny = 1.0e-6;
    if (!std::isfinite(h0) || !std::isfinite(q1) || !std::isfinite(h1) || !std::isfinite(q2) ||
        !std::isfinite(h2))
        return std::nullopt;
    if (h0 < kTiny || h0 - h1 < kTiny || h1 - h2 < kTiny || q1 < kTiny || q2 - q1 < kTiny)
        return std::nullopt;
    const double c = std::log((h0 - h2) / (h0 - h1)) / std::log(q2 / q1);
    if (!(c > 0.0) || c > 20.0) return std::nullopt;
    const double b = (h0 - h1) / std::pow(q1, c);
    if (!(b > 0.0) || !std::isfinite(b)) return std::nullopt;
    return PumpCurve{h0, b, c};
}

int HydraulicNetwork::nodeIndex(const QString& id) const {
    for (std::size_t i = 0; i < nodes.size(); ++i)
        if (nodes[i].id == id) return int(i);
    return -1;
}

int HydraulicNetwork::linkIndex(const QString& id) const {
    for (std::size_t i = 0; i < links.size(); ++i)
        if (links[i].id == id) return int(i);
    return -1;
}

std::vector<int> HydraulicNetwork::partOfEachNode() const {
    std::vector<int> parent(nodes.size());
    for (size_t i = 0; i < parent.size(); ++i) parent[i] = int(i);
    const auto root = [&](int i) {
        while (parent[size_t(i)] != i) i = parent[size_t(i)] = parent[size_t(parent[size_t(i)])];
        return i;
    };
    for (const Link& l : links) parent[size_t(root(l.from))] = root(l.to);
    for (size_t i = 0; i < parent.size(); ++i) parent[i] = root(int(i));
    return parent;
}

}  // namespace sn::hyd
