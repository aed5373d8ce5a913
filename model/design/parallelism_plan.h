#pragma once

#include <QCoreApplication>
#include <QString>

namespace sn {

/// How a training job is split: tensor, pipeline and data parallel sizes,
/// and the servers per scalable unit kept free as spares. A design records
/// the plan it was sized for; `faults` and `export
/// hostfile` place ranks with it when no --tp/--pp/--dp are given. A plan
/// recorded for spares alone has tp = pp = dp = 0.
struct ParallelismPlan {
    Q_DECLARE_TR_FUNCTIONS(ParallelismPlan)
public:
    int tp = 1, pp = 1, dp = 1;
    int sparesPerSu = 0;
    int gpus() const { return tp * pp * dp; }
    /// True when TP, PP and DP are all given (not a spares-only record).
    bool hasRanks() const { return tp > 0 && pp > 0 && dp > 0; }
    /// Empty when the plan can be stored, else the reason (translated).
    QString problem() const;
    bool operator==(const ParallelismPlan&) const = default;
};

}  // namespace sn
