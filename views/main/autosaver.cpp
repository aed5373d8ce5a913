#include "views/main/autosaver.h"

#include "model/core/sn_error.h"
#include "model/design/design.h"
#include "model/io/design_json.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QStandardPaths>

namespace sn {

Autosaver::Autosaver(QObject* parent) : QObject(parent) {
    m_timer.setInterval(kIntervalMs);
    connect(&m_timer, &QTimer::timeout, this, &Autosaver::saveNow);
}

QString Autosaver::sidePath(const QString& path) {
    if (!path.isEmpty()) return path + QStringLiteral(".autosave");
    return QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation) + QStringLiteral("/untitled.autosave");
}

void Autosaver::watch(Design* design, const QString& path) {
    m_design = design;
    m_path = path;
    m_savedIndex = -1;
    if (design) m_timer.start();
    else m_timer.stop();
}

bool Autosaver::hasRecovery(const QString& path) {
    const QFileInfo side(sidePath(path)), main(path);
    return side.exists() && (!main.exists() || side.lastModified() >= main.lastModified());
}

bool Autosaver::saveNow() {
    if (!m_design) return false;
    QUndoStack& stack = m_design->undoStack();
    // Nothing to keep when the file on disk already is the design, or the side
    // file already holds this state.
    if (stack.isClean() || stack.index() == m_savedIndex) return false;
    QDir().mkpath(QFileInfo(sidePath(m_path)).absolutePath());
    QSaveFile out(sidePath(m_path));
    if (!out.open(QIODevice::WriteOnly) || !DesignJson::write(*m_design, out) || !out.commit()) {
        Q_EMIT failed(tr("Could not write the autosave file %1: %2").arg(sidePath(m_path), out.errorString()));
        return false;
    }
    m_savedIndex = stack.index();
    Q_EMIT autosaved(sidePath(m_path));
    return true;
}

void Autosaver::discard() {
    if (m_design) QFile::remove(sidePath(m_path));
    m_savedIndex = -1;
}

}  // namespace sn
