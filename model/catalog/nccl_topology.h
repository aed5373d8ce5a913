#pragma once

#include <QString>

#include <vector>

namespace sn {

/// What NCCL needs to know about the inside of one server type
/// (shared/docs/nccl-topology-xml.md). Bus ids are as the OS sees them.
struct NcclCpu {
    int numaId = 0;
    QString arch, vendor, affinity;
    int familyId = 0, modelId = 0;
    bool operator==(const NcclCpu&) const = default;
};
struct NcclPcieSwitch {
    QString busId;
    int cpu = 0;       ///< NUMA node it hangs off
    QString parent;    ///< bus id of the switch above; empty = directly under the CPU
    QString linkSpeed;
    int linkWidth = 16;
    bool operator==(const NcclPcieSwitch&) const = default;
};
struct NcclGpu {
    int dev = 0;
    QString busId, parent;
    int cpu = 0;       ///< used when parent is empty
    int sm = 0;
    QString linkSpeed;
    int linkWidth = 16;
    bool operator==(const NcclGpu&) const = default;
};
struct NcclNic {
    QString name, busId, parent;
    int cpu = 0;
    QString port;      ///< faceplate port the NIC drives
    QString pciClass;  ///< 0x020700 InfiniBand, 0x020000 Ethernet
    long long speedMbps = 0;
    QString linkSpeed;
    int linkWidth = 16;
    bool operator==(const NcclNic&) const = default;
};
struct NcclNvlink {
    QString kind = QStringLiteral("none");  ///< nvswitch, direct or none
    int linksPerGpu = 0;
    int nvswitches = 0;
    bool operator==(const NcclNvlink&) const = default;
};
struct NcclTopology {
    std::vector<NcclCpu> cpus;
    std::vector<NcclPcieSwitch> pcieSwitches;
    std::vector<NcclGpu> gpus;
    std::vector<NcclNic> nics;
    NcclNvlink nvlink;

    bool isEmpty() const { return cpus.empty() && gpus.empty() && nics.empty(); }
    bool operator==(const NcclTopology&) const = default;
};

}  // namespace sn
