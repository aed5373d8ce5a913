#pragma once

#include "exporters/netbox/netbox_handoff.h"
#include "model/core/sn_error.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace sn {

/// Writes NetBox hand-off tables as CSV (RFC 4180, UTF-8 without BOM, as
/// NetBox's bulk import reads it).
class NetboxCsvWriter {
    Q_DECLARE_TR_FUNCTIONS(NetboxCsvWriter)
public:
    static QByteArray toCsv(const NetboxTable& table);
    /// Writes every table of the design into `dir` (created if missing) and
    /// returns the paths written. Throws UserError naming the file at fault.
    static QStringList writeAll(const Design& design, const QString& dir);
};

}  // namespace sn
