#include "model/commands/hall_edits.h"

#include "model/commands/edit_object_command.h"
#include "model/commands/room_edits.h"
#include "model/design/polygon_area.h"
#include "model/design/room_geometry.h"

#include <QLineF>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace sn {

namespace {

EditResult refuse(QString why) {
    return {nullptr, std::move(why)};
}

EditResult edit(Design& design, const Room& after, const QString& text) {
    return {std::make_unique<EditRoomCommand>(design, design.room(), after, text), {}};
}

/// The one polygon `area` makes, without the repeated closing point and the
/// corners a straight edge runs through; nullopt when it is several pieces
/// or none.
std::optional<std::vector<QPointF>> onePolygon(const QPainterPath& area) {
    const QList<QPolygonF> pieces = area.simplified().toFillPolygons();
    if (pieces.size() != 1) return std::nullopt;
    std::vector<QPointF> points(pieces.front().begin(), pieces.front().end());
    if (points.size() > 1 && points.front() == points.back()) points.pop_back();
    // Drop corners on a straight line (a union leaves the old partition's ends).
    for (size_t i = 0; points.size() > 3 && i < points.size();) {
        const QPointF a = points[(i + points.size() - 1) % points.size()], b = points[i],
                      c = points[(i + 1) % points.size()];
        const double cross = (b.x() - a.x()) * (c.y() - b.y()) - (b.y() - a.y()) * (c.x() - b.x());
        if (std::abs(cross) < 1e-6 * std::max(1.0, QLineF(a, c).length() * QLineF(a, c).length())) {
            points.erase(points.begin() + std::ptrdiff_t(i));
            continue;
        }
        ++i;
    }
    if (points.size() < 3) return std::nullopt;
    return points;
}

/// `area` cut by a straight line along x at y `at` (`alongX`) or along y
/// at x `at`: the part before it (less y or x) and the part after, each
/// when it is one polygon (onePolygon).
std::pair<std::optional<std::vector<QPointF>>, std::optional<std::vector<QPointF>>> cutAlong(
    const QPainterPath& area, bool alongX, double at) {
    // The two sides, as rectangles reaching past the area.
    const QRectF reach = area.boundingRect().adjusted(-1000, -1000, 1000, 1000);
    QRectF before = reach, after = reach;
    if (alongX)
        before.setBottom(at), after.setTop(at);
    else
        before.setRight(at), after.setLeft(at);
    QPainterPath first, second;
    first.addRect(before);
    second.addRect(after);
    return {onePolygon(area.intersected(first)), onePolygon(area.intersected(second))};
}

/// "HN" for the first N no hall's code has, and its name "Hall N".
Hall newHall(const std::vector<Hall>& halls) {
    for (size_t n = halls.size() + 1;; ++n) {
        const QString code = QStringLiteral("H%1").arg(n);
        if (std::none_of(halls.begin(), halls.end(), [&](const Hall& h) { return h.code == code; }))
            return {HallEdits::tr("Hall %1").arg(n), code, {}};
    }
}

}  // namespace

EditResult HallEdits::split(Design& design, int index, Partition partition, QPointF atMm, double gridMm) {
    const Room& room = design.room();
    const bool plain = room.halls.empty();
    if (plain ? index != -1 : index < 0 || size_t(index) >= room.halls.size())
        return refuse(tr("The hall does not exist."));
    const QPainterPath area = plain ? areaOf(roomOutline(room)) : areaOf(room.halls[size_t(index)].outlineMm);
    const QRectF box = area.boundingRect();
    const double at = RoomEdits::snap(partition == Partition::AlongX ? atMm.y() : atMm.x(), gridMm);
    const auto [a, b] = cutAlong(area, partition == Partition::AlongX, at);
    const QString where =
        partition == Partition::AlongX ? tr("y %1 mm").arg(at, 0, 'f', 0) : tr("x %1 mm").arg(at, 0, 'f', 0);
    const double lo = partition == Partition::AlongX ? box.top() : box.left();
    const double hi = partition == Partition::AlongX ? box.bottom() : box.right();
    if (!(at > lo && at < hi)) return refuse(tr("A partition at %1 misses the hall.").arg(where));
    if (!a || !b)
        return refuse(tr("A partition at %1 would cut the hall in more than two pieces.").arg(where));
    Room out = room;
    Hall kept = plain ? Hall{tr("Hall 1"), QStringLiteral("H1"), {}} : room.halls[size_t(index)];
    kept.outlineMm = *a;
    const size_t at0 = plain ? 0 : size_t(index);
    if (plain)
        out.halls.push_back(kept);
    else
        out.halls[at0] = kept;
    Hall added = newHall(out.halls);
    added.outlineMm = *b;
    out.halls.insert(out.halls.begin() + std::ptrdiff_t(at0 + 1), added);
    return edit(design, out, tr("Split hall %1 at %2").arg(kept.name, where));
}

