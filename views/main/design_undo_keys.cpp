#include "main/design_undo_keys.h"

#include <QApplication>
#include <QKeyEvent>
#include <QLineEdit>

namespace sn {

DesignUndoKeys::DesignUndoKeys(QWidget* window) : QObject(window), m_window(window) { qApp->installEventFilter(this); }

DesignUndoKeys::~DesignUndoKeys() { qApp->removeEventFilter(this); }

bool DesignUndoKeys::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() != QEvent::ShortcutOverride) return false;
    auto* field = qobject_cast<QLineEdit*>(watched);
    if (!field || !m_window->isAncestorOf(field) || field->isModified()) return false;
    const auto* key = static_cast<QKeyEvent*>(event);
    const QKeyCombination combo = key->keyCombination();
    const bool undoKey = key->matches(QKeySequence::Undo) || key->matches(QKeySequence::Redo)
        || combo == QKeyCombination(Qt::ControlModifier, Qt::Key_Y)
        || combo == QKeyCombination(Qt::ControlModifier | Qt::ShiftModifier, Qt::Key_Z);
    if (!undoKey) return false;
    // Left unaccepted, the override lets the window's Undo / Redo shortcut fire.
    event->ignore();
    return true;
}

}  // namespace sn
