#pragma once

#include "exporters/common/output_file.h"
#include "exporters/nccl/nccl_topology_xml.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <vector>

namespace sn {

class Design;

/// Every GPU server's NCCL_TOPO_FILE, named after its host label
/// ("gpu-a01-1.xml"), the NCCL environment that goes with it
/// ("gpu-a01-1.env": NCCL_TOPO_FILE, NCCL_IB_HCA in rail order,
/// NCCL_SOCKET_IFNAME from the catalog's OS names of the in-band ports), plus
/// `nccl-index.csv` (one row per GPU: its bus id, the NIC beside it on the
/// PCIe tree, that NIC's rail and leaf port) and `rail-map.csv` (every
/// compute NIC port of every GPU host: its GPUs, rail, leaf and leaf port),
/// all from the one RailMap.
class NcclExport {
    Q_DECLARE_TR_FUNCTIONS(NcclExport)
public:
    /// Throws UserError when two GPU servers share a host label (their files would collide).
    /// `warnings` gets one line per device type and in-band port whose env
    /// files cannot set NCCL_SOCKET_IFNAME, with the reason.
    static std::vector<NamedFile> build(const Design& design, const NcclXmlOptions& options = {},
                                        QStringList* warnings = nullptr);
    static QString indexFileName() { return QStringLiteral("nccl-index.csv"); }
    static QString railMapFileName() { return QStringLiteral("rail-map.csv"); }
    /// Where the env files say the XML files are installed on each host,
    /// unless NCCL_TOPO_DIR is set when the file is sourced.
    static QString defaultTopoDir() { return QStringLiteral("/etc/nccl"); }
};

}  // namespace sn
