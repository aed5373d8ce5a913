#include "io/design_assembly.h"

#include "core/excerpt.h"
#include "core/sn_error.h"
#include "design/design.h"
#include "design/module_fills.h"
#include "design/module_ports.h"
#include "io/design_bounds.h"

#include <QSet>

#include <algorithm>
#include <cstdint>
#include <utility>
#include <vector>

namespace sn {

namespace {
template <class T, class IdT>
QSet<IdT> uniqueIds(const std::vector<T>& objects, const char* kind, const ObjectLocator& where) {
    QSet<IdT> ids;
    for (std::size_t i = 0; i < objects.size(); ++i) {
        if (ids.contains(objects[i].id))
            throw UserError(DesignAssembly::tr("%1: id %2 occurs twice").arg(where(kind, i), objects[i].id.toString()));
        ids.insert(objects[i].id);
    }
    return ids;
}
/// DeviceType::port for the ends of many connections. The readers share
/// one QString per port name (io/field_text.h), so most ends spell their
/// port with a string buffer seen before: this remembers, per device type
/// and buffer, what the catalog answered. A slot keeps its name, so the
/// buffer (and its text) stays alive and a hit is never wrong; any other
/// string takes the catalog's look-up. Hashing each end's port name was a
/// tenth of opening a 16 384-GPU file (model/routing/README.md).
class PortLookup {
public:
    const PortSpec* find(const DeviceType& type, const QString& name) {
        const auto h = (std::uintptr_t(&type) >> 4) ^ (std::uintptr_t(name.constData()) >> 3);
        Slot& s = m_slots[std::size_t((h * 0x9E3779B97F4A7C15ull) >> 52) & (kSlots - 1)];
        if (s.type == &type && s.name.constData() == name.constData() && s.name.size() == name.size()) return s.spec;
        s = {&type, name, type.port(name)};
        return s.spec;
    }

private:
    static constexpr std::size_t kSlots = 4096;
    struct Slot {
        const DeviceType* type = nullptr;
        QString name;
        const PortSpec* spec = nullptr;
    };
    std::vector<Slot> m_slots = std::vector<Slot>(kSlots);
};

}  // namespace

std::unique_ptr<Design> DesignAssembly::assemble(Catalog catalog, const ProjectInfo& info, const Room& room,
                                                 DesignFragment f, const ObjectLocator& where) {
    checkDesignBounds(info, room, f, where);
    const auto rows = uniqueIds<Row, RowId>(f.rows, "rows", where);
    const auto loops = uniqueIds<CoolingLoop, LoopId>(f.loops, "cooling_loops", where);
    const auto trays = uniqueIds<Tray, TrayId>(f.trays, "trays", where);
    const auto racks = uniqueIds<Rack, RackId>(f.racks, "racks", where);
    const auto devices = uniqueIds<Device, DeviceId>(f.devices, "devices", where);
    const auto connections = uniqueIds<Connection, ConnectionId>(f.connections, "connections", where);
    uniqueIds<Cable, CableId>(f.cables, "cables", where);

    for (std::size_t i = 0; i < f.racks.size(); ++i) {
        const Rack& r = f.racks[i];
        if (r.row && !rows.contains(*r.row)) throw UserError(tr("%1: row %2 does not exist").arg(where("racks", i), r.row->toString()));
        if (r.loop && !loops.contains(*r.loop)) throw UserError(tr("%1: cooling loop %2 does not exist").arg(where("racks", i), r.loop->toString()));
        if (r.uHeight < 1 || r.uHeight > 60) throw UserError(tr("%1: a rack is 1 to 60 U high, not %2").arg(where("racks", i)).arg(r.uHeight));
    }
    QHash<DeviceId, const DeviceType*> typeOf;
    QHash<DeviceId, std::vector<PortSpec>> modulePorts;  // what filled PSU bays add (ModulePorts)
    for (std::size_t i = 0; i < f.devices.size(); ++i) {
        Device& d = f.devices[i];
        const DeviceType* type = catalog.device(d.typeId);
        if (!type) throw UserError(tr("%1: device type \"%2\" is not in the catalog").arg(where("devices", i), excerpt(d.typeId)));
        d.typeId = type->id;  // the catalog's own string: later look-ups skip the hash (Design::insert)
        if (d.placement.rack && !racks.contains(*d.placement.rack))
            throw UserError(tr("%1: rack %2 does not exist").arg(where("devices", i), d.placement.rack->toString()));
        if (const QString why = ModuleFills::problem(catalog, *type, d.modules); !why.isEmpty())
            throw UserError(tr("%1: modules: %2").arg(where("devices", i), why));
        typeOf.insert(d.id, type);
        if (!d.modules.empty()) modulePorts.insert(d.id, ModulePorts::of(catalog, *type, d));
    }
    for (std::size_t i = 0; i < f.loops.size(); ++i) {
        const CoolingLoop& l = f.loops[i];
        if (l.cdu && !devices.contains(*l.cdu)) throw UserError(tr("%1: CDU %2 does not exist").arg(where("cooling_loops", i), l.cdu->toString()));
        if (!catalog.coolant(l.coolantId)) throw UserError(tr("%1: coolant \"%2\" is not in the catalog").arg(where("cooling_loops", i), excerpt(l.coolantId)));
    }
    // A port is one spec of its device (a name finds one spec, always the
    // same), so a used port is remembered by device and spec: no port name
    // hashed per end.
    QSet<std::pair<DeviceId, const PortSpec*>> usedPorts;
    usedPorts.reserve(qsizetype(2 * f.connections.size()));
    PortLookup ports;
    for (std::size_t i = 0; i < f.connections.size(); ++i) {
        Connection& c = f.connections[i];
        for (PortRef* end : {&c.a, &c.b}) {
            const DeviceType* type = typeOf.value(end->device, nullptr);
            if (!type) throw UserError(tr("%1: device %2 does not exist").arg(where("connections", i), end->device.toString()));
            const PortSpec* spec = ports.find(*type, end->port);
            if (spec) {
                end->port = spec->name;  // the catalog's own string (Design::insert)
            } else if (const auto fitted = modulePorts.constFind(end->device); fitted != modulePorts.cend()) {
                spec = ModulePorts::find(*fitted, end->port);
            }
            if (!spec)
                throw UserError(tr("%1: %2 has no port \"%3\"")
                                    .arg(where("connections", i), excerpt(type->model), excerpt(end->port)));
            if (usedPorts.contains({end->device, spec})) throw UserError(tr("%1: port \"%2\" is connected twice").arg(where("connections", i), excerpt(end->port)));
            usedPorts.insert({end->device, spec});
        }
    }
    QSet<ConnectionId> cabled;
    for (std::size_t i = 0; i < f.cables.size(); ++i) {
        Cable& c = f.cables[i];
        if (!connections.contains(c.connection)) throw UserError(tr("%1: connection %2 does not exist").arg(where("cables", i), c.connection.toString()));
        if (cabled.contains(c.connection)) throw UserError(tr("%1: connection %2 has a second cable").arg(where("cables", i), c.connection.toString()));
        cabled.insert(c.connection);
        if (!c.typeId.isEmpty()) {
            const CableType* type = catalog.cable(c.typeId);
            if (!type)
                throw UserError(tr("%1: cable type \"%2\" is not in the catalog")
                                    .arg(where("cables", i), excerpt(c.typeId)));
            c.typeId = type->id;
        }
        for (TrayId t : c.trays)
            if (!trays.contains(t)) throw UserError(tr("%1: tray %2 does not exist").arg(where("cables", i), t.toString()));
        for (const TrayRun& r : c.trayRuns)
            if (std::find(c.trays.begin(), c.trays.end(), r.tray) == c.trays.end())
                throw UserError(tr("%1: a tray run lies in tray %2, which is not among the cable's trays")
                                    .arg(where("cables", i), r.tray.toString()));
    }

    auto design = std::make_unique<Design>(std::move(catalog));
    design->setInfo(info);
    design->setRoom(room);
    for (Row& r : f.rows) design->insert(-1, std::move(r));
    for (CoolingLoop& l : f.loops) design->insert(-1, std::move(l));
    for (Tray& t : f.trays) design->insert(-1, std::move(t));
    for (Rack& r : f.racks) design->insert(-1, std::move(r));
    for (Device& d : f.devices) design->insert(-1, std::move(d));
    for (Connection& c : f.connections) design->insert(-1, std::move(c));
    for (Cable& c : f.cables) design->insert(-1, std::move(c));
    return design;
}

}  // namespace sn
