#pragma once

#include "exporters/common/csv_table.h"

#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace sn {

class Design;
struct Cable;
class LabelScheme;
class LabelSelection;

/// One line of the install crew's pull list: a cable with both ends, its
/// type and, once routed, its lengths, bend figures and trays.
struct ScheduleRow {
    QString cableId;
    QString aRack, aDevice, aPort, bRack, bDevice, bPort;
    int aTopU = 0;
    QString role, cableType, media;
    std::optional<double> routeLengthM, orderedLengthM;
    std::optional<double> minBendRadiusMm;  ///< static minimum of the cable type
    std::optional<double> tightestBendMm;   ///< smallest fitting radius on the route's trays
    QStringList trays;
    QString labelA, labelB;
    /// The physical part: shared by the legs of one splitter or twin-port
    /// cable; a fibre is its own part, its twin-port module in moduleA/B
    /// (CableAssembly).
    QString assembly;
    int leg = 0;               ///< 1-based leg of a splitter or twin-port cable; 0 otherwise
    QString moduleA, moduleB;  ///< the optic at each end (a twin-port module is shared by its fibres)
};

/// Builds the cable schedule: one row per cable (one logical link), sorted for pulling by the
/// A end's rack, then its rack unit, then its port (natural order). Route
/// columns stay empty until routing has filled the cable in. A selection
/// (one rack, role or rail) makes a per-rack or per-rail pull list.
class CableSchedule {
public:
    static std::vector<ScheduleRow> build(const Design& design, const LabelScheme& scheme);
    static std::vector<ScheduleRow> build(const Design& design, const LabelScheme& scheme,
                                          const LabelSelection& selection);
    /// One cable's row, as build() makes it (for views that keep rows current one cable at a time).
    static ScheduleRow row(const Design& design, const LabelScheme& scheme, const Cable& cable);
    static QStringList columns();
    /// A row's cells in columns() order, formatted as the CSV writes them.
    static QStringList cells(const ScheduleRow& row);
    static CsvTable table(const std::vector<ScheduleRow>& rows);
    /// table(rows).toUtf8(), written row by row without the table: at
    /// 65 536 GPUs the table's 372 690 lists of 21 texts were 1.3 GB of
    /// `export schedule`'s peak.
    static QByteArray csv(const std::vector<ScheduleRow>& rows);
};

}  // namespace sn
