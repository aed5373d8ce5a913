// MainWindow: the cabling tools of issue #8 — File ▸ New Supernode… (the
// wizard dialog) and the Route menu with its floor plan overlay.
#include "views/main/main_window.h"

#include "model/design/design.h"
#include "views/cabling/routing_tools.h"
#include "views/findings/findings_panel.h"
#include "views/floorplan/floor_plan_view.h"
#include "views/main/autosaver.h"
#include "views/main/editor_docks.h"
#include "views/main/main_menus.h"
#include "views/variants/variants_window.h"
#include "views/wizard/supernode_wizard_dialog.h"

#include <QAction>
#include <QMenu>
#include <QStatusBar>

namespace sn {

namespace {

/// What SupernodeWizard::apply accepts: nothing laid out yet.
bool hasNoLayout(const Design& d) {
    return d.rows().isEmpty() && d.racks().isEmpty() && d.devices().isEmpty() && d.trays().isEmpty()
        && d.loops().isEmpty();
}

}  // namespace

void MainWindow::attachCablingTools() {
    if (!m_routing) {
        m_routing = new RoutingTools(this);
        m_menus->addBeforeView(m_routing->menu());
        connect(m_routing, &RoutingTools::message, this, [this](const QString& text) { statusBar()->showMessage(text, 8000); });

        // The wizard lays a whole room into an empty design as one undo step
        // (undo empties it again). With something already laid out it builds
        // a new design, as File ▸ New would, asking about unsaved changes
        // first: a supernode is a room of its own, never merged into another
        // layout. The open design stays until Finish, so Cancel keeps it.
        auto* wizard = new QAction(tr("New &Supernode…"), this);
        wizard->setObjectName(QStringLiteral("actionNewSupernode"));
        wizard->setShortcut(QKeySequence(QStringLiteral("Ctrl+Shift+N")));
        wizard->setStatusTip(tr("Size, place and connect a whole supernode from a GPU count or TP × PP × DP."));
        connect(wizard, &QAction::triggered, this, [this] {
            const bool replaces = !hasNoLayout(design());
            if (replaces && !maybeSave()) return;
            auto fresh = replaces ? std::make_unique<Design>() : nullptr;
            SupernodeWizardDialog dialog(fresh ? *fresh : design(), this);
            const int answer = dialog.exec();
            if (answer == SupernodeWizardDialog::CompareVariants) return openVariants(dialog.params());
            if (answer != QDialog::Accepted) return;
            if (fresh) {
                m_autosaver->discard();
                setDocument(std::move(fresh), {});
            }
            action(QStringLiteral("actionFit"))->trigger();
        });
        m_menus->file()->insertAction(action(QStringLiteral("actionOpen")), wizard);
    }
    m_routing->setDocument(design(), selection(), floorPlan());
    m_docks->findings()->setRoutingFindings(m_routing->routingFindings());
}

void MainWindow::openVariants(const WizardParams& requirement) {
    auto* window = new VariantsWindow(requirement, design().catalog(), this);
    window->setAttribute(Qt::WA_DeleteOnClose);
    // The chosen variant becomes the document, as an opened file would.
    connect(window, &VariantsWindow::openRequested, this, [this, window] {
        if (!maybeSave()) return;
        std::unique_ptr<Design> chosen = window->takeSelected();
        if (!chosen) return;
        m_autosaver->discard();
        setDocument(std::move(chosen), {});
        action(QStringLiteral("actionFit"))->trigger();
    });
    window->show();
    window->compare();
}

}  // namespace sn
