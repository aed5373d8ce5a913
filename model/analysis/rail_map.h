#pragma once

#include "model/design/design_objects.h"

#include <QHash>
#include <QString>

#include <optional>
#include <set>
#include <vector>

namespace sn {

class Design;
struct DeviceType;

/// One compute-fabric NIC port of one GPU host and where the cabling takes it.
struct RailPort {
    const Device* host = nullptr;
    const DeviceType* type = nullptr;
    QString nicPort;            ///< faceplate port, "OSFP3"
    int nicIndex = 0;           ///< 0-based among the type's compute ports, catalog order
    int ncclNic = -1;           ///< index in DeviceType::nccl.nics; -1 when the type has no NCCL NIC for the port
    QString nicName;            ///< "mlx5_4"; empty without an NCCL description
    std::vector<int> gpus;      ///< NVML indices of the GPUs whose local NIC this is
    int rail = -1;              ///< 0-based rail; -1 when the port is not cabled to a switch
    const Device* leaf = nullptr;  ///< the switch the port is cabled to
    QString leafPort;
    std::optional<ConnectionId> connection;
    /// That connection in the design, valid while the design is unchanged
    /// (as `host` and `leaf`): a pass over the ports reads it by place.
    const Connection* link = nullptr;
};

/// The one rail definition of a design (DESIGN.md "Snapshots and derived
/// figures"): labels, the route filter, the rail-mix rule, the NCCL files and
/// the rail map CSV all read it.
///
/// A rail is a NIC position: the k-th compute port of a GPU host (catalog
/// order) is rail k when it is cabled to a switch. This is the rail of a
/// rail-optimised fabric, where NIC k of every server goes to the leaf of
/// rail k (fabric_plan.cpp railLeaves, DGX SuperPOD RA); NCCL_CROSS_NIC=0
/// then pairs NIC k of one host with NIC k of another, which meet on that
/// leaf. A fabric whose leaves take several NIC positions (one leaf for a
/// small row, a plain fat tree) keeps the same numbering: rail k still names
/// the same NIC on every host, the pairing NIC k ↔ NIC k still reaches every
/// peer, and the cables of one NIC position still share one cable spec.
///
/// Switch-to-switch compute links carry the rail of the leaf below when
/// every host link of that leaf is on one rail (a rail-pure leaf); other
/// links are on no rail.
class RailMap {
public:
    static RailMap of(const Design& design);

    /// Every compute NIC port of every GPU host, hosts in document order, ports in catalog order.
    const std::vector<RailPort>& ports() const { return m_ports; }
    /// The rail of a compute connection; -1 when it is on none.
    int railOf(ConnectionId connection) const { return m_connectionRail.value(connection, -1); }
    const QHash<ConnectionId, int>& connectionRails() const { return m_connectionRail; }
    /// The distinct rails, ascending.
    std::set<int> rails() const;
    /// The NIC port a host's GPU `dev` uses (ports() index); -1 when it has none.
    int portOfGpu(DeviceId host, int dev) const { return m_portOfGpu.value(qMakePair(host, dev), -1); }

    /// GPU hosts: devices with GPUs that are servers or compute trays.
    static bool isGpuHost(const DeviceType* type);

private:
    std::vector<RailPort> m_ports;
    QHash<ConnectionId, int> m_connectionRail;
    QHash<QPair<DeviceId, int>, int> m_portOfGpu;
};

}  // namespace sn
