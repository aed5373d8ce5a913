// MainWindow: the file commands (new, open, save, recent files, recovery).
#include "main/main_window.h"

#include "core/sn_error.h"
#include "design/design.h"
#include "input/input_file.h"
#include "input/load_limits.h"
#include "io/design_json.h"
#include "main/autosaver.h"
#include "store/design_file.h"

#include <QFile>
#include <QFileDialog>
#include <QDir>
#include <QStandardPaths>
#include <QTemporaryFile>
#include <QFileInfo>
#include <QMenu>
#include <QSettings>
#include <QStatusBar>

namespace sn {

namespace {
constexpr int kMaxRecent = 8;
const QString kRecentKey = QStringLiteral("recentFiles");
}  // namespace

QMessageBox::StandardButton MainWindow::ask(QMessageBox::Icon icon, const QString& title, const QString& text,
                                            QMessageBox::StandardButtons buttons) {
    if (m_prompt) return m_prompt(icon, title, text, buttons);
    QMessageBox box(icon, title, text, buttons, this);
    return QMessageBox::StandardButton(box.exec());
}

bool MainWindow::maybeSave() {
    if (m_design->undoStack().isClean()) return true;
    const QString name = m_path.isEmpty() ? tr("Untitled") : QFileInfo(m_path).fileName();
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
    m_design->undoStack().resetClean();  // not saved anywhere yet
    updateTitle();
    return true;
}

void MainWindow::open() {
    if (!maybeSave()) return;
    const QString path = QFileDialog::getOpenFileName(this, tr("Open Design"), QFileInfo(m_path).absolutePath(),
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
    if (recovered) m_design->undoStack().resetClean();
    updateTitle();
    rememberRecent(m_path);
    statusBar()->showMessage(recovered ? tr("Recovered unsaved changes to %1").arg(QFileInfo(path).fileName())
                                       : tr("Opened %1").arg(QFileInfo(path).fileName()),
                             5000);
    return true;
}

bool MainWindow::saveTo(const QString& path) {
    try {
        DesignFile::save(*m_design, path);
    } catch (const UserError& e) {
        ask(QMessageBox::Critical, tr("Save Design"), tr("Cannot save %1:\n%2").arg(path, e.message()),
            QMessageBox::Ok);
        return false;
    }
    const QString absolute = QFileInfo(path).absoluteFilePath();
    if (absolute != m_path) {
        m_autosaver->discard();  // the side file of the old name
        m_path = absolute;
    }
    m_design->undoStack().setClean();
    m_autosaver->watch(m_design.get(), m_path);
    m_autosaver->discard();
    updateTitle();
    rememberRecent(m_path);
    statusBar()->showMessage(tr("Saved %1").arg(QFileInfo(path).fileName()), 5000);
    return true;
}

bool MainWindow::save() { return m_path.isEmpty() ? saveAs() : saveTo(m_path); }

namespace {

/// Whether a new file can be made in `folder` (a read-only examples folder,
/// a removed or unmounted one cannot take it).
bool acceptsFiles(const QString& folder) {
    if (folder.isEmpty() || !QFileInfo(folder).isDir()) return false;
    QTemporaryFile probe(QDir(folder).filePath(QStringLiteral(".sn-write-probe-XXXXXX")));
    return probe.open();
}

const QString kSaveFolderKey = QStringLiteral("files/saveFolder");

}  // namespace

QString MainWindow::suggestedSavePath() const {
    // A project is saved as .supernode, whatever it was opened from.
    const QString name = (m_path.isEmpty() ? QStringLiteral("design") : QFileInfo(m_path).completeBaseName())
        + QStringLiteral(".supernode");
    QStringList folders;
    if (!m_path.isEmpty()) folders << QFileInfo(m_path).absolutePath();
    folders << QSettings().value(kSaveFolderKey).toString();
    const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    if (!documents.isEmpty()) QDir().mkpath(documents);
    folders << documents << QDir::homePath();
    for (const QString& folder : folders)
        if (acceptsFiles(folder)) return QDir(folder).filePath(name);
    return name;
}

bool MainWindow::saveAs() {
    const QString start = suggestedSavePath();
    QString path = QFileDialog::getSaveFileName(this, tr("Save Design As"), start,
                                                tr("Supernode project (*.supernode);;JSON interchange (*.json)"));
    if (path.isEmpty()) return false;
    if (QFileInfo(path).suffix().isEmpty()) path += QStringLiteral(".supernode");
    if (!saveTo(path)) return false;
    QSettings().setValue(kSaveFolderKey, QFileInfo(path).absolutePath());
    return true;
}

QStringList MainWindow::recentFiles() const { return QSettings().value(kRecentKey).toStringList(); }

void MainWindow::rememberRecent(const QString& path) {
    QStringList files = recentFiles();
    files.removeAll(path);
    files.prepend(path);
    while (files.size() > kMaxRecent) files.removeLast();
    QSettings().setValue(kRecentKey, files);
    refillRecentMenu();
}

void MainWindow::refillRecentMenu() {
    m_recentMenu->clear();
    const QStringList files = recentFiles();
    for (int i = 0; i < files.size(); ++i) {
        const QString path = files[i];
        QAction* a = m_recentMenu->addAction(QStringLiteral("&%1 %2").arg(i + 1).arg(QFileInfo(path).fileName()));
        a->setToolTip(path);
        connect(a, &QAction::triggered, this, [this, path] {
            if (maybeSave()) openFile(path);
        });
    }
    m_recentMenu->setEnabled(!files.isEmpty());
}

}  // namespace sn
