#pragma once

#include "common/output_file.h"
#include "nccl/nccl_topology_xml.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

#include <vector>

namespace sn {

class Design;

/// Every GPU server's NCCL_TOPO_FILE, named after its host label
/// ("gpu-a01-1.xml"), the NCCL environment that goes with it
/// ("gpu-a01-1.env": NCCL_TOPO_FILE, NCCL_IB_HCA in rail order), plus
/// `nccl-index.csv` (one row per GPU: its bus id, the NIC beside it on the
/// PCIe tree, that NIC's rail and leaf port) and `rail-map.csv` (every
/// compute NIC port of every GPU host: its GPUs, rail, leaf and leaf port),
/// all from the one RailMap.
class NcclExport {
    Q_DECLARE_TR_FUNCTIONS(NcclExport)
public:
    /// Throws UserError when two GPU servers share a host label (their files would collide).
    static std::vector<NamedFile> build(const Design& design, const NcclXmlOptions& options = {});
    static QString indexFileName() { return QStringLiteral("nccl-index.csv"); }
    static QString railMapFileName() { return QStringLiteral("rail-map.csv"); }
    /// Where the env files say the XML files are installed on each host,
    /// unless NCCL_TOPO_DIR is set when the file is sourced.
    static QString defaultTopoDir() { return QStringLiteral("/etc/nccl"); }
};

}  // namespace sn
