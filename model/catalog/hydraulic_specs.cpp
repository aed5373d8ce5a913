#include "model/catalog/hydraulic_specs.h"

#include <algorithm>
#include <numbers>

namespace sn {

double lossCoefficientOfKv(double kv, double boreMm) {
    const double d = boreMm / 1000.0;
    const double area = std::numbers::pi * d * d / 4.0;
    return 2.0e5 * (3600.0 * area) * (3600.0 * area) / (1000.0 * kv * kv);
}

double BalancingValveSpec::kvAt(double turns) const {
    if (kvByTurns.empty()) return 0;
    if (turns <= kvByTurns.front()[0]) return kvByTurns.front()[1];
    if (turns >= kvByTurns.back()[0]) return kvByTurns.back()[1];
    const auto hi = std::upper_bound(kvByTurns.begin(), kvByTurns.end(), turns,
                                     [](double t, const std::array<double, 2>& p) { return t < p[0]; });
    const auto lo = hi - 1;
    const double f = (turns - (*lo)[0]) / ((*hi)[0] - (*lo)[0]);
    return (*lo)[1] + f * ((*hi)[1] - (*lo)[1]);
}

double BalancingValveSpec::turnsFor(double kv) const {
    if (kvByTurns.empty()) return 0;
    if (kv <= kvByTurns.front()[1]) return kvByTurns.front()[0];
    if (kv >= kvByTurns.back()[1]) return kvByTurns.back()[0];
    const auto hi = std::upper_bound(kvByTurns.begin(), kvByTurns.end(), kv,
                                     [](double k, const std::array<double, 2>& p) { return k < p[1]; });
    const auto lo = hi - 1;
    const double f = (kv - (*lo)[1]) / ((*hi)[1] - (*lo)[1]);
    return (*lo)[0] + f * ((*hi)[0] - (*lo)[0]);
}

}  // namespace sn
