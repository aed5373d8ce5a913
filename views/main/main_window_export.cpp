// MainWindow: File ▸ Export and File ▸ Print Labels…, File ▸ Import Floor Plan….
#include "views/main/main_window.h"

#include "model/design/design.h"
#include "views/export/export_dialog.h"
#include "views/export/export_kinds.h"
#include "views/floorplan/floor_plan_import_dialog.h"
#include "views/main/main_menus.h"

#include <QMenu>

namespace sn {

void MainWindow::createExportMenu() {
    // The dialog is window-modal (open()), so the document it reads stays put
    // while it is up; it deletes itself when closed.
    const auto openDialog = [this](ExportKind kind, bool printing) {
        auto* dialog = new ExportDialog(design(), kind, filePath(), this);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        if (printing) dialog->preferPrinting();
        dialog->open();
        return dialog;
    };
    auto* exportMenu = new QMenu(tr("E&xport"), this);
    exportMenu->setObjectName(QStringLiteral("menuExport"));
    for (const ExportKind kind : ExportKinds::all()) {
        QAction* a = exportMenu->addAction(ExportKinds::menuText(kind));
        a->setObjectName(QStringLiteral("actionExport-") + kExportKindNames.name(kind));
        connect(a, &QAction::triggered, this, [openDialog, kind] { openDialog(kind, false); });
    }
    auto* print = new QAction(tr("&Print Labels…"), this);
    print->setObjectName(QStringLiteral("actionPrintLabels"));
    print->setShortcut(QKeySequence::Print);
    print->setIcon(QIcon::fromTheme(QStringLiteral("document-print")));
    connect(print, &QAction::triggered, this, [openDialog] { openDialog(ExportKind::Labels, true); });

    // An architect's DXF of the hall into the room's geometry, as one undo step.
    auto* importPlan = new QAction(tr("Import &Floor Plan…"), this);
    importPlan->setObjectName(QStringLiteral("actionImportFloorPlan"));
    connect(importPlan, &QAction::triggered, this, [this] {
        auto* dialog = new FloorPlanImportDialog(design(), this);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        // The imported hall is a new room: the plan frames it, as on opening a file.
        connect(dialog, &QDialog::accepted, this, [this] { action(QStringLiteral("actionFit"))->trigger(); });
        dialog->open();
    });

    // The import and export entries go above Close.
    QMenu* file = m_menus->file();
    QAction* close = action(QStringLiteral("actionClose"));
    file->insertAction(close, importPlan);
    file->insertMenu(close, exportMenu);
    file->insertAction(close, print);
    file->insertSeparator(close);
}

}  // namespace sn
