#include "views/asbuilt/verify_tools.h"

#include "views/asbuilt/verify_cabling_dialog.h"
#include "views/asbuilt/verify_elevation_marks.h"
#include "views/asbuilt/verify_marks.h"
#include "views/asbuilt/verify_overlay.h"
#include "views/elevation/elevation_panel.h"
#include "views/elevation/rack_elevation_view.h"
#include "views/floorplan/floor_plan_scene.h"
#include "views/floorplan/floor_plan_view.h"

#include <QAction>
#include <QMainWindow>

namespace sn {

VerifyTools::VerifyTools(QMainWindow* window)
    : QObject(window), m_window(window), m_action(new QAction(tr("&Verify Cabling…"), window)),
      m_marks(new VerifyMarks(this)), m_elevationMarks(new VerifyElevationMarks(*m_marks, this)) {
    m_action->setObjectName(QStringLiteral("actionVerifyCabling"));
    m_action->setStatusTip(tr("Check an ibnetdiscover scan or LLDP tables of the built fabric against the design's cables."));
    connect(m_action, &QAction::triggered, this, [this] { showDialog(); });
}

void VerifyTools::setDocument(Design& design, FloorPlanView* plan, ElevationPanel* elevation) {
    delete m_dialog;  // it refers to the old document
    m_design = &design;
    m_marks->clear();
    delete m_overlay;
    if (plan) m_overlay = new VerifyOverlay(design, *m_marks, plan->floorScene());
    if (elevation) elevation->view()->setOverlay(m_elevationMarks);
}

VerifyCablingDialog* VerifyTools::showDialog() {
    if (!m_design) return nullptr;
    if (!m_dialog) {
        m_dialog = new VerifyCablingDialog(*m_design, *m_marks, m_window);
        connect(m_dialog, &VerifyCablingDialog::objectsActivated, this, &VerifyTools::objectsActivated);
    }
    m_dialog->show();
    m_dialog->raise();
    return m_dialog;
}

}  // namespace sn

namespace sn {
VerifyOverlay* VerifyTools::overlay() const { return m_overlay; }
}  // namespace sn
