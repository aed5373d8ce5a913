#pragma once

#include <QByteArray>

namespace sn {

struct HostRails;

/// One NCCL_TOPO_FILE for one host (shared/docs/nccl-topology-xml.md): no
/// XML declaration, spaces only, every start tag on one line; CPUs as NUMA
/// nodes, the PCIe switch tree, GPUs under their switch with NVLink to the
/// NVSwitch fabric (or to each peer when linked directly), NICs under their
/// switch with the rail the cabling gives.
class NcclTopologyXml {
public:
    static QByteArray write(const HostRails& host);
};

}  // namespace sn
