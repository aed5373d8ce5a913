#include "views/properties/properties_panel.h"

#include "model/analysis/design_figures.h"
#include "model/analysis/rack_fill.h"
#include "model/commands/design_edits.h"
#include "model/commands/edit_object_command.h"
#include "model/commands/routed_move_command.h"
#include "model/design/design.h"
#include "views/common/device_type_text.h"
#include "views/common/selection_model.h"
#include "views/properties/cable_properties.h"
#include "views/properties/device_type_section.h"
#include "views/properties/module_bays_section.h"
#include "views/properties/rack_group_page.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLineF>
#include <QPoint>
#include <QSpinBox>
#include <QStackedWidget>
#include <QVBoxLayout>

namespace sn {

namespace {
QDoubleSpinBox* unitBox(QWidget* parent, const QString& suffix, double min, double max, int decimals, double step) {
    auto* box = new QDoubleSpinBox(parent);
    box->setRange(min, max);
    box->setDecimals(decimals);
    box->setSingleStep(step);
    box->setSuffix(suffix);
    box->setKeyboardTracking(false);
    return box;
}
QWidget* page(QWidget* parent, QFormLayout*& form) {
    auto* w = new QWidget(parent);
    form = new QFormLayout(w);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    return w;
}
}  // namespace

PropertiesPanel::PropertiesPanel(Design& design, SelectionModel& selection, QWidget* parent)
    : QWidget(parent), m_design(design), m_selection(selection), m_pages(new QStackedWidget(this)),
      m_error(new QLabel(this)), m_many(new QLabel(this)) {
    m_pages->addWidget(buildRoomPage());
    m_pages->addWidget(buildRackPage());
    m_pages->addWidget(buildDevicePage());
    m_pages->addWidget(buildTrayPage());
    m_many->setAlignment(Qt::AlignCenter);
    m_pages->addWidget(m_many);
    m_cablePage = new CablePropertiesPage(
        design, [this](std::unique_ptr<QUndoCommand> command, const QString& error) { pushOrRefuse(std::move(command), error); },
        this);
    m_pages->addWidget(m_cablePage);
    m_rackGroup = new RackGroupPage(
        design, [this](std::unique_ptr<QUndoCommand> command, const QString& error) { pushOrRefuse(std::move(command), error); },
        this);
    m_pages->addWidget(m_rackGroup);
    m_error->setWordWrap(true);
    m_error->setStyleSheet(QStringLiteral("color: #c0392b;"));
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_pages);
    layout->addWidget(m_error);
    layout->addStretch(1);
    // The dock keeps the width the user gave it whatever is selected: no
    // field may ask for more room because of what it shows (a long type
    // name, a long rack list), so values wrap and lists scroll instead.
    for (QComboBox* combo : findChildren<QComboBox*>()) {
        combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        combo->setMinimumContentsLength(8);
    }
    for (QLabel* label : findChildren<QLabel*>()) label->setWordWrap(true);
    for (QLineEdit* edit : findChildren<QLineEdit*>()) edit->setMinimumWidth(60);

    connect(&selection, &SelectionModel::selectionChanged, this, [this] { m_error->clear(); refresh(); });
    const auto later = [this] { if (!m_design.inBatch()) refresh(); };
    connect(&design, &Design::roomChanged, this, later);
    connect(&design, &Design::rackChanged, this, later);
    connect(&design, &Design::deviceChanged, this, later);
    connect(&design, &Design::deviceInserted, this, later);
    connect(&design, &Design::deviceRemoved, this, later);
    connect(&design, &Design::trayChanged, this, later);
    connect(&design, &Design::catalogChanged, this, later);  // a completed type figure
    connect(&design, &Design::cableChanged, this, later);
    connect(&design, &Design::batchEnded, this, &PropertiesPanel::refresh);
    refresh();
}

QString PropertiesPanel::lastError() const { return m_error->text(); }
int PropertiesPanel::currentPage() const { return m_pages->currentIndex(); }

