#include "views/cabling/routing_tools.h"

#include "model/design/design.h"
#include "model/routing/cable_router.h"
#include "views/cabling/auto_reroute.h"
#include "views/cabling/route_runner.h"
#include "views/common/selection_model.h"
#include "views/findings/routing_findings.h"
#include "views/floorplan/floor_plan_scene.h"
#include "views/floorplan/floor_plan_view.h"
#include "views/floorplan/route_legend.h"
#include "views/floorplan/route_overlay.h"
#include "views/floorplan/route_style.h"

#include <QAction>
#include <QMainWindow>
#include <QMenu>
#include <QSet>
#include <QSettings>
#include <QTimer>

namespace sn {

namespace {
const QString kAutoKey = QStringLiteral("routing/autoReroute");
}  // namespace

RoutingTools::RoutingTools(QMainWindow* window)
    : QObject(window), m_window(window), m_menu(new QMenu(tr("&Route"), window)) {
    m_menu->setObjectName(QStringLiteral("routeMenu"));
    const auto make = [&](const char* name, const QString& text, const QKeySequence& key) {
        auto* a = new QAction(text, window);  // on the window, so its shortcut works everywhere in it
        a->setObjectName(QString::fromLatin1(name));
        if (!key.isEmpty()) a->setShortcut(key);
        m_menu->addAction(a);
        return a;
    };
    connect(make("actionRouteAll", tr("Route &All"), QKeySequence(QStringLiteral("Ctrl+Shift+R"))), &QAction::triggered, this,
            &RoutingTools::routeAll);
    connect(make("actionRouteSelection", tr("Route &Selection"), QKeySequence(QStringLiteral("Ctrl+Alt+R"))),
            &QAction::triggered, this, &RoutingTools::routeSelection);
    m_autoAction = make("actionAutoReroute", tr("Auto &Re-route After Moves"), {});
    m_autoAction->setCheckable(true);
    m_autoAction->setChecked(QSettings().value(kAutoKey, true).toBool());
    m_autoAction->setStatusTip(tr("Re-route the cables of racks and devices you move, as a step of its own."));
    connect(m_autoAction, &QAction::toggled, this, [this](bool on) {
        QSettings().setValue(kAutoKey, on);
        if (m_auto) m_auto->setEnabled(on);
    });
    m_menu->addSeparator();
    m_showRoutes = make("actionShowRoutes", tr("Show Cable R&outes"), QKeySequence(QStringLiteral("Ctrl+Shift+O")));
    m_showRoutes->setCheckable(true);
    m_showRoutes->setChecked(true);
    connect(m_showRoutes, &QAction::toggled, this, [this](bool on) {
        if (m_overlay) m_overlay->setVisible(on);
    });
    m_roleMenu = m_menu->addMenu(tr("Show Ro&les"));
    m_roleMenu->setObjectName(QStringLiteral("routeRoleMenu"));
    m_railMenu = m_menu->addMenu(tr("Show Ra&ils"));
    m_railMenu->setObjectName(QStringLiteral("routeRailMenu"));
    connect(m_menu, &QMenu::aboutToShow, this, &RoutingTools::fillFilterMenus);
}

RouteOverlay* RoutingTools::overlay() const { return m_overlay.data(); }
RouteLegend* RoutingTools::legend() const { return m_legend.data(); }
AutoReroute* RoutingTools::autoReroute() const { return m_auto.data(); }
RouteRunner* RoutingTools::runner() const { return m_runner.data(); }
RoutingFindings* RoutingTools::routingFindings() const { return m_findings.data(); }

void RoutingTools::setDocument(Design& design, SelectionModel& selection, FloorPlanView* view) {
    m_design = &design;
    m_selection = &selection;
    m_view = view;
    delete m_auto.data();
    delete m_findings.data();
    m_findings = new RoutingFindings(design, this);
    auto* follower = new AutoReroute(design, m_findings, this);
    follower->setEnabled(m_autoAction->isChecked());
    connect(follower, &AutoReroute::rerouted, this, [this](int, const QString& text) { Q_EMIT message(text); });
    m_auto = follower;
    delete m_runner.data();
    auto* runner = new RouteRunner(design, m_window);
    connect(runner, &RouteRunner::started, follower, &AutoReroute::hold);
    connect(runner, &RouteRunner::finished, follower, &AutoReroute::release);
    connect(runner, &RouteRunner::finished, this, &RoutingTools::routingFinished);
    m_runner = runner;
    // The old overlay and legend went with the old floor plan.
    m_legend = new RouteLegend(view);
    view->keepClearOf(m_legend);
    ensureOverlay();
    // A catalog change rebuilds the scene (dropping every item, the overlay too):
    // this runs after the scene's own slot, so it finds the overlay gone.
    connect(&design, &Design::catalogChanged, this, &RoutingTools::ensureOverlay);
    // After the overlay's first read of the routes, which is queued too
    // (the menus are filled again whenever they open).
    QTimer::singleShot(0, this, &RoutingTools::fillFilterMenus);
}

void RoutingTools::ensureOverlay() {
    if (m_overlay || !m_view || !m_design) return;
    auto* overlay = new RouteOverlay(*m_design, m_view->floorScene(), RouteOverlay::FirstRead::AfterQueuedEvents);
    overlay->setUnroutedSource(m_findings);
    overlay->setVisible(m_showRoutes->isChecked());
    RouteLegend* legend = m_legend.data();
    connect(overlay, &QGraphicsObject::visibleChanged, legend, [legend, overlay] { legend->setOverlay(overlay); });
    legend->setOverlay(overlay);
    m_overlay = overlay;
}

void RoutingTools::fillFilterMenus() {
    if (m_overlay) m_overlay->refreshIfStale();
    m_roleMenu->clear();
    m_railMenu->clear();
    const bool any = m_overlay && !m_overlay->routes().empty();
    m_roleMenu->setEnabled(any);
    m_railMenu->setEnabled(any);
    if (!any) return;
    const RouteFilter current = m_overlay->filter();
    QAction* allRoles = m_roleMenu->addAction(tr("Show All Roles"));
    connect(allRoles, &QAction::triggered, this, [this] {
        RouteFilter f = m_overlay->filter();
        f.hiddenRoles.clear();
        m_overlay->setFilter(f);
    });
    m_roleMenu->addSeparator();
    for (PortRole role : m_overlay->roles()) {
        QAction* a = m_roleMenu->addAction(RouteStyle::name(role));
        a->setObjectName(QStringLiteral("routeRole-") + kPortRoleNames.name(role));
        a->setCheckable(true);
        a->setChecked(!current.hiddenRoles.count(role));
        connect(a, &QAction::toggled, this, [this, role](bool on) {
            RouteFilter f = m_overlay->filter();
            if (on) f.hiddenRoles.erase(role);
            else f.hiddenRoles.insert(role);
            m_overlay->setFilter(f);
        });
    }
    QAction* allRails = m_railMenu->addAction(tr("Show All Rails"));
    connect(allRails, &QAction::triggered, this, [this] {
        RouteFilter f = m_overlay->filter();
        f.hiddenRails.clear();
        m_overlay->setFilter(f);
    });
    m_railMenu->addSeparator();
    for (int rail : m_overlay->rails()) {
        QAction* a = m_railMenu->addAction(RouteStyle::railName(rail));
        a->setObjectName(QStringLiteral("routeRail-%1").arg(rail));
        a->setCheckable(true);
        a->setChecked(!current.hiddenRails.count(rail));
        connect(a, &QAction::toggled, this, [this, rail](bool on) {
            RouteFilter f = m_overlay->filter();
            if (on) f.hiddenRails.erase(rail);
            else f.hiddenRails.insert(rail);
            m_overlay->setFilter(f);
        });
    }
}

std::vector<CableId> RoutingTools::selectedCables() const {
    if (!m_design || !m_selection) return {};
    const std::vector<CableId> touching = CableRouter::cablesTouching(*m_design, m_selection->racks(), m_selection->devices());
    QSet<CableId> wanted(touching.begin(), touching.end());
    for (CableId id : m_selection->cables()) wanted.insert(id);
    std::vector<CableId> out;
    for (const Cable& c : m_design->cables())
        if (wanted.contains(c.id)) out.push_back(c.id);
    return out;
}

void RoutingTools::routeAll() {
    if (!m_design || !m_runner) return;
    if (m_design->connections().isEmpty()) {
        Q_EMIT message(tr("Nothing to route: the design has no connections."));
        return;
    }
    startRouting(std::nullopt, tr("Route all cables"));
}

void RoutingTools::routeSelection() {
    if (!m_design || !m_runner) return;
    const std::vector<CableId> cables = selectedCables();
    if (cables.empty()) {
        Q_EMIT message(tr("Select racks, devices or cables to route."));
        return;
    }
    startRouting(cables, tr("Route %n selected cable(s)", nullptr, int(cables.size())));
}

void RoutingTools::startRouting(const std::optional<std::vector<CableId>>& scope, const QString& undoText) {
    if (!m_runner->start(scope, undoText)) Q_EMIT message(tr("Routing is already under way."));
}

void RoutingTools::routingFinished() {
    const RouteRunner::Outcome outcome = m_runner->outcome();
    if (outcome != RouteRunner::Outcome::Applied && outcome != RouteRunner::Outcome::Unchanged) {
        Q_EMIT message(m_runner->message());
        return;
    }
    if (m_findings) m_findings->record(m_runner->result());
    const int failed = int(m_runner->result().findings.size());
    // "Changed nothing" is true of the design, not of the cables still unrouted.
    if (outcome == RouteRunner::Outcome::Unchanged && failed)
        Q_EMIT message(tr("Routing changed nothing; %n cable(s) still cannot be routed (see the findings).", nullptr, failed));
    else
        Q_EMIT message(m_runner->message());
}

}  // namespace sn
