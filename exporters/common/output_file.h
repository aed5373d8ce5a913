#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

#include <utility>
#include <vector>

namespace sn {

/// One file of a multi-file export, by name inside the export folder.
struct NamedFile {
    QString name;
    QByteArray bytes;
};

/// Writing export files: whole or not at all (a new file beside the target,
/// created exclusively and never through a symbolic link, then renamed over
/// it), with a translated UserError naming the file when the disk refuses.
class OutputFile {
    Q_DECLARE_TR_FUNCTIONS(OutputFile)
public:
    static void write(const QString& path, const QByteArray& bytes);
    /// Creates the folder (and parents) if missing; throws when it cannot.
    static void ensureFolder(const QString& path);
    /// Creates the folder and writes every file into it, all or none.
    static void writeAll(const QString& folder, const std::vector<NamedFile>& files);
    /// Writes every file (full paths in existing folders), all or none:
    /// each is written beside its target before any replaces one.
    static void writeSet(const std::vector<std::pair<QString, QByteArray>>& files);
    /// A file name made safe from a host or rack label ("/" and the like become "_").
    static QString safeName(const QString& label);
};

}  // namespace sn
