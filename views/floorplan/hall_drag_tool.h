#pragma once

#include "model/commands/design_edits.h"
#include "views/floorplan/floor_tool.h"

#include <memory>

class QGraphicsPathItem;
class QPainterPath;

namespace sn {

class FloorPlanView;

/// The rest of the hall edited with the mouse: a keep-out zone dragged by
/// its body or resized by a corner, a door slid along its wall, a wall
/// dragged, the partition between two halls of a site moved across itself
/// (both halls change shape), a corner of the room's outline dragged. A ghost
/// follows, blue where the edit may go and red (the reason in the status
/// bar) where it may not; the release pushes one checked RoomEdits step on
/// the floor grid.
class HallDragTool final : public FloorDrag {
public:
    /// The gesture for a press on a handle (outline or zone corner, picked
    /// first) or a body (door, zone, wall); nullptr where none is.
    static std::unique_ptr<FloorTool> at(FloorPlanView& view, const FloorPointer& pressed);
    ~HallDragTool() override;

    bool move(const FloorPointer& p) override;
    bool release(const FloorPointer& p) override;

private:
    enum class Kind { KeepOut, KeepOutCorner, Door, Wall, Partition, OutlineVertex };
    HallDragTool(FloorPlanView& view, const FloorPointer& pressed, Kind kind, int index, int corner);
    /// The edit the drag would push with the pointer at `p`, and the ghost to show for it.
    EditResult edit(const FloorPointer& p, QPainterPath* ghost) const;

    FloorPlanView& m_view;
    Kind m_kind;
    int m_index;
    int m_corner;  ///< KeepOutCorner: which corner; Partition: the other hall
    QGraphicsPathItem* m_ghost = nullptr;
};

}  // namespace sn
