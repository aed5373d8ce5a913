#pragma once

#include "model/commands/command_ids.h"

#include <QCoreApplication>
#include <QUndoCommand>
#include <QUuid>

#include <memory>
#include <vector>

namespace sn {

class Design;

/// One undo step for a move made in the editor (a rack drag, a nudge, a
/// rotation, a device drag) together with the re-route that follows it.
/// The views push the move wrapped in this; Auto Re-route later pushes its
/// routes as a RoutedMoveCommand::routes(), which merges into the move on
/// top of the stack, so one Ctrl+Z takes back the move and its routes and no
/// stale route is ever left behind. Consecutive nudges of the same objects
/// merge as their own commands do, until a re-route has joined the step.
class RoutedMoveCommand final : public QUndoCommand {
    Q_DECLARE_TR_FUNCTIONS(RoutedMoveCommand)
public:
    /// One move of one object (a rack's or a device's id), checked by the caller.
    struct Move {
        QUuid subject;
        std::unique_ptr<QUndoCommand> command;
    };
    /// The moves, applied in order.
    RoutedMoveCommand(const QString& text, std::vector<Move> moves);
    /// The routes that follow a move (an ApplyRoutesCommand): pushed on top of
    /// a move it merges into it; anywhere else it is a step of its own.
    static std::unique_ptr<RoutedMoveCommand> routes(std::unique_ptr<QUndoCommand> apply);
    /// One object's move wrapped, with the move's own text (null for null).
    static std::unique_ptr<QUndoCommand> wrap(QUuid subject, std::unique_ptr<QUndoCommand> move);
    /// Pushes `moves` as one step (nothing when empty).
    static void push(Design& design, const QString& text, std::vector<Move> moves);

    bool hasRoutes() const { return m_routes != nullptr; }

    int id() const override { return int(CommandId::RoutedMove); }
    bool mergeWith(const QUndoCommand* next) override;
    void redo() override;
    void undo() override;

private:
    RoutedMoveCommand() = default;
    // Shared, so a merge can adopt the pushed command's parts (the stack
    // deletes that one after merging).
    std::vector<std::shared_ptr<QUndoCommand>> m_moves;
    std::vector<QUuid> m_subjects;  ///< what each move moves: nudges merge only when these agree
    std::shared_ptr<QUndoCommand> m_routes;
};

}  // namespace sn
