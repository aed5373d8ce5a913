#include "model/design/design.h"

#include "model/design/module_fills.h"
#include "model/design/module_ports.h"

namespace sn {

// The preconditions of Design's mutations: why an insert or replace would
// break the design's invariants (nullptr when it would not). Commands and
// loaders ask them before they mutate; the mutations require them.

const char* Design::whyNotInsert(const Rack& rack) const {
    if (m_racks.contains(rack.id)) return "duplicate rack id";
    if (rack.row && !m_rows.contains(*rack.row)) return "rack refers to an unknown row";
    if (rack.loop && !m_loops.contains(*rack.loop)) return "rack refers to an unknown loop";
    return nullptr;
}

const char* Design::whyNotInsert(const Device& device) const {
    if (m_devices.contains(device.id)) return "duplicate device id";
    if (device.placement.rack && !m_racks.contains(*device.placement.rack)) return "device in an unknown rack";
    if (!device.modules.empty()) {
        const DeviceType* type = m_catalog->device(device.typeId);
        if (!type || !ModuleFills::problem(*m_catalog, *type, device.modules).isEmpty())
            return "module fill its type or the catalog does not allow";
    }
    return nullptr;
}

const char* Design::whyNotInsert(const Connection& connection) const {
    if (m_connections.contains(connection.id)) return "duplicate connection id";
    if (!m_devices.contains(connection.a.device) || !m_devices.contains(connection.b.device))
        return "connection to an unknown device";
    if (!portSpec(connection.a) || !portSpec(connection.b)) return "connection to a port its device type lacks";
    if (connectionAt(connection.a) || connectionAt(connection.b)) return "port already in use";
    if (connection.a == connection.b) return "connection from a port to itself";
    return nullptr;
}

const char* Design::whyNotInsert(const Cable& cable) const {
    if (m_cables.contains(cable.id)) return "duplicate cable id";
    if (!m_connections.contains(cable.connection)) return "cable for an unknown connection";
    if (m_cableOfConnection->contains(cable.connection.uuid())) return "connection already has a cable";
    for (TrayId t : cable.trays)
        if (!m_trays.contains(t)) return "cable through an unknown tray";
    for (const TrayRun& r : cable.trayRuns)
        if (!m_trays.contains(r.tray)) return "cable run in an unknown tray";
    return nullptr;
}

const char* Design::whyNotReplace(const Row& row) const { return m_rows.contains(row.id) ? nullptr : "unknown row"; }

const char* Design::whyNotReplace(const Rack& rack) const {
    if (!m_racks.contains(rack.id)) return "unknown rack";
    if (rack.row && !m_rows.contains(*rack.row)) return "rack refers to an unknown row";
    if (rack.loop && !m_loops.contains(*rack.loop)) return "rack refers to an unknown loop";
    return nullptr;
}

const char* Design::whyNotReplace(const Device& device) const {
    const Device* old = m_devices.find(device.id);
    if (!old) return "unknown device";
    if (old->typeId != device.typeId && !connectionsOf(device.id).empty()) return "changing the type of a connected device";
    if (device.placement.rack && !m_racks.contains(*device.placement.rack)) return "device in an unknown rack";
    if (device.modules != old->modules || device.typeId != old->typeId) {
        const DeviceType* type = m_catalog->device(device.typeId);
        if (!type || !ModuleFills::problem(*m_catalog, *type, device.modules).isEmpty())
            return "module fill its type or the catalog does not allow";
        // A cable on a PSU's inlet goes before the PSU does (DesignEdits::fillModuleBay).
        const std::vector<PortSpec> after = ModulePorts::of(*m_catalog, *type, device);
        for (const PortSpec& p : modulePortsOf(device.id)) {
            const PortSpec* kept = ModulePorts::find(after, p.name);
            if (connectionAt({device.id, p.name}) && (!kept || kept->formFactor != p.formFactor))
                return "taking away a module port that is connected";
        }
    }
    return nullptr;
}

const char* Design::whyNotReplace(const Tray& tray) const { return m_trays.contains(tray.id) ? nullptr : "unknown tray"; }

const char* Design::whyNotReplace(const CoolingLoop& loop) const {
    if (!m_loops.contains(loop.id)) return "unknown loop";
    if (loop.cdu && !m_devices.contains(*loop.cdu)) return "loop's CDU is an unknown device";
    return nullptr;
}

const char* Design::whyNotReplace(const Connection& connection) const {
    const Connection* old = m_connections.find(connection.id);
    if (!old) return "unknown connection";
    if (!m_devices.contains(connection.a.device) || !m_devices.contains(connection.b.device))
        return "connection to an unknown device";
    if (!portSpec(connection.a) || !portSpec(connection.b)) return "connection to a port its device type lacks";
    auto takenByOther = [&](const PortRef& p) {
        const auto used = connectionAt(p);
        return used && *used != connection.id;
    };
    if (takenByOther(connection.a) || takenByOther(connection.b)) return "port already in use";
    if (connection.a == connection.b) return "connection from a port to itself";
    return nullptr;
}

const char* Design::whyNotReplace(const Cable& cable) const {
    const Cable* old = m_cables.find(cable.id);
    if (!old) return "unknown cable";
    if (old->connection != cable.connection) return "a cable cannot move to another connection";
    for (TrayId t : cable.trays)
        if (!m_trays.contains(t)) return "cable through an unknown tray";
    for (const TrayRun& r : cable.trayRuns)
        if (!m_trays.contains(r.tray)) return "cable run in an unknown tray";
    return nullptr;
}

}  // namespace sn
