#include "model/commands/remove_objects_command.h"

#include "model/design/design.h"

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

template <class T, class Table>
bool unchanged(const std::vector<std::pair<T, T>>& edits, const Table& table) {
    return std::all_of(edits.begin(), edits.end(), [&](const auto& e) {
        const T* now = table.find(e.first.id);
        return now && *now == e.first;
    });
}

template <class T>
bool edits(const std::vector<std::pair<T, T>>& list, decltype(T::id) id) {
    return std::any_of(list.begin(), list.end(), [&](const auto& e) { return e.first.id == id; });
}

const char* RemoveObjectsCommand::whyNot() const {
    const Design& d = m_design;
    auto allThere = [](const auto& ids, const auto& table) {
        return std::all_of(ids.begin(), ids.end(), [&](auto id) { return table.contains(id); });
    };
    if (!allThere(m_cableIds, d.cables()) || !allThere(m_connectionIds, d.connections())
        || !allThere(m_deviceIds, d.devices()) || !allThere(m_rackIds, d.racks()) || !allThere(m_trayIds, d.trays())
        || !allThere(m_loopIds, d.loops()) || !allThere(m_rowIds, d.rows()))
        return "an object to delete is gone";
    if (!unchanged(m_rackEdits, d.racks()) || !unchanged(m_loopEdits, d.loops())
        || !unchanged(m_cableEdits, d.cables()))
        return "an object whose references it clears has changed";
    // The closure taken at construction must still be whole: what
    // Design::take requires gone first is gone first.
    const QSet<CableId> cables(m_cableIds.begin(), m_cableIds.end());
    const QSet<ConnectionId> connections(m_connectionIds.begin(), m_connectionIds.end());
    const QSet<DeviceId> devices(m_deviceIds.begin(), m_deviceIds.end());
    const QSet<RackId> racks(m_rackIds.begin(), m_rackIds.end());
    const QSet<TrayId> trays(m_trayIds.begin(), m_trayIds.end());
    const QSet<LoopId> loops(m_loopIds.begin(), m_loopIds.end());
    const QSet<RowId> rows(m_rowIds.begin(), m_rowIds.end());
    for (RackId r : m_rackIds)
        for (DeviceId dev : d.devicesIn(r))
            if (!devices.contains(dev)) return "a rack to delete holds a device that stays";
    for (DeviceId dev : m_deviceIds)
        for (ConnectionId c : d.connectionsOf(dev))
            if (!connections.contains(c)) return "a device to delete has a connection that stays";
    for (ConnectionId c : m_connectionIds)
        if (const auto k = d.cableOf(c); k && !cables.contains(*k)) return "a connection to delete has a cable that stays";
    for (const CoolingLoop& l : d.loops())
        if (l.cdu && devices.contains(*l.cdu) && !edits(m_loopEdits, l.id)) return "a device to delete is a loop's CDU";
    for (const Rack& r : d.racks())
        if (!racks.contains(r.id) && ((r.loop && loops.contains(*r.loop)) || (r.row && rows.contains(*r.row)))
            && !edits(m_rackEdits, r.id))
            return "a rack that stays refers to a loop or row to delete";
    if (!trays.isEmpty())
        for (const Cable& c : d.cables())
            if (!cables.contains(c.id) && !edits(m_cableEdits, c.id)
                && std::any_of(c.trays.begin(), c.trays.end(), [&](TrayId t) { return trays.contains(t); }))
                return "a cable that stays lies in a tray to delete";
    return nullptr;
}

void RemoveObjectsCommand::redo() {
    // Never throws into the event loop: when the design no longer
    // holds what the command was made for (changed outside the undo stack),
    // nothing is removed.
    if (const char* why = whyNot()) {
        qWarning("RemoveObjectsCommand refused: %s", why);
        setObsolete(true);
        return;
    }
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