QWidget* PropertiesPanel::buildRoomPage() {
    QFormLayout* form = nullptr;
    QWidget* w = page(this, form);
    m_roomName = new QLineEdit(w);
    // The label tokens {site} and {room} (File ▸ Export ▸ Cable Labels) come from these two.
    m_roomSite = new QLineEdit(w);
    m_roomSite->setObjectName(QStringLiteral("roomSite"));
    m_roomSite->setPlaceholderText(tr("e.g. SH1"));
    m_roomSite->setToolTip(tr("Site code: the {site} token of cable and rack labels."));
    m_roomCode = new QLineEdit(w);
    m_roomCode->setObjectName(QStringLiteral("roomCode"));
    m_roomCode->setPlaceholderText(tr("e.g. DH2"));
    m_roomCode->setToolTip(tr("Room code: the {room} token of cable and rack labels."));
    m_roomWidth = unitBox(w, QStringLiteral(" mm"), 1000, 500000, 0, 100);
    m_roomDepth = unitBox(w, QStringLiteral(" mm"), 1000, 500000, 0, 100);
    m_roomHeight = unitBox(w, QStringLiteral(" mm"), 2000, 20000, 0, 100);
    form->addRow(tr("Room name:"), m_roomName);
    form->addRow(tr("Site code:"), m_roomSite);
    form->addRow(tr("Room code:"), m_roomCode);
    form->addRow(tr("Width:"), m_roomWidth);
    form->addRow(tr("Depth:"), m_roomDepth);
    form->addRow(tr("Height:"), m_roomHeight);
    for (QLineEdit* edit : {m_roomName, m_roomSite, m_roomCode})
        connect(edit, &QLineEdit::editingFinished, this, &PropertiesPanel::applyRoom);
    for (QDoubleSpinBox* box : {m_roomWidth, m_roomDepth, m_roomHeight})
        connect(box, &QDoubleSpinBox::editingFinished, this, &PropertiesPanel::applyRoom);
    return w;
}

QWidget* PropertiesPanel::buildRackPage() {
    QFormLayout* form = nullptr;
    QWidget* w = page(this, form);
    m_rackName = new QLineEdit(w);
    m_rackX = unitBox(w, QStringLiteral(" mm"), -500000, 500000, 0, 100);
    m_rackY = unitBox(w, QStringLiteral(" mm"), -500000, 500000, 0, 100);
    m_rackRotation = new QComboBox(w);
    for (int deg : {0, 90, 180, 270}) m_rackRotation->addItem(tr("%1°").arg(deg), deg);
    m_rackBudgetKw = unitBox(w, QStringLiteral(" kW"), 0, 2000, 1, 1);
    m_rackBudgetKw->setSpecialValueText(tr("no budget"));
    m_rackMaxKg = unitBox(w, QStringLiteral(" kg"), 0, 10000, 0, 50);
    m_rackMaxKg->setSpecialValueText(tr("no limit"));
    m_rackType = new QLabel(w);
    m_rackLoad = new QLabel(w);
    m_rackLoad->setObjectName(QStringLiteral("rackLoad"));
    m_rackLoad->setWordWrap(true);
    form->addRow(tr("Name:"), m_rackName);
    form->addRow(tr("Type:"), m_rackType);
    form->addRow(tr("Front-left x:"), m_rackX);
    form->addRow(tr("Front-left y:"), m_rackY);
    form->addRow(tr("Rotation:"), m_rackRotation);
    form->addRow(tr("Power budget:"), m_rackBudgetKw);
    form->addRow(tr("Weight limit:"), m_rackMaxKg);
    form->addRow(tr("Load:"), m_rackLoad);
    connect(m_rackName, &QLineEdit::editingFinished, this, &PropertiesPanel::applyRackName);
    connect(m_rackX, &QDoubleSpinBox::editingFinished, this, &PropertiesPanel::applyRackPosition);
    connect(m_rackY, &QDoubleSpinBox::editingFinished, this, &PropertiesPanel::applyRackPosition);
    connect(m_rackRotation, &QComboBox::activated, this, &PropertiesPanel::applyRackPosition);
    connect(m_rackBudgetKw, &QDoubleSpinBox::editingFinished, this, &PropertiesPanel::applyRackLimits);
    connect(m_rackMaxKg, &QDoubleSpinBox::editingFinished, this, &PropertiesPanel::applyRackLimits);
    return w;
}

