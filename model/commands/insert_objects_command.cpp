#include "model/commands/insert_objects_command.h"

#include "model/design/design.h"
#include "model/design/module_ports.h"

#include <QSet>

namespace sn {

InsertObjectsCommand::InsertObjectsCommand(Design& design, DesignFragment fragment, const QString& text,
                                           QUndoCommand* parent)
    : QUndoCommand(text, parent), m_design(design), m_fragment(std::move(fragment)) {}

const char* InsertObjectsCommand::whyNot(const Design& design, const DesignFragment& f) {
    QSet<QUuid> ids;  // every id of the fragment, so none is there twice
    auto fresh = [&](const QUuid& id, bool inDesign) {
        if (inDesign || ids.contains(id)) return false;
        ids.insert(id);
        return true;
    };
    for (const Row& r : f.rows)
        if (!fresh(r.id.uuid(), design.rows().contains(r.id))) return "duplicate row id";
    for (const CoolingLoop& l : f.loops)
        if (!fresh(l.id.uuid(), design.loops().contains(l.id))) return "duplicate loop id";
    for (const Tray& t : f.trays)
        if (!fresh(t.id.uuid(), design.trays().contains(t.id))) return "duplicate tray id";
    for (const Rack& r : f.racks) {
        if (!fresh(r.id.uuid(), design.rack(r.id))) return "duplicate rack id";
        if (r.row && !design.rows().contains(*r.row) && !ids.contains(r.row->uuid())) return "rack refers to an unknown row";
        if (r.loop && !design.loops().contains(*r.loop) && !ids.contains(r.loop->uuid())) return "rack refers to an unknown loop";
    }
    QHash<DeviceId, const Device*> newDevices;
    for (const Device& d : f.devices) {
        if (!fresh(d.id.uuid(), design.device(d.id))) return "duplicate device id";
        if (d.placement.rack && !design.rack(*d.placement.rack) && !ids.contains(d.placement.rack->uuid()))
            return "device in an unknown rack";
        newDevices.insert(d.id, &d);
    }
    for (const CoolingLoop& l : f.loops)
        if (l.cdu && !design.device(*l.cdu) && !newDevices.contains(*l.cdu)) return "loop's CDU is an unknown device";
    QSet<PortRef> used;
    QSet<ConnectionId> newConnections;
    for (const Connection& c : f.connections) {
        if (!fresh(c.id.uuid(), design.connection(c.id))) return "duplicate connection id";
        for (const PortRef* end : {&c.a, &c.b}) {
            const Device* d = design.device(end->device);
            if (!d) d = newDevices.value(end->device, nullptr);
            if (!d) return "connection to an unknown device";
            const DeviceType* type = design.catalog().device(d->typeId);
            // A device of the design has its ports there; a new one's PSU bays add theirs (ModulePorts).
            const bool has = type && (type->port(end->port)
                                      || (design.device(end->device)
                                              ? design.portSpec(*end) != nullptr
                                              : ModulePorts::find(ModulePorts::of(design.catalog(), *type, *d), end->port) != nullptr));
            if (!has) return "connection to a port its device type lacks";
            if (design.connectionAt(*end) || used.contains(*end)) return "port already in use";
            used.insert(*end);
        }
        if (c.a == c.b) return "connection from a port to itself";
        newConnections.insert(c.id);
    }
    QSet<ConnectionId> cabled;
    for (const Cable& c : f.cables) {
        if (!fresh(c.id.uuid(), design.cable(c.id))) return "duplicate cable id";
        if (!design.connection(c.connection) && !newConnections.contains(c.connection))
            return "cable for an unknown connection";
        if (design.cableOf(c.connection) || cabled.contains(c.connection)) return "connection already has a cable";
        cabled.insert(c.connection);
        auto knownTray = [&](TrayId t) { return design.trays().contains(t) || ids.contains(t.uuid()); };
        for (TrayId t : c.trays)
            if (!knownTray(t)) return "cable through an unknown tray";
        for (const TrayRun& r : c.trayRuns)
            if (!knownTray(r.tray)) return "cable run in an unknown tray";
    }
    return nullptr;
}

EditResult InsertObjectsCommand::make(Design& design, DesignFragment fragment, const QString& text) {
    if (const char* why = whyNot(design, fragment))
        return {nullptr, tr("These objects cannot be added: %1.").arg(QString::fromLatin1(why))};
    return {std::make_unique<InsertObjectsCommand>(design, std::move(fragment), text), {}};
}

void InsertObjectsCommand::redo() {
    if (const char* why = whyNot(m_design, m_fragment)) {
        qWarning("InsertObjectsCommand refused: %s", why);
        setObsolete(true);
        return;
    }
    m_design.beginBatch();
    // A loop's CDU may be one of the new devices: insert loops without it and
    // set it once the devices exist.
    for (const Row& r : m_fragment.rows) m_design.insert(-1, r);
    for (CoolingLoop l : m_fragment.loops) {
        l.cdu.reset();
        m_design.insert(-1, std::move(l));
    }
    for (const Tray& t : m_fragment.trays) m_design.insert(-1, t);
    for (const Rack& r : m_fragment.racks) m_design.insert(-1, r);
    for (const Device& d : m_fragment.devices) m_design.insert(-1, d);
    for (const CoolingLoop& l : m_fragment.loops)
        if (l.cdu) m_design.replace(l);
    for (const Connection& c : m_fragment.connections) m_design.insert(-1, c);
    for (const Cable& c : m_fragment.cables) m_design.insert(-1, c);
    m_design.endBatch();
}

void InsertObjectsCommand::undo() {
    m_design.beginBatch();
    for (auto it = m_fragment.cables.rbegin(); it != m_fragment.cables.rend(); ++it) m_design.take(it->id);
    for (auto it = m_fragment.connections.rbegin(); it != m_fragment.connections.rend(); ++it)
        m_design.take(it->id);
    for (const CoolingLoop& l : m_fragment.loops) {
        CoolingLoop cleared = *m_design.loops().find(l.id);
        cleared.cdu.reset();
        m_design.replace(cleared);
    }
    for (auto it = m_fragment.devices.rbegin(); it != m_fragment.devices.rend(); ++it) m_design.take(it->id);
    for (auto it = m_fragment.racks.rbegin(); it != m_fragment.racks.rend(); ++it) m_design.take(it->id);
    for (auto it = m_fragment.trays.rbegin(); it != m_fragment.trays.rend(); ++it) m_design.take(it->id);
    for (auto it = m_fragment.loops.rbegin(); it != m_fragment.loops.rend(); ++it) m_design.take(it->id);
    for (auto it = m_fragment.rows.rbegin(); it != m_fragment.rows.rend(); ++it) m_design.take(it->id);
    m_design.endBatch();
}

}  // namespace sn
