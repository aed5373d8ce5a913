// The hall edited in the floor plan (issue 22 point 1): a right-click on the
// floor adds a column, keep-out zone or door there, on the 100 mm floor grid; a
// column is dragged with the mouse; a column or zone is removed from its own
// menu. Each is one undo step through RoomEdits, and a column is never put
// where a rack stands. Drives the real window offscreen.
#include "commands/room_edits.h"
#include "design/room_geometry.h"
#include "floorplan/floor_plan_scene.h"
#include "floorplan/floor_plan_view.h"
#include "floorplan/hall_object_dialog.h"
#include "support/example_design.h"
#include "window_fixture.h"

#include <QApplication>
#include <QContextMenuEvent>
#include <QDoubleSpinBox>
#include <QLineEdit>
#include <QLineF>
#include <QMenu>

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