bool HallEdits::adjoin(const Design& design, int index, int other) {
    const auto& halls = design.room().halls;
    if (index == other || index < 0 || other < 0 || size_t(index) >= halls.size() ||
        size_t(other) >= halls.size())
        return false;
    // Halls that share a partition make one area; halls apart, or meeting
    // at a corner only, make two.
    return onePolygon(areaOf(halls[size_t(index)].outlineMm).united(areaOf(halls[size_t(other)].outlineMm)))
        .has_value();
}

namespace {

/// The stretch two axis-parallel edges share on their common line; nullopt
/// when they are not on one line along x or y, or meet in a point only.
std::optional<QLineF> sharedStretch(QLineF a, QLineF b) {
    constexpr double kOnLineMm = 0.5;
    const bool alongX = std::abs(a.dy()) < kOnLineMm && std::abs(b.dy()) < kOnLineMm;
    const bool alongY = std::abs(a.dx()) < kOnLineMm && std::abs(b.dx()) < kOnLineMm;
    if (alongX && std::abs(a.y1() - b.y1()) < kOnLineMm) {
        const double from = std::max(std::min(a.x1(), a.x2()), std::min(b.x1(), b.x2()));
        const double to = std::min(std::max(a.x1(), a.x2()), std::max(b.x1(), b.x2()));
        if (to - from > kOnLineMm) return QLineF(from, a.y1(), to, a.y1());
    } else if (alongY && std::abs(a.x1() - b.x1()) < kOnLineMm) {
        const double from = std::max(std::min(a.y1(), a.y2()), std::min(b.y1(), b.y2()));
        const double to = std::min(std::max(a.y1(), a.y2()), std::max(b.y1(), b.y2()));
        if (to - from > kOnLineMm) return QLineF(a.x1(), from, a.x1(), to);
    }
    return std::nullopt;
}

std::vector<QLineF> edgesOf(const std::vector<QPointF>& outline) {
    std::vector<QLineF> edges;
    for (size_t i = 0; i < outline.size(); ++i)
        edges.emplace_back(outline[i], outline[(i + 1) % outline.size()]);
    return edges;
}

}  // namespace

std::optional<HallEdits::SharedPartition> HallEdits::sharedPartition(const Design& design, int index,
                                                                     int other) {
    const auto& halls = design.room().halls;
    if (index == other || index < 0 || other < 0 || size_t(index) >= halls.size() ||
        size_t(other) >= halls.size())
        return std::nullopt;
    // The edges first (the floor plan asks this of every pair of halls at
    // a press), the union of the two floors only where they meet.
    std::vector<QLineF> shared;
    for (const QLineF& a : edgesOf(halls[size_t(index)].outlineMm))
        for (const QLineF& b : edgesOf(halls[size_t(other)].outlineMm))
            if (const auto stretch = sharedStretch(a, b)) shared.push_back(*stretch);
    if (shared.empty() || !adjoin(design, index, other)) return std::nullopt;
    SharedPartition p;
    p.partition =
        std::abs(shared.front().dy()) < std::abs(shared.front().dx()) ? Partition::AlongX : Partition::AlongY;
    const auto across = [&](QPointF q) { return p.partition == Partition::AlongX ? q.y() : q.x(); };
    const auto along = [&](QPointF q) { return p.partition == Partition::AlongX ? q.x() : q.y(); };
    p.atMm = across(shared.front().p1());
    double from = along(shared.front().p1()), to = from;
    for (const QLineF& s : shared) {
        // Every stretch on the one line: a stepped boundary is not one partition.
        if (std::abs(across(s.p1()) - p.atMm) > 0.5 || std::abs(across(s.p2()) - p.atMm) > 0.5)
            return std::nullopt;
        from = std::min({from, along(s.p1()), along(s.p2())});
        to = std::max({to, along(s.p1()), along(s.p2())});
    }
    p.spanMm = p.partition == Partition::AlongX ? QLineF(from, p.atMm, to, p.atMm)
                                                : QLineF(p.atMm, from, p.atMm, to);
    const QPointF centre = areaOf(halls[size_t(index)].outlineMm).boundingRect().center();
    const bool indexLower = across(centre) < p.atMm;
    p.lower = indexLower ? index : other;
    p.upper = indexLower ? other : index;
    return p;
}

