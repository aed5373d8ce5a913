#pragma once

#include "commands/design_edits.h"
#include "design/design.h"
#include "floorplan/background_cache.h"

#include <QGraphicsView>
#include <QPainterPath>
#include <QPointer>

#include <optional>
#include <vector>

class QGraphicsPathItem;
class QGraphicsRectItem;

namespace sn {

class FloorPlanScene;
class HeatMapOverlay;
class RackFloorItem;

/// The floor plan canvas: wheel and key zoom, fit, pan with the middle
/// button or space+drag, and racks dragged with grid and row snapping. A
/// drag moves the items live and pushes one undo step when released.
class FloorPlanView final : public QGraphicsView {
    Q_OBJECT
public:
    /// Zoom limits: from a whole campus hall to a single rack filling the screen.
    static constexpr double kMinPixelsPerMm = 0.005, kMaxPixelsPerMm = 2;

    explicit FloorPlanView(FloorPlanScene* scene, QWidget* parent = nullptr);

    FloorPlanScene* floorScene() const { return m_scene; }
    /// Racks or trays coloured by a metric, with the legend (View ▸ Heat Map).
    HeatMapOverlay* heatMap() const { return m_heatMap; }
    void zoomIn() { zoomBy(1.25); }
    /// Zooms by `factor` keeping the scene point under `viewPos` where it is (the wheel).
    void zoomAbout(double factor, QPoint viewPos);
    void zoomOut() { zoomBy(1 / 1.25); }
    /// Fits the room into the view clear of the legends and scale bar
    /// (ClearFit); the room stays fitted through resizes and legend changes
    /// until the user zooms or pans.
    void fitAll();
    /// What is pinned over the viewport, in viewport pixels: the category or
    /// heat-map legend, the scale bar, and every visible floating widget
    /// registered with keepClearOf.
    std::vector<QRect> pinnedBoxes() const;
    /// `floating`, a child of this view pinned over its viewport (the route
    /// legend), is kept clear by Fit, which follows it being shown, hidden or resized.
    void keepClearOf(QWidget* floating);
    /// Shows `sceneRect` (room mm) in the middle with as much room again
    /// around it, within the zoom limits; for "show me this object".
    void zoomTo(const QRectF& sceneRect);
    /// Current scale in pixels per millimetre.
    double pixelsPerMm() const { return transform().m11(); }
    /// The floor and grid kept as pixels (BackgroundCache), on by default;
    /// off, every frame draws them (tst_floor_plan_frames compares the two).
    void setBackgroundCacheEnabled(bool on);
    bool backgroundCacheEnabled() const { return m_backgroundCacheOn; }

    /// Where a palette drop of `typeId` at `scenePos` goes: a floor-standing
    /// unit (an in-row CDU) stands there, on the grid; a rack device dropped
    /// on a rack takes that rack's lowest free U or side slot.
    struct Drop {
        std::optional<Placement> placement;
        Check check;
        QRectF footprint;  ///< what to outline while dragging
    };
    /// With `moving`, the drop moves that device instead (keeping its U when free).
    Drop dropAt(const QString& typeId, QPointF scenePos, std::optional<DeviceId> moving = std::nullopt) const;
    /// Moves a device into the rack under `scenePos`; false (nothing changed) when refused.
    bool moveDeviceTo(DeviceId device, QPointF scenePos);
    /// Places the device; its id, or nullopt (and nothing changed) when refused.
    std::optional<DeviceId> dropDevice(const QString& typeId, QPointF scenePos);

    /// Moves the selected racks by a step (arrow keys: one grid step); one
    /// rack's repeated nudges merge into one undo step.
    void nudgeSelected(double dxMm, double dyMm);
    /// Turns the selected racks 90° clockwise about their own centres (R key).
    void rotateSelected();

    /// Tray drawing: each click adds a grid point to the centre line; a
    /// double-click or Enter finishes (one undo step), Escape cancels.
    void startTrayDrawing(const QString& trayTypeId);
    void cancelTrayDrawing();
    bool isDrawingTray() const { return !m_trayType.isEmpty(); }
    /// Adds the drawn tray; its id, or nullopt with the reason as a hint.
    std::optional<TrayId> finishTrayDrawing();

    /// The hall's column or keep-out zone under `scenePos` (room mm), by
    /// index into Room::columns / Room::keepOuts.
    std::optional<int> columnAt(QPointF scenePos) const;
    std::optional<int> keepOutAt(QPointF scenePos) const;
    /// The door whose clear area (swing and clear depth) holds `scenePos`.
    std::optional<int> doorAt(QPointF scenePos) const;
    /// The wall (partition) whose drawn thickness holds `scenePos`.
    std::optional<int> wallAt(QPointF scenePos) const;

