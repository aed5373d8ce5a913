#include "views/main/editor_docks.h"

#include "model/design/design.h"
#include "views/cables/cable_table_panel.h"
#include "views/common/selection_model.h"
#include "views/findings/findings_panel.h"
#include "views/findings/object_focus.h"
#include "views/main/dock_toggle.h"
#include "views/main/dock_width_keeper.h"
#include "views/main/main_menus.h"
#include "views/palette/catalog_palette.h"
#include "views/properties/properties_panel.h"

#include <QAction>
#include <QDockWidget>
#include <QMainWindow>
#include <QScrollArea>
#include <QUndoView>

#include <utility>

namespace sn {

namespace {

QDockWidget* makeDock(QMainWindow& window, const QString& title, const char* objectName) {
    auto* dock = new QDockWidget(title, &window);
    dock->setObjectName(QString::fromLatin1(objectName));
    return dock;
}

}  // namespace

EditorDocks::EditorDocks(QMainWindow& window, MainMenus& menus) : QObject(&window) {
    createSideDocks(window, menus);
    createBottomDocks(window, menus);
}

void EditorDocks::createSideDocks(QMainWindow& window, MainMenus& menus) {
    m_palette = new CatalogPalette(&window);
    QDockWidget* paletteDock = makeDock(window, tr("Catalog"), "catalogDock");
    paletteDock->setWidget(m_palette);
    m_palette->setMinimumWidth(200);  // names scroll; a half-screen window keeps its plan
    window.addDockWidget(Qt::LeftDockWidgetArea, paletteDock);

    m_propertiesDock = makeDock(window, tr("Properties"), "propertiesDock");
    // In a scroll area, so what a selection shows never widens the dock.
    auto* scroll = new QScrollArea(m_propertiesDock);
    scroll->setObjectName(QStringLiteral("propertiesScroll"));
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    m_propertiesDock->setWidget(scroll);
    window.addDockWidget(Qt::RightDockWidgetArea, m_propertiesDock);

    m_history = new QUndoView(&window);
    m_history->setEmptyLabel(tr("<opened>"));
    QDockWidget* historyDock = makeDock(window, tr("History"), "historyDock");
    historyDock->setWidget(m_history);
    window.addDockWidget(Qt::RightDockWidgetArea, historyDock);
    new DockWidthKeeper(&window, {paletteDock, m_propertiesDock, historyDock});
    for (QDockWidget* dock : {paletteDock, m_propertiesDock, historyDock}) menus.addDockSwitch(dock->toggleViewAction());
}

void EditorDocks::createBottomDocks(QMainWindow& window, MainMenus& menus) {
    m_findingsDock = makeDock(window, tr("Findings"), "findingsDock");
    m_cablesDock = makeDock(window, tr("Cables"), "cablesDock");
    // Under the drawings only: the palette and properties keep the full height.
    window.setCorner(Qt::BottomLeftCorner, Qt::LeftDockWidgetArea);
    window.setCorner(Qt::BottomRightCorner, Qt::RightDockWidgetArea);
    window.addDockWidget(Qt::BottomDockWidgetArea, m_findingsDock);
    window.addDockWidget(Qt::BottomDockWidgetArea, m_cablesDock);
    window.tabifyDockWidget(m_findingsDock, m_cablesDock);
    m_findingsDock->raise();
    // F7/F8 raise a dock tabbed behind the other instead of hiding it.
    menus.addDockSwitch(dockToggle(m_findingsDock, QKeySequence(QStringLiteral("F8"))));
    menus.addDockSwitch(dockToggle(m_cablesDock, QKeySequence(QStringLiteral("F7"))));
}

void EditorDocks::release() {
    delete std::exchange(m_properties, nullptr);
    delete std::exchange(m_cableTable, nullptr);  // it reads the findings panel's rule engine
    delete std::exchange(m_findings, nullptr);
}

void EditorDocks::bind(Design& design, SelectionModel& selection) {
    release();
    auto* scroll = static_cast<QScrollArea*>(m_propertiesDock->widget());
    m_properties = new PropertiesPanel(design, selection, scroll);
    scroll->setWidget(m_properties);
    m_palette->setCatalog(design.catalog());
    // Imports and type edits (with their undo) reach the palette at once.
    connect(&design, &Design::catalogChanged, m_palette, [this, &design] { m_palette->setCatalog(design.catalog()); });
    m_history->setStack(&design.undoStack());

    m_findings = new FindingsPanel(design, selection, m_findingsDock);
    m_findingsDock->setWidget(m_findings);
    m_findingsDock->setWindowTitle(m_findings->title());
    connect(m_findings, &FindingsPanel::titleChanged, m_findingsDock, &QDockWidget::setWindowTitle);
    connect(m_findings, &FindingsPanel::objectsActivated, this, &EditorDocks::objectsActivated);

    m_cableTable = new CableTablePanel(design, selection, &m_findings->engine(), m_cablesDock);
    m_cablesDock->setWidget(m_cableTable);
    m_cablesDock->setWindowTitle(m_cableTable->title());
    connect(m_cableTable, &CableTablePanel::titleChanged, m_cablesDock, &QDockWidget::setWindowTitle);
    // A cable row selects what it names, then shows it.
    connect(m_cableTable, &CableTablePanel::objectsActivated, this,
            [this, &design, &selection](const std::vector<ObjectRef>& objects) {
                ObjectFocus::select(design, selection, objects);
                Q_EMIT objectsActivated(objects);
            });
}

void EditorDocks::showProperties() {
    m_propertiesDock->show();
    m_propertiesDock->raise();
}

}  // namespace sn
