// The tools an engineer reaches for ("Missing"): context menus on
// racks, devices, trays, cables and findings, tooltips, Find, the measure
// tool, editing several racks at once, printing the drawings and the
// routing policy. Each drives the real widgets of a whole window offscreen.
#include "model/commands/design_edits.h"
#include "tests/support/example_design.h"
#include "tests/support/pdf_tools.h"
#include "tests/views/window_fixture.h"
#include "views/cables/cable_filter_proxy.h"
#include "views/cables/cable_table_model.h"
#include "views/cables/cable_table_panel.h"
#include "views/cabling/routing_policy_dialog.h"
#include "views/cabling/routing_tools.h"
#include "views/common/selection_model.h"
#include "views/elevation/elevation_items.h"
#include "views/export/drawing_printing.h"
#include "views/export/print_drawings_dialog.h"
#include "views/findings/findings_model.h"
#include "views/findings/findings_panel.h"
#include "views/floorplan/floor_plan_scene.h"
#include "views/floorplan/floor_plan_view.h"
#include "views/floorplan/floor_tool.h"
#include "views/floorplan/measure_tool.h"
#include "views/floorplan/route_overlay.h"
#include "views/floorplan/route_style.h"
#include "views/main/find_dialog.h"
#include "views/properties/properties_panel.h"
#include "views/properties/rack_group_page.h"

#include <QApplication>
#include <QPainter>
#include <QClipboard>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDockWidget>
#include <QDoubleSpinBox>
#include <QGraphicsRectItem>
#include <QHeaderView>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QPushButton>
#include <QTableView>
#include <QToolTip>
#include <QTreeView>

#include <cmath>

using namespace sn;
using namespace sn::test;

class TestEditorTools : public QObject {
    Q_OBJECT
private:
    WindowFixture f;
    Design& design() const { return f.window->design(); }

    void open(std::unique_ptr<Design> d, const QString& name) {
        f.reset();
        QVERIFY(QTest::qWaitForWindowExposed(f.window.get()));
        const QString file = f.path(name);
        DesignFile::save(*d, file);
        QVERIFY(f.window->openFile(file));
        f.window->action(QStringLiteral("actionFit"))->trigger();
        QCoreApplication::processEvents();
    }
    /// A right-click as the window system sends it; the menu that pops up.
    QMenu* rightClick(QWidget* widget, QPoint pos) {
        QContextMenuEvent event(QContextMenuEvent::Mouse, pos, widget->mapToGlobal(pos));
        QApplication::sendEvent(widget, &event);
        QMenu* menu = nullptr;
        [&] { QTRY_VERIFY((menu = f.window->findChild<QMenu*>(QStringLiteral("objectMenu"))) && menu->isVisible()); }();
        return menu;
    }
    static QAction* entry(QMenu* menu, const char* name) {
        return menu ? menu->findChild<QAction*>(QString::fromLatin1(name)) : nullptr;
    }
    /// Triggers a menu entry and lets the menu go, as a click on it does.
    static void choose(QMenu* menu, const char* name) {
        QAction* a = entry(menu, name);
        QVERIFY2(a, name);
        QVERIFY2(a->isEnabled(), name);
        a->trigger();
        menu->close();
        QCoreApplication::processEvents();
    }
    QPoint planPoint(QPointF sceneMm) const { return f.window->floorPlan()->mapFromScene(sceneMm); }
    static CableId cable(const Design& d, const QString& label) {
        for (const Cable& c : d.cables())
            if (c.label == label) return c.id;
        return CableId::create();
    }

private Q_SLOTS:
    void initTestCase() {
        QVERIFY(f.dir.isValid());
        f.isolate();
    }
    void cleanup() {
        for (QMenu* m : f.window ? f.window->findChildren<QMenu*>(QStringLiteral("objectMenu")) : QList<QMenu*>()) m->close();
        f.window.reset();
    }

