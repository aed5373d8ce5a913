#include "analysis/failure_interval.h"

#include <algorithm>
#include <map>

namespace sn {

FailureInterval FailureInterval::of(const FaultDomains& d, const std::vector<BlastRadius>& radii, int sparesPerSu) {
    FailureInterval f;
    f.gpus = d.totalGpus();
    f.sparesPerSu = sparesPerSu;
    const auto& nodes = d.nodes();
    std::map<FaultKind, KindRate> kinds;
    for (const BlastRadius& r : radii) {
        const FaultComponent& c = d.components()[size_t(r.component)];
        if (c.node >= 0 && c.kind == FaultKind::Server) f.gpuDeviceAnnual += c.annualRate;
        if (c.annualRate <= 0 || !r.interrupts()) continue;
        f.annual += c.annualRate;
        KindRate& k = kinds[c.kind];
        k.kind = c.kind;
        ++k.parts;
        k.annual += c.annualRate;
        // Does every SU have spares for the GPU devices this failure hits?
        std::vector<int> perSu(d.suServers().size(), 0);
        for (int n : r.hitGpuNodes)
            if (nodes[size_t(n)].su >= 0) ++perSu[size_t(nodes[size_t(n)].su)];
        const bool fits = std::all_of(perSu.begin(), perSu.end(), [&](int hit) { return hit <= sparesPerSu; });
        (fits ? f.onSparesAnnual : f.stopAnnual) += c.annualRate;
    }
    for (const auto& [kind, rate] : kinds) f.byKind.push_back(rate);

    // Servers per NVLink domain: the unit an isolated fault domain would hold.
    std::map<int, int> domainServers;
    for (const auto& n : nodes)
        if (n.nvlinkDomain >= 0) ++domainServers[n.nvlinkDomain];
    for (const auto& [domain, servers] : domainServers) f.serversPerDomain = std::max(f.serversPerDomain, servers);
    f.isolatedStopAnnual = sparesPerSu >= f.serversPerDomain ? 0 : f.annual;

    // Jobs on growing prefixes of the servers in SU order.
    std::vector<int> order;
    for (const auto& unit : d.suServers()) order.insert(order.end(), unit.begin(), unit.end());
    if (order.empty()) return f;
    std::vector<int> sizes;  // in servers
    for (int s = f.serversPerDomain; s < int(order.size()); s *= 2) sizes.push_back(s);
    sizes.push_back(int(order.size()));
    for (int servers : sizes) {
        std::vector<char> inJob(nodes.size(), 0);
        JobRate job;
        job.servers = servers;
        for (int k = 0; k < servers; ++k) {
            inJob[size_t(order[size_t(k)])] = 1;
            job.gpus += nodes[size_t(order[size_t(k)])].gpus;
        }
        for (const BlastRadius& r : radii) {
            const double rate = d.components()[size_t(r.component)].annualRate;
            if (rate > 0 && std::any_of(r.hitGpuNodes.begin(), r.hitGpuNodes.end(), [&](int n) { return inJob[size_t(n)]; }))
                job.annual += rate;
        }
        f.jobs.push_back(job);
    }
    return f;
}

}  // namespace sn