QWidget* PropertiesPanel::buildDevicePage() {
    QFormLayout* form = nullptr;
    QWidget* w = page(this, form);
    m_deviceName = new QLineEdit(w);
    m_deviceType = new QLabel(w);
    m_deviceType->setWordWrap(true);
    m_deviceRack = new QComboBox(w);
    m_deviceU = new QSpinBox(w);
    m_deviceU->setRange(1, 60);
    m_deviceU->setPrefix(QStringLiteral("U"));
    m_deviceU->setKeyboardTracking(false);
    m_deviceFace = new QComboBox(w);
    m_deviceFace->addItem(tr("Front"), int(Face::Front));
    m_deviceFace->addItem(tr("Rear"), int(Face::Rear));
    m_devicePower = new QLabel(w);
    form->addRow(tr("Name:"), m_deviceName);
    form->addRow(tr("Type:"), m_deviceType);
    form->addRow(tr("Rack:"), m_deviceRack);
    form->addRow(tr("Lowest unit:"), m_deviceU);
    form->addRow(tr("Faces:"), m_deviceFace);
    m_deviceSlot = new QComboBox(w);
    form->addRow(tr("Side slot:"), m_deviceSlot);
    form->addRow(tr("Power:"), m_devicePower);
    m_typeSection = new DeviceTypeSection(m_design, w);
    form->addRow(m_typeSection);
    m_moduleBays = new ModuleBaysSection(m_design, w);
    form->addRow(m_moduleBays);
    connect(m_deviceName, &QLineEdit::editingFinished, this, &PropertiesPanel::applyDeviceName);
    connect(m_deviceU, &QSpinBox::editingFinished, this, &PropertiesPanel::applyDevicePlacement);
    connect(m_deviceFace, &QComboBox::activated, this, &PropertiesPanel::applyDevicePlacement);
    connect(m_deviceSlot, &QComboBox::activated, this, &PropertiesPanel::applyDevicePlacement);
    connect(m_deviceRack, &QComboBox::activated, this, &PropertiesPanel::applyDevicePlacement);
    return w;
}

QWidget* PropertiesPanel::buildTrayPage() {
    QFormLayout* form = nullptr;
    QWidget* w = page(this, form);
    m_trayName = new QLineEdit(w);
    m_trayType = new QLabel(w);
    m_trayType->setWordWrap(true);
    m_trayElevation = unitBox(w, QStringLiteral(" mm"), 0, 20000, 0, 50);
    m_trayFill = unitBox(w, QStringLiteral(" %"), 1, 100, 0, 5);
    m_trayLength = new QLabel(w);
    form->addRow(tr("Name:"), m_trayName);
    form->addRow(tr("Type:"), m_trayType);
    form->addRow(tr("Bottom above floor:"), m_trayElevation);
    form->addRow(tr("Fill limit:"), m_trayFill);
    form->addRow(tr("Length:"), m_trayLength);
    connect(m_trayName, &QLineEdit::editingFinished, this, &PropertiesPanel::applyTray);
    connect(m_trayElevation, &QDoubleSpinBox::editingFinished, this, &PropertiesPanel::applyTray);
    connect(m_trayFill, &QDoubleSpinBox::editingFinished, this, &PropertiesPanel::applyTray);
    return w;
}

