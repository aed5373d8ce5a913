#pragma once

#include "model/core/ids.h"
#include "views/floorplan/floor_tool.h"

#include <memory>
#include <optional>
#include <vector>

namespace sn {

class FloorPlanView;

/// Select and move: pressing a rack selects it (Ctrl adds to the
/// selection), dragging moves every selected rack with it, the rack under
/// the cursor snapping to the grid and the rows; the release pushes one undo
/// step for all of them, the re-route that follows included.
class RackDragTool final : public FloorDrag {
public:
    /// The gesture for a press on a rack; nullptr where no rack is.
    static std::unique_ptr<FloorTool> at(FloorPlanView& view, const FloorPointer& pressed);

    bool move(const FloorPointer& p) override;
    bool release(const FloorPointer& p) override;
    void cancel() override;

private:
    RackDragTool(FloorPlanView& view, const FloorPointer& pressed, RackId leader);
    /// Where the leader goes with the pointer at `p` (snapped) and how far
    /// that moves every dragged rack; nullopt when the leader is gone.
    struct Step {
        QPointF leaderTo, offset;
    };
    std::optional<Step> stepTo(const FloorPointer& p) const;
    void pushMove(QPointF delta);
    /// Items back where the design says (unchanged if nothing was pushed).
    void putItemsBack();

    FloorPlanView& m_view;
    RackId m_leader;
    std::vector<RackId> m_racks;
};

}  // namespace sn
