#include "model/rules/heat_map_figures.h"

#include "model/analysis/fault_analysis.h"
#include "model/analysis/floor_load.h"
#include "model/analysis/loop_hydraulics.h"

#include <cmath>
#include <limits>

namespace sn {

HeatMapFigures HeatMapFigures::of(const Design& design) {
    HeatMapFigures out = of(design, DesignReport::of(design));
    out.addGpusLost(design);
    out.addDeliveredFlow(design);
    return out;
}

HeatMapFigures HeatMapFigures::of(const Design& design, HeatMetric metric) {
    HeatMapFigures out = of(design, DesignReport::of(design));
    if (metric == HeatMetric::GpusLost) out.addGpusLost(design);
    if (metric == HeatMetric::DeliveredFlow) out.addDeliveredFlow(design);
    return out;
}

void HeatMapFigures::addGpusLost(const Design& design) {
    // GPUs lost if a part fails: the same blast radius as `faults`.
    const FaultAnalysis faults = FaultAnalysis::of(design);
    m_totalGpus = faults.domains.totalGpus();
    for (int i = 0; i < design.racks().size(); ++i) {
        QString part;
        m_gpusLost.insert(design.racks()[i].id, FaultAnalysis::worstGpusLostIn(faults, i, &part));
        if (!part.isEmpty()) m_worstPart.insert(design.racks()[i].id, part);
    }
}

void HeatMapFigures::addDeliveredFlow(const Design& design) {
    for (const LoopNetwork& net : LoopNetwork::of(design)) {
        if (!net.solvable()) continue;
        const LoopHydraulics h = LoopHydraulics::solve(net);
        if (!h.solution.converged) continue;
        for (const LoopHydraulics::RackFlow& r : h.racks) {
            if (r.rack < 0 || r.rack >= design.racks().size() || r.requiredLpm <= 0) continue;
            const double share = r.deliveredLpm / r.requiredLpm;
            HeatValue v{100.0 * share, share > 0 ? 1.0 / share : std::numeric_limits<double>::infinity()};
            m_delivered.insert(design.racks()[r.rack].id, v);
        }
    }
}

HeatMapFigures HeatMapFigures::of(const Design& design, DesignReport report) {
    HeatMapFigures out;
    out.m_report = std::move(report);
    out.m_racks.reserve(qsizetype(out.m_report.racks.size()));
    double densest = 0;
    for (size_t i = 0; i < out.m_report.racks.size(); ++i) {
        const RackReport& r = out.m_report.racks[i];
        const auto id = RackId::fromString(r.id);
        const Rack* rack = id ? design.rack(*id) : nullptr;
        if (!rack) continue;
        RackFigures f{i, rack->widthMm * (rack->depthMm + kAisleShareMm) / 1e6};
        out.m_racks.insert(*id, f);
        if (f.areaM2 > 0) densest = std::max(densest, r.maxW / 1000.0 / f.areaM2);
    }
    out.m_densityScale = niceCeil(densest);

    // Floor load: the racks' weights as the report has them (RackLoad).
    for (const Rack& rack : design.racks())
        if (const auto it = out.m_racks.constFind(rack.id); it != out.m_racks.cend())
            out.m_floorKn.insert(rack.id,
                                 FloorLoad::of(design, rack, out.m_report.racks[it->index].weightKg).knPerM2());
    out.m_floorRating = design.room().floorRatingKnM2;

    const QHash<TrayId, TrayCableLoad> loads = TrayCableLoad::of(design);
    for (const Tray& tray : design.trays()) {
        if (tray.widthMm * tray.depthMm <= 0) continue;
        const double share = TrayCableLoad::fillShare(tray, loads.value(tray.id));
        HeatValue v{100.0 * share, std::nullopt};
        if (tray.fillLimit > 0) v.load = share / tray.fillLimit;
        out.m_trays.insert(tray.id, v);
    }
    return out;
}

std::optional<HeatValue> HeatMapFigures::rack(RackId id, HeatMetric metric) const {
    const auto it = m_racks.constFind(id);
    if (it == m_racks.cend()) return std::nullopt;
    const RackReport& r = m_report.racks[it->index];
    switch (metric) {
    case HeatMetric::RackPower: {
        HeatValue v{r.maxW / 1000.0, std::nullopt};
        if (r.powerBudgetW > 0) v.load = r.maxW / r.powerBudgetW;
        return v;
    }
    case HeatMetric::PowerDensity: {
        if (it->areaM2 <= 0) return std::nullopt;
        const double kwPerM2 = r.maxW / 1000.0 / it->areaM2;
        return HeatValue{kwPerM2, kwPerM2 / m_densityScale};
    }
    case HeatMetric::FlowMargin: {
        if (!r.requiredFlowLpm) return std::nullopt;  // on no loop, or its coolant is unknown
        const double required = *r.requiredFlowLpm;
        HeatValue v{r.manifoldCapacityLpm - required, 0.0};
        if (r.manifoldCapacityLpm > 0) v.load = required / r.manifoldCapacityLpm;
        else if (required > 0) v.load = std::numeric_limits<double>::infinity();
        return v;
    }
    case HeatMetric::GpusLost: {
        if (m_totalGpus <= 0) return std::nullopt;
        const int lost = m_gpusLost.value(id);
        return HeatValue{double(lost), double(lost) / m_totalGpus};
    }
    case HeatMetric::FloorLoad: {
        const double kn = m_floorKn.value(id);
        HeatValue v{kn, std::nullopt};
        if (m_floorRating > 0) v.load = kn / m_floorRating;
        return v;
    }
    case HeatMetric::DeliveredFlow: {
        const auto flow = m_delivered.constFind(id);
        if (flow == m_delivered.cend()) return std::nullopt;
        return *flow;
    }
    case HeatMetric::None:
    case HeatMetric::TrayFill: break;
    }
    return std::nullopt;
}

std::optional<HeatValue> HeatMapFigures::tray(TrayId id) const {
    const auto it = m_trays.constFind(id);
    if (it == m_trays.cend()) return std::nullopt;
    return *it;
}

double HeatMapFigures::rackAreaM2(RackId id) const { return m_racks.value(id).areaM2; }

double HeatMapFigures::niceCeil(double value) {
    if (value <= 0) return 1;
    const double decade = std::pow(10.0, std::floor(std::log10(value)));
    for (double step : {1.0, 2.0, 5.0, 10.0})
        if (step * decade >= value * (1 - 1e-12)) return step * decade;
    return 10 * decade;
}

}  // namespace sn
