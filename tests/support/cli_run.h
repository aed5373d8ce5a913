#pragma once

#include "tests/support/test_paths.h"

#include <QProcess>
#include <QString>
#include <QStringList>

namespace sn::test {

/// What one run of the built supernode-designer gave: its exit code and
/// its standard output and error as text.
struct CliRun {
    int code = -1;
    QString out, err;
};

/// Runs supernode-designer with `args` and waits up to `timeoutMs` for it.
inline CliRun runCli(const QStringList& args, int timeoutMs = 60000) {
    QProcess p;
    p.start(cliPath(), args);
    p.waitForFinished(timeoutMs);
    return {p.exitCode(), QString::fromUtf8(p.readAllStandardOutput()),
            QString::fromUtf8(p.readAllStandardError())};
}

}  // namespace sn::test
