// View ▸ Heat Map on the editor's floor plan: the legend appears, each rack
// shows its hand-computed figure, and the map follows edits.
#include "model/commands/design_edits.h"
#include "tests/support/test_paths.h"
#include "tests/views/power_cooling_design.h"
#include "tests/views/window_fixture.h"
#include "views/floorplan/floor_plan_items.h"
#include "views/floorplan/floor_plan_scene.h"
#include "views/floorplan/floor_plan_view.h"
#include "views/floorplan/heat_map_overlay.h"
#include "views/floorplan/heat_map_style.h"

#include <QAction>
#include <QImage>
#include <QSplitter>

using namespace sn;
using namespace sn::test;

namespace {
const RackId kR1 = DesignBuilder::rackId(QStringLiteral("R1"));
const RackId kR2 = DesignBuilder::rackId(QStringLiteral("R2"));
const RackId kR3 = DesignBuilder::rackId(QStringLiteral("R3"));
}  // namespace

class TstHeatMap : public QObject {
    Q_OBJECT
private:
    WindowFixture m_fx;
    HeatMapOverlay* heat() const { return m_fx.window->floorPlan()->heatMap(); }
    QImage viewportImage() const {
        FloorPlanView* view = m_fx.window->floorPlan();
        view->viewport()->repaint();
        return view->viewport()->grab().toImage();
    }
    void choose(const char* action) {
        QAction* a = m_fx.window->action(QString::fromLatin1(action));
        QVERIFY(a);
        a->trigger();
    }

private Q_SLOTS:
    void initTestCase() { m_fx.isolate(); }
    void init() {
        const QString file = m_fx.path(QStringLiteral("heat.json"));
        DesignFile::save(*powerCoolingDesign(), file);
        m_fx.reset();
        QVERIFY(m_fx.window->openFile(file));
        QVERIFY(QTest::qWaitForWindowExposed(m_fx.window.get()));
        m_fx.window->floorPlan()->fitAll();
    }
    void cleanup() { m_fx.window.reset(); }

    void rackPowerShowsLegendAndKw() {
        QVERIFY(!heat()->isActive());
        QVERIFY(heat()->textOf(kR1).isEmpty());
        choose("actionHeatMapRackPower");
        QCOMPARE(heat()->metric(), HeatMetric::RackPower);
        // R1: 2 × 14.3 kW = 28.6 kW (95 % of 30 kW); R2: 14.3 kW, over its 10 kW; R3: empty, no budget.
        QCOMPARE(heat()->textOf(kR1), QStringLiteral("28.6"));
        QCOMPARE(heat()->textOf(kR2), QStringLiteral("14.3"));
        QCOMPARE(heat()->textOf(kR3), QStringLiteral("0.0"));
        QCOMPARE(heat()->colourOf(kR1), HeatMapStyle::colour(28600.0 / 30000.0));
        QCOMPARE(heat()->colourOf(kR2), HeatMapStyle::colour(1.43));
        QCOMPARE(heat()->colourOf(kR2), QColor(0x8e, 0x24, 0xaa));  // past the limit: purple
        QCOMPARE(heat()->colourOf(kR3), HeatMapStyle::colour(std::nullopt));

        // The legend's colour bar is drawn in the view's corner: green at 0 %, red at 100 %.
        const QImage image = viewportImage();
        const QRect bar = heat()->legendBar();
        QVERIFY(!bar.isEmpty());
        QVERIFY(image.rect().contains(bar));
        const QColor left = image.pixelColor(bar.left() + 2, bar.center().y());
        const QColor right = image.pixelColor(bar.right() - 2, bar.center().y());
        QVERIFY2(left.green() > 120 && left.red() < 80, qPrintable(left.name()));
        QVERIFY2(right.red() > 180 && right.green() < 90, qPrintable(right.name()));

        // The cell is painted on the rack: its centre shows the heat colour, not the category colour.
        FloorPlanView* view = m_fx.window->floorPlan();
        const QPoint r3 = view->mapFromScene(QPointF(2600 + 400, 1000 + 1100));  // low in R3, below the text
        QCOMPARE(image.pixelColor(r3), HeatMapStyle::colour(std::nullopt));
    }

    void followsEditsAndSwitchesOff() {
        choose("actionHeatMapRackPower");
        // A server into the empty R3 (R1's 30 kW would refuse a third: 42.9 kW).
        Design& d = m_fx.window->design();
        Device server;
        server.typeId = QStringLiteral("hgx-b200-8gpu-liquid");
        server.name = QStringLiteral("srv4");
        server.placement.rack = kR3;
        server.placement.u = 9;
        EditResult add = DesignEdits::placeDevice(d, server);
        QVERIFY2(add, qPrintable(add.error));
        d.undoStack().push(add.command.release());
        QTRY_COMPARE(heat()->textOf(kR3), QStringLiteral("14.3"));
        d.undoStack().undo();
        QTRY_COMPARE(heat()->textOf(kR3), QStringLiteral("0.0"));

        choose("actionHeatMapNone");
        QVERIFY(!heat()->isActive());
        QVERIFY(heat()->textOf(kR1).isEmpty());
        viewportImage();
        QVERIFY(heat()->legendBar().isEmpty());  // no heat legend drawn any more
    }

