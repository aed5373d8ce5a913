#include "schedule/cable_schedule.h"

#include "common/cable_ends.h"
#include "common/natural_order.h"
#include "design/design.h"
#include "labels/label_scheme.h"
#include "labels/label_selection.h"

#include <algorithm>

namespace sn {

namespace {
QString metres(const std::optional<double>& m) { return m ? QString::number(*m, 'f', 2) : QString(); }
QString millimetres(const std::optional<double>& mm) { return mm ? QString::number(*mm, 'g', 6) : QString(); }
}  // namespace

QStringList CableSchedule::columns() {
    return {QStringLiteral("cable_id"),        QStringLiteral("a_rack"),         QStringLiteral("a_device"),
            QStringLiteral("a_port"),          QStringLiteral("b_rack"),         QStringLiteral("b_device"),
            QStringLiteral("b_port"),          QStringLiteral("role"),           QStringLiteral("cable_type"),
            QStringLiteral("media"),           QStringLiteral("route_length_m"), QStringLiteral("ordered_length_m"),
            QStringLiteral("min_bend_radius_mm"), QStringLiteral("tightest_bend_mm"), QStringLiteral("trays"),
            QStringLiteral("label_a"),         QStringLiteral("label_b")};
}

std::vector<ScheduleRow> CableSchedule::build(const Design& design, const LabelScheme& scheme) {
    return build(design, scheme, LabelSelection());
}

std::vector<ScheduleRow> CableSchedule::build(const Design& design, const LabelScheme& scheme,
                                              const LabelSelection& selection) {
    std::vector<ScheduleRow> rows;
    rows.reserve(size_t(design.cables().size()));
    for (const Cable& cable : design.cables()) {
        const ResolvedCable r = ResolvedCable::of(design, cable);
        if (!selection.includes(r)) continue;
        ScheduleRow row;
        row.cableId = r.displayId;
        row.aRack = r.a.rackName;
        row.aDevice = r.a.deviceName;
        row.aPort = r.a.port;
        row.aTopU = r.a.topU;
        row.bRack = r.b.rackName;
        row.bDevice = r.b.deviceName;
        row.bPort = r.b.port;
        if (r.connection) row.role = kPortRoleNames.name(r.connection->role);
        row.cableType = cable.typeId;
        if (r.type) {
            row.media = kCableMediaNames.name(r.type->media);
            row.minBendRadiusMm = r.type->minStaticBendMm();
        }
        if (cable.routeLengthMm) row.routeLengthM = *cable.routeLengthMm / 1000.0;
        if (cable.orderedLengthMm) row.orderedLengthM = *cable.orderedLengthMm / 1000.0;
        // The tightest bend a routed cable sees is the smallest fitting radius
        // of the trays it passes; an unrouted cable has no figure yet.
        for (const TrayId& trayId : cable.trays) {
            const int at = design.trays().indexOf(trayId);
            if (at < 0) continue;
            const Tray& tray = design.trays()[at];
            row.trays << tray.name;
            if (!row.tightestBendMm || tray.fittingRadiusMm < *row.tightestBendMm) row.tightestBendMm = tray.fittingRadiusMm;
        }
        if (r.connection) {
            row.labelA = scheme.cableId(design, r, true);
            row.labelB = scheme.cableId(design, r, false);
        }
        rows.push_back(std::move(row));
    }
    // Pull order: floor-standing A ends (no rack) after all racks.
    std::stable_sort(rows.begin(), rows.end(), [](const ScheduleRow& x, const ScheduleRow& y) {
        if (x.aRack.isEmpty() != y.aRack.isEmpty()) return y.aRack.isEmpty();
        if (const int c = naturalCompare(x.aRack, y.aRack)) return c < 0;
        if (x.aTopU != y.aTopU) return x.aTopU < y.aTopU;
        if (const int c = naturalCompare(x.aDevice, y.aDevice)) return c < 0;
        return naturalCompare(x.aPort, y.aPort) < 0;
    });
    return rows;
}

CsvTable CableSchedule::table(const std::vector<ScheduleRow>& rows) {
    CsvTable t;
    t.header = columns();
    t.rows.reserve(rows.size());
    for (const ScheduleRow& r : rows)
        t.rows.push_back({r.cableId, r.aRack, r.aDevice, r.aPort, r.bRack, r.bDevice, r.bPort, r.role, r.cableType,
                          r.media, metres(r.routeLengthM), metres(r.orderedLengthM), millimetres(r.minBendRadiusMm),
                          millimetres(r.tightestBendMm), r.trays.join(QLatin1Char(';')), r.labelA, r.labelB});
    return t;
}

}  // namespace sn
