// The editor through a working day (issue #23, "Broken"): a rack dragged
// off its tray loses no route silently, a drag and its re-route are one undo
// step, the saved dock layout keeps the drawings their room, F7/F8 raise a
// dock tabbed behind another, Ctrl+Z/Ctrl+Y act on the design after an edit
// in Properties, and over-full cable managers show as findings.
#include "model/commands/edit_object_command.h"
#include "model/routing/cable_router.h"
#include "model/rules/rule_engine.h"
#include "tests/support/example_design.h"
#include "tests/views/window_fixture.h"
#include "views/cabling/auto_reroute.h"
#include "views/cabling/routing_tools.h"
#include "views/common/selection_model.h"
#include "views/findings/findings_model.h"
#include "views/findings/findings_panel.h"
#include "views/findings/routing_findings.h"
#include "views/floorplan/floor_plan_view.h"
#include "views/floorplan/route_legend.h"
#include "views/floorplan/route_overlay.h"
#include "views/main/dock_toggle.h"
#include "views/properties/properties_panel.h"

#include <QAction>
#include <QDockWidget>
#include <QLabel>
#include <QLineEdit>
#include <QSplitter>

#include <map>

using namespace sn;
using namespace sn::test;

namespace {

std::map<CableId, Cable> cables(const Design& d) {
    std::map<CableId, Cable> out;
    for (const Cable& c : d.cables()) out.emplace(c.id, c);
    return out;
}

/// The panel's findings of one kind: the editor's own routing finding or the rule
/// that says the same from what routing recorded on the design (the panel shows
/// each cable or rack once, by whichever of the two reports it).
std::vector<Finding> findingsOf(const FindingsPanel* panel, const char* key) {
    const QLatin1String same = QLatin1String(key) == QLatin1String(RoutingFindings::kUnroutedKey)
                                   ? QLatin1String("cabling.route-freshness")
                                   : QLatin1String("cabling.side-channel-fill");
    std::vector<Finding> out;
    for (const Finding& f : panel->model()->findings())
        if (f.ruleKey == QLatin1String(key) || f.ruleKey == same) out.push_back(f);
    return out;
}

}  // namespace

class TestEditorDay : public QObject {
    Q_OBJECT
private:
    WindowFixture f;
    const RackId a03 = DesignBuilder::rackId(QStringLiteral("A03"));
    Design& design() const { return f.window->design(); }
    RoutingTools* tools() const { return f.window->findChild<RoutingTools*>(); }
    FindingsPanel* findings() const { return f.window->findChild<FindingsPanel*>(); }
    QDockWidget* dock(const char* name) const { return f.window->findChild<QDockWidget*>(QString::fromLatin1(name)); }

    /// The liquid-row example (racks A01–A03 at y 2000 under tray T-A at
    /// y 2600), routed with Route All, open in a fresh window.
    void openRoutedLiquidRow() {
        f.reset();
        QVERIFY(QTest::qWaitForWindowExposed(f.window.get()));
        const QString file = f.path(QStringLiteral("liquid-row.json"));
        DesignFile::save(*buildLiquidRowExample(), file);
        QVERIFY(f.window->openFile(file));
        QVERIFY(f.routeAll());
        QCOMPARE(design().undoStack().count(), 1);
        for (const Cable& c : design().cables()) QVERIFY(c.routeLengthMm);
        f.window->action(QStringLiteral("actionFit"))->trigger();
    }
    /// Drags a rack with the mouse by `deltaMm` on the floor plan.
    void dragRack(RackId id, QPointF deltaMm) {
        FloorPlanView* view = f.window->floorPlan();
        const Rack* r = design().rack(id);
        const QPointF grab(r->xMm + r->widthMm / 2, r->yMm + 250);  // clear of the tray over its middle
        const QPoint from = view->mapFromScene(grab), to = view->mapFromScene(grab + deltaMm);
        QTest::mousePress(view->viewport(), Qt::LeftButton, Qt::NoModifier, from);
        QTest::mouseMove(view->viewport(), from + (to - from) / 3);
        QTest::mouseMove(view->viewport(), to);
        QTest::mouseRelease(view->viewport(), Qt::LeftButton, Qt::NoModifier, to);
    }

private Q_SLOTS:
    void initTestCase() {
        QVERIFY(f.dir.isValid());
        f.isolate();
    }
    void cleanup() { f.window.reset(); }

