#pragma once

#include <QFile>
#include <QString>
#include <QStringList>

#include <sys/resource.h>

namespace sn::bench {

/// Peak and current resident set size of this process in MiB (Linux /proc).
inline double residentMiB(const char* field) {
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly)) return -1;
    for (const QByteArray& line : status.readAll().split('\n'))
        if (line.startsWith(field)) return line.mid(int(qstrlen(field))).trimmed().split(' ').first().toDouble() / 1024.0;
    return -1;
}
inline double peakMiB() { return residentMiB("VmHWM:"); }
inline double currentMiB() { return residentMiB("VmRSS:"); }

/// User + system CPU time of this process in ms: on a machine shared with
/// other builds, wall time also counts their work.
inline double cpuMs() {
    rusage u{};
    getrusage(RUSAGE_SELF, &u);
    auto ms = [](const timeval& t) { return double(t.tv_sec) * 1000.0 + double(t.tv_usec) / 1000.0; };
    return ms(u.ru_utime) + ms(u.ru_stime);
}

/// The value after `name` in `args` (both removed), or `fallback`.
inline QString takeOption(QStringList& args, const QString& name, const QString& fallback = {}) {
    const qsizetype at = args.indexOf(name);
    if (at < 0 || at + 1 >= args.size()) return fallback;
    const QString value = args.at(at + 1);
    args.remove(at, 2);
    return value;
}

}  // namespace sn::bench