    /// Right-click on rack A02 of the liquid row: it becomes the selection and
    /// the menu's entries act on it.
    void rackMenu() {
        open(buildLiquidRowExample(), QStringLiteral("liquid-row.json"));
        const RackId a02 = DesignBuilder::rackId(QStringLiteral("A02"));
        QWidget* viewport = f.window->floorPlan()->viewport();
        // A02 stands at x 2800–3600, y 2000–3200: its centre (3200, 2600).
        QMenu* menu = rightClick(viewport, planPoint({3200, 2600}));
        QCOMPARE(f.window->selection().racks(), std::vector<RackId>{a02});
        for (const char* name : {"menuProperties", "menuShowOnPlan", "menuShowInElevation", "menuSelectCables", "menuRoute",
                                 "menuCopyName", "menuDelete"})
            QVERIFY2(entry(menu, name), name);
        choose(menu, "menuCopyName");
        QCOMPARE(QGuiApplication::clipboard()->text(), QStringLiteral("A02"));

        // Connected cables of A02: its two servers' 17 each (8 OSFP + BMC + 6 PSU
        // + 2 coolant hoses), and its manifold's 2 hoses to the CDU: 36.
        choose(rightClick(viewport, planPoint({3200, 2600})), "menuSelectCables");
        QCOMPARE(int(f.window->selection().cables().size()), 36);

        // Delete through the menu: one undo step that takes A02 and what is in it.
        const int racks = int(design().racks().size()), devices = int(design().devices().size());
        choose(rightClick(viewport, planPoint({3200, 2600})), "menuDelete");
        QCOMPARE(int(design().racks().size()), racks - 1);
        // A02 held 2 servers, 2 PDUs and a manifold.
        QCOMPARE(int(design().devices().size()), devices - 5);
        QCOMPARE(design().undoStack().count(), 1);
        design().undoStack().undo();
        QVERIFY(design().rack(a02));
        QCOMPARE(int(design().devices().size()), devices);
    }

    /// A device in the elevation: Show on Floor Plan, Show in Elevation, Delete.
    void deviceMenu() {
        open(buildLiquidRowExample(), QStringLiteral("liquid-row.json"));
        f.window->selection().setRacks({DesignBuilder::rackId(QStringLiteral("A01"))});
        QCoreApplication::processEvents();
        const DeviceId server = DesignBuilder::deviceId(QStringLiteral("gpu-a01-1"));
        RackElevationView* view = f.window->elevation()->view();
        const auto items = f.window->elevation()->scene()->itemsOf(server);
        QVERIFY(!items.isEmpty());
        const QPoint at = view->mapFromScene(items.first()->sceneBoundingRect().center());
        QMenu* menu = rightClick(view->viewport(), at);
        QCOMPARE(f.window->selection().devices(), std::vector<DeviceId>{server});
        QVERIFY(entry(menu, "menuShowOnPlan") && entry(menu, "menuShowInElevation"));
        choose(menu, "menuCopyName");
        QCOMPARE(QGuiApplication::clipboard()->text(), QStringLiteral("gpu-a01-1"));
        choose(rightClick(view->viewport(), at), "menuSelectCables");
        QCOMPARE(int(f.window->selection().cables().size()), 17);  // 8 OSFP + BMC + 6 PSU + 2 hoses
        f.window->selection().setDevices({server});
        choose(rightClick(view->viewport(), at), "menuDelete");
        QVERIFY(!design().device(server));
        design().undoStack().undo();
        QVERIFY(design().device(server));
    }

    /// A row of the cable table: Copy Label, Route This Cable, Delete Connection.
    void cableMenu() {
        open(buildLiquidRowExample(), QStringLiteral("liquid-row.json"));
        auto* panel = f.window->findChild<CableTablePanel*>();
        QTableView* table = panel->table();
        const CableId c1 = cable(design(), QStringLiteral("C00001"));
        QVERIFY(!design().cable(c1)->routeLengthMm);
        const QModelIndex index = panel->proxy()->mapFromSource(panel->model()->index(panel->model()->rowOf(c1), 0));
        table->scrollTo(index);
        const QPoint at = table->visualRect(index).center();
        QMenu* menu = rightClick(table->viewport(), at);
        QCOMPARE(f.window->selection().cables(), std::vector<CableId>{c1});
        QCOMPARE(entry(menu, "menuRoute")->text(), QStringLiteral("&Route This Cable"));
        choose(menu, "menuCopyName");
        QCOMPARE(QGuiApplication::clipboard()->text(), QStringLiteral("C00001"));
        choose(rightClick(table->viewport(), table->visualRect(index).center()), "menuRoute");
        QTRY_VERIFY_WITH_TIMEOUT(design().cable(c1)->routeLengthMm.has_value(), 20000);
        const int connections = int(design().connections().size());
        const QModelIndex again = panel->proxy()->mapFromSource(panel->model()->index(panel->model()->rowOf(c1), 0));
        choose(rightClick(table->viewport(), table->visualRect(again).center()), "menuDelete");
        QCOMPARE(int(design().connections().size()), connections - 1);
        QVERIFY(!design().cable(c1));
        design().undoStack().undo();
        QVERIFY(design().cable(c1));
    }

