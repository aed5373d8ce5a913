// The plan and the docks as a window is used: Fit puts the room (its title
// included) where no legend, scale bar or route legend covers it, at any
// window size and with a heat map or routes on, and stays fitted through a
// resize; the side docks get back the widths the user gave them after the
// window was made small and large again.
#include "tests/views/window_fixture.h"
#include "views/elevation/elevation_panel.h"
#include "views/floorplan/clear_fit.h"
#include "views/floorplan/floor_plan_scene.h"
#include "views/floorplan/floor_plan_view.h"
#include "views/floorplan/heat_map_overlay.h"
#include "views/main/dock_width_keeper.h"

#include <QDockWidget>
#include <QScrollBar>

using namespace sn;
using namespace sn::test;

class TestPlanLayout : public QObject {
    Q_OBJECT
private:
    WindowFixture f;

    void openExample(const char* name) {
        f.reset();
        QVERIFY(QTest::qWaitForWindowExposed(f.window.get()));
        QVERIFY(f.window->openFile(qEnvironmentVariable("SN_SOURCE_DIR") + QStringLiteral("/resources/examples/") +
                                   QLatin1String(name)));
        f.window->action(QStringLiteral("actionFit"))->trigger();
        settle();
    }
    static void settle() {
        for (int i = 0; i < 4; ++i) QCoreApplication::processEvents();
    }
    FloorPlanView* plan() const { return f.window->floorPlan(); }
    /// The room and its title, in viewport pixels.
    QRect roomOnScreen() const {
        return plan()->mapFromScene(plan()->floorScene()->sceneRect()).boundingRect();
    }
    /// Fails naming the first pinned box that covers the room.
    void verifyRoomClear(const char* when) const {
        const QRect room = roomOnScreen();
        QVERIFY2(room.width() > 100 && room.height() > 60, when);
        const std::vector<QRect> pinned = plan()->pinnedBoxes();
        QVERIFY2(!pinned.empty(), when);
        for (const QRect& box : pinned) {
            const QString what = QStringLiteral("%1: room (%2,%3 %4×%5) under a box (%6,%7 %8×%9)")
                                     .arg(QLatin1String(when))
                                     .arg(room.x()).arg(room.y()).arg(room.width()).arg(room.height())
                                     .arg(box.x()).arg(box.y()).arg(box.width()).arg(box.height());
            QVERIFY2(!room.intersects(box), qPrintable(what));
        }
        // Still the room, not a corner of it: it fills the clear area's width or height.
        const QSize view = plan()->viewport()->size();
        QVERIFY2(room.width() > view.width() / 2 || room.height() > view.height() / 2, when);
    }

private Q_SLOTS:
    void initTestCase() {
        QVERIFY(f.dir.isValid());
        f.isolate();
    }
    void cleanup() { f.window.reset(); }

    /// By hand: an 800 × 600 view, a 1000 × 600 room, a 200 × 150 legend at
    /// its bottom-left (x 10–209, y 440–589). Beside it the room gets x 218–800
    /// (582 px wide: scale 0.582); above it y 0–432 (scale min(0.8, 0.72) =
    /// 0.72). Above wins. A legend that would halve the room is ignored.
    void clearAreaByHand() {
        const QRect legend(10, 440, 200, 150);
        QCOMPARE(ClearFit::area({1000, 600}, {800, 600}, {legend}), QRect(0, 0, 800, 432));
        QCOMPARE(ClearFit::area({1000, 600}, {800, 600}, {}), QRect(0, 0, 800, 600));
        const QRect huge(0, 100, 700, 490);
        QCOMPARE(ClearFit::area({1000, 600}, {800, 600}, {huge}), QRect(0, 0, 800, 600));
        // A tall room beside a wide legend: the legend's width is kept out.
        QCOMPARE(ClearFit::area({300, 600}, {800, 600}, {legend}), QRect(218, 0, 582, 600));
    }

    /// The liquid row and the 256-GPU example at three window sizes, with the
    /// category legend, a heat map's legend and the route legend.
    void fitKeepsTheRoomClear() {
        for (const char* example : {"liquid-row.json", "supernode-256-liquid-rail.json"}) {
            openExample(example);
            for (const QSize size : {QSize(1400, 900), QSize(1000, 700), QSize(1920, 800)}) {
                f.window->resize(size);
                settle();
                f.window->action(QStringLiteral("actionFit"))->trigger();
                settle();
                verifyRoomClear(qPrintable(QStringLiteral("%1 at %2x%3").arg(QLatin1String(example)).arg(size.width()).arg(size.height())));
            }
            // A heat map's legend is taller than the categories': the fitted room moves clear of it.
            plan()->heatMap()->setMetric(HeatMetric::RackPower);
            QTRY_VERIFY(plan()->heatMap()->legendBox(plan()->viewport()->rect(), plan()->font()).isValid());
            settle();
            verifyRoomClear(qPrintable(QStringLiteral("%1 with the rack kW map").arg(QLatin1String(example))));
            plan()->heatMap()->setMetric(HeatMetric::None);
            settle();
        }
    }

