#include "commands/insert_objects_command.h"

#include "design/design.h"

namespace sn {

InsertObjectsCommand::InsertObjectsCommand(Design& design, DesignFragment fragment, const QString& text,
                                           QUndoCommand* parent)
    : QUndoCommand(text, parent), m_design(design), m_fragment(std::move(fragment)) {}

void InsertObjectsCommand::redo() {
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