EditResult HallEdits::movePartition(Design& design, int index, int other, double byMm, double gridMm) {
    const std::optional<SharedPartition> p = sharedPartition(design, index, other);
    if (!p) return refuse(tr("The two halls do not share a straight partition along x or y."));
    const Room& room = design.room();
    const Hall& lower = room.halls[size_t(p->lower)];
    const Hall& upper = room.halls[size_t(p->upper)];
    const QPainterPath joint = areaOf(lower.outlineMm).united(areaOf(upper.outlineMm));
    const QRectF box = joint.boundingRect();
    const bool alongX = p->partition == Partition::AlongX;
    const double at = RoomEdits::snap(p->atMm + byMm, gridMm);
    const QString where = alongX ? tr("y %1 mm").arg(at, 0, 'f', 0) : tr("x %1 mm").arg(at, 0, 'f', 0);
    if (at == p->atMm) return refuse(tr("The partition already stands at %1.").arg(where));
    const double lo = alongX ? box.top() : box.left(), hi = alongX ? box.bottom() : box.right();
    if (!(at > lo && at < hi))
        return refuse(
            tr("A partition at %1 lies outside %2 and %3.").arg(where, hallTitle(lower), hallTitle(upper)));
    // The joint floor cut again along the moved line, as split() cuts a hall.
    const auto [a, b] = cutAlong(joint, alongX, at);
    if (!a || !b)
        return refuse(tr("A partition at %1 would cut %2 or %3 in two.")
                          .arg(where, hallTitle(lower), hallTitle(upper)));
    // Only the floor between the old line and the new, along the halls'
    // shared stretch, changes hands: a cut that also takes floor beside
    // the stretch (a hall wider than the other) is no move of this partition.
    const double movedMm2 = std::abs(at - p->atMm) * p->spanMm.length();
    const double handedMm2 = std::abs(std::abs(signedAreaOf(*a)) - std::abs(signedAreaOf(lower.outlineMm)));
    if (std::abs(handedMm2 - movedMm2) > 1.0)
        return refuse(tr("A partition at %1 would reshape %2 or %3 beyond their partition.")
                          .arg(where, hallTitle(lower), hallTitle(upper)));
    Room out = room;
    out.halls[size_t(p->lower)].outlineMm = *a;
    out.halls[size_t(p->upper)].outlineMm = *b;
    return edit(
        design, out,
        tr("Move the partition between %1 and %2 to %3").arg(hallTitle(lower), hallTitle(upper), where));
}

EditResult HallEdits::merge(Design& design, int index, int other) {
    if (!adjoin(design, index, other)) return refuse(tr("The two halls do not share a partition."));
    Room out = design.room();
    const QString gone = out.halls[size_t(other)].name;
    out.halls[size_t(index)].outlineMm = *onePolygon(
        areaOf(out.halls[size_t(index)].outlineMm).united(areaOf(out.halls[size_t(other)].outlineMm)));
    const QString name = out.halls[size_t(index)].name;
    out.halls.erase(out.halls.begin() + other);
    return edit(design, out, tr("Merge hall %1 into %2").arg(gone, name));
}

EditResult HallEdits::remove(Design& design, int index) {
    if (index < 0 || size_t(index) >= design.room().halls.size())
        return refuse(tr("The hall does not exist."));
    Room out = design.room();
    const QString name = out.halls[size_t(index)].name;
    out.halls.erase(out.halls.begin() + index);
    return edit(design, out, tr("Remove hall %1").arg(name));
}

}  // namespace sn
