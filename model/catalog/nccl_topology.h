#pragma once

#include "model/core/enum_names.h"

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
/// How a server's GPUs reach each other over NVLink inside the box: through
/// NVSwitch chips on the baseboard, GPU to GPU, or not at all.
enum class NcclNvlinkKind { None, Nvswitch, Direct };
inline constexpr EnumNames<NcclNvlinkKind, 3> kNcclNvlinkKindNames{{{
    {NcclNvlinkKind::None, "none"}, {NcclNvlinkKind::Nvswitch, "nvswitch"}, {NcclNvlinkKind::Direct, "direct"},
}}};
struct NcclNvlink {
    NcclNvlinkKind kind = NcclNvlinkKind::None;
    int linksPerGpu = 0;
    int nvswitches = 0;
    bool operator==(const NcclNvlink&) const = default;
};
/// PCI vendor/device/subsystem ids, as lspci -nn shows them; 0 where the
/// catalog has no sourced figure (NCCL takes 0x0000 as "given", so every rank
/// of a host reads the same value and fuses the element once).
struct NcclPciIds {
    int vendor = 0, device = 0, subsystemVendor = 0, subsystemDevice = 0;
    bool operator==(const NcclPciIds&) const = default;
};
/// Grace–Blackwell GPU-to-CPU NVLink-C2C, as NCCL's <c2c bw count/>:
/// bw in MB/s per link (NVML_FI_DEV_C2C_LINK_GET_MAX_BW), count active links.
struct NcclC2c {
    int bwMbps = 0, count = 0;
    bool operator==(const NcclC2c&) const = default;
};
struct NcclTopology {
    std::vector<NcclCpu> cpus;
    std::vector<NcclPcieSwitch> pcieSwitches;
    std::vector<NcclGpu> gpus;
    std::vector<NcclNic> nics;
    NcclNvlink nvlink;
    NcclC2c c2c;                 ///< every GPU's; count 0 = none (a PCIe-attached GPU)
    NcclPciIds gpuIds, nicIds, switchIds;  ///< every GPU's, NIC's, PCIe switch's ids

    bool isEmpty() const { return cpus.empty() && gpus.empty() && nics.empty(); }
    bool operator==(const NcclTopology&) const = default;
};

}  // namespace sn
