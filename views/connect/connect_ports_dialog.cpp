#include "views/connect/connect_ports_dialog.h"

#include "model/catalog/catalog_enums.h"
#include "model/core/natural_order.h"
#include "model/design/design.h"
#include "model/topology/hand_connection.h"
#include "views/common/selection_model.h"

#include <QComboBox>
#include <QCompleter>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QUndoStack>
#include <QVBoxLayout>

#include <algorithm>

namespace sn {

namespace {
// The verdict line's colours: the green and red of the findings panel's
// pass and error marks, readable on light and dark window backgrounds.
const QString kOkStyle = QStringLiteral("color: #1b7f3b; font-weight: bold;");
const QString kRefusedStyle = QStringLiteral("color: #c62828; font-weight: bold;");
}  // namespace

ConnectPortsDialog::ConnectPortsDialog(Design& design, const SelectionModel* selection, QWidget* parent)
    : QDialog(parent),
      m_design(design),
      m_deviceA(new QComboBox(this)),
      m_portA(new QComboBox(this)),
      m_deviceB(new QComboBox(this)),
      m_portB(new QComboBox(this)),
      m_verdict(new QLabel(this)) {
    setObjectName(QStringLiteral("connectPortsDialog"));
    setWindowTitle(tr("Connect Ports"));
    m_deviceA->setObjectName(QStringLiteral("deviceA"));
    m_portA->setObjectName(QStringLiteral("portA"));
    m_deviceB->setObjectName(QStringLiteral("deviceB"));
    m_portB->setObjectName(QStringLiteral("portB"));
    m_verdict->setObjectName(QStringLiteral("verdict"));
    m_verdict->setWordWrap(true);
    m_verdict->setMinimumWidth(420);

    // Racks in natural order ("R2" before "R10"), devices by name inside
    // each; floor-standing devices (CDUs) come after the racks.
    std::vector<const Device*> devices;
    for (const Device& d : design.devices()) devices.push_back(&d);
    const auto rackName = [&design](const Device& d) {
        const Rack* rack = d.placement.rack ? design.rack(*d.placement.rack) : nullptr;
        return rack ? rack->name : QString();
    };
    std::stable_sort(devices.begin(), devices.end(), [&](const Device* a, const Device* b) {
        const QString ra = rackName(*a), rb = rackName(*b);
        if (ra.isEmpty() != rb.isEmpty()) return rb.isEmpty();
        if (const int c = naturalCompare(ra, rb)) return c < 0;
        return naturalLess(a->name, b->name);
    });
    for (const Device* d : devices) m_devices.push_back(d->id);
    fillDevices(m_deviceA);
    fillDevices(m_deviceB);

    // One or two selected devices are the ends the user most likely means.
    const std::vector<DeviceId> picked = selection ? selection->devices() : std::vector<DeviceId>{};
    if (!picked.empty() && picked.size() <= 2) selectDevice(m_deviceA, picked[0]);
    if (picked.size() == 2) {
        selectDevice(m_deviceB, picked[1]);
    } else if (m_deviceB->count() > 1) {
        m_deviceB->setCurrentIndex(m_deviceA->currentIndex() == 0 ? 1 : 0);
    }
    fillPorts(m_deviceA, m_portA);
    fillPorts(m_deviceB, m_portB);

    auto* form = new QFormLayout;
    form->addRow(tr("Device &A:"), m_deviceA);
    form->addRow(tr("P&ort A:"), m_portA);
    form->addRow(tr("Device &B:"), m_deviceB);
    form->addRow(tr("Po&rt B:"), m_portB);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    m_connect = buttons->addButton(tr("&Connect"), QDialogButtonBox::AcceptRole);
    m_connect->setObjectName(QStringLiteral("connectButton"));
    m_connect->setDefault(true);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_verdict);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &ConnectPortsDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &ConnectPortsDialog::reject);

    connect(m_deviceA, &QComboBox::currentIndexChanged, this, [this] {
        fillPorts(m_deviceA, m_portA);
        updateVerdict();
    });
    connect(m_deviceB, &QComboBox::currentIndexChanged, this, [this] {
        fillPorts(m_deviceB, m_portB);
        updateVerdict();
    });
    connect(m_portA, &QComboBox::currentIndexChanged, this, &ConnectPortsDialog::updateVerdict);
    connect(m_portB, &QComboBox::currentIndexChanged, this, &ConnectPortsDialog::updateVerdict);
    updateVerdict();
}

