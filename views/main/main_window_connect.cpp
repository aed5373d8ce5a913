// Insert ▸ Connect Ports… (Ctrl+K): the keyboard way to draw a connection
// that the rack elevation otherwise draws by mouse drag (point 9).
#include "main/main_window.h"

#include "connect/connect_ports_dialog.h"

#include <QAction>
#include <QMenu>
#include <QMenuBar>

namespace sn {

void MainWindow::createConnectAction() {
    auto* connectPorts = new QAction(tr("Co&nnect Ports…"), this);
    connectPorts->setObjectName(QStringLiteral("actionConnectPorts"));
    connectPorts->setShortcut(QKeySequence(QStringLiteral("Ctrl+K")));
    connect(connectPorts, &QAction::triggered, this, [this] {
        ConnectPortsDialog dialog(*m_design, m_selection, this);
        dialog.exec();
    });
    // The Insert menu is the one holding Add Row of Racks: insertion actions live there.
    QAction* addRow = action(QStringLiteral("actionAddRow"));
    for (QAction* entry : menuBar()->actions())
        if (QMenu* menu = entry->menu(); menu && menu->actions().contains(addRow)) menu->addAction(connectPorts);
}

}  // namespace sn
