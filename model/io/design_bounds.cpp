#include "model/io/design_bounds.h"

#include "model/core/sn_error.h"
#include "model/input/json_reader.h"
#include "model/input/load_limits.h"
#include "model/io/json_array_counts.h"

#include <QCoreApplication>

#include <cmath>

namespace sn {

namespace {

struct Bounds {
    Q_DECLARE_TR_FUNCTIONS(DesignBounds)
};

/// Where an object is, spelled out only when a check fails: the locator
/// builds a JSON pointer or table/row text, and doing that for each of the
/// 93 562 cables of a 16 384-GPU design took a tenth of the open time.
struct At {
    const ObjectLocator& locate;
    const char* kind;
    std::size_t index;
    QString text() const { return locate(kind, index); }
};

/// Throws "WHERE: FIELD: VALUE is outside LO to HI" unless lo <= v <= hi.
void inRange(const At& where, const char* field, double v, double lo, double hi) {
    if (std::isfinite(v) && v >= lo && v <= hi) return;
    throw UserError(Bounds::tr("%1: %2: %3 is outside %4 to %5")
                        .arg(where.text(), QLatin1String(field), QString::number(v, 'g', 12), QString::number(lo, 'g', 12), QString::number(hi, 'g', 12)));
}

/// Names, ids and labels are at most as long as a JSON string may be
/// (input/json_reader.h), so what a .supernode holds converts to JSON; and they
/// are one line of text: the exporters put them into line-based formats
/// (shell comments, Slurm and DXF files, hostfiles), where a newline or
/// another control character (U+0000–U+001F, U+007F) would end a line early
/// and let the rest of a name be read as syntax.
void text(const At& where, const char* field, const QString& value) {
    for (const QChar c : value)
        if (c.unicode() < 0x20 || c.unicode() == 0x7f)
            throw UserError(Bounds::tr("%1: %2: the control character U+%3 in %4; names and labels are one line of "
                                       "printable text")
                                .arg(where.text(), QLatin1String(field),
                                     QString::number(c.unicode(), 16).rightJustified(4, QLatin1Char('0')).toUpper(),
                                     quotedExcerpt(value)));
    if (std::size_t(value.size()) * 3 <= kJsonMaxStringBytes || std::size_t(value.toUtf8().size()) <= kJsonMaxStringBytes)
        return;
    throw UserError(Bounds::tr("%1: %2: a string longer than %3 bytes").arg(where.text(), QLatin1String(field)).arg(kJsonMaxStringBytes));
}

template <class T>
void count(const std::vector<T>& objects, const char* kind, std::size_t max, const ObjectLocator& where) {
    if (objects.size() <= max) return;
    throw UserError(Bounds::tr("%1: more than %2 %3 (the limit of this program)")
                        .arg(where(kind, max)).arg(max).arg(QLatin1String(kind)));
}

/// Every position within the coordinate limit (the outline is checked
/// against the room's side, which it bounds).
void points(const At& where, const char* field, const std::vector<QPointF>& pts, double max) {
    if (pts.size() > limits::kMaxOutlinePoints)
        throw UserError(Bounds::tr("%1: %2: more than %3 points").arg(where.text(), QLatin1String(field)).arg(limits::kMaxOutlinePoints));
    for (const QPointF& p : pts) {
        inRange(where, field, p.x(), -max, max);
        inRange(where, field, p.y(), -max, max);
    }
}

void checkRoomGeometry(const Room& room, const At& w) {
    using namespace limits;
    auto features = [&](std::size_t n, const char* kind) {
        if (n > kMaxRoomFeatures)
            throw UserError(Bounds::tr("%1: more than %2 %3 (the limit of this program)")
                                .arg(w.text()).arg(kMaxRoomFeatures).arg(QLatin1String(kind)));
    };
    features(room.columns.size(), "columns");
    features(room.walls.size(), "walls");
    features(room.doors.size(), "doors");
    features(room.keepOuts.size(), "keep_outs");
    features(room.halls.size(), "halls");
    points(w, "outline_mm", room.outlineMm, kMaxRoomSideMm);
    for (const Column& c : room.columns) {
        text(w, "columns/name", c.name);
        points(w, "columns/x_mm", {c.centreMm}, kMaxCoordinateMm);
        inRange(w, "columns/width_mm", c.widthMm, 0, kMaxObjectSizeMm);
        inRange(w, "columns/depth_mm", c.depthMm, 0, kMaxObjectSizeMm);
        inRange(w, "columns/diameter_mm", c.diameterMm, 0, kMaxObjectSizeMm);
    }
    for (const Wall& wall : room.walls) {
        text(w, "walls/name", wall.name);
        points(w, "walls/path_mm", wall.pathMm, kMaxCoordinateMm);
        inRange(w, "walls/thickness_mm", wall.thicknessMm, 0, kMaxObjectSizeMm);
    }
    for (const Door& d : room.doors) {
        text(w, "doors/name", d.name);
        inRange(w, "doors/along_mm", d.alongMm, 0, kMaxRoomSideMm);
        inRange(w, "doors/width_mm", d.widthMm, 0, kMaxObjectSizeMm);
        inRange(w, "doors/clear_depth_mm", d.clearDepthMm, 0, kMaxObjectSizeMm);
    }
    for (const KeepOut& k : room.keepOuts) {
        text(w, "keep_outs/name", k.name);
        text(w, "keep_outs/reason", k.reason);
        points(w, "keep_outs/polygon_mm", k.polygonMm, kMaxCoordinateMm);
    }
    for (const Hall& h : room.halls) {
        text(w, "halls/name", h.name);
        text(w, "halls/code", h.code);
        points(w, "halls/outline_mm", h.outlineMm, kMaxCoordinateMm);
    }
    inRange(w, "floor_rating_kn_m2", room.floorRatingKnM2, 0, 1e6);
    inRange(w, "min_aisle_mm", room.minAisleMm, 0, kMaxObjectSizeMm);
    // As a cooling loop's supply_temp_c.
    if (room.facilityWaterC) inRange(w, "facility_water_c", *room.facilityWaterC, -100, 200);
}

}  // namespace

void checkDesignJsonCounts(const QByteArray& text, const QString& origin) {
    using namespace limits;
    const auto over = firstTopArrayOver(std::string_view(text.constData(), std::size_t(text.size())),
                                        {{"rows", kMaxRows}, {"cooling_loops", kMaxLoops}, {"trays", kMaxTrays},
                                         {"racks", kMaxRacks}, {"devices", kMaxDevices},
                                         {"connections", kMaxConnections}, {"cables", kMaxCables}});
    if (!over) return;
    const QString kind = QString::fromStdString(over->key);
    throw UserError(Bounds::tr("%1: more than %2 %3 (the limit of this program)")
                        .arg(QStringLiteral("%1: /%2/%3").arg(origin, kind).arg(over->limit))
                        .arg(over->limit)
                        .arg(kind));
}

void checkDesignBounds(const ProjectInfo& info, const Room& room, const DesignFragment& f, const ObjectLocator& where) {
    using namespace limits;
    count(f.rows, "rows", kMaxRows, where);
    count(f.loops, "cooling_loops", kMaxLoops, where);
    count(f.trays, "trays", kMaxTrays, where);
    count(f.racks, "racks", kMaxRacks, where);
    count(f.devices, "devices", kMaxDevices, where);
    count(f.connections, "connections", kMaxConnections, where);
    count(f.cables, "cables", kMaxCables, where);

    const At roomWhere{where, "room", 0};
    text(roomWhere, "name", room.name);
    text(roomWhere, "site", room.site);
    text(roomWhere, "code", room.code);
    const At infoWhere{where, "info", 0};
    text(infoWhere, "name", info.name);
    text(infoWhere, "revision", info.revision);
    for (std::size_t i = 0; i < f.rows.size(); ++i) text(At{where, "rows", i}, "name", f.rows[i].name);
    inRange(roomWhere, "width_mm", room.widthMm, 1, kMaxRoomSideMm);
    inRange(roomWhere, "depth_mm", room.depthMm, 1, kMaxRoomSideMm);
    inRange(roomWhere, "height_mm", room.heightMm, 0, kMaxRoomHeightMm);
    inRange(roomWhere, "raised_floor_mm", room.raisedFloorMm, 0, kMaxRoomHeightMm);
    checkRoomGeometry(room, roomWhere);

    for (std::size_t i = 0; i < f.loops.size(); ++i) {
        const CoolingLoop& l = f.loops[i];
        const At w{where, "cooling_loops", i};
        text(w, "name", l.name);
        text(w, "coolant", l.coolantId);
        inRange(w, "supply_temp_c", l.supplyTempC, -100, 200);
        inRange(w, "delta_t_k", l.deltaTK, 0.001, 200);
    }
    for (std::size_t i = 0; i < f.trays.size(); ++i) {
        const Tray& t = f.trays[i];
        const At w{where, "trays", i};
        text(w, "name", t.name);
        text(w, "type", t.typeId);
        inRange(w, "elevation_mm", t.elevationMm, -kMaxObjectSizeMm, kMaxObjectSizeMm);
        inRange(w, "width_mm", t.widthMm, 0, kMaxObjectSizeMm);
        inRange(w, "depth_mm", t.depthMm, 0, kMaxObjectSizeMm);
        inRange(w, "fill_limit", t.fillLimit, 1e-9, 1);
        inRange(w, "fitting_radius_mm", t.fittingRadiusMm, 0, kMaxObjectSizeMm);
        inRange(w, "path_mm", double(t.pathMm.size()), 2, double(kMaxTrayPoints));
        for (const QPointF& p : t.pathMm) {
            inRange(w, "path_mm", p.x(), -kMaxCoordinateMm, kMaxCoordinateMm);
            inRange(w, "path_mm", p.y(), -kMaxCoordinateMm, kMaxCoordinateMm);
        }
    }
    for (std::size_t i = 0; i < f.racks.size(); ++i) {
        const Rack& r = f.racks[i];
        const At w{where, "racks", i};
        text(w, "name", r.name);
        text(w, "type", r.typeId);
        inRange(w, "x_mm", r.xMm, -kMaxCoordinateMm, kMaxCoordinateMm);
        inRange(w, "y_mm", r.yMm, -kMaxCoordinateMm, kMaxCoordinateMm);
        if (r.rotationDeg != 0 && r.rotationDeg != 90 && r.rotationDeg != 180 && r.rotationDeg != 270)
            throw UserError(Bounds::tr("%1: rotation_deg: expected 0, 90, 180 or 270, not %2").arg(w.text()).arg(r.rotationDeg));
        inRange(w, "u_height", r.uHeight, 1, kMaxRackU);
        inRange(w, "width_mm", r.widthMm, 0, kMaxObjectSizeMm);
        inRange(w, "depth_mm", r.depthMm, 0, kMaxObjectSizeMm);
        inRange(w, "max_weight_kg", r.maxWeightKg, 0, 1e9);
        inRange(w, "power_budget_w", r.powerBudgetW, 0, 1e12);
        inRange(w, "air_cooling_limit_w", r.airCoolingLimitW, 0, 1e12);
        inRange(w, "side_slots", r.sideSlots, 0, kMaxSideSlots);
    }
    for (std::size_t i = 0; i < f.devices.size(); ++i) {
        const Placement& p = f.devices[i].placement;
        const At w{where, "devices", i};
        text(w, "name", f.devices[i].name);
        text(w, "type", f.devices[i].typeId);
        inRange(w, "u", p.u, 0, kMaxDeviceU);
        inRange(w, "side_index", p.sideIndex, 0, kMaxSideSlots);
        inRange(w, "floor_x_mm", p.floorXmm, -kMaxCoordinateMm, kMaxCoordinateMm);
        inRange(w, "floor_y_mm", p.floorYmm, -kMaxCoordinateMm, kMaxCoordinateMm);
        inRange(w, "rotation_deg", p.rotationDeg, -360, 360);
    }
    for (std::size_t i = 0; i < f.connections.size(); ++i) {
        const At w{where, "connections", i};
        text(w, "a", f.connections[i].a.port);
        text(w, "b", f.connections[i].b.port);
    }
    for (std::size_t i = 0; i < f.cables.size(); ++i) {
        const Cable& c = f.cables[i];
        const At w{where, "cables", i};
        text(w, "type", c.typeId);
        text(w, "label", c.label);
        const double maxLength = 100 * kMaxCoordinateMm;  // far above any route through a 2 km room
        if (c.routeLengthMm) inRange(w, "route_length_mm", *c.routeLengthMm, 0, maxLength);
        if (c.orderedLengthMm) inRange(w, "ordered_length_mm", *c.orderedLengthMm, 0, maxLength);
        // A handwheel has a few turns; the catalog's valve table holds it to its own range.
        if (c.valveTurns) inRange(w, "valve_turns", *c.valveTurns, 0, 100);
        inRange(w, "trays", double(c.trays.size()), 0, double(kMaxTraysPerCable));
        inRange(w, "tray_runs", double(c.trayRuns.size()), 0, double(kMaxTraysPerCable));
        for (const TrayRun& r : c.trayRuns) {
            inRange(w, "tray_runs", r.fromMm, 0, maxLength);
            inRange(w, "tray_runs", r.toMm, r.fromMm, maxLength);
        }
    }
}

}  // namespace sn
