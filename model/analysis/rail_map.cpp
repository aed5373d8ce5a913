#include "analysis/rail_map.h"

#include "catalog/device_type.h"
#include "design/design.h"

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
    QHash<QString, QHash<int, int>> gpuNicsOfType;  // type id → GPU dev → NCCL NIC
    QHash<DeviceId, QSet<int>> railsOfSwitch;
    for (const Device& d : design.devices()) {
        const DeviceType* t = design.typeOf(d);
        if (!isGpuHost(t)) continue;
        if (!gpuNicsOfType.contains(t->id)) gpuNicsOfType.insert(t->id, ncclNicOfGpu(t->nccl));
        const QHash<int, int>& gpuNic = gpuNicsOfType[t->id];
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
            for (auto it = gpuNic.cbegin(); it != gpuNic.cend(); ++it)
                if (it.value() == r.ncclNic && r.ncclNic >= 0) r.gpus.push_back(it.key());
            std::sort(r.gpus.begin(), r.gpus.end());
            const PortRef here{d.id, p.name};
            if (const auto conn = design.connectionAt(here)) {
                const Connection* c = design.connection(*conn);
                const PortRef& far = c->a == here ? c->b : c->a;
                const Device* other = design.device(far.device);
                const DeviceType* ot = other ? design.typeOf(*other) : nullptr;
                if (c->role == PortRole::Compute && ot && ot->category == DeviceCategory::Switch) {
                    r.leaf = other;
                    r.leafPort = far.port;
                    r.connection = *conn;
                    r.rail = r.nicIndex;
                    map.m_connectionRail.insert(*conn, r.rail);
                    railsOfSwitch[other->id].insert(r.rail);
                }
            }
            const int at = int(map.m_ports.size());
            for (int g : r.gpus) map.m_portOfGpu.insert(qMakePair(d.id, g), at);
            map.m_ports.push_back(std::move(r));
        }
    }
    // Uplinks of a rail-pure leaf carry its rail.
    for (const Connection& c : design.connections()) {
        if (c.role != PortRole::Compute || map.m_connectionRail.contains(c.id)) continue;
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
