#pragma once

#include <QHashFunctions>
#include <QString>
#include <QStringList>

#include <vector>

namespace sn {

/// One end of a link as a discovery tool names it: the node (an
/// InfiniBand node description such as "gpu-a01-1 mlx5_0" or "leaf-a03",
/// or an LLDP system name) and the port on it (an IB port number as text,
/// or an interface name such as "swp12").
struct LinkEnd {
    QString node;
    QString port;
    bool operator==(const LinkEnd&) const = default;
    bool operator<(const LinkEnd& o) const { return node != o.node ? node < o.node : port < o.port; }
    friend size_t qHash(const LinkEnd& e, size_t seed = 0) noexcept { return qHashMulti(seed, e.node, e.port); }
    /// "leaf-a03[5]": how ibnetdiscover writes a port.
    QString text() const { return node + QLatin1Char('[') + port + QLatin1Char(']'); }
};

/// A cable as a discovery tool saw it, between two ends, with the file and
/// line it came from (for messages).
struct DiscoveredLink {
    LinkEnd a, b;
    QString source;
    int line = 0;
};

/// What one discovery run saw: every link once, and every node named
/// (also those without links, so an unknown node is reported even alone).
struct DiscoveredFabric {
    std::vector<DiscoveredLink> links;
    QStringList nodes;
    /// LLDP: the devices whose own tables were read; only cables with an
    /// end on one of them can be seen. Empty for a fabric-wide scan (ibnetdiscover).
    QStringList scanned;
};

}  // namespace sn
