// MainWindow: the file commands (new, open, save, recent files, recovery).
#include "views/main/main_window.h"

#include "model/core/sn_error.h"
#include "model/design/design.h"
#include "model/input/input_file.h"
#include "model/input/load_limits.h"
#include "model/io/design_json.h"
#include "model/store/design_file.h"
#include "views/main/autosaver.h"
#include "views/main/recent_files.h"
#include "views/main/save_places.h"

#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QStatusBar>

namespace sn {

QMessageBox::StandardButton MainWindow::ask(QMessageBox::Icon icon, const QString& title, const QString& text,
                                            QMessageBox::StandardButtons buttons) {
    if (m_prompt) return m_prompt(icon, title, text, buttons);
    QMessageBox box(icon, title, text, buttons, this);
    return QMessageBox::StandardButton(box.exec());
}

bool MainWindow::maybeSave() {
    if (design().undoStack().isClean()) return true;
    const QString name = m_document.displayName();
    switch (ask(QMessageBox::Warning, tr("Unsaved Changes"),
                tr("%1 has unsaved changes. Save them before closing?").arg(name),
                QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel)) {
    case QMessageBox::Save: return save();
    case QMessageBox::Discard: return true;
    default: return false;
    }
}

bool MainWindow::newDesign() {
    if (!maybeSave()) return false;
    m_autosaver->discard();
    setDocument(std::make_unique<Design>(), {});
    return true;
}

bool MainWindow::closeDocument() { return newDesign(); }

bool MainWindow::recoverUntitled() {
    const QString side = Autosaver::sidePath({});
    if (!QFile::exists(side)) return false;
    const auto answer = ask(QMessageBox::Question, tr("Recover Unsaved Changes"),
                            tr("Supernode Designer did not close properly. An untitled design was never saved. "
                               "Recover it?"),
                            QMessageBox::Yes | QMessageBox::No);
    if (answer != QMessageBox::Yes) {
        QFile::remove(side);
        return false;
    }
    std::unique_ptr<Design> design;
    try {
        design = DesignJson::read(InputFile::read(side, limits::kMaxDesignJsonBytes), side);
    } catch (const UserError& e) {
        ask(QMessageBox::Critical, tr("Recover Unsaved Changes"), e.message(), QMessageBox::Ok);
        return false;
    }
    setDocument(std::move(design), {});
    this->design().undoStack().resetClean();  // not saved anywhere yet
    updateTitle();
    return true;
}

void MainWindow::open() {
    if (!maybeSave()) return;
    const QString path = QFileDialog::getOpenFileName(this, tr("Open Design"), QFileInfo(filePath()).absolutePath(),
                                                      tr("Supernode designs (*.supernode *.json);;All files (*)"));
    if (!path.isEmpty()) openFile(path);
}

bool MainWindow::openFile(const QString& path) {
    std::unique_ptr<Design> design;
    bool recovered = false;
    try {
        design = DesignFile::open(path);
        if (Autosaver::hasRecovery(path)) {
            const QString side = Autosaver::sidePath(path);
            const auto answer = ask(QMessageBox::Question, tr("Recover Unsaved Changes"),
                                    tr("Supernode Designer did not close properly. %1 holds changes to %2 that "
                                       "were never saved. Recover them?")
                                        .arg(QFileInfo(side).fileName(), QFileInfo(path).fileName()),
                                    QMessageBox::Yes | QMessageBox::No);
            if (answer == QMessageBox::Yes) {
                design = DesignJson::read(InputFile::read(side, limits::kMaxDesignJsonBytes), side);
                recovered = true;
            } else {
                QFile::remove(side);
            }
        }
    } catch (const UserError& e) {
        ask(QMessageBox::Critical, tr("Open Design"), tr("Cannot open %1:\n%2").arg(path, e.message()),
            QMessageBox::Ok);
        return false;
    }
    setDocument(std::move(design), QFileInfo(path).absoluteFilePath());
    // Recovered changes are not in the file yet: the document starts modified.
    if (recovered) this->design().undoStack().resetClean();
    updateTitle();
    m_recent->remember(filePath());
    statusBar()->showMessage(recovered ? tr("Recovered unsaved changes to %1").arg(QFileInfo(path).fileName())
                                       : tr("Opened %1").arg(QFileInfo(path).fileName()),
                             5000);
    return true;
}

bool MainWindow::saveTo(const QString& path) {
    try {
        DesignFile::save(design(), path);
    } catch (const UserError& e) {
        ask(QMessageBox::Critical, tr("Save Design"), tr("Cannot save %1:\n%2").arg(path, e.message()),
            QMessageBox::Ok);
        return false;
    }
    const QString absolute = QFileInfo(path).absoluteFilePath();
    if (absolute != filePath()) {
        m_autosaver->discard();  // the side file of the old name
        m_document.setPath(absolute);
    }
    design().undoStack().setClean();
    m_autosaver->watch(&design(), filePath());
    m_autosaver->discard();
    updateTitle();
    m_recent->remember(filePath());
    statusBar()->showMessage(tr("Saved %1").arg(QFileInfo(path).fileName()), 5000);
    return true;
}

bool MainWindow::save() { return filePath().isEmpty() ? saveAs() : saveTo(filePath()); }

QString MainWindow::suggestedSavePath() const { return SavePlaces::suggested(filePath()); }

bool MainWindow::saveAs() {
    const QString start = suggestedSavePath();
    QString path = QFileDialog::getSaveFileName(this, tr("Save Design As"), start,
                                                tr("Supernode project (*.supernode);;JSON interchange (*.json)"));
    if (path.isEmpty()) return false;
    if (QFileInfo(path).suffix().isEmpty()) path += QStringLiteral(".supernode");
    if (!saveTo(path)) return false;
    SavePlaces::remember(path);
    return true;
}

QStringList MainWindow::recentFiles() const { return m_recent->files(); }

}  // namespace sn
