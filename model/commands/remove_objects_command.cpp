#include "commands/remove_objects_command.h"

#include "design/design.h"

#include <QSet>

#include <algorithm>

namespace sn {

namespace {

/// Keeps ids unique, in document order (so removal and re-insertion are stable).
template <class IdT, class Table>
std::vector<IdT> inDocumentOrder(const QSet<IdT>& ids, const Table& table) {
    std::vector<IdT> out(ids.begin(), ids.end());
    std::sort(out.begin(), out.end(), [&](IdT a, IdT b) { return table.indexOf(a) < table.indexOf(b); });
    return out;
}

template <class Id, class T>
void takeAll(Design& design, const std::vector<Id>& ids, std::vector<std::pair<int, T>>& into) {
    into.clear();
    // Highest position first, so the recorded positions stay valid for undo.
    for (auto it = ids.rbegin(); it != ids.rend(); ++it) into.push_back(design.take(*it));
}

template <class T>
void putBack(Design& design, std::vector<std::pair<int, T>>& taken) {
    for (auto it = taken.rbegin(); it != taken.rend(); ++it) design.insert(it->first, std::move(it->second));
    taken.clear();
}

}  // namespace

RemoveObjectsCommand::RemoveObjectsCommand(Design& design, const ObjectSelection& sel, QUndoCommand* parent)
    : QUndoCommand(parent), m_design(design) {
    QSet<RackId> racks;
    for (RackId id : sel.racks) if (design.rack(id)) racks.insert(id);
    QSet<DeviceId> devices;
    for (DeviceId id : sel.devices) if (design.device(id)) devices.insert(id);
    for (RackId r : racks) for (DeviceId d : design.devicesIn(r)) devices.insert(d);
    QSet<ConnectionId> connections;
    for (ConnectionId id : sel.connections) if (design.connection(id)) connections.insert(id);
    for (DeviceId d : devices) for (ConnectionId c : design.connectionsOf(d)) connections.insert(c);
    QSet<CableId> cables;
    for (CableId id : sel.cables) if (design.cable(id)) cables.insert(id);
    for (ConnectionId c : connections) if (auto k = design.cableOf(c)) cables.insert(*k);
    QSet<TrayId> trays;
    for (TrayId id : sel.trays) if (design.trays().contains(id)) trays.insert(id);
    QSet<LoopId> loops;
    for (LoopId id : sel.loops) if (design.loops().contains(id)) loops.insert(id);
    QSet<RowId> rows;
    for (RowId id : sel.rows) if (design.rows().contains(id)) rows.insert(id);

    m_cableIds = inDocumentOrder(cables, design.cables());
    m_connectionIds = inDocumentOrder(connections, design.connections());
    m_deviceIds = inDocumentOrder(devices, design.devices());
    m_rackIds = inDocumentOrder(racks, design.racks());
    m_trayIds = inDocumentOrder(trays, design.trays());
    m_loopIds = inDocumentOrder(loops, design.loops());
    m_rowIds = inDocumentOrder(rows, design.rows());

    for (const Rack& r : design.racks()) {
        if (racks.contains(r.id)) continue;
        Rack after = r;
        if (after.loop && loops.contains(*after.loop)) after.loop.reset();
        if (after.row && rows.contains(*after.row)) after.row.reset();
        if (!(after == r)) m_rackEdits.emplace_back(r, after);
    }
    for (const CoolingLoop& l : design.loops()) {
        // Also for loops deleted with their CDU: the device goes before the loop.
        if (!l.cdu || !devices.contains(*l.cdu)) continue;
        CoolingLoop after = l;
        after.cdu.reset();
        m_loopEdits.emplace_back(l, after);
    }
    if (!trays.isEmpty()) {
        for (const Cable& c : design.cables()) {
            if (cables.contains(c.id)) continue;
            Cable after = c;
            std::erase_if(after.trays, [&](TrayId t) { return trays.contains(t); });
            std::erase_if(after.trayRuns, [&](const TrayRun& r) { return trays.contains(r.tray); });
            if (!(after == c)) m_cableEdits.emplace_back(c, after);
        }
    }
    setText(tr("Delete %n object(s)", nullptr, removedCount()));
}

int RemoveObjectsCommand::removedCount() const {
    return int(m_cableIds.size() + m_connectionIds.size() + m_deviceIds.size() + m_rackIds.size()
               + m_trayIds.size() + m_loopIds.size() + m_rowIds.size());
}

void RemoveObjectsCommand::redo() {
    m_design.beginBatch();
    for (const auto& [before, after] : m_rackEdits) m_design.replace(after);
    for (const auto& [before, after] : m_loopEdits) m_design.replace(after);
    for (const auto& [before, after] : m_cableEdits) m_design.replace(after);
    takeAll(m_design, m_cableIds, m_cables);
    takeAll(m_design, m_connectionIds, m_connections);
    takeAll(m_design, m_deviceIds, m_devices);
    takeAll(m_design, m_rackIds, m_racks);
    takeAll(m_design, m_trayIds, m_trays);
    takeAll(m_design, m_loopIds, m_loops);
    takeAll(m_design, m_rowIds, m_rows);
    m_design.endBatch();
}

void RemoveObjectsCommand::undo() {
    m_design.beginBatch();
    putBack(m_design, m_rows);
    putBack(m_design, m_loops);
    putBack(m_design, m_trays);
    putBack(m_design, m_racks);
    putBack(m_design, m_devices);
    putBack(m_design, m_connections);
    putBack(m_design, m_cables);
    for (const auto& [before, after] : m_cableEdits) m_design.replace(before);
    for (const auto& [before, after] : m_loopEdits) m_design.replace(before);
    for (const auto& [before, after] : m_rackEdits) m_design.replace(before);
    m_design.endBatch();
}

}  // namespace sn
