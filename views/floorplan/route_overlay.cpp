#include "views/floorplan/route_overlay.h"

#include "views/floorplan/heat_map_items.h"

#include "views/findings/routing_findings.h"
#include "views/floorplan/floor_plan_items.h"
#include "views/floorplan/floor_plan_scene.h"
#include "views/floorplan/route_style.h"

#include <QGraphicsScene>
#include <QGraphicsSceneHelpEvent>
#include <QGraphicsSceneMouseEvent>
#include <QGraphicsView>
#include <QPainter>
#include <QStyleOptionGraphicsItem>
#include <QTimer>
#include <QToolTip>

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <numbers>

namespace sn {

namespace {

double distanceToSegmentMm(QPointF p, QPointF a, QPointF b) {
    const QPointF ab = b - a;
    const double len2 = QPointF::dotProduct(ab, ab);
    const double t = len2 > 0 ? std::clamp(QPointF::dotProduct(p - a, ab) / len2, 0.0, 1.0) : 0.0;
    const QPointF d = p - (a + t * ab);
    return std::hypot(d.x(), d.y());
}

QString endText(const Design& design, const PortRef& end) {
    const Device* device = design.device(end.device);
    if (!device) return end.port;
    const Rack* rack = device->placement.rack ? design.rack(*device->placement.rack) : nullptr;
    //: A cable end: device name, port name, rack name
    return rack ? RouteOverlay::tr("%1 %2 in rack %3").arg(device->name, end.port, rack->name)
                //: A cable end on a floor-standing unit: device name, port name
                : RouteOverlay::tr("%1 %2 on the floor").arg(device->name, end.port);
}

/// The part of `line` inside `area` (Liang–Barsky), if any.
std::optional<QLineF> clippedTo(const QLineF& line, const QRectF& area) {
    double t0 = 0, t1 = 1;
    const double dx = line.dx(), dy = line.dy();
    const auto edge = [&](double p, double q) {  // p·t <= q along the line
        if (p == 0) return q >= 0;
        const double t = q / p;
        if (p < 0) t0 = std::max(t0, t);
        else t1 = std::min(t1, t);
        return t0 <= t1;
    };
    if (!edge(-dx, line.x1() - area.left()) || !edge(dx, area.right() - line.x1()) ||
        !edge(-dy, line.y1() - area.top()) || !edge(dy, area.bottom() - line.y1()))
        return std::nullopt;
    return QLineF(line.pointAt(t0), line.pointAt(t1));
}

/// A straight stretch between two points on whole millimetres, the lesser point first.
using Segment = std::array<qint64, 4>;

/// Stretches of one medium as the fewest lines that cover the same points:
/// duplicates dropped, and pieces of one horizontal or vertical line that
/// touch or overlap joined into one. A tray's stretch is cut into a piece
/// per cable entering or leaving it; stroked as one line it covers the same
/// pixels (the square caps of the joined ends lie inside the neighbour), and
/// the stroker's work follows the number of lines: at 16 384 GPUs 109 931
/// DAC pieces become 64 lines (views/floorplan/README.md "Route lines").
void mergeRuns(std::vector<Segment>& list) {
    // Sorted by line (horizontal: y; vertical: x), then by start along it.
    const auto lineOf = [](const Segment& s) -> std::array<qint64, 3> {
        if (s[1] == s[3]) return {0, s[1], s[0]};  // horizontal: y, from x
        if (s[0] == s[2]) return {1, s[0], s[1]};  // vertical: x, from y
        return {2, 0, 0};
    };
    std::sort(list.begin(), list.end(), [&](const Segment& a, const Segment& b) {
        const auto la = lineOf(a), lb = lineOf(b);
        return la != lb ? la < lb : a < b;
    });
    list.erase(std::unique(list.begin(), list.end()), list.end());
    std::vector<Segment> out;
    out.reserve(list.size());
    for (const Segment& s : list) {
        if (!out.empty()) {
            Segment& last = out.back();
            const auto ll = lineOf(last), ls = lineOf(s);
            // Same horizontal (or vertical) line, and this piece starts where the last one reaches.
            if (ll[0] == ls[0] && ll[0] < 2 && ll[1] == ls[1]) {
                const int along = ll[0] == 0 ? 0 : 1;  // coordinate that runs along the line
                if (s[along] <= last[along + 2]) {
                    last[along + 2] = std::max(last[along + 2], s[along + 2]);
                    continue;
                }
            }
        }
        out.push_back(s);
    }
    list = std::move(out);
}

}  // namespace

/// RouteOverlay's rack names, on cards over its lines: a child item, so the
/// lines can be cached in a pixmap (they change only with the routes and
/// the zoom) while the names are drawn each frame where the rack items
/// stand, also while a drag moves them. No shape: never hit.
class RackNameCards final : public QGraphicsItem {
public:
    explicit RackNameCards(RouteOverlay* overlay) : QGraphicsItem(overlay), m_overlay(*overlay) {
        setAcceptedMouseButtons(Qt::NoButton);
        setFlag(ItemUsesExtendedStyleOption);
    }
    void boundsChanged(const QRectF& bounds) {
        prepareGeometryChange();
        m_bounds = bounds;
    }
    QRectF boundingRect() const override { return m_bounds; }
    QPainterPath shape() const override { return {}; }
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget*) override {
        m_overlay.paintRackNames(painter, option);
    }

private:
    const RouteOverlay& m_overlay;
    QRectF m_bounds;
};

