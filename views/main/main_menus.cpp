#include "views/main/main_menus.h"

#include <QActionGroup>
#include <QMainWindow>
#include <QMenuBar>
#include <QSettings>
#include <QStatusBar>

namespace sn {

namespace {

QMenu* addMenu(QMainWindow& window, const QString& title, const char* objectName) {
    QMenu* menu = window.menuBar()->addMenu(title);
    menu->setObjectName(QString::fromLatin1(objectName));
    return menu;
}

}  // namespace

MainMenus::MainMenus(QMainWindow& window)
    : QObject(&window),
      m_window(window),
      m_file(addMenu(window, tr("&File"), "fileMenu")),
      m_edit(addMenu(window, tr("&Edit"), "editMenu")),
      m_insert(addMenu(window, tr("&Insert"), "insertMenu")),
      m_catalog(addMenu(window, tr("&Catalog"), "catalogMenu")),
      m_view(addMenu(window, tr("&View"), "viewMenu")),
      m_analysis(addMenu(window, tr("&Analysis"), "analysisMenu")),
      m_help(addMenu(window, tr("&Help"), "helpMenu")),
      m_toolsEnd(m_view->addSeparator()),
      m_docksEnd(m_view->addSeparator()) {
    addLanguageMenu();
}

void MainMenus::addBeforeView(QMenu* menu) { m_window.menuBar()->insertMenu(m_view->menuAction(), menu); }

void MainMenus::addDockSwitch(QAction* toggle) { m_view->insertAction(m_docksEnd, toggle); }

void MainMenus::addViewTool(QAction* action) { m_view->insertAction(m_toolsEnd, action); }

void MainMenus::addLanguageMenu() {
    QMenu* language = m_view->addMenu(tr("&Language"));
    auto* group = new QActionGroup(this);
    const QString chosen = QSettings().value(QStringLiteral("language")).toString();
    const std::pair<QString, QString> languages[] = {{QString(), tr("System default")},
                                                     {QStringLiteral("en"), QStringLiteral("English")},
                                                     {QStringLiteral("zh_CN"), QStringLiteral("简体中文")}};
    for (const auto& [code, label] : languages) {
        QAction* a = language->addAction(label);
        a->setCheckable(true);
        a->setChecked(code == chosen);
        group->addAction(a);
        connect(a, &QAction::triggered, this, [this, code = code] {
            QSettings().setValue(QStringLiteral("language"), code);
            m_window.statusBar()->showMessage(tr("The language changes when Supernode Designer starts again."), 8000);
        });
    }
}

}  // namespace sn
