// The user catalog in the editor: NetBox imports in the Catalog
// menu, and the user's types beside the built-in ones in every design.
#include "views/main/main_window.h"

#include "model/design/design.h"
#include "views/floorplan/floor_plan_view.h"
#include "views/main/editor_docks.h"
#include "views/main/main_menus.h"
#include "views/palette/catalog_palette.h"
#include "views/palette/os_names_dialog.h"
#include "views/palette/user_catalog_import.h"

#include <QAction>
#include <QMenu>

namespace sn {

void MainWindow::attachUserCatalog() {
    auto* import = findChild<UserCatalogImport*>();
    if (!import) {
        import = new UserCatalogImport(this);
        QMenu* menu = m_menus->catalog();
        QAction* files = menu->addAction(tr("Import NetBox Device &Types…"));
        files->setObjectName(QStringLiteral("actionImportNetbox"));
        connect(files, &QAction::triggered, this, [this, import] { import->pickFiles(design()); });
        QAction* folder = menu->addAction(tr("Import NetBox Device Type &Folder…"));
        folder->setObjectName(QStringLiteral("actionImportNetboxFolder"));
        connect(folder, &QAction::triggered, this, [this, import] { import->pickFolder(design()); });
        menu->addSeparator();
        QAction* names = menu->addAction(tr("Host &Interface Names…"));
        names->setObjectName(QStringLiteral("actionOsNames"));
        names->setStatusTip(tr("The OS interface and RDMA device names of a server type's ports, for the NCCL env "
                               "files."));
        connect(names, &QAction::triggered, this, [this] {
            auto* dialog = new OsNamesDialog(design(), this);
            dialog->setAttribute(Qt::WA_DeleteOnClose);
            connect(floorPlan(), &QObject::destroyed, dialog, &QWidget::close);
            dialog->open();
        });
        connect(import, &UserCatalogImport::message, this, &MainWindow::showHint);
    }
    const QString error = UserCatalogImport::mergeInto(design(), import->userCatalogPath());
    if (!error.isEmpty()) showHint(error);
    m_docks->palette()->setCatalog(design().catalog());
}

}  // namespace sn
