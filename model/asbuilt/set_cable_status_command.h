#pragma once

#include "model/design/design.h"

#include <QCoreApplication>
#include <QUndoCommand>

#include <vector>

namespace sn {

/// Sets the status of many cables as one undo step (Verify Cabling ▸ mark
/// the verified cables installed). Cables already at that status are left
/// out; undo restores each cable's own earlier status.
class SetCableStatusCommand final : public QUndoCommand {
    Q_DECLARE_TR_FUNCTIONS(SetCableStatusCommand)
public:
    SetCableStatusCommand(Design& design, const std::vector<CableId>& cables, CableStatus status);
    /// How many cables change (0: pushing it does nothing).
    int size() const { return int(m_cables.size()); }
    void redo() override { apply(true); }
    void undo() override { apply(false); }

private:
    void apply(bool forward);
    Design& m_design;
    CableStatus m_status;
    std::vector<std::pair<CableId, CableStatus>> m_cables;  ///< cable, status before
};

}  // namespace sn
