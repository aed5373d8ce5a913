#include "exporters/schedule/cable_schedule.h"

#include "exporters/common/cable_ends.h"
#include "exporters/labels/label_scheme.h"
#include "exporters/labels/label_selection.h"
#include "model/analysis/pull_order.h"
#include "model/core/natural_order.h"
#include "model/design/design.h"

#include <algorithm>
#include <tuple>

namespace sn {

namespace {
QString metres(const std::optional<double>& m) { return m ? QString::number(*m, 'f', 2) : QString(); }
QString millimetres(const std::optional<double>& mm) { return mm ? QString::number(*mm, 'g', 6) : QString(); }

/// The row of one resolved cable: its ends, type, route figures and labels.
ScheduleRow rowOf(const Design& design, const LabelScheme& scheme, const ResolvedCable& r) {
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
    row.cableType = r.cable->typeId;
    if (r.type) {
        row.media = kCableMediaNames.name(r.type->media);
        row.minBendRadiusMm = r.type->minStaticBendMm();
    }
    if (r.cable->routeLengthMm) row.routeLengthM = *r.cable->routeLengthMm / 1000.0;
    if (r.cable->orderedLengthMm) row.orderedLengthM = *r.cable->orderedLengthMm / 1000.0;
    // The tightest bend a routed cable sees is the smallest fitting radius
    // of the trays it passes; an unrouted cable has no figure yet.
    for (const TrayId& trayId : r.cable->trays) {
        const int at = design.trays().indexOf(trayId);
        if (at < 0) continue;
        const Tray& tray = design.trays()[at];
        row.trays << tray.name;
        if (!row.tightestBendMm || tray.fittingRadiusMm < *row.tightestBendMm) row.tightestBendMm = tray.fittingRadiusMm;
    }
    row.assembly = r.assembly.id;
    row.leg = r.assembly.leg;
    row.moduleA = r.assembly.moduleA;
    row.moduleB = r.assembly.moduleB;
    if (r.connection) {
        std::tie(row.labelA, row.labelB) = scheme.cableIds(design, r);
    }
    return row;
}
}  // namespace

ScheduleRow CableSchedule::row(const Design& design, const LabelScheme& scheme, const Cable& cable) {
    return rowOf(design, scheme, ResolvedCable::of(design, cable));
}

QStringList CableSchedule::columns() {
    return {QStringLiteral("cable_id"),        QStringLiteral("a_rack"),         QStringLiteral("a_device"),
            QStringLiteral("a_port"),          QStringLiteral("b_rack"),         QStringLiteral("b_device"),
            QStringLiteral("b_port"),          QStringLiteral("role"),           QStringLiteral("cable_type"),
            QStringLiteral("media"),           QStringLiteral("route_length_m"), QStringLiteral("ordered_length_m"),
            QStringLiteral("min_bend_radius_mm"), QStringLiteral("tightest_bend_mm"), QStringLiteral("trays"),
            QStringLiteral("label_a"),         QStringLiteral("label_b"),        QStringLiteral("assembly"),
            QStringLiteral("leg"),             QStringLiteral("module_a"),       QStringLiteral("module_b")};
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
        if (selection.includes(r)) rows.push_back(rowOf(design, scheme, r));
    }
    // Pull order (model/analysis): floor-standing A ends (no rack) after all racks.
    PullOrder::sort(rows, [](const ScheduleRow& r) { return PullEnd{r.aRack, r.aTopU, r.aDevice, r.aPort}; });
    return rows;
}

QStringList CableSchedule::cells(const ScheduleRow& r) {
    return {r.cableId, r.aRack, r.aDevice, r.aPort, r.bRack, r.bDevice, r.bPort, r.role, r.cableType,
            r.media, metres(r.routeLengthM), metres(r.orderedLengthM), millimetres(r.minBendRadiusMm),
            millimetres(r.tightestBendMm), r.trays.join(QLatin1Char(';')), r.labelA, r.labelB, r.assembly,
            r.leg > 0 ? QString::number(r.leg) : QString(), r.moduleA, r.moduleB};
}

QByteArray CableSchedule::csv(const std::vector<ScheduleRow>& rows) {
    QByteArray out;
    QString line;
    CsvTable::appendRecord(out, columns(), line);
    for (const ScheduleRow& r : rows) CsvTable::appendRecord(out, cells(r), line);
    return out;
}

CsvTable CableSchedule::table(const std::vector<ScheduleRow>& rows) {
    CsvTable t;
    t.header = columns();
    t.rows.reserve(rows.size());
    for (const ScheduleRow& r : rows) t.rows.push_back(cells(r));
    return t;
}

}  // namespace sn