    /// The tray beside the racks: Select Cables in Tray selects exactly the
    /// routed cables whose route passes it.
    void trayMenu() {
        // A03 200 mm apart from A02 (past the 50 mm pass-through gap): its
        // cables to A01 and A02 run in T-A.
        auto d = buildLiquidRowExample();
        EditResult apart = DesignEdits::moveRack(*d, DesignBuilder::rackId(QStringLiteral("A03")), 3800, 2000, 0);
        QVERIFY2(apart, qPrintable(apart.error));
        d->undoStack().push(apart.command.release());
        open(std::move(d), QStringLiteral("liquid-row.json"));
        QVERIFY(f.routeAll());
        QTRY_VERIFY_WITH_TIMEOUT(design().undoStack().count() == 1, 30000);
        const TrayId tray = design().trays().begin()->id;
        int through = 0;
        for (const Cable& c : design().cables()) through += std::count(c.trays.begin(), c.trays.end(), tray) > 0;
        QVERIFY(through > 0);
        // T-A runs at y 2600 from x 1800; the racks start at x 2000: (1900, 2600) is tray only.
        QMenu* menu = rightClick(f.window->floorPlan()->viewport(), planPoint({1900, 2600}));
        QCOMPARE(f.window->selection().trays(), std::vector<TrayId>{tray});
        QCOMPARE(entry(menu, "menuSelectCables")->text(), QStringLiteral("Select &Cables in Tray"));
        choose(menu, "menuSelectCables");
        QCOMPARE(int(f.window->selection().cables().size()), through);
    }

    /// A left click picks what a right click picks: the rack where its name is
    /// written under the overhead tray, the tray where no rack stands.
    void leftClickPicksAsRightClickDoes() {
        open(buildLiquidRowExample(), QStringLiteral("liquid-row.json"));
        QWidget* viewport = f.window->floorPlan()->viewport();
        QVERIFY(!design().trays().isEmpty());
        const TrayId tray = design().trays().begin()->id;
        // T-A runs at y 2600 over the racks' centres, where A02's name stands.
        QTest::mouseClick(viewport, Qt::LeftButton, {}, planPoint({3200, 2600}));
        QCOMPARE(f.window->selection().racks(), std::vector<RackId>{DesignBuilder::rackId(QStringLiteral("A02"))});
        QVERIFY(f.window->selection().trays().empty());
        QTest::mouseClick(viewport, Qt::LeftButton, {}, planPoint({1900, 2600}));
        QCOMPARE(f.window->selection().trays(), std::vector<TrayId>{tray});
        QVERIFY(f.window->selection().racks().empty());
    }

    /// A finding: Go to Object selects its objects, Copy Message copies its sentence.
    void findingMenu() {
        f.reset();
        QVERIFY(QTest::qWaitForWindowExposed(f.window.get()));
        // A server with no power cable: the findings name it.
        f.writeSample(f.path(QStringLiteral("sample.json")));
        QVERIFY(f.window->openFile(f.path(QStringLiteral("sample.json"))));
        auto* panel = f.window->findChild<FindingsPanel*>();
        QTreeView* tree = panel->tree();
        tree->expandAll();
        QModelIndex row;
        const std::function<void(const QModelIndex&)> walk = [&](const QModelIndex& parent) {
            for (int i = 0; i < panel->model()->rowCount(parent) && !row.isValid(); ++i) {
                const QModelIndex child = panel->model()->index(i, 0, parent);
                if (const Finding* fd = panel->model()->finding(child); fd && !fd->objects.empty()) row = child;
                else walk(child);
            }
        };
        QTRY_VERIFY((walk({}), row.isValid()));
        const Finding finding = *panel->model()->finding(row);
        tree->scrollTo(row);
        f.window->selection().clear();
        QMenu* menu = rightClick(tree->viewport(), tree->visualRect(row).center());
        QVERIFY(!f.window->selection().isEmpty());
        choose(menu, "menuCopyMessage");
        QCOMPARE(QGuiApplication::clipboard()->text(), finding.message);
        f.window->selection().clear();
        choose(rightClick(tree->viewport(), tree->visualRect(row).center()), "menuGoToObject");
        QCOMPARE(f.window->selectedObjects().front(), finding.objects.front());
    }

