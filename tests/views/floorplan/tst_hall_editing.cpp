// The hall edited in the floor plan: a right-click on the
// floor adds a column, keep-out zone, door or wall there, on the 100 mm floor
// grid; columns, keep-out zones (and their corners), doors (along their wall),
// walls and the outline's corners are dragged with the mouse; a door's width
// and swing come from its dialog; each is removed from its own menu. Each is
// one undo step through RoomEdits, and nothing is put where a rack stands.
// Drives the real window offscreen.
#include "model/commands/hall_edits.h"
#include "model/commands/room_edits.h"
#include "model/design/polygon_area.h"
#include "model/design/room_geometry.h"
#include "tests/support/example_design.h"
#include "tests/support/rule_findings.h"
#include "tests/views/window_fixture.h"
#include "views/common/readable_title.h"
#include "views/floorplan/column_dialog.h"
#include "views/floorplan/door_dialog.h"
#include "views/floorplan/floor_plan_scene.h"
#include "views/floorplan/floor_plan_view.h"
#include "views/floorplan/hall_object_dialog.h"

#include <QApplication>
#include <QComboBox>
#include <QContextMenuEvent>
#include <QDoubleSpinBox>
#include <QLineEdit>
#include <QLineF>
#include <QMenu>
#include <QStatusBar>

using namespace sn;
using namespace sn::test;

class TestHallEditing : public QObject {
    Q_OBJECT
private:
    WindowFixture f;
    Design& design() const { return f.window->design(); }

    void open(std::unique_ptr<Design> d) {
        f.reset();
        QVERIFY(QTest::qWaitForWindowExposed(f.window.get()));
        const QString file = f.path(QStringLiteral("hall.json"));
        DesignFile::save(*d, file);
        QVERIFY(f.window->openFile(file));
        f.window->action(QStringLiteral("actionFit"))->trigger();
        QCoreApplication::processEvents();
    }
    QWidget* viewport() const { return f.window->floorPlan()->viewport(); }
    QPoint at(QPointF sceneMm) const { return f.window->floorPlan()->mapFromScene(sceneMm); }
    /// The visible menu after a right-click (an earlier one may wait for deletion).
    QMenu* rightClick(QPointF sceneMm) {
        QContextMenuEvent event(QContextMenuEvent::Mouse, at(sceneMm), viewport()->mapToGlobal(at(sceneMm)));
        QApplication::sendEvent(viewport(), &event);
        QMenu* shown = nullptr;
        const auto visible = [&] {
            for (QMenu* m : f.window->findChildren<QMenu*>())
                if (m->isVisible() && (m->objectName() == QLatin1String("hallMenu") || m->objectName() == QLatin1String("objectMenu")))
                    shown = m;
            return shown != nullptr;
        };
        [&] { QTRY_VERIFY(visible()); }();
        return shown;
    }
    static QAction* entry(QMenu* menu, const char* name) {
        return menu ? menu->findChild<QAction*>(QString::fromLatin1(name)) : nullptr;
    }
    static void choose(QMenu* menu, const char* name) {
        QAction* a = entry(menu, name);
        QVERIFY2(a, name);
        a->trigger();
        menu->close();
        QCoreApplication::processEvents();
    }
    HallObjectDialog* dialog() const {
        HallObjectDialog* shown = nullptr;
        for (HallObjectDialog* d : f.window->findChildren<HallObjectDialog*>())
            if (d->isVisible()) shown = d;
        return shown;
    }
    /// The liquid row (racks A01–A03 at x 2000–4400, y 2000–3200 in a 12 × 8 m
    /// room) with one 600 mm column centred at (8000, 6000).
    static std::unique_ptr<Design> rowWithColumn() {
        auto d = buildLiquidRowExample();
        Column c;
        c.name = QStringLiteral("C-1");
        c.centreMm = {8000, 6000};
        EditResult add = RoomEdits::addColumn(*d, c);
        if (add) d->undoStack().push(add.command.release());
        return d;
    }

