#include "design/parallelism_plan.h"

namespace sn {

QString ParallelismPlan::problem() const {
    if (sparesPerSu < 0) return tr("the spares per scalable unit must not be negative");
    const bool none = tp == 0 && pp == 0 && dp == 0;
    if (!none && (tp < 1 || pp < 1 || dp < 1))
        return tr("TP, PP and DP must each be 1 or more, or all 0 for spares alone");
    return {};
}

}  // namespace sn
