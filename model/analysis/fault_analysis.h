#pragma once

#include "model/analysis/failure_interval.h"
#include "model/analysis/rank_placement.h"

#include <optional>

namespace sn {

/// Everything the fault analysis derives from one state of a design, so
/// the `faults` command, the hostfile export, the rule and the editor read
/// the same figures (STYLE §6a).
struct FaultAnalysis {
    FaultDomains domains;
    std::vector<BlastRadius> radii;   ///< one per domains.components(), same order
    FailureInterval interval;
    std::optional<RankPlacement> placement;

    /// Throws UserError when a plan is given and does not fit.
    static FaultAnalysis of(const Design& design, int sparesPerSu = 0,
                            const std::optional<ParallelismPlan>& plan = std::nullopt);
    /// What `faults` reads given no plan: the spares and the TP × PP × DP the design records.
    static FaultAnalysis ofRecordedPlan(const Design& design);
    /// GPUs lost (down or cut off) by the worst single failure of a part in
    /// the rack, the rack itself not counted as a part; 0 when none.
    static int worstGpusLostIn(const FaultAnalysis& analysis, int rack, QString* component = nullptr);
};

}  // namespace sn
