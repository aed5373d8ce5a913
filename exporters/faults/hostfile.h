#pragma once

#include "model/analysis/rank_placement.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace sn {

/// The hand-off of a rank placement to the launcher:
/// a rank-ordered hostfile, one `HOST slots=N` line per server (mpirun,
/// DeepSpeed; torchrun's node ranks and Slurm's --distribution=arbitrary
/// follow the same order), and one Slurm node list per DP replica. The
/// rank order is the launcher's (RankOrder); the replica list's header
/// names it and the Megatron-LM setting it matches.
class Hostfile {
    Q_DECLARE_TR_FUNCTIONS(Hostfile)
public:
    static QByteArray hosts(const RankPlacement& placement, RankOrder order = RankOrder::TpPpDp);
    /// "# …" header, then "REPLICA RANKS NODELIST" per replica (RANKS a
    /// range, or one range per stage in tp-dp-pp order).
    static QByteArray replicas(const RankPlacement& placement, RankOrder order = RankOrder::TpPpDp);
    /// The replica list is written beside the hostfile, named FILE.replicas.
    static QString replicasPath(const QString& hostfilePath) { return hostfilePath + QStringLiteral(".replicas"); }
    /// Writes both files; returns their paths. Throws UserError when the disk refuses.
    static QStringList write(const RankPlacement& placement, const QString& path,
                             RankOrder order = RankOrder::TpPpDp);
};

}  // namespace sn
