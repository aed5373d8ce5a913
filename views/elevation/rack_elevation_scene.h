#pragma once

#include "model/design/design.h"
#include "views/elevation/elevation_layout.h"

#include <QGraphicsScene>
#include <QHash>
#include <QList>

#include <optional>

namespace sn {

class DeviceFaceItem;
class GhostItem;

/// A rack's front and rear faces, kept in step with the design through its
/// signals: the scene rebuilds its few items whenever something in the shown
/// rack changes (once per batch).
class RackElevationScene final : public QGraphicsScene {
    Q_OBJECT
public:
    explicit RackElevationScene(Design& design, QObject* parent = nullptr);
    ~RackElevationScene() override;

    Design& design() const { return m_design; }
    std::optional<RackId> rack() const { return m_rack; }
    void setRack(std::optional<RackId> rack);
    /// nullopt when no rack is shown.
    std::optional<ElevationLayout> layout() const;
    /// A second rack drawn to the right of the first, so a connection can be
    /// drawn from a port of one to a port of the other (point 6).
    std::optional<RackId> besideRack() const { return m_beside; }
    void setBesideRack(std::optional<RackId> rack);
    /// Scene x of the second rack's layout origin (its layout is shifted by this).
    double besideOffsetMm() const { return m_besideOffsetMm; }

    /// Items of a device: one per face it is drawn on.
    QList<DeviceFaceItem*> itemsOf(DeviceId device) const { return m_items.value(device); }
    GhostItem* ghost() const { return m_ghost; }
    /// Selects exactly these devices' items (without echoing back).
    void selectDevices(const std::vector<DeviceId>& devices);
    std::vector<DeviceId> selectedDevices() const;

    /// Where a device of `typeId` would snap with its centre at `pos`, and
    /// whether it may go there (the same check the edit makes).
    struct Drop {
        std::optional<Placement> placement;
        Check check;
        QRectF ghostRect;
    };
    Drop dropAt(const QString& typeId, QPointF pos, std::optional<DeviceId> moving = std::nullopt) const;

Q_SIGNALS:
    void deviceSelectionChanged(const std::vector<sn::DeviceId>& devices);

private:
    void rebuild();
    void addRackItems(const Rack& rack, const ElevationLayout& lay, double dxMm);
    void scheduleRebuild();
    void connectionTouched(ConnectionId id);
    bool concerns(DeviceId device) const;

    Design& m_design;
    std::optional<RackId> m_rack;
    std::optional<RackId> m_beside;
    double m_besideOffsetMm = 0;
    QHash<DeviceId, QList<DeviceFaceItem*>> m_items;
    GhostItem* m_ghost = nullptr;
    bool m_dirty = false;
    bool m_syncing = false;
};

}  // namespace sn
