// MainWindow: View ▸ Heat Map, Analysis ▸ Reports and Fault Domains (issue #8 points 3 and 8).
#include "views/main/main_window.h"

#include "model/analysis/part_impact.h"
#include "model/design/design.h"
#include "views/common/selection_model.h"
#include "views/elevation/elevation_panel.h"
#include "views/elevation/rack_elevation_view.h"
#include "views/faults/fault_impact_overlay.h"
#include "views/faults/faults_window.h"
#include "views/floorplan/floor_plan_scene.h"
#include "views/floorplan/floor_plan_view.h"
#include "views/floorplan/heat_map_overlay.h"
#include "views/floorplan/heat_map_style.h"
#include "views/hydraulics/hydraulics_window.h"
#include "views/main/main_menus.h"
#include "views/reports/reports_window.h"

#include <QActionGroup>
#include <QMenu>

namespace sn {

namespace {

/// The floor plan's overlay of what a failure takes down, made on first use.
FaultImpactOverlay& impactOverlay(FloorPlanView& view) {
    auto* scene = static_cast<FloorPlanScene*>(view.scene());
    for (QGraphicsItem* item : scene->items())
        if (item->type() == FaultImpactOverlay::Type) return *static_cast<FaultImpactOverlay*>(item);
    return *new FaultImpactOverlay(*scene);
}

}  // namespace

void MainWindow::bindHeatMapAndReports() {
    if (!m_heatMapGroup) {
        // First document: make the actions. Alt+digit picks a map; Alt+0 turns it off.
        m_heatMapGroup = new QActionGroup(this);
        m_heatMapGroup->setExclusive(true);
        QMenu* heat = m_menus->view()->addMenu(tr("&Heat Map"));
        heat->setObjectName(QStringLiteral("heatMapMenu"));
        const std::pair<HeatMetric, const char*> metrics[] = {
            {HeatMetric::None, "actionHeatMapNone"},
            {HeatMetric::RackPower, "actionHeatMapRackPower"},
            {HeatMetric::PowerDensity, "actionHeatMapPowerDensity"},
            {HeatMetric::FlowMargin, "actionHeatMapFlowMargin"},
            {HeatMetric::TrayFill, "actionHeatMapTrayFill"},
            {HeatMetric::GpusLost, "actionHeatMapGpusLost"},
            {HeatMetric::FloorLoad, "actionHeatMapFloorLoad"},
            {HeatMetric::DeliveredFlow, "actionHeatMapDeliveredFlow"},
        };
        int key = 0;
        for (const auto& [metric, name] : metrics) {
            QAction* a = heat->addAction(HeatMapStyle::metricName(metric));
            a->setObjectName(QString::fromLatin1(name));
            a->setCheckable(true);
            a->setChecked(metric == HeatMetric::None);
            a->setData(int(metric));
            a->setShortcut(QKeySequence(QStringLiteral("Alt+%1").arg(key++)));
            m_heatMapGroup->addAction(a);
            connect(a, &QAction::triggered, this, [this, metric = metric] { floorPlan()->heatMap()->setMetric(metric); });
            if (metric == HeatMetric::None) heat->addSeparator();
        }

        QMenu* analysis = m_menus->analysis();
        QAction* reports = analysis->addAction(tr("Power and Cooling &Reports…"));
        reports->setObjectName(QStringLiteral("actionReports"));
        reports->setShortcut(QKeySequence(Qt::Key_F9));
        connect(reports, &QAction::triggered, this, [this] {
            if (!m_reports) {
                m_reports = new ReportsWindow(this);
                m_reports->setDesign(&design());
            }
            m_reports->show();
            m_reports->raise();
            m_reports->activateWindow();
        });
        // What one failure takes down and how often.
        QAction* faults = analysis->addAction(tr("&Fault Domains…"));
        faults->setObjectName(QStringLiteral("actionFaults"));
        connect(faults, &QAction::triggered, this, [this] {
            if (!m_faults) {
                m_faults = new FaultsWindow(this);
                m_faults->setDesign(&design());
                // The part chosen in its table: what its failure takes down, on the plan and
                // the elevation, which shows the part's own rack.
                connect(m_faults, &FaultsWindow::partChosen, this, [this](int radius) {
                    std::optional<PartImpact> impact;
                    if (radius >= 0 && m_faults->analysis())
                        impact = PartImpact::of(design(), *m_faults->analysis(), radius);
                    std::optional<RackId> partRack;
                    const Device* part = impact && impact->partDevice ? design().device(*impact->partDevice) : nullptr;
                    if (part) partRack = part->placement.rack;
                    QHash<DeviceId, QColor> tints;
                    if (impact)
                        for (auto it = impact->devices.cbegin(); it != impact->devices.cend(); ++it)
                            tints.insert(it.key(), FaultImpactOverlay::colour(it.value()));
                    impactOverlay(*floorPlan()).setImpact(std::move(impact), partRack);
                    elevation()->view()->setDeviceTints(std::move(tints));
                    if (part && part->placement.rack) selection().setDevices({part->id});
                });
            }
            m_faults->show();
            m_faults->raise();
            m_faults->activateWindow();
        });
        // The coolant loops as a pipe network: flows, pressures, balancing valves.
        QAction* hydraulics = analysis->addAction(tr("Coolant &Hydraulics…"));
        hydraulics->setObjectName(QStringLiteral("actionHydraulics"));
        hydraulics->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_F9));
        connect(hydraulics, &QAction::triggered, this, [this] {
            if (!m_hydraulics) {
                m_hydraulics = new HydraulicsWindow(this);
                m_hydraulics->setDesign(&design());
            }
            m_hydraulics->show();
            m_hydraulics->raise();
            m_hydraulics->activateWindow();
        });
    }
    // Every document: the new floor plan shows the chosen map, the reports follow the new design.
    if (QAction* chosen = m_heatMapGroup->checkedAction())
        floorPlan()->heatMap()->setMetric(HeatMetric(chosen->data().toInt()));
    if (m_reports) m_reports->setDesign(&design());
    if (m_faults) m_faults->setDesign(&design());
    if (m_hydraulics) m_hydraulics->setDesign(&design());
}

}  // namespace sn
