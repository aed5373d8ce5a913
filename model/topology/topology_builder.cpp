#include "model/topology/topology_builder.h"

#include "model/catalog/cage_fit.h"

#include <algorithm>
#include <map>

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
    m_connectionIndex.insert(c.id, int(m_fragment.connections.size()));
    m_fragment.connections.push_back(std::move(c));
    m_fragment.cables.push_back(std::move(cable));
    const ConnectionId id = m_fragment.connections.back().id;
    if (pa->cagePorts > 1 && pa->cagePorts == pb->cagePorts) makeTwinCable(a, *pa, b, *pb, sameRack);
    return id;
}

void TopologyBuilder::makeTwinCable(const PortRef& a, const PortSpec& pa, const PortRef& b, const PortSpec& pb,
                                    bool sameRack) {
    // Every port of a's cage joined to a port of b's cage: one twin-port cable can carry them all.
    std::vector<int> links;
    for (const PortSpec* p : typeOf(a.device).cageOf(pa)) {
        const auto it = m_used.constFind({a.device, p->name});
        if (it == m_used.cend()) return;
        const int index = m_connectionIndex.value(*it);
        const Connection& c = m_fragment.connections[size_t(index)];
        const PortRef& far = c.a.device == a.device && c.a.port == p->name ? c.b : c.a;
        const PortSpec* fs = typeOf(far.device).port(far.port);
        if (far.device != b.device || !fs || fs->cage != pb.cage) return;
        links.push_back(index);
    }
    const QString twin = m_cables.pick(pa, pb, sameRack, true);
    const CableType* type = m_catalog.cable(twin);
    if (!type || !type->isMultiLeg()) return;  // no twin-port cable fits: the fibres stay
    for (int i : links) m_fragment.cables[size_t(i)].typeId = twin;
}

void TopologyBuilder::fixCableType(ConnectionId connection, const QString& typeId) {
    for (Cable& cable : m_fragment.cables)
        if (cable.connection == connection) {
            cable.typeId = typeId;
            cable.typeFixed = true;
        }
}

DesignFragment TopologyBuilder::takeFragment() {
    settleCages();
    return std::move(m_fragment);
}

void TopologyBuilder::settleCages() {
    // Cables are made one per connection, in the same order: index i is both.
    std::map<std::pair<int, int>, std::vector<std::pair<int, const PortSpec*>>> cages;  // (device, cage) → links
    for (size_t i = 0; i < m_fragment.connections.size(); ++i) {
        const Connection& c = m_fragment.connections[i];
        for (const PortRef* end : {&c.a, &c.b}) {
            const PortSpec* p = typeOf(end->device).port(end->port);
            if (p && p->cagePorts > 1) cages[{m_deviceIndex.value(end->device), p->cage}].push_back({int(i), p});
        }
    }
    for (const auto& [key, links] : cages) {
        QStringList types;
        for (const auto& [i, p] : links)
            if (!types.contains(m_fragment.cables[size_t(i)].typeId)) types << m_fragment.cables[size_t(i)].typeId;
        if (types.size() < 2) continue;
        // The type that fits every link, fibre first (a fibre on a twin-port
        // module reaches whatever the other legs reach).
        std::stable_sort(types.begin(), types.end(), [this](const QString& x, const QString& y) {
            const CableType* tx = m_catalog.cable(x);
            const CableType* ty = m_catalog.cable(y);
            return (tx && tx->isFibre()) < (ty && ty->isFibre());
        });
        for (qsizetype t = types.size() - 1; t >= 0; --t) {
            const CableType* type = m_catalog.cable(types[t]);
            bool all = type != nullptr;
            for (const auto& [i, p] : links) {
                const Connection& c = m_fragment.connections[size_t(i)];
                const PortSpec* pa = typeOf(c.a.device).port(c.a.port);
                const PortSpec* pb = typeOf(c.b.device).port(c.b.port);
                if (all && !CageFit::joins(*type, *pa, *pb, false)) all = false;
            }
            if (!all) continue;
            for (const auto& [i, p] : links) m_fragment.cables[size_t(i)].typeId = types[t];
            break;
        }
    }
}

}  // namespace sn
