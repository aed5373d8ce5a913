#include "model/commands/routed_move_command.h"

#include "model/design/design.h"

namespace sn {

RoutedMoveCommand::RoutedMoveCommand(const QString& text, std::vector<Move> moves) {
    setText(text);
    for (Move& move : moves) {
        m_subjects.push_back(move.subject);
        m_moves.push_back(std::shared_ptr<QUndoCommand>(move.command.release()));
    }
}

std::unique_ptr<RoutedMoveCommand> RoutedMoveCommand::routes(std::unique_ptr<QUndoCommand> apply) {
    std::unique_ptr<RoutedMoveCommand> out(new RoutedMoveCommand);
    out->setText(tr("Re-route after move"));
    out->m_routes = std::shared_ptr<QUndoCommand>(apply.release());
    return out;
}

std::unique_ptr<QUndoCommand> RoutedMoveCommand::wrap(QUuid subject, std::unique_ptr<QUndoCommand> move) {
    if (!move) return nullptr;
    const QString text = move->text();
    std::vector<Move> moves;
    moves.push_back({subject, std::move(move)});
    return std::make_unique<RoutedMoveCommand>(text, std::move(moves));
}

void RoutedMoveCommand::push(Design& design, const QString& text, std::vector<Move> moves) {
    if (moves.empty()) return;
    design.undoStack().push(new RoutedMoveCommand(text, std::move(moves)));
}

bool RoutedMoveCommand::mergeWith(const QUndoCommand* next) {
    const auto* other = dynamic_cast<const RoutedMoveCommand*>(next);
    if (!other || m_routes || m_moves.empty()) return false;  // once routed, the step is closed
    if (other->m_moves.empty()) {
        // The re-route of this move: already applied by the push, it joins the step.
        m_routes = other->m_routes;
        return m_routes != nullptr;
    }
    // Another nudge of the same objects: each move merges into its own kind.
    // Checked for every pair before any merges, so a step is never half merged:
    // the model's moves of one object merge whenever their kinds agree.
    if (other->m_routes || other->m_subjects != m_subjects) return false;
    for (size_t i = 0; i < m_moves.size(); ++i)
        if (m_moves[i]->id() == -1 || m_moves[i]->id() != other->m_moves[i]->id()) return false;
    for (size_t i = 0; i < m_moves.size(); ++i) m_moves[i]->mergeWith(other->m_moves[i].get());
    bool obsolete = true;
    for (const auto& move : m_moves) obsolete = obsolete && move->isObsolete();
    setObsolete(obsolete);
    return true;
}

void RoutedMoveCommand::redo() {
    for (const auto& move : m_moves) move->redo();
    if (m_routes) m_routes->redo();
}

void RoutedMoveCommand::undo() {
    if (m_routes) m_routes->undo();
    for (auto it = m_moves.rbegin(); it != m_moves.rend(); ++it) (*it)->undo();
}

}  // namespace sn
