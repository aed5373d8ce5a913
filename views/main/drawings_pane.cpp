#include "views/main/drawings_pane.h"

#include "model/design/design.h"
#include "views/common/selection_model.h"
#include "views/elevation/elevation_panel.h"
#include "views/elevation/rack_elevation_scene.h"
#include "views/floorplan/floor_plan_scene.h"
#include "views/floorplan/floor_plan_view.h"
#include "views/main/object_tooltips.h"

#include <QSplitter>
#include <QVBoxLayout>

#include <memory>

namespace sn {

DrawingsPane::DrawingsPane(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("drawings"));
    auto* box = new QVBoxLayout(this);
    box->setContentsMargins(0, 0, 0, 0);
}

void DrawingsPane::release() {
    delete m_split;
    m_split = nullptr;
    m_floorPlan = nullptr;
    m_elevation = nullptr;
}

void DrawingsPane::showDesign(Design& design, SelectionModel& selection) {
    release();
    auto* floorScene = new FloorPlanScene(design, this);
    m_floorPlan = new FloorPlanView(floorScene);
    m_elevation = new ElevationPanel(design, selection);
    floorScene->setParent(m_floorPlan);
    // Before the route overlay's filter (made later): a cable line over a rack shows the cable.
    new SceneToolTips(design, floorScene);
    new SceneToolTips(design, m_elevation->scene());
    m_split = new QSplitter(Qt::Horizontal, this);
    m_split->addWidget(m_floorPlan);
    m_split->addWidget(m_elevation);
    m_split->setStretchFactor(0, 1);
    m_split->setStretchFactor(1, 1);
    m_split->setSizes({600, 500});  // the elevation needs room for two faces side by side
    if (design.racks().isEmpty()) showElevationOnFirstRack(selection);
    layout()->addWidget(m_split);
    followSelection(selection);
}

void DrawingsPane::showElevationOnFirstRack(SelectionModel& selection) {
    // No rack to show yet: the plan takes the room until the elevation shows one.
    m_elevation->hide();
    auto once = std::make_shared<QMetaObject::Connection>();
    *once = connect(&selection, &SelectionModel::currentRackChanged, m_split,
                    [split = m_split, elevation = m_elevation, once](std::optional<RackId> rack) {
                        if (!rack) return;
                        elevation->show();
                        const int total = split->sizes().value(0) + split->sizes().value(1);
                        split->setSizes({total * 6 / 11, total * 5 / 11});
                        QObject::disconnect(*once);
                    });
}

void DrawingsPane::followSelection(SelectionModel& selection) {
    auto* floorScene = static_cast<FloorPlanScene*>(m_floorPlan->scene());
    connect(floorScene, &FloorPlanScene::planSelectionChanged, &selection,
            [&selection](const std::vector<RackId>& racks, const std::vector<TrayId>& trays) {
                // Racks win a mixed rubber band: they are what the other views show.
                if (!racks.empty() || trays.empty()) {
                    if (!racks.empty() || !selection.racks().empty() || !selection.trays().empty())
                        selection.setRacks(racks);
                } else {
                    selection.setTrays(trays);
                }
            });
    connect(&selection, &SelectionModel::selectionChanged, floorScene, [&selection, floorScene] {
        floorScene->selectRacks(selection.racks());
        floorScene->selectTrays(selection.trays());
    });
    connect(&selection, &SelectionModel::currentRackChanged, floorScene, &FloorPlanScene::setCurrentRack);
    floorScene->setCurrentRack(selection.currentRack());
}

void DrawingsPane::cover(QWidget* page) {
    if (m_split) m_split->hide();
    layout()->addWidget(page);
    page->show();
}

void DrawingsPane::uncover() {
    if (m_split) m_split->show();
}

}  // namespace sn
