#include "views/main/undo_actions.h"

#include "views/main/main_window.h"

#include <QAction>
#include <QUndoStack>
#include <QWidget>

namespace sn {

UndoActions::UndoActions(QWidget* window)
    : QObject(window), m_undo(new QAction(tr("&Undo"), window)), m_redo(new QAction(tr("&Redo"), window)) {
    m_undo->setObjectName(QStringLiteral("actionUndo"));
    m_undo->setShortcut(QKeySequence::Undo);
    m_redo->setObjectName(QStringLiteral("actionRedo"));
    m_redo->setShortcuts({QKeySequence(QStringLiteral("Ctrl+Shift+Z")), QKeySequence(QStringLiteral("Ctrl+Y"))});
}

void UndoActions::bind(QUndoStack& stack) {
    for (const QMetaObject::Connection& c : {m_index, m_clean, m_undoCall, m_redoCall}) disconnect(c);
    m_stack = &stack;
    m_undoCall = connect(m_undo, &QAction::triggered, &stack, &QUndoStack::undo);
    m_redoCall = connect(m_redo, &QAction::triggered, &stack, &QUndoStack::redo);
    m_index = connect(&stack, &QUndoStack::indexChanged, this, &UndoActions::sync);
    m_clean = connect(&stack, &QUndoStack::cleanChanged, this, &UndoActions::sync);
    sync();
}

void UndoActions::sync() {
    const QUndoStack& s = *m_stack;
    m_undo->setEnabled(s.canUndo());
    m_redo->setEnabled(s.canRedo());
    m_undo->setText(s.canUndo() ? tr("&Undo %1").arg(s.undoText()) : tr("&Undo"));
    m_redo->setText(s.canRedo() ? tr("&Redo %1").arg(s.redoText()) : tr("&Redo"));
    m_undo->setToolTip(MainWindow::buttonText(m_undo->text()));
    m_redo->setToolTip(MainWindow::buttonText(m_redo->text()));
}

}  // namespace sn
