#pragma once

#include <QFileInfo>
#include <QStandardPaths>
#include <QString>
#include <QtGlobal>

namespace sn::test {

/// The repository root (set by CTest), for resources/ and tests/data/.
inline QString sourceDir() { return qEnvironmentVariable("SN_SOURCE_DIR", QStringLiteral(SN_DEFAULT_SOURCE_DIR)); }
/// ../shared beside the repository: NCCL examples, NetBox files, tools.
inline QString sharedDir() { return qEnvironmentVariable("SN_SHARED_DIR", sourceDir() + QStringLiteral("/../shared")); }
/// The built supernode-designer executable.
inline QString cliPath() { return qEnvironmentVariable("SN_CLI"); }

/// Why a test that needs `relPath` under ../shared cannot run; empty when it can.
inline QString sharedMissing(const char* relPath) {
    const QString path = sharedDir() + QLatin1Char('/') + QLatin1String(relPath);
    return QFileInfo::exists(path) ? QString() : QStringLiteral("%1 is missing (../shared beside the repository, or SN_SHARED_DIR)").arg(path);
}
/// Why a test that runs python3 cannot run; empty when it can.
inline QString pythonMissing() {
    return QStandardPaths::findExecutable(QStringLiteral("python3")).isEmpty()
               ? QStringLiteral("python3 is not on PATH (bash setup.sh test installs it)")
               : QString();
}

}  // namespace sn::test

/// Skips the running test (in initTestCase: the whole suite) with a message
/// when ../shared lacks `relPath`, instead of failing (issue 14).
#define SN_SKIP_WITHOUT_SHARED(relPath)                                                          \
    do {                                                                                         \
        if (const QString why = ::sn::test::sharedMissing(relPath); !why.isEmpty()) QSKIP(qPrintable(why)); \
    } while (false)
/// The same when python3 is missing.
#define SN_SKIP_WITHOUT_PYTHON()                                                                 \
    do {                                                                                         \
        if (const QString why = ::sn::test::pythonMissing(); !why.isEmpty()) QSKIP(qPrintable(why)); \
    } while (false)
