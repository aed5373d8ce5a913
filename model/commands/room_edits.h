#pragma once

#include "commands/design_edits.h"

#include <QCoreApplication>

namespace sn {

/// Checked edits of the hall's fixed parts (issue 22): columns, keep-out
/// zones and doors added, moved or removed, each one undo step (an
/// EditRoomCommand of the room before and after). Positions snap to
/// `gridMm` (the floor plan passes its grid, as rack moves snap; 0: as
/// given). A column or keep-out is refused where a rack stands, so an edit
/// never puts a rack on one; a door on an edge that does not exist is refused.
class RoomEdits {
    Q_DECLARE_TR_FUNCTIONS(RoomEdits)
public:
    static EditResult addColumn(Design& design, Column column, double gridMm = 0);
    /// Moves column `index` to centre `centreMm`; moves of one column merge into one undo step.
    static EditResult moveColumn(Design& design, int index, QPointF centreMm, double gridMm = 0);
    static EditResult removeColumn(Design& design, int index);
    static EditResult addKeepOut(Design& design, KeepOut zone, double gridMm = 0);
    static EditResult removeKeepOut(Design& design, int index);
    static EditResult addDoor(Design& design, Door door, double gridMm = 0);
    static EditResult moveDoor(Design& design, int index, double alongMm, double gridMm = 0);
    static EditResult removeDoor(Design& design, int index);

    /// `v` to the nearest multiple of `gridMm` (v itself for gridMm <= 0).
    static double snap(double v, double gridMm);
};

}  // namespace sn
