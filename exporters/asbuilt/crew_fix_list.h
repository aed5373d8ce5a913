#pragma once

#include "exporters/asbuilt/verify_report.h"
#include "exporters/common/csv_table.h"

#include <QCoreApplication>
#include <QSet>

namespace sn {

/// The install crew's fix list: every verify line that is not ok, grouped
/// by the rack to walk to, racks in walking order (row, then rack, names
/// compared as people count), top of the rack first; floor-standing and
/// unplaced devices after the racks. Columns: rack, u, cable_id, label,
/// status, action.
class CrewFixList {
    Q_DECLARE_TR_FUNCTIONS(CrewFixList)
public:
    static std::vector<VerifyLine> ordered(const std::vector<VerifyLine>& lines);
    static CsvTable table(const std::vector<VerifyLine>& ordered);
    /// A4 pages: a heading per rack, one row per line.
    static QByteArray pdf(const std::vector<VerifyLine>& ordered, const QString& designName);
    /// The cables whose labels to reprint: missing (a new cable is pulled),
    /// miswired and swapped (the label went with the cable to the wrong port).
    static QSet<CableId> reprint(const std::vector<VerifyLine>& lines);
};

}  // namespace sn
