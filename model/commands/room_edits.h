#pragma once

#include "model/commands/design_edits.h"

#include <QCoreApplication>

namespace sn {

/// Checked edits of the hall's fixed parts: columns, keep-out
/// zones and doors added, moved or removed, each one undo step (an
/// EditRoomCommand of the room before and after). Positions snap to
/// `gridMm` (the floor plan passes its grid, as rack moves snap; 0: as
/// given). A column or keep-out is refused where a rack stands, so an edit
/// never puts a rack on one; a door on an edge that does not exist is refused.
class RoomEdits {
    Q_DECLARE_TR_FUNCTIONS(RoomEdits)
public:
    static EditResult addColumn(Design& design, Column column, double gridMm = 0);
    /// Moves column `index` to centre `centreMm` (one undo step of its own, like every edit here).
    static EditResult moveColumn(Design& design, int index, QPointF centreMm, double gridMm = 0);
    static EditResult removeColumn(Design& design, int index);
    /// Column `index` replaced by `column` as typed (name, centre, size; not
    /// snapped: exact coordinates are the point of typing them).
    static EditResult editColumn(Design& design, int index, const Column& column);
    static EditResult addKeepOut(Design& design, KeepOut zone, double gridMm = 0);
    static EditResult removeKeepOut(Design& design, int index);
    static EditResult addDoor(Design& design, Door door, double gridMm = 0);
    static EditResult moveDoor(Design& design, int index, double alongMm, double gridMm = 0);
    static EditResult removeDoor(Design& design, int index);
    /// Door `index` `widthMm` wide swinging to `swing`; refused when it no longer fits on its edge.
    static EditResult editDoor(Design& design, int index, double widthMm, Door::Swing swing);

    /// Keep-out zone `index` moved by `byMm`, so that its first corner lands on the grid.
    static EditResult moveKeepOut(Design& design, int index, QPointF byMm, double gridMm = 0);
    /// Corner `corner` of keep-out zone `index` to `toMm`. A rectangle stays
    /// a rectangle (the opposite corner stays, the neighbours follow); any
    /// other polygon moves that corner only.
    static EditResult moveKeepOutCorner(Design& design, int index, int corner, QPointF toMm, double gridMm = 0);

    /// A wall (partition) along `wall.pathMm`, its points on the grid.
    static EditResult addWall(Design& design, Wall wall, double gridMm = 0);
    /// Wall `index` moved by `byMm`, its first point landing on the grid.
    static EditResult moveWall(Design& design, int index, QPointF byMm, double gridMm = 0);
    /// Removes wall `index`, and the doors in it (they cannot stand in no wall).
    static EditResult removeWall(Design& design, int index);

    /// Vertex `index` of the room's outline to `toMm` (a room without an
    /// outline gets its rectangle's four corners first). The room's width and
    /// depth grow to the outline's extent. A rack the outline leaves outside
    /// is not refused: rule hall.room-site reports it (the user is reshaping
    /// the room around the layout). Refused when the outline would fold
    /// over itself or take no area.
    static EditResult moveOutlineVertex(Design& design, int index, QPointF toMm, double gridMm = 0);

    /// Hall `index` of a site named `name` with label code `code` (the
    /// token {room} on its cables' labels). Refused without a name, or with
    /// a code another hall has: two halls' labels would read alike.
    static EditResult renameHall(Design& design, int index, const QString& name, const QString& code);

    /// `v` to the nearest multiple of `gridMm` (v itself for gridMm <= 0).
    static double snap(double v, double gridMm);
    /// `points` moved by about `byMm`: by the step that puts the first point
    /// on the grid (a zone or wall dragged keeps its shape, on the grid).
    static std::vector<QPointF> movedOnGrid(std::vector<QPointF> points, QPointF byMm, double gridMm);
};

}  // namespace sn
