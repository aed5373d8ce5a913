#pragma once

#include <QByteArray>

#include <vector>

namespace sn {

struct DeviceType;
struct RailPort;

struct NcclXmlOptions {
    /// Write <nvlink> elements from the catalog. Off by default: a <gpu> with
    /// any <nvlink> makes NCCL skip NVML's link detection (xml.cc 930-1000),
    /// so a link that is down on the real host would still be counted.
    bool explicitNvlink = false;
};

/// One NCCL_TOPO_FILE for one host (shared/docs/nccl-topology-xml.md): no
/// XML declaration, spaces only, every start tag on one line; CPUs as NUMA
/// nodes, the PCIe switch tree, GPUs under their switch, NICs under their
/// switch with the rail of the RailMap. Every <pci> carries the four PCI id
/// attributes (the catalog's, or 0x0000), so each rank of a host reads the
/// same element and NCCL's per-rank fusion keeps one switch, not one per
/// rank. No NIC guid: it is the ASIC's identity, which only the plugin knows.
class NcclTopologyXml {
public:
    /// `nics[i]` is the RailMap port of `type.nccl.nics[i]` (nullptr when the port is none of the host's).
    static QByteArray write(const DeviceType& type, const std::vector<const RailPort*>& nics,
                            const NcclXmlOptions& options = {});
};

}  // namespace sn