RouteOverlay::RouteOverlay(Design& design, FloorPlanScene* scene, FirstRead firstRead)
    : m_design(design), m_scene(*scene) {
    setZValue(30);  // above racks (10) and trays (20), below drag ghosts (100)
    setAcceptedMouseButtons(Qt::NoButton);  // clicks reach the racks and trays below
    // The lines are kept as pixels per zoom level (m_levelCache, see
    // paint()), not in Qt's DeviceCoordinateCache: that one pixmap is
    // dropped on every zoom step and redraws every line for each strip a
    // pan uncovers (tests/bench/bench_frames.cpp, views/floorplan/README.md "Route lines").
    m_names = new RackNameCards(this);
    scene->addItem(this);
    scene->installEventFilter(this);
    const auto later = [this] { scheduleRefresh(); };
    connect(&design, &Design::cableInserted, this, later);
    connect(&design, &Design::cableRemoved, this, later);
    connect(&design, &Design::cableChanged, this, later);
    connect(&design, &Design::connectionChanged, this, later);
    connect(&design, &Design::rackInserted, this, later);  // its name goes over the lines too
    connect(&design, &Design::rackChanged, this, later);
    connect(&design, &Design::rackRemoved, this, later);
    connect(&design, &Design::deviceChanged, this, later);
    connect(&design, &Design::deviceRemoved, this, later);
    connect(&design, &Design::trayChanged, this, later);
    connect(&design, &Design::trayRemoved, this, later);
    connect(&design, &Design::catalogChanged, this, later);
    if (firstRead == FirstRead::Now) refresh();
    else scheduleRefresh();
}

int RouteOverlay::shownCount() const {
    int n = 0;
    for (const auto& [media, count] : m_shownMedia) n += count;
    return n;
}

std::set<PortRole> RouteOverlay::roles() const {
    std::set<PortRole> out;
    for (const CableRoute& r : m_routes) out.insert(r.role);
    return out;
}

std::set<int> RouteOverlay::rails() const {
    std::set<int> out;
    for (const CableRoute& r : m_routes) out.insert(r.rail);
    return out;
}

void RouteOverlay::setLevelCacheEnabled(bool on) {
    m_levelCacheOn = on;  // what it holds stays valid: the routes did not change
    update();
}

void RouteOverlay::setFilter(RouteFilter filter) {
    if (filter == m_filter) return;
    m_filter = std::move(filter);
    rebuildPaths();
}

void RouteOverlay::setUnroutedSource(RoutingFindings* source) {
    if (m_unroutedSource) m_unroutedSource->disconnect(this);
    m_unroutedSource = source;
    if (source) connect(source, &RoutingFindings::changed, this, &RouteOverlay::scheduleUnroutedRefresh);
    scheduleUnroutedRefresh();
}

void RouteOverlay::scheduleUnroutedRefresh() { runLater(m_unroutedPending, &RouteOverlay::refreshUnrouted); }

// A routing result or an undo lands thousands of cable signals: one rebuild after them.
void RouteOverlay::scheduleRefresh() { runLater(m_refreshPending, &RouteOverlay::refresh); }

void RouteOverlay::runLater(bool& pending, void (RouteOverlay::*work)()) {
    if (!isVisible()) {
        m_stale = true;  // everything is read again when shown
        return;
    }
    if (pending) return;
    pending = true;
    QTimer::singleShot(0, this, [this, &pending, work] {
        if (pending) (this->*work)();
    });
}

