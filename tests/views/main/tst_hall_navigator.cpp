// The site view as a user moves through it: Next Hall and Previous Hall
// (and View ▸ Go to Hall) frame each hall of a site in turn, the status bar
// names it, the halls' names are drawn on the floor, and a design of one
// hall says there is nowhere to go instead of moving.
#include "tests/views/window_fixture.h"
#include "views/floorplan/floor_plan_view.h"
#include "views/floorplan/hall_name_dialog.h"
#include "views/floorplan/hall_paint.h"

#include <QApplication>
#include <QContextMenuEvent>
#include <QImage>
#include <QLineEdit>
#include <QMenu>
#include <QPainter>
#include <QStatusBar>

using namespace sn;
using namespace sn::test;

class TestHallNavigator : public QObject {
    Q_OBJECT
private:
    WindowFixture f;

    /// A 40 × 90 m site of three 30 m bands: data hall 1, the network
    /// room, data hall 2, a rack in each data hall.
    QString writeSite() const {
        auto design = DesignBuilder()
                          .room(40000, 90000)
                          .row(QStringLiteral("A"))
                          .rack(QStringLiteral("A1"), 2000, 2000)
                          .row(QStringLiteral("B"))
                          .rack(QStringLiteral("B1"), 2000, 64000)
                          .build();
        Room room = design->room();
        const auto band = [](const char* name, const char* code, double top) {
            return Hall{QString::fromUtf8(name),
                        QString::fromLatin1(code),
                        {{0, top}, {40000, top}, {40000, top + 30000}, {0, top + 30000}}};
        };
        room.halls = {band("Data hall 1", "DH1", 0), band("Network room", "NR", 30000),
                      band("Data hall 2", "DH2", 60000)};
        design->setRoom(room);
        const QString file = f.path(QStringLiteral("site.supernode"));
        DesignFile::save(*design, file);
        return file;
    }
    QPointF shownCentre() const {
        FloorPlanView* plan = f.window->floorPlan();
        return plan->mapToScene(plan->viewport()->rect().center());
    }
    /// The floor the view shows, room mm.
    QRectF shown() const {
        FloorPlanView* plan = f.window->floorPlan();
        return plan->mapToScene(plan->viewport()->rect()).boundingRect();
    }
    QString status() const { return f.window->statusBar()->currentMessage(); }

private Q_SLOTS:
    void initTestCase() { f.isolate(); }

    void stepsThroughTheHallsInOrder() {
        f.reset();
        QVERIFY(QTest::qWaitForWindowExposed(f.window.get()));
        QVERIFY(f.window->openFile(writeSite()));
        QAction* next = f.window->findChild<QAction*>(QStringLiteral("actionNextHall"));
        QAction* previous = f.window->findChild<QAction*>(QStringLiteral("actionPreviousHall"));
        QVERIFY(next && previous);
        QCOMPARE(next->shortcut(), QKeySequence(QStringLiteral("Alt+PgDown")));
        for (int i = 0; i < 3; ++i) {
            next->trigger();
            // The whole hall in view, and little of the next: its middle in the middle.
            const QRectF hall(0, 30000 * i, 40000, 30000);
            QVERIFY(shown().contains(hall.adjusted(100, 100, -100, -100)));
            QVERIFY2(std::abs(shownCentre().y() - hall.center().y()) < 2000,
                     qPrintable(QString::number(shownCentre().y())));
            QVERIFY(status().startsWith(QStringLiteral("Hall %1 of 3").arg(i + 1)));
        }
        QVERIFY(status().contains(QStringLiteral("Data hall 2 (DH2)")));
        // The hall fills the view: its 40 m width spans most of the viewport.
        FloorPlanView* plan = f.window->floorPlan();
        QVERIFY(40000 * plan->pixelsPerMm() > 0.8 * plan->viewport()->width());
        next->trigger();  // round the end to the first
        QVERIFY(status().startsWith(QStringLiteral("Hall 1 of 3")));
        previous->trigger();  // and back
        QVERIFY(status().contains(QStringLiteral("Data hall 2")));
        previous->trigger();
        QVERIFY(status().contains(QStringLiteral("Network room (NR)")));
        QVERIFY(std::abs(shownCentre().y() - 45000) < 2000);
    }

