#include "model/variants/variant_metrics.h"

#include "model/analysis/cable_parts.h"
#include "model/analysis/design_summary.h"
#include "model/analysis/fault_analysis.h"
#include "model/design/design.h"
#include "model/rules/design_report.h"

#include <QHash>

#include <algorithm>

namespace sn {

namespace {

constexpr double kHoursPerYear = 365.25 * 24;

/// The plan `faults` reads when given no options: the design's own.
FaultAnalysis faultsOf(const Design& design) {
    const std::optional<ParallelismPlan>& recorded = design.parallelismPlan();
    const int spares = recorded ? recorded->sparesPerSu : 0;
    std::optional<ParallelismPlan> plan;
    if (recorded && recorded->hasRanks()) plan = recorded;
    return FaultAnalysis::of(design, spares, plan);
}

int largestNvlinkDomain(const FaultDomains& domains) {
    QHash<int, int> gpus;
    int largest = 0;
    for (const FaultDomains::Node& n : domains.nodes()) {
        if (n.gpus <= 0) continue;
        // A device in no NVLink domain is a domain of its own GPUs.
        const int total = n.nvlinkDomain >= 0 ? (gpus[n.nvlinkDomain] += n.gpus) : n.gpus;
        largest = std::max(largest, total);
    }
    return largest;
}

}  // namespace

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
    m.optics = int(CableParts::of(design).modules.size());

    const DesignReport report = DesignReport::of(design);
    m.floorAreaM2 = report.roomAreaM2;
    for (const LoopReport& loop : report.loops) m.coolantFlowLpm += loop.flowLpm.value_or(0);

    const FaultAnalysis faults = faultsOf(design);
    m.fabric = FabricFigures::of(design, faults.domains);
    m.nvlinkDomainGpus = largestNvlinkDomain(faults.domains);
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