void RouteOverlay::refreshUnrouted() {
    if (m_refreshPending) return;  // the whole refresh queued reads the pairs too
    collectUnrouted();
    boundsChanged();
}

QVariant RouteOverlay::itemChange(GraphicsItemChange change, const QVariant& value) {
    if (change == ItemVisibleHasChanged && value.toBool()) refreshIfStale();
    return QGraphicsObject::itemChange(change, value);
}

void RouteOverlay::refresh() {
    m_refreshPending = false;
    m_stale = false;
    m_routes = RouteGeometry::of(m_design);
    m_rackGrid.rebuild(m_design);
    collectUnrouted();
    rebuildPaths();
}

void RouteOverlay::collectUnrouted() {
    m_unroutedPending = false;
    m_unroutedPath = QPainterPath();
    m_unroutedCount = 0;
    if (m_unroutedSource)
        for (CableId id : m_unroutedSource->unroutedCables()) {
            const Cable* cable = m_design.cable(id);
            const Connection* c = cable ? m_design.connection(cable->connection) : nullptr;
            if (!c || cable->routeLengthMm) continue;  // routed again since
            const auto a = RouteGeometry::anchorOf(m_design, c->a.device), b = RouteGeometry::anchorOf(m_design, c->b.device);
            if (!a || !b || *a == *b) continue;
            m_unroutedPath.moveTo(*a);
            m_unroutedPath.lineTo(*b);
            ++m_unroutedCount;
        }
}

QPointF RouteOverlay::laneOffset(CableMedia media) const {
    const auto it = m_lanes.find(media);
    return it == m_lanes.end() ? QPointF() : it->second;
}

void RouteOverlay::rebuildPaths() {
    // Every drawn stretch once per medium: cables of one bundle overlap exactly.
    std::map<CableMedia, std::vector<Segment>> segments;
    m_shownMedia.clear();
    for (const CableRoute& r : m_routes) {
        if (!m_filter.shows(r)) continue;
        ++m_shownMedia[r.media];
        std::vector<Segment>& out = segments[r.media];
        for (size_t i = 0; i + 1 < r.pointsMm.size(); ++i) {
            Segment s{std::llround(r.pointsMm[i].x()), std::llround(r.pointsMm[i].y()),
                      std::llround(r.pointsMm[i + 1].x()), std::llround(r.pointsMm[i + 1].y())};
            if (std::make_pair(s[2], s[3]) < std::make_pair(s[0], s[1])) s = {s[2], s[3], s[0], s[1]};
            out.push_back(s);
        }
    }
    // Lanes side by side across a tray, centred on its centre line; diagonal
    // so they part in trays running either way.
    m_lanes.clear();
    const double n = double(m_shownMedia.size());
    double k = 0;
    for (const auto& [media, count] : m_shownMedia) {
        const double d = (k++ - (n - 1) / 2) * kLaneMm / std::numbers::sqrt2;
        m_lanes[media] = QPointF(d, d);
    }
    m_paths.clear();
    m_linesBounds = QRectF();
    for (auto& [media, list] : segments) {
        mergeRuns(list);
        QList<QLineF> lines;
        lines.reserve(qsizetype(list.size()));
        const QPointF lane = m_lanes[media];
        QRectF bounds;
        for (const Segment& s : list) {
            lines.append(QLineF(QPointF(double(s[0]), double(s[1])) + lane, QPointF(double(s[2]), double(s[3])) + lane));
            bounds |= QRectF(lines.back().p1(), lines.back().p2()).normalized();
        }
        m_linesBounds |= bounds;
        m_paths.emplace(media, std::move(lines));
    }
    m_hovered.reset();  // its stretch may have moved: the next mouse move finds it again
    m_hoverPath = QPainterPath();
    boundsChanged();
}

void RouteOverlay::boundsChanged() {
    prepareGeometryChange();
    m_bounds = (m_linesBounds | m_unroutedPath.boundingRect()).adjusted(-kLaneMm, -kLaneMm, kLaneMm, kLaneMm);
    m_names->boundsChanged(m_bounds | m_rackGrid.bounds().adjusted(-100, -100, 100, 100));
    m_levelCache.clear();
    update();
    Q_EMIT changed();
}