    /// A03 dragged 3 m away from the row: tray T-A (y 2600) is then 2.4 m
    /// from its footprint (y 5000–6200), past the 600 mm drop reach, and it no
    /// longer stands beside A02, so its cables to A01/A02 cannot be routed.
    void rackDraggedOffItsTrayLosesNoRouteSilently() {
        openRoutedLiquidRow();
        const auto before = cables(design());
        const QPointF was(design().rack(a03)->xMm, design().rack(a03)->yMm);
        dragRack(a03, QPointF(0, 3000));
        const Rack* moved = design().rack(a03);
        QVERIFY2(moved->yMm > was.y() + 2500, qPrintable(QString::number(moved->yMm)));
        QCOMPARE(design().undoStack().count(), 2);  // Route All, the move
        const QString moveText = design().undoStack().undoText();
        QCOMPARE(moveText, QStringLiteral("Move 1 rack(s)"));  // English source text: no translation loaded

        // The re-route settles into the same step: still two steps, same name.
        FindingsPanel* panel = findings();
        // (The rule cabling.route-freshness reports the moved ends at once, before the
        // re-route settles: wait for the re-route itself, which clears lost lengths.)
        const auto someCableLost = [&] {
            for (const Cable& c : design().cables())
                if (!c.routeLengthMm) return true;
            return false;
        };
        QTRY_VERIFY_WITH_TIMEOUT(someCableLost(), AutoReroute::kSettleMs * 10);
        const auto routingSaysSo = [&] {
            for (const Finding& x : panel->model()->findings())
                if (x.ruleKey == QLatin1String(RoutingFindings::kUnroutedKey)) return true;
            return false;
        };
        QTRY_VERIFY_WITH_TIMEOUT(routingSaysSo(), AutoReroute::kSettleMs * 10);
        QCOMPARE(design().undoStack().count(), 2);
        QCOMPARE(design().undoStack().undoText(), moveText);

        // Every cable has a route or an error naming why it has none.
        const std::vector<Finding> lost = findingsOf(panel, RoutingFindings::kUnroutedKey);
        int unrouted = 0;
        for (const Cable& c : design().cables()) {
            if (c.routeLengthMm) continue;
            ++unrouted;
            const auto named = std::find_if(lost.begin(), lost.end(), [&](const Finding& x) {
                return x.objects.front() == ObjectRef::of(c.id);
            });
            QVERIFY2(named != lost.end(), qPrintable(c.label));
            QCOMPARE(named->severity, Severity::Error);
            QVERIFY2(named->message.contains(QStringLiteral("no route joins rack")) && named->message.contains(QStringLiteral("A03"))
                         && named->message.contains(QStringLiteral("share no tray")),
                     qPrintable(named->message));
        }
        QVERIFY(unrouted > 0);
        QCOMPARE(int(lost.size()), unrouted);
        // The dock title counts them with the rules' errors, each cable once: the rule
        // cabling.route-freshness says the same of these cables and is not shown twice.
        int errors = 0;
        for (const Finding& x : panel->model()->findings())
            if (x.severity == Severity::Error) ++errors;
        for (const Finding& x : lost) QVERIFY2(x.ruleKey == QLatin1String(RoutingFindings::kUnroutedKey), qPrintable(x.message));
        QVERIFY2(panel->title().contains(QStringLiteral("%1 error(s)").arg(errors)), qPrintable(panel->title()));
        // Drawn as unrouted, never along the old route.
        RouteOverlay* overlay = tools()->overlay();
        QTRY_COMPARE(overlay->unroutedCount(), unrouted);
        // The legend counts them in a row of their own, every row inside its frame.
        RouteLegend* legend = tools()->legend();
        QTRY_VERIFY(legend->isVisible());
        QVERIFY(legend->rows().contains(QStringLiteral("Not routed (see the findings): %1").arg(unrouted)));
        for (QLabel* label : legend->findChildren<QLabel*>()) {
            QVERIFY(label->isVisible());
            QVERIFY2(QRect(QPoint(), legend->size()).contains(label->geometry()), qPrintable(label->text()));
        }
        for (const CableRoute& r : overlay->routes()) QVERIFY(design().cable(r.cable)->routeLengthMm);

        // One Ctrl+Z: rack and every cable as before the drag, no finding left.
        f.window->activateWindow();  // the routing progress dialog had it last
        QVERIFY(QTest::qWaitForWindowActive(f.window.get()));
        QTest::keyClick(f.window.get(), Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(design().undoStack().index(), 1);
        QCOMPARE(QPointF(design().rack(a03)->xMm, design().rack(a03)->yMm), was);
        QVERIFY(cables(design()) == before);
        QTRY_VERIFY(findingsOf(panel, RoutingFindings::kUnroutedKey).empty());
        QTRY_COMPARE(overlay->unroutedCount(), 0);
        // Ctrl+Y: the move and its lost routes come back, with their findings.
        QTest::keyClick(f.window.get(), Qt::Key_Y, Qt::ControlModifier);
        QCOMPARE(design().undoStack().index(), 2);
        QTRY_COMPARE(int(findingsOf(panel, RoutingFindings::kUnroutedKey).size()), unrouted);

        // Dragged back under the tray, the lost cables are routed again.
        dragRack(a03, was - QPointF(design().rack(a03)->xMm, design().rack(a03)->yMm));
        QTRY_VERIFY_WITH_TIMEOUT(findingsOf(panel, RoutingFindings::kUnroutedKey).empty(), AutoReroute::kSettleMs * 10);
        QCOMPARE(design().undoStack().count(), 3);
        for (const Cable& c : design().cables()) QVERIFY2(c.routeLengthMm, qPrintable(c.label));
    }

    /// The layout saved at closing comes back with the drawings as tall as
    /// before, after a restart and after File ▸ New, not a strip under the docks.
    void savedLayoutKeepsTheDrawingsTheirRoom() {
        const QString file = f.path(QStringLiteral("liquid-row.json"));
        DesignFile::save(*buildLiquidRowExample(), file);
        f.reset();
        QVERIFY(QTest::qWaitForWindowExposed(f.window.get()));
        QVERIFY(f.window->openFile(file));
        QTest::qWait(50);
        const int before = f.window->floorPlan()->height();
        QVERIFY2(before > f.window->height() / 2, qPrintable(QString::number(before)));
        QVERIFY(f.window->close());  // saves geometry and dock layout
        for (int run = 0; run < 2; ++run) {  // twice: a layout saved from a restored one holds too
            f.reset();
            QVERIFY(QTest::qWaitForWindowExposed(f.window.get()));
            QVERIFY(f.window->openFile(file));
            QTRY_VERIFY(f.window->floorPlan()->isVisible());
            QCoreApplication::processEvents();
            QVERIFY2(std::abs(f.window->floorPlan()->height() - before) <= 4,
                     qPrintable(QStringLiteral("%1 against %2").arg(f.window->floorPlan()->height()).arg(before)));
            QVERIFY(f.window->newDesign());
            QCoreApplication::processEvents();
            QVERIFY2(std::abs(f.window->floorPlan()->height() - before) <= 4,
                     qPrintable(QStringLiteral("after New: %1 against %2").arg(f.window->floorPlan()->height()).arg(before)));
            QVERIFY(f.window->close());
        }
    }

    /// F7/F8 bring a dock tabbed behind the other to the front; pressed
    /// again on the dock in front, they close it.
    void dockKeysRaiseATabbedDock() {
        f.reset();
        QVERIFY(QTest::qWaitForWindowExposed(f.window.get()));
        f.window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(f.window.get()));
        QDockWidget* findingsDock = dock("findingsDock");
        QDockWidget* cablesDock = dock("cablesDock");
        QVERIFY(f.window->tabifiedDockWidgets(findingsDock).contains(cablesDock));
        QTRY_VERIFY(findingsDock->isVisible());
        QTRY_VERIFY(!findingsDock->visibleRegion().isEmpty());
        QVERIFY(isBehindTab(cablesDock));  // open, behind Findings
        QTest::keyClick(f.window.get(), Qt::Key_F7);
        QTRY_VERIFY(!cablesDock->visibleRegion().isEmpty());
        QVERIFY(!findingsDock->isHidden() && isBehindTab(findingsDock));  // still open, now behind Cables
        QTest::keyClick(f.window.get(), Qt::Key_F8);
        QTRY_VERIFY(!findingsDock->visibleRegion().isEmpty());
        QVERIFY(!cablesDock->isHidden());
        QTest::keyClick(f.window.get(), Qt::Key_F8);  // in front: closes
        QTRY_VERIFY(findingsDock->isHidden());
        QVERIFY(!f.window->findChild<QAction*>(QStringLiteral("findingsDockToggle"))->isChecked());
        QTest::keyClick(f.window.get(), Qt::Key_F8);  // closed: opens in front
        QTRY_VERIFY(!findingsDock->visibleRegion().isEmpty());
    }

