#pragma once

namespace sn {

/// QUndoCommand::id() values; commands with the same id may merge (e.g. the
/// arrow-key nudges of one rack collapse into one undo step). One list, so
/// no two kinds of command share an id by accident.
enum class CommandId {
    None = -1,
    MoveRack = 1,
    MoveDevice,
    EditRoom,
    EditInfo,
    EditRouting,
    /// A move made in the editor with the re-route that follows it (views/cabling/routed_move_command.h).
    RoutedMove,
};

}  // namespace sn