std::optional<CableId> RouteOverlay::cableAt(QPointF p, double toleranceMm) const {
    // A linear scan: 12 000 cables of a few segments each take well under a
    // millisecond, less than keeping a spatial index in step would cost.
    std::optional<CableId> best;
    double bestMm = toleranceMm;
    for (const CableRoute& r : m_routes) {
        if (!m_filter.shows(r)) continue;
        const QPointF lane = laneOffset(r.media);
        for (size_t i = 0; i + 1 < r.pointsMm.size(); ++i)
            if (const double d = distanceToSegmentMm(p, r.pointsMm[i] + lane, r.pointsMm[i + 1] + lane); d <= bestMm) {
                bestMm = d;
                best = r.cable;
            }
    }
    return best;
}

QString RouteOverlay::describe(CableId id) const {
    const Cable* cable = m_design.cable(id);
    const Connection* c = cable ? m_design.connection(cable->connection) : nullptr;
    if (!cable || !c) return {};
    QStringList lines;
    lines << (cable->label.isEmpty() ? tr("Cable %1").arg(id.toString())
                                     : tr("Cable %1 (%2)").arg(cable->label, id.toString()));
    lines << tr("From: %1").arg(endText(m_design, c->a));
    lines << tr("To: %1").arg(endText(m_design, c->b));
    if (cable->routeLengthMm && cable->orderedLengthMm)
        lines << tr("Length: %1 m routed, %2 m ordered")
                     .arg(*cable->routeLengthMm / 1000, 0, 'f', 2)
                     .arg(*cable->orderedLengthMm / 1000, 0, 'f', 1);
    else if (cable->routeLengthMm)
        lines << tr("Length: %1 m routed").arg(*cable->routeLengthMm / 1000, 0, 'f', 2);
    if (const CableType* type = m_design.catalog().cable(cable->typeId))
        lines << tr("Medium: %1, %2").arg(RouteStyle::name(type->media), type->model);
    const auto route = std::find_if(m_routes.begin(), m_routes.end(), [&](const CableRoute& r) { return r.cable == id; });
    if (route != m_routes.end() && route->rail >= 0)
        lines << tr("Role: %1, %2").arg(RouteStyle::name(c->role), RouteStyle::railName(route->rail));
    else
        lines << tr("Role: %1").arg(RouteStyle::name(c->role));
    return lines.join(QLatin1Char('\n'));
}

void RouteOverlay::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget* widget) {
    // On a view's pixels, from those of this zoom level, drawing only the
    // parts not drawn before; printed or rendered elsewhere, as lines.
    const std::optional<QRect> area = ZoomLevelCache::viewArea(*painter, widget);
    const auto lines = [this](QPainter& p, const QRectF& sceneArea) { return paintLines(p, sceneArea); };
    if (!area || !m_levelCacheOn || !m_levelCache.paint(*painter, m_bounds, *area, lines))
        paintLines(*painter, area ? painter->worldTransform().inverted().mapRect(QRectF(*area)) : QRectF());
    // The hovered cable over them, drawn each frame (it follows the mouse).
    painter->setBrush(Qt::NoBrush);
    if (!m_hoverPath.isEmpty()) {
        QPen halo(QColor(0x10, 0x10, 0x10), 4.5);
        halo.setCosmetic(true);
        painter->setPen(halo);
        painter->drawPath(m_hoverPath);
        QPen line(RouteStyle::color(m_hoverMedia), 2.5);
        line.setCosmetic(true);
        painter->setPen(line);
        painter->drawPath(m_hoverPath);
    }
}

bool RouteOverlay::paintLines(QPainter& painter, const QRectF& sceneArea) const {
    // Each line cut to the area widened by 3 px, more than its pen reaches
    // (0.8 px either side, as far again past its square caps, and a pixel of
    // antialiasing), so the pixels in the area are as the whole line gives
    // them, and a tile of a zoom level (ZoomLevelCache) strokes only the
    // pieces on it, not 512 hall-long coolant hoses each time.
    const double marginMm = 3 / std::max(1e-9, std::sqrt(std::abs(painter.worldTransform().determinant())));
    const QRectF area = sceneArea.adjusted(-marginMm, -marginMm, marginMm, marginMm);
    painter.setBrush(Qt::NoBrush);
    QList<QLineF> touching;
    bool drawn = false;
    for (const auto& [media, lines] : m_paths) {
        QPen pen(RouteStyle::color(media), 1.6);
        pen.setCosmetic(true);  // the same weight at every zoom
        painter.setPen(pen);
        if (sceneArea.isNull()) {
            painter.drawLines(lines);
            drawn = drawn || !lines.isEmpty();
            continue;
        }
        touching.clear();
        for (const QLineF& l : lines)
            if (const auto part = clippedTo(l, area)) touching.append(*part);
        painter.drawLines(touching);
        drawn = drawn || !touching.isEmpty();
    }
    if (!m_unroutedPath.isEmpty() && (sceneArea.isNull() || area.intersects(m_unroutedPath.boundingRect()))) {
        QPen pen(QColor(0xd0, 0x10, 0x10), 2.0, Qt::DashLine);
        pen.setCosmetic(true);
        painter.setPen(pen);
        painter.drawPath(m_unroutedPath);
        drawn = true;
    }
    return drawn;
}

