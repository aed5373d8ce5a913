#include "model/asbuilt/expected_fabric.h"

#include "model/asbuilt/ib_port_numbering.h"
#include "model/design/design.h"

#include <optional>

namespace sn {

namespace {

/// The switches of the InfiniBand fabric: those cabled to an IB HCA, then
/// those cabled port to port to one of them, until no more are found (a
/// spine reaches the fabric only through its leaves).
QSet<DeviceId> infinibandSwitches(const Design& design) {
    QSet<DeviceId> found;
    QHash<const DeviceType*, QSet<QString>> dataPorts;  // per switch type, computed once
    auto isDataPort = [&](const DeviceType& t, const QString& port) {
        auto it = dataPorts.find(&t);
        if (it == dataPorts.end()) {
            const QStringList names = IbPortNumbering::switchPorts(t);
            it = dataPorts.insert(&t, QSet<QString>(names.begin(), names.end()));
        }
        return it->contains(port);
    };
    auto isSwitch = [&](const Device* d) {
        const DeviceType* t = d ? design.typeOf(*d) : nullptr;
        return t && t->category == DeviceCategory::Switch;
    };
    for (const Connection& c : design.connections()) {
        for (const auto& [here, far] : {std::pair(c.a, c.b), std::pair(c.b, c.a)}) {
            const Device* d = design.device(here.device);
            const DeviceType* t = d ? design.typeOf(*d) : nullptr;
            const Device* other = design.device(far.device);
            if (t && IbPortNumbering::hcaAt(*t, here.port) && isSwitch(other)) found.insert(other->id);
        }
    }
    for (bool grew = true; grew;) {
        grew = false;
        for (const Connection& c : design.connections()) {
            const bool inA = found.contains(c.a.device), inB = found.contains(c.b.device);
            if (inA == inB) continue;
            const PortRef& out = inA ? c.b : c.a;
            const PortRef& in = inA ? c.a : c.b;
            const Device* d = design.device(in.device);
            if (!isSwitch(design.device(out.device)) || !isDataPort(*design.typeOf(*d), in.port)) continue;
            found.insert(out.device);
            grew = true;
        }
    }
    return found;
}

}  // namespace

ExpectedFabric ExpectedFabric::infiniband(const Design& design) {
    ExpectedFabric fabric;
    const QSet<DeviceId> switches = infinibandSwitches(design);
    QHash<PortRef, LinkEnd> endOf;
    for (const Device& d : design.devices()) {
        const DeviceType* t = design.typeOf(d);
        if (!t) continue;
        if (switches.contains(d.id)) {
            fabric.nodes.insert(d.name);
            const QStringList ports = IbPortNumbering::switchPorts(*t);
            for (int i = 0; i < ports.size(); ++i) {
                const LinkEnd e{d.name, QString::number(i + 1)};
                endOf.insert({d.id, ports[i]}, e);
                fabric.portOf.insert(e, {d.id, ports[i]});
            }
            continue;
        }
        for (const NcclNic* nic : IbPortNumbering::hcas(*t)) {
            const LinkEnd e{IbPortNumbering::hcaNodeDescription(d.name, *nic), QStringLiteral("1")};
            fabric.nodes.insert(e.node);
            endOf.insert({d.id, nic->port}, e);
            fabric.portOf.insert(e, {d.id, nic->port});
        }
    }
    for (const Cable& cable : design.cables()) {
        const Connection* c = design.connection(cable.connection);
        if (!c) continue;
        const auto a = endOf.constFind(c->a), b = endOf.constFind(c->b);
        if (a == endOf.cend() || b == endOf.cend()) continue;
        fabric.links.push_back({cable.id, c->a, c->b, *a, *b});
    }
    return fabric;
}

ExpectedFabric ExpectedFabric::ethernet(const Design& design) {
    const ExpectedFabric ib = infiniband(design);
    QSet<PortRef> ibPorts;
    for (const PortRef& p : std::as_const(ib.portOf)) ibPorts.insert(p);
    ExpectedFabric fabric;
    for (const Device& d : design.devices()) {
        const DeviceType* t = design.typeOf(d);
        if (!t) continue;
        fabric.nodes.insert(d.name);
        for (const PortSpec& p : t->ports())
            if (!ibPorts.contains({d.id, p.name})) fabric.portOf.insert({d.name, p.name}, {d.id, p.name});
    }
    for (const Cable& cable : design.cables()) {
        const Connection* c = design.connection(cable.connection);
        if (!c || ibPorts.contains(c->a) || ibPorts.contains(c->b)) continue;
        if (c->role != PortRole::Compute && c->role != PortRole::Storage && c->role != PortRole::InBand &&
            c->role != PortRole::Oob)
            continue;
        const Device* a = design.device(c->a.device);
        const Device* b = design.device(c->b.device);
        if (!a || !b) continue;
        fabric.links.push_back({cable.id, c->a, c->b, {a->name, c->a.port}, {b->name, c->b.port}});
    }
    return fabric;
}

}  // namespace sn
