#include "model/analysis/failure_interval.h"

#include "model/analysis/failure_rates.h"

#include <algorithm>
#include <map>
#include <set>

namespace sn {

namespace {

using Node = FaultDomains::Node;

/// The fabric a job's traffic may cross above its leaves: nothing when all
/// its GPU devices sit in one SU (their traffic turns at the leaves, as
/// FaultDomains defines an SU), else the spines its leaves link to and the
/// cores those spines link to.
struct JobFabric {
    bool climbs = false;
    std::vector<char> leaf;   ///< per node: a leaf of the job's GPU devices
    std::vector<char> above;  ///< per node: a spine or core the job's traffic may cross
};

JobFabric fabricOf(const FaultDomains& d, const std::vector<char>& inJob) {
    const auto& nodes = d.nodes();
    JobFabric j{false, std::vector<char>(nodes.size(), 0), std::vector<char>(nodes.size(), 0)};
    std::set<int> sus;
    for (size_t i = 0; i < nodes.size(); ++i) {
        if (!inJob[i]) continue;
        sus.insert(nodes[i].su);
        for (const FaultDomains::Link& l : nodes[i].links)
            if (l.role == PortRole::Compute && nodes[size_t(l.other)].kind == FaultKind::Leaf) j.leaf[size_t(l.other)] = 1;
    }
    j.climbs = sus.size() > 1;
    if (!j.climbs) return j;
    const auto climb = [&](const std::vector<char>& from, FaultKind to) {
        for (size_t i = 0; i < nodes.size(); ++i)
            if (from[i])
                for (const FaultDomains::Link& l : nodes[i].links)
                    if (l.role == PortRole::Compute && nodes[size_t(l.other)].kind == to) j.above[size_t(l.other)] = 1;
    };
    climb(j.leaf, FaultKind::Spine);
    climb(j.above, FaultKind::Core);
    return j;
}

/// The compute-fabric links a job depends on, each once: a GPU device's
/// link to its leaf when the device is in the job (`host` ≥ 0), and a link
/// between two switches of the job's fabric above a leaf (`host` −1).
template <class Visit>
void forEachJobLink(const FaultDomains& d, const std::vector<char>& inJob, const JobFabric& j, Visit&& visit) {
    const auto& nodes = d.nodes();
    for (size_t i = 0; i < nodes.size(); ++i)
        for (const FaultDomains::Link& l : nodes[i].links) {
            const size_t o = size_t(l.other);
            if (l.role != PortRole::Compute || o < i) continue;  // each connection from its lower end
            if (nodes[i].gpus > 0 || nodes[o].gpus > 0) {
                const size_t host = nodes[i].gpus > 0 ? i : o;
                if (inJob[host]) visit(int(host));
            } else if (j.climbs && ((j.leaf[i] && j.above[o]) || (j.above[i] && j.leaf[o]) || (j.above[i] && j.above[o]))) {
                visit(-1);
            }
        }
}

/// Per blast radius, the first place in `order` of a GPU device it hits
/// (order.size() when none): a job on the first k servers of `order` is hit
/// exactly when that place is below k. Found once for every job size: the
/// radii's hit devices scanned again for each job grew with the design
/// times the number of job sizes.
std::vector<size_t> firstHitInOrder(size_t nodeCount, const std::vector<BlastRadius>& radii,
                                    const std::vector<int>& order) {
    std::vector<size_t> place(nodeCount, order.size());
    for (size_t k = order.size(); k-- > 0;) place[size_t(order[k])] = k;
    std::vector<size_t> first(radii.size(), order.size());
    for (size_t i = 0; i < radii.size(); ++i)
        for (int n : radii[i].hitGpuNodes) first[i] = std::min(first[i], place[size_t(n)]);
    return first;
}

/// Interruptions per year of a job on the first `servers` GPU devices of
/// the order `firstHit` was found for, marked in `inJob`.
double jobAnnual(const FaultDomains& d, const std::vector<BlastRadius>& radii,
                 const std::vector<size_t>& firstHit, size_t servers, const std::vector<char>& inJob) {
    const JobFabric j = fabricOf(d, inJob);
    double annual = 0;
    for (size_t i = 0; i < radii.size(); ++i) {
        const FaultComponent& c = d.components()[size_t(radii[i].component)];
        if (c.annualRate > 0 && (firstHit[i] < servers || (c.node >= 0 && j.above[size_t(c.node)])))
            annual += c.annualRate;
    }
    int linkEnds = 0;
    forEachJobLink(d, inJob, j, [&](int) { linkEnds += 2; });
    int gpus = 0;
    for (size_t i = 0; i < inJob.size(); ++i)
        if (inJob[i]) gpus += d.nodes()[i].gpus;
    return annual + linkEnds * FailureRates::kLinkEndAnnual + gpus * FailureRates::kSoftwareAnnual;
}

}  // namespace

FailureInterval FailureInterval::of(const FaultDomains& d, const std::vector<BlastRadius>& radii, int sparesPerSu) {
    FailureInterval f;
    f.gpus = d.totalGpus();
    f.sparesPerSu = sparesPerSu;
    const auto& nodes = d.nodes();
    std::vector<char> all(nodes.size(), 0);
    for (size_t i = 0; i < nodes.size(); ++i) all[i] = nodes[i].gpus > 0;
    const JobFabric fabric = fabricOf(d, all);

    // Does every SU have spares for the GPU devices a failure hits?
    const auto fits = [&](const std::vector<int>& hitNodes) {
        std::vector<int> perSu(d.suServers().size(), 0);
        for (int n : hitNodes)
            if (nodes[size_t(n)].su >= 0) ++perSu[size_t(nodes[size_t(n)].su)];
        return std::all_of(perSu.begin(), perSu.end(), [&](int hit) { return hit <= sparesPerSu; });
    };
    std::map<FaultKind, KindRate> kinds;
    for (const BlastRadius& r : radii) {
        const FaultComponent& c = d.components()[size_t(r.component)];
        if (c.node >= 0 && c.kind == FaultKind::Server) {
            f.gpuDeviceAnnual += c.annualRate;
            const DeviceType* type = nodes[size_t(c.node)].type;
            GpuDeviceParts& p = f.gpuDeviceParts;
            if (type && type->failureRate) {
                ++p.ownRateDevices;
                p.ownRateAnnual += c.annualRate;
            } else if (type) {
                p.gpus += type->gpus;
                ++p.hosts;
                p.nicPorts += FailureRates::nicPorts(*type);
            }
        }
        const bool aboveLeaves = c.node >= 0 && fabric.above[size_t(c.node)];
        if (c.annualRate <= 0 || !(r.interrupts() || aboveLeaves)) continue;
        f.annual += c.annualRate;
        KindRate& k = kinds[c.kind];
        k.kind = c.kind;
        ++k.parts;
        k.annual += c.annualRate;
        (fits(r.hitGpuNodes) ? f.onSparesAnnual : f.stopAnnual) += c.annualRate;
    }
    for (const auto& [kind, rate] : kinds) f.byKind.push_back(rate);

    // Link ends: a GPU device's link costs that device a rail (a spare
    // takes its place); one above the leaves is routed round.
    forEachJobLink(d, all, fabric, [&](int host) {
        const double rate = 2 * FailureRates::kLinkEndAnnual;
        (host >= 0 ? f.hostLinkEnds : f.fabricLinkEnds) += 2;
        (host < 0 || fits({host}) ? f.onSparesAnnual : f.stopAnnual) += rate;
    });
    f.linkEndAnnual = (f.hostLinkEnds + f.fabricLinkEnds) * FailureRates::kLinkEndAnnual;
    // Software and unattributed interruptions lose no part: the job restarts in place.
    f.softwareAnnual = f.gpus * FailureRates::kSoftwareAnnual;
    f.onSparesAnnual += f.softwareAnnual;
    f.annual += f.linkEndAnnual + f.softwareAnnual;

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
    const std::vector<size_t> firstHit = firstHitInOrder(nodes.size(), radii, order);
    for (int servers : sizes) {
        std::vector<char> inJob(nodes.size(), 0);
        JobRate job;
        job.servers = servers;
        for (int k = 0; k < servers; ++k) {
            inJob[size_t(order[size_t(k)])] = 1;
            job.gpus += nodes[size_t(order[size_t(k)])].gpus;
        }
        job.annual = jobAnnual(d, radii, firstHit, size_t(servers), inJob);
        f.jobs.push_back(job);
    }
    return f;
}

}  // namespace sn
