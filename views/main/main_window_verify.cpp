// MainWindow: File ▸ Verify Cabling…: the dialog, and the verify
// result drawn on the floor plan and the elevation.
#include "main/main_window.h"

#include "main/main_menus.h"

#include "asbuilt/verify_tools.h"
#include "common/selection_model.h"
#include "design/design.h"
#include "findings/object_focus.h"
#include "main/object_zoom.h"

#include <QMenu>

namespace sn {

void MainWindow::attachVerifyTools() {
    if (!m_verify) {
        m_verify = new VerifyTools(this);
        // In the File menu, after the exports: the scan is checked against what was exported.
        QAction* quit = action(QStringLiteral("actionQuit"));
        m_menus->file()->insertAction(quit, m_verify->action());
        m_menus->file()->insertSeparator(quit);
        connect(m_verify, &VerifyTools::objectsActivated, this, [this](const std::vector<ObjectRef>& objects) {
            ObjectFocus::select(design(), selection(), objects);
            ObjectZoom::zoom(design(), selection(), objects, *floorPlan(), elevation());
        });
    }
    m_verify->setDocument(design(), floorPlan(), elevation());
}

}  // namespace sn