    void otherMetricsShowTheirFigures() {
        choose("actionHeatMapPowerDensity");
        // 28.6 kW / (0.8 m × 2.4 m) = 14.9 kW/m².
        QCOMPARE(heat()->textOf(kR1), QStringLiteral("14.9"));
        choose("actionHeatMapFlowMargin");
        // 200 − 60 · 22.88 / (0.997 · 4.18 · 10) = 200 − 32.94 = +167.1 L/min; R2 on no loop.
        QCOMPARE(heat()->textOf(kR1), QStringLiteral("+167.1"));
        QCOMPARE(heat()->textOf(kR2), QStringLiteral("–"));
        choose("actionHeatMapTrayFill");
        // Two Ø 9 mm cords in 600 × 100 mm: 127.2 / 60 000 = 0.2 %; racks are not coloured.
        QCOMPARE(heat()->textOf(trayT1(m_fx.window->design())), QStringLiteral("0.2 %"));
        QVERIFY(heat()->textOf(kR1).isEmpty());
    }

    /// Two trays side by side put their cards on one spot: one card shows, the
    /// other is hidden; a tray elsewhere keeps its own.
    void trayCardsDoNotOverlap() {
        auto d = DesignBuilder()
                     .room(10000, 8000)
                     .tray(QStringLiteral("T1"), {QPointF(1000, 1000), QPointF(6000, 1000)})
                     .tray(QStringLiteral("T2"), {QPointF(1000, 1200), QPointF(6000, 1200)})
                     .tray(QStringLiteral("T3"), {QPointF(1000, 5000), QPointF(6000, 5000)})
                     .build();
        const QString file = m_fx.path(QStringLiteral("trays.json"));
        DesignFile::save(*d, file);
        QVERIFY(m_fx.window->openFile(file));
        choose("actionHeatMapTrayFill");
        const auto id = [](const char* name) { return TrayId::fromName(QStringLiteral("tray/") + QLatin1String(name)); };
        // The cards are as tall as the trays are wide (at least 250 mm): 200 mm apart they overlap.
        QVERIFY(heat()->trayLabelShown(id("T1")) != heat()->trayLabelShown(id("T2")));
        QVERIFY(heat()->trayLabelShown(id("T3")));
    }

    void shortcutsPickTheMap() {
        QAction* a = m_fx.window->action(QStringLiteral("actionHeatMapFlowMargin"));
        QCOMPARE(a->shortcut(), QKeySequence(QStringLiteral("Alt+3")));
        QCOMPARE(m_fx.window->action(QStringLiteral("actionHeatMapNone"))->shortcut(), QKeySequence(QStringLiteral("Alt+0")));
    }

    void rackDragStillWorksOverTheMap() {
        choose("actionHeatMapRackPower");
        FloorPlanView* view = m_fx.window->floorPlan();
        // The heat cell has no shape: a press on the rack reaches the rack item.
        const QPoint at = view->mapFromScene(QPointF(1400, 1600));
        QVERIFY(qgraphicsitem_cast<RackFloorItem*>(view->itemAt(at)));
    }

    /// With SN_SCREENSHOT_DIR set, writes floor-plan-heat-map.png: the 256-GPU example's
    /// floor plan with the rack-kW map, at the size of the editor's --screenshot.
    void writeScreenshot() {
        const QString dir = qEnvironmentVariable("SN_SCREENSHOT_DIR");
        if (dir.isEmpty()) QSKIP("SN_SCREENSHOT_DIR is not set");
        QVERIFY(m_fx.window->openFile(sourceDir() + QStringLiteral("/resources/examples/supernode-256-liquid-rail.json")));
        m_fx.window->resize(1600, 1000);
        choose("actionHeatMapRackPower");
        // Give the plan most of the width so the figures on the racks read.
        if (auto* split = m_fx.window->centralWidget()->findChild<QSplitter*>(QString(), Qt::FindDirectChildrenOnly)) split->setSizes({1100, 250});
        QCoreApplication::processEvents();
        m_fx.window->action(QStringLiteral("actionFit"))->trigger();
        QCoreApplication::processEvents();
        QVERIFY(m_fx.window->grab().toImage().save(dir + QStringLiteral("/floor-plan-heat-map.png"), "PNG"));
    }
};

QTEST_MAIN(TstHeatMap)
#include "tst_heat_map.moc"
