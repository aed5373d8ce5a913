#pragma once

// Instructions of one part of a benchmark, counted by callgrind. A count
// does not drift with the machine's speed the way CPU time does (the same
// binary's validate at 16 384 GPUs took 163 ms and, five minutes later,
// 183-215 ms; model/routing/README.md "Measuring"), so a growth taken from two
// counts compares code, not moments.
//
// The benchmark runs itself again under
//   valgrind --tool=callgrind --instr-atstart=no --callgrind-out-file=DIR/cg.%p
// and each measuring child switches instrumentation on around its part
// only; callgrind writes one file per process (fork included), and the
// parent reads the child's total from it.

#include <QByteArray>
#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QString>
#include <QStringList>

#if __has_include(<valgrind/callgrind.h>)
#include <valgrind/callgrind.h>
#define SN_HAVE_CALLGRIND 1
#else
#define SN_HAVE_CALLGRIND 0
#endif

#include <cstdio>

namespace sn::bench {

/// True in a process callgrind runs.
inline bool underCallgrind() {
#if SN_HAVE_CALLGRIND
    return RUNNING_ON_VALGRIND != 0;
#else
    return false;
#endif
}

inline void startCounting() {
#if SN_HAVE_CALLGRIND
    CALLGRIND_START_INSTRUMENTATION;
#endif
}

inline void stopCounting() {
#if SN_HAVE_CALLGRIND
    CALLGRIND_STOP_INSTRUMENTATION;
#endif
}

/// The instructions a process counted, from its callgrind file: its
/// "events: Ir ..." line names the events it counted, and its closing
/// "totals: N ..." line holds one total per event in that order; the total
/// in Ir's column. -1 when the file, either line or the Ir column cannot
/// be read.
inline double countedInstructions(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return -1;
    qsizetype irColumn = -1;
    for (const QByteArray& line : file.readAll().split('\n')) {
        const auto fields = [&line](const char* key) { return line.mid(qsizetype(qstrlen(key))).simplified().split(' '); };
        if (line.startsWith("events:")) {
            irColumn = fields("events:").indexOf("Ir");
        } else if (line.startsWith("totals:")) {
            const QList<QByteArray> totals = fields("totals:");
            if (irColumn < 0 || irColumn >= totals.size()) return -1;
            bool ok = false;
            const double instructions = totals.at(irColumn).toDouble(&ok);
            return ok ? instructions : -1;
        }
    }
    return -1;
}

/// Runs this program again with `args` under callgrind, its output files in
/// `dir`; returns its exit code, or 2 when valgrind cannot be found.
inline int rerunUnderCallgrind(const QString& program, const QStringList& args, const QString& dir) {
    const QString valgrind = QStandardPaths::findExecutable(QStringLiteral("valgrind"));
    if (!SN_HAVE_CALLGRIND || valgrind.isEmpty()) {
        std::fprintf(stderr, "bench_scale: --instructions needs valgrind (callgrind) on PATH and its headers\n");
        return 2;
    }
    QProcess p;
    p.setProcessChannelMode(QProcess::ForwardedChannels);
    p.start(valgrind, QStringList{QStringLiteral("--tool=callgrind"), QStringLiteral("--instr-atstart=no"),
                                  QStringLiteral("--callgrind-out-file=%1/cg.%p").arg(dir),
                                  QStringLiteral("--log-file=%1/valgrind.%p").arg(dir), program}
                          + args);
    if (!p.waitForStarted() || !p.waitForFinished(-1)) return 2;
    return p.exitStatus() == QProcess::NormalExit ? p.exitCode() : 1;
}

}  // namespace sn::bench
