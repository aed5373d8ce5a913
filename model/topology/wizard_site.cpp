#include "model/topology/wizard_site.h"

#include "model/core/sn_error.h"
#include "model/design/polygon_area.h"
#include "model/design/room_geometry.h"
#include "model/input/load_limits.h"

#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace sn {

namespace {

constexpr double kTouchMm = 0.5;  ///< edges that only touch are clear (as RoomSite)

bool overlaps(const QRectF& a, const QRectF& b) {
    return std::min(a.right(), b.right()) > std::max(a.left(), b.left()) + kTouchMm
        && std::min(a.bottom(), b.bottom()) > std::max(a.top(), b.top()) + kTouchMm;
}

QPointF swapped(QPointF p) { return {p.y(), p.x()}; }
QRectF swapped(const QRectF& r) { return {r.top(), r.left(), r.height(), r.width()}; }

}  // namespace

WizardSite::WizardSite(std::optional<Room> hall, double columnGridMm, double marginMm)
    : m_hall(std::move(hall)), m_gridMm(m_hall ? 0 : columnGridMm), m_origin(marginMm, marginMm) {
    if (!m_hall) return;
    const QRectF bounds = roomOutline(*m_hall).boundingRect();
    m_origin = bounds.topLeft() + QPointF(marginMm, marginMm);
    for (const Column& c : m_hall->columns) m_columns.push_back(columnBounds(c));
    for (const KeepOut& k : m_hall->keepOuts)
        m_floorBlocks.push_back(QPolygonF(QList<QPointF>(k.polygonMm.begin(), k.polygonMm.end())));
    for (const Wall& w : m_hall->walls)
        for (const QPolygonF& piece : wallSegments(w)) {
            m_floorBlocks.push_back(piece);
            m_walls.push_back(piece.boundingRect());
        }
    for (const Door& d : m_hall->doors)
        if (const auto shape = doorShape(*m_hall, d)) m_floorBlocks.push_back(shape->clearArea);
    for (const Hall& h : m_hall->halls) m_hallAreas.push_back(areaOf(h.outlineMm));
}

int WizardSite::hallAt(QPointF p) const {
    const auto hall = m_hall ? sn::hallAt(*m_hall, p) : std::nullopt;
    return hall ? int(*hall) : -1;
}

double WizardSite::clearX(double x, double y, double w, double d, const QString& what) const {
    // Only a drawn or imported outline is fixed; a plain room grows with the layout.
    const bool fixed = m_hall && m_hall->outlineMm.size() >= 3;
    const double limit = fixed ? roomOutline(*m_hall).boundingRect().right() : limits::kMaxRoomSideMm;
    QPainterPath outline;
    if (fixed) {
        outline.addPolygon(roomOutline(*m_hall));
        outline.closeSubpath();
    }
    // Each pass moves x right past one obstacle, so this ends; the bound on
    // passes only guards against a hall of thousands of columns in one row.
    // A grid's columns stand on lines y = j × pitch (j ≥ 1): does a line
    // of them reach this row?
    bool gridReaches = false;
    if (m_gridMm > 0) {
        const double half = kGridColumnMm / 2;
        for (double j = std::max(1.0, std::floor((y - faceClearanceMm() - half) / m_gridMm));
             !gridReaches && j * m_gridMm - half < y + d + faceClearanceMm(); j += 1)
            gridReaches = reachesRow(j * m_gridMm - half, j * m_gridMm + half, y, d);
    }
    for (int pass = 0; pass < 100'000 && x + w <= limit; ++pass) {
        const QRectF inner = QRectF(x, y, w, d).adjusted(kTouchMm, kTouchMm, -kTouchMm, -kTouchMm);
        if (gridReaches) {
            // The first grid line whose column reaches into [x, x + w] pushes x past it.
            const double half = kGridColumnMm / 2;
            std::optional<double> past;
            for (double c = std::max(1.0, std::floor((x - half) / m_gridMm)); c * m_gridMm - half < x + w; c += 1)
                if (c * m_gridMm + half > x + kTouchMm && c * m_gridMm - half < x + w - kTouchMm) {
                    past = c * m_gridMm + half;
                    break;
                }
            if (past) {
                x = *past;
                continue;
            }
        }
        bool moved = false;
        for (const QRectF& band : m_columns)
            if (band.right() > x + kTouchMm && band.left() < x + w - kTouchMm
                && reachesRow(band.top(), band.bottom(), y, d)) {
                x = band.right();
                moved = true;
                break;
            }
        if (moved) continue;
        for (const QPolygonF& block : m_floorBlocks) {
            QPainterPath path;
            path.addPolygon(block);
            path.closeSubpath();
            if (path.intersects(inner)) {
                x = std::max(x + 1, block.boundingRect().right());
                moved = true;
                break;
            }
        }
        if (moved) continue;
        if (fixed && !outline.contains(inner)) {
            x += 100;  // a notch of the outline: step along until the row is back inside
            continue;
        }
        // A site's racks each stand inside one hall, as RoomSite requires:
        // step along past a partition or the floor between halls.
        if (!m_hallAreas.empty() &&
            std::none_of(m_hallAreas.begin(), m_hallAreas.end(),
                         [&](const QPainterPath& hall) { return hall.contains(inner); })) {
            x += 100;
            continue;
        }
        return x;
    }
    throw UserError(tr("The hall cannot take the design: %1 finds no free place in its row at y %2 mm "
                       "inside the hall (%3 mm wide); columns, walls, doors and keep-out zones leave too "
                       "little floor.")
                        .arg(what)
                        .arg(y, 0, 'f', 0)
                        .arg(limit, 0, 'f', 0));
}

