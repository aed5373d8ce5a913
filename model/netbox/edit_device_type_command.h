#pragma once

#include "model/commands/design_edits.h"

#include <QCoreApplication>
#include <QUndoCommand>

#include <optional>

namespace sn {

/// Replaces one device type in the design's catalog with an edited copy as
/// one undo step: how the user completes the figures an import left
/// unknown (power draw, coolant data, depth). The design file carries the
/// edited type, so the completed figures travel with it.
class EditDeviceTypeCommand final : public QUndoCommand {
    Q_DECLARE_TR_FUNCTIONS(EditDeviceTypeCommand)
public:
    /// The command, or why not: the type must be in the design's catalog,
    /// keep its ports (connections refer to them) and pass the catalog checks.
    static EditResult make(Design& design, DeviceType edited);

    void redo() override { apply(m_after); }
    void undo() override { apply(m_before); }

private:
    EditDeviceTypeCommand(Design& design, DeviceType before, DeviceType after);
    void apply(const DeviceType& type);

    Design& m_design;
    DeviceType m_before;
    DeviceType m_after;
};

}  // namespace sn