    /// Renamed in Properties, the rack's rename is what Ctrl+Z undoes and Ctrl+Y redoes.
    void undoKeysInPropertiesActOnTheDesign() {
        f.reset();
        QVERIFY(QTest::qWaitForWindowExposed(f.window.get()));
        const QString file = f.path(QStringLiteral("liquid-row.json"));
        DesignFile::save(*buildLiquidRowExample(), file);
        QVERIFY(f.window->openFile(file));
        f.window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(f.window.get()));
        f.window->selection().setRacks({a03});
        QLineEdit* name = f.window->properties()->rackName();
        QTRY_VERIFY(name->isVisible());
        name->setFocus();
        name->selectAll();
        QTest::keyClicks(name, QStringLiteral("B07"));
        QTest::keyClick(name, Qt::Key_Return);
        QCOMPARE(design().rack(a03)->name, QStringLiteral("B07"));
        QVERIFY(name->hasFocus());
        QTest::keyClick(name, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(design().rack(a03)->name, QStringLiteral("A03"));
        QTRY_COMPARE(name->text(), QStringLiteral("A03"));
        QTest::keyClick(name, Qt::Key_Y, Qt::ControlModifier);
        QCOMPARE(design().rack(a03)->name, QStringLiteral("B07"));
        QTest::keyClick(name, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);  // nothing left to redo
        QCOMPARE(design().rack(a03)->name, QStringLiteral("B07"));
        // While typing, the keys are the field's own.
        QTest::keyClicks(name, QStringLiteral("X"));
        QTest::keyClick(name, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(design().rack(a03)->name, QStringLiteral("B07"));
        QCOMPARE(name->text(), QStringLiteral("B07"));
    }

    /// Ctrl+A on the drawings selects every rack; Help lists the real shortcuts and says what the program is.
    void selectAllAndHelp() {
        f.reset();
        QVERIFY(QTest::qWaitForWindowExposed(f.window.get()));
        const QString file = f.path(QStringLiteral("liquid-row.json"));
        DesignFile::save(*buildLiquidRowExample(), file);
        QVERIFY(f.window->openFile(file));
        f.window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(f.window.get()));
        f.window->floorPlan()->setFocus();
        QTest::keyClick(f.window->floorPlan()->viewport(), Qt::Key_A, Qt::ControlModifier);
        QCOMPARE(f.window->selection().racks().size(), size_t(3));  // A01, A02, A03
        const auto rows = f.window->keyboardReference();
        const auto has = [&](const QString& command, const QString& keys) {
            return std::any_of(rows.begin(), rows.end(), [&](const auto& r) { return r.first == command && r.second.contains(keys); });
        };
        QVERIFY(has(QStringLiteral("Undo"), QStringLiteral("Ctrl+Z")));
        QVERIFY(has(QStringLiteral("Redo"), QStringLiteral("Ctrl+Y")));
        QVERIFY(has(QStringLiteral("Select All"), QStringLiteral("Ctrl+A")));
        QVERIFY(has(QStringLiteral("Findings"), QStringLiteral("F8")));
        // About names the program's version (main sets it from CMake's project version).
        QCoreApplication::setApplicationVersion(QStringLiteral("0.1.0"));
        f.window->action(QStringLiteral("actionAbout"))->trigger();
        QCOMPARE(f.asked.last(), QStringLiteral("About Supernode Designer"));
        QVERIFY2(f.said.last().startsWith(QStringLiteral("Supernode Designer 0.1.0")), qPrintable(f.said.last()));
    }

