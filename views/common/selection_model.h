#pragma once

#include "model/core/ids.h"

#include <QObject>

#include <optional>
#include <vector>

namespace sn {

/// What the user has selected, shared by all views of one design: picking a
/// rack on the floor plan shows it in the elevation and the properties.
/// Holds ids only; a view drops ids of objects that disappear.
class SelectionModel final : public QObject {
    Q_OBJECT
public:
    using QObject::QObject;

    const std::vector<RackId>& racks() const { return m_racks; }
    const std::vector<DeviceId>& devices() const { return m_devices; }
    const std::vector<TrayId>& trays() const { return m_trays; }
    const std::vector<CableId>& cables() const { return m_cables; }
    bool isEmpty() const { return m_racks.empty() && m_devices.empty() && m_trays.empty() && m_cables.empty(); }
    /// The rack the elevation shows: the last rack selected, kept while
    /// devices inside it are picked. Selecting one kind of object (racks,
    /// devices, trays or cables) clears the others.
    std::optional<RackId> currentRack() const { return m_currentRack; }

    void setRacks(std::vector<RackId> racks);
    void setDevices(std::vector<DeviceId> devices);
    void setTrays(std::vector<TrayId> trays);
    void setCables(std::vector<CableId> cables);
    void setCurrentRack(std::optional<RackId> rack);
    void clear();
    /// Forget an object that no longer exists.
    void forget(RackId rack);
    void forget(DeviceId device);
    void forget(TrayId tray);
    void forget(CableId cable);

Q_SIGNALS:
    void selectionChanged();
    void currentRackChanged(std::optional<sn::RackId> rack);

private:
    std::vector<RackId> m_racks;
    std::vector<DeviceId> m_devices;
    std::vector<TrayId> m_trays;
    std::vector<CableId> m_cables;
    std::optional<RackId> m_currentRack;
};

}  // namespace sn
