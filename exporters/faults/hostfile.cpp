#include "faults/hostfile.h"

#include "analysis/rank_placement.h"
#include "common/output_file.h"
#include "slurm/hostlist.h"
#include "slurm/slurm_name.h"

namespace sn {

QByteArray Hostfile::hosts(const RankPlacement& p) {
    QByteArray out;
    // No comment lines: torchrun wrappers and Slurm read every line as a host,
    // its first word the host name (so a name is one host-name word).
    for (const QString& host : p.hostsInRankOrder()) {
        SlurmName::require(host, Hostfile::tr("The GPU host"));
        out += QStringLiteral("%1 slots=%2\n").arg(host).arg(p.gpusPerServer()).toUtf8();
    }
    return out;
}

QByteArray Hostfile::replicas(const RankPlacement& p) {
    const ParallelismPlan& plan = p.plan();
    const int perReplica = plan.tp * plan.pp;
    QString out = QStringLiteral("# TP %1 x PP %2 x DP %3; rank = tp + %1*(stage + %2*replica); %4 slots per host\n"
                                 "# replica ranks nodelist (a Slurm hostlist; the hostfile gives the stage order)\n")
                      .arg(plan.tp).arg(plan.pp).arg(plan.dp).arg(p.gpusPerServer());
    for (const RankPlacement::Replica& r : p.replicas())
        out += QStringLiteral("%1 %2-%3 %4\n")
                   .arg(r.index)
                   .arg(r.index * perReplica)
                   .arg((r.index + 1) * perReplica - 1)
                   .arg(Hostlist::compress(r.hosts));
    return out.toUtf8();
}

QStringList Hostfile::write(const RankPlacement& placement, const QString& path) {
    // Both built before either is written, so a refusal leaves no half hand-off.
    const QByteArray h = hosts(placement), r = replicas(placement);
    OutputFile::write(path, h);
    OutputFile::write(replicasPath(path), r);
    return {path, replicasPath(path)};
}

}  // namespace sn
