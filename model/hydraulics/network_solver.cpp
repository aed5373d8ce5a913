#include "model/hydraulics/network_solver.h"

#include "model/hydraulics/link_head_loss.h"
#include "model/hydraulics/sparse_cholesky.h"

#include <cmath>
#include <numbers>

namespace sn::hyd {

namespace {

/// Pump check-valve rounds after the flows settle; more means the pumps
/// keep switching (EPANET gives up after as few).
constexpr int kMaxStatusRounds = 10;

/// Each node's fixed head: the network's reservoirs, and for every connected
/// part without one, its first node at 0 (a closed loop's heads are relative).
std::vector<std::optional<double>> fixedHeads(const HydraulicNetwork& net) {
    const std::vector<int> part = net.partOfEachNode();
    std::vector<std::optional<double>> fixed(net.nodes.size());
    std::vector<char> anchored(net.nodes.size(), 0);
    for (size_t i = 0; i < net.nodes.size(); ++i)
        if (net.nodes[i].fixedHeadM) {
            fixed[i] = net.nodes[i].fixedHeadM;
            anchored[size_t(part[i])] = 1;
        }
    for (size_t i = 0; i < net.nodes.size(); ++i) {
        if (!anchored[size_t(part[i])]) {
            fixed[i] = 0.0;
            anchored[size_t(part[i])] = 1;
        }
    }
    return fixed;
}

class GradientIteration {
public:
    GradientIteration(const HydraulicNetwork& net, std::vector<std::optional<double>> fixed)
        : m_net(net), m_fixed(std::move(fixed)), m_unknown(net.nodes.size(), -1) {
        m_laws.reserve(net.links.size());
        for (const Link& l : net.links) m_laws.emplace_back(l, net.fluid);
        int count = 0;
        for (size_t i = 0; i < net.nodes.size(); ++i)
            if (!m_fixed[i]) m_unknown[i] = count++;
        std::vector<std::vector<int>> neighbours(static_cast<size_t>(count));
        for (const Link& l : net.links) {
            const int a = m_unknown[size_t(l.from)], b = m_unknown[size_t(l.to)];
            if (a >= 0 && b >= 0 && a != b) {
                neighbours[size_t(a)].push_back(b);
                neighbours[size_t(b)].push_back(a);
            }
        }
        m_system.emplace(neighbours);
        m_rhs.resize(size_t(count));
        m_heads.resize(net.nodes.size());
        for (size_t i = 0; i < net.nodes.size(); ++i) m_heads[i] = m_fixed[i].value_or(0.0);
    }

    /// One Newton step from flows `q` (m³/s); false when the system is singular.
    bool step(std::vector<double>& q, const std::vector<bool>& shut, double& change) {
        const size_t m = m_net.links.size();
        std::vector<double> p(m), y(m);
        m_system->clear();
        for (size_t i = 0; i < m_net.nodes.size(); ++i)
            if (m_unknown[i] >= 0) m_rhs[size_t(m_unknown[i])] = -m_net.nodes[i].demandLpm / LinkHeadLoss::kLpmPerM3s;
        for (size_t k = 0; k < m; ++k) {
            const HeadLoss h = m_laws[k].at(q[k], shut[k]);
            p[k] = 1.0 / h.gradient;
            y[k] = h.lossM / h.gradient;
            addLink(m_net.links[k].from, m_net.links[k].to, p[k], q[k] - y[k]);
        }
        std::vector<double> x;
        if (!m_system->solve(m_rhs, x)) return false;
        for (size_t i = 0; i < m_net.nodes.size(); ++i)
            if (m_unknown[i] >= 0) m_heads[i] = x[size_t(m_unknown[i])];
        double moved = 0, total = 0;
        for (size_t k = 0; k < m; ++k) {
            const Link& l = m_net.links[k];
            const double next = q[k] - y[k] + p[k] * (m_heads[size_t(l.from)] - m_heads[size_t(l.to)]);
            moved += std::abs(next - q[k]);
            total += std::abs(next);
            q[k] = next;
        }
        change = total > 0 ? moved / total : 0;
        return std::isfinite(change);
    }

