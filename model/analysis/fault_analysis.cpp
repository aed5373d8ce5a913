#include "model/analysis/fault_analysis.h"

#include "model/design/design.h"

namespace sn {

FaultAnalysis FaultAnalysis::ofRecordedPlan(const Design& design) {
    const std::optional<ParallelismPlan>& recorded = design.parallelismPlan();
    std::optional<ParallelismPlan> plan;
    if (recorded && recorded->hasRanks()) plan = recorded;
    return of(design, recorded ? recorded->sparesPerSu : 0, plan);
}

FaultAnalysis FaultAnalysis::of(const Design& design, int sparesPerSu, const std::optional<ParallelismPlan>& plan) {
    FaultAnalysis a{FaultDomains::of(design), {}, {}, std::nullopt};
    a.radii = BlastRadii::of(a.domains);
    a.interval = FailureInterval::of(a.domains, a.radii, plan ? plan->sparesPerSu : sparesPerSu);
    if (plan) a.placement = RankPlacement::place(a.domains, a.radii, *plan);
    return a;
}

int FaultAnalysis::worstGpusLostIn(const FaultAnalysis& a, int rack, QString* component) {
    int worst = 0;
    for (const BlastRadius& r : a.radii) {
        const FaultComponent& c = a.domains.components()[size_t(r.component)];
        // Parts in the rack: its devices and the phases of its PDUs.
        if (c.node < 0 || a.domains.nodes()[size_t(c.node)].rack != rack) continue;
        if (r.gpusLost() > worst) {
            worst = r.gpusLost();
            if (component) *component = c.name;
        }
    }
    return worst;
}

}  // namespace sn
