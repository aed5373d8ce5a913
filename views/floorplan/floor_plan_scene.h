#pragma once

#include "model/design/design.h"

#include <QGraphicsPathItem>
#include <QGraphicsRectItem>
#include <QGraphicsScene>
#include <QHash>

#include <cmath>

namespace sn {

class FireStopItem;
class FloorDeviceItem;
class RackFloorItem;
class RoomItem;
class TrayFloorItem;
class TrayLayer;

/// The room from above, kept in step with the design: one light item per
/// rack, tray and floor-standing device, updated through the design's
/// signals (in bulk once a batch ends).
class FloorPlanScene final : public QGraphicsScene {
    Q_OBJECT
public:
    static constexpr double kGridMm = 100;
    /// `p` on the floor grid (the nearest kGridMm point).
    static QPointF snapToGrid(QPointF p) {
        return {std::round(p.x() / kGridMm) * kGridMm, std::round(p.y() / kGridMm) * kGridMm};
    }
    /// A dragged rack's edge within this distance of another rack's edge snaps onto it.
    static constexpr double kAlignMm = 150;

    explicit FloorPlanScene(Design& design, QObject* parent = nullptr);
    ~FloorPlanScene() override;

    Design& design() const { return m_design; }
    RackFloorItem* itemOf(RackId rack) const { return m_racks.value(rack); }
    TrayFloorItem* itemOf(TrayId tray) const { return m_trays.value(tray); }
    /// Draws the unselected trays on views, from pixels kept per zoom level.
    TrayLayer* trayLayer() const { return m_trayLayer; }
    /// The outline a palette drag shows (hidden when idle); owned by the scene.
    QGraphicsRectItem* dropGhost() const { return m_ghost; }
    /// The centre line of a tray being drawn; owned by the scene.
    QGraphicsPathItem* trayPreview() const { return m_trayPreview; }
    /// The fire-stop penetrations where trays pass the halls' partitions.
    const FireStopItem* fireStops() const { return m_fireStops; }
    std::vector<RackId> selectedRacks() const;
    std::vector<TrayId> selectedTrays() const;
    void selectRacks(const std::vector<RackId>& racks);
    void selectTrays(const std::vector<TrayId>& trays);
    /// Outlines the rack the elevation shows.
    void setCurrentRack(std::optional<RackId> rack);
    std::optional<RackId> currentRack() const { return m_currentRack; }

    /// Where a rack dragged to `proposed` (its front-left corner) lands: on
    /// the grid, then pulled onto the row line or against a neighbour when one
    /// is within kAlignMm. Racks in `moving` are not snapped to.
    QPointF snapRack(RackId rack, QPointF proposed, const std::vector<RackId>& moving) const;

Q_SIGNALS:
    /// The user changed the selection on the plan (not emitted for selectRacks/selectTrays).
    void planSelectionChanged(const std::vector<sn::RackId>& racks, const std::vector<sn::TrayId>& trays);

private:
    void rebuild();
    void refreshRack(RackId id);
    void refreshAllRackColours();
    void addFloorDevice(const Device& device);
    void addTray(const Tray& tray);
    void detachTrayLayer();

    Design& m_design;
    RoomItem* m_room = nullptr;
    FireStopItem* m_fireStops = nullptr;
    QGraphicsRectItem* m_ghost = nullptr;
    QGraphicsPathItem* m_trayPreview = nullptr;
    QHash<RackId, RackFloorItem*> m_racks;
    QHash<TrayId, TrayFloorItem*> m_trays;
    TrayLayer* m_trayLayer = nullptr;
    QHash<DeviceId, FloorDeviceItem*> m_floorDevices;
    std::optional<RackId> m_currentRack;
    bool m_coloursDirty = false;
    bool m_syncing = false;
};

}  // namespace sn
