#pragma once

#include <QFile>
#include <QString>

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

}  // namespace sn::bench
