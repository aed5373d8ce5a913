#pragma once

#include "model/design/design.h"

#include <QUndoCommand>

#include <memory>
#include <vector>

namespace sn {

/// Balancing-valve handwheel settings written onto their pipes as one undo
/// step (a balancing run sets every valve of a loop at once).
struct ValveSettings {
    struct Setting {
        CableId cable = CableId::create();
        double turns = 0;
    };
    /// The command, or nullptr when no setting changes a cable of `design`
    /// (settings of cables no longer there are left out).
    static std::unique_ptr<QUndoCommand> command(Design& design, const std::vector<Setting>& settings,
                                                 const QString& text);
};

}  // namespace sn
