#pragma once

#include "model/design/design_objects.h"

#include <QCoreApplication>
#include <QRectF>
#include <QString>

namespace sn {

/// Where in the hall something may stand: inside the outline, off
/// the columns and walls, out of the keep-out zones. One check, used by the
/// edit prechecks (DesignEdits, Design::checkPlacement), the palette's drop
/// ghost, the Add Row dialog, the wizard and the rule placement.room-site.
class RoomSite {
    Q_DECLARE_TR_FUNCTIONS(RoomSite)
public:
    /// The floor a rack covers. Racks turn in 90° steps about their
    /// front-left corner (as RackFrame), so it is an axis-aligned rectangle.
    static QRectF rackFootprint(const Rack& rack);
    /// The same for a footprint `widthMm` × `depthMm` turned `rotationDeg`
    /// about the corner at `corner` (floor units, racks being placed).
    static QRectF footprint(QPointF corner, double widthMm, double depthMm, int rotationDeg);
    /// Why `what` (a name, e.g. "Rack A01") may not cover `footprint`: the
    /// first of outside the outline, on a column, on a wall, in a keep-out
    /// zone (with its reason). Empty when it may. Touching counts as clear:
    /// a rack may stand against a column, a wall or the outline.
    static QString whyNot(const Room& room, const QRectF& footprint, const QString& what);
};

}  // namespace sn
