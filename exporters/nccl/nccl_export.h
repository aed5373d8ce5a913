#pragma once

#include "common/output_file.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

#include <vector>

namespace sn {

class Design;

/// Every GPU server's NCCL_TOPO_FILE, named after its host label
/// ("gpu-a01-1.xml"), plus `nccl-index.csv`: one row per GPU giving its host,
/// file, bus id, the NIC beside it on the PCIe tree, the NIC's rail and the
/// leaf switch port that NIC is cabled to.
class NcclExport {
    Q_DECLARE_TR_FUNCTIONS(NcclExport)
public:
    /// Throws UserError when two GPU servers share a host label (their files would collide).
    static std::vector<NamedFile> build(const Design& design);
    static QString indexFileName() { return QStringLiteral("nccl-index.csv"); }
};

}  // namespace sn
