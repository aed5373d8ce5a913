#pragma once

#include <QString>
#include <QStringList>

#include <vector>

namespace sn {

struct DeviceType;
struct NcclNic;

/// How the catalog's faceplate names map to what InfiniBand tools print.
///
/// Switch: the IB port numbers are the switch's data ports (every port
/// whose role is not oob, console, power, coolant or nvlink) counted from 1
/// in catalog order, subports of one cage next to each other. For the
/// QM9700-class `ib-ndr-64x400g` (`P{n}/{s}`, 32 cages × 2) that is cage k,
/// subport s → port 2(k−1)+s: P1/1 → 1, P1/2 → 2, P32/2 → 64, as the
/// switch's CLI and ibnetdiscover number them. Management ports (mgmt0,
/// uart) are not IB ports.
///
/// Server: each NIC of the catalog's NIC binding (the `nccl.nics` list: name
/// and faceplate port, as the NCCL export uses them) is its own IB node, its
/// node description "<host> <nic name>" as rdma-ndd sets it, and the cable
/// lands on its port 1 (the binding gives one faceplate port per NIC).
class IbPortNumbering {
public:
    /// The IB port number of a switch faceplate port, 0 when it is not a data port.
    static int switchPort(const DeviceType& type, const QString& portName);
    /// The faceplate name of a switch's IB port number; empty when out of range.
    static QString switchPortName(const DeviceType& type, int ibPort);
    /// The switch's data ports in IB port order: element i is port i + 1.
    static QStringList switchPorts(const DeviceType& type);
    /// The NIC of the binding that drives this faceplate port and is an
    /// InfiniBand HCA (PCI class 0x0207xx); nullptr otherwise.
    static const NcclNic* hcaAt(const DeviceType& type, const QString& portName);
    /// The InfiniBand HCAs of a server type, in binding order.
    static std::vector<const NcclNic*> hcas(const DeviceType& type);
    /// "gpu-a01-1 mlx5_0".
    static QString hcaNodeDescription(const QString& host, const NcclNic& nic);
};

}  // namespace sn
