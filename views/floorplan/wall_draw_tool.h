#pragma once

#include "views/floorplan/floor_tool.h"

#include <optional>

class QGraphicsPathItem;

namespace sn {

class FloorPlanView;

/// Drawing a wall (partition): it starts at a point given (the hall menu's
/// "Draw Wall Here"), a line follows the cursor, and the next left click
/// ends it as one checked RoomEdits step. Its ends go onto the outline
/// when near it, else onto the floor grid. Escape cancels.
class WallDrawTool final : public FloorTool {
public:
    explicit WallDrawTool(FloorPlanView& view);
    ~WallDrawTool() override;

    void start(QPointF fromMm);
    bool isActive() const { return m_start.has_value(); }

    bool press(const FloorPointer& p) override;
    bool move(const FloorPointer& p) override;
    bool key(QKeyEvent* event) override;
    void cancel() override;

private:
    void finish(QPointF toMm);

    FloorPlanView& m_view;
    std::optional<QPointF> m_start;
    QGraphicsPathItem* m_ghost = nullptr;
};

}  // namespace sn
