#include "exporters/dxf/dxf_floor_plan.h"

#include "exporters/dxf/dxf_writer.h"
#include "model/design/design.h"
#include "model/design/partition_crossings.h"
#include "model/design/room_geometry.h"
#include "model/dxf/dxf_layers.h"
#include "model/routing/route_geometry.h"

#include <QHash>
#include <QTransform>

#include <algorithm>
#include <cmath>
#include <map>

namespace sn {

namespace {

// ACI colours per role; the same role always gets the same colour.
int roleColour(PortRole role) {
    switch (role) {
    case PortRole::Compute: return 6;    // magenta
    case PortRole::Storage: return 2;    // yellow
    case PortRole::InBand: return 150;   // blue
    case PortRole::Oob: return 94;       // green
    case PortRole::NvLink: return 200;   // violet
    case PortRole::Power: return 10;     // red
    case PortRole::Coolant: return 130;  // cyan
    case PortRole::Console: return 40;   // orange
    }
    return 7;
}

/// Room coordinates (y into the room) to the drawing's (Y up).
struct Flip {
    double depthMm;
    QPointF operator()(QPointF p) const { return {p.x(), depthMm - p.y()}; }
    std::vector<QPointF> operator()(const QPolygonF& poly) const {
        std::vector<QPointF> out;
        for (const QPointF& p : poly) out.push_back((*this)(p));
        // A polygon drawn closed by repeating its first point: the closed flag says it once.
        if (out.size() > 2 && out.front() == out.back()) out.pop_back();
        return out;
    }
};

/// A footprint of w × d turned clockwise by `rotationDeg` about its front-left corner at `at`
/// (as racks and floor units are placed).
QPolygonF footprint(QPointF at, double w, double d, int rotationDeg) {
    const QTransform turn = QTransform().translate(at.x(), at.y()).rotate(rotationDeg);
    return turn.map(QPolygonF({QPointF(0, 0), QPointF(w, 0), QPointF(w, d), QPointF(0, d)}));
}

/// The four corners of a rectangle (QPolygonF(QRectF) repeats the first).
QPolygonF corners(const QRectF& r) { return QPolygonF({r.topLeft(), r.topRight(), r.bottomRight(), r.bottomLeft()}); }

/// A readable angle for text along a→b: within (−90°, 90°].
double readableAngle(QPointF a, QPointF b) {
    double deg = std::atan2(b.y() - a.y(), b.x() - a.x()) * 180 / M_PI;
    if (deg > 90) deg -= 180;
    if (deg <= -90) deg += 180;
    return std::abs(deg) < 1e-9 ? 0 : deg;
}

/// A valve or strainer drawn on a pipe's plan route: where, which way the
/// pipe runs there, and its tag.
struct ValveMark {
    QPointF at;
    double angleDeg = 0;
    QString tag;
};

/// The parts fitted in a coolant pipe run, in order from its A end (the
/// network puts them there): a balancing valve "BV", isolation valves
/// "IV", strainers "STR". A part fitted twice has one at each end (a
/// header's valve at each CDU). Symbols are spaced along the first and
/// last segments, `pitchMm` apart.
std::vector<ValveMark> valveMarks(const Design& design, const CableRoute& route, double pitchMm) {
    std::vector<ValveMark> out;
    const Cable* cable = design.cable(route.cable);
    const CableType* type = cable ? design.catalog().cable(cable->typeId) : nullptr;
    if (!type || !type->pipe || route.pointsMm.size() < 2) return out;
    const auto along = [&](QPointF from, QPointF towards, int index) {
        const QLineF seg(from, towards);
        const double t = seg.length() > 0 ? std::min(1.0, (index + 0.5) * pitchMm / seg.length()) : 0.0;
        return ValveMark{seg.pointAt(t), readableAngle(from, towards), {}};
    };
    const auto& pts = route.pointsMm;
    int atA = 0, atB = 0;
    const auto add = [&](const QString& tag, bool bothEnds) {
        out.push_back(along(pts[0], pts[1], atA++));
        out.back().tag = tag;
        if (!bothEnds) return;
        out.push_back(along(pts.back(), pts[pts.size() - 2], atB++));
        out.back().tag = tag;
    };
    if (type->pipe->balancingValve) add(QStringLiteral("BV"), false);
    for (const FittedPartSpec& f : type->pipe->fitted)
        add(f.kind == FittedPartSpec::Kind::Strainer ? QStringLiteral("STR") : QStringLiteral("IV"), f.count > 1);
    return out;
}

/// A valve symbol: two triangles tip to tip across the pipe (a bow tie),
/// `halfMm` either side of its centre, turned along the pipe.
std::vector<QPointF> bowTie(const ValveMark& m, double halfMm) {
    const QTransform turn = QTransform().translate(m.at.x(), m.at.y()).rotate(m.angleDeg);
    return {turn.map(QPointF(-halfMm, -halfMm / 2)), turn.map(QPointF(-halfMm, halfMm / 2)),
            turn.map(QPointF(halfMm, -halfMm / 2)), turn.map(QPointF(halfMm, halfMm / 2))};
}

/// A name centred in a drawn footprint, along its longer side, as large as
/// fits: a quarter of the short side, and the name's length (≈ 0.9 of the
/// height per character in the standard font) within 90 % of the long side.
void nameInside(DxfWriter& w, const QString& layer, const std::vector<QPointF>& box, const QString& name) {
    if (box.size() < 4 || name.isEmpty()) return;
    const double side01 = std::hypot(box[1].x() - box[0].x(), box[1].y() - box[0].y());
    const double side12 = std::hypot(box[2].x() - box[1].x(), box[2].y() - box[1].y());
    const bool first = side01 >= side12;
    const double longSide = first ? side01 : side12, shortSide = first ? side12 : side01;
    const double height = std::min(shortSide / 4, 0.9 * longSide / (0.9 * name.size()));
    const QPointF centre = (box[0] + box[2]) / 2;
    w.text(layer, centre, height, name, first ? readableAngle(box[0], box[1]) : readableAngle(box[1], box[2]),
           DxfWriter::Align::Centre);
}

}  // namespace

int DxfFloorPlan::scaleFor(double widthMm, double depthMm) {
    // Usable A1 landscape: 841 − 2·20 by 594 − 2·20 mm; the title block takes 60 mm below the room.
    for (const int scale : {20, 50, 100, 200, 250, 500, 1000, 2000, 5000})
        if (widthMm / scale <= 801 && depthMm / scale + 60 <= 554) return scale;
    return 10000;
}

QByteArray DxfFloorPlan::build(const Design& design, const QDate& date) {
    const Room& room = design.room();
    const Flip flip{room.depthMm};

    // Layers: every kind of object always (an empty layer says "none here"),
    // then one routes layer per role that has routed cables.
    const std::vector<CableRoute> routes = RouteGeometry::of(design);
    std::map<int, bool> roles;  // ordered by role
    for (const CableRoute& r : routes) roles[int(r.role)] = true;
    std::vector<DxfLayer> layers = {
        {dxf::roomLayer(), 7},    {dxf::wallsLayer(), 8}, {dxf::columnsLayer(), 9}, {dxf::doorsLayer(), 30},
        {dxf::keepOutsLayer(), 1}, {dxf::rowsLayer(), 8}, {dxf::racksLayer(), 3},   {dxf::traysLayer(), 5},
        {dxf::cdusLayer(), 4},    {dxf::valvesLayer(), 6}, {dxf::titleLayer(), 7},
    };
    if (!room.halls.empty()) layers.push_back({dxf::hallsLayer(), 2});
    if (room.halls.size() > 1) layers.push_back({dxf::fireStopsLayer(), 30});
    for (const auto& [role, _] : roles) layers.push_back({dxf::routesLayer(PortRole(role)), roleColour(PortRole(role))});
    DxfWriter w(std::move(layers));

    // The room: its outline (the rectangle when it has none), walls at their
    // thickness, columns, doors with their swing, keep-out zones.
    w.polyline(dxf::roomLayer(), flip(roomOutline(room)), true);
    for (const Wall& wall : room.walls) {
        if (wall.pathMm.size() < 2) continue;
        std::vector<QPointF> path;
        for (const QPointF& p : wall.pathMm) path.push_back(flip(p));
        w.polyline(dxf::wallsLayer(), path, false, wall.thicknessMm);
    }
    for (const Column& c : room.columns) {
        if (c.shape == Column::Shape::Circle) w.circle(dxf::columnsLayer(), flip(c.centreMm), c.diameterMm / 2);
        else w.polyline(dxf::columnsLayer(), flip(corners(columnBounds(c))), true);
    }
    for (const Door& door : room.doors) {
        const std::optional<DoorShape> shape = doorShape(room, door);
        if (!shape) continue;
        if (door.swing == Door::Swing::None) {  // a sliding door or a passage: the opening only
            w.line(dxf::doorsLayer(), flip(shape->jambA), flip(shape->jambB));
            continue;
        }
        // The leaf standing open (hinge → a door's width along the swing side)
        // and the quarter circle its free end sweeps from the other jamb, as
        // architects draw a door.
        const QPointF other = shape->hinge == shape->jambA ? shape->jambB : shape->jambA;
        const QPointF open = shape->hinge + shape->swingNormal * door.widthMm;
        const QPointF hinge = flip(shape->hinge), a = flip(other), b = flip(open);
        w.line(dxf::doorsLayer(), hinge, b);
        double from = std::atan2(a.y() - hinge.y(), a.x() - hinge.x()) * 180 / M_PI;
        double to = std::atan2(b.y() - hinge.y(), b.x() - hinge.x()) * 180 / M_PI;
        // DXF arcs run counter-clockwise: start at whichever end makes the quarter turn.
        double sweep = std::fmod(to - from + 720, 360);
        if (sweep > 180) std::swap(from, to);
        w.arc(dxf::doorsLayer(), hinge, door.widthMm, std::fmod(from + 360, 360), std::fmod(to + 360, 360));
    }
    for (const KeepOut& k : room.keepOuts) {
        if (k.polygonMm.size() < 3) continue;
        std::vector<QPointF> poly;
        for (const QPointF& p : k.polygonMm) poly.push_back(flip(p));
        w.polyline(dxf::keepOutsLayer(), poly, true);
        const QRectF box = QPolygonF(QList<QPointF>(poly.begin(), poly.end())).boundingRect();
        const QString label = k.reason.isEmpty() ? k.name : k.name.isEmpty() ? k.reason : k.name + QStringLiteral(": ") + k.reason;
        if (!label.isEmpty())
            w.text(dxf::keepOutsLayer(), box.center(), std::min(200.0, box.height() / 4), label, 0, DxfWriter::Align::Centre);
    }

    for (const Hall& hall : room.halls) {
        if (hall.outlineMm.size() < 3) continue;
        std::vector<QPointF> poly;
        for (const QPointF& p : hall.outlineMm) poly.push_back(flip(p));
        w.polyline(dxf::hallsLayer(), poly, true);
        const QRectF box = QPolygonF(QList<QPointF>(poly.begin(), poly.end())).boundingRect();
        const QString label = hallTitle(hall);
        if (!label.isEmpty())
            w.text(dxf::hallsLayer(), box.center(), std::min(2000.0, box.height() / 6), label, 0,
                   DxfWriter::Align::Centre);
    }

    // Rows: the box around their racks' footprints, named at the left end.
    QHash<RowId, QRectF> rowBox;
    for (const Rack& r : design.racks()) {
        if (!r.row) continue;
        const QRectF box = footprint({r.xMm, r.yMm}, r.widthMm, r.depthMm, r.rotationDeg).boundingRect();
        rowBox[*r.row] = rowBox.contains(*r.row) ? rowBox[*r.row].united(box) : box;
    }
    for (const Row& row : design.rows()) {
        if (!rowBox.contains(row.id)) continue;
        const QRectF box = rowBox[row.id];
        w.polyline(dxf::rowsLayer(), flip(corners(box)), true);
        const double height = std::min(250.0, box.height() / 3);
        w.text(dxf::rowsLayer(), flip(QPointF(box.left() - 300 - 0.45 * height * row.name.size(), box.center().y())),
               height, row.name, 0, DxfWriter::Align::Centre);
    }

    // Racks with their names.
    for (const Rack& r : design.racks()) {
        const std::vector<QPointF> box = flip(footprint({r.xMm, r.yMm}, r.widthMm, r.depthMm, r.rotationDeg));
        w.polyline(dxf::racksLayer(), box, true);
        nameInside(w, dxf::racksLayer(), box, r.name);
    }

    // Trays: the centre line drawn at the tray's width and at its height
    // (group 38), named with both beside its longest stretch.
    for (const Tray& t : design.trays()) {
        if (t.pathMm.size() < 2) continue;
        std::vector<QPointF> path;
        for (const QPointF& p : t.pathMm) path.push_back(flip(p));
        w.polyline(dxf::traysLayer(), path, false, t.widthMm, t.elevationMm);
        size_t longest = 0;
        for (size_t i = 0; i + 1 < path.size(); ++i)
            if (QLineF(path[i], path[i + 1]).length() > QLineF(path[longest], path[longest + 1]).length()) longest = i;
        const QLineF seg(path[longest], path[longest + 1]);
        const double height = 150;
        const QPointF normal = seg.length() > 0 ? QPointF(-seg.dy(), seg.dx()) / seg.length() : QPointF(0, 1);
        const QPointF at = seg.center() + normal * (t.widthMm / 2 + height);
        w.text(dxf::traysLayer(), at, height,
               tr("%1, %2 mm wide, bottom at %3 mm").arg(t.name).arg(t.widthMm, 0, 'f', 0).arg(t.elevationMm, 0, 'f', 0),
               readableAngle(seg.p1(), seg.p2()), DxfWriter::Align::Centre);
    }

    // Fire-stop penetrations where trays pass a site's partitions: the
    // seal's outline and what passes, for the builder who cuts and seals them.
    for (const Tray& t : design.trays())
        for (const PartitionCrossing& c : partitionCrossings(room, t.pathMm)) {
            std::vector<QPointF> seal;
            for (const QPointF& p : fireStopOutline(t, c)) seal.push_back(flip(p));
            w.polyline(dxf::fireStopsLayer(), seal, true);
            w.text(dxf::fireStopsLayer(), flip(c.pointMm + QPointF(t.widthMm / 2 + 250, 0)), 120,
                   tr("Fire-stop %1: %2 mm tray, %3 / %4")
                       .arg(t.name)
                       .arg(t.widthMm, 0, 'f', 0)
                       .arg(room.halls[size_t(c.fromHall)].code, room.halls[size_t(c.toHall)].code));
        }

    // CDUs and air coolers (the room's cooling plant on the floor): a floor
    // unit's own footprint, an in-rack one's rack, and the name.
    for (const Device& d : design.devices()) {
        const DeviceType* type = design.typeOf(d);
        if (!type || (type->category != DeviceCategory::Cdu && type->category != DeviceCategory::AirCooler)) continue;
        QPolygonF box;
        if (d.placement.rack) {
            const Rack* r = design.rack(*d.placement.rack);
            if (!r) continue;
            box = footprint({r->xMm, r->yMm}, r->widthMm, r->depthMm, r->rotationDeg);
        } else {
            box = footprint({d.placement.floorXmm, d.placement.floorYmm}, type->widthMm > 0 ? type->widthMm : 600,
                            type->depthMm > 0 ? type->depthMm : 1200, d.placement.rotationDeg);
        }
        w.polyline(dxf::cdusLayer(), flip(box), true);
        nameInside(w, dxf::cdusLayer(), flip(box), d.name);
    }

    // Cable routes, one layer per role.
    for (const CableRoute& r : routes) {
        std::vector<QPointF> path;
        for (const QPointF& p : r.pointsMm) path.push_back(flip(p));
        w.polyline(dxf::routesLayer(r.role), path, false);
    }
    // Valves and strainers where their pipes run: a 300 mm bow tie, its tag beside it.
    for (const CableRoute& r : routes)
        for (const ValveMark& m : valveMarks(design, r, 400)) {
            std::vector<QPointF> symbol = bowTie(m, 150);
            for (QPointF& p : symbol) p = flip(p);
            w.polyline(dxf::valvesLayer(), symbol, true);
            w.text(dxf::valvesLayer(), flip(m.at + QPointF(0, -200)), 120, m.tag);
        }

    // Title block: 180 × 50 mm on paper at the plotting scale, below the
    // room's right-hand end (ISO 7200 puts it bottom right).
    const int scale = scaleFor(room.widthMm, room.depthMm);
    const double k = scale;  // paper mm → drawing mm
    const QRectF block(room.widthMm - 180 * k, -60 * k, 180 * k, 50 * k);
    w.polyline(dxf::titleLayer(), {block.topLeft(), block.topRight(), block.bottomRight(), block.bottomLeft()}, true);
    const QString site = room.site.isEmpty() ? room.name : room.site + QStringLiteral(" / ") + room.name;
    const QString roomText = room.code.isEmpty() || room.code == room.name
                                 ? site
                                 : QStringLiteral("%1 (%2)").arg(site, room.code);
    const QString name = design.info().name.isEmpty() ? tr("(unnamed design)") : design.info().name;
    const std::vector<QString> lines = {
        design.info().revision.isEmpty() ? name : tr("%1, revision %2").arg(name, design.info().revision),
        tr("Site / room: %1").arg(roomText.isEmpty() ? tr("(not set)") : roomText),
        tr("Date: %1").arg(date.toString(Qt::ISODate)),
        tr("Scale: 1:%1 on A1").arg(scale),
        tr("Units: millimetres"),
    };
    // The first line 5 mm high on paper, the others 3.5 mm, 8 mm apart.
    double y = block.bottom() - 10 * k;
    for (size_t i = 0; i < lines.size(); ++i) {
        w.text(dxf::titleLayer(), QPointF(block.left() + 5 * k, y), (i == 0 ? 5 : 3.5) * k, lines[i]);
        y -= 8 * k;
    }

    const QRectF extents = QRectF(0, 0, room.widthMm, room.depthMm).united(block).adjusted(-2000, -2000, 2000, 2000);
    return w.finish(extents);
}

}  // namespace sn
