#include "model/dxf/hall_import.h"

#include "model/core/sn_error.h"
#include "model/design/polygon_area.h"
#include "model/dxf/dxf_layers.h"
#include "model/dxf/dxf_shapes.h"
#include "model/dxf/hall_names.h"
#include "model/input/load_limits.h"

#include <QHash>
#include <QLineF>
#include <QPolygonF>
#include <QSet>

#include <algorithm>
#include <cmath>
#include <map>
#include <optional>

namespace sn::dxf {

namespace {

constexpr double kJoinMm = 1.0;          // ends closer than this meet (lines chained into an outline)
constexpr double kDefaultWallMm = 200;   // a wall drawn as a hairline: Wall's default thickness

QString mm(double v) { return QString::number(v, 'f', 0); }
/// A figure in a refusal: whole millimetres, or 1e+300 for the absurd.
QString figure(double v) { return std::abs(v) < 1e12 ? mm(v) : QString::number(v, 'g', 3); }

/// The square cell of side `size` mm that holds `v`, as an index. Cells
/// beyond ±2^52 are the outermost one: a point out there is still found,
/// only among more candidates.
qint64 cellIndex(double v, double size) {
    const double c = std::floor(v / size);
    if (std::isnan(c)) return 0;
    return qint64(std::clamp(c, -0x1p52, 0x1p52));
}
using Cell = std::pair<qint64, qint64>;
Cell cellOf(QPointF p, double size) { return {cellIndex(p.x(), size), cellIndex(p.y(), size)}; }

/// Closed loops made of lines and open polylines that meet end to end.
/// Each path is hashed under the kJoinMm cells of its two ends, so an open
/// end finds its next path among the 3 × 3 cells around it instead of in
/// every path (10^5 wall lines took minutes).
std::vector<std::vector<QPointF>> chainIntoLoops(const std::vector<const Shape*>& pieces) {
    std::vector<std::vector<QPointF>> paths;
    for (const Shape* s : pieces)
        if (!s->points.empty()) paths.push_back(s->points);
    std::vector<bool> used(paths.size(), false);
    std::vector<std::vector<QPointF>> loops;
    const auto near = [](QPointF a, QPointF b) { return QLineF(a, b).length() <= kJoinMm; };
    QHash<Cell, std::vector<size_t>> ends;  // in path order
    for (size_t j = 0; j < paths.size(); ++j) {
        const Cell front = cellOf(paths[j].front(), kJoinMm), back = cellOf(paths[j].back(), kJoinMm);
        ends[front].push_back(j);
        if (back != front) ends[back].push_back(j);
    }
    // The first unused path in drawing order with an end near `p`: the one
    // a scan of every path would take.
    const auto nextAt = [&](QPointF p) -> std::optional<size_t> {
        std::optional<size_t> first;
        const Cell c = cellOf(p, kJoinMm);
        for (qint64 dx = -1; dx <= 1; ++dx)
            for (qint64 dy = -1; dy <= 1; ++dy) {
                const auto it = ends.find(Cell(c.first + dx, c.second + dy));
                if (it == ends.end()) continue;
                std::erase_if(*it, [&](size_t j) { return bool(used[j]); });
                for (const size_t j : std::as_const(*it)) {
                    if (first && j >= *first) break;
                    if (near(paths[j].front(), p) || near(paths[j].back(), p)) {
                        first = j;
                        break;
                    }
                }
            }
        return first;
    };
    for (size_t start = 0; start < paths.size(); ++start) {
        if (used[start]) continue;
        used[start] = true;
        std::vector<QPointF> loop = paths[start];
        while (!near(loop.front(), loop.back())) {
            const std::optional<size_t> j = nextAt(loop.back());
            if (!j) break;
            std::vector<QPointF> next = paths[*j];
            if (near(next.back(), loop.back())) std::reverse(next.begin(), next.end());
            loop.insert(loop.end(), next.begin() + 1, next.end());
            used[*j] = true;
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

/// An outline edge (no wall) or a wall's segment, where a door may sit.
struct Edge {
    std::optional<int> wall;
    int index;
    QPointF a, b;
};

/// The edges hashed under the cells they pass through, so a door finds the
/// edges near its hinge instead of trying every one (10^4 doors on walls of
/// 10^5 corners took 29 s). Cells are as long as the mean edge, at least a
/// metre: each edge sits in a few of them.
class EdgeIndex {
public:
    explicit EdgeIndex(const std::vector<Edge>& edges) : m_count(edges.size()) {
        double total = 0;
        for (const Edge& e : edges) total += QLineF(e.a, e.b).length();
        m_cellMm = std::max(1000.0, edges.empty() ? 0.0 : total / double(edges.size()));
        if (!std::isfinite(m_cellMm)) return;  // coordinates too far apart to hash: every edge is tried
        for (size_t i = 0; i < edges.size(); ++i) {
            // Points every half cell along the edge: each point of it lies
            // within a quarter cell of one of them.
            const Edge& e = edges[i];
            const double steps = std::ceil(2 * QLineF(e.a, e.b).length() / m_cellMm);
            // With cells as long as the mean edge, all edges have at most
            // 2 × their count + 1 steps.
            const int n = int(std::min(steps, 2.0 * double(edges.size()) + 1));
            for (int s = 0; s <= n; ++s) {
                const QPointF at = n == 0 ? e.a : e.a + (e.b - e.a) * (double(s) / n);
                std::vector<size_t>& in = m_cells[cellOf(at, m_cellMm)];
                if (in.empty() || in.back() != i) in.push_back(i);
            }
            if (n == 0) {
                std::vector<size_t>& in = m_cells[cellOf(e.b, m_cellMm)];
                if (in.empty() || in.back() != i) in.push_back(i);
            }
        }
        m_hashed = true;
    }

    /// The first edge, in their order, that `fits` among those that may pass
    /// within `tolMm` of `p` (all of them when that is as many cells).
    template <class Fits>
    std::optional<size_t> first(QPointF p, double tolMm, Fits fits) const {
        // A point that fits lies within tol of the edge's line and of its
        // length, so within tol·√2 of the edge and tol·√2 + a quarter cell
        // of one of its points: at most this many cells either way.
        const double reach = std::floor((1.5 * tolMm + m_cellMm / 4) / m_cellMm) + 1;
        if (!m_hashed || !std::isfinite(reach) || (2 * reach + 1) * (2 * reach + 1) > double(m_count)) {
            for (size_t i = 0; i < m_count; ++i)
                if (fits(i)) return i;
            return std::nullopt;
        }
        const qint64 r = qint64(reach);
        const Cell c = cellOf(p, m_cellMm);
        std::optional<size_t> best;
        for (qint64 dx = -r; dx <= r; ++dx)
            for (qint64 dy = -r; dy <= r; ++dy) {
                const auto it = m_cells.constFind(Cell(c.first + dx, c.second + dy));
                if (it == m_cells.cend()) continue;
                for (const size_t i : *it)
                    if ((!best || i < *best) && fits(i)) best = i;
            }
        return best;
    }

private:
    std::size_t m_count;
    double m_cellMm = 1000;
    bool m_hashed = false;
    QHash<Cell, std::vector<size_t>> m_cells;
};

}  // namespace

// ---- HallLayers --------------------------------------------------------------

HallLayers HallLayers::defaults() {
    HallLayers l;
    l.outline = {roomLayer()};
    l.columns = {columnsLayer()};
    l.walls = {wallsLayer()};
    l.doors = {doorsLayer()};
    l.keepOuts = {keepOutsLayer()};
    l.halls = {hallsLayer()};
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
        else if (role == u"halls") l.halls << layer;
        else
            throw UserError(tr("--hall-layers: \"%1\" is not a role; roles are outline, columns, walls, "
                               "doors, keepouts, halls")
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
    add("outline", outline), add("columns", columns), add("walls", walls), add("doors", doors),
        add("keepouts", keepOuts), add("halls", halls);
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
    const QSet<QString> outlineL = upper(layers.outline), columnL = upper(layers.columns),
                        wallL = upper(layers.walls), doorL = upper(layers.doors),
                        keepL = upper(layers.keepOuts), hallL = upper(layers.halls);
    const QSet<QString> chosen = outlineL + columnL + wallL + doorL + keepL + hallL;
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
    std::sort(loops.begin(), loops.end(), [](const auto& a, const auto& b) {
        return std::abs(signedAreaOf(a)) > std::abs(signedAreaOf(b));
    });
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
    // The bounds the design loader holds a room to (input/load_limits.h), here
    // with the drawing's file and line and before anything is placed: beyond
    // them the wizard met infinities ("no free place … at y nan mm") or
    // wrote a design its own loader refused.
    if (!(out.widthMm >= 1 && out.widthMm <= limits::kMaxRoomSideMm && out.depthMm >= 1 &&
          out.depthMm <= limits::kMaxRoomSideMm))
        throw UserError(tr("%1: the hall outline on %2 is %3 × %4 mm; a room is 1 to %5 mm a side")
                            .arg(doc.fileName, layerList(layers.outline), figure(out.widthMm), figure(out.depthMm),
                                 mm(limits::kMaxRoomSideMm)));
    if (out.outlineMm.size() > limits::kMaxOutlinePoints)
        throw UserError(tr("%1: the hall outline on %2 has %3 corners; a room's outline has at most %4")
                            .arg(doc.fileName, layerList(layers.outline))
                            .arg(out.outlineMm.size())
                            .arg(limits::kMaxOutlinePoints));
    const auto at = [&](const Shape& s) {
        return s.insertLine ? tr("%1:%2 (in the block inserted at line %3)").arg(doc.fileName).arg(s.line).arg(s.insertLine)
                            : QStringLiteral("%1:%2").arg(doc.fileName).arg(s.line);
    };
    // A feature from `s` as the design's loader takes it: its points (room
    // coordinates) from `lowestMm` (columns may stand beyond the outline's
    // corner; walls and keep-outs start at it) to the room's reach, each of
    // its sizes more than 0 and at most an object's.
    const auto bounded = [&](const Shape& s, const std::vector<QPointF>& points, double lowestMm,
                             std::initializer_list<double> sizesMm) {
        for (const QPointF& p : points)
            if (!(p.x() >= lowestMm && p.y() >= lowestMm && p.x() <= limits::kMaxCoordinateMm &&
                  p.y() <= limits::kMaxCoordinateMm))
                throw UserError(tr("%1: %2 on %3 reaches (%4, %5) mm in the hall's frame, where x and y run %6 to %7 mm "
                                   "from the outline's corner")
                                    .arg(at(s), s.type, s.layer, figure(p.x()), figure(p.y()), mm(lowestMm),
                                         mm(limits::kMaxCoordinateMm)));
        if (points.size() > limits::kMaxOutlinePoints)
            throw UserError(tr("%1: %2 on %3 has %4 points; at most %5")
                                .arg(at(s), s.type, s.layer)
                                .arg(points.size())
                                .arg(limits::kMaxOutlinePoints));
        for (const double size : sizesMm)
            if (!(size > 0 && size <= limits::kMaxObjectSizeMm))
                throw UserError(tr("%1: %2 on %3 is %4 mm across; more than 0 and at most %5 mm")
                                    .arg(at(s), s.type, s.layer, figure(size), mm(limits::kMaxObjectSizeMm)));
    };
    const auto counted = [&](std::size_t n, const QString& what, const QStringList& on) {
        if (n > limits::kMaxRoomFeatures)
            throw UserError(tr("%1: %2 %3 on %4; a room holds at most %5")
                                .arg(doc.fileName)
                                .arg(n)
                                .arg(what, layerList(on))
                                .arg(limits::kMaxRoomFeatures));
    };
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
        if (c.shape == Column::Shape::Circle) bounded(s, {c.centreMm}, -limits::kMaxCoordinateMm, {c.diameterMm});
        else bounded(s, {c.centreMm}, -limits::kMaxCoordinateMm, {c.widthMm, c.depthMm});
        out.columns.push_back(c);
    }
    // A column drawn twice (an outer face and an inner core in one block) is
    // one column: the larger outline, largest first, keeps what lies inside it.
    std::vector<size_t> order(out.columns.size());
    for (size_t i = 0; i < order.size(); ++i) order[i] = i;
    const auto area = [&](size_t i) { return columnBounds(out.columns[i]).width() * columnBounds(out.columns[i]).height(); };
    std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) { return area(a) > area(b); });
    // Kept outlines are hashed under the cells they cover (cells as wide as
    // the middle column), so a column looks among those over its centre, not
    // at every kept one; an outline over more cells than kMaxCells is looked
    // at by every column (a hall has few such).
    constexpr qint64 kMaxCells = 64;
    double cellMm = 1;
    if (!out.columns.empty()) {
        std::vector<double> sizes;
        for (const Column& c : out.columns) sizes.push_back(std::max(columnBounds(c).width(), columnBounds(c).height()));
        std::nth_element(sizes.begin(), sizes.begin() + std::ptrdiff_t(sizes.size() / 2), sizes.end());
        if (std::isfinite(sizes[sizes.size() / 2])) cellMm = std::max(1.0, sizes[sizes.size() / 2]);
    }
    QHash<Cell, std::vector<QRectF>> keptIn;
    std::vector<QRectF> keptLarge;
    std::vector<bool> keep(out.columns.size(), false);
    int nested = 0;
    for (const size_t i : order) {
        const QRectF b = columnBounds(out.columns[i]);
        const auto holds = [&](const QRectF& k) { return k.contains(b); };
        const auto under = keptIn.constFind(cellOf(b.center(), cellMm));
        if ((under != keptIn.cend() && std::any_of(under->begin(), under->end(), holds)) ||
            std::any_of(keptLarge.begin(), keptLarge.end(), holds)) {
            ++nested;
            continue;
        }
        keep[i] = true;
        // What it holds lies within a millimetre of it.
        const QRectF k = b.adjusted(-1, -1, 1, 1).normalized();
        const Cell from = cellOf(k.topLeft(), cellMm), to = cellOf(k.bottomRight(), cellMm);
        if (to.first - from.first >= kMaxCells || to.second - from.second >= kMaxCells ||
            (to.first - from.first + 1) * (to.second - from.second + 1) > kMaxCells) {
            keptLarge.push_back(k);
            continue;
        }
        for (qint64 x = from.first; x <= to.first; ++x)
            for (qint64 y = from.second; y <= to.second; ++y) keptIn[Cell(x, y)].push_back(k);
    }
    std::vector<Column> unique;
    for (size_t i = 0; i < out.columns.size(); ++i)
        if (keep[i]) unique.push_back(out.columns[i]);
    out.columns = std::move(unique);
    if (nested) out.skipped << tr("%n column outline(s) inside another column: counted once", nullptr, nested);
    counted(out.columns.size(), tr("columns"), layers.columns);
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
        bounded(s, w.pathMm, 0, {w.thicknessMm});
        out.walls.push_back(std::move(w));
    }
    counted(out.walls.size(), tr("walls"), layers.walls);
    if (hairline)
        out.notes << tr("%n wall(s) drawn without a width: %1 mm thick taken", nullptr, hairline).arg(mm(kDefaultWallMm));
    out.taken << tr("Walls: %1 from %2").arg(out.walls.size()).arg(layerList(layers.walls));

