#pragma once

#include "exporters/common/output_file.h"

#include <vector>

namespace sn {

class Design;

/// The design's InfiniBand fabric as an IBDM topology file (man
/// ibdm-topo-file), the file `ibdiagnet -t` and `ibdmchk -t` compare a
/// fabric against, with the IBNL system definitions (man ibdm-ibnl-file)
/// its system types need, since IBDM knows none of today's parts:
///   fabric.topo            one section per system: `TYPE NAME`, then
///                          `PORT -> FAR-TYPE FAR-NAME FAR-PORT` lines
///   ibnl/<type id>.ibnl    per catalog type: a switch is one SW node whose
///                          IB port n is front-panel port "Pn" (faceplate
///                          names contain '/', which IBDM reads as board/port);
///                          a server holds one single-port CA node per HCA of
///                          the NIC binding, named after it (mlx5_0), port 1
///                          wired to the faceplate port ("OSFP1").
/// Point IBDM_IBNL_PATH at the ibnl folder.
class IbdiagnetTopoExport {
public:
    static std::vector<NamedFile> files(const Design& design);
};

}  // namespace sn
