#pragma once

#include "model/analysis/blast_radius.h"
#include "model/core/enum_names.h"
#include "model/design/parallelism_plan.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <vector>

namespace sn {

/// How the launcher numbers ranks. TpPpDp: TP fastest, then PP stage, then
/// DP replica, rank = t + TP·(s + PP·r): Megatron-LM with
/// --use-tp-pp-dp-mapping. TpDpPp: TP, then DP replica, then PP stage, rank
/// = t + TP·(r + DP·s): Megatron-LM's default order tp-cp-ep-dp-pp with
/// neither CP nor EP.
enum class RankOrder { TpPpDp, TpDpPp };
inline constexpr EnumNames<RankOrder, 2> kRankOrderNames{{{
    {RankOrder::TpPpDp, "tp-pp-dp"},
    {RankOrder::TpDpPp, "tp-dp-pp"},
}}};

/// Where each rank of a plan runs. Ranks are numbered
/// TP fastest, then PP stage, then DP replica (Megatron's order "tp-pp-dp"):
/// rank = t + TP·(s + PP·r). Each replica's stages sit on consecutive
/// servers of one scalable unit when it fits (pipeline traffic turns at a
/// leaf, never at a spine); TP groups stay inside one NVLink domain;
/// replicas go round-robin over the SUs, so a failure confined to one SU
/// takes out as few replicas as the plan allows; what the SUs leave over
/// makes further replicas that span SUs (their pipelines cross a spine).
/// The last `sparesPerSu` servers of each SU (name order) stay free.
class RankPlacement {
    Q_DECLARE_TR_FUNCTIONS(RankPlacement)
public:
    struct Replica {
        int index = 0;
        std::vector<int> servers;  ///< node indices, stage order
        QStringList hosts;         ///< their names, stage order
        QStringList sus;           ///< SUs it occupies (one unless it crosses a spine)
    };
    /// Replicas a single failure of one kind can hit at most.
    struct KindHit {
        FaultKind kind = FaultKind::Server;
        int replicas = 0;
        QString worst;   ///< the component that hits them
    };

    /// Throws UserError when the plan does not fit the design.
    static RankPlacement place(const FaultDomains& domains, const std::vector<BlastRadius>& radii,
                               const ParallelismPlan& plan);

    const ParallelismPlan& plan() const { return m_plan; }
    int gpusPerServer() const { return m_gpusPerServer; }
    const std::vector<Replica>& replicas() const { return m_replicas; }
    const std::vector<int>& spares() const { return m_spares; }
    const std::vector<KindHit>& hits() const { return m_hits; }
    /// Host names, one per server, in rank order (server k holds ranks g·k …
    /// g·k + g − 1). TpDpPp needs TP to fill whole servers (a server of
    /// several stages would hold ranks of different replicas): UserError.
    QStringList hostsInRankOrder(RankOrder order = RankOrder::TpPpDp) const;

private:
    ParallelismPlan m_plan;
    int m_gpusPerServer = 0;
    std::vector<Replica> m_replicas;
    std::vector<int> m_spares;
    std::vector<KindHit> m_hits;
};

}  // namespace sn
