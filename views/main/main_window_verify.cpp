// MainWindow: File ▸ Verify Cabling…: the dialog, and the verify
// result drawn on the floor plan and the elevation.
#include "main/main_window.h"

#include "asbuilt/verify_tools.h"
#include "common/selection_model.h"
#include "design/design.h"
#include "findings/object_focus.h"
#include "main/object_zoom.h"

#include <QMenuBar>

namespace sn {

void MainWindow::attachVerifyTools() {
    if (!m_verify) {
        m_verify = new VerifyTools(this);
        // In the File menu, after the exports: the scan is checked against what was exported.
        QAction* quit = action(QStringLiteral("actionQuit"));
        for (QAction* top : menuBar()->actions())
            if (top->menu() && top->menu()->actions().contains(quit)) {
                top->menu()->insertAction(quit, m_verify->action());
                top->menu()->insertSeparator(quit);
            }
        connect(m_verify, &VerifyTools::objectsActivated, this, [this](const std::vector<ObjectRef>& objects) {
            ObjectFocus::select(*m_design, *m_selection, objects);
            ObjectZoom::zoom(*m_design, *m_selection, objects, *m_floorPlan, m_elevation);
        });
    }
    m_verify->setDocument(*m_design, m_floorPlan, m_elevation);
}

}  // namespace sn