    /// The liquid row with keep-out zone K-1, x and y 5 400–6 600 (1 200 mm
    /// square about (6 000, 6 000)), corners in the order the menu makes them.
    static std::unique_ptr<Design> rowWithKeepOut() {
        auto d = buildLiquidRowExample();
        KeepOut k;
        k.name = QStringLiteral("K-1");
        k.polygonMm = {{5400, 5400}, {6600, 5400}, {6600, 6600}, {5400, 6600}};
        EditResult add = RoomEdits::addKeepOut(*d, k);
        if (add) d->undoStack().push(add.command.release());
        return d;
    }
    /// The liquid row with door D-1 in the y 8 000 wall: the outline's edge 2
    /// runs from (12 000, 8 000) to (0, 8 000), so 2 000 mm along it is x
    /// 10 000; 1 000 mm wide (x 9 500–10 500), swinging into the room, its
    /// clear area reaching 1 200 mm in (y 6 800–8 000).
    static std::unique_ptr<Design> rowWithDoor() {
        auto d = buildLiquidRowExample();
        Door door;
        door.name = QStringLiteral("D-1");
        door.edge = 2;
        door.alongMm = 2000;
        EditResult add = RoomEdits::addDoor(*d, door);
        if (add) d->undoStack().push(add.command.release());
        return d;
    }
    void drag(QPointF fromMm, QPointF toMm) {
        QTest::mousePress(viewport(), Qt::LeftButton, {}, at(fromMm));
        QTest::mouseMove(viewport(), at((fromMm + toMm) / 2));
        QTest::mouseMove(viewport(), at(toMm));
        QTest::mouseRelease(viewport(), Qt::LeftButton, {}, at(toMm));
        QCoreApplication::processEvents();
    }
    /// Ctrl+Z in the window, made active again after a menu or a dialog.
    void undo() {
        f.window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(f.window.get()));
        QTest::keyClick(f.window.get(), Qt::Key_Z, Qt::ControlModifier);
        QCoreApplication::processEvents();
    }
    QString status() const { return f.window->statusBar()->currentMessage(); }
    static std::vector<QPointF> square(double x0, double y0, double x1, double y1) {
        return {{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}};
    }