    /// Route All with a side-channel fill limit of 1 %: the cable managers
    /// it over-fills are error findings, gone with an undo, back with redo.
    void overFullCableManagersAreFindings() {
        f.reset();
        QVERIFY(QTest::qWaitForWindowExposed(f.window.get()));
        const QString file = f.path(QStringLiteral("liquid-row.json"));
        DesignFile::save(*buildLiquidRowExample(), file);
        QVERIFY(f.window->openFile(file));
        RoutingSettings tight = design().routingSettings();
        tight.sideChannelFillLimit = 0.01;
        design().undoStack().push(new EditRoutingCommand(design(), design().routingSettings(), tight, QString()));
        const RoutingResult expected = CableRouter(design()).routeAll();
        QVERIFY(!expected.overFullChannels.empty());
        QVERIFY(f.routeAll());
        FindingsPanel* panel = findings();
        QTRY_COMPARE(findingsOf(panel, RoutingFindings::kChannelFillKey).size(), expected.overFullChannels.size());
        const std::vector<Finding> shown = findingsOf(panel, RoutingFindings::kChannelFillKey);
        for (const ChannelFinding& c : expected.overFullChannels) {
            const auto it = std::find_if(shown.begin(), shown.end(), [&](const Finding& x) { return x.message == c.message; });
            QVERIFY2(it != shown.end(), qPrintable(c.message));
            QCOMPARE(it->severity, Severity::Error);
            QCOMPARE(it->objects.front(), ObjectRef::of(c.rack));
            // fill / (width × depth) against the 1 % limit, in per cent.
            QVERIFY(std::abs(*it->limit - 1.0) < 1e-9);
            QVERIFY(std::abs(it->measured - 100 * c.fillMm2 * 0.01 / c.capacityMm2) < 1e-9);
            QVERIFY(it->measured > 1.0);
        }
        design().undoStack().undo();  // the routes go: so does what they filled
        QTRY_VERIFY(findingsOf(panel, RoutingFindings::kChannelFillKey).empty());
        design().undoStack().redo();
        QTRY_COMPARE(findingsOf(panel, RoutingFindings::kChannelFillKey).size(), expected.overFullChannels.size());
    }
};

QTEST_MAIN(TestEditorDay)
#include "tst_editor_day.moc"