    // Doors: a swing arc about its hinge whose other end is the far jamb on an
    // outline edge or a wall; the leaf line at the hinge goes with it. A line
    // lying along an edge is an opening without a swing (a sliding door).
    std::vector<Edge> edges;
    for (size_t i = 0; i < out.outlineMm.size(); ++i)
        edges.push_back({std::nullopt, int(i), out.outlineMm[i], out.outlineMm[(i + 1) % out.outlineMm.size()]});
    for (size_t w = 0; w < out.walls.size(); ++w)
        for (size_t i = 0; i + 1 < out.walls[w].pathMm.size(); ++i)
            edges.push_back({int(w), int(i), out.walls[w].pathMm[i], out.walls[w].pathMm[i + 1]});
    const EdgeIndex edgeIndex(edges);
    // Both points on one edge (within `tol`, and within its length): the
    // first such edge in the order above.
    const auto edgeOf = [&](QPointF p, QPointF q, double tol) -> const Edge* {
        const auto onIt = [&](const Edge& e) {
            const OnSegment a = project(p, e.a, e.b), b = project(q, e.a, e.b);
            // An edge of no length has no direction to open a door along.
            return a.lengthMm > 0 && a.offMm <= tol && b.offMm <= tol && a.alongMm >= -tol && b.alongMm >= -tol &&
                   a.alongMm <= a.lengthMm + tol && b.alongMm <= b.lengthMm + tol;
        };
        const std::optional<size_t> first = edgeIndex.first(p, tol, [&](size_t i) { return onIt(edges[i]); });
        return first ? &edges[*first] : nullptr;
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
    // A door lies along its edge within the room and is no wider than an object.
    const auto doorBounded = [&](const Shape& s, const Door& d) {
        if (!(d.alongMm >= 0 && d.alongMm <= limits::kMaxRoomSideMm && d.widthMm > 0 && d.widthMm <= limits::kMaxObjectSizeMm))
            throw UserError(tr("%1: %2 on %3: a door %4 mm wide, %5 mm along its edge; more than 0 and at most %6 mm wide, "
                               "at most %7 mm along")
                                .arg(at(s), s.type, s.layer, figure(d.widthMm), figure(d.alongMm),
                                     mm(limits::kMaxObjectSizeMm), mm(limits::kMaxRoomSideMm)));
    };
    std::vector<bool> leafUsed(all.shapes.size(), false);
    // The ends of the lines on the doors layers by x, so a swing finds the
    // leaves at its hinge by a binary search instead of looking at every line.
    struct LineEnd {
        double x;
        QPointF at;
        size_t shape;
    };
    std::vector<LineEnd> lineEnds;
    for (size_t i = 0; i < all.shapes.size(); ++i) {
        const Shape& l = all.shapes[i];
        if (!on(doorL, l) || l.kind != Shape::Kind::Line) continue;
        for (const int end : {0, 1}) {
            const QPointF at = toRoom(l.points[size_t(end)]);
            lineEnds.push_back({at.x(), at, i});
        }
    }
    std::sort(lineEnds.begin(), lineEnds.end(), [](const LineEnd& a, const LineEnd& b) { return a.x < b.x; });
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
        doorBounded(s, d);
        out.doors.push_back(d);
        // Every line with an end within tol of the hinge is its leaf. The x
        // window is a millimetre wider than tol: the distance decides.
        auto it = std::lower_bound(lineEnds.begin(), lineEnds.end(), hinge.x() - tol - 1,
                                   [](const LineEnd& e, double x) { return e.x < x; });
        for (; it != lineEnds.end() && it->x <= hinge.x() + tol + 1; ++it)
            if (QLineF(it->at, hinge).length() <= tol) leafUsed[it->shape] = true;
    }
    for (size_t i = 0; i < all.shapes.size(); ++i) {
        const Shape& s = all.shapes[i];
        if (!on(doorL, s) || s.kind == Shape::Kind::Arc || leafUsed[i]) continue;
        if (s.kind == Shape::Kind::Line) {
            const QPointF a = toRoom(s.points[0]), b = toRoom(s.points[1]);
            if (const Edge* edge = edgeOf(a, b, 20.0)) {
                Door d = doorOn(*edge, a, b);
                d.swing = Door::Swing::None;
                doorBounded(s, d);
                out.doors.push_back(d);
                continue;
            }
            skip(tr("a line on a doors layer that is neither a leaf at a swing's hinge nor an opening along the outline "
                    "or a wall"));
            continue;
        }
        skip(tr("%1 on a doors layer: doors are read from their swing arc or opening line").arg(s.type));
    }
    counted(out.doors.size(), tr("doors"), layers.doors);
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
        bounded(s, k.polygonMm, 0, {});
        out.keepOuts.push_back(std::move(k));
    }
    counted(out.keepOuts.size(), tr("keep-out zones"), layers.keepOuts);
    out.taken << tr("Keep-outs: %1 from %2").arg(out.keepOuts.size()).arg(layerList(layers.keepOuts));

