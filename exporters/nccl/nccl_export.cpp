#include "nccl/nccl_export.h"

#include "common/csv_table.h"
#include "common/output_file.h"
#include "core/sn_error.h"
#include "design/design.h"
#include "nccl/nccl_rails.h"
#include "nccl/nccl_topology_xml.h"

#include <QSet>

namespace sn {

namespace {

/// The NIC a GPU uses: the k-th NIC under the GPU's own PCIe switch for the
/// k-th GPU there (two GPUs may share a switch and its NICs), else the first
/// NIC on the GPU's NUMA node.
int nicOfGpu(const NcclTopology& t, size_t gpuIndex) {
    const NcclGpu& gpu = t.gpus[gpuIndex];
    std::vector<int> sameSwitch;
    for (size_t i = 0; i < t.nics.size(); ++i)
        if (!gpu.parent.isEmpty() && t.nics[i].parent == gpu.parent) sameSwitch.push_back(int(i));
    if (!sameSwitch.empty()) {
        int k = 0;
        for (size_t g = 0; g < gpuIndex; ++g)
            if (t.gpus[g].parent == gpu.parent) ++k;
        return sameSwitch[size_t(k) % sameSwitch.size()];
    }
    auto cpuOf = [&t](const QString& parent, int cpu) {
        for (const NcclPcieSwitch& s : t.pcieSwitches)
            if (s.busId == parent) return s.cpu;
        return cpu;
    };
    const int gpuCpu = cpuOf(gpu.parent, gpu.cpu);
    for (size_t i = 0; i < t.nics.size(); ++i)
        if (cpuOf(t.nics[i].parent, t.nics[i].cpu) == gpuCpu) return int(i);
    return -1;
}

}  // namespace

std::vector<NamedFile> NcclExport::build(const Design& design) {
    const std::vector<HostRails> hosts = NcclRails::of(design);
    std::vector<NamedFile> files;
    CsvTable index;
    index.header = {QStringLiteral("host"), QStringLiteral("file"), QStringLiteral("gpu"), QStringLiteral("gpu_busid"),
                    QStringLiteral("nic"), QStringLiteral("nic_busid"), QStringLiteral("nic_port"), QStringLiteral("rail"),
                    QStringLiteral("leaf"), QStringLiteral("leaf_port")};
    QSet<QString> used;
    for (const HostRails& h : hosts) {
        const QString file = OutputFile::safeName(h.host->name) + QStringLiteral(".xml");
        if (used.contains(file))
            throw UserError(tr("Two GPU servers share the host label \"%1\"; NCCL files are named after it, so "
                               "give each server its own name.").arg(h.host->name));
        used.insert(file);
        files.push_back({file, NcclTopologyXml::write(h)});
        const NcclTopology& t = h.type->nccl;
        for (size_t g = 0; g < t.gpus.size(); ++g) {
            const int n = nicOfGpu(t, g);
            QStringList row = {h.host->name, file, QString::number(t.gpus[g].dev), t.gpus[g].busId};
            if (n >= 0) {
                const NicLink& link = h.nics[size_t(n)];
                row << link.nicName << t.nics[size_t(n)].busId << link.nicPort
                    << (link.rail >= 0 ? QString::number(link.rail) : QString())
                    << (link.leaf ? link.leaf->name : QString()) << link.leafPort;
            } else {
                row << QString() << QString() << QString() << QString() << QString() << QString();
            }
            index.rows.push_back(row);
        }
    }
    files.push_back({indexFileName(), index.toUtf8()});
    return files;
}

}  // namespace sn