    void goToHallMenuListsTheSite() {
        QMenu* menu = f.window->findChild<QMenu*>(QStringLiteral("menuGoToHall"));
        QVERIFY(menu);
        QMetaObject::invokeMethod(menu, "aboutToShow");
        QStringList texts;
        for (QAction* a : menu->actions())
            if (!a->isSeparator()) texts << a->text();
        QCOMPARE(texts, (QStringList{QStringLiteral("Whole &Site"), QStringLiteral("&1  Data hall 1 (DH1)"),
                                     QStringLiteral("&2  Network room (NR)"),
                                     QStringLiteral("&3  Data hall 2 (DH2)")}));
        menu->findChild<QAction*>(QStringLiteral("actionGoToHall3"))->trigger();
        QVERIFY(std::abs(shownCentre().y() - 75000) < 2000);
        menu->findChild<QAction*>(QStringLiteral("actionGoToSite"))->trigger();
        QCOMPARE(status(), QStringLiteral("The whole site"));
    }

    void hallNamesAreDrawnOnTheFloor() {
        // Framed on the network room, its name is drawn across its floor:
        // the band holds pixels of the hall-name colour.
        f.window->findChild<QAction*>(QStringLiteral("actionNextHall"))->trigger();
        f.window->findChild<QAction*>(QStringLiteral("actionNextHall"))->trigger();
        QVERIFY(status().contains(QStringLiteral("Network room")));
        FloorPlanView* plan = f.window->floorPlan();
        QImage shot(plan->viewport()->size(), QImage::Format_ARGB32);
        shot.fill(Qt::white);
        QPainter painter(&shot);
        plan->viewport()->render(&painter);
        painter.end();
        int bluish = 0;
        for (int y = 0; y < shot.height(); y += 2)
            for (int x = 0; x < shot.width(); x += 2) {
                const QColor c = shot.pixelColor(x, y);
                bluish += c.blue() > c.red() + 40 && c.blue() > 120;
            }
        QVERIFY2(bluish > 50, qPrintable(QString::number(bluish)));
    }

    void aNarrowHallsNameStaysInIt() {
        // Two halls 15 m wide and 30 m deep side by side, the right one
        // unnamed: the left one's title is sized to its width too, so it
        // reads whole (at 8 m high it would be some 60 m long).
        Room room;
        room.widthMm = 30000;
        room.depthMm = 30000;
        room.halls = {{QStringLiteral("Data hall 1"),
                       QStringLiteral("DH1"),
                       {{0, 0}, {15000, 0}, {15000, 30000}, {0, 30000}}},
                      {QString(), QString(), {{15000, 0}, {30000, 0}, {30000, 30000}, {15000, 30000}}}};
        const double pxPerMm = 0.04;
        QImage shot(int(30000 * pxPerMm), int(30000 * pxPerMm), QImage::Format_ARGB32);
        shot.fill(Qt::white);
        QPainter painter(&shot);
        painter.scale(pxPerMm, pxPerMm);
        paintHall(painter, room, pxPerMm);
        painter.end();
        // The columns holding the faint name blue (not the grey partition).
        int first = shot.width(), last = -1;
        for (int y = 0; y < shot.height(); ++y)
            for (int x = 0; x < shot.width(); ++x)
                if (const QColor c = shot.pixelColor(x, y); c.blue() > c.red() + 20)
                    first = std::min(first, x), last = std::max(last, x);
        // The whole title, inside the left hall with room to spare: clipped
        // at the hall's edges, it ran wall to wall and read "all 1".
        const int partition = int(15000 * pxPerMm);
        QVERIFY2(last > first, "no title drawn");
        QVERIFY2(first > partition / 40 && last < partition - partition / 40,
                 qPrintable(QStringLiteral("title from x %1 to %2 px in a hall 0–%3 px")
                                .arg(first)
                                .arg(last)
                                .arg(partition)));
    }

