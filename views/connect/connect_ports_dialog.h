#pragma once

#include "model/core/ids.h"
#include "model/design/design_objects.h"

#include <QDialog>

#include <optional>
#include <vector>

class QComboBox;
class QLabel;
class QPushButton;

namespace sn {

class Design;
class SelectionModel;

/// Draws a connection between two ports without a mouse (point 9):
/// pick device A, one of its free ports, device B and one of its free ports;
/// the line under the combos says what HandConnection::plan makes of the
/// pair, and Connect pushes the connection and its cable as one undo step.
class ConnectPortsDialog final : public QDialog {
    Q_OBJECT
public:
    /// Devices selected in `selection` (one or two) come preselected as A and B.
    ConnectPortsDialog(Design& design, const SelectionModel* selection, QWidget* parent = nullptr);

    QComboBox* deviceACombo() const { return m_deviceA; }
    QComboBox* portACombo() const { return m_portA; }
    QComboBox* deviceBCombo() const { return m_deviceB; }
    QComboBox* portBCombo() const { return m_portB; }
    QLabel* verdictLabel() const { return m_verdict; }
    QPushButton* connectButton() const { return m_connect; }
    /// The ports chosen now; empty when a side has no free port.
    std::optional<PortRef> from() const;
    std::optional<PortRef> to() const;

public Q_SLOTS:
    /// Makes the connection (one undo step) and closes; stays open with the reason when refused.
    void accept() override;

private:
    void fillDevices(QComboBox* combo);
    void fillPorts(QComboBox* devices, QComboBox* ports);
    std::optional<PortRef> chosen(QComboBox* devices, QComboBox* ports) const;
    void selectDevice(QComboBox* combo, DeviceId id);
    void updateVerdict();
    void showVerdict(bool ok, const QString& text);

    Design& m_design;
    std::vector<DeviceId> m_devices;  ///< combo row → device, rack then name
    QComboBox* m_deviceA;
    QComboBox* m_portA;
    QComboBox* m_deviceB;
    QComboBox* m_portB;
    QLabel* m_verdict;
    QPushButton* m_connect;
};

}  // namespace sn
