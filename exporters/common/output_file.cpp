#include "exporters/common/output_file.h"

#include "model/core/sn_error.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>

#include <cerrno>
#include <cstring>

#include <fcntl.h>
#include <unistd.h>

namespace sn {

namespace {

/// Writes all of `bytes` to `fd`; false with errno set when the disk refuses.
bool writeAllBytes(int fd, const QByteArray& bytes) {
    const char* at = bytes.constData();
    qsizetype left = bytes.size();
    while (left > 0) {
        const ssize_t n = ::write(fd, at, size_t(left));
        if (n < 0 && errno == EINTR) continue;
        if (n == 0) errno = EIO;  // no progress and no error: call it an I/O error
        if (n <= 0) return false;
        at += n;
        left -= n;
    }
    return true;
}

QString errnoText(int error) { return QString::fromLocal8Bit(std::strerror(error)); }

// Writes `bytes` to a new file beside `path` and returns its name, or
// throws naming `path`; nothing is left behind on a refusal. The file gets a
// name no one can guess and is created by this open alone (O_EXCL), never
// through a link planted in its place (O_NOFOLLOW): a folder others may write
// to cannot turn an export into a write to their file.
QByteArray stage(const QString& path, const QByteArray& bytes) {
    const QByteArray target = QFile::encodeName(path);
    QByteArray part;
    int fd = -1;
    for (int attempt = 0; fd < 0 && attempt < 16; ++attempt) {
        part = target + '.' + QByteArray::number(QRandomGenerator::system()->generate64(), 16) + ".part";
        fd = ::open(part.constData(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0666);
        if (fd < 0 && errno != EEXIST) break;
    }
    if (fd < 0) throw UserError(OutputFile::tr("Cannot write %1: %2").arg(path, errnoText(errno)));
    if (!writeAllBytes(fd, bytes)) {
        const int error = errno;
        ::close(fd);
        ::unlink(part.constData());
        throw UserError(OutputFile::tr("Cannot write %1: %2").arg(path, errnoText(error)));
    }
    if (::close(fd) != 0) {
        const int error = errno;
        ::unlink(part.constData());
        throw UserError(OutputFile::tr("Cannot write %1: %2").arg(path, errnoText(error)));
    }
    return part;
}

// Renames a staged file over `path`: that replaces a link at `path` itself
// rather than writing through it.
void commit(const QByteArray& part, const QString& path) {
    if (::rename(part.constData(), QFile::encodeName(path).constData()) != 0) {
        const int error = errno;
        ::unlink(part.constData());
        throw UserError(OutputFile::tr("Cannot write %1: %2").arg(path, errnoText(error)));
    }
}

}  // namespace

void OutputFile::write(const QString& path, const QByteArray& bytes) {
    // Whole or nothing: written beside the target, then renamed over it.
    // (QSaveFile would also fsync every file, which costs seconds for a
    // folder of 500 NCCL files.)
    commit(stage(path, bytes), path);
}

void OutputFile::ensureFolder(const QString& path) {
    if (!QDir().mkpath(path)) throw UserError(tr("Cannot create the folder %1").arg(path));
}

void OutputFile::writeAll(const QString& folder, const std::vector<NamedFile>& files) {
    ensureFolder(folder);
    std::vector<std::pair<QString, QByteArray>> paths;
    for (const NamedFile& f : files) {
        const QString path = QDir(folder).filePath(f.name);
        ensureFolder(QFileInfo(path).absolutePath());  // names may hold a subfolder ("ibnl/x.ibnl")
        paths.emplace_back(path, f.bytes);
    }
    writeSet(paths);
}

void OutputFile::writeSet(const std::vector<std::pair<QString, QByteArray>>& files) {
    // A full disk half-way leaves the previous set as it was (a folder export
    // left 32 new host files beside 258 old ones and the old index).
    std::vector<std::pair<QByteArray, QString>> staged;
    try {
        for (const auto& [path, bytes] : files) staged.emplace_back(stage(path, bytes), path);
    } catch (...) {
        for (const auto& [part, path] : staged) ::unlink(part.constData());
        throw;
    }
    for (const auto& [part, path] : staged) commit(part, path);
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
