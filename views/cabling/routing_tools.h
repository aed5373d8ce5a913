#pragma once

#include "model/core/ids.h"

#include <QObject>
#include <QPointer>

#include <optional>
#include <vector>

class QAction;
class QMainWindow;
class QMenu;

namespace sn {

class AutoReroute;
class Design;
class FloorPlanView;
class RouteLegend;
class RouteOverlay;
class RouteRunner;
class RoutingFindings;
class SelectionModel;

/// The Route menu of the editor: Route All, Route Selection, Auto Re-route,
/// and the route overlay's visibility and role / rail filter; plus the
/// overlay, its legend and the auto re-route for the open document.
class RoutingTools final : public QObject {
    Q_OBJECT
public:
    /// Creates the actions and the menu (not yet in any menu bar).
    explicit RoutingTools(QMainWindow* window);

    QMenu* menu() const { return m_menu; }
    /// Follows a new document: a fresh overlay on its floor plan, a fresh auto re-route.
    void setDocument(Design& design, SelectionModel& selection, FloorPlanView* view);

    RouteOverlay* overlay() const;
    RouteLegend* legend() const;
    AutoReroute* autoReroute() const;
    RouteRunner* runner() const;
    /// What this document's routing runs could not do, for the Findings panel and the overlay.
    RoutingFindings* routingFindings() const;

    void routeAll();
    void routeSelection();
    /// The cables Route Selection routes: the selected cables and every cable
    /// of the selected racks and devices, in document order.
    std::vector<CableId> selectedCables() const;

Q_SIGNALS:
    /// A line for the status bar.
    void message(const QString& text);

private:
    void ensureOverlay();
    void fillFilterMenus();

    QMainWindow* m_window;
    QMenu* m_menu;
    QMenu* m_roleMenu;
    QMenu* m_railMenu;
    QAction* m_showRoutes;
    QAction* m_autoAction;
    Design* m_design = nullptr;
    SelectionModel* m_selection = nullptr;
    QPointer<FloorPlanView> m_view;
    QPointer<RouteOverlay> m_overlay;
    QPointer<RouteLegend> m_legend;
    QPointer<AutoReroute> m_auto;
    QPointer<RouteRunner> m_runner;
    QPointer<RoutingFindings> m_findings;
    void startRouting(const std::optional<std::vector<CableId>>& scope, const QString& undoText);
    /// Records what the run found and says how it went in the status bar.
    void routingFinished();
};

}  // namespace sn
