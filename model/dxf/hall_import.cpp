#include "dxf/hall_import.h"

#include "core/sn_error.h"
#include "dxf/dxf_layers.h"
#include "dxf/dxf_shapes.h"

#include <QLineF>
#include <QPolygonF>
#include <QSet>

#include <algorithm>
#include <cmath>
#include <map>

namespace sn::dxf {

namespace {

constexpr double kJoinMm = 1.0;          // ends closer than this meet (lines chained into an outline)
constexpr double kDefaultWallMm = 200;   // a wall drawn as a hairline: Wall's default thickness

double signedArea(const std::vector<QPointF>& p) {
    double a = 0;
    for (size_t i = 0; i < p.size(); ++i) {
        const QPointF& u = p[i];
        const QPointF& v = p[(i + 1) % p.size()];
        a += u.x() * v.y() - v.x() * u.y();
    }
    return a / 2;
}

QString mm(double v) { return QString::number(v, 'f', 0); }

/// Closed loops made of lines and open polylines that meet end to end.
std::vector<std::vector<QPointF>> chainIntoLoops(const std::vector<const Shape*>& pieces) {
    std::vector<std::vector<QPointF>> paths;
    for (const Shape* s : pieces) paths.push_back(s->points);
    std::vector<bool> used(paths.size(), false);
    std::vector<std::vector<QPointF>> loops;
    const auto near = [](QPointF a, QPointF b) { return QLineF(a, b).length() <= kJoinMm; };
    for (size_t start = 0; start < paths.size(); ++start) {
        if (used[start]) continue;
        used[start] = true;
        std::vector<QPointF> loop = paths[start];
        bool grew = true;
        while (grew && !near(loop.front(), loop.back())) {
            grew = false;
            for (size_t j = 0; j < paths.size(); ++j) {
                if (used[j]) continue;
                std::vector<QPointF> next = paths[j];
                if (near(next.back(), loop.back())) std::reverse(next.begin(), next.end());
                if (!near(next.front(), loop.back())) continue;
                loop.insert(loop.end(), next.begin() + 1, next.end());
                used[j] = grew = true;
                break;
            }
        }
        if (loop.size() > 3 && near(loop.front(), loop.back())) {
            loop.pop_back();
            loops.push_back(std::move(loop));
        }
    }
    return loops;
}

/// Where `p` lies on segment ab: distance along it from a, and off it.
struct OnSegment {
    double alongMm, offMm, lengthMm;
};
OnSegment project(QPointF p, QPointF a, QPointF b) {
    const double len = QLineF(a, b).length();
    if (len <= 0) return {0, QLineF(a, p).length(), 0};
    const QPointF u = (b - a) / len;
    const QPointF d = p - a;
    return {d.x() * u.x() + d.y() * u.y(), std::abs(d.x() * u.y() - d.y() * u.x()), len};
}

bool isAxisRectangle(const std::vector<QPointF>& p) {
    if (p.size() != 4) return false;
    const double tol = 1.0;  // mm
    for (size_t i = 0; i < 4; ++i) {
        const QPointF a = p[i], b = p[(i + 1) % 4];
        if (std::abs(a.x() - b.x()) > tol && std::abs(a.y() - b.y()) > tol) return false;
    }
    return true;
}

}  // namespace

// ---- HallLayers --------------------------------------------------------------

HallLayers HallLayers::defaults() {
    HallLayers l;
    l.outline = {roomLayer()};
    l.columns = {columnsLayer()};
    l.walls = {wallsLayer()};
    l.doors = {doorsLayer()};
    l.keepOuts = {keepOutsLayer()};
    return l;
}

HallLayers HallLayers::parse(const QString& spec) {
    HallLayers l;
    for (const QString& part : spec.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const qsizetype eq = part.indexOf(QLatin1Char('='));
        const QString role = part.left(eq).trimmed().toLower();
        const QString layer = eq < 0 ? QString() : part.mid(eq + 1).trimmed();
        if (eq < 0 || layer.isEmpty())
            throw UserError(tr("--hall-layers: \"%1\" is not ROLE=LAYER").arg(part.trimmed()));
        if (role == u"outline") l.outline << layer;
        else if (role == u"columns") l.columns << layer;
        else if (role == u"walls") l.walls << layer;
        else if (role == u"doors") l.doors << layer;
        else if (role == u"keepouts" || role == u"keep-outs") l.keepOuts << layer;
        else
            throw UserError(tr("--hall-layers: \"%1\" is not a role; roles are outline, columns, walls, doors, keepouts")
                                .arg(role));
    }
    if (l.outline.isEmpty()) throw UserError(tr("--hall-layers: outline=LAYER is missing (the hall's outline is required)"));
    return l;
}

QString HallLayers::toSpec() const {
    QStringList parts;
    const auto add = [&](const char* role, const QStringList& layers) {
        for (const QString& layer : layers) parts << QString::fromLatin1(role) + QLatin1Char('=') + layer;
    };
    add("outline", outline), add("columns", columns), add("walls", walls), add("doors", doors), add("keepouts", keepOuts);
    return parts.join(QLatin1Char(','));
}

// ---- HallImport ---------------------------------------------------------------

HallImport HallImport::read(const QString& path, const HallLayers& layers) {
    return of(Document::read(path), layers);
}

HallImport HallImport::of(const Document& doc, const HallLayers& layers) {
    HallImport out;
    const auto layerList = [](const QStringList& l) {
        return l.isEmpty() ? tr("no layer chosen") : l.join(QStringLiteral(", "));
    };
    QString unitNote;
    const double unit = doc.millimetresPerUnit(&unitNote);
    if (!unitNote.isEmpty()) out.notes << unitNote;
    const Shapes all = Shapes::of(doc, unit);

    const auto upper = [](const QStringList& l) {
        QSet<QString> s;
        for (const QString& x : l) s.insert(x.toUpper());
        return s;
    };
    const QSet<QString> outlineL = upper(layers.outline), columnL = upper(layers.columns), wallL = upper(layers.walls),
                        doorL = upper(layers.doors), keepL = upper(layers.keepOuts);
    const QSet<QString> chosen = outlineL + columnL + wallL + doorL + keepL;
    const auto on = [](const QSet<QString>& set, const Shape& s) { return set.contains(s.layer); };
    const auto where = [&](const Shape& s) {
        return s.insertLine ? tr("line %1 (in the block inserted at line %2)").arg(s.line).arg(s.insertLine)
                            : tr("line %1").arg(s.line);
    };

    // The outline: the largest closed polyline on its layers, else lines that join into a loop.
    std::vector<std::vector<QPointF>> loops;
    std::vector<const Shape*> pieces;
    for (const Shape& s : all.shapes) {
        if (!on(outlineL, s)) continue;
        if (s.kind == Shape::Kind::Polyline && s.closed && s.points.size() >= 3) loops.push_back(s.points);
        else if (s.kind == Shape::Kind::Line || s.kind == Shape::Kind::Polyline) pieces.push_back(&s);
    }
    bool chained = false;
    if (loops.empty()) {
        loops = chainIntoLoops(pieces);
        chained = !loops.empty();
    }
    if (loops.empty())
        throw UserError(tr("%1: no hall outline on layer %2 (a closed polyline, or lines that join into a closed "
                           "loop, is needed)")
                            .arg(doc.fileName, layerList(layers.outline)));
    std::sort(loops.begin(), loops.end(),
              [](const auto& a, const auto& b) { return std::abs(signedArea(a)) > std::abs(signedArea(b)); });
    const std::vector<QPointF>& outline = loops.front();
    if (loops.size() > 1)
        out.skipped << tr("%n other closed outline(s) on the outline layer: only the largest is the hall", nullptr,
                          int(loops.size() - 1));

    // The room frame: the outline's extent from the origin, y flipped.
    const QRectF extent = QPolygonF(QList<QPointF>(outline.begin(), outline.end())).boundingRect();
    out.originInDrawing = QPointF(extent.left(), extent.bottom());
    const auto toRoom = [&](QPointF p) { return QPointF(p.x() - extent.left(), extent.bottom() - p.y()); };
    for (const QPointF& p : outline) out.outlineMm.push_back(toRoom(p));
    out.widthMm = extent.width();
    out.depthMm = extent.height();
    out.taken << (chained ? tr("Outline: %1 × %2 mm, %3 corners, joined from lines on %4")
                         : tr("Outline: %1 × %2 mm, %3 corners, from %4"))
                    .arg(mm(out.widthMm), mm(out.depthMm))
                    .arg(out.outlineMm.size())
                    .arg(layerList(layers.outline));

    std::map<QString, int> skippedWhy;  // reason → count, sorted for a stable report
    const auto skip = [&](const QString& why) { ++skippedWhy[why]; };

    // Columns: circles, axis-aligned rectangles; any other closed shape by its bounding box.
    int boxed = 0;
    for (const Shape& s : all.shapes) {
        if (!on(columnL, s)) continue;
        Column c;
        if (s.kind == Shape::Kind::Circle) {
            c.shape = Column::Shape::Circle;
            c.centreMm = toRoom(s.centre);
            c.diameterMm = 2 * s.radiusMm;
        } else if (s.kind == Shape::Kind::Polyline && s.closed && s.points.size() >= 3) {
            std::vector<QPointF> pts;
            for (const QPointF& p : s.points) pts.push_back(toRoom(p));
            const QRectF box = QPolygonF(QList<QPointF>(pts.begin(), pts.end())).boundingRect();
            if (!isAxisRectangle(pts)) ++boxed;
            c.centreMm = box.center();
            c.widthMm = box.width();
            c.depthMm = box.height();
        } else {
            skip(tr("%1 on a columns layer: not a closed outline").arg(s.type));
            continue;
        }
        out.columns.push_back(c);
    }
    // A column drawn twice (an outer face and an inner core in one block) is
    // one column: the larger outline, largest first, keeps what lies inside it.
    std::vector<size_t> order(out.columns.size());
    for (size_t i = 0; i < order.size(); ++i) order[i] = i;
    const auto area = [&](size_t i) { return columnBounds(out.columns[i]).width() * columnBounds(out.columns[i]).height(); };
    std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) { return area(a) > area(b); });
    std::vector<bool> keep(out.columns.size(), false);
    std::vector<QRectF> kept;
    int nested = 0;
    for (const size_t i : order) {
        const QRectF b = columnBounds(out.columns[i]);
        if (std::any_of(kept.begin(), kept.end(), [&](const QRectF& k) { return k.adjusted(-1, -1, 1, 1).contains(b); })) {
            ++nested;
            continue;
        }
        keep[i] = true;
        kept.push_back(b);
    }
    std::vector<Column> unique;
    for (size_t i = 0; i < out.columns.size(); ++i)
        if (keep[i]) unique.push_back(out.columns[i]);
    out.columns = std::move(unique);
    if (nested) out.skipped << tr("%n column outline(s) inside another column: counted once", nullptr, nested);
    if (boxed) out.notes << tr("%n column(s) not drawn as an axis-aligned rectangle or circle: their bounding box was taken", nullptr, boxed);
    {
        int circles = 0;
        for (const Column& c : out.columns) circles += c.shape == Column::Shape::Circle;
        out.taken << tr("Columns: %1 (%2 rectangular, %3 round) from %4")
                        .arg(out.columns.size())
                        .arg(int(out.columns.size()) - circles)
                        .arg(circles)
                        .arg(layerList(layers.columns));
    }

    // Walls: lines and polylines, as thick as a polyline's width.
    int hairline = 0;
    for (const Shape& s : all.shapes) {
        if (!on(wallL, s)) continue;
        if (s.kind != Shape::Kind::Line && s.kind != Shape::Kind::Polyline) {
            skip(tr("%1 on a walls layer: not a line or polyline").arg(s.type));
            continue;
        }
        Wall w;
        for (const QPointF& p : s.points) w.pathMm.push_back(toRoom(p));
        if (s.closed) w.pathMm.push_back(w.pathMm.front());
        if (s.widthMm > 0) w.thicknessMm = s.widthMm;
        else {
            w.thicknessMm = kDefaultWallMm;
            ++hairline;
        }
        out.walls.push_back(std::move(w));
    }
    if (hairline)
        out.notes << tr("%n wall(s) drawn without a width: %1 mm thick taken", nullptr, hairline).arg(mm(kDefaultWallMm));
    out.taken << tr("Walls: %1 from %2").arg(out.walls.size()).arg(layerList(layers.walls));

    // Doors: a swing arc about its hinge whose other end is the far jamb on an
    // outline edge or a wall; the leaf line at the hinge goes with it. A line
    // lying along an edge is an opening without a swing (a sliding door).
    struct Edge {
        std::optional<int> wall;
        int index;
        QPointF a, b;
    };
    std::vector<Edge> edges;
    for (size_t i = 0; i < out.outlineMm.size(); ++i)
        edges.push_back({std::nullopt, int(i), out.outlineMm[i], out.outlineMm[(i + 1) % out.outlineMm.size()]});
    for (size_t w = 0; w < out.walls.size(); ++w)
        for (size_t i = 0; i + 1 < out.walls[w].pathMm.size(); ++i)
            edges.push_back({int(w), int(i), out.walls[w].pathMm[i], out.walls[w].pathMm[i + 1]});
    // Both points on one edge (within `tol`, and within its length): that edge.
    const auto edgeOf = [&](QPointF p, QPointF q, double tol) -> const Edge* {
        for (const Edge& e : edges) {
            const OnSegment a = project(p, e.a, e.b), b = project(q, e.a, e.b);
            if (a.offMm <= tol && b.offMm <= tol && a.alongMm >= -tol && b.alongMm >= -tol &&
                a.alongMm <= a.lengthMm + tol && b.alongMm <= b.lengthMm + tol)
                return &e;
        }
        return nullptr;
    };
    const auto doorOn = [&](const Edge& e, QPointF hinge, QPointF jamb) {
        Door d;
        d.wall = e.wall;
        d.edge = e.index;
        const double th = project(hinge, e.a, e.b).alongMm, tj = project(jamb, e.a, e.b).alongMm;
        d.alongMm = (th + tj) / 2;
        d.widthMm = std::abs(tj - th);
        d.hingeAtStart = th < tj;
        return d;
    };
    std::vector<bool> leafUsed(all.shapes.size(), false);
    for (const Shape& s : all.shapes) {
        if (!on(doorL, s) || s.kind != Shape::Kind::Arc) continue;
        const QPointF hinge = toRoom(s.centre);
        const double r = s.radiusMm;
        const double tol = std::max(20.0, r * 0.02);
        const auto endAt = [&](double deg) {
            const double a = deg * M_PI / 180;
            return toRoom(s.centre + QPointF(std::cos(a), std::sin(a)) * r);
        };
        const QPointF e0 = endAt(s.startDeg), e1 = endAt(s.endDeg);
        const Edge* edge = edgeOf(hinge, e0, tol);
        QPointF jamb = e0, free = e1;
        if (!edge) {
            edge = edgeOf(hinge, e1, tol);
            jamb = e1, free = e0;
        }
        if (!edge) {
            skip(tr("the swing arc at %1 on a doors layer: its hinge and jamb are not on the outline or a wall").arg(where(s)));
            continue;
        }
        Door d = doorOn(*edge, hinge, jamb);
        const QPointF u = (edge->b - edge->a) / QLineF(edge->a, edge->b).length();
        const QPointF left(-u.y(), u.x());
        const QPointF open = free - hinge;
        d.swing = open.x() * left.x() + open.y() * left.y() > 0 ? Door::Swing::Left : Door::Swing::Right;
        out.doors.push_back(d);
        for (size_t i = 0; i < all.shapes.size(); ++i) {
            const Shape& l = all.shapes[i];
            if (!on(doorL, l) || l.kind != Shape::Kind::Line || leafUsed[i]) continue;
            if (QLineF(toRoom(l.points[0]), hinge).length() <= tol || QLineF(toRoom(l.points[1]), hinge).length() <= tol)
                leafUsed[i] = true;
        }
    }
    for (size_t i = 0; i < all.shapes.size(); ++i) {
        const Shape& s = all.shapes[i];
        if (!on(doorL, s) || s.kind == Shape::Kind::Arc || leafUsed[i]) continue;
        if (s.kind == Shape::Kind::Line) {
            const QPointF a = toRoom(s.points[0]), b = toRoom(s.points[1]);
            if (const Edge* edge = edgeOf(a, b, 20.0)) {
                Door d = doorOn(*edge, a, b);
                d.swing = Door::Swing::None;
                out.doors.push_back(d);
                continue;
            }
            skip(tr("a line on a doors layer that is neither a leaf at a swing's hinge nor an opening along the outline "
                    "or a wall"));
            continue;
        }
        skip(tr("%1 on a doors layer: doors are read from their swing arc or opening line").arg(s.type));
    }
    out.taken << tr("Doors: %1 from %2").arg(out.doors.size()).arg(layerList(layers.doors));

    // Keep-out zones: closed polylines and circles.
    for (const Shape& s : all.shapes) {
        if (!on(keepL, s)) continue;
        KeepOut k;
        k.reason = tr("Keep-out from layer %1 of the hall drawing").arg(s.layer);
        if (s.kind == Shape::Kind::Circle) {
            for (int i = 0; i < 32; ++i) {
                const double a = i * 2 * M_PI / 32;
                k.polygonMm.push_back(toRoom(s.centre + QPointF(std::cos(a), std::sin(a)) * s.radiusMm));
            }
        } else if (s.kind == Shape::Kind::Polyline && s.closed && s.points.size() >= 3) {
            for (const QPointF& p : s.points) k.polygonMm.push_back(toRoom(p));
        } else {
            skip(tr("%1 on a keep-outs layer: not a closed outline").arg(s.type));
            continue;
        }
        out.keepOuts.push_back(std::move(k));
    }
    out.taken << tr("Keep-outs: %1 from %2").arg(out.keepOuts.size()).arg(layerList(layers.keepOuts));

    // What was on the chosen layers but is not geometry, and what lay elsewhere.
    int elsewhere = 0;
    QSet<QString> otherLayers;
    for (const Shape& s : all.shapes)
        if (!chosen.contains(s.layer)) ++elsewhere, otherLayers.insert(s.layer);
    for (const SkippedKind& k : all.skipped) {
        if (chosen.contains(k.layer)) skippedWhy[tr("%1 on %2: not geometry the import reads").arg(k.type, k.layer)] += k.count;
        else elsewhere += k.count, otherLayers.insert(k.layer);
    }
    for (const auto& [why, count] : skippedWhy) out.skipped << tr("%1 × %2").arg(count).arg(why);
    if (elsewhere) {
        QStringList names(otherLayers.begin(), otherLayers.end());
        std::sort(names.begin(), names.end());
        out.skipped << tr("%1 entities on %n layer(s) not chosen: %2", nullptr, int(names.size()))
                           .arg(elsewhere)
                           .arg(names.join(QStringLiteral(", ")));
    }
    return out;
}

Room HallImport::appliedTo(const Room& room) const {
    Room r = room;
    r.outlineMm = outlineMm;
    r.columns = columns;
    r.walls = walls;
    r.doors = doors;
    r.keepOuts = keepOuts;
    r.widthMm = widthMm;
    r.depthMm = depthMm;
    return r;
}

QStringList HallImport::report() const { return notes + taken + skipped; }

}  // namespace sn::dxf
