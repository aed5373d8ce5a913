#include "model/variants/variant_metrics.h"

#include "model/analysis/design_summary.h"
#include "model/analysis/fault_analysis.h"
#include "model/design/design.h"
#include "model/rules/design_report.h"
#include "model/variants/ownership_cost.h"

#include <algorithm>

namespace sn {

double VariantMetrics::hoursBetweenInterruptions() const {
    return interruptionsPerYear > 0 ? kHoursPerYear / interruptionsPerYear : 0;
}

VariantMetrics VariantMetrics::of(const Design& design) {
    VariantMetrics m;
    const DesignSummary info = DesignSummary::of(design);
    m.gpus = info.gpus;
    m.racks = info.racks;
    m.itKw = info.maxPowerW / 1000;
    m.liquidKw = info.liquidHeatW / 1000;
    m.airKw = info.airHeatW / 1000;
    m.switches = info.devicesByCategory.value(QStringLiteral("switch"));
    m.cables = info.cables;
    m.cableKm = info.cableOrderedMetres / 1000;
    m.optics = info.optics;

    const DesignReport report = DesignReport::of(design);
    m.floorAreaM2 = report.roomAreaM2;
    for (const LoopReport& loop : report.loops) m.coolantFlowLpm += loop.flowLpm.value_or(0);

    const FaultAnalysis faults = FaultAnalysis::ofRecordedPlan(design);
    m.fabric = FabricFigures::of(design, faults.domains);
    const std::vector<int>& domains = faults.domains.nvlinkDomainGpus();
    if (!domains.empty()) m.nvlinkDomainGpus = *std::max_element(domains.begin(), domains.end());
    for (const FaultDomains::Node& n : faults.domains.nodes()) m.servers += n.gpus > 0 ? 1 : 0;
    m.interruptionsPerYear = faults.interval.annual;
    for (const BlastRadius& r : faults.radii) {
        if (r.gpusLost() <= m.largestBlastGpus) continue;
        m.largestBlastGpus = r.gpusLost();
        m.largestBlastPart = faults.domains.components()[size_t(r.component)].name;
    }
    return m;
}

}  // namespace sn