void PropertiesPanel::fillTray(const Tray& tray) {
    const QSignalBlocker b1(m_trayName), b2(m_trayElevation), b3(m_trayFill);
    m_trayName->setText(tray.name);
    m_trayType->setText(tr("%1 (%2 × %3 mm)").arg(tray.typeId).arg(tray.widthMm).arg(tray.depthMm));
    m_trayElevation->setValue(tray.elevationMm);
    m_trayFill->setValue(tray.fillLimit * 100.0);
    double lengthMm = 0;
    for (size_t i = 1; i < tray.pathMm.size(); ++i) lengthMm += QLineF(tray.pathMm[i - 1], tray.pathMm[i]).length();
    m_trayLength->setText(tr("%1 m").arg(lengthMm / 1000.0, 0, 'f', 1));
}

void PropertiesPanel::applyTray() {
    const Tray* tray = m_tray ? m_design.trays().find(*m_tray) : nullptr;
    if (!tray) return;
    Tray after = *tray;
    after.name = m_trayName->text().trimmed();
    after.elevationMm = m_trayElevation->value();
    after.fillLimit = m_trayFill->value() / 100.0;
    if (after == *tray) return;
    if (after.name.isEmpty()) return pushOrRefuse(nullptr, tr("A tray needs a name."));
    // The tray hangs in the room: its top (bottom + depth) stays below the ceiling.
    if (after.elevationMm + after.depthMm > m_design.room().heightMm)
        return pushOrRefuse(nullptr, tr("A tray %1 mm deep at %2 mm would reach above the %3 mm ceiling.")
                                         .arg(after.depthMm).arg(after.elevationMm).arg(m_design.room().heightMm));
    pushOrRefuse(std::make_unique<EditObjectCommand<Tray>>(m_design, *tray, after, tr("Edit tray %1").arg(after.name)), {});
}

void PropertiesPanel::refresh() {
    m_rack.reset();
    m_device.reset();
    m_tray.reset();
    const auto& racks = m_selection.racks();
    const auto& devices = m_selection.devices();
    const auto& trays = m_selection.trays();
    const auto& cables = m_selection.cables();
    if (racks.size() > 1 && devices.empty() && trays.empty() && cables.empty()) {
        m_rackGroup->fill(racks);
        m_pages->setCurrentIndex(RackGroupPageIndex);
    } else if (racks.size() + devices.size() + trays.size() + cables.size() > 1) {
        m_many->setText(tr("%n objects selected", nullptr, int(racks.size() + devices.size() + trays.size() + cables.size())));
        m_pages->setCurrentIndex(ManyPage);
    } else if (cables.size() == 1 && m_design.cable(cables.front())) {
        m_cablePage->fill(*m_design.cable(cables.front()));
        m_pages->setCurrentIndex(CablePage);
    } else if (trays.size() == 1 && m_design.trays().find(trays.front())) {
        m_tray = trays.front();
        fillTray(*m_design.trays().find(*m_tray));
        m_pages->setCurrentIndex(TrayPage);
    } else if (racks.size() == 1 && m_design.rack(racks.front())) {
        m_rack = racks.front();
        fillRack(*m_design.rack(*m_rack));
        m_pages->setCurrentIndex(RackPage);
    } else if (devices.size() == 1 && m_design.device(devices.front())) {
        m_device = devices.front();
        fillDevice(*m_design.device(*m_device));
        m_pages->setCurrentIndex(DevicePage);
    } else {
        fillRoom();
        m_pages->setCurrentIndex(RoomPage);
    }
}

void PropertiesPanel::fillRoom() {
    const Room& room = m_design.room();
    const QSignalBlocker b1(m_roomName), b2(m_roomWidth), b3(m_roomDepth), b4(m_roomHeight), b5(m_roomSite), b6(m_roomCode);
    m_roomName->setText(room.name);
    m_roomSite->setText(room.site);
    m_roomCode->setText(room.code);
    m_roomWidth->setValue(room.widthMm);
    m_roomDepth->setValue(room.depthMm);
    m_roomHeight->setValue(room.heightMm);
}