    void renameAHallFromTheFloorMenu() {
        // Framed on the network room, a right-click on its empty floor offers
        // to rename it; the dialog's name and code land in one undo step.
        QAction* next = f.window->findChild<QAction*>(QStringLiteral("actionNextHall"));
        while (!status().contains(QStringLiteral("Network room"))) next->trigger();
        FloorPlanView* plan = f.window->floorPlan();
        const QPoint at = plan->mapFromScene(QPointF(20000, 45000));
        QContextMenuEvent event(QContextMenuEvent::Mouse, at, plan->viewport()->mapToGlobal(at));
        QApplication::sendEvent(plan->viewport(), &event);
        QMenu* menu = nullptr;
        QTRY_VERIFY((menu = f.window->findChild<QMenu*>(QStringLiteral("hallMenu"))) && menu->isVisible());
        QAction* rename = menu->findChild<QAction*>(QStringLiteral("menuRenameHall"));
        QVERIFY(rename);
        QCOMPARE(rename->text(), QStringLiteral("Re&name Hall Network room…"));
        rename->trigger();
        menu->close();
        HallNameDialog* dialog = nullptr;
        QTRY_VERIFY((dialog = f.window->findChild<HallNameDialog*>()) && dialog->isVisible());
        QCOMPARE(dialog->code(), QStringLiteral("NR"));
        dialog->findChild<QLineEdit*>(QStringLiteral("hallName"))->setText(QStringLiteral("MDA"));
        dialog->findChild<QLineEdit*>(QStringLiteral("hallCode"))->setText(QStringLiteral("MDA1"));
        dialog->accept();
        QCoreApplication::processEvents();
        Design& design = f.window->design();
        QCOMPARE(design.room().halls[1].name, QStringLiteral("MDA"));
        QCOMPARE(design.room().halls[1].code, QStringLiteral("MDA1"));
        design.undoStack().undo();
        QCOMPARE(design.room().halls[1].code, QStringLiteral("NR"));
    }

    void splitAndMergeFromTheFloorMenu() {
        // The network room (0–40 m × 30–60 m) split by a vertical partition
        // where the floor was right-clicked, the new hall merged back into
        // it from its own menu: one undo step each.
        f.reset();
        QVERIFY(QTest::qWaitForWindowExposed(f.window.get()));
        QVERIFY(f.window->openFile(writeSite()));
        FloorPlanView* plan = f.window->floorPlan();
        plan->frame(QRectF(0, 0, 40000, 90000));
        const auto menuAt = [&](QPointF scene) {
            const QPoint at = plan->mapFromScene(scene);
            QContextMenuEvent event(QContextMenuEvent::Mouse, at, plan->viewport()->mapToGlobal(at));
            QApplication::sendEvent(plan->viewport(), &event);
            QMenu* menu = nullptr;
            for (QMenu* m : f.window->findChildren<QMenu*>(QStringLiteral("hallMenu")))
                if (m->isVisible()) menu = m;
            return menu;
        };
        Design& design = f.window->design();
        QMenu* menu = menuAt({20000, 45000});
        QVERIFY(menu);
        QAction* split = menu->findChild<QAction*>(QStringLiteral("menuSplitHallDown"));
        QVERIFY(split);
        split->trigger();
        menu->close();
        QCOMPARE(design.room().halls.size(), size_t(4));
        QCOMPARE(design.room().halls[1].name, QStringLiteral("Network room"));
        QCOMPARE(design.room().halls[2].code, QStringLiteral("H4"));
        // The new hall (20–40 m) shares partitions with data hall 1, the
        // network room and data hall 2: each may be merged into it.
        menu = menuAt({30000, 45000});
        QVERIFY(menu);
        QStringList merges;
        QAction* intoNetworkRoom = nullptr;
        for (QAction* a : menu->findChildren<QAction*>(QStringLiteral("menuMergeHall"))) {
            merges << a->text();
            if (a->text().contains(QStringLiteral("Network room"))) intoNetworkRoom = a;
        }
        QCOMPARE(merges.size(), 3);
        QVERIFY(intoNetworkRoom);
        QCOMPARE(intoNetworkRoom->text(), QStringLiteral("&Merge Network room into This Hall"));
        intoNetworkRoom->trigger();
        menu->close();
        QCOMPARE(design.room().halls.size(), size_t(3));
        QCOMPARE(design.room().halls[1].code, QStringLiteral("H4"));  // the hall right-clicked keeps its name
        QCOMPARE(design.room().halls[1].outlineMm.size(), size_t(4));  // the 40 × 30 m band again
        design.undoStack().undo();
        design.undoStack().undo();
        QCOMPARE(design.room().halls.size(), size_t(3));
        QCOMPARE(design.room().halls[1].code, QStringLiteral("NR"));
    }

    void oneHallHasNowhereToGo() {
        const QString file = f.path(QStringLiteral("one.supernode"));
        f.writeSample(file);
        QVERIFY(f.window->openFile(file));
        const QPointF before = shownCentre();
        f.window->findChild<QAction*>(QStringLiteral("actionNextHall"))->trigger();
        QCOMPARE(status(), QStringLiteral("This design is one hall: there is no other hall to go to."));
        QCOMPARE(shownCentre(), before);
    }
};

QTEST_MAIN(TestHallNavigator)
#include "tst_hall_navigator.moc"