void ConnectPortsDialog::fillDevices(QComboBox* combo) {
    // Editable so that typing any part of "RACK / DEVICE" ("srv1", "R12")
    // offers the devices containing it; the list itself is never extended.
    combo->setEditable(true);
    combo->setInsertPolicy(QComboBox::NoInsert);
    for (const DeviceId& id : m_devices) {
        const Device& d = *m_design.device(id);
        const Rack* rack = d.placement.rack ? m_design.rack(*d.placement.rack) : nullptr;
        combo->addItem(tr("%1 / %2").arg(rack ? rack->name : tr("Floor"), d.name));
    }
    combo->completer()->setCompletionMode(QCompleter::PopupCompletion);
    combo->completer()->setFilterMode(Qt::MatchContains);
    combo->completer()->setCaseSensitivity(Qt::CaseInsensitive);
    // Text that names no device does not stay in the box: it shows the device still chosen.
    connect(combo->lineEdit(), &QLineEdit::editingFinished, combo, [combo] {
        if (combo->findText(combo->currentText()) < 0) combo->setEditText(combo->itemText(combo->currentIndex()));
    });
}

void ConnectPortsDialog::fillPorts(QComboBox* devices, QComboBox* ports) {
    const QSignalBlocker quiet(ports);
    ports->clear();
    const int row = devices->currentIndex();
    if (row < 0) return;
    const Device& device = *m_design.device(m_devices[size_t(row)]);
    // Only free ports: a used one would be refused anyway, and leaving it
    // out keeps the list as short as what can still be cabled. The inlets
    // of a filled PSU bay are among them (Design::portsOf).
    for (const PortSpec* p : m_design.portsOf(device)) {
        const PortSpec& spec = *p;
        if (m_design.connectionAt(PortRef{device.id, spec.name})) continue;
        const QString form = kFormFactorNames.name(spec.formFactor).toUpper();  // as printed on the cage: OSFP, RJ45
        const QString text = spec.speedGbps > 0
                                 ? tr("%1 (%2, %3 Gb/s)").arg(spec.name, form, QString::number(spec.speedGbps))
                                 : tr("%1 (%2)").arg(spec.name, form);
        ports->addItem(text, spec.name);
    }
}

std::optional<PortRef> ConnectPortsDialog::chosen(QComboBox* devices, QComboBox* ports) const {
    if (devices->currentIndex() < 0 || ports->currentIndex() < 0) return std::nullopt;
    return PortRef{m_devices[size_t(devices->currentIndex())], ports->currentData().toString()};
}

std::optional<PortRef> ConnectPortsDialog::from() const { return chosen(m_deviceA, m_portA); }
std::optional<PortRef> ConnectPortsDialog::to() const { return chosen(m_deviceB, m_portB); }

void ConnectPortsDialog::selectDevice(QComboBox* combo, DeviceId id) {
    const auto it = std::find(m_devices.begin(), m_devices.end(), id);
    if (it != m_devices.end()) combo->setCurrentIndex(int(it - m_devices.begin()));
}

void ConnectPortsDialog::updateVerdict() {
    const std::optional<PortRef> a = from(), b = to();
    if (m_devices.empty()) return showVerdict(false, tr("The design has no devices to connect."));
    if (!a) return showVerdict(false, tr("Device A has no free port."));
    if (!b) return showVerdict(false, tr("Device B has no free port."));
    const HandConnection::Plan plan = HandConnection::plan(m_design, *a, *b);
    if (!plan.check.ok) return showVerdict(false, plan.check.reason);
    const CableType* cable = m_design.catalog().cable(plan.cableTypeId);
    showVerdict(true, tr("OK — cable %1").arg(cable ? cable->model : plan.cableTypeId));
}

void ConnectPortsDialog::showVerdict(bool ok, const QString& text) {
    m_verdict->setText(text);
    m_verdict->setStyleSheet(ok ? kOkStyle : kRefusedStyle);
    m_connect->setEnabled(ok);
}

void ConnectPortsDialog::accept() {
    const std::optional<PortRef> a = from(), b = to();
    if (!a || !b) return;
    EditResult edit = HandConnection::make(m_design, *a, *b);
    if (!edit) return showVerdict(false, edit.error);
    m_design.undoStack().push(edit.command.release());
    QDialog::accept();
}

}  // namespace sn
