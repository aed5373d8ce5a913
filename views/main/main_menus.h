#pragma once

#include <QObject>

class QAction;
class QMainWindow;
class QMenu;

namespace sn {

/// The editor's menu bar, its menus made once in their fixed order, so a
/// part of the window adds its entries to the menu it names instead of
/// searching the bar for the menu that holds some other action. The View
/// menu keeps three sections: zoom and tools, the dock switches, then the
/// language and heat-map submenus.
class MainMenus final : public QObject {
    Q_OBJECT
public:
    explicit MainMenus(QMainWindow& window);

    QMenu* file() const { return m_file; }
    QMenu* edit() const { return m_edit; }
    QMenu* insert() const { return m_insert; }
    QMenu* catalog() const { return m_catalog; }
    QMenu* view() const { return m_view; }
    QMenu* analysis() const { return m_analysis; }
    QMenu* help() const { return m_help; }
    /// Puts a menu a part made itself (the Route menu) before View.
    void addBeforeView(QMenu* menu);
    /// Adds a dock's switch to the View menu's dock section.
    void addDockSwitch(QAction* toggle);
    /// Adds a View entry after the zoom entries (Measure).
    void addViewTool(QAction* action);

private:
    void addLanguageMenu();

    QMainWindow& m_window;
    QMenu* m_file;
    QMenu* m_edit;
    QMenu* m_insert;
    QMenu* m_catalog;
    QMenu* m_view;
    QMenu* m_analysis;
    QMenu* m_help;
    QAction* m_toolsEnd;  ///< separator after the zoom and tool entries
    QAction* m_docksEnd;  ///< separator after the dock switches
};

}  // namespace sn
