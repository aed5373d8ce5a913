#include "exporters/faults/hostfile.h"

#include "exporters/common/output_file.h"
#include "exporters/slurm/hostlist.h"
#include "exporters/slurm/slurm_name.h"
#include "model/analysis/rank_placement.h"

namespace sn {

QByteArray Hostfile::hosts(const RankPlacement& p, RankOrder order) {
    QByteArray out;
    // No comment lines: torchrun wrappers and Slurm read every line as a host,
    // its first word the host name (so a name is one host-name word).
    for (const QString& host : p.hostsInRankOrder(order)) {
        SlurmName::require(host, Hostfile::tr("The GPU host"));
        out += QStringLiteral("%1 slots=%2\n").arg(host).arg(p.gpusPerServer()).toUtf8();
    }
    return out;
}

QByteArray Hostfile::replicas(const RankPlacement& p, RankOrder order) {
    const ParallelismPlan& plan = p.plan();
    const int perReplica = plan.tp * plan.pp;
    const bool stagesOuter = order == RankOrder::TpDpPp;
    QString out = stagesOuter
                      ? QStringLiteral("# TP %1 x PP %2 x DP %3; rank = tp + %1*(replica + %3*stage): order tp-dp-pp, "
                                       "Megatron-LM's default (tp-cp-ep-dp-pp, no CP or EP); %4 slots per host\n"
                                       "# replica ranks (one range per stage) nodelist (a Slurm hostlist; the hostfile "
                                       "gives the rank order)\n")
                      : QStringLiteral("# TP %1 x PP %2 x DP %3; rank = tp + %1*(stage + %2*replica): order tp-pp-dp, "
                                       "Megatron-LM with --use-tp-pp-dp-mapping; %4 slots per host\n"
                                       "# replica ranks nodelist (a Slurm hostlist; the hostfile gives the stage order)\n");
    out = out.arg(plan.tp).arg(plan.pp).arg(plan.dp).arg(p.gpusPerServer());
    for (const RankPlacement::Replica& r : p.replicas()) {
        QStringList ranges;
        if (stagesOuter)
            for (int s = 0; s < plan.pp; ++s) {
                const int first = plan.tp * (r.index + plan.dp * s);
                ranges << QStringLiteral("%1-%2").arg(first).arg(first + plan.tp - 1);
            }
        else
            ranges << QStringLiteral("%1-%2").arg(r.index * perReplica).arg((r.index + 1) * perReplica - 1);
        out += QStringLiteral("%1 %2 %3\n").arg(r.index).arg(ranges.join(QLatin1Char(','))).arg(Hostlist::compress(r.hosts));
    }
    return out.toUtf8();
}

QStringList Hostfile::write(const RankPlacement& placement, const QString& path, RankOrder order) {
    // Both built before either is written, so a refusal leaves no half hand-off.
    const QByteArray h = hosts(placement, order), r = replicas(placement, order);
    OutputFile::writeSet({{path, h}, {replicasPath(path), r}});
    return {path, replicasPath(path)};
}

}  // namespace sn
