#include "topology/topology_builder.h"

#include <stdexcept>

namespace sn {

TopologyBuilder::TopologyBuilder(const Catalog& catalog) : m_catalog(catalog), m_cables(catalog) {}

std::optional<PortRef> TopologyBuilder::nextFree(DeviceId id, PortRole role,
                                                 std::optional<FormFactor> formFactor) {
    const int index = m_deviceIndex.value(id, -1);
    if (index < 0) throw std::logic_error("TopologyBuilder::nextFree: unknown device");
    const auto& ports = m_deviceTypes[size_t(index)]->ports();
    // Generators take ports in order, so a cursor per (device, role, form
    // factor) keeps this linear in the number of ports over a whole run.
    const quint64 key =
        (quint64(index) << 16) | (quint64(role) << 8) | quint64(formFactor ? int(*formFactor) + 1 : 0);
    int& cursor = m_cursor[key];
    for (; cursor < int(ports.size()); ++cursor) {
        const PortSpec& p = ports[size_t(cursor)];
        if (p.role != role || (formFactor && p.formFactor != *formFactor)) continue;
        PortRef ref{id, p.name};
        if (!m_used.contains(ref)) return ref;
    }
    return std::nullopt;
}

QString TopologyBuilder::rackNameOf(DeviceId id) const {
    const auto& rack = device(id).placement.rack;
    return rack ? m_fragment.racks[size_t(m_rackIndex.value(*rack))].name : QString();
}

std::vector<const PortSpec*> TopologyBuilder::portsOf(DeviceId id, PortRole role) const {
    std::vector<const PortSpec*> out;
    for (const PortSpec& p : typeOf(id).ports())
        if (p.role == role) out.push_back(&p);
    return out;
}

RowId TopologyBuilder::addRow(const QString& name) {
    Row row;
    row.id = RowId::fromName(QStringLiteral("row:") + name);
    row.name = name;
    m_fragment.rows.push_back(row);
    return row.id;
}

RackId TopologyBuilder::addRack(Rack rack) {
    rack.id = RackId::fromName(QStringLiteral("rack:") + rack.name);
    if (m_rackIndex.contains(rack.id)) throw std::logic_error("TopologyBuilder::addRack: duplicate name");
    m_rackIndex.insert(rack.id, int(m_fragment.racks.size()));
    m_fragment.racks.push_back(rack);
    return rack.id;
}

DeviceId TopologyBuilder::addDevice(const QString& typeId, const QString& name, const Placement& where) {
    const DeviceType* type = m_catalog.device(typeId);
    if (!type) throw std::logic_error("TopologyBuilder::addDevice: type not in the catalog");
    Device d;
    d.id = DeviceId::fromName(QStringLiteral("device:") + name);
    if (m_deviceIndex.contains(d.id)) throw std::logic_error("TopologyBuilder::addDevice: duplicate name");
    d.typeId = typeId;
    d.name = name;
    d.placement = where;
    m_deviceIndex.insert(d.id, int(m_fragment.devices.size()));
    m_deviceTypes.push_back(type);
    m_fragment.devices.push_back(std::move(d));
    return m_fragment.devices.back().id;
}

LoopId TopologyBuilder::addLoop(CoolingLoop loop) {
    loop.id = LoopId::fromName(QStringLiteral("loop:") + loop.name);
    m_fragment.loops.push_back(loop);
    return loop.id;
}

void TopologyBuilder::setLoopCdu(LoopId loop, DeviceId cdu) {
    for (CoolingLoop& l : m_fragment.loops)
        if (l.id == loop) l.cdu = cdu;
}

void TopologyBuilder::setRackLoop(RackId rack, LoopId loop) {
    m_fragment.racks[size_t(m_rackIndex.value(rack))].loop = loop;
}

void TopologyBuilder::addTray(Tray tray) {
    tray.id = TrayId::fromName(QStringLiteral("tray:") + tray.name);
    m_fragment.trays.push_back(std::move(tray));
}

ConnectionId TopologyBuilder::connect(const PortRef& a, const PortRef& b, PortRole role) {
    const PortSpec* pa = typeOf(a.device).port(a.port);
    const PortSpec* pb = typeOf(b.device).port(b.port);
    if (!pa || !pb) throw std::logic_error("TopologyBuilder::connect: no such port");
    if (a == b || m_used.contains(a) || m_used.contains(b))
        throw std::logic_error("TopologyBuilder::connect: port already used");
    if (!m_catalog.canJoin(pa->formFactor, pb->formFactor))
        throw std::logic_error("TopologyBuilder::connect: no cable joins these form factors");
    const Device& da = device(a.device);
    const Device& db = device(b.device);
    const QString name =
        da.name + QLatin1Char(':') + a.port + QLatin1Char('=') + db.name + QLatin1Char(':') + b.port;

    Connection c;
    c.id = ConnectionId::fromName(QStringLiteral("connection:") + name);
    c.a = a;
    c.b = b;
    c.role = role;
    Cable cable;
    cable.id = CableId::fromName(QStringLiteral("cable:") + name);
    cable.connection = c.id;
    const bool sameRack = da.placement.rack && da.placement.rack == db.placement.rack;
    cable.typeId = m_cables.pick(*pa, *pb, sameRack);
    cable.typeFixed = false;
    m_used.insert(a, c.id);
    m_used.insert(b, c.id);
    m_fragment.connections.push_back(std::move(c));
    m_fragment.cables.push_back(std::move(cable));
    return m_fragment.connections.back().id;
}

}  // namespace sn
