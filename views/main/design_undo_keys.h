#pragma once

#include <QObject>

class QWidget;

namespace sn {

/// Ctrl+Z / Ctrl+Y (and Ctrl+Shift+Z) in a text field of the window act on
/// the design once the field's edit has been committed: a QLineEdit would
/// otherwise take them for its own text history, so after renaming a rack
/// in Properties, Ctrl+Z undid the typing instead of the rename. While the
/// user is still typing (the field is modified) the keys stay the field's.
class DesignUndoKeys final : public QObject {
    Q_OBJECT
public:
    /// Watches the application's events for the fields inside `window`.
    explicit DesignUndoKeys(QWidget* window);
    ~DesignUndoKeys() override;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    QWidget* m_window;
};

}  // namespace sn
