#include "model/design/port_index.h"

#include "model/design/module_ports.h"

#include <functional>

namespace sn {

namespace {

/// The slot of a port of `type` in Use::byIndex, or -1 for a port it does not list.
int slotOf(const DeviceType* type, const PortSpec* spec) {
    if (!type || !spec) return -1;
    const std::vector<PortSpec>& ports = type->ports();
    const std::less<const PortSpec*> before;  // pointers into different arrays: std::less orders them
    if (ports.empty() || before(spec, ports.data()) || !before(spec, ports.data() + ports.size())) return -1;
    return int(spec - ports.data());
}

/// The same text; a port name shared with the catalog (Design::insert) is
/// recognised by its buffer without comparing characters.
bool sameName(const QString& a, const QString& b) {
    return (a.constData() == b.constData() && a.size() == b.size()) || a == b;
}

}  // namespace

std::optional<ConnectionId> PortIndex::Use::at(const PortSpec* spec, const QString& name) const {
    if (const int slot = slotOf(type, spec); slot >= 0)
        return size_t(slot) < byIndex.size() ? byIndex[size_t(slot)] : std::nullopt;
    for (const auto& [used, connection] : byName)
        if (sameName(used, name)) return connection;
    return std::nullopt;
}

void PortIndex::Use::set(const PortSpec* spec, const QString& name, std::optional<ConnectionId> connection) {
    auto count = [&](bool before) { used += (connection ? 1 : 0) - (before ? 1 : 0); };
    if (const int slot = slotOf(type, spec); slot >= 0) {
        if (byIndex.size() <= size_t(slot)) byIndex.resize(type->ports().size());
        count(byIndex[size_t(slot)].has_value());
        byIndex[size_t(slot)] = connection;
        return;
    }
    const auto at = std::find_if(byName.begin(), byName.end(), [&](const auto& entry) { return sameName(entry.first, name); });
    count(at != byName.end());
    if (at != byName.end()) byName.erase(at);
    if (connection) byName.emplace_back(name, *connection);
}

const std::vector<PortSpec>& PortIndex::modulePortsOf(DeviceId device) const {
    static const std::vector<PortSpec> none;
    const auto it = m_modulePorts.constFind(device);
    return it == m_modulePorts.cend() ? none : *it;
}

const PortSpec* PortIndex::modulePort(DeviceId device, const QString& name) const {
    const auto it = m_modulePorts.constFind(device);
    return it == m_modulePorts.cend() ? nullptr : ModulePorts::find(*it, name);
}

void PortIndex::setModulePorts(DeviceId device, std::vector<PortSpec> ports) {
    if (ports.empty()) m_modulePorts.remove(device);
    else m_modulePorts.insert(device, std::move(ports));
}

std::optional<ConnectionId> PortIndex::connectionAt(const PortRef& port) const {
    const auto it = m_use.constFind(port.device);
    if (it == m_use.cend()) return std::nullopt;
    return it->at(it->type ? it->type->port(port.port) : nullptr, port.port);
}

std::optional<ConnectionId> PortIndex::connectionAt(DeviceId device, const PortSpec& port) const {
    const auto it = m_use.constFind(device);
    if (it == m_use.cend()) return std::nullopt;
    if (slotOf(it->type, &port) >= 0) return it->at(&port, port.name);
    return connectionAt(PortRef{device, port.name});
}

std::vector<std::pair<const PortSpec*, ConnectionId>> PortIndex::connectedPorts(DeviceId device) const {
    std::vector<std::pair<const PortSpec*, ConnectionId>> out;
    const auto it = m_use.constFind(device);
    if (it == m_use.cend()) return out;
    out.reserve(size_t(it->used));
    for (size_t i = 0; i < it->byIndex.size(); ++i)
        if (const auto& c = it->byIndex[i]) out.emplace_back(&it->type->ports()[i], *c);
    if (it->byName.empty()) return out;
    for (const PortSpec& p : modulePortsOf(device))
        for (const auto& [name, c] : it->byName)
            if (sameName(name, p.name)) out.emplace_back(&p, c);
    return out;
}

std::vector<ConnectionId> PortIndex::connectionsAt(DeviceId device) const {
    std::vector<ConnectionId> out;
    const auto it = m_use.constFind(device);
    if (it == m_use.cend()) return out;
    out.reserve(size_t(it->used));
    for (const std::optional<ConnectionId>& c : it->byIndex)
        if (c) out.push_back(*c);
    for (const auto& [name, c] : it->byName) out.push_back(c);
    return out;
}

void PortIndex::setConnection(const PortRef& port, const DeviceType* type, std::optional<ConnectionId> connection) {
    auto it = m_use.find(port.device);
    if (it == m_use.end()) {
        if (!connection) return;
        Use fresh;
        fresh.type = type;
        it = m_use.insert(port.device, std::move(fresh));
    }
    it->set(it->type ? it->type->port(port.port) : nullptr, port.port, connection);
    if (it->used == 0) m_use.erase(it);
}

void PortIndex::adopt(DeviceId device, Use use) {
    if (use.used > 0) m_use.insert(device, std::move(use));
}

void PortIndex::clearConnections() { m_use.clear(); }

void PortIndex::dropDevice(DeviceId device) { m_modulePorts.remove(device); }

void PortIndex::clear() {
    m_use.clear();
    m_modulePorts.clear();
}

}  // namespace sn
