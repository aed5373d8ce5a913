#pragma once

#include <QObject>
#include <QStringList>

class QMenu;

namespace sn {

/// File ▸ Open Recent: the last designs opened or saved, newest first, kept
/// in the user's settings, and the menu that lists them (numbered, the full
/// path in the tooltip).
class RecentFiles final : public QObject {
    Q_OBJECT
public:
    static constexpr int kMax = 8;

    /// Fills `menu` now and after each remember().
    RecentFiles(QMenu* menu, QObject* parent);

    QStringList files() const;
    /// Puts `path` first (once), dropping the oldest past kMax.
    void remember(const QString& path);

Q_SIGNALS:
    /// The user picked `path` in the menu.
    void openRequested(const QString& path);

private:
    void refill();

    QMenu* m_menu;
};

}  // namespace sn
