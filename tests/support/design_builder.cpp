#include "tests/support/design_builder.h"

#include "model/design/objects_from_catalog.h"

#include "model/commands/design_edits.h"
#include "model/commands/insert_objects_command.h"

#include <stdexcept>

namespace sn::test {

DesignBuilder::DesignBuilder() : m_design(std::make_unique<Design>()) {}

void DesignBuilder::push(EditResult&& edit) {
    if (!edit) throw std::runtime_error(edit.error.toStdString());
    m_design->undoStack().push(edit.command.release());
}

void DesignBuilder::placeAsStated(Device device) {
    // Where the geometry allows it (a test's typo stops here), but not held
    // to the rack's limits: a builder states a document as a file does, and
    // tests build overfull racks on purpose for the rules to find.
    const Check check = m_design->checkPlacement(device.typeId, device.placement);
    if (!check.ok) throw std::runtime_error(check.reason.toStdString());
    const QString text = device.name;
    DesignFragment fragment;
    fragment.devices.push_back(std::move(device));
    push(InsertObjectsCommand::make(*m_design, std::move(fragment), text));
}

DesignBuilder& DesignBuilder::name(const QString& name, const QString& revision) {
    push(DesignEdits::editInfo(*m_design, {name, revision}));
    return *this;
}

DesignBuilder& DesignBuilder::room(double widthMm, double depthMm, const QString& site, const QString& code) {
    Room r = m_design->room();
    r.name = code;
    r.site = site;
    r.code = code;
    r.widthMm = widthMm;
    r.depthMm = depthMm;
    push(DesignEdits::editRoom(*m_design, r));
    return *this;
}

DesignBuilder& DesignBuilder::row(const QString& name) {
    Row r{RowId::fromName(QStringLiteral("row/") + name), name};
    m_row = r.id;
    push(DesignEdits::addRow(*m_design, r));
    return *this;
}

DesignBuilder& DesignBuilder::rack(const QString& name, double xMm, double yMm, const QString& typeId,
                                   double powerBudgetW) {
    const RackType* type = m_design->catalog().rackType(typeId);
    if (!type) throw std::runtime_error("unknown rack type " + typeId.toStdString());
    Rack r = rackOfType(*type);
    r.id = rackId(name);
    r.name = name;
    r.row = m_row;
    r.xMm = xMm;
    r.yMm = yMm;
    r.powerBudgetW = powerBudgetW;
    push(DesignEdits::addRack(*m_design, r));
    return *this;
}

DesignBuilder& DesignBuilder::device(const QString& typeId, const QString& rackName, int u, const QString& name) {
    Device d;
    d.id = deviceId(name);
    d.typeId = typeId;
    d.name = name;
    d.placement.rack = rackId(rackName);
    d.placement.u = u;
    placeAsStated(std::move(d));
    return *this;
}

DesignBuilder& DesignBuilder::sideDevice(const QString& typeId, const QString& rackName, SideChannel side,
                                         int index, const QString& name) {
    Device d;
    d.id = deviceId(name);
    d.typeId = typeId;
    d.name = name;
    d.placement.rack = rackId(rackName);
    d.placement.face = Face::Rear;
    d.placement.side = side;
    d.placement.sideIndex = index;
    placeAsStated(std::move(d));
    return *this;
}

DesignBuilder& DesignBuilder::floorDevice(const QString& typeId, double xMm, double yMm, const QString& name) {
    Device d;
    d.id = deviceId(name);
    d.typeId = typeId;
    d.name = name;
    d.placement.floorXmm = xMm;
    d.placement.floorYmm = yMm;
    placeAsStated(std::move(d));
    return *this;
}

DesignBuilder& DesignBuilder::loop(const QString& name, const QString& cduName, const QString& coolantId,
                                   double supplyC, double deltaTK, const QStringList& rackNames) {
    CoolingLoop l;
    l.id = LoopId::fromName(QStringLiteral("loop/") + name);
    l.name = name;
    if (!cduName.isEmpty()) l.cdu = deviceId(cduName);
    l.coolantId = coolantId;
    l.supplyTempC = supplyC;
    l.deltaTK = deltaTK;
    push(DesignEdits::addLoop(*m_design, l));
    for (const QString& rack : rackNames) push(DesignEdits::assignRackToLoop(*m_design, rackId(rack), l.id));
    return *this;
}

DesignBuilder& DesignBuilder::tray(const QString& name, std::vector<QPointF> pathMm, double elevationMm,
                                   const QString& typeId) {
    const TrayType* type = m_design->catalog().trayType(typeId);
    if (!type) throw std::runtime_error("unknown tray type " + typeId.toStdString());
    Tray t = trayOfType(*type);
    t.id = TrayId::fromName(QStringLiteral("tray/") + name);
    t.name = name;
    t.elevationMm = elevationMm;
    t.pathMm = std::move(pathMm);
    push(DesignEdits::addTray(*m_design, t));
    return *this;
}

DesignBuilder& DesignBuilder::connect(const QString& deviceA, const QString& portA, const QString& deviceB,
                                      const QString& portB, PortRole role, const QString& cableTypeId) {
    EditResult edit = DesignEdits::connect(*m_design, {deviceId(deviceA), portA}, {deviceId(deviceB), portB}, role,
                                           cableTypeId);
    if (!edit) throw std::runtime_error(edit.error.toStdString());
    // Replace the random ids of a hand-made connection with reproducible ones.
    const QString key = QStringLiteral("%1/%2-%3/%4").arg(deviceA, portA, deviceB, portB);
    Connection c{ConnectionId::fromName(QStringLiteral("connection/") + key), {deviceId(deviceA), portA},
                 {deviceId(deviceB), portB}, role};
    DesignFragment f;
    if (!cableTypeId.isEmpty()) {
        Cable cable;
        cable.id = CableId::fromName(QStringLiteral("cable/") + key);
        cable.connection = c.id;
        cable.typeId = cableTypeId;
        cable.label = QStringLiteral("C%1").arg(++m_connections, 5, 10, QLatin1Char('0'));
        f.cables.push_back(cable);
    }
    f.connections.push_back(c);
    m_design->undoStack().push(new InsertObjectsCommand(*m_design, std::move(f), edit.command->text()));
    return *this;
}

std::unique_ptr<Design> DesignBuilder::build() {
    m_design->undoStack().clear();
    auto out = std::move(m_design);
    m_design = std::make_unique<Design>();
    return out;
}

}  // namespace sn::test
