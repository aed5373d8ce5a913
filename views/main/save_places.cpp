#include "views/main/save_places.h"

#include <QDir>
#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>
#include <QStringList>
#include <QTemporaryFile>

namespace sn {

namespace {

const QString kSaveFolderKey = QStringLiteral("files/saveFolder");

/// Whether a new file can be made in `folder` (a read-only examples folder,
/// a removed or unmounted one cannot take it).
bool acceptsFiles(const QString& folder) {
    if (folder.isEmpty() || !QFileInfo(folder).isDir()) return false;
    QTemporaryFile probe(QDir(folder).filePath(QStringLiteral(".sn-write-probe-XXXXXX")));
    return probe.open();
}

}  // namespace

QString SavePlaces::suggested(const QString& designPath) {
    const QString name =
        (designPath.isEmpty() ? QStringLiteral("design") : QFileInfo(designPath).completeBaseName()) + QStringLiteral(".supernode");
    QStringList folders;
    if (!designPath.isEmpty()) folders << QFileInfo(designPath).absolutePath();
    folders << QSettings().value(kSaveFolderKey).toString();
    const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    if (!documents.isEmpty()) QDir().mkpath(documents);
    folders << documents << QDir::homePath();
    for (const QString& folder : folders)
        if (acceptsFiles(folder)) return QDir(folder).filePath(name);
    return name;
}

void SavePlaces::remember(const QString& savedPath) {
    QSettings().setValue(kSaveFolderKey, QFileInfo(savedPath).absolutePath());
}

}  // namespace sn
