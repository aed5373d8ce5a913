// The findings panel and the cable table (points 4 and 5): two
// docks tabbed under the drawings, rebuilt for every document.
#include "main/main_window.h"

#include "cables/cable_table_panel.h"
#include "common/selection_model.h"
#include "design/design.h"
#include "findings/findings_panel.h"
#include "findings/object_focus.h"
#include "main/dock_toggle.h"
#include "main/object_zoom.h"

#include <QAction>
#include <QDockWidget>
#include <QMenu>

namespace sn {

void MainWindow::attachFindingsAndCables() {
    if (!m_findingsDock) {
        m_findingsDock = new QDockWidget(tr("Findings"), this);
        m_findingsDock->setObjectName(QStringLiteral("findingsDock"));
        m_cablesDock = new QDockWidget(tr("Cables"), this);
        m_cablesDock->setObjectName(QStringLiteral("cablesDock"));
        // Under the drawings only: the palette and properties keep the full height.
        setCorner(Qt::BottomLeftCorner, Qt::LeftDockWidgetArea);
        setCorner(Qt::BottomRightCorner, Qt::RightDockWidgetArea);
        addDockWidget(Qt::BottomDockWidgetArea, m_findingsDock);
        addDockWidget(Qt::BottomDockWidgetArea, m_cablesDock);
        tabifyDockWidget(m_findingsDock, m_cablesDock);
        m_findingsDock->raise();
        // Their switches join the other docks' in the View menu, before the
        // language submenu; F7/F8 raise a dock tabbed behind the other.
        QAction* findings = dockToggle(m_findingsDock, QKeySequence(QStringLiteral("F8")));
        QAction* cables = dockToggle(m_cablesDock, QKeySequence(QStringLiteral("F7")));
        const QList<QAction*> entries = m_viewMenu->actions();
        QAction* before = nullptr;
        for (int i = 1; i < entries.size(); ++i)
            if (entries[i]->menu() && entries[i - 1]->isSeparator()) before = entries[i - 1];
        m_viewMenu->insertActions(before, {findings, cables});
    }
    // The old panels watch the old design, which is still alive here: they go first.
    delete m_cableTable;
    delete m_findings;

    m_findings = new FindingsPanel(*m_design, *m_selection, m_findingsDock);
    m_findingsDock->setWidget(m_findings);
    m_findingsDock->setWindowTitle(m_findings->title());
    connect(m_findings, &FindingsPanel::titleChanged, m_findingsDock, &QDockWidget::setWindowTitle);

    m_cableTable = new CableTablePanel(*m_design, *m_selection, &m_findings->engine(), m_cablesDock);
    m_cablesDock->setWidget(m_cableTable);
    m_cablesDock->setWindowTitle(m_cableTable->title());
    connect(m_cableTable, &CableTablePanel::titleChanged, m_cablesDock, &QDockWidget::setWindowTitle);

    // Activating a finding or a cable row shows it on the floor plan and in the elevation.
    connect(m_findings, &FindingsPanel::objectsActivated, this, [this](const std::vector<ObjectRef>& objects) {
        ObjectZoom::zoom(*m_design, *m_selection, objects, *m_floorPlan, m_elevation);
    });
    connect(m_cableTable, &CableTablePanel::objectsActivated, this, [this](const std::vector<ObjectRef>& objects) {
        ObjectFocus::select(*m_design, *m_selection, objects);
        ObjectZoom::zoom(*m_design, *m_selection, objects, *m_floorPlan, m_elevation);
    });
}

}  // namespace sn
