#pragma once

#include "model/hydraulics/hydraulic_network.h"

#include <QCoreApplication>
#include <QString>

#include <vector>

namespace sn::hyd {

/// Steady-state flows and heads of a HydraulicNetwork.
struct Solution {
    bool converged = false;
    int iterations = 0;
    double relativeFlowChange = 0;  ///< Σ|Δq| / Σ|q| of the last iteration
    QString problem;                ///< why it did not converge (translated); empty when it did
    std::vector<double> headM;      ///< per node
    std::vector<double> flowLpm;    ///< per link, positive from → to
    std::vector<bool> pumpShut;     ///< per link: a pump its check valve holds shut (head above shutoff)

    /// Head lost across a link, from-node head minus to-node head (negative for a pump at work).
    double headLossM(const HydraulicNetwork& net, int link) const;
    /// Mean velocity in a pipe or throttle (0 for pumps and power-law parts), m/s.
    double velocityMs(const HydraulicNetwork& net, int link) const;
};

struct SolverOptions {
    int maxIterations = 200;
    double accuracy = 1e-6;  ///< EPANET's ACCURACY: Σ|Δq| / Σ|q| to stop at
};

/// Todini and Pilati's global gradient method, as EPANET 2.2 applies it:
/// each iteration linearises every link's head loss at its current flow
/// and solves one symmetric positive definite system for the junction
/// heads (sparse Cholesky over a reverse Cuthill–McKee order), then
/// corrects every flow at once. It converges on rings as on trees.
/// Head loss: Darcy–Weisbach with 64/Re below Re 2 000, Swamee–Jain above
/// 4 000 and Dunlop's cubic between (EPANET's choices, so the two agree),
/// plus K·v²/2g; pumps follow h = A − B·q^C scaled by speed²; a closed link
/// carries nothing. A part of the network with no fixed head (a closed loop
/// without an expansion tank) has its first node held at head 0.
class NetworkSolver {
    Q_DECLARE_TR_FUNCTIONS(NetworkSolver)
public:
    static Solution solve(const HydraulicNetwork& network, const SolverOptions& options = {});
    /// A copy of `network` with the fixed heads solve() takes: each connected
    /// part without one gets its first node held at head 0 (what EPANET,
    /// which needs a reservoir, is given for a closed loop).
    static HydraulicNetwork anchored(const HydraulicNetwork& network);
};

}  // namespace sn::hyd