bool WizardSite::reachesRow(double top, double bottom, double y, double d) const {
    const double keep = faceClearanceMm();
    return bottom > y - keep + kTouchMm && top < y + d + keep - kTouchMm;
}

std::vector<QRectF> WizardSite::columnsIn(const QRectF& area) const {
    std::vector<QRectF> out;
    if (m_gridMm > 0) {
        const double half = kGridColumnMm / 2;
        for (double i = std::max(1.0, std::floor((area.left() - half) / m_gridMm)); i * m_gridMm - half < area.right(); i += 1)
            for (double j = std::max(1.0, std::floor((area.top() - half) / m_gridMm)); j * m_gridMm - half < area.bottom();
                 j += 1) {
                const QRectF c(i * m_gridMm - half, j * m_gridMm - half, kGridColumnMm, kGridColumnMm);
                if (overlaps(c, area)) out.push_back(c);
            }
    }
    for (const QRectF& c : m_columns)
        if (overlaps(c, area)) out.push_back(c);
    return out;
}

std::vector<QRectF> WizardSite::tallObstaclesIn(const QRectF& area) const {
    std::vector<QRectF> out = columnsIn(area);
    for (const QRectF& w : m_walls)
        if (overlaps(w, area)) out.push_back(w);
    return out;
}

std::vector<QLineF> WizardSite::trayPieces(QPointF a, QPointF b, double halfWidthMm) const {
    const bool vertical = std::abs(a.x() - b.x()) < 1e-6;
    if (!vertical && std::abs(a.y() - b.y()) > 1e-6) return {QLineF(a, b)};  // only axis-aligned trays go round
    // Worked as a horizontal run from left to right; a vertical one swapped.
    QPointF p = vertical ? swapped(a) : a, q = vertical ? swapped(b) : b;
    if (q.x() < p.x()) std::swap(p, q);
    const double keep = halfWidthMm + kTrayClearanceMm;
    const auto obstacles = [&](const QRectF& r) {
        std::vector<QRectF> found = tallObstaclesIn(vertical ? swapped(r) : r);
        for (QRectF& f : found) f = (vertical ? swapped(f) : f).adjusted(-keep, -keep, keep, keep);
        return found;
    };
    const double y = p.y();
    std::vector<QRectF> inWay = obstacles(QRectF(QPointF(p.x(), y - keep), QPointF(q.x(), y + keep)));
    std::vector<QLineF> out;
    const auto piece = [&](QPointF from, QPointF to) {
        if (QLineF(from, to).length() < 1) return;
        out.emplace_back(vertical ? swapped(from) : from, vertical ? swapped(to) : to);
    };
    // Keep only what the centre line itself crosses, merged into clusters along x.
    std::vector<QRectF> clusters;
    std::sort(inWay.begin(), inWay.end(), [](const QRectF& l, const QRectF& r) { return l.left() < r.left(); });
    for (const QRectF& r : inWay) {
        if (r.top() >= y || r.bottom() <= y) continue;
        if (!clusters.empty() && r.left() <= clusters.back().right()) clusters.back() |= r;
        else clusters.push_back(r);
    }
    double x = p.x();
    for (const QRectF& c : clusters) {
        if (c.left() < x - 1e-6 || c.right() > q.x() + 1e-6) {
            // The tray starts or ends inside the clearance: nothing to go round on; rule hall.tray-column says so.
            continue;
        }
        // Round the nearer side, unless something stands there too.
        double sides[] = {c.top(), c.bottom()};
        if (std::abs(sides[1] - y) < std::abs(sides[0] - y)) std::swap(sides[0], sides[1]);
        std::optional<double> detour;
        for (double side : sides) {
            const QRectF sweep(QPointF(c.left(), std::min(y, side)), QPointF(c.right(), std::max(y, side)));
            bool blocked = false;
            for (const QRectF& o : obstacles(sweep.adjusted(-1, -1, 1, 1)))
                if (!c.contains(o)) blocked = true;
            if (!blocked) {
                detour = side;
                break;
            }
        }
        if (!detour) continue;
        piece(QPointF(x, y), QPointF(c.left(), y));
        piece(QPointF(c.left(), y), QPointF(c.left(), *detour));
        piece(QPointF(c.left(), *detour), QPointF(c.right(), *detour));
        piece(QPointF(c.right(), *detour), QPointF(c.right(), y));
        x = c.right();
    }
    piece(QPointF(x, y), q);
    return out;
}

