#include "views/main/dock_toggle.h"

#include <QAction>
#include <QDockWidget>
#include <QMainWindow>

namespace sn {

bool isBehindTab(const QDockWidget* dock) {
    if (dock->isHidden() || dock->isFloating()) return false;
    // A dock tabbed behind another stays open and even "visible" to Qt; only
    // none of it shows on screen.
    const auto* window = qobject_cast<const QMainWindow*>(dock->parentWidget());
    return window && window->isVisible() && (!dock->isVisible() || dock->visibleRegion().isEmpty());
}

QAction* dockToggle(QDockWidget* dock, const QKeySequence& key) {
    auto* action = new QAction(dock->windowTitle(), dock->parentWidget());
    action->setObjectName(dock->objectName() + QStringLiteral("Toggle"));
    action->setCheckable(true);
    action->setChecked(!dock->isHidden());
    action->setShortcut(key);
    QObject::connect(action, &QAction::triggered, dock, [dock, action] {
        if (dock->isHidden()) {
            dock->show();
            dock->raise();
        } else if (isBehindTab(dock)) {
            dock->raise();
        } else {
            dock->hide();
        }
        action->setChecked(!dock->isHidden());
    });
    // Closed with its title bar button, or shown by a restored layout.
    QObject::connect(dock, &QDockWidget::visibilityChanged, action, [dock, action] { action->setChecked(!dock->isHidden()); });
    QObject::connect(dock, &QDockWidget::windowTitleChanged, action, [action](const QString& title) {
        // The title carries counts ("Findings (3 errors, 5 warnings)"): the menu shows the name only.
        const qsizetype paren = title.indexOf(QLatin1String(" ("));
        action->setText(paren > 0 ? title.left(paren) : title);
    });
    return action;
}

}  // namespace sn
