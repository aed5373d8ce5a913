#include "model/io/design_assembly.h"

#include "model/core/excerpt.h"
#include "model/core/sn_error.h"
#include "model/design/design.h"
#include "model/design/id_index.h"
#include "model/design/module_fills.h"
#include "model/design/module_ports.h"
#include "model/io/design_bounds.h"

#include <algorithm>
#include <cstdint>
#include <utility>
#include <vector>

namespace sn {

namespace {
/// Each object's place in its list, by id; the first repeated id is refused.
/// A flat table (design/id_index.h) where a QSet hashed every id through Qt.
template <class T>
IdIndex<int> uniqueIds(const std::vector<T>& objects, const char* kind, const ObjectLocator& where) {
    IdIndex<int> ids(-1);
    ids.reserve(int(objects.size()));
    for (std::size_t i = 0; i < objects.size(); ++i)
        if (!ids.insertNew(objects[i].id.uuid(), int(i)))
            throw UserError(DesignAssembly::tr("%1: id %2 occurs twice").arg(where(kind, i), objects[i].id.toString()));
    return ids;
}
template <class IdT>
bool has(const IdIndex<int>& ids, const IdT& id) { return ids.contains(id.uuid()); }

/// Catalog::cable for many cables: the readers share one QString per type
/// id (io/field_text.h), which the catalog's shared-key look-up does not
/// know (it knows its own strings), so each cable hashed its type id. This
/// remembers the last buffer and its answer; the slot keeps the string, so
/// the buffer stays alive and a hit is never wrong.
class CableTypeLookup {
public:
    explicit CableTypeLookup(const Catalog& catalog) : m_catalog(catalog) {}
    const CableType* find(const QString& id) {
        if (id.constData() != m_id.constData() || id.size() != m_id.size()) {
            m_id = id;
            m_type = m_catalog.cable(id);
        }
        return m_type;
    }

private:
    const Catalog& m_catalog;
    QString m_id;
    const CableType* m_type = nullptr;
};

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
    const IdIndex<int> rows = uniqueIds(f.rows, "rows", where);
    const IdIndex<int> loops = uniqueIds(f.loops, "cooling_loops", where);
    const IdIndex<int> trays = uniqueIds(f.trays, "trays", where);
    const IdIndex<int> racks = uniqueIds(f.racks, "racks", where);
    const IdIndex<int> devices = uniqueIds(f.devices, "devices", where);
    const IdIndex<int> connections = uniqueIds(f.connections, "connections", where);
    uniqueIds(f.cables, "cables", where);

