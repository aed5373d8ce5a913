#pragma once

#include "model/design/design.h"

#include <QCoreApplication>
#include <QUndoCommand>

#include <memory>
#include <optional>

namespace sn {

/// A checked edit: the command to push, or why the edit is refused.
struct EditResult {
    std::unique_ptr<QUndoCommand> command;
    QString error;
    explicit operator bool() const { return command != nullptr; }
};

/// Factories for the edits that need checking before they become commands.
/// Each returns a command only when redo() is certain to succeed, so views
/// and tools can show the reason and push nothing.
class DesignEdits {
    Q_DECLARE_TR_FUNCTIONS(DesignEdits)
public:
    static EditResult addRow(Design& design, Row row);
    static EditResult addRack(Design& design, Rack rack);
    static EditResult moveRack(Design& design, RackId rack, double xMm, double yMm, int rotationDeg);
    /// Refused where the geometry or, in a rack it comes into, the rack's
    /// limits do not allow it (PlacementCheck).
    static EditResult placeDevice(Design& design, Device device);
    static EditResult moveDevice(Design& design, DeviceId device, const Placement& to);
    static EditResult renameDevice(Design& design, DeviceId device, const QString& name);
    /// Puts catalog module `moduleId` in the device's bay `bay`; an empty id empties the bay.
    static EditResult fillModuleBay(Design& design, DeviceId device, const QString& bay, const QString& moduleId);
    static EditResult addTray(Design& design, Tray tray);
    static EditResult addLoop(Design& design, CoolingLoop loop);
    static EditResult assignRackToLoop(Design& design, RackId rack, std::optional<LoopId> loop);
    /// Joins two ports; with a cable type, a planned cable of that type comes with it.
    static EditResult connect(Design& design, const PortRef& a, const PortRef& b, PortRole role,
                              const QString& cableTypeId = {});
    static EditResult editCable(Design& design, const Cable& edited);
    static EditResult editRoom(Design& design, const Room& room);
    static EditResult editInfo(Design& design, const ProjectInfo& info);
};

}  // namespace sn
