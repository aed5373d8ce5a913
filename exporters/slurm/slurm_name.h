#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringView>

namespace sn {

/// The names Slurm files and hostfiles carry as they are: node (host),
/// switch and block names. slurm.conf and topology.conf read a line as
/// Key=Value words split by white space, `#` starts a comment anywhere, and a
/// hostlist gives `,`, `[`, `]` meaning; hostfiles split on white space. A
/// name is therefore kept only when it is a host name Slurm reads as one
/// word: ASCII letters, digits, '-', '_' and '.' (RFC 1123 plus the
/// underscore Slurm accepts), not starting with '-' or '.'.
class SlurmName {
    Q_DECLARE_TR_FUNCTIONS(SlurmName)
public:
    static bool isValid(QStringView name);
    /// Throws UserError naming the device (`what`, e.g. "GPU host") when
    /// `name` is not valid.
    static void require(const QString& name, const QString& what);
};

}  // namespace sn
