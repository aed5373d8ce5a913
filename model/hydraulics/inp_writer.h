#pragma once

#include "model/hydraulics/hydraulic_network.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

#include <utility>
#include <vector>

namespace sn::hyd {

/// Writes a HydraulicNetwork as an EPANET 2.2 input file: Units LPM,
/// Headloss D-W, the fluid's specific gravity and viscosity, pumps with a
/// 3-point head curve EPANET fits back to the same PumpCurve, a Throttle as a
/// TCV, a PowerLaw link as a GPV with a sampled head-loss curve, closed links
/// in [STATUS]. Ids come from InpIds; a name that had to change is kept in a
/// comment on its line. Output is deterministic ('.' decimals, shortest
/// exact numbers, network order). A network EPANET cannot hold throws
/// UserError naming the node or link.
class InpWriter final {
    Q_DECLARE_TR_FUNCTIONS(InpWriter)
public:
    /// GPV curves sample the power law within this relative head-loss error
    /// from kCurveLowFlow to kCurveHighFlow times the reference flow.
    static constexpr double kCurveTolerance = 0.001;
    static constexpr double kCurveLowFlow = 1.0 / 20.0;
    static constexpr double kCurveHighFlow = 20.0;

    static QByteArray write(const HydraulicNetwork& network);
    /// Writes the file (whole or not at all); throws UserError.
    static void writeFile(const HydraulicNetwork& network, const QString& path);

    /// The GPV head-loss curve (flow L/min, head loss m) of a PowerLaw link:
    /// (0, 0), then flows q_ref·ρ^k for k = −m…m, geometric so that linear
    /// interpolation has the same relative error on every segment; ρ^m = 20
    /// and m is the least keeping that error within kCurveTolerance.
    static std::vector<std::pair<double, double>> powerLawCurve(const Link& link);
};

}  // namespace sn::hyd
