#include "model/design/design.h"

#include "model/design/blank_object.h"
#include "model/design/design_fragment.h"
#include "model/design/module_fills.h"
#include "model/design/module_ports.h"
#include "model/design/room_site.h"
#include "model/design/u_span.h"

#include <algorithm>
#include <functional>
#include <stdexcept>

namespace sn {

namespace {
void require(bool condition, const char* what) {
    // Commands check their edit before pushing it; reaching this is a bug in a
    // command or loader, never a user error.
    if (!condition) throw std::logic_error(what);
}
void require(const char* whyNot) {
    if (whyNot) throw std::logic_error(whyNot);
}
// The design keeps its catalog ids and port names as copies of the catalog's
// own strings (one shared buffer per id, not one per row read): the
// catalog's look-ups recognise a shared buffer without hashing the text
// (catalog/shared_key_lookup.h). The text is the same either way.
template <class Entry>
void shareId(QString& id, const Entry* entry) {
    if (entry) id = entry->id;
}

void shareName(QString& name, const PortSpec* spec) {
    if (spec) name = spec->name;
}

}  // namespace

Design::Design(QObject* parent) : Design(Catalog::builtIn(), parent) {}

Design::Design(Catalog catalog, QObject* parent)
    : QObject(parent),
      m_catalog(std::make_shared<const Catalog>(std::move(catalog))),
      m_cableOfConnection(IdIndex<CableId>(blank<Cable>().id)) {}

Design::Design(const Design& other, SnapshotCopy)
    : QObject(nullptr),
      m_catalog(other.m_catalog),
      m_info(other.m_info),
      m_room(other.m_room),
      m_routing(other.m_routing),
      m_rows(other.m_rows),
      m_racks(other.m_racks),
      m_devices(other.m_devices),
      m_trays(other.m_trays),
      m_loops(other.m_loops),
      m_connections(other.m_connections),
      m_cables(other.m_cables),
      m_ports(other.m_ports),
      m_cableOfConnection(other.m_cableOfConnection),
      m_devicesInRack(other.m_devicesInRack),
      m_revision(other.m_revision) {}

Design::~Design() { m_undoStack.clear(); }

const PortSpec* Design::portSpec(const PortRef& port) const {
    const Device* d = device(port.device);
    if (!d) return nullptr;
    const DeviceType* type = typeOf(*d);
    if (const PortSpec* p = type ? type->port(port.port) : nullptr) return p;
    return m_ports.modulePort(port.device, port.port);
}

std::vector<const PortSpec*> Design::portsOf(const Device& device) const {
    std::vector<const PortSpec*> out;
    if (const DeviceType* type = typeOf(device))
        for (const PortSpec& p : type->ports()) out.push_back(&p);
    for (const PortSpec& p : modulePortsOf(device.id)) out.push_back(&p);
    return out;
}

const std::vector<PortSpec>& Design::modulePortsOf(DeviceId device) const { return m_ports.modulePortsOf(device); }

void Design::indexModulePorts(const Device& d) {
    const DeviceType* type = typeOf(d);
    m_ports.setModulePorts(d.id, type ? ModulePorts::of(*m_catalog, *type, d) : std::vector<PortSpec>{});
}

std::optional<ConnectionId> Design::connectionAt(const PortRef& port) const { return m_ports.connectionAt(port); }

std::optional<ConnectionId> Design::connectionAt(const Device& device, const PortSpec& port) const {
    return m_ports.connectionAt(device.id, port);
}

std::vector<std::pair<const PortSpec*, ConnectionId>> Design::connectedPorts(const Device& device) const {
    return m_ports.connectedPorts(device.id);
}

std::optional<CableId> Design::cableOf(ConnectionId connection) const {
    return m_cableOfConnection->value(connection.uuid());
}

std::vector<DeviceId> Design::devicesIn(RackId rackId) const {
    const std::vector<DeviceId>* held = m_devicesInRack->find(rackId.uuid());
    if (!held) return {};
    std::vector<std::pair<int, DeviceId>> placed;
    placed.reserve(held->size());
    for (const DeviceId& id : *held) placed.emplace_back(m_devices.indexOf(id), id);
    std::sort(placed.begin(), placed.end(), [](const auto& x, const auto& y) { return x.first < y.first; });
    std::vector<DeviceId> out;
    out.reserve(placed.size());
    for (const auto& p : placed) out.push_back(p.second);
    return out;
}

void Design::indexRackPlace(const Device& d) {
    if (!d.placement.rack) return;
    IdIndex<std::vector<DeviceId>>& inRack = m_devicesInRack.edit();
    std::vector<DeviceId> held = inRack.value(d.placement.rack->uuid()).value_or(std::vector<DeviceId>{});
    held.push_back(d.id);
    inRack.insert(d.placement.rack->uuid(), std::move(held));
}

void Design::unindexRackPlace(const Device& d) {
    if (!d.placement.rack) return;
    IdIndex<std::vector<DeviceId>>& inRack = m_devicesInRack.edit();
    std::vector<DeviceId> held = inRack.value(d.placement.rack->uuid()).value_or(std::vector<DeviceId>{});
    held.erase(std::remove(held.begin(), held.end(), d.id), held.end());
    if (held.empty()) inRack.remove(d.placement.rack->uuid());
    else inRack.insert(d.placement.rack->uuid(), std::move(held));
}

std::vector<ConnectionId> Design::connectionsOf(DeviceId deviceId) const {
    // By position in the document: each connection's position looked up once.
    const std::vector<ConnectionId> at = m_ports.connectionsAt(deviceId);
    std::vector<std::pair<int, const ConnectionId*>> found;
    found.reserve(at.size());
    for (const ConnectionId& c : at) found.emplace_back(m_connections.indexOf(c), &c);
    std::sort(found.begin(), found.end(), [](const auto& x, const auto& y) { return x.first < y.first; });
    std::vector<ConnectionId> out;
    out.reserve(found.size());
    for (size_t i = 0; i < found.size(); ++i)
        if (i == 0 || found[i].first != found[i - 1].first) out.push_back(*found[i].second);  // a loop-back cable ends here twice
    return out;
}

Check Design::checkPlacement(const QString& typeId, const Placement& where,
                             std::optional<DeviceId> ignoring) const {
    const DeviceType* type = m_catalog->device(typeId);
    if (!type) return Check::refused(tr("Unknown device type \"%1\".").arg(typeId));
    if (type->mount == Mount::Floor) {
        if (where.rack) return Check::refused(tr("%1 stands on the floor, not in a rack.").arg(type->model));
        if (where.floorXmm < 0 || where.floorYmm < 0 || where.floorXmm > m_room.widthMm
            || where.floorYmm > m_room.depthMm)
            return Check::refused(tr("The position is outside the room."));
        if (type->widthMm > 0 && type->depthMm > 0) {
            const QRectF area = RoomSite::footprint({where.floorXmm, where.floorYmm}, type->widthMm, type->depthMm,
                                                    where.rotationDeg);
            if (const QString why = RoomSite::whyNot(m_room, area, type->model); !why.isEmpty())
                return Check::refused(why);
        }
        return Check::fine();
    }
    if (!where.rack) return Check::refused(tr("%1 must be placed in a rack.").arg(type->model));
    const Rack* r = rack(*where.rack);
    if (!r) return Check::refused(tr("The rack does not exist."));

    for (const Device& other : m_devices) {
        if (other.placement.rack != where.rack || (ignoring && other.id == *ignoring)) continue;
        const DeviceType* otherType = typeOf(other);
        if (!otherType) continue;
        if (type->mount == Mount::Side) {
            if (otherType->mount == Mount::Side && other.placement.side == where.side
                && other.placement.sideIndex == where.sideIndex)
                return Check::refused(tr("That side slot is taken by %1.").arg(other.name));
        } else if (otherType->mount == Mount::Rack) {
            const USpan taken = USpan::of(other.placement, *otherType);
            if (USpan::of(where, *type).overlaps(taken))
                return Check::refused(tr("U%1–U%2 is taken by %3.").arg(taken.bottom).arg(taken.top).arg(other.name));
        }
    }
    if (type->mount == Mount::Side) {
        if (where.side == SideChannel::None)
            return Check::refused(tr("%1 is a 0U device and goes into a side channel.").arg(type->model));
        if (where.sideIndex < 0 || where.sideIndex >= r->sideSlots)
            return Check::refused(tr("Rack %1 has %2 side slots per channel.").arg(r->name).arg(r->sideSlots));
    } else {
        if (where.side != SideChannel::None)
            return Check::refused(tr("%1 is %2 U high and cannot go into a side channel.")
                                      .arg(type->model).arg(type->uHeight));
        const USpan span = USpan::of(where, *type);
        if (!span.fitsIn(r->uHeight))
            return Check::refused(tr("U%1–U%2 is outside rack %3 (U1–U%4).")
                                      .arg(span.bottom).arg(span.top).arg(r->name).arg(r->uHeight));
        if (type->depthMm > r->depthMm)
            return Check::refused(tr("%1 is %2 mm deep; rack %3 is %4 mm deep.")
                                      .arg(type->model).arg(type->depthMm).arg(r->name).arg(r->depthMm));
    }
    return Check::fine();
}

Check Design::checkConnection(const PortRef& a, const PortRef& b) const {
    for (const PortRef* end : {&a, &b}) {
        const Device* d = device(end->device);
        if (!d) return Check::refused(tr("The device does not exist."));
        if (!portSpec(*end)) return Check::refused(tr("%1 has no port \"%2\".").arg(d->name, end->port));
        if (auto used = connectionAt(*end)) {
            Q_UNUSED(used);
            return Check::refused(tr("Port %1 of %2 is already connected.").arg(end->port, d->name));
        }
    }
    if (a == b) return Check::refused(tr("A port cannot be connected to itself."));
    const PortSpec* pa = portSpec(a);
    const PortSpec* pb = portSpec(b);
    if (!m_catalog->canJoin(pa->formFactor, pb->formFactor))
        // Connector names upper-case, as printed on the cages (OSFP, QSFP112, RJ45).
        return Check::refused(tr("The connectors do not mate: %1 port to %2 port.")
                                  .arg(kFormFactorNames.name(pa->formFactor).toUpper(),
                                       kFormFactorNames.name(pb->formFactor).toUpper()));
    return Check::fine();
}

// ---- mutation API ---------------------------------------------------------

void Design::setCatalog(Catalog catalog) {
    m_catalog = std::make_shared<const Catalog>(std::move(catalog));
    m_ports.clear();
    for (const Device& d : m_devices)
        if (!d.modules.empty()) indexModulePorts(d);
    reindexPortUse();  // port slots follow the new types' port lists
    ++m_revision;
    Q_EMIT catalogChanged();
}

void Design::setInfo(const ProjectInfo& info) {
    if (info == m_info) return;
    m_info = info;
    ++m_revision;
    Q_EMIT infoChanged();
}

void Design::setRoom(const Room& room) {
    if (room == m_room) return;
    m_room = room;
    ++m_revision;
    Q_EMIT roomChanged();
}

void Design::setRoutingSettings(const RoutingSettings& settings) {
    if (settings == m_routing) return;
    m_routing = settings;
    ++m_revision;
    Q_EMIT routingSettingsChanged();
}

void Design::setParallelismPlan(const std::optional<ParallelismPlan>& plan) {
    if (plan == m_plan) return;
    m_plan = plan;
    Q_EMIT parallelismPlanChanged();
}

void Design::indexPortUse(const PortRef& port, std::optional<ConnectionId> connection) {
    const Device* d = device(port.device);
    m_ports.setConnection(port, d ? typeOf(*d) : nullptr, connection);
}

void Design::reindexPortUse() {
    m_ports.clearConnections();
    for (const Connection& c : m_connections) indexConnection(c);
}

void Design::indexConnection(const Connection& c) {
    indexPortUse(c.a, c.id);
    indexPortUse(c.b, c.id);
}

void Design::unindexConnection(const Connection& c) {
    indexPortUse(c.a, std::nullopt);
    indexPortUse(c.b, std::nullopt);
}

void Design::insert(int pos, Row row) {
    const RowId id = row.id;
    m_rows.insert(pos, std::move(row));
    ++m_revision;
    Q_EMIT rowInserted(id);
}

void Design::insert(int pos, Rack rack) {
    require(whyNotInsert(rack));
    shareId(rack.typeId, m_catalog->rackType(rack.typeId));
    const RackId id = rack.id;
    m_racks.insert(pos, std::move(rack));
    ++m_revision;
    Q_EMIT rackInserted(id);
}

void Design::insert(int pos, Device device) {
    require(whyNotInsert(device));
    shareId(device.typeId, m_catalog->device(device.typeId));
    const DeviceId id = device.id;
    if (!device.modules.empty()) indexModulePorts(device);
    indexRackPlace(device);
    m_devices.insert(pos, std::move(device));
    ++m_revision;
    Q_EMIT deviceInserted(id);
}

void Design::insert(int pos, Tray tray) {
    const TrayId id = tray.id;
    m_trays.insert(pos, std::move(tray));
    ++m_revision;
    Q_EMIT trayInserted(id);
}

void Design::insert(int pos, CoolingLoop loop) {
    const LoopId id = loop.id;
    m_loops.insert(pos, std::move(loop));
    ++m_revision;
    Q_EMIT loopInserted(id);
}

void Design::insert(int pos, Connection connection) {
    shareName(connection.a.port, portSpec(connection.a));  // first: the check's look-ups then hit
    shareName(connection.b.port, portSpec(connection.b));
    require(whyNotInsert(connection));
    indexConnection(connection);
    const ConnectionId id = connection.id;
    m_connections.insert(pos, std::move(connection));
    ++m_revision;
    Q_EMIT connectionInserted(id);
}

void Design::insert(int pos, Cable cable) {
    require(whyNotInsert(cable));
    shareId(cable.typeId, m_catalog->cable(cable.typeId));
    m_cableOfConnection.edit().insert(cable.connection.uuid(), cable.id);
    const CableId id = cable.id;
    m_cables.insert(pos, std::move(cable));
    ++m_revision;
    Q_EMIT cableInserted(id);
}

void Design::insertAll(DesignFragment f) {
    require(m_rows.isEmpty() && m_loops.isEmpty() && m_trays.isEmpty() && m_racks.isEmpty() && m_devices.isEmpty()
                && m_connections.isEmpty() && m_cables.isEmpty(),
            "insertAll into a design that holds objects");
    const std::uint64_t objects = f.rows.size() + f.loops.size() + f.trays.size() + f.racks.size()
                                + f.devices.size() + f.connections.size() + f.cables.size();
    try {
        // Each table at once; ObjectTable::assign refuses a repeated id.
        m_rows.assign(std::move(f.rows));
        m_loops.assign(std::move(f.loops));
        m_trays.assign(std::move(f.trays));
        for (Rack& rack : f.racks) {
            require(!rack.row || m_rows.contains(*rack.row), "rack refers to an unknown row");
            require(!rack.loop || m_loops.contains(*rack.loop), "rack refers to an unknown loop");
            shareId(rack.typeId, m_catalog->rackType(rack.typeId));
        }
        m_racks.assign(std::move(f.racks));
        for (Device& device : f.devices) {
            require(!device.placement.rack || m_racks.contains(*device.placement.rack), "device in an unknown rack");
            const DeviceType* type = m_catalog->device(device.typeId);
            if (!device.modules.empty()) {
                require(type && ModuleFills::problem(*m_catalog, *type, device.modules).isEmpty(),
                        "module fill its type or the catalog does not allow");
                indexModulePorts(device);
            }
            shareId(device.typeId, type);
        }
        m_devices.assign(std::move(f.devices));
        for (const Device& device : m_devices) indexRackPlace(device);

        // The port index of every connected device, by the device's place in
        // its table, found once per end: what indexConnection builds one
        // connection at a time, with whyNotInsert's questions answered by it.
        std::vector<const DeviceType*> typeAt;
        typeAt.reserve(size_t(m_devices.size()));
        for (const Device& d : m_devices) typeAt.push_back(typeOf(d));
        std::vector<PortIndex::Use> uses(size_t(m_devices.size()));
        for (Connection& c : f.connections) {
            require(!(c.a == c.b), "connection from a port to itself");
            for (PortRef* end : {&c.a, &c.b}) {
                const int at = m_devices.indexOf(end->device);
                require(at >= 0, "connection to an unknown device");
                const DeviceType* type = typeAt[size_t(at)];
                const PortSpec* spec = type ? type->port(end->port) : nullptr;
                if (!spec) spec = m_ports.modulePort(end->device, end->port);
                require(spec != nullptr, "connection to a port its device type lacks");
                shareName(end->port, spec);
                PortIndex::Use& use = uses[size_t(at)];
                use.type = type;
                require(!use.at(spec, end->port), "port already in use");
                use.set(spec, end->port, c.id);
            }
        }
        m_connections.assign(std::move(f.connections));
        for (size_t i = 0; i < uses.size(); ++i)
            m_ports.adopt(m_devices[int(i)].id, std::move(uses[i]));

        IdIndex<CableId>& cableOf = m_cableOfConnection.edit();
        cableOf.reserve(int(f.cables.size()));
        for (Cable& cable : f.cables) {
            require(m_connections.contains(cable.connection), "cable for an unknown connection");
            require(cableOf.insertNew(cable.connection.uuid(), cable.id), "connection already has a cable");
            for (TrayId t : cable.trays) require(m_trays.contains(t), "cable through an unknown tray");
            for (const TrayRun& r : cable.trayRuns) require(m_trays.contains(r.tray), "cable run in an unknown tray");
            shareId(cable.typeId, m_catalog->cable(cable.typeId));
        }
        m_cables.assign(std::move(f.cables));
    } catch (...) {
        // Left as it was: empty.
        m_rows = {};
        m_loops = {};
        m_trays = {};
        m_racks = {};
        m_devices = {};
        m_connections = {};
        m_cables = {};
        m_ports.clear();
        m_cableOfConnection.edit().clear();
        m_devicesInRack.edit().clear();
        throw;
    }
    m_revision += objects;  // one per object, as inserting each would count
}

std::pair<int, Row> Design::take(RowId id) {
    for (const Rack& r : m_racks) require(r.row != id, "row still has racks");
    auto taken = m_rows.take(id);
    ++m_revision;
    Q_EMIT rowRemoved(id);
    return taken;
}

std::pair<int, Rack> Design::take(RackId id) {
    require(!m_devicesInRack->contains(id.uuid()), "rack still holds devices");
    auto taken = m_racks.take(id);
    ++m_revision;
    Q_EMIT rackRemoved(id);
    return taken;
}

std::pair<int, Device> Design::take(DeviceId id) {
    require(connectionsOf(id).empty(), "device still has connections");
    for (const CoolingLoop& l : m_loops) require(l.cdu != id, "device is still a loop's CDU");
    auto taken = m_devices.take(id);
    unindexRackPlace(taken.second);
    m_ports.dropDevice(id);
    ++m_revision;
    Q_EMIT deviceRemoved(id);
    return taken;
}

std::pair<int, Tray> Design::take(TrayId id) {
    for (const Cable& c : m_cables)
        for (TrayId t : c.trays) require(t != id, "tray still carries cables");
    auto taken = m_trays.take(id);
    ++m_revision;
    Q_EMIT trayRemoved(id);
    return taken;
}

std::pair<int, CoolingLoop> Design::take(LoopId id) {
    for (const Rack& r : m_racks) require(r.loop != id, "loop still serves racks");
    auto taken = m_loops.take(id);
    ++m_revision;
    Q_EMIT loopRemoved(id);
    return taken;
}

std::pair<int, Connection> Design::take(ConnectionId id) {
    require(!m_cableOfConnection->contains(id.uuid()), "connection still has a cable");
    auto taken = m_connections.take(id);
    unindexConnection(taken.second);
    ++m_revision;
    Q_EMIT connectionRemoved(id);
    return taken;
}

std::pair<int, Cable> Design::take(CableId id) {
    auto taken = m_cables.take(id);
    m_cableOfConnection.edit().remove(taken.second.connection.uuid());
    ++m_revision;
    Q_EMIT cableRemoved(id);
    return taken;
}

void Design::replace(const Row& row) {
    require(whyNotReplace(row));
    const Row* old = m_rows.find(row.id);
    if (*old == row) return;
    m_rows.replace(row);
    ++m_revision;
    Q_EMIT rowChanged(row.id);
}

void Design::replace(const Rack& rack) {
    require(whyNotReplace(rack));
    const Rack* old = m_racks.find(rack.id);
    if (*old == rack) return;
    Rack shared = rack;
    shareId(shared.typeId, m_catalog->rackType(shared.typeId));
    m_racks.replace(std::move(shared));
    ++m_revision;
    Q_EMIT rackChanged(rack.id);
}

void Design::replace(const Device& device) {
    require(whyNotReplace(device));
    const Device* old = m_devices.find(device.id);
    if (*old == device) return;
    const bool fillsChanged = old->modules != device.modules || old->typeId != device.typeId;
    if (old->placement.rack != device.placement.rack) {
        unindexRackPlace(*old);
        indexRackPlace(device);
    }
    Device shared = device;
    shareId(shared.typeId, m_catalog->device(shared.typeId));
    m_devices.replace(std::move(shared));
    if (fillsChanged) indexModulePorts(device);
    ++m_revision;
    Q_EMIT deviceChanged(device.id);
}

void Design::replace(const Tray& tray) {
    require(whyNotReplace(tray));
    const Tray* old = m_trays.find(tray.id);
    if (*old == tray) return;
    m_trays.replace(tray);
    ++m_revision;
    Q_EMIT trayChanged(tray.id);
}

void Design::replace(const CoolingLoop& loop) {
    require(whyNotReplace(loop));
    const CoolingLoop* old = m_loops.find(loop.id);
    if (*old == loop) return;
    m_loops.replace(loop);
    ++m_revision;
    Q_EMIT loopChanged(loop.id);
}

void Design::replace(const Connection& connection) {
    require(whyNotReplace(connection));
    const Connection* old = m_connections.find(connection.id);
    if (*old == connection) return;
    Connection shared = connection;
    shareName(shared.a.port, portSpec(shared.a));
    shareName(shared.b.port, portSpec(shared.b));
    unindexConnection(*old);
    indexConnection(shared);
    m_connections.replace(std::move(shared));
    ++m_revision;
    Q_EMIT connectionChanged(connection.id);
}

void Design::replace(const Cable& cable) {
    require(whyNotReplace(cable));
    const Cable* old = m_cables.find(cable.id);
    if (*old == cable) return;
    Cable shared = cable;
    shareId(shared.typeId, m_catalog->cable(shared.typeId));
    m_cables.replace(std::move(shared));
    ++m_revision;
    Q_EMIT cableChanged(cable.id);
}

void Design::beginBatch() { ++m_batchDepth; }

void Design::endBatch() {
    require(m_batchDepth > 0, "endBatch without beginBatch");
    if (--m_batchDepth == 0) Q_EMIT batchEnded();
}

}  // namespace sn
