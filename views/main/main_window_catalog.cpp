// The user catalog in the editor: NetBox imports in the Catalog
// menu, and the user's types beside the built-in ones in every design.
#include "main/main_window.h"

#include "design/design.h"
#include "floorplan/floor_plan_view.h"
#include "palette/catalog_palette.h"
#include "palette/os_names_dialog.h"
#include "palette/user_catalog_import.h"

#include <QAction>
#include <QMenu>
#include <QMenuBar>

namespace sn {

void MainWindow::attachUserCatalog() {
    auto* import = findChild<UserCatalogImport*>();
    if (!import) {
        import = new UserCatalogImport(this);
        auto* menu = new QMenu(tr("&Catalog"), this);
        menu->setObjectName(QStringLiteral("catalogMenu"));
        menuBar()->insertMenu(m_viewMenu->menuAction(), menu);
        QAction* files = menu->addAction(tr("Import NetBox Device &Types…"));
        files->setObjectName(QStringLiteral("actionImportNetbox"));
        connect(files, &QAction::triggered, this, [this, import] { import->pickFiles(*m_design); });
        QAction* folder = menu->addAction(tr("Import NetBox Device Type &Folder…"));
        folder->setObjectName(QStringLiteral("actionImportNetboxFolder"));
        connect(folder, &QAction::triggered, this, [this, import] { import->pickFolder(*m_design); });
        menu->addSeparator();
        QAction* names = menu->addAction(tr("Host &Interface Names…"));
        names->setObjectName(QStringLiteral("actionOsNames"));
        names->setStatusTip(tr("The OS interface and RDMA device names of a server type's ports, for the NCCL env "
                               "files."));
        connect(names, &QAction::triggered, this, [this] {
            auto* dialog = new OsNamesDialog(*m_design, this);
            dialog->setAttribute(Qt::WA_DeleteOnClose);
            connect(m_floorPlan, &QObject::destroyed, dialog, &QWidget::close);
            dialog->open();
        });
        connect(import, &UserCatalogImport::message, this, &MainWindow::showHint);
    }
    const QString error = UserCatalogImport::mergeInto(*m_design, import->userCatalogPath());
    if (!error.isEmpty()) showHint(error);
    m_palette->setCatalog(m_design->catalog());
    // Imports and type edits (with their undo) reach the palette at once.
    connect(m_design.get(), &Design::catalogChanged, m_palette, [this] { m_palette->setCatalog(m_design->catalog()); });
}

}  // namespace sn
