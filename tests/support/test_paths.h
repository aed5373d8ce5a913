#pragma once

#include <QFileInfo>
#include <QStandardPaths>
#include <QString>
#include <QtGlobal>

namespace sn::test {

/// The repository root (set by CTest), for resources/ and tests/data/.
inline QString sourceDir() { return qEnvironmentVariable("SN_SOURCE_DIR", QStringLiteral(SN_DEFAULT_SOURCE_DIR)); }
/// The outside files the tests check against (NCCL examples, NetBox types,
/// gLabels templates, the EPANET reference loop, the NCCL checker), copied
/// with their licences into tests/data/shared.
inline QString sharedDir() { return qEnvironmentVariable("SN_SHARED_DIR", sourceDir() + QStringLiteral("/tests/data/shared")); }
/// The whole NetBox device-type library (25 MB, not copied): ../shared beside
/// the repository, or SN_NETBOX_LIBRARY. Only the sweeps over all of it read it.
inline QString netboxLibrary() {
    return qEnvironmentVariable("SN_NETBOX_LIBRARY", sourceDir() + QStringLiteral("/../shared/data/netbox-devicetype-library"));
}
/// Under CI (the variable CI set, as .ci/run does) every test must run: a
/// missing file or program is a failure there, a skip on a developer's machine.
inline bool everyTestMustRun() { return !qEnvironmentVariable("CI").isEmpty(); }
/// The built supernode-designer executable.
inline QString cliPath() { return qEnvironmentVariable("SN_CLI"); }

/// Why a test that needs `relPath` under sharedDir() cannot run; empty when it can.
inline QString sharedMissing(const char* relPath) {
    const QString path = sharedDir() + QLatin1Char('/') + QLatin1String(relPath);
    return QFileInfo::exists(path) ? QString() : QStringLiteral("%1 is missing (tests/data/shared, or SN_SHARED_DIR)").arg(path);
}
/// Why a sweep over the whole NetBox library cannot run; empty when it can.
inline QString netboxLibraryMissing() {
    return QFileInfo::exists(netboxLibrary())
               ? QString()
               : QStringLiteral("%1 is missing (../shared beside the repository, or SN_NETBOX_LIBRARY)").arg(netboxLibrary());
}
/// Why a test that runs `program` cannot run (`why`, when it is not on
/// PATH); empty when it can.
inline QString programMissing(const QString& program, const QString& why) {
    return QStandardPaths::findExecutable(program).isEmpty() ? why : QString();
}
/// Why a test that runs python3 cannot run; empty when it can.
inline QString pythonMissing() {
    return programMissing(QStringLiteral("python3"), QStringLiteral("python3 is not on PATH (bash setup.sh test installs it)"));
}
/// Why a test that runs the built program cannot run; empty when it can.
inline QString cliMissing() {
    return cliPath().isEmpty() ? QStringLiteral("SN_CLI is not set (run through ctest)") : QString();
}
/// Why a test that needs the file `path` cannot run; empty when it can.
inline QString fileMissing(const QString& path) {
    return QFileInfo::exists(path) ? QString() : QStringLiteral("no %1").arg(path);
}

}  // namespace sn::test

/// Ends the running test (in initTestCase: the whole suite) when `why` is not
/// empty: a failure under CI, a skip with the reason elsewhere.
#define SN_CANNOT_RUN_IF(why)                                                                     \
    do {                                                                                          \
        if (const QString sn_why = (why); !sn_why.isEmpty()) {                                    \
            if (::sn::test::everyTestMustRun()) QFAIL(qPrintable(sn_why + QStringLiteral(" (CI is set: every test must run)"))); \
            QSKIP(qPrintable(sn_why));                                                            \
        }                                                                                         \
    } while (false)
/// The test needs `relPath` under sharedDir().
#define SN_SKIP_WITHOUT_SHARED(relPath) SN_CANNOT_RUN_IF(::sn::test::sharedMissing(relPath))
/// The test needs python3.
#define SN_SKIP_WITHOUT_PYTHON() SN_CANNOT_RUN_IF(::sn::test::pythonMissing())