void PropertiesPanel::fillRack(const Rack& rack) {
    const QSignalBlocker b1(m_rackName), b2(m_rackX), b3(m_rackY), b4(m_rackRotation), b5(m_rackBudgetKw), b6(m_rackMaxKg);
    m_rackName->setText(rack.name);
    m_rackX->setValue(rack.xMm);
    m_rackY->setValue(rack.yMm);
    m_rackRotation->setCurrentIndex(m_rackRotation->findData(rack.rotationDeg));
    m_rackBudgetKw->setValue(rack.powerBudgetW / 1000.0);
    m_rackMaxKg->setValue(rack.maxWeightKg);
    m_rackType->setText(tr("%1 (%2 U, %3 × %4 mm)").arg(rack.typeId).arg(rack.uHeight).arg(rack.widthMm).arg(rack.depthMm));
    // The rack's sums as the rules and tooltips have them: a draw the type
    // leaves unknown comes from the PSUs in its bays; one still unknown is
    // left out of the sum, and the sum says so.
    const DesignFigures context(m_design);
    const RackLoad sums = context.rackLoad(rack);
    QString load = tr("%n device(s), %1 kW max, %2 kg", nullptr, int(m_design.devicesIn(rack.id).size()))
                       .arg(sums.maxW / 1000.0, 0, 'f', 1).arg(sums.weightKg, 0, 'f', 1);
    if (sums.unknownDrawDevices > 0)
        load += QLatin1Char('\n') + tr("incomplete: power draw of %n device(s) unknown", nullptr, sums.unknownDrawDevices);
    m_rackLoad->setText(load);
}

void PropertiesPanel::fillDevice(const Device& device) {
    const QSignalBlocker b1(m_deviceName), b2(m_deviceU), b3(m_deviceFace), b4(m_deviceRack), b5(m_deviceSlot);
    const DeviceType* type = m_design.typeOf(device);
    const Rack* rack = device.placement.rack ? m_design.rack(*device.placement.rack) : nullptr;
    m_deviceName->setText(device.name);
    m_deviceType->setText(type ? QStringLiteral("%1 %2").arg(type->vendor, type->model) : device.typeId);
    // Any rack can be chosen: the device keeps its U (or slot) there.
    m_deviceRack->clear();
    if (!rack) m_deviceRack->addItem(tr("on the floor"));
    for (const Rack& r : m_design.racks()) m_deviceRack->addItem(r.name, r.id.toString());
    m_deviceRack->setCurrentIndex(rack ? m_deviceRack->findData(rack->id.toString()) : 0);
    m_deviceRack->setEnabled(rack != nullptr);
    const bool rackMounted = rack && type && type->mount == Mount::Rack;
    m_deviceU->setEnabled(rackMounted);
    m_deviceFace->setEnabled(rackMounted);
    m_deviceU->setValue(device.placement.u);
    m_deviceFace->setCurrentIndex(device.placement.face == Face::Front ? 0 : 1);
    // Side slots are named as drawn beside the rear face: L1, L2 … R1, R2 …
    m_deviceSlot->clear();
    const bool sideMounted = rack && type && type->mount == Mount::Side;
    for (SideChannel side : {SideChannel::Left, SideChannel::Right})
        for (int i = 0; sideMounted && i < rack->sideSlots; ++i)
            m_deviceSlot->addItem((side == SideChannel::Left ? QStringLiteral("L%1") : QStringLiteral("R%1")).arg(i + 1),
                                  QPoint(int(side), i));
    m_deviceSlot->setEnabled(sideMounted);
    if (sideMounted)
        m_deviceSlot->setCurrentIndex(m_deviceSlot->findData(QPoint(int(device.placement.side), device.placement.sideIndex)));
    m_devicePower->setText(type ? DeviceTypeText::power(*type) : QString());
    m_typeSection->setType(device.typeId);
    m_moduleBays->setDevice(device.id);
}