    /// Wall drawing: the wall starts at `fromMm` (on the grid)
    /// and the next left click ends it, one checked undo step; Esc cancels.
    void startWallDrawing(QPointF fromMm);
    bool isDrawingWall() const { return m_wallStart.has_value(); }

Q_SIGNALS:
    void cursorMm(QPointF scenePos);
    void hint(const QString& text);
    void propertiesRequested();
    /// A double-click on the hall where no rack stands (a column or door there opens its properties).
    void hallDoubleClicked(QPointF scenePos);
    void trayDrawingEnded();
    /// A right-click at `scenePos`: the window shows the menu of the object there.
    void contextMenuRequested(QPointF scenePos, QPoint globalPos);

protected:
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void mouseDoubleClickEvent(QMouseEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void keyReleaseEvent(QKeyEvent* event) override;
    void drawBackground(QPainter* painter, const QRectF& rect) override;
    /// The colour legend and a scale bar, fixed to the view's corners.
    void drawForeground(QPainter* painter, const QRectF& rect) override;
    void showEvent(QShowEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;
    void contextMenuEvent(QContextMenuEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dragMoveEvent(QDragMoveEvent* event) override;
    void dragLeaveEvent(QDragLeaveEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    /// The rack at a view point, under anything drawn over it; nullptr when none.
    RackFloorItem* rackAt(QPoint viewPos) const;
    void zoomBy(double factor);
    /// Whether zooming by `factor` stays within kMinPixelsPerMm–kMaxPixelsPerMm.
    bool zoomAllowed(double factor) const;
    /// Fit again on the next event-loop pass, if the room is still as Fit left it.
    void refitSoon();
    /// The scale bar's box in the viewport (bottom-right corner).
    QRect scaleBarBox(const QFontMetrics& metrics) const;
    void finishRackDrag(QPointF scenePos);
    /// The floor, its tiles and grid for `rect` (scene mm) with the painter's transform.
    void drawFloor(QPainter* painter, const QRectF& rect);

    FloorPlanScene* m_scene;
    HeatMapOverlay* m_heatMap = nullptr;
    BackgroundCache m_backgroundCache;
    bool m_backgroundCacheOn = true;
    // Panning (middle button, or left with space held).
    bool m_spaceHeld = false;
    bool m_panning = false;
    QPoint m_panLast;
    // Dragging racks: the rack under the cursor leads, the others keep their offsets.
    bool m_dragging = false;
    RackId m_leader = RackId::create();
    std::vector<RackId> m_dragRacks;
    QPointF m_pressScene;
    QPoint m_pressView;
    bool m_fitted = false;
    bool m_atFit = false;         ///< not zoomed or panned since the last fit
    bool m_refitPending = false;
    QSize m_fitView;                  ///< the viewport size the last fit was for
    std::vector<QRect> m_fitPinned;   ///< and the boxes pinned over it then
    std::vector<QPointer<QWidget>> m_floating;
    // Dragging a hall column: a ghost follows the cursor on the grid, and the
    // release pushes one checked move (floorplan/floor_plan_column_drag.cpp).
    std::optional<int> m_dragColumn;
    QGraphicsRectItem* m_columnGhost = nullptr;
    bool startColumnDrag(QPointF scenePos, QPoint viewPos);
    void updateColumnDrag(QPointF scenePos);
    void finishColumnDrag(QPointF scenePos, bool moved);
    QPointF columnTarget(int column, QPointF scenePos) const;
    // Dragging the rest of the hall (floorplan/floor_plan_hall_drag.cpp): a
    // keep-out zone or one of its corners, a door along its wall, a wall, a
    // corner of the room's outline. A ghost follows; the release pushes one
    // checked RoomEdits step or shows why not.
    struct HallDrag {
        enum class Kind { KeepOut, KeepOutCorner, Door, Wall, OutlineVertex };
        Kind kind;
        int index = 0;
        int corner = 0;  ///< KeepOutCorner: which corner
    };
    std::optional<HallDrag> m_hallDrag;
    QGraphicsPathItem* m_hallGhost = nullptr;
    std::optional<QPointF> m_wallStart;
    QGraphicsPathItem* m_wallGhost = nullptr;
    bool startHallDrag(QPointF scenePos, QPoint viewPos);
    void updateHallDrag(QPointF scenePos);
    void finishHallDrag(QPointF scenePos, bool moved);
    /// The edit the drag would push with the cursor at `scenePos`, and the ghost to show for it.
    EditResult hallDragEdit(QPointF scenePos, QPainterPath* ghost) const;
    void finishWallDrawing(QPointF scenePos);
    void updateWallGhost(QPointF scenePos);
    void cancelWallDrawing();
    // Tray drawing.
    QString m_trayType;
    std::vector<QPointF> m_trayPoints;
    void updateTrayPreview(std::optional<QPointF> cursor);
    QPointF snapToGrid(QPointF p) const;
};

}  // namespace sn