    // Halls of a site: closed outlines, each named by the text inside it.
    std::vector<HallOutline> hallOutlines;
    for (const Shape& s : all.shapes) {
        if (!on(hallL, s)) continue;
        if (s.kind != Shape::Kind::Polyline || !s.closed || s.points.size() < 3) {
            skip(tr("%1 on a halls layer: not a closed outline").arg(s.type));
            continue;
        }
        HallOutline hall{at(s), {}};
        for (const QPointF& p : s.points) hall.outlineMm.push_back(toRoom(p));
        bounded(s, hall.outlineMm, 0, {});
        hallOutlines.push_back(std::move(hall));
    }
    counted(hallOutlines.size(), tr("halls"), layers.halls);
    std::vector<bool> textUsed(all.texts.size(), false);
    {
        std::vector<Text> texts = all.texts;
        for (Text& t : texts) t.at = toRoom(t.at);
        out.halls = namedHalls(hallOutlines, texts, hallL, textUsed, doc.fileName, out.notes);
    }
    if (!out.halls.empty())
        out.taken << tr("Halls: %1 from %2").arg(out.halls.size()).arg(layerList(layers.halls));

    // What was on the chosen layers but is not geometry, and what lay elsewhere.
    int elsewhere = 0;
    QSet<QString> otherLayers;
    for (const Shape& s : all.shapes)
        if (!chosen.contains(s.layer)) ++elsewhere, otherLayers.insert(s.layer);
    for (size_t i = 0; i < all.texts.size(); ++i) {
        const Text& t = all.texts[i];
        if (textUsed[i]) continue;
        if (chosen.contains(t.layer))
            ++skippedWhy[tr("%1 on %2: not geometry the import reads").arg(t.type, t.layer)];
        else
            ++elsewhere, otherLayers.insert(t.layer);
    }
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
    r.halls = halls;
    r.widthMm = widthMm;
    r.depthMm = depthMm;
    return r;
}

QStringList HallImport::report() const { return notes + taken + skipped; }

}  // namespace sn::dxf