    /// Fitted, the room follows a resize; zoomed by the user, it stays as zoomed.
    void fittedUntilTheUserZooms() {
        openExample("liquid-row.json");
        f.window->resize(1000, 700);
        settle();
        verifyRoomClear("after a resize");
        plan()->zoomAbout(1.5, plan()->viewport()->rect().center());
        const double zoomed = plan()->pixelsPerMm();
        f.window->resize(1300, 850);
        settle();
        QCOMPARE(plan()->pixelsPerMm(), zoomed);
    }

    /// At the least window width the elevation's header takes two lines and
    /// the route legend folds, so the plan keeps as much width as the
    /// elevation and shows the room clear of the legends (before: the
    /// elevation's one-line header held it at 380 px and the plan got 70).
    void planKeepsItsShareAtTheLeastWidth() {
        openExample("supernode-256-liquid-rail.json");
        f.window->resize(f.window->minimumSizeHint().width(), 900);
        settle();
        f.window->action(QStringLiteral("actionFit"))->trigger();
        settle();
        QVERIFY(f.window->elevation()->headerOnTwoLines());
        QVERIFY2(plan()->width() >= f.window->elevation()->width() * 9 / 10,
                 qPrintable(QStringLiteral("plan %1 px, elevation %2 px").arg(plan()->width()).arg(f.window->elevation()->width())));
        auto* legend = plan()->findChild<QWidget*>(QStringLiteral("routeLegend"));
        QVERIFY(legend && legend->isVisible());
        QVERIFY2(legend->height() < 3 * legend->fontMetrics().height(), "folded to its title");
        verifyRoomClear("at the least width");
        // Wide again: one line, and the legend's rows back.
        f.window->resize(1400, 900);
        settle();
        QVERIFY(!f.window->elevation()->headerOnTwoLines());
        QTRY_VERIFY(legend->height() > 4 * legend->fontMetrics().height());
    }

    /// The docks, squeezed by the smallest window, get their widths back when it grows.
    void docksGetTheirWidthsBack() {
        openExample("liquid-row.json");
        auto* keeper = f.window->findChild<DockWidthKeeper*>();
        QVERIFY(keeper);
        auto* catalog = f.window->findChild<QDockWidget*>(QStringLiteral("catalogDock"));
        auto* properties = f.window->findChild<QDockWidget*>(QStringLiteral("propertiesDock"));
        QTRY_VERIFY(keeper->wantedWidth(catalog) > 0);
        // The user widens the properties dock to 420 px (as a drag of its edge does).
        f.window->resizeDocks({properties}, {420}, Qt::Horizontal);
        settle();
        QMouseEvent release(QEvent::MouseButtonRelease, QPointF(1, 1), f.window->mapToGlobal(QPointF(1, 1)), Qt::LeftButton,
                            Qt::NoButton, Qt::NoModifier);
        QCoreApplication::sendEvent(f.window.get(), &release);
        settle();
        QTRY_COMPARE(keeper->wantedWidth(properties), properties->width());
        const int catalogWidth = catalog->width(), propertiesWidth = properties->width();
        QVERIFY(propertiesWidth >= 400);

        f.window->resize(f.window->minimumSizeHint().width(), 400);
        settle();
        QVERIFY2(properties->width() < propertiesWidth, "the small window squeezes the docks");
        f.window->resize(1400, 900);
        settle();
        QTRY_VERIFY2(std::abs(properties->width() - propertiesWidth) <= 2,
                     qPrintable(QStringLiteral("properties %1 px, wanted %2").arg(properties->width()).arg(propertiesWidth)));
        QVERIFY2(std::abs(catalog->width() - catalogWidth) <= 2,
                 qPrintable(QStringLiteral("catalog %1 px, wanted %2").arg(catalog->width()).arg(catalogWidth)));
        // The drawings keep the rest.
        QVERIFY(plan()->width() > 300);
    }
};

QTEST_MAIN(TestPlanLayout)
#include "tst_plan_layout.moc"
