#pragma once

#include "model/commands/design_edits.h"
#include "model/design/design.h"
#include "views/floorplan/background_cache.h"
#include "views/floorplan/floor_tool.h"

#include <QGraphicsView>
#include <QPointer>

#include <memory>
#include <optional>
#include <vector>


namespace sn {

class FloorPlanScene;
class HeatMapOverlay;
class RackFloorItem;
class TrayDrawTool;
class WallDrawTool;

/// The floor plan canvas: wheel and key zoom, fit, pan with the middle
/// button or space+drag. The mouse works through FloorTools: a mode in
/// charge (drawing a tray or a wall, measuring) takes its events first;
/// else a left press starts the gesture of what is under it (racks dragged
/// with grid and row snapping, a column, a piece of the hall), which moves
/// a ghost or the items live and pushes one undo step when released.
class FloorPlanView final : public QGraphicsView {
    Q_OBJECT
public:
    /// Zoom limits: from a whole campus hall to a single rack filling the screen.
    static constexpr double kMinPixelsPerMm = 0.005, kMaxPixelsPerMm = 2;

    explicit FloorPlanView(FloorPlanScene* scene, QWidget* parent = nullptr);
    ~FloorPlanView() override;

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
    /// Shows `sceneRect` (room mm) filling the view with a narrow margin,
    /// within the zoom limits; for "go to this hall".
    void frame(const QRectF& sceneRect);
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

    /// Tray drawing (TrayDrawTool): each click adds a grid point to the
    /// centre line; a double-click or Enter finishes (one undo step), Escape cancels.
    void startTrayDrawing(const QString& trayTypeId);
    void cancelTrayDrawing();
    bool isDrawingTray() const;
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
    /// The rack at a view point, under anything drawn over it; nullptr when none.
    RackFloorItem* rackAt(QPoint viewPos) const;

    /// Wall drawing (WallDrawTool): the wall starts at `fromMm` (on the grid)
    /// and the next left click ends it, one checked undo step; Esc cancels.
    void startWallDrawing(QPointF fromMm);
    bool isDrawingWall() const;

    /// The mode in charge of the mouse (drawing a tray or a wall, measuring),
    /// or nullptr: presses then start a gesture (moving racks, a column, a
    /// piece of the hall) or a rubber-band selection.
    FloorTool* mode() const { return m_mode; }
    /// Puts `tool` (not owned) in charge, cancelling the mode before it.
    void setMode(FloorTool* tool);
    /// `tool` is done: the plan goes back to selecting, if it was in charge.
    void leaveMode(FloorTool* tool);

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
    void zoomBy(double factor);
    /// Fits `area` into the view within the zoom limits, centred on `centre`.
    void showArea(const QRectF& area, QPointF centre);
    /// Whether zooming by `factor` stays within kMinPixelsPerMm–kMaxPixelsPerMm.
    bool zoomAllowed(double factor) const;
    /// Fit again on the next event-loop pass, if the room is still as Fit left it.
    void refitSoon();
    /// The scale bar's box in the viewport (bottom-right corner).
    QRect scaleBarBox(const QFontMetrics& metrics) const;
    /// The floor, its tiles and grid for `rect` (scene mm) with the painter's transform.
    void drawFloor(QPainter* painter, const QRectF& rect);
    FloorPointer pointerOf(const QMouseEvent* event) const;
    /// A left press where no mode is in charge: the gesture of what is under it.
    std::unique_ptr<FloorTool> gestureAt(const FloorPointer& pressed);

    FloorPlanScene* m_scene;
    HeatMapOverlay* m_heatMap = nullptr;
    BackgroundCache m_backgroundCache;
    bool m_backgroundCacheOn = true;
    // Panning (middle button, or left with space held).
    bool m_spaceHeld = false;
    bool m_panning = false;
    QPoint m_panLast;
    bool m_fitted = false;
    bool m_atFit = false;         ///< not zoomed or panned since the last fit
    bool m_refitPending = false;
    QSize m_fitView;                  ///< the viewport size the last fit was for
    std::vector<QRect> m_fitPinned;   ///< and the boxes pinned over it then
    std::vector<QPointer<QWidget>> m_floating;
    std::unique_ptr<FloorTool> m_gesture;  ///< from a left press to its release
    FloorTool* m_mode = nullptr;
    std::unique_ptr<TrayDrawTool> m_trayTool;
    std::unique_ptr<WallDrawTool> m_wallTool;
};

}  // namespace sn
