#pragma once

#include "model/design/design_objects.h"

#include <QWidget>

#include <memory>
#include <optional>

class QComboBox;
class QUndoCommand;
class QDoubleSpinBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QSpinBox;
class QStackedWidget;

namespace sn {

class CablePropertiesPage;
class Design;
class DeviceTypeSection;
class ModuleBaysSection;
class RackGroupPage;
class SelectionModel;

/// Edits the selected rack, device, tray or cable, or the room when nothing is selected.
/// Every field shows its unit; a change is checked and becomes one undo
/// command, or is refused with the reason shown under the form and the field
/// reset to the design's value.
class PropertiesPanel final : public QWidget {
    Q_OBJECT
public:
    PropertiesPanel(Design& design, SelectionModel& selection, QWidget* parent = nullptr);

    /// The last refusal ("" after a change went through).
    QString lastError() const;

    // The editors, for tests that type into them.
    QLineEdit* rackName() const { return m_rackName; }
    QDoubleSpinBox* rackX() const { return m_rackX; }
    QDoubleSpinBox* rackY() const { return m_rackY; }
    QDoubleSpinBox* rackPowerBudget() const { return m_rackBudgetKw; }
    QDoubleSpinBox* rackMaxWeight() const { return m_rackMaxKg; }
    QLineEdit* deviceName() const { return m_deviceName; }
    QSpinBox* deviceU() const { return m_deviceU; }
    QComboBox* deviceRack() const { return m_deviceRack; }
    QComboBox* deviceSlot() const { return m_deviceSlot; }
    DeviceTypeSection* typeSection() const { return m_typeSection; }
    ModuleBaysSection* moduleBays() const { return m_moduleBays; }
    int currentPage() const;
    QLineEdit* trayName() const { return m_trayName; }
    QDoubleSpinBox* trayElevation() const { return m_trayElevation; }
    QDoubleSpinBox* trayFill() const { return m_trayFill; }
    CablePropertiesPage* cablePage() const { return m_cablePage; }
    RackGroupPage* rackGroupPage() const { return m_rackGroup; }
    enum Page { RoomPage, RackPage, DevicePage, TrayPage, ManyPage, CablePage, RackGroupPageIndex };

public Q_SLOTS:
    void refresh();

private:
    QWidget* buildRoomPage();
    QWidget* buildRackPage();
    QWidget* buildDevicePage();
    QWidget* buildTrayPage();
    void fillRoom();
    void fillRack(const Rack& rack);
    void fillDevice(const Device& device);
    void fillTray(const Tray& tray);
    void applyRoom();
    void applyRackName();
    void applyRackPosition();
    void applyRackLimits();
    void applyDeviceName();
    void applyDevicePlacement();
    void applyTray();
    /// Pushes the command, or shows why not and restores the fields.
    void pushOrRefuse(std::unique_ptr<QUndoCommand> command, const QString& error);

    Design& m_design;
    SelectionModel& m_selection;
    QStackedWidget* m_pages;
    QLabel* m_error;
    QLabel* m_many;
    std::optional<RackId> m_rack;
    std::optional<DeviceId> m_device;
    std::optional<TrayId> m_tray;
    // Room
    QLineEdit* m_roomName;
    QLineEdit* m_roomSite;
    QLineEdit* m_roomCode;
    QDoubleSpinBox *m_roomWidth, *m_roomDepth, *m_roomHeight;
    // Rack
    QLineEdit* m_rackName;
    QDoubleSpinBox *m_rackX, *m_rackY, *m_rackBudgetKw, *m_rackMaxKg;
    QComboBox* m_rackRotation;
    QLabel *m_rackType, *m_rackLoad;
    // Device
    QLineEdit* m_deviceName;
    QSpinBox* m_deviceU;
    QComboBox* m_deviceFace;
    QComboBox* m_deviceSlot;  ///< 0U devices: rear side channel and position
    QComboBox* m_deviceRack;
    QLabel *m_deviceType, *m_devicePower;
    DeviceTypeSection* m_typeSection;  ///< figures of an imported type
    ModuleBaysSection* m_moduleBays;   ///< fills of its module bays
    // Tray
    QLineEdit* m_trayName;
    QDoubleSpinBox *m_trayElevation, *m_trayFill;
    QLabel *m_trayType, *m_trayLength;
    // Cable (its own file: cable_properties.cpp)
    CablePropertiesPage* m_cablePage;
    // Several racks (rack_group_page.cpp)
    RackGroupPage* m_rackGroup;
};

}  // namespace sn
