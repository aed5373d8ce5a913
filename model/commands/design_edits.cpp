#include "model/commands/design_edits.h"

#include "model/analysis/placement_check.h"
#include "model/commands/edit_object_command.h"
#include "model/commands/insert_objects_command.h"
#include "model/commands/remove_objects_command.h"
#include "model/design/module_fills.h"
#include "model/design/module_ports.h"
#include "model/design/room_site.h"

#include <algorithm>

namespace sn {

namespace {
EditResult refuse(QString why) { return {nullptr, std::move(why)}; }
template <class Cmd, class... Args>
EditResult accept(Args&&... args) {
    return {std::make_unique<Cmd>(std::forward<Args>(args)...), {}};
}
EditResult insertOne(Design& design, DesignFragment fragment, const QString& text) {
    return InsertObjectsCommand::make(design, std::move(fragment), text);
}
}  // namespace

EditResult DesignEdits::addRow(Design& design, Row row) {
    if (design.rows().contains(row.id)) return refuse(tr("A row with this id already exists."));
    const QString text = tr("Add row %1").arg(row.name);
    DesignFragment f;
    f.rows.push_back(std::move(row));
    return insertOne(design, std::move(f), text);
}

EditResult DesignEdits::addRack(Design& design, Rack rack) {
    if (design.rack(rack.id)) return refuse(tr("A rack with this id already exists."));
    if (rack.row && !design.rows().contains(*rack.row)) return refuse(tr("The row does not exist."));
    if (rack.loop && !design.loops().contains(*rack.loop)) return refuse(tr("The cooling loop does not exist."));
    if (rack.uHeight < 1 || rack.uHeight > 60) return refuse(tr("A rack is 1 to 60 U high."));
    if (rack.widthMm <= 0 || rack.depthMm <= 0) return refuse(tr("A rack needs a width and a depth."));
    if (const QString why = RoomSite::whyNot(design.room(), RoomSite::rackFootprint(rack), tr("Rack %1").arg(rack.name));
        !why.isEmpty())
        return refuse(why);
    const QString text = tr("Add rack %1").arg(rack.name);
    DesignFragment f;
    f.racks.push_back(std::move(rack));
    return insertOne(design, std::move(f), text);
}

EditResult DesignEdits::moveRack(Design& design, RackId id, double xMm, double yMm, int rotationDeg) {
    const Rack* rack = design.rack(id);
    if (!rack) return refuse(tr("The rack does not exist."));
    if (rotationDeg % 90 != 0) return refuse(tr("Racks turn in steps of 90°."));
    Rack after = *rack;
    after.xMm = xMm;
    after.yMm = yMm;
    after.rotationDeg = ((rotationDeg % 360) + 360) % 360;
    if (const QString why = RoomSite::whyNot(design.room(), RoomSite::rackFootprint(after), tr("Rack %1").arg(rack->name));
        !why.isEmpty())
        return refuse(why);
    return accept<EditObjectCommand<Rack>>(design, *rack, after, tr("Move rack %1").arg(rack->name),
                                           CommandId::MoveRack);
}

EditResult DesignEdits::placeDevice(Design& design, Device device) {
    if (design.device(device.id)) return refuse(tr("A device with this id already exists."));
    const PlacementCheck check = PlacementCheck::of(design, device.typeId, device.placement);
    if (!check.ok()) return refuse(check.check.reason);
    const QString text = tr("Place %1").arg(device.name);
    DesignFragment f;
    f.devices.push_back(std::move(device));
    return insertOne(design, std::move(f), text);
}

EditResult DesignEdits::moveDevice(Design& design, DeviceId id, const Placement& to) {
    const Device* device = design.device(id);
    if (!device) return refuse(tr("The device does not exist."));
    const PlacementCheck check = PlacementCheck::of(design, device->typeId, to, id);
    if (!check.ok()) return refuse(check.check.reason);
    Device after = *device;
    after.placement = to;
    return accept<EditObjectCommand<Device>>(design, *device, after, tr("Move %1").arg(device->name),
                                             CommandId::MoveDevice);
}

EditResult DesignEdits::renameDevice(Design& design, DeviceId id, const QString& name) {
    const Device* device = design.device(id);
    if (!device) return refuse(tr("The device does not exist."));
    if (name.trimmed().isEmpty()) return refuse(tr("A device needs a name."));
    Device after = *device;
    after.name = name.trimmed();
    return accept<EditObjectCommand<Device>>(design, *device, after,
                                             tr("Rename %1 to %2").arg(device->name, after.name));
}

EditResult DesignEdits::fillModuleBay(Design& design, DeviceId id, const QString& bay, const QString& moduleId) {
    const Device* device = design.device(id);
    if (!device) return refuse(tr("The device does not exist."));
    const DeviceType* type = design.typeOf(*device);
    if (!type) return refuse(tr("The device's type is not in the catalog."));
    Device after = *device;
    after.modules = ModuleFills::with(*type, device->modules, bay, moduleId);
    if (!type->moduleBay(bay)) return refuse(ModuleFills::problem(design.catalog(), *type, ModuleFill{bay, moduleId}));
    if (const QString why = ModuleFills::problem(design.catalog(), *type, after.modules); !why.isEmpty())
        return refuse(why);
    if (after.modules == device->modules) return refuse(tr("Bay %1 of %2 already holds that.").arg(bay, device->name));
    const ModuleType* module = design.catalog().module(moduleId);
    const QString text = module ? tr("Put %1 in bay %2 of %3").arg(module->model, bay, device->name)
                                : tr("Empty bay %1 of %2").arg(bay, device->name);
    // A PSU taken out takes the cables on its inlets with it, in the same
    // undo step; so does one replaced by a PSU whose inlet of that name has
    // another connector.
    ObjectSelection cut;
    const std::vector<PortSpec> ports = ModulePorts::of(design.catalog(), *type, after);
    for (const PortSpec& p : design.modulePortsOf(id)) {
        const PortSpec* kept = ModulePorts::find(ports, p.name);
        if (kept && kept->formFactor == p.formFactor) continue;
        if (const auto c = design.connectionAt({id, p.name})) cut.connections.push_back(*c);
    }
    if (cut.connections.empty()) return accept<EditObjectCommand<Device>>(design, *device, after, text);
    const int n = int(cut.connections.size());
    auto step = std::make_unique<QUndoCommand>(
        tr("%1 and remove the %n cable(s) on its power inlets", nullptr, n).arg(text));
    new RemoveObjectsCommand(design, cut, step.get());
    new EditObjectCommand<Device>(design, *device, after, text, CommandId::None, step.get());
    return {std::move(step), {}};
}

EditResult DesignEdits::addTray(Design& design, Tray tray) {
    if (design.trays().contains(tray.id)) return refuse(tr("A tray with this id already exists."));
    if (tray.pathMm.size() < 2) return refuse(tr("A tray needs at least two points."));
    if (tray.widthMm <= 0 || tray.depthMm <= 0) return refuse(tr("A tray needs a width and a depth."));
    if (tray.fillLimit <= 0 || tray.fillLimit > 1) return refuse(tr("The fill limit is above 0 % and at most 100 %."));
    const QString text = tr("Add tray %1").arg(tray.name);
    DesignFragment f;
    f.trays.push_back(std::move(tray));
    return insertOne(design, std::move(f), text);
}

EditResult DesignEdits::addLoop(Design& design, CoolingLoop loop) {
    if (design.loops().contains(loop.id)) return refuse(tr("A loop with this id already exists."));
    if (!design.catalog().coolant(loop.coolantId))
        return refuse(tr("Unknown coolant \"%1\".").arg(loop.coolantId));
    if (loop.deltaTK <= 0) return refuse(tr("The loop's temperature rise must be above 0 K."));
    if (loop.cdu) {
        const Device* cdu = design.device(*loop.cdu);
        const DeviceType* type = cdu ? design.typeOf(*cdu) : nullptr;
        if (!type || type->category != DeviceCategory::Cdu) return refuse(tr("The loop's CDU is not a CDU."));
    }
    const QString text = tr("Add cooling loop %1").arg(loop.name);
    DesignFragment f;
    f.loops.push_back(std::move(loop));
    return insertOne(design, std::move(f), text);
}

EditResult DesignEdits::assignRackToLoop(Design& design, RackId id, std::optional<LoopId> loop) {
    const Rack* rack = design.rack(id);
    if (!rack) return refuse(tr("The rack does not exist."));
    if (loop && !design.loops().contains(*loop)) return refuse(tr("The cooling loop does not exist."));
    Rack after = *rack;
    after.loop = loop;
    return accept<EditObjectCommand<Rack>>(design, *rack, after, tr("Change cooling loop of %1").arg(rack->name));
}

EditResult DesignEdits::connect(Design& design, const PortRef& a, const PortRef& b, PortRole role,
                                const QString& cableTypeId) {
    const Check check = design.checkConnection(a, b);
    if (!check.ok) return refuse(check.reason);
    if (!cableTypeId.isEmpty() && !design.catalog().cable(cableTypeId))
        return refuse(tr("Unknown cable type \"%1\".").arg(cableTypeId));
    DesignFragment f;
    Connection c{ConnectionId::create(), a, b, role};
    if (!cableTypeId.isEmpty()) {
        Cable cable;
        cable.id = CableId::create();
        cable.connection = c.id;
        cable.typeId = cableTypeId;
        f.cables.push_back(std::move(cable));
    }
    f.connections.push_back(std::move(c));
    return insertOne(design, std::move(f),
                     tr("Connect %1 %2 to %3 %4")
                         .arg(design.device(a.device)->name, a.port, design.device(b.device)->name, b.port));
}

EditResult DesignEdits::editCable(Design& design, const Cable& edited) {
    const Cable* cable = design.cable(edited.id);
    if (!cable) return refuse(tr("The cable does not exist."));
    if (cable->connection != edited.connection) return refuse(tr("A cable stays with its connection."));
    if (!edited.typeId.isEmpty() && !design.catalog().cable(edited.typeId))
        return refuse(tr("Unknown cable type \"%1\".").arg(edited.typeId));
    for (TrayId t : edited.trays)
        if (!design.trays().contains(t)) return refuse(tr("The cable's route names a tray that does not exist."));
    for (const TrayRun& r : edited.trayRuns)
        if (std::find(edited.trays.begin(), edited.trays.end(), r.tray) == edited.trays.end())
            return refuse(tr("A stretch of the cable's route lies in a tray the route does not pass."));
    if ((edited.routeLengthMm && *edited.routeLengthMm < 0) || (edited.orderedLengthMm && *edited.orderedLengthMm < 0))
        return refuse(tr("A cable length cannot be negative."));
    if (edited.valveTurns && !(*edited.valveTurns >= 0 && *edited.valveTurns <= 100))  // NaN fails too
        return refuse(tr("A balancing valve's setting is a number of turns from 0 to 100."));
    return accept<EditObjectCommand<Cable>>(design, *cable, edited, tr("Edit cable %1").arg(edited.label));
}

EditResult DesignEdits::editRoom(Design& design, const Room& room) {
    if (room.widthMm <= 0 || room.depthMm <= 0 || room.heightMm <= 0)
        return refuse(tr("The room needs a positive width, depth and height."));
    return accept<EditRoomCommand>(design, design.room(), room, tr("Edit room"), CommandId::EditRoom);
}

EditResult DesignEdits::editInfo(Design& design, const ProjectInfo& info) {
    return accept<EditInfoCommand>(design, design.info(), info, tr("Edit design properties"), CommandId::EditInfo);
}

}  // namespace sn