void PropertiesPanel::pushOrRefuse(std::unique_ptr<QUndoCommand> command, const QString& error) {
    if (command) {
        m_error->clear();
        m_design.undoStack().push(command.release());
        return;
    }
    m_error->setText(error);
    refresh();  // the fields show the design again, not the refused value
    m_error->setText(error);
}

void PropertiesPanel::applyRoom() {
    Room room = m_design.room();
    room.name = m_roomName->text().trimmed();
    room.site = m_roomSite->text().trimmed();
    room.code = m_roomCode->text().trimmed();
    room.widthMm = m_roomWidth->value();
    room.depthMm = m_roomDepth->value();
    room.heightMm = m_roomHeight->value();
    if (room == m_design.room()) return;
    EditResult edit = DesignEdits::editRoom(m_design, room);
    pushOrRefuse(std::move(edit.command), edit.error);
}

void PropertiesPanel::applyRackName() {
    const Rack* rack = m_rack ? m_design.rack(*m_rack) : nullptr;
    if (!rack) return;
    const QString name = m_rackName->text().trimmed();
    if (name == rack->name) return;
    if (name.isEmpty()) return pushOrRefuse(nullptr, tr("A rack needs a name."));
    Rack after = *rack;
    after.name = name;
    pushOrRefuse(std::make_unique<EditObjectCommand<Rack>>(m_design, *rack, after,
                                                           tr("Rename rack %1 to %2").arg(rack->name, name)),
                 {});
}

void PropertiesPanel::applyRackPosition() {
    const Rack* rack = m_rack ? m_design.rack(*m_rack) : nullptr;
    if (!rack) return;
    const double x = m_rackX->value(), y = m_rackY->value();
    const int rotation = m_rackRotation->currentData().toInt();
    if (x == rack->xMm && y == rack->yMm && rotation == rack->rotationDeg) return;
    EditResult edit = DesignEdits::moveRack(m_design, rack->id, x, y, rotation);
    pushOrRefuse(RoutedMoveCommand::wrap(rack->id.uuid(), std::move(edit.command)), edit.error);
}

void PropertiesPanel::applyRackLimits() {
    const Rack* rack = m_rack ? m_design.rack(*m_rack) : nullptr;
    if (!rack) return;
    Rack after = *rack;
    after.powerBudgetW = m_rackBudgetKw->value() * 1000.0;
    after.maxWeightKg = m_rackMaxKg->value();
    if (after == *rack) return;
    if (const QString why = RackFill::refusalOfLimits(m_design, after); !why.isEmpty())
        return pushOrRefuse(nullptr, why);
    pushOrRefuse(std::make_unique<EditObjectCommand<Rack>>(m_design, *rack, after, tr("Edit limits of rack %1").arg(rack->name)),
                 {});
}

void PropertiesPanel::applyDeviceName() {
    const Device* device = m_device ? m_design.device(*m_device) : nullptr;
    if (!device || m_deviceName->text().trimmed() == device->name) return;
    EditResult edit = DesignEdits::renameDevice(m_design, device->id, m_deviceName->text());
    pushOrRefuse(std::move(edit.command), edit.error);
}

void PropertiesPanel::applyDevicePlacement() {
    const Device* device = m_device ? m_design.device(*m_device) : nullptr;
    if (!device) return;
    Placement to = device->placement;
    if (const auto rack = RackId::fromString(m_deviceRack->currentData().toString())) to.rack = rack;
    to.u = m_deviceU->value();
    to.face = Face(m_deviceFace->currentData().toInt());
    if (m_deviceSlot->isEnabled() && m_deviceSlot->currentIndex() >= 0) {
        const QPoint slot = m_deviceSlot->currentData().toPoint();  // (channel, index)
        to.side = SideChannel(slot.x());
        to.sideIndex = slot.y();
    }
    if (to == device->placement) return;
    EditResult edit = DesignEdits::moveDevice(m_design, device->id, to);
    pushOrRefuse(RoutedMoveCommand::wrap(device->id.uuid(), std::move(edit.command)), edit.error);
}

}  // namespace sn