    /// Hovering R1 and srv1 of the sample: name, model, U, kW, kg, loop, feeds.
    void toolTips() {
        f.reset();
        QVERIFY(QTest::qWaitForWindowExposed(f.window.get()));
        f.writeSample(f.path(QStringLiteral("sample.json")));
        QVERIFY(f.window->openFile(f.path(QStringLiteral("sample.json"))));
        f.window->action(QStringLiteral("actionFit"))->trigger();
        QWidget* viewport = f.window->floorPlan()->viewport();
        // R1: 600 × 1200 mm at (1000, 1000), centre (1300, 1600).
        const QPoint at = planPoint({1300, 1600});
        QHelpEvent help(QEvent::ToolTip, at, viewport->mapToGlobal(at));
        QApplication::sendEvent(viewport, &help);
        // srv1 (HGX B200, 4 U, 14 300 W max, 12 155 W typical, 90 kg) in the
        // 48 U, 1 500 kg rack; no loop, no PDU.
        QTRY_COMPARE(QToolTip::text(), QStringLiteral("Rack R1 — Generic 48U 600 x 1200 mm server rack\n"
                                                      "Row A, 4 of 48 U used\n"
                                                      "14.3 kW max, 12.2 kW typical, 90 kg of 1500 kg\n"
                                                      "Cooling loop: none\n"
                                                      "Fed by: no power source connected"));
        QToolTip::hideText();
        f.window->selection().setRacks({kRack});
        QCoreApplication::processEvents();
        RackElevationView* view = f.window->elevation()->view();
        const QPoint onServer = view->mapFromScene(f.window->elevation()->scene()->itemsOf(kSrv1).first()->sceneBoundingRect().center());
        QHelpEvent help2(QEvent::ToolTip, onServer, view->viewport()->mapToGlobal(onServer));
        QApplication::sendEvent(view->viewport(), &help2);
        QTRY_VERIFY(QToolTip::text().startsWith(QStringLiteral("srv1 — Generic OEM HGX B200 8-GPU server")));
        QVERIFY2(QToolTip::text().contains(QStringLiteral("Rack R1, U1–U4 (4 U)")), qPrintable(QToolTip::text()));
        QVERIFY2(QToolTip::text().contains(QStringLiteral("14.3 kW max")) && QToolTip::text().contains(QStringLiteral("90.0 kg")),
                 qPrintable(QToolTip::text()));
        QToolTip::hideText();
    }

    /// Ctrl+F: a cable id, then a rack name; Enter selects and centres the plan on it.
    void findJumpsToTheObject() {
        open(buildLiquidRowExample(), QStringLiteral("liquid-row.json"));
        QTest::keyClick(f.window->floorPlan(), Qt::Key_F, Qt::ControlModifier);
        auto* find = f.window->findChild<FindDialog*>(QStringLiteral("findDialog"));
        QVERIFY(find);
        QTRY_VERIFY(find->isVisible());
        QTest::keyClicks(find->textField(), QStringLiteral("C00017"));
        QCOMPARE(find->results()->count(), 1);  // 80 cables, C00001…C00080: one is C00017
        QTest::keyClick(find->textField(), Qt::Key_Return);
        QCOMPARE(f.window->selection().cables(), std::vector<CableId>{cable(design(), QStringLiteral("C00017"))});

        find->textField()->clear();
        QTest::keyClicks(find->textField(), QStringLiteral("a03"));
        // Rack A03 (exact, first) and cdu-a03, leaf-a03, mgmt-a03, pdu-a03-a, pdu-a03-b.
        QCOMPARE(find->results()->count(), 6);
        QCOMPARE(find->results()->item(0)->text(), QStringLiteral("Rack A03"));
        QTest::keyClick(find->textField(), Qt::Key_Return);
        const RackId a03 = DesignBuilder::rackId(QStringLiteral("A03"));
        QCOMPARE(f.window->selection().racks(), std::vector<RackId>{a03});
        // Centred: A03 stands at x 3600–4400, y 2000–3200, centre (4000, 2600).
        FloorPlanView* plan = f.window->floorPlan();
        const QPointF centre = plan->mapToScene(plan->viewport()->rect().center());
        QVERIFY2(std::hypot(centre.x() - 4000, centre.y() - 2600) < 4 / plan->pixelsPerMm(),
                 qPrintable(QStringLiteral("%1, %2").arg(centre.x()).arg(centre.y())));
    }

