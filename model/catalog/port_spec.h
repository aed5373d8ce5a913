#pragma once

#include "model/catalog/catalog_enums.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace sn {

/// What a NetBox file said a port is, kept for a port imported from it so
/// the hand-off writes it back as it came in: the component kind
/// ("interface", "power-port", "power-outlet", "console-port",
/// "console-server-port"), its NetBox type slug and, when the catalog name
/// had to differ (NetBox names are unique only within one kind), its name.
struct NetboxPort {
    QString component, type, name;
    bool operator==(const NetboxPort&) const = default;
};

/// The names the host's operating system gives the ports of a group, one per
/// port in expansion order: the Linux network interface
/// ("enp170s0f1np1") and, for RDMA-capable ports, the RDMA device ("mlx5_8").
/// Set only where a vendor document lists them; `source` names it. A port
/// without a known name has none: nothing writes a guessed interface.
struct OsInterfaceNames {
    QStringList netdevs;
    QStringList rdmaDevices;  ///< empty, or one per netdev
    QString source;
    bool operator==(const OsInterfaceNames&) const = default;
    /// A Linux interface or RDMA device name: 1 to 15 bytes (IFNAMSIZ 16
    /// with its terminator), none of '/', ':' or white space, not "." or "..".
    static bool isValidName(const QString& name);
};

/// A run of identical ports as written in the catalog ("P{n}/{s}", 32 cages, 2 subports).
struct PortGroup {
    QString nameTemplate;
    int count = 1;
    int first = 1;
    int subports = 1;
    Face face = Face::Rear;
    FormFactor formFactor = FormFactor::Osfp;
    double speedGbps = 0;
    int lanes = 1;
    PortRole role = PortRole::Compute;
    bool required = false;
    Phase phase = Phase::None;  ///< PDU outlets: L1, L2, L3 or all three
    double xMm = 0;       ///< first cage, from the left edge of the face
    double yMm = 0;       ///< first cage, from the bottom edge of the face
    double pitchMm = 0;   ///< cage to cage along a row
    int perRow = 0;       ///< cages per row; 0 = all in one row
    double rowPitchMm = 0;
    DcFeed dcFeed = DcFeed::None;    ///< power inlets: the DC supply they take
    /// The port mates with the rack itself when the device slides in (an
    /// MGX tray's busbar clip and manifold quick-disconnects): its link is
    /// a blind-mate contact, never a cord or hose in a cable manager.
    bool blindMate = false;
    std::optional<NetboxPort> netbox;  ///< set for ports of NetBox imports that need it
    std::optional<OsInterfaceNames> os;  ///< the OS names of its ports, where a document lists them

    bool operator==(const PortGroup&) const = default;
};

/// One logical port of a device type, expanded from its group.
struct PortSpec {
    QString name;
    Face face = Face::Rear;
    FormFactor formFactor = FormFactor::Osfp;
    double speedGbps = 0;
    int lanes = 1;
    PortRole role = PortRole::Compute;
    bool required = false;
    Phase phase = Phase::None;
    double xMm = 0;
    double yMm = 0;
    int cage = 0;  ///< 0-based cage index within the device; twin ports share one
    DcFeed dcFeed = DcFeed::None;
    bool blindMate = false;  ///< as PortGroup::blindMate
    std::optional<NetboxPort> netbox;
    QString netdev;      ///< Linux interface name, empty when no document gives it
    QString rdmaDevice;  ///< RDMA device name, empty when none or unknown
    QString osSource;    ///< where netdev and rdmaDevice come from
    /// Logical ports in this port's cage (2 for a twin-port OSFP cage). A
    /// cage takes one plug, so a cage of several ports takes one module, one
    /// splitter's shared end or one twin-port cable end (CageFit).
    int cagePorts = 1;
    int subport = 1;   ///< 1-based position in the cage
    QString cageName;  ///< the cage as printed: the name without its subport ("P3" for "P3/1")
};

}  // namespace sn
