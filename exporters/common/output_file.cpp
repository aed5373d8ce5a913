#include "common/output_file.h"

#include "core/sn_error.h"

#include <QDir>
#include <QSaveFile>

namespace sn {

void OutputFile::write(const QString& path, const QByteArray& bytes) {
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        throw UserError(tr("Cannot write %1: %2").arg(path, file.errorString()));
    file.write(bytes);
    if (!file.commit()) throw UserError(tr("Cannot write %1: %2").arg(path, file.errorString()));
}

void OutputFile::ensureFolder(const QString& path) {
    if (!QDir().mkpath(path)) throw UserError(tr("Cannot create the folder %1").arg(path));
}

void OutputFile::writeAll(const QString& folder, const std::vector<NamedFile>& files) {
    ensureFolder(folder);
    for (const NamedFile& f : files) write(QDir(folder).filePath(f.name), f.bytes);
}

QString OutputFile::safeName(const QString& label) {
    QString out;
    for (const QChar c : label)
        out += (c.isLetterOrNumber() || c == QLatin1Char('-') || c == QLatin1Char('_') || c == QLatin1Char('.'))
                   ? c
                   : QLatin1Char('_');
    return out.isEmpty() ? QStringLiteral("_") : out;
}

}  // namespace sn
