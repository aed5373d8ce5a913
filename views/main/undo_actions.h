#pragma once

#include <QObject>

class QAction;
class QUndoStack;
class QWidget;

namespace sn {

/// Edit ▸ Undo and Redo for the open design's stack: enabled when there is
/// a step, their menu text naming it ("Undo Move 1 rack"), their tooltip
/// that text without the mnemonic. Redo answers Ctrl+Shift+Z and Ctrl+Y,
/// what users of most Windows and Linux editors press.
class UndoActions final : public QObject {
    Q_OBJECT
public:
    explicit UndoActions(QWidget* window);

    QAction* undo() const { return m_undo; }
    QAction* redo() const { return m_redo; }
    /// Follows `stack` from now on (the stack of a new document).
    void bind(QUndoStack& stack);

private:
    void sync();

    QAction* m_undo;
    QAction* m_redo;
    QUndoStack* m_stack = nullptr;
    QMetaObject::Connection m_index, m_clean, m_undoCall, m_redoCall;
};

}  // namespace sn
