#include "model/analysis/loop_pressures.h"

#include <algorithm>

namespace sn {

namespace {

/// Within this of a rating is at it, not over: the solver's head accuracy.
constexpr double kToleranceKpa = 0.05;

}  // namespace

std::vector<LoopPressures::Rated> LoopPressures::overAtOperatingPoint() const {
    std::vector<Rated> out;
    for (const Rated& r : rated)
        if (r.operatingKpa > r.ratingKpa + kToleranceKpa) out.push_back(r);
    return out;
}

std::vector<LoopPressures::Rated> LoopPressures::overAtDeadhead() const {
    std::vector<Rated> out;
    for (const Rated& r : rated)
        if (r.operatingKpa <= r.ratingKpa + kToleranceKpa && deadheadKpa > r.ratingKpa + kToleranceKpa) out.push_back(r);
    return out;
}

LoopPressures LoopPressures::of(const LoopHydraulics& solved) {
    const LoopNetwork& net = *solved.network;
    LoopPressures p;
    p.fillKpa = net.fillKpa;
    for (int pump : net.pumps)
        p.deadheadKpa = std::max(p.deadheadKpa, net.kpa(net.network.links[size_t(pump)].curve.shutoffHeadM));
    p.deadheadKpa += net.fillKpa;
    if (!solved.solution.converged) return p;
    const std::vector<double>& head = solved.solution.headM;
    p.nodeKpa.reserve(head.size());
    for (size_t i = 0; i < head.size(); ++i) {
        p.nodeKpa.push_back(net.fillKpa + net.kpa(head[i]));
        if (p.highestNode < 0 || p.nodeKpa[i] > p.nodeKpa[size_t(p.highestNode)]) p.highestNode = int(i);
    }
    // A device's own link (pump, cold plates) is weighed at its nodes, below.
    for (size_t k = 0; k < net.parts.size(); ++k) {
        if (!net.parts[k].cable) continue;
        const auto& rating = net.parts[k].ratingKpa;
        if (!rating) {
            ++p.unrated;
            continue;
        }
        const hyd::Link& l = net.network.links[k];
        p.rated.push_back({int(k), -1, *rating, std::max(p.nodeKpa[size_t(l.from)], p.nodeKpa[size_t(l.to)])});
    }
    for (size_t i = 0; i < net.nodeRatingKpa.size(); ++i) {
        if (!net.nodeOwner[i]) continue;
        if (!net.nodeRatingKpa[i]) ++p.unrated;
        else p.rated.push_back({-1, int(i), *net.nodeRatingKpa[i], p.nodeKpa[i]});
    }
    return p;
}

}  // namespace sn
