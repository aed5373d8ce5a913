#include "model/commands/valve_settings_command.h"

#include "model/commands/edit_object_command.h"

namespace sn {

std::unique_ptr<QUndoCommand> ValveSettings::command(Design& design, const std::vector<Setting>& settings,
                                                     const QString& text) {
    auto parent = std::make_unique<QUndoCommand>(text);
    for (const Setting& s : settings) {
        const Cable* cable = design.cable(s.cable);
        if (!cable || cable->valveTurns == s.turns) continue;
        Cable after = *cable;
        after.valveTurns = s.turns;
        new EditObjectCommand<Cable>(design, *cable, after, text, CommandId::None, parent.get());
    }
    if (parent->childCount() == 0) return nullptr;
    return parent;
}

}  // namespace sn
