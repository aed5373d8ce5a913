#include "model/store/save_temp_file.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QUuid>

#include <cerrno>
#include <limits>

#include <signal.h>
#include <unistd.h>

namespace sn {

namespace {

/// When this process started (near enough: static initialisation).
const QDateTime kProcessStart = QDateTime::currentDateTimeUtc();

QString prefixFor(const QFileInfo& target) { return QStringLiteral(".%1.saving-").arg(target.fileName()); }

// The process a temp file's name gives, or 0 for a name without one.
pid_t saverOf(const QString& fileName, const QString& prefix) {
    const QString rest = fileName.mid(prefix.size());
    if (!rest.startsWith(QLatin1Char('p'))) return 0;
    bool ok = false;
    const qlonglong pid = rest.mid(1, rest.indexOf(QLatin1Char('-')) - 1).toLongLong(&ok);
    return ok && pid > 0 && pid <= std::numeric_limits<pid_t>::max() ? pid_t(pid) : 0;
}

}  // namespace

QString SaveTempFile::pathFor(const QFileInfo& target) {
    return QDir(target.absolutePath())
        .filePath(QStringLiteral("%1p%2-%3")
                      .arg(prefixFor(target))
                      .arg(qlonglong(::getpid()))
                      .arg(QUuid::createUuid().toString(QUuid::Id128).left(8)));
}

void SaveTempFile::removeStale(const QFileInfo& target) {
    const QString prefix = prefixFor(target);
    const QFileInfoList leftovers = QDir(target.absolutePath())
                                        .entryInfoList({prefix + QLatin1Char('*')}, QDir::Files | QDir::Hidden | QDir::System);
    for (const QFileInfo& f : leftovers) {
        if (!f.fileName().startsWith(prefix)) continue;
        const pid_t saver = saverOf(f.fileName(), prefix);
        const bool stale = saver > 0 ? saver != ::getpid() && ::kill(saver, 0) != 0 && errno == ESRCH
                                     : f.lastModified().toUTC() < kProcessStart;
        if (stale) QFile::remove(f.filePath());
    }
}

}  // namespace sn
