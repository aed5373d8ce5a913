#include "views/main/design_undo_keys.h"

#include <QAbstractSpinBox>
#include <QApplication>
#include <QKeyEvent>
#include <QLineEdit>

namespace sn {

DesignUndoKeys::DesignUndoKeys(QWidget* window) : QObject(window), m_window(window) { qApp->installEventFilter(this); }

DesignUndoKeys::~DesignUndoKeys() { qApp->removeEventFilter(this); }

bool DesignUndoKeys::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() != QEvent::ShortcutOverride && event->type() != QEvent::FocusIn) return false;
    // A spin box has the focus itself and keeps its text in an inner line edit.
    auto* spin = qobject_cast<QAbstractSpinBox*>(watched);
    auto* field = spin ? spin->findChild<QLineEdit*>() : qobject_cast<QLineEdit*>(watched);
    if (!field || !m_window->isAncestorOf(field)) return false;
    if (event->type() == QEvent::FocusIn) {
        watch(field, spin ? spin : qobject_cast<QAbstractSpinBox*>(field->parent()));
        return false;
    }
    if (m_typing.contains(field)) return false;
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

void DesignUndoKeys::watch(QLineEdit* field, QAbstractSpinBox* spin) {
    if (m_watched.contains(field)) return;
    m_watched.insert(field);
    // Typed by the user (not set by a refresh from the design): the field's own.
    connect(field, &QLineEdit::textEdited, this, [this, field] { m_typing.insert(field); });
    // Committed (Return, or the focus leaving): the design's again, even
    // with the cursor still in the field.
    const auto committed = [this, field] { m_typing.remove(field); };
    connect(field, &QLineEdit::editingFinished, this, committed);
    if (spin) connect(spin, &QAbstractSpinBox::editingFinished, this, committed);
    connect(field, &QObject::destroyed, this, [this, field] {
        m_watched.remove(field);
        m_typing.remove(field);
    });
}

}  // namespace sn
