#pragma once

#include "model/analysis/fault_analysis.h"

#include <QHash>

#include <optional>

namespace sn {

/// What one part's failure does, placed in the room: each device it stops
/// or touches, and per rack the GPUs lost, degraded and throttled, from the
/// blast radius the `faults` command prints (so the plan and the table
/// always agree). A GPU device counts once, under the worst that befalls it.
struct PartImpact {
    enum class Effect { Lost, Degraded, Throttled };
    struct RackGpus {
        int lost = 0, degraded = 0, throttled = 0;
    };

    QString part;                              ///< the failed component's name
    std::optional<DeviceId> partDevice;        ///< the failed device (the PDU of a phase); none for a loop or feed
    std::optional<CableId> partCable;          ///< the pipe of a failed pipe run
    QHash<DeviceId, Effect> devices;           ///< devices stopped (any kind), GPU devices degraded or throttled
    QHash<RackId, RackGpus> racks;             ///< racks with a GPU device hit, by what happens to their GPUs

    /// The impact of the failure of `analysis.radii[radius]`.
    static PartImpact of(const Design& design, const FaultAnalysis& analysis, int radius);
};

}  // namespace sn
