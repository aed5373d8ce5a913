#include "model/analysis/rank_placement.h"

#include "model/core/sn_error.h"

#include <algorithm>
#include <map>

namespace sn {

namespace {

struct Slot {
    std::vector<int> servers;
};

}  // namespace

RankPlacement RankPlacement::place(const FaultDomains& d, const std::vector<BlastRadius>& radii,
                                   const ParallelismPlan& plan) {
    RankPlacement out;
    out.m_plan = plan;
    if (plan.tp < 1 || plan.pp < 1 || plan.dp < 1 || plan.sparesPerSu < 0)
        throw UserError(tr("TP, PP and DP must be at least 1 and the spares at least 0."));
    if (const QString why = plan.problem(); !why.isEmpty()) throw UserError(why);
    const auto& nodes = d.nodes();
    if (d.suServers().empty()) throw UserError(tr("The design has no GPU servers to place ranks on."));
    const int g = nodes[size_t(d.suServers().front().front())].gpus;
    for (const auto& unit : d.suServers())
        for (int s : unit)
            if (nodes[size_t(s)].gpus != g)
                throw UserError(tr("%1 has %2 GPUs and %3 has %4: ranks are placed on servers of one size.")
                                    .arg(nodes[size_t(s)].device->name).arg(nodes[size_t(s)].gpus)
                                    .arg(nodes[size_t(d.suServers().front().front())].device->name).arg(g));
    out.m_gpusPerServer = g;
    const int replicaGpus = plan.tp * plan.pp;
    if (replicaGpus % g != 0)
        throw UserError(tr("TP × PP = %1 GPUs is not a whole number of %2-GPU servers.").arg(replicaGpus).arg(g));
    if (plan.tp <= g ? g % plan.tp != 0 : plan.tp % g != 0)
        throw UserError(tr("TP %1 does not divide evenly into %2-GPU servers.").arg(plan.tp).arg(g));
    const int perReplica = replicaGpus / g;

    // Free servers per SU after the spares, cut into runs of consecutive servers.
    std::vector<std::vector<int>> free(d.suServers().size());
    for (size_t k = 0; k < d.suServers().size(); ++k) {
        const auto& unit = d.suServers()[k];
        const int keep = std::max(0, int(unit.size()) - plan.sparesPerSu);
        free[k].assign(unit.begin(), unit.begin() + keep);
        out.m_spares.insert(out.m_spares.end(), unit.begin() + keep, unit.end());
        // A TP group of several servers takes whole groups inside one NVLink
        // domain: a domain whose servers do not divide by the group keeps
        // the rest idle (TP 16 on an 18-tray NVL72: 4 groups, 2 trays idle).
        if (plan.tp > g) {
            const size_t per = size_t(plan.tp / g);
            std::vector<int> whole;
            for (size_t i = 0; i < free[k].size();) {
                size_t j = i;
                while (j < free[k].size() &&
                       nodes[size_t(free[k][j])].nvlinkDomain == nodes[size_t(free[k][i])].nvlinkDomain)
                    ++j;
                whole.insert(whole.end(), free[k].begin() + long(i), free[k].begin() + long(i + (j - i) / per * per));
                i = j;
            }
            free[k] = std::move(whole);
        }
    }
    // Whole replicas inside one SU first; what each SU has left over (in SU
    // order) is cut into replicas that span SUs, their pipelines crossing a
    // spine, taken only when the SUs alone hold too few replicas.
    std::vector<std::vector<Slot>> places(free.size());
    std::vector<int> leftover;
    for (size_t k = 0; k < free.size(); ++k) {
        size_t s = 0;
        for (; s + size_t(perReplica) <= free[k].size(); s += size_t(perReplica))
            places[k].push_back({{free[k].begin() + long(s), free[k].begin() + long(s) + perReplica}});
        leftover.insert(leftover.end(), free[k].begin() + long(s), free[k].end());
    }
    std::vector<Slot> spanning;
    for (size_t s = 0; s + size_t(perReplica) <= leftover.size(); s += size_t(perReplica))
        spanning.push_back({{leftover.begin() + long(s), leftover.begin() + long(s) + perReplica}});
    size_t available = spanning.size();
    for (const auto& s : places) available += s.size();
    if (int(available) < plan.dp)
        throw UserError(tr("TP %1 × PP %2 × DP %3 needs %4 servers of %5 GPUs; with %6 spare(s) per SU the design "
                           "has room for %7 replica(s) of %8 servers.")
                            .arg(plan.tp).arg(plan.pp).arg(plan.dp).arg(perReplica * plan.dp).arg(g)
                            .arg(plan.sparesPerSu).arg(available).arg(perReplica));
    const auto addReplica = [&](const std::vector<int>& servers) {
        Replica r;
        r.index = int(out.m_replicas.size());
        r.servers = servers;
        for (int s : r.servers) r.hosts << nodes[size_t(s)].device->name;
        for (int s : r.servers)
            if (!r.sus.contains(d.suNames()[nodes[size_t(s)].su])) r.sus << d.suNames()[nodes[size_t(s)].su];
        out.m_replicas.push_back(std::move(r));
    };
    // Round-robin over the SUs: replica r goes to SU r mod n while it has room.
    const int inSus = int(available - spanning.size());
    std::vector<size_t> next(places.size(), 0);
    while (int(out.m_replicas.size()) < std::min(plan.dp, inSus))
        for (size_t k = 0; k < places.size() && int(out.m_replicas.size()) < plan.dp; ++k)
            if (next[k] < places[k].size()) addReplica(places[k][next[k]++].servers);
    for (size_t k = 0; int(out.m_replicas.size()) < plan.dp; ++k) addReplica(spanning[k].servers);
    // A TP group wider than a server must stay in one NVLink domain.
    if (plan.tp > g)
        for (const Replica& r : out.m_replicas)
            for (size_t s = 0; s < r.servers.size(); s += size_t(plan.tp / g))
                for (size_t k = s + 1; k < s + size_t(plan.tp / g); ++k)
                    if (nodes[size_t(r.servers[k])].nvlinkDomain != nodes[size_t(r.servers[s])].nvlinkDomain)
                        throw UserError(tr("A TP group of %1 GPUs would span %2 and %3, which are in different NVLink "
                                           "domains.")
                                            .arg(plan.tp)
                                            .arg(nodes[size_t(r.servers[s])].device->name,
                                                 nodes[size_t(r.servers[k])].device->name));

    // Replicas each kind of single failure can hit.
    std::vector<int> replicaOf(nodes.size(), -1);
    for (const Replica& r : out.m_replicas)
        for (int s : r.servers) replicaOf[size_t(s)] = r.index;
    std::map<FaultKind, KindHit> hits;
    for (const BlastRadius& b : radii) {
        std::vector<int> hit;
        for (int n : b.hitGpuNodes)
            if (replicaOf[size_t(n)] >= 0 && std::find(hit.begin(), hit.end(), replicaOf[size_t(n)]) == hit.end())
                hit.push_back(replicaOf[size_t(n)]);
        const FaultComponent& c = d.components()[size_t(b.component)];
        KindHit& k = hits[c.kind];
        k.kind = c.kind;
        if (k.worst.isEmpty() || int(hit.size()) > k.replicas) {
            k.worst = c.name;
            k.replicas = int(hit.size());
        }
    }
    for (const auto& [kind, hit] : hits) out.m_hits.push_back(hit);
    return out;
}

QStringList RankPlacement::hostsInRankOrder(RankOrder order) const {
    QStringList out;
    if (order == RankOrder::TpPpDp) {
        for (const Replica& r : m_replicas) out << r.hosts;
        return out;
    }
    if (m_plan.tp % m_gpusPerServer != 0)
        throw UserError(tr("Rank order tp-dp-pp needs TP to fill whole servers: TP %1 on %2-GPU servers puts "
                           "ranks of different replicas on one server. Use tp-pp-dp.")
                            .arg(m_plan.tp)
                            .arg(m_gpusPerServer));
    // A stage of a replica is TP / g consecutive servers of its pipeline.
    const int perStage = m_plan.tp / m_gpusPerServer;
    for (int s = 0; s < m_plan.pp; ++s)
        for (const Replica& r : m_replicas)
            for (int j = 0; j < perStage; ++j) out << r.hosts[s * perStage + j];
    return out;
}

}  // namespace sn
