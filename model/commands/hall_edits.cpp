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
    // The two sides of the partition, as rectangles reaching past the hall.
    const QRectF reach = box.adjusted(-1000, -1000, 1000, 1000);
    QRectF before = reach, after = reach;
    if (partition == Partition::AlongX)
        before.setBottom(at), after.setTop(at);
    else
        before.setRight(at), after.setLeft(at);
    QPainterPath first, second;
    first.addRect(before);
    second.addRect(after);
    const auto a = onePolygon(area.intersected(first)), b = onePolygon(area.intersected(second));
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
