#include "common/output_file.h"

#include "core/sn_error.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <filesystem>
#include <system_error>

namespace sn {

void OutputFile::write(const QString& path, const QByteArray& bytes) {
    // Whole or nothing: write beside the target, then rename over it. (QSaveFile
    // would also fsync every file, which costs seconds for a folder of 500 NCCL files.)
    const QString part = path + QStringLiteral(".part");
    QFile file(part);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
        throw UserError(tr("Cannot write %1: %2").arg(path, file.errorString()));
    if (file.write(bytes) != bytes.size() || !file.flush()) {
        const QString why = file.errorString();
        file.close();
        QFile::remove(part);
        throw UserError(tr("Cannot write %1: %2").arg(path, why));
    }
    file.close();
    std::error_code ec;
    std::filesystem::rename(QFile::encodeName(part).toStdString(), QFile::encodeName(path).toStdString(), ec);
    if (ec) {
        QFile::remove(part);
        throw UserError(tr("Cannot write %1: %2").arg(path, QString::fromStdString(ec.message())));
    }
}

void OutputFile::ensureFolder(const QString& path) {
    if (!QDir().mkpath(path)) throw UserError(tr("Cannot create the folder %1").arg(path));
}

void OutputFile::writeAll(const QString& folder, const std::vector<NamedFile>& files) {
    ensureFolder(folder);
    for (const NamedFile& f : files) {
        const QString path = QDir(folder).filePath(f.name);
        ensureFolder(QFileInfo(path).absolutePath());  // names may hold a subfolder ("ibnl/x.ibnl")
        write(path, f.bytes);
    }
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
