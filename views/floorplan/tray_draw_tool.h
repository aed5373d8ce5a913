#pragma once

#include "model/core/ids.h"
#include "views/floorplan/floor_tool.h"

#include <QString>

#include <optional>
#include <vector>

namespace sn {

class FloorPlanView;

/// Drawing an overhead cable tray as a polyline: each click adds a grid
/// point to its centre line; a double-click or Enter finishes it as one
/// undo step (named T1, T2 … by the first number free), Escape cancels.
class TrayDrawTool final : public FloorTool {
public:
    explicit TrayDrawTool(FloorPlanView& view);

    void start(const QString& trayTypeId);
    bool isActive() const { return !m_type.isEmpty(); }
    /// Adds the drawn tray; its id, or nullopt with the reason as a hint.
    std::optional<TrayId> finish();

    bool press(const FloorPointer& p) override;
    bool move(const FloorPointer& p) override;
    bool release(const FloorPointer& p) override;
    bool doubleClick(const FloorPointer& p) override;
    bool key(QKeyEvent* event) override;
    void cancel() override;

private:
    void addPoint(QPointF scenePos);
    void showPreview(std::optional<QPointF> cursor);

    FloorPlanView& m_view;
    QString m_type;
    std::vector<QPointF> m_points;
};

}  // namespace sn