    /// Two clicks: 0.5 m beside tray T1, then 0.5 m beside T2, which tees off T1's end.
    void measureStraightAndAlongTrays() {
        auto d = DesignBuilder()
                     .room(10000, 8000)
                     .tray(QStringLiteral("T1"), {QPointF(1000, 1000), QPointF(6000, 1000)})
                     .tray(QStringLiteral("T2"), {QPointF(6000, 1000), QPointF(6000, 5000)})
                     .build();
        open(std::move(d), QStringLiteral("trays.json"));
        QAction* measure = f.window->action(QStringLiteral("actionMeasure"));
        measure->trigger();
        QVERIFY(measure->isChecked() && f.window->measureTool()->isActive());
        FloorPlanView* plan = f.window->floorPlan();
        const QPoint a = planPoint({2000, 1500}), b = planPoint({6500, 4000});
        QTest::mouseClick(plan->viewport(), Qt::LeftButton, {}, a);
        QTest::mouseClick(plan->viewport(), Qt::LeftButton, {}, b);
        const auto& r = f.window->measureTool()->result();
        QVERIFY(r.has_value());
        // Where the clicks land in the room (the pixel grid moves them a few mm).
        const QPointF pa = plan->mapToScene(a), pb = plan->mapToScene(b);
        QCOMPARE(r->straightMm, std::hypot(pb.x() - pa.x(), pb.y() - pa.y()));
        // √(4 500² + 2 500²) = 5 147.8 mm, within the pixel grid.
        QVERIFY2(std::abs(r->straightMm - 5147.8) < 3 / plan->pixelsPerMm(), qPrintable(QString::number(r->straightMm)));
        // Along T1 from x to its end at 6 000, then down T2 to y: 4 000 + 3 000 = 7 000 mm.
        QVERIFY(r->alongTraysMm.has_value());
        QCOMPARE(std::round(*r->alongTraysMm), std::round((6000 - pa.x()) + (pb.y() - 1000)));
        QCOMPARE(std::round(r->offsetAMm), std::round(pa.y() - 1000));
        QCOMPARE(std::round(r->offsetBMm), std::round(pb.x() - 6000));
        const QString text = f.window->measureTool()->text();
        QVERIFY2(text.startsWith(QStringLiteral("Straight %1 m").arg(r->straightMm / 1000, 0, 'f', 2)), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("Along trays %1 m").arg(*r->alongTraysMm / 1000, 0, 'f', 2)), qPrintable(text));
        // The exact figures without the pixel grid.
        const TrayDistance exact = TrayDistance::measure(design(), {2000, 1500}, {6500, 4000});
        QCOMPARE(std::round(exact.straightMm * 10), 51478.0);
        QCOMPARE(*exact.alongTraysMm, 7000.0);
        QCOMPARE(exact.pathMm.front(), QPointF(2000, 1000));
        QCOMPARE(exact.pathMm.back(), QPointF(6000, 4000));
        // Both points beside T1: the run between their feet on it, 3 000 − 1 500 = 1 500 mm.
        const TrayDistance same = TrayDistance::measure(design(), {1500, 800}, {3000, 1400});
        QCOMPARE(*same.alongTraysMm, 1500.0);
        // A line to the view's right edge: the card of figures moves in and stays whole.
        const QPoint edge(plan->viewport()->width() - 2, a.y());
        QTest::mouseClick(plan->viewport(), Qt::LeftButton, {}, a);
        QTest::mouseClick(plan->viewport(), Qt::LeftButton, {}, edge);
        const QGraphicsRectItem* card = f.window->measureTool()->labelCard();
        QVERIFY(card);
        // The card ignores the zoom: its rect is in pixels from its place in the view.
        const QRect shown(plan->mapFromScene(card->scenePos()), card->rect().size().toSize());
        QVERIFY2(plan->viewport()->rect().contains(shown),
                 qPrintable(QStringLiteral("card %1,%2 %3×%4 in %5×%6").arg(shown.x()).arg(shown.y()).arg(shown.width())
                                .arg(shown.height()).arg(plan->viewport()->width()).arg(plan->viewport()->height())));
        QTest::keyClick(plan, Qt::Key_Escape);
        QVERIFY(!measure->isChecked());
        QCOMPARE(design().undoStack().count(), 0);  // measuring changes nothing
    }

    /// One floor tool is in charge at a time: drawing a tray ends measuring
    /// (its action unchecked), a wall ends the tray, and Escape hands the
    /// mouse back to selecting, where a press on a rack starts its drag.
    void oneFloorToolAtATime() {
        auto d = DesignBuilder()
                     .room(10000, 8000)
                     .row(QStringLiteral("A"))
                     .rack(QStringLiteral("R1"), 2000, 2000)
                     .tray(QStringLiteral("T1"), {QPointF(1000, 1000), QPointF(6000, 1000)})
                     .build();
        open(std::move(d), QStringLiteral("tools.json"));
        FloorPlanView* plan = f.window->floorPlan();
        QAction* measure = f.window->action(QStringLiteral("actionMeasure"));
        measure->trigger();
        QCOMPARE(plan->mode(), static_cast<FloorTool*>(f.window->measureTool()));
        plan->startTrayDrawing(QStringLiteral("ladder-300x100"));
        QVERIFY(plan->isDrawingTray());
        QVERIFY(!f.window->measureTool()->isActive());
        QVERIFY(!measure->isChecked());
        plan->startWallDrawing(QPointF(3000, 3000));
        QVERIFY(plan->isDrawingWall());
        QVERIFY(!plan->isDrawingTray());
        QTest::keyClick(plan, Qt::Key_Escape);
        QVERIFY(!plan->isDrawingWall());
        QVERIFY(!plan->mode());
        // Selecting again: a drag moves the rack 600 mm (one step, snapped to the grid).
        const Rack* r1 = design().rack(DesignBuilder::rackId(QStringLiteral("R1")));
        const QPointF centre(r1->xMm + r1->widthMm / 2, r1->yMm + r1->depthMm / 2);
        const QPoint from = planPoint(centre), to = planPoint(centre + QPointF(600, 0));
        QTest::mousePress(plan->viewport(), Qt::LeftButton, {}, from);
        QMouseEvent move(QEvent::MouseMove, QPointF(to), plan->viewport()->mapToGlobal(QPointF(to)), Qt::NoButton,
                         Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(plan->viewport(), &move);
        QTest::mouseRelease(plan->viewport(), Qt::LeftButton, {}, to);
        QCOMPARE(design().undoStack().count(), 1);
        QCOMPARE(design().rack(DesignBuilder::rackId(QStringLiteral("R1")))->xMm, 2600.0);
    }

    /// Five racks in rows A and B: the row shows "(mixed)"; picking B moves all
    /// five in one undo step; a budget typed once goes to all five.
    void editSeveralRacksAtOnce() {
        auto d = DesignBuilder()
                     .room(12000, 8000)
                     .row(QStringLiteral("A"))
                     .rack(QStringLiteral("A1"), 1000, 1000)
                     .rack(QStringLiteral("A2"), 1600, 1000)
                     .rack(QStringLiteral("A3"), 2200, 1000, QStringLiteral("rack-48u-600x1200"), 20000)
                     .row(QStringLiteral("B"))
                     .rack(QStringLiteral("B1"), 1000, 4000)
                     .rack(QStringLiteral("B2"), 1600, 4000)
                     .build();
        open(std::move(d), QStringLiteral("rows.json"));
        std::vector<RackId> all;
        for (const Rack& r : design().racks()) all.push_back(r.id);
        QCOMPARE(all.size(), size_t(5));
        f.window->action(QStringLiteral("actionSelectAll"))->trigger();
        QCOMPARE(f.window->selection().racks().size(), size_t(5));
        PropertiesPanel* props = f.window->properties();
        QCOMPARE(props->currentPage(), int(PropertiesPanel::RackGroupPageIndex));
        RackGroupPage* page = props->rackGroupPage();
        QCOMPARE(page->rowBox()->currentText(), QStringLiteral("(mixed)"));
        QCOMPARE(page->powerBudgetBox()->text(), QStringLiteral("mixed"));  // 0 kW four times, 20 kW once
        QCOMPARE(page->maxWeightBox()->value(), 1500.0);  // all of the catalog type: shared

        // Row: the keyboard picks the next entries of the list: (mixed), None, A, B.
        page->rowBox()->setFocus();
        QTest::keyClick(page->rowBox(), Qt::Key_End);
        QCOMPARE(page->rowBox()->currentText(), QStringLiteral("B"));
        for (const Rack& r : design().racks()) QCOMPARE(design().rows().find(*r.row)->name, QStringLiteral("B"));
        QCOMPARE(design().undoStack().count(), 1);
        QCOMPARE(design().undoStack().text(0), QStringLiteral("Set row of 5 rack(s)"));
        QCOMPARE(page->rowBox()->currentText(), QStringLiteral("B"));  // now shared: no "(mixed)"

        QDoubleSpinBox* budget = page->powerBudgetBox();
        budget->setFocus();
        budget->selectAll();
        QTest::keyClicks(budget, QStringLiteral("40"));
        QTest::keyClick(budget, Qt::Key_Return);
        for (const Rack& r : design().racks()) QCOMPARE(r.powerBudgetW, 40000.0);
        QCOMPARE(design().undoStack().count(), 2);

        design().undoStack().undo();
        design().undoStack().undo();
        QCOMPARE(design().rack(DesignBuilder::rackId(QStringLiteral("A3")))->powerBudgetW, 20000.0);
        QCOMPARE(design().rows().find(*design().rack(DesignBuilder::rackId(QStringLiteral("A1")))->row)->name, QStringLiteral("A"));
        QTRY_COMPARE(page->rowBox()->currentText(), QStringLiteral("(mixed)"));
    }

    /// File ▸ Print Drawings… to PDF: A3 landscape sheets with a title block,
    /// the floor plan at the 1:100 chosen, A01's elevation at its fitting scale.
    void printDrawingsToPdf() {
        open(buildLiquidRowExample(), QStringLiteral("liquid-row.json"));
        f.window->selection().setRacks({DesignBuilder::rackId(QStringLiteral("A01"))});
        f.window->action(QStringLiteral("actionPrintDrawings"))->trigger();
        auto* dialog = f.window->findChild<PrintDrawingsDialog*>(QStringLiteral("printDrawingsDialog"));
        QVERIFY(dialog);
        QTRY_VERIFY(dialog->isVisible());
        // The fitting scale for the 12 × 8 m room on A3: the drawing area is
        // 400 × 242 mm (420 − 2 × 10 margin; 297 − 2 × 10 − 30 title block − 5 gap);
        // the room with 400 mm for its walls each side, (12 000 + 800) / 50 = 256 mm
        // and (8 000 + 800) / 50 = 176 mm, fits at 1:50 (1:25 would need 512 mm).
        QCOMPARE(DrawingPrinting::drawingArea(QPageSize::A3), QRectF(10, 10, 400, 242));
        QCOMPARE(DrawingPrinting::planScaleFor(design(), dialog->options()), 50);
        dialog->scaleBox()->setCurrentIndex(dialog->scaleBox()->findText(QStringLiteral("1:100")));
        QCOMPARE(dialog->elevationsBox()->currentText(), QStringLiteral("Selected racks"));
        const QString pdf = f.path(QStringLiteral("drawings.pdf"));
        QCOMPARE(dialog->exportTo(pdf), 2);
        QString why;
        const auto info = pdfInfo(pdf, &why);
        QVERIFY2(info, qPrintable(why));
        QCOMPARE(info->pages, 2);
        // A3 landscape: 420 × 297 mm = 1 190.55 × 841.89 pt.
        QCOMPARE(std::round(info->pageSizePt.width()), 1191.0);
        QCOMPARE(std::round(info->pageSizePt.height()), 842.0);
        const auto text = pdfText(pdf, &why);
        QVERIFY2(text, qPrintable(why));
        for (const QString& s : {QStringLiteral("Liquid-cooled row example"), QStringLiteral("Revision A"), QStringLiteral("Floor plan"),
                                 QStringLiteral("Scale 1:100 on A3"), QStringLiteral("Sheet 1 of 2"), QStringLiteral("Sheet 2 of 2"),
                                 QStringLiteral("Rack A01, front and rear"), QStringLiteral("12.0 × 8.0 m"), QStringLiteral("A02")})
            QVERIFY2(text->contains(s), qPrintable(s + QStringLiteral(" not in:\n") + *text));
        RackElevationScene elevation(design());
        elevation.setRack(DesignBuilder::rackId(QStringLiteral("A01")));
        const int rackScale = DrawingPrinting::fittingScale(elevation.sceneRect().size(), QSizeF(400, 242));
        QVERIFY2(text->contains(QStringLiteral("Scale 1:%1 on A3").arg(rackScale)), qPrintable(*text));
        dialog->close();
    }

    /// Route ▸ Routing Policy…: 500 mm slack instead of 300 mm, one undo step;
    /// the next Route All makes every routed cable 2 × 200 = 400 mm longer.
    void routingPolicyFeedsRouteAll() {
        open(buildLiquidRowExample(), QStringLiteral("liquid-row.json"));
        QVERIFY(f.routeAll());
        QTRY_VERIFY_WITH_TIMEOUT(design().undoStack().count() == 1, 30000);
        const CableId c1 = cable(design(), QStringLiteral("C00001"));
        const double before = *design().cable(c1)->routeLengthMm;
        f.window->action(QStringLiteral("actionRoutingPolicy"))->trigger();
        auto* dialog = f.window->findChild<RoutingPolicyDialog*>(QStringLiteral("routingPolicyDialog"));
        QVERIFY(dialog);
        QTRY_VERIFY(dialog->isVisible());
        QCOMPARE(dialog->slackBox()->value(), 300.0);
        dialog->slackBox()->selectAll();
        QTest::keyClicks(dialog->slackBox(), QStringLiteral("500"));
        // The least spare per end travels in the same step (default 100 mm).
        auto* spare = dialog->findChild<QDoubleSpinBox*>(QStringLiteral("policyMinSpare"));
        QVERIFY(spare);
        QCOMPARE(spare->value(), 100.0);
        spare->selectAll();
        QTest::keyClicks(spare, QStringLiteral("150"));
        QTest::mouseClick(dialog->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok), Qt::LeftButton);
        QCOMPARE(design().routingSettings().slackPerEndMm, 500.0);
        QCOMPARE(design().routingSettings().minSparePerEndMm, 150.0);
        QCOMPARE(design().undoStack().count(), 2);
        QVERIFY(f.routeAll());
        QTRY_VERIFY_WITH_TIMEOUT(design().undoStack().count() == 3, 30000);
        QCOMPARE(*design().cable(c1)->routeLengthMm, before + 400);
        // A refused value changes nothing: 0 % fill cannot be used.
        f.window->action(QStringLiteral("actionRoutingPolicy"))->trigger();
        auto* again = f.window->findChildren<RoutingPolicyDialog*>().last();
        QTRY_VERIFY(again->isVisible());
        QCOMPARE(again->slackBox()->value(), 500.0);
        again->close();
    }

    /// At Fit the routes run along T-A over the racks' middles, where their
    /// names are: the names are drawn over the lines on a card, so no route
    /// colour shows in the name's middle while it does beside the name.
    void rackNamesReadOverRoutes() {
        open(buildLiquidRowExample(), QStringLiteral("liquid-row.json"));
        QVERIFY(f.routeAll());
        f.window->action(QStringLiteral("actionFit"))->trigger();
        RouteOverlay* overlay = f.window->findChild<RoutingTools*>()->overlay();
        QTRY_VERIFY(overlay && overlay->isVisible() && !overlay->shownMedia().empty());
        FloorPlanView* plan = f.window->floorPlan();
        QImage image(plan->viewport()->size(), QImage::Format_ARGB32);
        image.fill(Qt::white);
        {
            QPainter painter(&image);
            plan->render(&painter, QRectF(image.rect()), plan->viewport()->rect());
        }
        const auto routeColoured = [&](QPoint p) {
            const QColor c = image.pixelColor(p);
            for (const auto& [media, count] : overlay->shownMedia()) {
                const QColor r = RouteStyle::color(media);
                if (std::abs(c.red() - r.red()) + std::abs(c.green() - r.green()) + std::abs(c.blue() - r.blue()) < 40) return true;
            }
            return false;
        };
        const auto colouredIn = [&](QRect area) {
            int n = 0;
            for (int y = area.top(); y <= area.bottom(); ++y)
                for (int x = area.left(); x <= area.right(); ++x) n += routeColoured({x, y});
            return n;
        };
        for (const char* name : {"A01", "A02", "A03"}) {
            const Rack* r = design().rack(DesignBuilder::rackId(QString::fromLatin1(name)));
            // The name's middle: ±2 px around the rack's centre (x + 400, y + 600), on the tray's line.
            const QPoint centre = plan->mapFromScene(QPointF(r->xMm + r->widthMm / 2, r->yMm + r->depthMm / 2));
            QCOMPARE(colouredIn(QRect(centre - QPoint(2, 2), QSize(5, 5))), 0);
        }
        // Between the names, where A01 meets A02 and A02 meets A03, the lines
        // show: the check above would fail without the cards.
        for (double x : {2800.0, 3600.0}) {
            const QPoint between = plan->mapFromScene(QPointF(x, 2600));
            QVERIFY2(colouredIn(QRect(between - QPoint(2, 6), QSize(5, 13))) > 0, qPrintable(QString::number(x)));
        }
    }

    /// The Cable column shows whole ids ("C00001"), never "C0…".
    void cableColumnIsNotCut() {
        open(buildLiquidRowExample(), QStringLiteral("liquid-row.json"));
        auto* panel = f.window->findChild<CableTablePanel*>();
        f.window->findChild<QDockWidget*>(QStringLiteral("cablesDock"))->raise();
        QTRY_VERIFY(panel->table()->isVisible());
        QTableView* table = panel->table();
        const int column = 0;
        QCOMPARE(panel->model()->headerData(column, Qt::Horizontal, Qt::DisplayRole).toString(), QStringLiteral("Cable"));
        const int needed = table->fontMetrics().horizontalAdvance(QStringLiteral("C00080")) + 2 * table->style()->pixelMetric(QStyle::PM_FocusFrameHMargin);
        QVERIFY2(table->columnWidth(column) >= needed,
                 qPrintable(QStringLiteral("%1 < %2").arg(table->columnWidth(column)).arg(needed)));
        const int header = table->horizontalHeader()->fontMetrics().horizontalAdvance(QStringLiteral("Cable"));
        QVERIFY(table->columnWidth(column) >= header);
    }
};

QTEST_MAIN(TestEditorTools)
#include "tst_editor_tools.moc"
