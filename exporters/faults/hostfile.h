#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace sn {

class RankPlacement;

/// The hand-off of a rank placement to the launcher (issue 19 point 4):
/// a rank-ordered hostfile, one `HOST slots=N` line per server (mpirun,
/// DeepSpeed; torchrun's node ranks and Slurm's --distribution=arbitrary
/// follow the same order), and one Slurm node list per DP replica.
class Hostfile {
    Q_DECLARE_TR_FUNCTIONS(Hostfile)
public:
    static QByteArray hosts(const RankPlacement& placement);
    /// "# …" header, then "REPLICA RANKS NODELIST" per replica.
    static QByteArray replicas(const RankPlacement& placement);
    /// The replica list is written beside the hostfile, named FILE.replicas.
    static QString replicasPath(const QString& hostfilePath) { return hostfilePath + QStringLiteral(".replicas"); }
    /// Writes both files; returns their paths. Throws UserError when the disk refuses.
    static QStringList write(const RankPlacement& placement, const QString& path);
};

}  // namespace sn
