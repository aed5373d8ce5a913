// Tools: View ▸ Measure on the floor plan, File ▸
// Print Drawings… and Route ▸ Routing Policy….
#include "views/main/main_window.h"

#include "views/cabling/routing_policy_dialog.h"
#include "views/cabling/routing_tools.h"
#include "views/export/print_drawings_dialog.h"
#include "views/floorplan/floor_plan_view.h"
#include "views/floorplan/measure_tool.h"
#include "views/main/main_menus.h"

#include <QAction>
#include <QMenu>

namespace sn {

void MainWindow::createToolActions() {
    auto* measure = new QAction(tr("&Measure"), this);
    measure->setObjectName(QStringLiteral("actionMeasure"));
    measure->setCheckable(true);
    measure->setShortcut(QKeySequence(QStringLiteral("Ctrl+M")));
    measure->setStatusTip(tr("Measure between two points of the floor plan, straight and along the trays."));
    connect(measure, &QAction::toggled, this, [this](bool on) {
        if (!m_measure) return;
        if (on) m_measure->start();
        else m_measure->stop();
    });
    m_menus->addViewTool(measure);  // after Zoom In, Zoom Out, Fit

    auto* print = new QAction(tr("Print &Drawings…"), this);
    print->setObjectName(QStringLiteral("actionPrintDrawings"));
    print->setShortcut(QKeySequence(QStringLiteral("Ctrl+Shift+P")));
    print->setStatusTip(tr("Print the floor plan and rack elevations with a title block, to scale, or export them as PDF."));
    connect(print, &QAction::triggered, this, [this] {
        auto* dialog = new PrintDrawingsDialog(design(), selection(), floorPlan()->scene(), this);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        // Gone with the document it prints.
        connect(floorPlan(), &QObject::destroyed, dialog, &QWidget::close);
        dialog->open();
    });
    m_menus->file()->insertAction(action(QStringLiteral("actionPrintLabels")), print);

    auto* policy = new QAction(tr("Routing &Policy…"), this);
    policy->setObjectName(QStringLiteral("actionRoutingPolicy"));
    policy->setStatusTip(tr("Slack, drop reach, rack base, pass-through gap and cable manager fill the routing assumes."));
    connect(policy, &QAction::triggered, this, [this] {
        auto* dialog = new RoutingPolicyDialog(design(), this);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        connect(floorPlan(), &QObject::destroyed, dialog, &QWidget::close);
        dialog->open();
    });
    if (m_routing) {
        m_routing->menu()->addSeparator();
        m_routing->menu()->addAction(policy);
    }
}

void MainWindow::attachTools() {
    m_measure = new MeasureTool(floorPlan());
    connect(m_measure, &MeasureTool::message, this, &MainWindow::showHint);
    connect(m_measure, &MeasureTool::stopped, this, [this] {
        if (QAction* a = action(QStringLiteral("actionMeasure"))) a->setChecked(false);
    });
    if (QAction* a = action(QStringLiteral("actionMeasure"))) a->setChecked(false);
}

}  // namespace sn
