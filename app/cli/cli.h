#pragma once

#include <QCoreApplication>
#include <QStringList>

namespace sn {

/// The command line without a window: `supernode-designer COMMAND …`.
/// Each command prints its result on stdout; a failure prints one line on
/// stderr and returns non-zero (1 for a failed job, 2 for a usage error).
class Cli {
    Q_DECLARE_TR_FUNCTIONS(Cli)
public:
    /// True when args[1] names a command this class runs.
    static bool handles(const QStringList& args);
    static int run(const QStringList& args);

    /// `supernode-designer FILE` without a display: the `info` of FILE.
    static int runInfo(const QString& path, bool json);

    /// True when `arg` can only be meant as a file: it exists, or it has a
    /// folder or an extension ("plan.supernode"). Anything else that is not a
    /// command is a mistyped command.
    static bool looksLikeFile(const QString& arg);
    /// The usage error for arguments no command takes: one line on stderr
    /// naming the unknown command or option; returns 2.
    static int usageError(const QStringList& args);
};

}  // namespace sn
