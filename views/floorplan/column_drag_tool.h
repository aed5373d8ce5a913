#pragma once

#include "views/floorplan/floor_tool.h"

#include <memory>

class QGraphicsRectItem;

namespace sn {

class FloorPlanView;

/// Dragging a hall column like a rack: a ghost follows the cursor on the
/// floor grid, and the release pushes one checked RoomEdits move (never
/// onto a rack).
class ColumnDragTool final : public FloorDrag {
public:
    /// The gesture for a press on a column; nullptr where none is.
    static std::unique_ptr<FloorTool> at(FloorPlanView& view, const FloorPointer& pressed);
    ~ColumnDragTool() override;

    bool move(const FloorPointer& p) override;
    bool release(const FloorPointer& p) override;

private:
    ColumnDragTool(FloorPlanView& view, const FloorPointer& pressed, int column);
    /// The column's centre with the pointer at `p`, on the grid.
    QPointF target(const FloorPointer& p) const;
    bool columnExists() const;

    FloorPlanView& m_view;
    int m_column;
    QGraphicsRectItem* m_ghost = nullptr;
};

}  // namespace sn
