#pragma once

#include "model/analysis/loop_balancing.h"
#include "model/analysis/loop_hydraulics.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <vector>

namespace sn {

class Design;

/// Formats solved coolant loops (`supernode-designer hydraulics`): per loop
/// the fluid, each pump's operating point, each rack's required and
/// delivered flow, the worst-served circuit and the fastest pipe; a loop
/// that cannot be solved says why. Text for people, JSON for scripts.
class HydraulicsReport {
    Q_DECLARE_TR_FUNCTIONS(HydraulicsReport)
public:
    struct Loop {
        const LoopNetwork* network = nullptr;
        LoopHydraulics result;  ///< empty when the network is not solvable
        /// The loop's balancing valves worked out (absent: no valves, or not solvable).
        std::optional<LoopBalancing> balancing;
    };
    static QString text(const Design& design, const std::vector<Loop>& loops, const QStringList& without);
    static QByteArray json(const Design& design, const std::vector<Loop>& loops, const QStringList& without);
    /// The balancing table of one loop: per rack branch its required flow,
    /// the flow with every valve open, as set and balanced, the setting
    /// and the valve's pressure drop; then the spreads.
    static QString balancingText(const Design& design, const LoopBalancing& balancing);
};

}  // namespace sn
