#pragma once

#include <QByteArray>

namespace sn {

class Design;

/// The design's InfiniBand fabric as `ibnetdiscover` would print it once
/// built (ExpectedFabric::infiniband, IbPortNumbering): a record per switch
/// (its name as node description) and per HCA ("host mlx5_N", port 1), each
/// connected port with its far end, cables printed from both ends. Node
/// GUIDs are made up but stable (derived from the node description), so
/// two exports of the same design are identical. ibsim reads this file as
/// its net file, and `verify` reads it back as a scan with every cable ok.
class IbnetdiscoverExport {
public:
    static QByteArray text(const class Design& design);
};

}  // namespace sn
