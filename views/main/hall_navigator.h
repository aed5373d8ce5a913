#pragma once

#include <QObject>

#include <functional>

class QMenu;
class QWidget;

namespace sn {

struct Room;
class FloorPlanView;
class MainMenus;

/// The site view's way between halls (Room::halls): View ▸ Go to Hall
/// lists the whole site and each hall, and Next Hall (Alt+PgDown) and
/// Previous Hall (Alt+PgUp) step through them in order. Each frames the
/// hall's outline in the floor plan. A design of one hall has nothing to
/// step through: the entries say so instead of moving.
class HallNavigator : public QObject {
    Q_OBJECT
public:
    /// Its entries go into the View menu's zoom section of `menus`.
    HallNavigator(QWidget* window, MainMenus& menus, std::function<const Room&()> room,
                  std::function<FloorPlanView*()> plan);

    /// Frames hall `index` of the room (−1: the whole site); false when there is no such hall.
    bool goTo(int index);
    /// Steps `by` halls from the one shown last, round the ends.
    void step(int by);

signals:
    /// A line for the status bar: the hall now shown, or why nothing moved.
    void message(const QString& text);

private:
    void fillMenu();

    QMenu* m_menu;
    std::function<const Room&()> m_room;
    std::function<FloorPlanView*()> m_plan;
    int m_current = -1;
};

}  // namespace sn
