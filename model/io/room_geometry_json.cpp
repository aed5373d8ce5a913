#include "model/io/room_geometry_json.h"

#include <algorithm>
#include <cmath>

namespace sn {

namespace {

std::string s(const QString& q) { return q.toStdString(); }

Json writePoints(const std::vector<QPointF>& points) {
    Json out = Json::array();
    for (const QPointF& p : points) out.push_back({p.x(), p.y()});
    return out;
}

std::vector<QPointF> readPoints(const JsonReader& list, std::size_t atLeast, const QString& tooFew) {
    std::vector<QPointF> out;
    for (std::size_t i = 0; i < list.size(); ++i) {
        const JsonReader pt = list.at(i);
        if (pt.size() != 2 || !pt.value()[0].is_number() || !pt.value()[1].is_number())
            pt.fail(RoomGeometryJson::tr("expected [x, y] in millimetres"));
        const double x = pt.value()[0].get<double>(), y = pt.value()[1].get<double>();
        if (!std::isfinite(x) || !std::isfinite(y)) pt.fail(RoomGeometryJson::tr("expected a finite number"));
        if (x < 0 || y < 0)
            pt.fail(RoomGeometryJson::tr("must not be negative (the origin is the room's corner)"));
        out.emplace_back(x, y);
    }
    if (out.size() < atLeast) list.fail(tooFew);
    return out;
}

double positive(const JsonReader& in, const char* key, double fallback) {
    const double v = in.num(key, fallback);
    if (v <= 0) in.fail(key, RoomGeometryJson::tr("must be positive"));
    return v;
}

double nonNegative(const JsonReader& in, const char* key, double fallback) {
    const double v = in.num(key, fallback);
    if (v < 0) in.fail(key, RoomGeometryJson::tr("must not be negative"));
    return v;
}

Json writeColumn(const Column& c) {
    Json j = {{"name", s(c.name)}, {"shape", s(kColumnShapeNames.name(c.shape))},
              {"x_mm", c.centreMm.x()}, {"y_mm", c.centreMm.y()}};
    if (c.shape == Column::Shape::Circle) {
        j["diameter_mm"] = c.diameterMm;
    } else {
        j["width_mm"] = c.widthMm;
        j["depth_mm"] = c.depthMm;
    }
    return j;
}

Column readColumn(const JsonReader& in) {
    Column c;
    c.name = in.str("name", {});
    c.shape = in.enumValue("shape", kColumnShapeNames, Column::Shape::Rectangle);
    c.centreMm = {in.num("x_mm"), in.num("y_mm")};
    if (c.shape == Column::Shape::Circle) {
        c.diameterMm = positive(in, "diameter_mm", Column{}.diameterMm);
    } else {
        c.widthMm = positive(in, "width_mm", Column{}.widthMm);
        c.depthMm = positive(in, "depth_mm", Column{}.depthMm);
    }
    return c;
}

Json writeDoor(const Door& d) {
    return {{"name", s(d.name)}, {"wall", d.wall ? Json(*d.wall) : Json(nullptr)}, {"edge", d.edge},
            {"along_mm", d.alongMm}, {"width_mm", d.widthMm}, {"swing", s(kDoorSwingNames.name(d.swing))},
            {"hinge", d.hingeAtStart ? "start" : "end"}, {"clear_depth_mm", d.clearDepthMm}};
}

Door readDoor(const JsonReader& in, const Room& room) {
    Door d;
    d.name = in.str("name", {});
    if (in.has("wall")) {
        d.wall = in.integer("wall");
        if (*d.wall < 0 || size_t(*d.wall) >= room.walls.size())
            in.fail("wall", RoomGeometryJson::tr("there is no wall %1 (the room has %2)").arg(*d.wall)
                                .arg(room.walls.size()));
    }
    d.edge = in.integer("edge");
    const int edges = d.wall ? int(room.walls[size_t(*d.wall)].pathMm.size()) - 1 : int(roomOutline(room).size());
    if (d.edge < 0 || d.edge >= edges)
        in.fail("edge", RoomGeometryJson::tr("there is no edge %1 (%2 edges)").arg(d.edge).arg(edges));
    d.alongMm = nonNegative(in, "along_mm", 0);
    d.widthMm = positive(in, "width_mm", Door{}.widthMm);
    d.swing = in.enumValue("swing", kDoorSwingNames, Door{}.swing);
    const QString hinge = in.str("hinge", QStringLiteral("start"));
    if (hinge != QLatin1String("start") && hinge != QLatin1String("end"))
        in.fail("hinge", RoomGeometryJson::tr("expected \"start\" or \"end\""));
    d.hingeAtStart = hinge == QLatin1String("start");
    d.clearDepthMm = nonNegative(in, "clear_depth_mm", Door{}.clearDepthMm);
    return d;
}

}  // namespace

void RoomGeometryJson::write(const Room& r, Json& room) {
    const Room defaults;
    if (!r.outlineMm.empty()) room["outline_mm"] = writePoints(r.outlineMm);
    if (!r.columns.empty()) {
        Json list = Json::array();
        for (const Column& c : r.columns) list.push_back(writeColumn(c));
        room["columns"] = list;
    }
    if (!r.walls.empty()) {
        Json list = Json::array();
        for (const Wall& w : r.walls)
            list.push_back({{"name", s(w.name)}, {"path_mm", writePoints(w.pathMm)}, {"thickness_mm", w.thicknessMm}});
        room["walls"] = list;
    }
    if (!r.doors.empty()) {
        Json list = Json::array();
        for (const Door& d : r.doors) list.push_back(writeDoor(d));
        room["doors"] = list;
    }
    if (!r.keepOuts.empty()) {
        Json list = Json::array();
        for (const KeepOut& k : r.keepOuts)
            list.push_back({{"name", s(k.name)}, {"reason", s(k.reason)}, {"polygon_mm", writePoints(k.polygonMm)}});
        room["keep_outs"] = list;
    }
    if (!r.halls.empty()) {
        Json list = Json::array();
        for (const Hall& h : r.halls)
            list.push_back(
                {{"name", s(h.name)}, {"code", s(h.code)}, {"outline_mm", writePoints(h.outlineMm)}});
        room["halls"] = list;
    }
    if (r.floorRatingKnM2 != defaults.floorRatingKnM2) room["floor_rating_kn_m2"] = r.floorRatingKnM2;
    if (r.minAisleMm != defaults.minAisleMm) room["min_aisle_mm"] = r.minAisleMm;
    if (r.containment != defaults.containment) room["containment"] = s(kContainmentNames.name(r.containment));
    if (r.facilityWaterC) room["facility_water_c"] = *r.facilityWaterC;
}

void RoomGeometryJson::read(const JsonReader& in, Room& r) {
    if (auto outline = in.optField("outline_mm"))
        r.outlineMm = readPoints(*outline, 3, tr("an outline needs at least three points"));
    if (auto list = in.optField("columns"))
        for (std::size_t i = 0; i < list->size(); ++i) r.columns.push_back(readColumn(list->at(i)));
    if (auto list = in.optField("walls"))
        for (std::size_t i = 0; i < list->size(); ++i) {
            const JsonReader w = list->at(i);
            Wall wall;
            wall.name = w.str("name", {});
            wall.pathMm = readPoints(w.field("path_mm"), 2, tr("a wall needs at least two points"));
            wall.thicknessMm = positive(w, "thickness_mm", Wall{}.thicknessMm);
            r.walls.push_back(std::move(wall));
        }
    if (auto list = in.optField("keep_outs"))
        for (std::size_t i = 0; i < list->size(); ++i) {
            const JsonReader k = list->at(i);
            KeepOut zone;
            zone.name = k.str("name", {});
            zone.reason = k.str("reason", {});
            zone.polygonMm = readPoints(k.field("polygon_mm"), 3, tr("a keep-out zone needs at least three points"));
            r.keepOuts.push_back(std::move(zone));
        }
    if (auto list = in.optField("halls"))
        for (std::size_t i = 0; i < list->size(); ++i) {
            const JsonReader h = list->at(i);
            Hall hall;
            hall.name = h.str("name", {});
            hall.code = h.str("code", {});
            hall.outlineMm =
                readPoints(h.field("outline_mm"), 3, tr("a hall's outline needs at least three points"));
            r.halls.push_back(std::move(hall));
        }
    if (in.has("floor_rating_kn_m2") && in.has("floor_rating_kg_m2"))
        in.fail("floor_rating_kg_m2", tr("give the floor rating once, in kN/m² or in kg/m²"));
    r.floorRatingKnM2 = nonNegative(in, "floor_rating_kn_m2", 0);
    if (in.has("floor_rating_kg_m2")) r.floorRatingKnM2 = kgPerM2ToKnPerM2(nonNegative(in, "floor_rating_kg_m2", 0));
    r.minAisleMm = positive(in, "min_aisle_mm", Room{}.minAisleMm);
    // Files from before aisles were modelled say nothing: no containment.
    r.containment = in.enumValue("containment", kContainmentNames, Containment::None);
    r.facilityWaterC = in.optNum("facility_water_c");

    // The extent covers the outline and the columns, so every check against
    // width × depth (floor devices, bounds) still holds.
    for (const QPointF& p : r.outlineMm) {
        r.widthMm = std::max(r.widthMm, p.x());
        r.depthMm = std::max(r.depthMm, p.y());
    }
    // Doors last: they name edges of the outline and walls read above.
    if (auto list = in.optField("doors"))
        for (std::size_t i = 0; i < list->size(); ++i) r.doors.push_back(readDoor(list->at(i), r));
}

}  // namespace sn
