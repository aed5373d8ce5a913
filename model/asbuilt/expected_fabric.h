#pragma once

#include "model/asbuilt/link_end.h"
#include "model/design/design_objects.h"

#include <QHash>
#include <QSet>

#include <vector>

namespace sn {

class Design;

/// One designed cable as a discovery tool should see it.
struct ExpectedLink {
    CableId cable = CableId::create();
    PortRef a, b;        ///< the connection's ends, A then B
    LinkEnd endA, endB;  ///< the same ends as the tool names them
};

/// The links of one kind of fabric a design says should exist, and how the
/// tool's names map back to the design's ports, so a cable found somewhere
/// else can be told where it landed in rack/U/port terms.
struct ExpectedFabric {
    std::vector<ExpectedLink> links;
    QHash<LinkEnd, PortRef> portOf;  ///< every nameable port of a known node, cabled or not
    QSet<QString> nodes;             ///< every node name the design knows

    /// The InfiniBand fabric: cables between IB HCAs (catalog NIC binding,
    /// PCI class 0x0207xx) and switches reached from them over data ports,
    /// and between those switches; named as IbPortNumbering says.
    static ExpectedFabric infiniband(const Design& design);
    /// The Ethernet fabrics LLDP sees: every cable of role compute, storage,
    /// in-band or OOB that is not part of the InfiniBand fabric, its ends
    /// named by device name and faceplate port (LldpParser reads Cumulus
    /// breakouts swp1s0 as swp1/1).
    static ExpectedFabric ethernet(const Design& design);
};

}  // namespace sn
