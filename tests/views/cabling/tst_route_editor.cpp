// Routing in the editor (issue #8, point 2): Route All on a worker behind a
// progress dialog as one undo step, Cancel changing nothing, the overlay's
// media, filter and hover text, Route Selection, and a moved rack
// re-routing only its own cables.
#include "model/commands/design_edits.h"
#include "model/routing/apply_routes_command.h"
#include "model/routing/cable_router.h"
#include "tests/support/example_design.h"
#include "tests/views/window_fixture.h"
#include "views/cabling/auto_reroute.h"
#include "views/cabling/route_runner.h"
#include "views/cabling/routing_tools.h"
#include "views/common/selection_model.h"
#include "views/floorplan/floor_plan_view.h"
#include "views/floorplan/route_legend.h"
#include "views/floorplan/route_overlay.h"

#include <QAction>
#include <QProgressDialog>
#include <QPushButton>
#include <QSignalSpy>
#include <QToolTip>

#include <map>

using namespace sn;
using namespace sn::test;

namespace {

std::map<CableId, std::optional<double>> lengths(const Design& d) {
    std::map<CableId, std::optional<double>> out;
    for (const Cable& c : d.cables()) out[c.id] = c.routeLengthMm;
    return out;
}

}  // namespace

class TestRouteEditor : public QObject {
    Q_OBJECT
private:
    WindowFixture f;
    RoutingTools* tools() const { return f.window->findChild<RoutingTools*>(); }
    Design& design() const { return f.window->design(); }

    /// The liquid-row example, unrouted, open in a fresh window.
    void openLiquidRow() {
        f.reset();
        QVERIFY(QTest::qWaitForWindowExposed(f.window.get()));
        const QString file = f.path(QStringLiteral("liquid-row.json"));
        DesignFile::save(*buildLiquidRowExample(), file);
        QVERIFY(f.window->openFile(file));
        for (const Cable& c : design().cables()) QVERIFY(!c.routeLengthMm);
    }
    /// Triggers a routing action and waits for its run to end: the action
    /// returns as soon as the worker starts.
    bool triggerAndWait(const char* action) {
        QSignalSpy finished(tools()->runner(), &RouteRunner::finished);
        f.window->action(QLatin1String(action))->trigger();
        return !finished.isEmpty() || finished.wait(60000);
    }
    void routeAll() {
        QVERIFY(triggerAndWait("actionRouteAll"));
        QCOMPARE(design().undoStack().count(), 1);
    }

private Q_SLOTS:
    void initTestCase() {
        QVERIFY(f.dir.isValid());
        f.isolate();
    }
    void cleanup() { f.window.reset(); }

    void routeAllGivesEveryCableALengthInOneStep() {
        openLiquidRow();
        QVERIFY(tools()->overlay()->routes().empty());
        QVERIFY(tools()->legend()->isHidden());
        bool sawDialog = false;
        connect(tools()->runner(), &RouteRunner::dialogOpened, this, [&](QProgressDialog* dialog) {
            sawDialog = dialog->isVisible() && dialog->isModal();
        });
        routeAll();
        QVERIFY(sawDialog);
        QCOMPARE(design().cables().size(), 80);
        for (const Cable& c : design().cables()) {
            QVERIFY2(c.routeLengthMm && c.orderedLengthMm, qPrintable(c.label));
            QVERIFY(*c.routeLengthMm > 0);
        }
        QCOMPARE(design().undoStack().undoText(), QStringLiteral("Route all cables"));

        // The overlay draws the cables that leave their rack, coloured by medium.
        RouteOverlay* overlay = tools()->overlay();
        QTRY_VERIFY(!overlay->routes().empty());
        int betweenRacks = 0;
        for (const Cable& c : design().cables()) {
            const Connection* conn = design().connection(c.connection);
            const Device* a = design().device(conn->a.device);
            const Device* b = design().device(conn->b.device);
            betweenRacks += a->placement.rack != b->placement.rack;
        }
        QCOMPARE(int(overlay->routes().size()), betweenRacks);
        QCOMPARE(overlay->shownCount(), betweenRacks);
        QVERIFY(tools()->legend()->isVisible());
        QCOMPARE(tools()->legend()->rows().size(), int(overlay->shownMedia().size()));

        // Undo takes every length back out in one step.
        design().undoStack().undo();
        for (const Cable& c : design().cables()) QVERIFY(!c.routeLengthMm);
        QTRY_VERIFY(overlay->routes().empty());
    }

