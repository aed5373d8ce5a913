// Insert ▸ Connect Ports… (Ctrl+K): the keyboard way to draw a connection
// that the rack elevation otherwise draws by mouse drag (point 9).
#include "views/main/main_window.h"

#include "views/connect/connect_ports_dialog.h"
#include "views/main/main_menus.h"

#include <QAction>
#include <QMenu>

namespace sn {

void MainWindow::createConnectAction() {
    auto* connectPorts = new QAction(tr("Co&nnect Ports…"), this);
    connectPorts->setObjectName(QStringLiteral("actionConnectPorts"));
    connectPorts->setShortcut(QKeySequence(QStringLiteral("Ctrl+K")));
    connect(connectPorts, &QAction::triggered, this, [this] {
        ConnectPortsDialog dialog(design(), &selection(), this);
        dialog.exec();
    });
    m_menus->insert()->addAction(connectPorts);
}

}  // namespace sn