    const std::vector<double>& heads() const { return m_heads; }

private:
    /// Continuity at each end: (Σp)·H_i − Σp·H_j = Σ_in (q − y) − Σ_out (q − y) − demand.
    void addLink(int from, int to, double p, double carried) {
        const int a = m_unknown[size_t(from)], b = m_unknown[size_t(to)];
        if (a >= 0) {
            m_system->addDiagonal(a, p);
            m_rhs[size_t(a)] -= carried;
            if (b < 0) m_rhs[size_t(a)] += p * *m_fixed[size_t(to)];
        }
        if (b >= 0) {
            m_system->addDiagonal(b, p);
            m_rhs[size_t(b)] += carried;
            if (a < 0) m_rhs[size_t(b)] += p * *m_fixed[size_t(from)];
        }
        if (a >= 0 && b >= 0 && a != b) m_system->addOffDiagonal(a, b, -p);
    }

    const HydraulicNetwork& m_net;
    std::vector<std::optional<double>> m_fixed;
    std::vector<int> m_unknown;  ///< node → unknown index, −1 for a fixed head
    std::vector<LinkLaw> m_laws;  ///< per link
    std::optional<SparseCholesky> m_system;
    std::vector<double> m_rhs;
    std::vector<double> m_heads;
};

/// EPANET's pump status check: a pump that would have to lift more than its
/// shutoff head is held shut by its check valve, and opens again below it.
bool updatePumpStatus(const HydraulicNetwork& net, const std::vector<double>& heads, std::vector<bool>& shut) {
    bool changed = false;
    for (size_t k = 0; k < net.links.size(); ++k) {
        const Link& l = net.links[k];
        if (l.kind != LinkKind::Pump || !l.open) continue;
        const bool above = heads[size_t(l.to)] - heads[size_t(l.from)] > LinkHeadLoss::shutoffHead(l);
        if (above != shut[k]) {
            shut[k] = above;
            changed = true;
        }
    }
    return changed;
}

}  // namespace

HydraulicNetwork NetworkSolver::anchored(const HydraulicNetwork& network) {
    HydraulicNetwork out = network;
    const std::vector<std::optional<double>> fixed = fixedHeads(network);
    for (size_t i = 0; i < out.nodes.size(); ++i) out.nodes[i].fixedHeadM = fixed[i];
    return out;
}

double Solution::headLossM(const HydraulicNetwork& net, int link) const {
    const Link& l = net.links[size_t(link)];
    return headM[size_t(l.from)] - headM[size_t(l.to)];
}

double Solution::velocityMs(const HydraulicNetwork& net, int link) const {
    const Link& l = net.links[size_t(link)];
    if (l.kind != LinkKind::Pipe && l.kind != LinkKind::Throttle) return 0;
    const double d = l.diameterMm / 1000.0;
    return std::abs(flowLpm[size_t(link)]) / LinkHeadLoss::kLpmPerM3s / (std::numbers::pi * d * d / 4.0);
}

Solution NetworkSolver::solve(const HydraulicNetwork& net, const SolverOptions& options) {
    Solution s;
    s.headM.assign(net.nodes.size(), 0.0);
    s.flowLpm.assign(net.links.size(), 0.0);
    s.pumpShut.assign(net.links.size(), false);
    if (net.nodes.empty()) {
        s.converged = true;
        return s;
    }
    GradientIteration iteration(net, fixedHeads(net));
    std::vector<double> q(net.links.size());
    for (size_t k = 0; k < q.size(); ++k) q[k] = net.links[k].open ? LinkHeadLoss::initialFlow(net.links[k]) : 0.0;
    int statusRounds = 0;
    while (s.iterations < options.maxIterations) {
        ++s.iterations;
        if (!iteration.step(q, s.pumpShut, s.relativeFlowChange)) {
            s.problem = tr("The loop's equations have no single solution: a part of it is cut off, or a link has "
                           "no resistance at all.");
            return s;
        }
        if (s.relativeFlowChange >= options.accuracy) continue;
        if (statusRounds < kMaxStatusRounds && updatePumpStatus(net, iteration.heads(), s.pumpShut)) {
            ++statusRounds;
            continue;
        }
        s.converged = true;
        break;
    }
    s.headM = iteration.heads();
    // A closed link or shut pump carries only what its anchoring resistance
    // leaks (micro-litres a minute): nothing, physically.
    for (size_t k = 0; k < q.size(); ++k)
        s.flowLpm[k] = net.links[k].open && !s.pumpShut[k] ? q[k] * LinkHeadLoss::kLpmPerM3s : 0.0;
    if (!s.converged)
        s.problem = tr("The loop did not settle in %1 iterations (flows still changing by %2 %); check for pumps "
                       "working against each other or parts with no flow path.")
                        .arg(s.iterations)
                        .arg(s.relativeFlowChange * 100, 0, 'g', 3);
    return s;
}

}  // namespace sn::hyd