double WizardSite::clearTrayX(double x, double halfWidthMm) const {
    const double keep = halfWidthMm + kTrayClearanceMm;
    for (int pass = 0; pass < 100'000; ++pass) {
        std::optional<double> past;
        if (m_gridMm > 0) {
            const double reach = kGridColumnMm / 2 + keep;
            const double k = std::max(1.0, std::round(x / m_gridMm));
            for (double c : {k - 1, k, k + 1})
                if (c >= 1 && std::abs(x - c * m_gridMm) < reach) past = c * m_gridMm + reach;
        }
        for (const QRectF& band : m_columns)
            if (x > band.left() - keep && x < band.right() + keep) past = std::max(past.value_or(x), band.right() + keep);
        if (!past) return x;
        x = *past;
    }
    return x;
}

Room WizardSite::room(double widthMm, double depthMm) const {
    Room room = m_hall ? *m_hall : Room{};
    room.widthMm = std::max(m_hall ? m_hall->widthMm : 0.0, widthMm);
    room.depthMm = std::max(m_hall ? m_hall->depthMm : 0.0, depthMm);
    if (m_gridMm > 0) {
        const double half = kGridColumnMm / 2;
        // At least the first column of the grid stands in the room: the
        // rows were split at its x range whatever the room's depth.
        room.widthMm = std::max(room.widthMm, m_gridMm + half);
        room.depthMm = std::max(room.depthMm, m_gridMm + half);
        int n = 0;
        for (int j = 1; j * m_gridMm + half <= room.depthMm; ++j)
            for (int i = 1; i * m_gridMm + half <= room.widthMm; ++i) {
                Column c;
                c.name = QStringLiteral("C%1").arg(++n);
                c.centreMm = {i * m_gridMm, j * m_gridMm};
                c.widthMm = c.depthMm = kGridColumnMm;
                room.columns.push_back(c);
            }
    }
    return room;
}

void WizardSite::checkInside(const std::vector<std::pair<QRectF, QString>>& racks) const {
    if (!m_hall || m_hall->outlineMm.size() < 3) return;  // a plain room grows with the layout
    QPainterPath outline;
    outline.addPolygon(roomOutline(*m_hall));
    outline.closeSubpath();
    for (const auto& [area, name] : racks)
        if (!outline.contains(area.adjusted(kTouchMm, kTouchMm, -kTouchMm, -kTouchMm)))
            throw UserError(tr("The hall cannot take the design: %1 would stand outside its outline (the "
                               "layout needs %2 mm × %3 mm from the hall's corner).")
                                .arg(name)
                                .arg(area.right(), 0, 'f', 0)
                                .arg(area.bottom(), 0, 'f', 0));
}

}  // namespace sn
