#pragma once

#include "model/design/design.h"
#include "views/elevation/port_drag.h"

#include <QColor>
#include <QGraphicsView>
#include <QHash>
#include <QPointer>

#include <optional>

namespace sn {

class ElevationOverlay;

class RackElevationScene;

/// Shows a RackElevationScene and turns gestures into commands: a palette
/// drop places a device at the snapped U (or side slot), dragging a device
/// moves it. Both show a green or red ghost on the way and change nothing
/// when the place is refused.
class RackElevationView final : public QGraphicsView {
    Q_OBJECT
public:
    explicit RackElevationView(RackElevationScene* scene, QWidget* parent = nullptr);

    RackElevationScene* elevationScene() const { return m_scene; }
    /// Shows the ghost for a device of `typeId` centred at `scenePos`; returns the check.
    Check previewDrop(const QString& typeId, QPointF scenePos);
    /// Places a new device of `typeId` at the snapped position; the new id, or
    /// nullopt (and nothing changed) when the place is refused.
    std::optional<DeviceId> dropDevice(const QString& typeId, QPointF scenePos);
    void hideGhost();
    void fitRack();
    void zoomBy(double factor);
    /// Moves the one selected rack device up (+1) or down (−1) a unit;
    /// repeated nudges of the same device merge into one undo step.
    bool nudgeSelected(int deltaU);
    /// The connection being drawn from port to port, if any.
    PortDrag& portDrag() { return m_portDrag; }
    /// Draws `overlay` over the device faces (Verify Cabling's rings; null: none).
    void setOverlay(const ElevationOverlay* overlay);
    /// Tints these devices' faces in their colours (another tool's marks,
    /// e.g. what a failure takes down); an empty map clears them.
    void setDeviceTints(QHash<DeviceId, QColor> tints);
    const QHash<DeviceId, QColor>& deviceTints() const { return m_tints; }

Q_SIGNALS:
    /// A short message for the status bar (a refusal reason, the U under the cursor).
    void hint(const QString& text);
    void cursorMm(QPointF scenePos);
    void propertiesRequested();
    /// A right-click on a device (or, with none, on the rack shown): the window shows its menu.
    void contextMenuRequested(std::optional<sn::DeviceId> device, QPoint globalPos);

protected:
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dragMoveEvent(QDragMoveEvent* event) override;
    void dragLeaveEvent(QDragLeaveEvent* event) override;
    void dropEvent(QDropEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void mouseDoubleClickEvent(QMouseEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void drawForeground(QPainter* painter, const QRectF& rect) override;
    void contextMenuEvent(QContextMenuEvent* event) override;

private:
    bool startPortDrag(QPoint viewPos);
    /// Moves the refusal card in from the view's edges so it reads whole.
    void keepReasonInView();

    RackElevationScene* m_scene;
    PortDrag m_portDrag;
    std::optional<DeviceId> m_pressed;  ///< device under the left button
    QPoint m_pressPos;
    QPointF m_grabOffset;               ///< cursor to the pressed item's centre
    bool m_moving = false;
    bool m_userZoomed = false;
    QPointer<const ElevationOverlay> m_overlay;
    QHash<DeviceId, QColor> m_tints;
};

}  // namespace sn
