// MainWindow: the first-start page and opening a bundled example.
#include "views/main/main_window.h"

#include "model/core/sn_error.h"
#include "model/design/design.h"
#include "model/store/design_file.h"
#include "views/main/autosaver.h"
#include "views/main/bundled_examples.h"
#include "views/main/drawings_pane.h"
#include "views/main/start_page.h"

#include <QFileInfo>
#include <QLayout>
#include <QSplitter>
#include <QStatusBar>
#include <QUndoStack>

namespace sn {

void MainWindow::showStartPage() {
    if (m_start) return;
    m_start = new StartPage(recentFiles(), bundledExamples(), m_drawings);
    m_drawings->cover(m_start);
    connect(m_start, &StartPage::newSupernodeRequested, action(QStringLiteral("actionNewSupernode")), &QAction::trigger);
    connect(m_start, &StartPage::openRequested, this, &MainWindow::open);
    connect(m_start, &StartPage::emptyRoomRequested, this, &MainWindow::hideStartPage);
    connect(m_start, &StartPage::recentRequested, this, [this](const QString& path) {
        if (maybeSave()) openFile(path);
    });
    connect(m_start, &StartPage::exampleRequested, this, &MainWindow::openExample);
    // The wizard lays a room into the empty design without replacing it.
    m_startEdits = connect(&design().undoStack(), &QUndoStack::indexChanged, this, &MainWindow::hideStartPage);
}

void MainWindow::hideStartPage() {
    if (!m_start) return;
    disconnect(m_startEdits);
    // Later: this may run inside one of the page's own signals.
    m_start->hide();
    m_start->deleteLater();
    m_start = nullptr;
    m_drawings->uncover();
}

bool MainWindow::openExample(const QString& path) {
    if (!maybeSave()) return false;
    std::unique_ptr<Design> design;
    try {
        design = DesignFile::open(path);
    } catch (const UserError& e) {
        ask(QMessageBox::Critical, tr("Open Example"), tr("Cannot open %1:\n%2").arg(path, e.message()), QMessageBox::Ok);
        return false;
    }
    m_autosaver->discard();
    setDocument(std::move(design), {});
    updateTitle();
    action(QStringLiteral("actionFit"))->trigger();
    statusBar()->showMessage(tr("Opened the example %1 as a new design; Save As keeps your copy.").arg(QFileInfo(path).fileName()),
                             8000);
    return true;
}

}  // namespace sn
