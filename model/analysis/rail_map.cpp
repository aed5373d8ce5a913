#include "model/analysis/rail_map.h"

#include "model/catalog/device_type.h"
#include "model/design/design.h"

#include <QSet>

#include <algorithm>

namespace sn {

namespace {

/// The NCCL NIC each GPU of a type uses, by NVML index: the k-th GPU under a
/// PCIe switch takes the k-th NIC under that switch (two GPUs may share a
/// switch and its NICs); a GPU with no NIC under its switch (Grace–Blackwell
/// trays: GPU and NIC hang off separate Grace root ports) takes, in the same
/// way, the k-th NIC of its NUMA node that no same-switch GPU uses. Every
/// NIC of a GB200 tray (2 GPUs and 2 NICs per Grace) so serves one GPU.
QHash<int, int> ncclNicOfGpu(const NcclTopology& t) {
    auto cpuOf = [&t](const QString& parent, int cpu) {
        for (const NcclPcieSwitch& s : t.pcieSwitches)
            if (s.busId == parent) return s.cpu;
        return cpu;
    };
    QHash<int, int> out;
    QHash<QString, int> takenUnderSwitch;
    QSet<int> switchNics;
    std::vector<size_t> numaGpus;
    for (size_t g = 0; g < t.gpus.size(); ++g) {
        const NcclGpu& gpu = t.gpus[g];
        std::vector<int> same;
        for (size_t i = 0; i < t.nics.size(); ++i)
            if (!gpu.parent.isEmpty() && t.nics[i].parent == gpu.parent) same.push_back(int(i));
        if (same.empty()) {
            numaGpus.push_back(g);
            continue;
        }
        const int k = takenUnderSwitch[gpu.parent]++;
        out.insert(gpu.dev, same[size_t(k) % same.size()]);
        for (int n : same) switchNics.insert(n);
    }
    QHash<int, int> takenOnNuma;
    for (const size_t g : numaGpus) {
        const NcclGpu& gpu = t.gpus[g];
        const int numa = cpuOf(gpu.parent, gpu.cpu);
        std::vector<int> local, free;
        for (size_t i = 0; i < t.nics.size(); ++i)
            if (cpuOf(t.nics[i].parent, t.nics[i].cpu) == numa) {
                local.push_back(int(i));
                if (!switchNics.contains(int(i))) free.push_back(int(i));
            }
        const std::vector<int>& pick = free.empty() ? local : free;
        if (pick.empty()) continue;
        const int k = takenOnNuma[numa]++;
        out.insert(gpu.dev, pick[size_t(k) % pick.size()]);
    }
    return out;
}

}  // namespace

bool RailMap::isGpuHost(const DeviceType* t) {
    return t && t->gpus > 0 && (t->category == DeviceCategory::Server || t->category == DeviceCategory::ComputeTray);
}

RailMap RailMap::of(const Design& design) {
    RailMap map;
    // Per GPU host type: each NCCL NIC's GPUs (NVML indices, ascending).
    QHash<const DeviceType*, std::vector<std::vector<int>>> gpusOfNicOfType;
    QHash<DeviceId, QSet<int>> railsOfSwitch;
    // Sized first: the ports (each with strings and a vector) moved at every
    // doubling, and the tables rehashed, for 16 384 GPUs' NICs.
    std::size_t ports = 0, gpus = 0;
    for (const Device& d : design.devices())
        if (const DeviceType* t = design.typeOf(d); isGpuHost(t)) {
            ports += std::size_t(std::count_if(t->ports().begin(), t->ports().end(),
                                               [](const PortSpec& p) { return p.role == PortRole::Compute; }));
            gpus += std::size_t(t->gpus);
        }
    map.m_ports.reserve(ports);
    map.m_portOfGpu.reserve(qsizetype(gpus));
    map.m_connectionRail.reserve(qsizetype(2 * ports));  // host links and about as many above them
    const ObjectTable<Connection, ConnectionId>& connections = design.connections();
    std::vector<char> railed(std::size_t(connections.size()), 0);  // by the connection's place
    for (const Device& d : design.devices()) {
        const DeviceType* t = design.typeOf(d);
        if (!isGpuHost(t)) continue;
        auto found = gpusOfNicOfType.find(t);
        if (found == gpusOfNicOfType.end()) {
            std::vector<std::vector<int>> gpusOfNic(t->nccl.nics.size());
            const QHash<int, int> gpuNic = ncclNicOfGpu(t->nccl);
            for (auto it = gpuNic.cbegin(); it != gpuNic.cend(); ++it)
                if (it.value() >= 0 && std::size_t(it.value()) < gpusOfNic.size())
                    gpusOfNic[std::size_t(it.value())].push_back(it.key());
            for (std::vector<int>& g : gpusOfNic) std::sort(g.begin(), g.end());
            found = gpusOfNicOfType.insert(t, std::move(gpusOfNic));
        }
        const std::vector<std::vector<int>>& gpusOfNic = *found;
        int index = 0;
        for (const PortSpec& p : t->ports()) {
            if (p.role != PortRole::Compute) continue;
            RailPort r;
            r.host = &d;
            r.type = t;
            r.nicPort = p.name;
            r.nicIndex = index++;
            for (size_t i = 0; i < t->nccl.nics.size(); ++i)
                if (t->nccl.nics[i].port == p.name) {
                    r.ncclNic = int(i);
                    r.nicName = t->nccl.nics[i].name;
                }
            if (r.ncclNic >= 0) r.gpus = gpusOfNic[std::size_t(r.ncclNic)];
            const PortRef here{d.id, p.name};
            const auto conn = design.connectionAt(here);
            if (const int at = conn ? connections.indexOf(*conn) : -1; at >= 0) {
                const Connection* c = &connections[at];
                const PortRef& far = c->a == here ? c->b : c->a;
                const Device* other = design.device(far.device);
                const DeviceType* ot = other ? design.typeOf(*other) : nullptr;
                if (c->role == PortRole::Compute && ot && ot->category == DeviceCategory::Switch) {
                    r.leaf = other;
                    r.leafPort = far.port;
                    r.connection = *conn;
                    r.link = c;
                    r.rail = r.nicIndex;
                    map.m_connectionRail.insert(*conn, r.rail);
                    railed[std::size_t(at)] = 1;
                    railsOfSwitch[other->id].insert(r.rail);
                }
            }
            const int at = int(map.m_ports.size());
            for (int g : r.gpus) map.m_portOfGpu.insert(qMakePair(d.id, g), at);
            map.m_ports.push_back(std::move(r));
        }
    }
    // Uplinks of a rail-pure leaf carry its rail.
    for (int i = 0; i < connections.size(); ++i) {
        const Connection& c = connections[i];
        if (c.role != PortRole::Compute || railed[std::size_t(i)]) continue;
        for (const PortRef& end : {c.a, c.b})
            if (const QSet<int> rails = railsOfSwitch.value(end.device); rails.size() == 1) {
                map.m_connectionRail.insert(c.id, *rails.begin());
                break;
            }
    }
    return map;
}

std::set<int> RailMap::rails() const {
    std::set<int> out;
    for (const RailPort& p : m_ports)
        if (p.rail >= 0) out.insert(p.rail);
    return out;
}

}  // namespace sn
