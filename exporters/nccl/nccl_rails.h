#pragma once

#include "design/design.h"

#include <QString>

#include <vector>

namespace sn {

/// What the cabling says about one NIC of one GPU server.
struct NicLink {
    int nicIndex = 0;         ///< position in DeviceType::nccl.nics
    QString nicName, nicPort; ///< "mlx5_0", faceplate port "OSFP1"
    const Device* leaf = nullptr;  ///< the switch the port is cabled to; nullptr when unconnected
    QString leafPort;
    int rail = -1;            ///< -1 when unconnected
};

struct HostRails {
    const Device* host = nullptr;
    const DeviceType* type = nullptr;
    std::vector<NicLink> nics;
};

/// Rails from the cabling. A rail is the set of NICs that reach the same leaf
/// switch; its number is the smallest NIC index cabled to that leaf, over all
/// servers. In a rail-optimised fabric (NIC i of every server to the leaf of
/// rail i, shared/docs/DESIGN.md) this gives NIC i rail i in every scalable
/// unit; when every NIC of a small design lands on one leaf they all share
/// rail 0, which is what NCCL_CROSS_NIC=0 needs to pair them.
class NcclRails {
public:
    /// Every device whose type has an NCCL description and GPUs, in document order.
    static std::vector<HostRails> of(const Design& design);
};

}  // namespace sn
