#include "views/main/recent_files.h"

#include <QAction>
#include <QFileInfo>
#include <QMenu>
#include <QSettings>

namespace sn {

namespace {
const QString kRecentKey = QStringLiteral("recentFiles");
}  // namespace

RecentFiles::RecentFiles(QMenu* menu, QObject* parent) : QObject(parent), m_menu(menu) { refill(); }

QStringList RecentFiles::files() const { return QSettings().value(kRecentKey).toStringList(); }

void RecentFiles::remember(const QString& path) {
    QStringList list = files();
    list.removeAll(path);
    list.prepend(path);
    while (list.size() > kMax) list.removeLast();
    QSettings().setValue(kRecentKey, list);
    refill();
}

void RecentFiles::refill() {
    m_menu->clear();
    const QStringList list = files();
    for (int i = 0; i < list.size(); ++i) {
        const QString path = list[i];
        QAction* a = m_menu->addAction(QStringLiteral("&%1 %2").arg(i + 1).arg(QFileInfo(path).fileName()));
        a->setToolTip(path);
        connect(a, &QAction::triggered, this, [this, path] { Q_EMIT openRequested(path); });
    }
    m_menu->setEnabled(!list.isEmpty());
}

}  // namespace sn
