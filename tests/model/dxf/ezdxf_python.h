#pragma once

#include "tests/support/test_paths.h"

#include <QByteArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>
#include <QString>
#include <QStringList>

namespace sn::test {

/// A python3 that imports ezdxf (Debian's python3-ezdxf, the independent
/// DXF reader and writer of the DXF tests): the one on PATH, else Debian's
/// own /usr/bin/python3 (a pyenv or venv python on PATH lacks Debian's
/// modules). Empty when none has it.
inline QString ezdxfPython() {
    static const QString found = [] {
        for (const QString& candidate : {QStandardPaths::findExecutable(QStringLiteral("python3")), QStringLiteral("/usr/bin/python3")}) {
            if (candidate.isEmpty()) continue;
            QProcess p;
            p.start(candidate, {QStringLiteral("-c"), QStringLiteral("import ezdxf")});
            if (p.waitForFinished(30000) && p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0) return candidate;
        }
        return QString();
    }();
    return found;
}

/// Why a DXF test cannot read back with ezdxf; empty when it can.
inline QString ezdxfMissing() {
    if (const QString why = pythonMissing(); !why.isEmpty()) return why;
    return ezdxfPython().isEmpty() ? QStringLiteral("python3-ezdxf is not installed (bash setup.sh test installs it)")
                                   : QString();
}

/// tests/model/dxf/SCRIPT with `args` under the ezdxf python; its standard output,
/// or empty with `error` set.
inline QByteArray runDxfScript(const QString& script, const QStringList& args, QString* error) {
    QProcess p;
    p.start(ezdxfPython(), QStringList{sourceDir() + QStringLiteral("/tests/model/dxf/") + script} + args);
    if (!p.waitForFinished(300000) || p.exitCode() != 0) {
        if (error) *error = QString::fromUtf8(p.readAllStandardError());
        return {};
    }
    return p.readAllStandardOutput();
}

/// dxf_summary.py's figures for `file` (ezdxf.readfile + audit): see that script.
inline QJsonObject ezdxfSummary(const QString& file, QString* error, const QStringList& detailLayers = {}) {
    const QByteArray out = runDxfScript(QStringLiteral("dxf_summary.py"), QStringList{file} + detailLayers, error);
    return QJsonDocument::fromJson(out).object();
}

}  // namespace sn::test

#define SN_SKIP_WITHOUT_EZDXF() SN_CANNOT_RUN_IF(::sn::test::ezdxfMissing())
