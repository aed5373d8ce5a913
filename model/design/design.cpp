#include "design/design.h"

#include <algorithm>
#include <stdexcept>

namespace sn {

namespace {
void require(bool condition, const char* what) {
    // Commands check their edit before pushing it; reaching this is a bug in a
    // command or loader, never a user error.
    if (!condition) throw std::logic_error(what);
}
}  // namespace

Design::Design(QObject* parent) : Design(Catalog::builtIn(), parent) {}

Design::Design(Catalog catalog, QObject* parent) : QObject(parent), m_catalog(std::move(catalog)) {}

Design::~Design() { m_undoStack.clear(); }

const PortSpec* Design::portSpec(const PortRef& port) const {
    const Device* d = device(port.device);
    if (!d) return nullptr;
    const DeviceType* type = typeOf(*d);
    return type ? type->port(port.port) : nullptr;
}

std::optional<ConnectionId> Design::connectionAt(const PortRef& port) const {
    const auto it = m_portUse.constFind(port);
    if (it == m_portUse.cend()) return std::nullopt;
    return *it;
}

std::optional<CableId> Design::cableOf(ConnectionId connection) const {
    const auto it = m_cableOfConnection.constFind(connection);
    if (it == m_cableOfConnection.cend()) return std::nullopt;
    return *it;
}

std::vector<DeviceId> Design::devicesIn(RackId rackId) const {
    std::vector<DeviceId> out;
    for (const Device& d : m_devices)
        if (d.placement.rack == rackId) out.push_back(d.id);
    return out;
}

std::vector<ConnectionId> Design::connectionsOf(DeviceId deviceId) const {
    std::vector<ConnectionId> out;
    const Device* d = device(deviceId);
    const DeviceType* type = d ? typeOf(*d) : nullptr;
    if (!type) {
        for (const Connection& c : m_connections)
            if (c.a.device == deviceId || c.b.device == deviceId) out.push_back(c.id);
        return out;
    }
    for (const PortSpec& p : type->ports())
        if (auto c = connectionAt({deviceId, p.name})) out.push_back(*c);
    std::sort(out.begin(), out.end(), [this](ConnectionId x, ConnectionId y) {
        return m_connections.indexOf(x) < m_connections.indexOf(y);
    });
    out.erase(std::unique(out.begin(), out.end()), out.end());  // a loop-back cable ends here twice
    return out;
}

double Design::rackWeightKg(RackId rackId) const {
    double kg = 0;
    for (const Device& d : m_devices)
        if (d.placement.rack == rackId)
            if (const DeviceType* t = typeOf(d)) kg += t->weightKg;
    return kg;
}

Check Design::checkPlacement(const QString& typeId, const Placement& where,
                             std::optional<DeviceId> ignoring) const {
    const DeviceType* type = m_catalog.device(typeId);
    if (!type) return Check::refused(tr("Unknown device type \"%1\".").arg(typeId));
    if (type->mount == Mount::Floor) {
        if (where.rack) return Check::refused(tr("%1 stands on the floor, not in a rack.").arg(type->model));
        if (where.floorXmm < 0 || where.floorYmm < 0 || where.floorXmm > m_room.widthMm
            || where.floorYmm > m_room.depthMm)
            return Check::refused(tr("The position is outside the room."));
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
            const int lo = other.placement.u, hi = other.placement.u + otherType->occupiedU() - 1;
            if (where.u <= hi && where.u + type->occupiedU() - 1 >= lo)
                return Check::refused(tr("U%1–U%2 is taken by %3.").arg(lo).arg(hi).arg(other.name));
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
        const int top = where.u + type->occupiedU() - 1;
        if (where.u < 1 || top > r->uHeight)
            return Check::refused(tr("U%1–U%2 is outside rack %3 (U1–U%4).")
                                      .arg(where.u).arg(top).arg(r->name).arg(r->uHeight));
        if (type->depthMm > r->depthMm)
            return Check::refused(tr("%1 is %2 mm deep; rack %3 is %4 mm deep.")
                                      .arg(type->model).arg(type->depthMm).arg(r->name).arg(r->depthMm));
    }
    if (r->maxWeightKg > 0) {
        double kg = rackWeightKg(r->id) + type->weightKg;
        if (ignoring)
            if (const Device* moved = device(*ignoring); moved && moved->placement.rack == r->id)
                if (const DeviceType* t = typeOf(*moved)) kg -= t->weightKg;
        if (kg > r->maxWeightKg + 1e-9)
            return Check::refused(tr("Rack %1 would weigh %2 kg, over its %3 kg limit.")
                                      .arg(r->name).arg(kg, 0, 'f', 1).arg(r->maxWeightKg, 0, 'f', 1));
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
    if (!m_catalog.canJoin(pa->formFactor, pb->formFactor))
        // Connector names upper-case, as printed on the cages (OSFP, QSFP112, RJ45).
        return Check::refused(tr("The connectors do not mate: %1 port to %2 port.")
                                  .arg(kFormFactorNames.name(pa->formFactor).toUpper(),
                                       kFormFactorNames.name(pb->formFactor).toUpper()));
    return Check::fine();
}

// ---- mutation API ---------------------------------------------------------

void Design::setCatalog(Catalog catalog) {
    m_catalog = std::move(catalog);
    Q_EMIT catalogChanged();
}

void Design::setInfo(const ProjectInfo& info) {
    if (info == m_info) return;
    m_info = info;
    Q_EMIT infoChanged();
}

void Design::setRoom(const Room& room) {
    if (room == m_room) return;
    m_room = room;
    Q_EMIT roomChanged();
}

void Design::setRoutingSettings(const RoutingSettings& settings) {
    if (settings == m_routing) return;
    m_routing = settings;
    Q_EMIT routingSettingsChanged();
}

void Design::setParallelismPlan(const std::optional<ParallelismPlan>& plan) {
    if (plan == m_plan) return;
    m_plan = plan;
    Q_EMIT parallelismPlanChanged();
}

void Design::indexConnection(const Connection& c) {
    m_portUse.insert(c.a, c.id);
    m_portUse.insert(c.b, c.id);
}

void Design::unindexConnection(const Connection& c) {
    m_portUse.remove(c.a);
    m_portUse.remove(c.b);
}

void Design::insert(int pos, Row row) {
    const RowId id = row.id;
    m_rows.insert(pos, std::move(row));
    Q_EMIT rowInserted(id);
}

void Design::insert(int pos, Rack rack) {
    require(!rack.row || m_rows.contains(*rack.row), "rack refers to an unknown row");
    require(!rack.loop || m_loops.contains(*rack.loop), "rack refers to an unknown loop");
    const RackId id = rack.id;
    m_racks.insert(pos, std::move(rack));
    Q_EMIT rackInserted(id);
}

void Design::insert(int pos, Device device) {
    require(!device.placement.rack || m_racks.contains(*device.placement.rack), "device in an unknown rack");
    const DeviceId id = device.id;
    m_devices.insert(pos, std::move(device));
    Q_EMIT deviceInserted(id);
}

void Design::insert(int pos, Tray tray) {
    const TrayId id = tray.id;
    m_trays.insert(pos, std::move(tray));
    Q_EMIT trayInserted(id);
}

void Design::insert(int pos, CoolingLoop loop) {
    const LoopId id = loop.id;
    m_loops.insert(pos, std::move(loop));
    Q_EMIT loopInserted(id);
}

void Design::insert(int pos, Connection connection) {
    require(m_devices.contains(connection.a.device) && m_devices.contains(connection.b.device),
            "connection to an unknown device");
    require(!m_portUse.contains(connection.a) && !m_portUse.contains(connection.b), "port already in use");
    require(!(connection.a == connection.b), "connection from a port to itself");
    indexConnection(connection);
    const ConnectionId id = connection.id;
    m_connections.insert(pos, std::move(connection));
    Q_EMIT connectionInserted(id);
}

void Design::insert(int pos, Cable cable) {
    require(m_connections.contains(cable.connection), "cable for an unknown connection");
    require(!m_cableOfConnection.contains(cable.connection), "connection already has a cable");
    for (TrayId t : cable.trays) require(m_trays.contains(t), "cable through an unknown tray");
    for (const TrayRun& r : cable.trayRuns) require(m_trays.contains(r.tray), "cable run in an unknown tray");
    m_cableOfConnection.insert(cable.connection, cable.id);
    const CableId id = cable.id;
    m_cables.insert(pos, std::move(cable));
    Q_EMIT cableInserted(id);
}

std::pair<int, Row> Design::take(RowId id) {
    for (const Rack& r : m_racks) require(r.row != id, "row still has racks");
    auto taken = m_rows.take(id);
    Q_EMIT rowRemoved(id);
    return taken;
}

std::pair<int, Rack> Design::take(RackId id) {
    for (const Device& d : m_devices) require(d.placement.rack != id, "rack still holds devices");
    auto taken = m_racks.take(id);
    Q_EMIT rackRemoved(id);
    return taken;
}

std::pair<int, Device> Design::take(DeviceId id) {
    require(connectionsOf(id).empty(), "device still has connections");
    for (const CoolingLoop& l : m_loops) require(l.cdu != id, "device is still a loop's CDU");
    auto taken = m_devices.take(id);
    Q_EMIT deviceRemoved(id);
    return taken;
}

std::pair<int, Tray> Design::take(TrayId id) {
    for (const Cable& c : m_cables)
        for (TrayId t : c.trays) require(t != id, "tray still carries cables");
    auto taken = m_trays.take(id);
    Q_EMIT trayRemoved(id);
    return taken;
}

std::pair<int, CoolingLoop> Design::take(LoopId id) {
    for (const Rack& r : m_racks) require(r.loop != id, "loop still serves racks");
    auto taken = m_loops.take(id);
    Q_EMIT loopRemoved(id);
    return taken;
}

std::pair<int, Connection> Design::take(ConnectionId id) {
    require(!m_cableOfConnection.contains(id), "connection still has a cable");
    auto taken = m_connections.take(id);
    unindexConnection(taken.second);
    Q_EMIT connectionRemoved(id);
    return taken;
}

std::pair<int, Cable> Design::take(CableId id) {
    auto taken = m_cables.take(id);
    m_cableOfConnection.remove(taken.second.connection);
    Q_EMIT cableRemoved(id);
    return taken;
}

void Design::replace(const Row& row) {
    const Row* old = m_rows.find(row.id);
    require(old != nullptr, "unknown row");
    if (*old == row) return;
    m_rows.replace(row);
    Q_EMIT rowChanged(row.id);
}

void Design::replace(const Rack& rack) {
    const Rack* old = m_racks.find(rack.id);
    require(old != nullptr, "unknown rack");
    if (*old == rack) return;
    require(!rack.row || m_rows.contains(*rack.row), "rack refers to an unknown row");
    require(!rack.loop || m_loops.contains(*rack.loop), "rack refers to an unknown loop");
    m_racks.replace(rack);
    Q_EMIT rackChanged(rack.id);
}

void Design::replace(const Device& device) {
    const Device* old = m_devices.find(device.id);
    require(old != nullptr, "unknown device");
    if (*old == device) return;
    require(old->typeId == device.typeId || connectionsOf(device.id).empty(),
            "changing the type of a connected device");
    require(!device.placement.rack || m_racks.contains(*device.placement.rack), "device in an unknown rack");
    m_devices.replace(device);
    Q_EMIT deviceChanged(device.id);
}

void Design::replace(const Tray& tray) {
    const Tray* old = m_trays.find(tray.id);
    require(old != nullptr, "unknown tray");
    if (*old == tray) return;
    m_trays.replace(tray);
    Q_EMIT trayChanged(tray.id);
}

void Design::replace(const CoolingLoop& loop) {
    const CoolingLoop* old = m_loops.find(loop.id);
    require(old != nullptr, "unknown loop");
    if (*old == loop) return;
    m_loops.replace(loop);
    Q_EMIT loopChanged(loop.id);
}

void Design::replace(const Connection& connection) {
    const Connection* old = m_connections.find(connection.id);
    require(old != nullptr, "unknown connection");
    if (*old == connection) return;
    unindexConnection(*old);
    const bool free = !m_portUse.contains(connection.a) && !m_portUse.contains(connection.b);
    if (!free) indexConnection(*old);
    require(free, "port already in use");
    indexConnection(connection);
    m_connections.replace(connection);
    Q_EMIT connectionChanged(connection.id);
}

void Design::replace(const Cable& cable) {
    const Cable* old = m_cables.find(cable.id);
    require(old != nullptr, "unknown cable");
    require(old->connection == cable.connection, "a cable cannot move to another connection");
    if (*old == cable) return;
    for (TrayId t : cable.trays) require(m_trays.contains(t), "cable through an unknown tray");
    for (const TrayRun& r : cable.trayRuns) require(m_trays.contains(r.tray), "cable run in an unknown tray");
    m_cables.replace(cable);
    Q_EMIT cableChanged(cable.id);
}

void Design::beginBatch() { ++m_batchDepth; }

void Design::endBatch() {
    require(m_batchDepth > 0, "endBatch without beginBatch");
    if (--m_batchDepth == 0) Q_EMIT batchEnded();
}

}  // namespace sn
