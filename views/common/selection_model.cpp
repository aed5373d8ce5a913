#include "views/common/selection_model.h"

#include <algorithm>

namespace sn {

void SelectionModel::setRacks(std::vector<RackId> racks) {
    if (racks == m_racks && m_devices.empty() && m_trays.empty() && m_cables.empty()) return;
    m_racks = std::move(racks);
    m_devices.clear();
    m_trays.clear();
    m_cables.clear();
    if (m_racks.size() == 1) setCurrentRack(m_racks.front());
    Q_EMIT selectionChanged();
}

void SelectionModel::setDevices(std::vector<DeviceId> devices) {
    if (devices == m_devices && m_racks.empty() && m_trays.empty() && m_cables.empty()) return;
    m_devices = std::move(devices);
    m_racks.clear();
    m_trays.clear();
    m_cables.clear();
    Q_EMIT selectionChanged();
}

void SelectionModel::setTrays(std::vector<TrayId> trays) {
    if (trays == m_trays && m_racks.empty() && m_devices.empty() && m_cables.empty()) return;
    m_trays = std::move(trays);
    m_racks.clear();
    m_devices.clear();
    m_cables.clear();
    Q_EMIT selectionChanged();
}

void SelectionModel::setCables(std::vector<CableId> cables) {
    if (cables == m_cables && m_racks.empty() && m_devices.empty() && m_trays.empty()) return;
    m_cables = std::move(cables);
    m_racks.clear();
    m_devices.clear();
    m_trays.clear();
    Q_EMIT selectionChanged();
}

void SelectionModel::setCurrentRack(std::optional<RackId> rack) {
    if (rack == m_currentRack) return;
    m_currentRack = rack;
    Q_EMIT currentRackChanged(rack);
}

void SelectionModel::clear() {
    if (isEmpty()) return;
    m_racks.clear();
    m_devices.clear();
    m_trays.clear();
    m_cables.clear();
    Q_EMIT selectionChanged();
}

void SelectionModel::forget(RackId rack) {
    if (m_currentRack == rack) setCurrentRack(std::nullopt);
    const auto it = std::find(m_racks.begin(), m_racks.end(), rack);
    if (it == m_racks.end()) return;
    m_racks.erase(it);
    Q_EMIT selectionChanged();
}

void SelectionModel::forget(DeviceId device) {
    const auto it = std::find(m_devices.begin(), m_devices.end(), device);
    if (it == m_devices.end()) return;
    m_devices.erase(it);
    Q_EMIT selectionChanged();
}

void SelectionModel::forget(TrayId tray) {
    const auto it = std::find(m_trays.begin(), m_trays.end(), tray);
    if (it == m_trays.end()) return;
    m_trays.erase(it);
    Q_EMIT selectionChanged();
}

void SelectionModel::forget(CableId cable) {
    const auto it = std::find(m_cables.begin(), m_cables.end(), cable);
    if (it == m_cables.end()) return;
    m_cables.erase(it);
    Q_EMIT selectionChanged();
}

}  // namespace sn
