// MainWindow: File ▸ Verify Cabling…: the dialog, and the verify
// result drawn on the floor plan and the elevation.
#include "views/main/main_window.h"

#include "model/design/design.h"
#include "views/asbuilt/verify_tools.h"
#include "views/common/selection_model.h"
#include "views/findings/object_focus.h"
#include "views/main/main_menus.h"
#include "views/main/object_zoom.h"

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