void RouteOverlay::paintRackNames(QPainter* painter, const QStyleOptionGraphicsItem* option) const {
    // The rack names again, over the lines on a card of the rack's colour:
    // at Fit the routes run over the racks' middles, where the names are.
    const double detail = option->levelOfDetailFromTransform(painter->worldTransform());
    // The racks under the exposed area from the rack grid, not a walk over
    // every item of the scene in stacking order each frame; and the selected
    // ones, which a drag moves away from where the design (and so the grid)
    // has them. (Not the scene's own index: while a view renders to another
    // device it answers a rect query with nothing.)
    const QRectF shown = option->exposedRect;
    std::vector<RackId> racks = m_rackGrid.racksIn(shown);
    for (RackId id : m_scene.selectedRacks())
        if (std::find(racks.begin(), racks.end(), id) == racks.end()) racks.push_back(id);
    for (RackId id : racks)
        if (const RackFloorItem* rack = m_scene.itemOf(id);
            rack && rack->isVisible() && rack->sceneBoundingRect().intersects(shown)) {
            // Under a heat map the rack shows its cell's name and figure,
            // not its own name: the card repeats those, or it would cover the figure.
            const RackHeatItem* heat = heatCellOf<const RackHeatItem>(*rack);
            painter->save();
            if (heat && heat->isVisible()) {
                painter->setTransform(heat->sceneTransform(), true);
                heat->paintTexts(painter, detail, true);
            } else {
                painter->setTransform(rack->sceneTransform(), true);
                rack->paintLabel(painter, detail, true);
            }
            painter->restore();
        }
}

namespace {

/// Six pixels either side of a line, at the zoom of the view the event came from.
double toleranceMm(const QWidget* viewport) {
    const auto* view = viewport ? qobject_cast<const QGraphicsView*>(viewport->parentWidget()) : nullptr;
    const double pixelsPerMm = view ? view->transform().m11() : 0.05;
    return 6 / std::max(pixelsPerMm, 1e-6);
}

}  // namespace

bool RouteOverlay::eventFilter(QObject* watched, QEvent* event) {
    if (watched != scene() || !isVisible()) return QGraphicsObject::eventFilter(watched, event);
    if (event->type() == QEvent::GraphicsSceneMouseMove) {
        const auto* e = static_cast<QGraphicsSceneMouseEvent*>(event);
        // Only while no button is down: a rack drag is not a hover.
        setHovered(e->buttons() == Qt::NoButton ? cableAt(e->scenePos(), toleranceMm(e->widget())) : std::nullopt);
    } else if (event->type() == QEvent::GraphicsSceneHelp) {
        auto* e = static_cast<QGraphicsSceneHelpEvent*>(event);
        if (const auto hit = cableAt(e->scenePos(), toleranceMm(e->widget()))) {
            QToolTip::showText(e->screenPos(), describe(*hit), e->widget());
            e->accept();
            return true;  // the cable's text, not the rack's under it
        }
    } else if (event->type() == QEvent::Leave || event->type() == QEvent::GraphicsSceneLeave) {
        setHovered(std::nullopt);
    }
    return QGraphicsObject::eventFilter(watched, event);
}

void RouteOverlay::setHovered(std::optional<CableId> hit) {
    if (hit == m_hovered) return;
    m_hovered = hit;
    m_hoverPath = QPainterPath();
    if (hit) {
        const auto route = std::find_if(m_routes.begin(), m_routes.end(), [&](const CableRoute& r) { return r.cable == *hit; });
        const QPointF lane = laneOffset(route->media);
        m_hoverMedia = route->media;
        m_hoverPath.moveTo(route->pointsMm.front() + lane);
        for (size_t i = 1; i < route->pointsMm.size(); ++i) m_hoverPath.lineTo(route->pointsMm[i] + lane);
    }
    update();
}

}  // namespace sn
