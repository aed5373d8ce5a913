#include "views/main/hall_navigator.h"

#include "model/design/design_objects.h"
#include "views/floorplan/floor_plan_view.h"
#include "views/main/main_menus.h"

#include <QAction>
#include <QMenu>
#include <QPolygonF>

namespace sn {

HallNavigator::HallNavigator(QWidget* window, MainMenus& menus, std::function<const Room&()> room,
                             std::function<FloorPlanView*()> plan)
    : QObject(window), m_room(std::move(room)), m_plan(std::move(plan)) {
    m_menu = new QMenu(tr("&Go to Hall"), window);
    m_menu->setObjectName(QStringLiteral("menuGoToHall"));
    menus.addViewTool(m_menu->menuAction());
    connect(m_menu, &QMenu::aboutToShow, this, &HallNavigator::fillMenu);
    const auto stepAction = [&](const char* name, const QString& text, const QString& key, int by) {
        auto* a = new QAction(text, window);
        a->setObjectName(QString::fromLatin1(name));
        a->setShortcut(QKeySequence(key));
        window->addAction(a);
        menus.addViewTool(a);
        connect(a, &QAction::triggered, this, [this, by] { step(by); });
    };
    stepAction("actionNextHall", tr("&Next Hall"), QStringLiteral("Alt+PgDown"), 1);
    stepAction("actionPreviousHall", tr("&Previous Hall"), QStringLiteral("Alt+PgUp"), -1);
}

bool HallNavigator::goTo(int index) {
    const Room& room = m_room();
    FloorPlanView* plan = m_plan();
    if (!plan || index < -1 || index >= int(room.halls.size())) return false;
    m_current = index;
    if (index < 0) {
        plan->fitAll();
        emit message(tr("The whole site"));
        return true;
    }
    const Hall& hall = room.halls[size_t(index)];
    plan->frame(QPolygonF(QList<QPointF>(hall.outlineMm.begin(), hall.outlineMm.end())).boundingRect());
    emit message(tr("Hall %1 of %2: %3").arg(index + 1).arg(room.halls.size()).arg(hallTitle(hall)));
    return true;
}

void HallNavigator::step(int by) {
    const int halls = int(m_room().halls.size());
    if (halls == 0) {
        emit message(tr("This design is one hall: there is no other hall to go to."));
        return;
    }
    const int from = m_current < 0 || m_current >= halls ? (by > 0 ? -1 : halls) : m_current;
    goTo(((from + by) % halls + halls) % halls);
}

void HallNavigator::fillMenu() {
    m_menu->clear();
    const Room& room = m_room();
    QAction* site = m_menu->addAction(tr("Whole &Site"), this, [this] { goTo(-1); });
    site->setObjectName(QStringLiteral("actionGoToSite"));
    if (room.halls.empty()) {
        m_menu->addAction(tr("This design is one hall"))->setEnabled(false);
        return;
    }
    m_menu->addSeparator();
    for (size_t i = 0; i < room.halls.size(); ++i) {
        // The first nine halls get a mnemonic digit.
        const QString text = i < 9 ? QStringLiteral("&%1  %2").arg(i + 1).arg(hallTitle(room.halls[i]))
                                   : hallTitle(room.halls[i]);
        QAction* a = m_menu->addAction(text, this, [this, i] { goTo(int(i)); });
        a->setObjectName(QStringLiteral("actionGoToHall%1").arg(i + 1));
        a->setCheckable(true);
        a->setChecked(int(i) == m_current);
    }
}

}  // namespace sn
