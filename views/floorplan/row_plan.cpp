#include "views/floorplan/row_plan.h"

#include "model/design/objects_from_catalog.h"

#include "model/design/design.h"
#include "model/design/room_site.h"

#include <algorithm>

namespace sn {

RowPlan::Result RowPlan::build(const Design& design) const {
    Result out;
    const QString rowName = name.trimmed();
    if (rowName.isEmpty()) return {{}, tr("The row needs a name.")};
    for (const Row& row : design.rows())
        if (row.name == rowName) return {{}, tr("A row named \"%1\" already exists.").arg(rowName)};
    if (count < 1 || count > 100) return {{}, tr("A row holds 1 to 100 racks.")};
    if (spacingMm < 0) return {{}, tr("The spacing between racks cannot be negative.")};
    const RackType* type = design.catalog().rackType(rackTypeId);
    if (!type) return {{}, tr("Unknown rack type \"%1\".").arg(rackTypeId)};
    const double lengthMm = count * type->widthMm + (count - 1) * spacingMm;
    const Room& room = design.room();
    if (xMm < 0 || yMm < 0 || xMm + lengthMm > room.widthMm || yMm + type->depthMm > room.depthMm)
        return {{}, tr("The row (%1 mm × %2 mm at x %3 mm, y %4 mm) does not fit in the room (%5 mm × %6 mm).")
                        .arg(lengthMm, 0, 'f', 0).arg(type->depthMm, 0, 'f', 0).arg(xMm, 0, 'f', 0)
                        .arg(yMm, 0, 'f', 0).arg(room.widthMm, 0, 'f', 0).arg(room.depthMm, 0, 'f', 0)};

    Row row;
    row.name = rowName;
    for (int i = 0; i < count; ++i) {
        Rack rack = rackOfType(*type);
        rack.name = QStringLiteral("%1%2").arg(rowName).arg(i + 1, 2, 10, QLatin1Char('0'));
        rack.row = row.id;
        const double left = xMm + i * (type->widthMm + spacingMm);
        if (facesBack) {
            // Turned 180° about its front-left corner, which now sits at the
            // footprint's far right, back edge.
            rack.rotationDeg = 180;
            rack.xMm = left + type->widthMm;
            rack.yMm = yMm + type->depthMm;
        } else {
            rack.xMm = left;
            rack.yMm = yMm;
        }
        // The check placement makes: no rack of the row on a
        // column, a wall, in a keep-out zone or outside the outline. The row
        // is refused rather than split, so the racks stand where asked.
        const QRectF footprint = RoomSite::rackFootprint(rack);
        const QString what = tr("Rack %1 at x %2 mm, y %3 mm")
                                 .arg(rack.name)
                                 .arg(footprint.left(), 0, 'f', 0)
                                 .arg(footprint.top(), 0, 'f', 0);
        if (const QString why = RoomSite::whyNot(room, footprint, what); !why.isEmpty()) return {{}, why};
        out.fragment.racks.push_back(std::move(rack));
    }
    out.fragment.rows.push_back(std::move(row));
    return out;
}

RowPlan RowPlan::suggest(const Design& design) {
    RowPlan plan;
    // Rows are named A, B, C … after the rows already there.
    plan.name = QString(QChar(u'A' + std::min(25, int(design.rows().size()))));
    const RackType* type = design.catalog().rackType(plan.rackTypeId);
    if (!type) return plan;
    // The footprints taken, each with an aisle's width kept clear before and behind it.
    std::vector<QRectF> taken;
    double bottom = 0;
    for (const Rack& rack : design.racks()) {
        const QRectF f = RoomSite::rackFootprint(rack);
        taken.push_back(f.adjusted(0, -kAisleMm, 0, kAisleMm));
        bottom = std::max(bottom, f.bottom());
    }
    const Room& room = design.room();
    // As many racks as the room's width holds with an aisle at each end (at most 8).
    plan.count = std::clamp(int((room.widthMm - 2 * kAisleMm) / type->widthMm), 1, 8);
    const auto fits = [&](const RowPlan& p) {
        const QRectF band(p.xMm, p.yMm, p.count * type->widthMm, type->depthMm);
        return p.build(design).error.isEmpty() &&
               std::none_of(taken.begin(), taken.end(), [&](const QRectF& t) { return t.intersects(band); });
    };
    // Below every rack first, one aisle away; else the first free band from
    // the top, then fewer racks; else that first spot, whose refusal the dialog shows.
    plan.yMm = bottom > 0 ? bottom + kAisleMm : kAisleMm;
    if (fits(plan)) return plan;
    for (RowPlan p = plan; p.count >= 1; --p.count)
        for (p.yMm = kAisleMm; p.yMm + type->depthMm <= room.depthMm; p.yMm += kStepMm)
            if (fits(p)) return p;
    return plan;
}

}  // namespace sn
