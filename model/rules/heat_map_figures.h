#pragma once

#include "model/rules/design_report.h"
#include "model/rules/tray_cable_load.h"

#include <QHash>

#include <optional>

namespace sn {

/// What the floor plan's heat map colours objects by.
enum class HeatMetric { None, RackPower, PowerDensity, FlowMargin, TrayFill, GpusLost, FloorLoad, DeliveredFlow };

/// The number drawn on one object and how near it is to its limit.
struct HeatValue {
    double value = 0;            ///< kW, kW/m², L/min or % (see HeatMapFigures::rack/tray)
    std::optional<double> load;  ///< value against its limit, 1 = at it; nullopt: nothing to compare with
};

/// The heat map's figures for one state of a design, read from DesignReport
/// (the `report` command's numbers) and TrayCableLoad (rule cabling.tray-fill's),
/// so the map, the reports window and the command line always agree.
class HeatMapFigures {
public:
    /// Floor area charged to a rack for kW/m²: its footprint lengthened by
    /// 1.2 m, i.e. half of the 1.2 m aisle in front and half of the one
    /// behind (two 600 mm floor tiles, the wizard's row pitch, wizard_racks.cpp).
    static constexpr double kAisleShareMm = 1200;

    /// Every metric's figures.
    static HeatMapFigures of(const Design& design);
    /// The figures `metric` needs: the fault analysis behind GpusLost runs only for it.
    static HeatMapFigures of(const Design& design, HeatMetric metric);
    /// Every metric's figures but GpusLost.
    static HeatMapFigures of(const Design& design, DesignReport report);

    /// The rack's figure for a rack metric, nullopt for an unknown rack or
    /// when the figure does not exist (flow margin of a rack on no loop):
    ///  - RackPower: kW at max draw; load = max draw / power budget (none without a budget)
    ///  - PowerDensity: kW at max draw / area (m²); load = value / densityScaleKwPerM2()
    ///  - FlowMargin: manifold capacity − required flow (L/min); load = required / capacity
    ///    (infinite when liquid heat meets no manifold)
    ///  - GpusLost: GPUs lost by the worst single failure of a part in the rack
    ///    (FaultAnalysis::worstGpusLostIn); load = value / all GPUs of the design
    ///  - FloorLoad: kN/m² the rack puts on its own footprint (FloorLoad, rule
    ///    hall.floor-load); load = value / the room's floor rating (none while unrated)
    ///  - DeliveredFlow: % of the flow its heat needs that the solved loop
    ///    delivers (LoopHydraulics, the `hydraulics` command's figure);
    ///    load = required / delivered (none when its loop cannot be solved)
    std::optional<HeatValue> rack(RackId rack, HeatMetric metric) const;
    /// Tray fill in % of the gross cross-section; load = fill / the tray's fill limit.
    std::optional<HeatValue> tray(TrayId tray) const;
    /// Floor area charged to the rack, m² (0 for an unknown rack).
    double rackAreaM2(RackId rack) const;
    /// Top of the kW/m² colour scale: the densest rack's figure rounded up to 1, 2 or 5 × 10ⁿ.
    double densityScaleKwPerM2() const { return m_densityScale; }
    /// GPUs of the whole design (the GpusLost scale).
    int totalGpus() const { return m_totalGpus; }
    /// The room's floor rating, kN/m² (0: not known).
    double floorRatingKnM2() const { return m_floorRating; }
    /// The part whose failure the GpusLost figure of the rack is (empty when none loses a GPU).
    QString worstPartIn(RackId rack) const { return m_worstPart.value(rack); }
    const DesignReport& report() const { return m_report; }

    /// The least of 1, 2, 5 × 10ⁿ at or above `value` (1 for value ≤ 0).
    static double niceCeil(double value);

private:
    struct RackFigures {
        size_t index = 0;  ///< into m_report.racks (an index survives copies)
        double areaM2 = 0;
    };

    void addGpusLost(const Design& design);
    void addDeliveredFlow(const Design& design);

    DesignReport m_report;
    QHash<RackId, RackFigures> m_racks;
    QHash<TrayId, HeatValue> m_trays;
    double m_densityScale = 1;
    QHash<RackId, int> m_gpusLost;
    QHash<RackId, QString> m_worstPart;
    int m_totalGpus = 0;
    QHash<RackId, double> m_floorKn;
    QHash<RackId, HeatValue> m_delivered;
    double m_floorRating = 0;
};

}  // namespace sn
