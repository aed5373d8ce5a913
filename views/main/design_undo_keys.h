#pragma once

#include <QObject>
#include <QSet>

class QAbstractSpinBox;
class QLineEdit;
class QWidget;

namespace sn {

/// Ctrl+Z / Ctrl+Y (and Ctrl+Shift+Z) in a text field of the window act on
/// the design once the field's edit has been committed: a QLineEdit would
/// otherwise take them for its own text history, so after renaming a rack
/// in Properties, Ctrl+Z undid the typing instead of the rename. A spin box
/// counts as its inner field, and Return commits as leaving the field does
/// (the cursor may stay in it). While the user is still typing (text edited
/// since the field was last committed) the keys stay the field's.
class DesignUndoKeys final : public QObject {
    Q_OBJECT
public:
    /// Watches the application's events for the fields inside `window`.
    explicit DesignUndoKeys(QWidget* window);
    ~DesignUndoKeys() override;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    /// Follows a field's typing and commits from the first time it has the focus.
    void watch(QLineEdit* field, QAbstractSpinBox* spin);

    QWidget* m_window;
    QSet<QLineEdit*> m_watched;
    QSet<QLineEdit*> m_typing;  ///< edited by the user and not yet committed
};

}  // namespace sn
