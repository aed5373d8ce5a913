#pragma once

#include "model/design/design_objects.h"

#include <QCoreApplication>
#include <QUndoCommand>

#include <utility>
#include <vector>

namespace sn {

class Design;

/// What the user asked to delete.
struct ObjectSelection {
    std::vector<RowId> rows;
    std::vector<RackId> racks;
    std::vector<DeviceId> devices;
    std::vector<TrayId> trays;
    std::vector<LoopId> loops;
    std::vector<ConnectionId> connections;
    std::vector<CableId> cables;
};

/// Deletes a selection together with what cannot exist without it: a rack's
/// devices, a device's connections, a connection's cable. References to
/// deleted objects (a rack's loop or row, a loop's CDU, a cable's trays) are
/// cleared. Undo puts every object back at its old position, so the design is
/// exactly as before.
class RemoveObjectsCommand final : public QUndoCommand {
    Q_DECLARE_TR_FUNCTIONS(RemoveObjectsCommand)
public:
    RemoveObjectsCommand(Design& design, const ObjectSelection& selection, QUndoCommand* parent = nullptr);

    void redo() override;
    void undo() override;

    /// Objects the command removes, after the closure (for tests and status text).
    int removedCount() const;
    /// Why redo() would be refused now (a programming error, not translated),
    /// or nullptr: every object to remove is there, every survivor it edits
    /// is as it was, and nothing outside the selection still depends on it.
    const char* whyNot() const;

private:
    template <class T>
    using Taken = std::vector<std::pair<int, T>>;

    Design& m_design;
    // What to remove, in removal order.
    std::vector<CableId> m_cableIds;
    std::vector<ConnectionId> m_connectionIds;
    std::vector<DeviceId> m_deviceIds;
    std::vector<RackId> m_rackIds;
    std::vector<TrayId> m_trayIds;
    std::vector<LoopId> m_loopIds;
    std::vector<RowId> m_rowIds;
    // Survivors whose references change: {before, after}.
    std::vector<std::pair<Rack, Rack>> m_rackEdits;
    std::vector<std::pair<CoolingLoop, CoolingLoop>> m_loopEdits;
    std::vector<std::pair<Cable, Cable>> m_cableEdits;
    // Filled by redo(), consumed by undo().
    Taken<Cable> m_cables;
    Taken<Connection> m_connections;
    Taken<Device> m_devices;
    Taken<Rack> m_racks;
    Taken<Tray> m_trays;
    Taken<CoolingLoop> m_loops;
    Taken<Row> m_rows;
};

}  // namespace sn
