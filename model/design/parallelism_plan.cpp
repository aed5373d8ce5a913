#include "model/design/parallelism_plan.h"

#include <cstdint>

namespace sn {

namespace {

/// The most GPUs a plan may ask for: far above any design a file may hold
/// (200 000 devices, input/load_limits.h) and far below where TP·PP·DP, which
/// rank placement and the hostfile multiply in int, would overflow.
constexpr std::int64_t kMaxPlanGpus = 16'777'216;
constexpr int kMaxSparesPerSu = 100'000;

}  // namespace

QString ParallelismPlan::problem() const {
    if (sparesPerSu < 0 || sparesPerSu > kMaxSparesPerSu)
        return tr("the spares per scalable unit must be from 0 to %1").arg(kMaxSparesPerSu);
    const bool none = tp == 0 && pp == 0 && dp == 0;
    if (!none && (tp < 1 || pp < 1 || dp < 1))
        return tr("TP, PP and DP must each be 1 or more, or all 0 for spares alone");
    // Each factor is bounded first, so the product cannot overflow 64 bits.
    if (tp > kMaxPlanGpus || pp > kMaxPlanGpus || dp > kMaxPlanGpus ||
        std::int64_t(tp) * pp > kMaxPlanGpus || std::int64_t(tp) * pp * dp > kMaxPlanGpus)
        return tr("TP × PP × DP must come to at most %1 GPUs").arg(kMaxPlanGpus);
    return {};
}

}  // namespace sn