    /// Hidden, the overlay skips re-reading the routes after each edit and
    /// catches up when shown again.
    void hiddenOverlayCatchesUpWhenShown() {
        openLiquidRow();
        routeAll();
        RouteOverlay* overlay = tools()->overlay();
        QTRY_VERIFY(!overlay->routes().empty());
        QAction* show = f.window->action(QStringLiteral("actionShowRoutes"));
        show->trigger();  // off
        QVERIFY(!overlay->isVisible());
        design().undoStack().undo();  // every route gone
        QCoreApplication::processEvents();
        QVERIFY(!overlay->routes().empty());  // not re-read while hidden
        show->trigger();  // on again
        QVERIFY(overlay->routes().empty());
    }

    void hoverTextAndFilter() {
        openLiquidRow();
        routeAll();
        RouteOverlay* overlay = tools()->overlay();
        QTRY_VERIFY(!overlay->routes().empty());
        const CableRoute route = overlay->routes().front();
        // The middle of its first stretch, on its medium's lane.
        const QPointF onLine = (route.pointsMm[0] + route.pointsMm[1]) / 2 + overlay->laneOffset(route.media);
        const auto hit = overlay->cableAt(onLine, 200);
        QVERIFY(hit);
        const Cable* cable = design().cable(*hit);
        const QString text = overlay->describe(*hit);
        QVERIFY2(text.contains(cable->label.isEmpty() ? hit->toString() : cable->label), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("From: ")) && text.contains(QStringLiteral("To: ")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("%1 m routed").arg(*cable->routeLengthMm / 1000, 0, 'f', 2)), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("Medium: ")), qPrintable(text));
        QVERIFY(!overlay->cableAt(QPointF(-5000, -5000), 200));

        // Hovering there in the floor plan: the tooltip is the cable's text.
        FloorPlanView* view = f.window->floorPlan();
        const QPoint at = view->mapFromScene(onLine);
        QHelpEvent help(QEvent::ToolTip, at, view->viewport()->mapToGlobal(at));
        QApplication::sendEvent(view->viewport(), &help);
        QTRY_VERIFY(QToolTip::isVisible());
        QCOMPARE(QToolTip::text(), overlay->describe(*overlay->cableAt(view->mapToScene(at), 6 / view->pixelsPerMm())));
        QToolTip::hideText();

        // Hiding the out-of-band role hides exactly the BMC cables to the
        // management switch in A03 (power stays inside each rack: not drawn).
        int oob = 0;
        for (const CableRoute& r : overlay->routes()) oob += r.role == PortRole::Oob;
        QVERIFY(oob > 0);
        const int before = overlay->shownCount();
        RouteFilter filter;
        filter.hiddenRoles.insert(PortRole::Oob);
        overlay->setFilter(filter);
        QCOMPARE(overlay->shownCount(), before - oob);
        // Hiding rail 1 (0-based 0) as well: one server port per server less.
        int rail0 = 0;
        for (const CableRoute& r : overlay->routes()) rail0 += r.rail == 0;
        QCOMPARE(rail0, 4);  // OSFP1 of each of the four servers, all to the leaf in A03
        filter.hiddenRails.insert(0);
        overlay->setFilter(filter);
        QCOMPARE(overlay->shownCount(), before - oob - rail0);
        QCOMPARE(tools()->legend()->rows().size(), int(overlay->shownMedia().size()));
        // Rails: the liquid row's servers have eight compute ports, rails 0–7.
        const std::set<int> rails = overlay->rails();
        QVERIFY(rails.count(0) && rails.count(7));
    }

    void cancelLeavesTheDesignUntouched() {
        openLiquidRow();
        const auto before = lengths(design());
        connect(tools()->runner(), &RouteRunner::dialogOpened, this, [](QProgressDialog* dialog) {
            // The Cancel button, pressed before the worker reaches its first cable.
            QPushButton* cancel = dialog->findChild<QPushButton*>();
            QVERIFY(cancel);
            QTest::mouseClick(cancel, Qt::LeftButton);
        });
        QVERIFY(triggerAndWait("actionRouteAll"));
        QCOMPARE(tools()->runner()->outcome(), RouteRunner::Outcome::Cancelled);
        QCOMPARE(design().undoStack().count(), 0);
        QVERIFY(lengths(design()) == before);
        QVERIFY(tools()->runner()->result().cables.empty());
        QVERIFY(!f.window->isWindowModified());
    }

    void routeSelectionRoutesOnlyTheSelectedRacksCables() {
        openLiquidRow();
        const RackId a03 = DesignBuilder::rackId(QStringLiteral("A03"));
        f.window->selection().setRacks({a03});
        const std::vector<CableId> scope = CableRouter::cablesTouching(design(), {a03}, {});
        QCOMPARE(tools()->selectedCables(), scope);
        QVERIFY(triggerAndWait("actionRouteSelection"));
        QCOMPARE(design().undoStack().count(), 1);
        for (const Cable& c : design().cables())
            QCOMPARE(bool(c.routeLengthMm), std::find(scope.begin(), scope.end(), c.id) != scope.end());
    }

    void nudgesMergeBeforeTheReroute() {
        openLiquidRow();
        routeAll();
        const RackId a03 = DesignBuilder::rackId(QStringLiteral("A03"));
        // Two 100 mm nudges of A03 to the right in a row: one merged move step
        // (CommandId::MoveRack), then one re-route once they settle.
        for (int step = 0; step < 2; ++step) {
            const Rack* r = design().rack(a03);
            EditResult nudge = DesignEdits::moveRack(design(), a03, r->xMm + 100, r->yMm, r->rotationDeg);
            QVERIFY(nudge);
            design().undoStack().push(nudge.command.release());
        }
        QCOMPARE(design().undoStack().count(), 2);  // route all, one move
        QTRY_COMPARE(design().undoStack().count(), 3);
        QCOMPARE(design().undoStack().undoText(), QStringLiteral("Re-route after move"));

        // A move undone before it settles is not re-routed (the redo stays possible).
        const Rack* r = design().rack(a03);
        EditResult move = DesignEdits::moveRack(design(), a03, r->xMm + 100, r->yMm, r->rotationDeg);
        QVERIFY(move);
        design().undoStack().push(move.command.release());
        design().undoStack().undo();
        QTest::qWait(AutoReroute::kSettleMs * 2);
        QCOMPARE(design().undoStack().count(), 4);
        QCOMPARE(design().undoStack().index(), 3);
        QVERIFY(design().undoStack().canRedo());
    }

    void movingARackReroutesOnlyItsCables() {
        openLiquidRow();
        routeAll();
        QVERIFY(tools()->autoReroute()->isEnabled());
        const auto before = lengths(design());
        const RackId a01 = DesignBuilder::rackId(QStringLiteral("A01"));
        const std::vector<CableId> own = CableRouter::cablesTouching(design(), {a01}, {});
        // A01 (800 mm wide at x 2000) moves 1 m left: a gap opens to A02, its
        // cables now drop into the tray instead of passing through the side.
        const Rack* rack = design().rack(a01);
        EditResult move = DesignEdits::moveRack(design(), a01, rack->xMm - 1000, rack->yMm, rack->rotationDeg);
        QVERIFY(move);
        design().undoStack().push(move.command.release());
        QTRY_COMPARE(design().undoStack().count(), 3);
        QCOMPARE(design().undoStack().undoText(), QStringLiteral("Re-route after move"));
        const auto after = lengths(design());
        int changed = 0;
        for (const auto& [id, length] : after) {
            QVERIFY(length);
            const bool isOwn = std::find(own.begin(), own.end(), id) != own.end();
            if (!isOwn) QCOMPARE(length, before.at(id));
            changed += length != before.at(id);
        }
        QVERIFY(changed > 0);
        // Undo: the re-route first, then the move; lengths as before.
        design().undoStack().undo();
        design().undoStack().undo();
        QCOMPARE(design().undoStack().index(), 1);
        QVERIFY(lengths(design()) == before);
        // Redo brings both back without routing a third time.
        design().undoStack().redo();
        design().undoStack().redo();
        QTest::qWait(50);
        QCOMPARE(design().undoStack().count(), 3);
        QVERIFY(lengths(design()) == after);

        // Turned off, a move stays a move.
        f.window->action(QStringLiteral("actionAutoReroute"))->trigger();
        QVERIFY(!tools()->autoReroute()->isEnabled());
        const Rack* moved = design().rack(a01);
        EditResult back = DesignEdits::moveRack(design(), a01, moved->xMm + 1000, moved->yMm, moved->rotationDeg);
        QVERIFY(back);
        design().undoStack().push(back.command.release());
        QTest::qWait(50);
        QCOMPARE(design().undoStack().count(), 4);
        f.window->action(QStringLiteral("actionAutoReroute"))->trigger();  // back on for the other tests
    }

    /// Move a rack, press Route All within the auto re-route's 300 ms settle
    /// time: the settle timer fires while the worker routes. The re-route
    /// waits for the run, which covers the moved rack's cables: the stack is
    /// route all, move, route all (a re-route landing meanwhile would make
    /// four steps, or the run stale) — and its lengths are those of routing
    /// the moved design from scratch.
    void routeAllWithinTheSettleTimeOfAMove() {
        openLiquidRow();
        routeAll();
        const RackId a01 = DesignBuilder::rackId(QStringLiteral("A01"));
        const Rack* rack = design().rack(a01);
        EditResult move = DesignEdits::moveRack(design(), a01, rack->xMm - 1000, rack->yMm, rack->rotationDeg);
        QVERIFY(move);
        design().undoStack().push(move.command.release());
        QCOMPARE(design().undoStack().count(), 2);  // route all, move
        const QString moveText = design().undoStack().undoText();
        auto hook = connect(tools()->runner(), &RouteRunner::dialogOpened, this, [&](QProgressDialog*) {
            QTest::qWait(AutoReroute::kSettleMs + 200);  // the settle timer fires in here
        });
        QVERIFY(triggerAndWait("actionRouteAll"));
        disconnect(hook);
        QCOMPARE(design().undoStack().count(), 3);
        QCOMPARE(design().undoStack().text(1), moveText);
        QCOMPARE(design().undoStack().undoText(), QStringLiteral("Route all cables"));
        QTest::qWait(AutoReroute::kSettleMs + 100);  // and no late re-route after it
        QCOMPARE(design().undoStack().count(), 3);
        const RoutingResult fresh = CableRouter(design()).routeAll();
        EditResult again = ApplyRoutesCommand::create(design(), fresh);
        QVERIFY2(!again && again.error.isEmpty(), qPrintable(again.error));  // routing again changes nothing
    }

    /// A step that lands while the worker routes (pushed here while its
    /// dialog is up) makes the result stale: it is routed again from a fresh
    /// snapshot, never applied over the newer design.
    void aStepDuringTheRunIsRoutedAgain() {
        openLiquidRow();
        const RackId a01 = DesignBuilder::rackId(QStringLiteral("A01"));
        auto hook = connect(tools()->runner(), &RouteRunner::dialogOpened, this, [&](QProgressDialog*) {
            const Rack* rack = design().rack(a01);
            EditResult move = DesignEdits::moveRack(design(), a01, rack->xMm - 1000, rack->yMm, rack->rotationDeg);
            QVERIFY(move);
            design().undoStack().push(move.command.release());
        });
        QVERIFY(triggerAndWait("actionRouteAll"));
        disconnect(hook);
        QCOMPARE(tools()->runner()->outcome(), RouteRunner::Outcome::Applied);
        QCOMPARE(design().undoStack().count(), 2);  // the move, then Route All of the moved design
        QCOMPARE(design().undoStack().undoText(), QStringLiteral("Route all cables"));
        const RoutingResult fresh = CableRouter(design()).routeAll();
        EditResult again = ApplyRoutesCommand::create(design(), fresh);
        QVERIFY2(!again && again.error.isEmpty(), qPrintable(again.error));
    }

    /// Route All returns to the window's own event loop at once: the dialog
    /// is up, the run under way, and a second Route All is refused until it ends.
    void routeAllDoesNotBlockTheEventLoop() {
        openLiquidRow();
        QSignalSpy finished(tools()->runner(), &RouteRunner::finished);
        QSignalSpy said(tools(), &RoutingTools::message);
        f.window->action(QStringLiteral("actionRouteAll"))->trigger();
        QVERIFY(tools()->runner()->isRunning());
        QCOMPARE(finished.count(), 0);
        auto* dialog = f.window->findChild<QProgressDialog*>(QStringLiteral("routingProgress"));
        QVERIFY(dialog && dialog->isVisible() && dialog->isModal());
        tools()->routeAll();
        QCOMPARE(said.count(), 1);
        QCOMPARE(said.first().first().toString(), QStringLiteral("Routing is already under way."));
        QVERIFY(finished.wait(60000));
        QCOMPARE(design().undoStack().count(), 1);
        QVERIFY(!f.window->findChild<QProgressDialog*>(QStringLiteral("routingProgress")));
        QVERIFY(said.last().first().toString().startsWith(QStringLiteral("Routed ")));
    }
};

QTEST_MAIN(TestRouteEditor)
#include "tst_route_editor.moc"