    for (std::size_t i = 0; i < f.racks.size(); ++i) {
        const Rack& r = f.racks[i];
        if (r.row && !has(rows, *r.row)) throw UserError(tr("%1: row %2 does not exist").arg(where("racks", i), r.row->toString()));
        if (r.loop && !has(loops, *r.loop)) throw UserError(tr("%1: cooling loop %2 does not exist").arg(where("racks", i), r.loop->toString()));
        if (r.uHeight < 1 || r.uHeight > 60) throw UserError(tr("%1: a rack is 1 to 60 U high, not %2").arg(where("racks", i)).arg(r.uHeight));
    }
    // Per device, by its place in the list: its type, what its filled PSU
    // bays add (ModulePorts), and where its ports' used marks start.
    std::vector<const DeviceType*> typeAt(f.devices.size(), nullptr);
    std::vector<std::vector<PortSpec>> modulePorts(f.devices.size());
    std::vector<std::size_t> firstMark(f.devices.size() + 1, 0);
    for (std::size_t i = 0; i < f.devices.size(); ++i) {
        Device& d = f.devices[i];
        const DeviceType* type = catalog.device(d.typeId);
        if (!type) throw UserError(tr("%1: device type \"%2\" is not in the catalog").arg(where("devices", i), excerpt(d.typeId)));
        d.typeId = type->id;  // the catalog's own string: later look-ups skip the hash (Design::insertAll)
        if (d.placement.rack && !has(racks, *d.placement.rack))
            throw UserError(tr("%1: rack %2 does not exist").arg(where("devices", i), d.placement.rack->toString()));
        if (const QString why = ModuleFills::problem(catalog, *type, d.modules); !why.isEmpty())
            throw UserError(tr("%1: modules: %2").arg(where("devices", i), why));
        typeAt[i] = type;
        if (!d.modules.empty()) modulePorts[i] = ModulePorts::of(catalog, *type, d);
        firstMark[i + 1] = firstMark[i] + type->ports().size() + modulePorts[i].size();
    }
    for (std::size_t i = 0; i < f.loops.size(); ++i) {
        const CoolingLoop& l = f.loops[i];
        if (l.cdu && !has(devices, *l.cdu)) throw UserError(tr("%1: CDU %2 does not exist").arg(where("cooling_loops", i), l.cdu->toString()));
        if (!catalog.coolant(l.coolantId)) throw UserError(tr("%1: coolant \"%2\" is not in the catalog").arg(where("cooling_loops", i), excerpt(l.coolantId)));
    }
    // A port is one spec of its device (a name finds one spec, always the
    // same): a used port is marked by its device's place and the spec's
    // place in the type's ports, then in the bays' ports. No name hashed per end.
    std::vector<char> used(firstMark.back(), 0);
    PortLookup ports;
    for (std::size_t i = 0; i < f.connections.size(); ++i) {
        Connection& c = f.connections[i];
        for (PortRef* end : {&c.a, &c.b}) {
            const int* at = devices.find(end->device.uuid());
            if (!at) throw UserError(tr("%1: device %2 does not exist").arg(where("connections", i), end->device.toString()));
            const DeviceType* type = typeAt[std::size_t(*at)];
            const std::vector<PortSpec>& fitted = modulePorts[std::size_t(*at)];
            std::size_t mark = firstMark[std::size_t(*at)];
            const PortSpec* spec = ports.find(*type, end->port);
            if (spec) {
                end->port = spec->name;  // the catalog's own string (Design::insertAll)
                mark += std::size_t(spec - type->ports().data());
            } else if (!fitted.empty() && (spec = ModulePorts::find(fitted, end->port))) {
                mark += type->ports().size() + std::size_t(spec - fitted.data());
            }
            if (!spec)
                throw UserError(tr("%1: %2 has no port \"%3\"")
                                    .arg(where("connections", i), excerpt(type->model), excerpt(end->port)));
            if (used[mark]) throw UserError(tr("%1: port \"%2\" is connected twice").arg(where("connections", i), excerpt(end->port)));
            used[mark] = 1;
        }
    }
    std::vector<char> cabled(f.connections.size(), 0);  // by the connection's place
    CableTypeLookup cableTypes(catalog);
    for (std::size_t i = 0; i < f.cables.size(); ++i) {
        Cable& c = f.cables[i];
        const int* at = connections.find(c.connection.uuid());
        if (!at) throw UserError(tr("%1: connection %2 does not exist").arg(where("cables", i), c.connection.toString()));
        if (cabled[std::size_t(*at)]) throw UserError(tr("%1: connection %2 has a second cable").arg(where("cables", i), c.connection.toString()));
        cabled[std::size_t(*at)] = 1;
        if (!c.typeId.isEmpty()) {
            const CableType* type = cableTypes.find(c.typeId);
            if (!type)
                throw UserError(tr("%1: cable type \"%2\" is not in the catalog")
                                    .arg(where("cables", i), excerpt(c.typeId)));
            c.typeId = type->id;
        }
        for (TrayId t : c.trays)
            if (!has(trays, t)) throw UserError(tr("%1: tray %2 does not exist").arg(where("cables", i), t.toString()));
        for (const TrayRun& r : c.trayRuns)
            if (std::find(c.trays.begin(), c.trays.end(), r.tray) == c.trays.end())
                throw UserError(tr("%1: a tray run lies in tray %2, which is not among the cable's trays")
                                    .arg(where("cables", i), r.tray.toString()));
    }

    auto design = std::make_unique<Design>(std::move(catalog));
    design->setInfo(info);
    design->setRoom(room);
    design->insertAll(std::move(f));
    return design;
}

}  // namespace sn
