#pragma once

#include "model/asbuilt/link_end.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

namespace sn {

/// Reads the standard text output of infiniband-diags' `ibnetdiscover`:
/// node records opened by a `Switch`, `Ca` or `Rt` header line
/// (`Switch 64 "S-<guid>"  # "leaf-a03" …`, `Ca 1 "H-<guid>"  # "gpu-a01-1 mlx5_0"`),
/// each followed by one line per connected port
/// (`[5]  "H-<guid>"[1](<portguid>)  # "gpu-a01-1 mlx5_0" lid 3 4xNDR`, or for
/// a CA `[1](<portguid>)  "S-<guid>"[5]  # lid 3 lmc 0 "leaf-a03" lid 1 4xNDR`).
/// A node's name is its node description (the quoted text after `#` on the
/// header line: host name and HCA name as rdma-ndd sets them, the switch's
/// name); the far end of a port is found by its node id (the GUID string),
/// so descriptions may contain spaces. `vendid=`, `devid=`, `…guid=` lines
/// and comments are skipped. Each cable appears once in the result although
/// ibnetdiscover prints it from both ends.
class IbnetdiscoverParser {
    Q_DECLARE_TR_FUNCTIONS(IbnetdiscoverParser)
public:
    /// Throws UserError "FILE:LINE: …" for a line that is neither of the above.
    static DiscoveredFabric parse(const QByteArray& text, const QString& fileName);
};

}  // namespace sn