private Q_SLOTS:
    void initTestCase() {
        QVERIFY(f.dir.isValid());
        f.isolate();
    }
    void cleanup() {
        if (f.window)
            for (QMenu* m : f.window->findChildren<QMenu*>()) m->close();
        f.window.reset();
    }

    /// The floor's menu: Add Column Here puts the column under the cursor,
    /// snapped to the 100 mm grid, sized in the dialog; one undo step.
    void addColumnFromTheMenu() {
        open(buildLiquidRowExample());
        QVERIFY(design().room().columns.empty());
        // Empty floor: no rack (they end at x 4400, y 3200), no tray (y 2600).
        QMenu* menu = rightClick({8040, 5960});
        QCOMPARE(menu->objectName(), QStringLiteral("hallMenu"));
        QVERIFY(entry(menu, "menuAddKeepOut"));
        QVERIFY(!entry(menu, "menuRemoveColumn"));  // nothing to remove there
        choose(menu, "menuAddColumn");
        HallObjectDialog* d = nullptr;
        QTRY_VERIFY((d = dialog()));
        QCOMPARE(d->findChild<QLineEdit*>(QStringLiteral("hallObjectName"))->text(), QStringLiteral("C-1"));
        QCOMPARE(d->widthMm(), 600.0);  // the first column: the Column type's 600 × 600 mm
        d->findChild<QDoubleSpinBox*>(QStringLiteral("hallObjectWidth"))->setValue(800);
        d->accept();
        QCoreApplication::processEvents();
        QCOMPARE(int(design().room().columns.size()), 1);
        const Column& c = design().room().columns.front();
        // 8040 and 5960, give or take one pixel at Fit (~15 mm), land on the
        // 100 mm grid at 8000 and 6000.
        QCOMPARE(c.centreMm, QPointF(8000, 6000));
        QCOMPARE(c.widthMm, 800.0);
        QCOMPARE(c.depthMm, 600.0);
        QCOMPARE(design().undoStack().count(), 1);
        design().undoStack().undo();
        QVERIFY(design().room().columns.empty());
    }

    /// A column dragged 1.5 m to the right lands on the grid at (9500, 6000)
    /// in one undo step; Ctrl+Z puts it back.
    void dragAColumn() {
        open(rowWithColumn());
        const int before = design().undoStack().count();
        QTest::mousePress(viewport(), Qt::LeftButton, {}, at({8000, 6000}));
        QTest::mouseMove(viewport(), at({8700, 6000}));
        QTest::mouseMove(viewport(), at({9510, 6020}));
        QTest::mouseRelease(viewport(), Qt::LeftButton, {}, at({9510, 6020}));
        QCoreApplication::processEvents();
        QCOMPARE(design().room().columns.front().centreMm, QPointF(9500, 6000));
        QCOMPARE(design().undoStack().count(), before + 1);
        QTest::keyClick(f.window.get(), Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(design().room().columns.front().centreMm, QPointF(8000, 6000));
    }

    /// A column dragged onto rack A02 (x 2800–3600, y 2000–3200) stays where
    /// it was and nothing is pushed.
    void dragOntoARackIsRefused() {
        open(rowWithColumn());
        const int before = design().undoStack().count();
        QTest::mousePress(viewport(), Qt::LeftButton, {}, at({8000, 6000}));
        QTest::mouseMove(viewport(), at({6000, 4000}));
        QTest::mouseMove(viewport(), at({3200, 2600}));
        QTest::mouseRelease(viewport(), Qt::LeftButton, {}, at({3200, 2600}));
        QCoreApplication::processEvents();
        QCOMPARE(design().room().columns.front().centreMm, QPointF(8000, 6000));
        QCOMPARE(design().undoStack().count(), before);
    }

    /// A keep-out zone added from the menu with its reason, then removed from
    /// its own menu; each one undo step.
    void keepOutAddedAndRemoved() {
        open(rowWithColumn());
        const int before = design().undoStack().count();
        choose(rightClick({6000, 6000}), "menuAddKeepOut");
        HallObjectDialog* d = nullptr;
        QTRY_VERIFY((d = dialog()));
        QCOMPARE(d->findChild<QLineEdit*>(QStringLiteral("hallObjectName"))->text(), QStringLiteral("K-1"));
        // Wide enough for its whole title in the title bar (it showed "Add Ke…ut Zone").
        QVERIFY(d->width() >= QFontMetrics(d->font()).horizontalAdvance(d->windowTitle()) + kTitleBarButtonsPx);
        d->findChild<QLineEdit*>(QStringLiteral("hallObjectReason"))->setText(QStringLiteral("CRAH 1 service area"));
        d->accept();
        QCoreApplication::processEvents();
        QCOMPARE(int(design().room().keepOuts.size()), 1);
        const KeepOut& k = design().room().keepOuts.front();
        QCOMPARE(k.reason, QStringLiteral("CRAH 1 service area"));
        // 1 200 mm square about (6000, 6000): corners at 5400 and 6600.
        QCOMPARE(k.polygonMm.front(), QPointF(5400, 5400));
        QCOMPARE(k.polygonMm[2], QPointF(6600, 6600));
        QCOMPARE(design().undoStack().count(), before + 1);

        QMenu* menu = rightClick({6300, 6300});
        QVERIFY(!entry(menu, "menuRemoveColumn"));
        choose(menu, "menuRemoveKeepOut");
        QVERIFY(design().room().keepOuts.empty());
        choose(rightClick({8000, 6000}), "menuRemoveColumn");
        QVERIFY(design().room().columns.empty());
        QCOMPARE(design().undoStack().count(), before + 3);
    }

    /// Add Door Here near the room's far wall (y 8 000 of the 12 × 8 m room):
    /// a 1 000 mm door centred on the click's foot, x 9 500–10 500, swinging
    /// into the room; removed again from a click inside its clear area.
    void doorAddedOnTheNearestWall() {
        open(buildLiquidRowExample());
        QVERIFY(!entry(rightClick({6000, 4000}), "menuAddDoor"));  // 4 m from every wall: no door offered
        for (QMenu* m : f.window->findChildren<QMenu*>()) m->close();
        choose(rightClick({10000, 7500}), "menuAddDoor");
        QCOMPARE(int(design().room().doors.size()), 1);
        const Door& door = design().room().doors.front();
        QCOMPARE(door.name, QStringLiteral("D-1"));
        const auto shape = doorShape(design().room(), door);
        QVERIFY(shape);
        QCOMPARE((shape->jambA + shape->jambB) / 2, QPointF(10000, 8000));
        QCOMPARE(QLineF(shape->jambA, shape->jambB).length(), 1000.0);
        QCOMPARE(shape->roomNormal, QPointF(0, -1));    // into the room from the y 8 000 wall
        QCOMPARE(shape->swingNormal, shape->roomNormal); // the leaf opens inwards
        QCOMPARE(design().undoStack().count(), 1);
        choose(rightClick({10000, 7200}), "menuRemoveDoor");
        QVERIFY(design().room().doors.empty());
        QCOMPARE(design().undoStack().count(), 2);
    }

    /// A keep-out zone dragged by its body: from (6 000, 6 000) to about
    /// (7 010, 5 490), +1 010 and −510 mm, so its first corner (5 400, 5 400)
    /// would be at (6 410, 4 890) and lands on the grid at (6 400, 4 900):
    /// moved by (+1 000, −500) to x 6 400–7 600, y 4 900–6 100. One step;
    /// Ctrl+Z puts it back. Dragged onto the racks it is refused, the
    /// reason in the status bar.
    void dragAKeepOut() {
        open(rowWithKeepOut());
        const int before = design().undoStack().count();
        drag({6000, 6000}, {7010, 5490});
        QCOMPARE(design().room().keepOuts.front().polygonMm, square(6400, 4900, 7600, 6100));
        QCOMPARE(design().undoStack().count(), before + 1);
        undo();
        QCOMPARE(design().room().keepOuts.front().polygonMm, square(5400, 5400, 6600, 6600));
        // By (−3 400, −3 400): x 2 000–3 200, y 2 000–3 200, on A01 (x 2 000–2 800) first.
        drag({6000, 6000}, {2600, 2600});
        QCOMPARE(design().room().keepOuts.front().polygonMm, square(5400, 5400, 6600, 6600));
        QCOMPARE(design().undoStack().count(), before + 1);  // nothing new pushed
        QCOMPARE(design().undoStack().index(), before);
        QCOMPARE(status(), QStringLiteral("Rack A01 stands there."));
    }

    /// Its corner (6 600, 6 600) dragged to about (7 210, 7 190) snaps to
    /// (7 200, 7 200); the zone stays a rectangle on its opposite corner
    /// (5 400, 5 400): the neighbours follow to (7 200, 5 400) and
    /// (5 400, 7 200). One step; Ctrl+Z restores it.
    void resizeAKeepOutByACorner() {
        open(rowWithKeepOut());
        const int before = design().undoStack().count();
        drag({6600, 6600}, {7210, 7190});
        QCOMPARE(design().room().keepOuts.front().polygonMm, square(5400, 5400, 7200, 7200));
        QCOMPARE(design().undoStack().count(), before + 1);
        undo();
        QCOMPARE(design().room().keepOuts.front().polygonMm, square(5400, 5400, 6600, 6600));
        // The corner (5 400, 5 400) pulled to (4 000, 3 000): the zone would span
        // x 4 000–6 600, y 3 000–6 600, sharing x 4 000–4 400, y 3 000–3 200
        // with A03 (x 3 600–4 400, y 2 000–3 200): refused.
        drag({5400, 5400}, {4000, 3000});
        QCOMPARE(design().room().keepOuts.front().polygonMm, square(5400, 5400, 6600, 6600));
        QCOMPARE(status(), QStringLiteral("Rack A03 stands there."));
    }

    /// Door D-1 dragged from (10 000, 7 500) to about (8 010, 7 000): only
    /// the travel along its wall counts, the edge running −x: 1 990 mm, so
    /// 2 000 + 1 990 = 3 990 along it, on the grid 4 000: centre x 12 000 −
    /// 4 000 = 8 000, still on the y 8 000 wall. Ctrl+Z: back at x 10 000.
    /// Past the wall's end it is refused.
    void dragADoorAlongItsWall() {
        open(rowWithDoor());
        const int before = design().undoStack().count();
        drag({10000, 7500}, {8010, 7000});
        const Door& door = design().room().doors.front();
        QCOMPARE(door.alongMm, 4000.0);
        const auto shape = doorShape(design().room(), door);
        QVERIFY(shape);
        QCOMPARE((shape->jambA + shape->jambB) / 2, QPointF(8000, 8000));
        QCOMPARE(design().undoStack().count(), before + 1);
        undo();
        QCOMPARE(design().room().doors.front().alongMm, 2000.0);
        // 1 900 mm the other way: along 100, the 1 000 mm opening would start at −400.
        drag({10000, 7500}, {11900, 7500});
        QCOMPARE(design().room().doors.front().alongMm, 2000.0);
        QCOMPARE(status(), QStringLiteral("The door must stay on its wall: its opening would pass the wall's end."));
    }

    /// Door Properties from the door's menu: a 1 200 mm leaf swinging out of
    /// the room. D-1's Left side (normal (0, −1) on an edge running −x) is the
    /// room's, so "Out of the room" is Right: the swing normal turns to (0, 1).
    void doorWidthAndSwingFromItsDialog() {
        open(rowWithDoor());
        const int before = design().undoStack().count();
        choose(rightClick({10000, 7500}), "menuEditDoor");
        DoorDialog* d = nullptr;
        QTRY_VERIFY((d = f.window->findChild<DoorDialog*>()) && d->isVisible());
        d->findChild<QDoubleSpinBox*>(QStringLiteral("doorWidth"))->setValue(1200);
        auto* swing = d->findChild<QComboBox*>(QStringLiteral("doorSwing"));
        QCOMPARE(swing->currentText(), QStringLiteral("Into the room"));
        swing->setCurrentIndex(swing->findText(QStringLiteral("Out of the room")));
        d->accept();
        QCoreApplication::processEvents();
        const Door& door = design().room().doors.front();
        QCOMPARE(door.widthMm, 1200.0);
        QCOMPARE(door.swing, Door::Swing::Right);
        const auto shape = doorShape(design().room(), door);
        QVERIFY(shape);
        QCOMPARE(shape->swingNormal, QPointF(0, 1));
        QCOMPARE(QLineF(shape->jambA, shape->jambB).length(), 1200.0);
        QCOMPARE(design().undoStack().count(), before + 1);
        undo();
        QCOMPARE(design().room().doors.front().widthMm, 1000.0);
        QCOMPARE(design().room().doors.front().swing, Door::Swing::Left);
    }

    /// Start Wall Here at (6 000, 5 000), then a click at about (9 010, 4 990):
    /// wall W-1 from (6 000, 5 000) to (9 000, 5 000) on the grid, 200 mm thick
    /// (y 4 900–5 100). Dragged from (7 500, 5 000) by about (+10, +990) its
    /// first point lands on (6 000, 6 000): the wall runs y 6 000. Ctrl+Z
    /// puts it back at y 5 000; Remove Wall takes it away. A wall across the
    /// row is refused.
    void wallDrawnMovedAndRemoved() {
        open(buildLiquidRowExample());
        choose(rightClick({6000, 5000}), "menuStartWall");
        QTest::mousePress(viewport(), Qt::LeftButton, {}, at({9010, 4990}));
        QTest::mouseRelease(viewport(), Qt::LeftButton, {}, at({9010, 4990}));
        QCoreApplication::processEvents();
        QCOMPARE(int(design().room().walls.size()), 1);
        const auto path = [this] { return design().room().walls.front().pathMm; };
        QCOMPARE(design().room().walls.front().name, QStringLiteral("W-1"));
        QCOMPARE(path(), (std::vector<QPointF>{{6000, 5000}, {9000, 5000}}));
        QCOMPARE(design().undoStack().count(), 1);
        drag({7500, 5000}, {7510, 5990});
        QCOMPARE(path(), (std::vector<QPointF>{{6000, 6000}, {9000, 6000}}));
        QCOMPARE(design().undoStack().count(), 2);
        undo();
        QCOMPARE(path(), (std::vector<QPointF>{{6000, 5000}, {9000, 5000}}));
        choose(rightClick({7500, 5000}), "menuRemoveWall");
        QVERIFY(design().room().walls.empty());
        // Ended about 150 mm short of the outline's x 12 000 edge (within
        // 300 mm), the wall meets it: the foot (12 000, 5 030) on the grid along
        // the edge, (12 000, 5 000).
        choose(rightClick({6000, 5000}), "menuStartWall");
        QTest::mousePress(viewport(), Qt::LeftButton, {}, at({11850, 5030}));
        QTest::mouseRelease(viewport(), Qt::LeftButton, {}, at({11850, 5030}));
        QCoreApplication::processEvents();
        QCOMPARE(path(), (std::vector<QPointF>{{6000, 5000}, {12000, 5000}}));
        choose(rightClick({7500, 5000}), "menuRemoveWall");
        QVERIFY(design().room().walls.empty());
        // x 2 900–3 100 from y 1 000 to 5 000 crosses A02 (x 2 800–3 600, y 2 000–3 200).
        choose(rightClick({3000, 1000}), "menuStartWall");
        QTest::mousePress(viewport(), Qt::LeftButton, {}, at({3000, 5000}));
        QTest::mouseRelease(viewport(), Qt::LeftButton, {}, at({3000, 5000}));
        QCoreApplication::processEvents();
        QVERIFY(design().room().walls.empty());
        QCOMPARE(status(), QStringLiteral("Rack A02 stands there."));
    }

    /// The room's far corner (12 000, 8 000) dragged to about (14 010, 9 010)
    /// lands on (14 000, 9 000): the rectangle becomes the outline (0, 0),
    /// (12 000, 0), (14 000, 9 000), (0, 8 000) and the room grows to
    /// 14 000 × 9 000 mm. Ctrl+Z: the plain 12 × 8 m room again. Its corner
    /// (12 000, 0) pulled to (4 000, 4 000) leaves the row outside (the edge
    /// from (0, 0) runs along y = x, and A01–A03 stand at y 2 000–3 200 with
    /// x beyond 2 000): the move stands, and rule hall.room-site says so.
    void outlineCornerDragged() {
        open(buildLiquidRowExample());
        drag({12000, 8000}, {14010, 9010});
        QCOMPARE(design().room().outlineMm,
                 (std::vector<QPointF>{{0, 0}, {12000, 0}, {14000, 9000}, {0, 8000}}));
        QCOMPARE(design().room().widthMm, 14000.0);
        QCOMPARE(design().room().depthMm, 9000.0);
        QCOMPARE(design().undoStack().count(), 1);
        undo();
        QVERIFY(design().room().outlineMm.empty());
        QCOMPARE(design().room().widthMm, 12000.0);
        QCOMPARE(design().room().depthMm, 8000.0);
        drag({12000, 0}, {4000, 4000});
        QCOMPARE(design().room().outlineMm,
                 (std::vector<QPointF>{{0, 0}, {4000, 4000}, {12000, 8000}, {0, 8000}}));
        const auto outside = withPrefix(findingsOf(design()), QStringLiteral("hall.room-site"));
        QStringList names;
        for (const Finding& finding : outside)
            for (const Rack& r : design().racks())
                if (std::find(finding.objects.begin(), finding.objects.end(), ObjectRef::of(r.id)) != finding.objects.end())
                    names << r.name;
        names.sort();
        QCOMPARE(names, (QStringList{QStringLiteral("A01"), QStringLiteral("A02"), QStringLiteral("A03")}));
    }

    /// The liquid row's 12 × 8 m room split into a site at x 8 000 (Hall 1:
    /// 8 × 8 m, Hall 2: 4 × 8 m). The partition, pressed at (8 000, 5 000)
    /// and dragged about 1 010 mm right, lands on x 9 000: Hall 1 9 × 8 =
    /// 72 m², Hall 2 3 × 8 = 24 m², one undo step. Dragged past the room's
    /// x 12 000 wall it is refused, the reason in the status bar.
    void partitionDraggedBetweenHalls() {
        auto d = buildLiquidRowExample();
        EditResult split = HallEdits::split(*d, -1, HallEdits::Partition::AlongY, {8000, 4000}, 100);
        QVERIFY2(split, qPrintable(split.error));
        d->undoStack().push(split.command.release());
        open(std::move(d));
        const auto partitionX = [this] {
            double x = 0;
            for (const QPointF& p : design().room().halls[1].outlineMm) x = p.x() < 12000 ? p.x() : x;
            return x;
        };
        QCOMPARE(partitionX(), 8000.0);
        drag({8000, 5000}, {9010, 5300});
        QCOMPARE(design().undoStack().count(), 1);
        QCOMPARE(partitionX(), 9000.0);
        QCOMPARE(polygonOf(design().room().halls[0].outlineMm).boundingRect(), QRectF(0, 0, 9000, 8000));
        QCOMPARE(polygonOf(design().room().halls[1].outlineMm).boundingRect(), QRectF(9000, 0, 3000, 8000));
        undo();
        QCOMPARE(partitionX(), 8000.0);
        drag({8000, 5000}, {13000, 5000});
        QCOMPARE(partitionX(), 8000.0);
        QCOMPARE(status(),
                 QStringLiteral("A partition at x 13000 mm lies outside Hall 1 (H1) and Hall 2 (H2)."));
    }

    /// Column Properties types the centre to the millimetre (off the 100 mm
    /// grid a drag snaps to) and the size, as one undo step; a double-click
    /// on the column opens the same dialog; a centre typed onto rack A02 is
    /// refused with the reason and changes nothing.
    void columnPlacedExactlyFromItsDialog() {
        open(rowWithColumn());
        const int before = design().undoStack().count();
        choose(rightClick({8000, 6000}), "menuEditColumn");
        ColumnDialog* d = nullptr;
        QTRY_VERIFY((d = f.window->findChild<ColumnDialog*>()) && d->isVisible());
        QCOMPARE(d->findChild<QDoubleSpinBox*>(QStringLiteral("columnX"))->value(), 8000.0);
        d->findChild<QDoubleSpinBox*>(QStringLiteral("columnX"))->setValue(8123);
        d->findChild<QDoubleSpinBox*>(QStringLiteral("columnY"))->setValue(5987);
        d->findChild<QDoubleSpinBox*>(QStringLiteral("columnDepth"))->setValue(450);
        d->accept();
        QCoreApplication::processEvents();
        const Column& c = design().room().columns.front();
        QCOMPARE(c.centreMm, QPointF(8123, 5987));
        QCOMPARE(c.widthMm, 600.0);
        QCOMPARE(c.depthMm, 450.0);
        QCOMPARE(design().undoStack().count(), before + 1);
        undo();
        QCOMPARE(design().room().columns.front().centreMm, QPointF(8000, 6000));
        QCOMPARE(design().room().columns.front().depthMm, 600.0);

        // A double-click on it; a circle of 500 mm typed onto A02's centre.
        QTest::mouseDClick(viewport(), Qt::LeftButton, {}, at({8000, 6000}));
        QTRY_VERIFY((d = f.window->findChild<ColumnDialog*>()) && d->isVisible());
        auto* shape = d->findChild<QComboBox*>(QStringLiteral("columnShape"));
        shape->setCurrentIndex(shape->findText(QStringLiteral("Circle")));
        QVERIFY(d->findChild<QDoubleSpinBox*>(QStringLiteral("columnDiameter"))->isVisibleTo(d));
        QVERIFY(!d->findChild<QDoubleSpinBox*>(QStringLiteral("columnWidth"))->isVisibleTo(d));
        d->findChild<QDoubleSpinBox*>(QStringLiteral("columnDiameter"))->setValue(500);
        d->findChild<QDoubleSpinBox*>(QStringLiteral("columnX"))->setValue(3200);
        d->findChild<QDoubleSpinBox*>(QStringLiteral("columnY"))->setValue(2600);
        d->accept();
        QCoreApplication::processEvents();
        QCOMPARE(design().room().columns.front().centreMm, QPointF(8000, 6000));
        QCOMPARE(design().undoStack().index(), before);  // nothing pushed over the undone step
        QCOMPARE(design().undoStack().count(), before + 1);
        QVERIFY2(status().contains(QStringLiteral("A02")), qPrintable(status()));
    }

    /// A column cannot be added where a rack stands: the menu's edit is refused.
    void columnOnARackIsRefused() {
        auto d = buildLiquidRowExample();
        Column c;
        c.centreMm = {3200, 2600};  // A02's centre
        QVERIFY(!RoomEdits::addColumn(*d, c, FloorPlanScene::kGridMm));
    }
};

QTEST_MAIN(TestHallEditing)
#include "tst_hall_editing.moc"
