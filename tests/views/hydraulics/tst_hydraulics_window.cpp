// Coolant hydraulics in the editor: Analysis ▸ Coolant Hydraulics with the
// balancing table and Balance Valves (one undo step), the heat map of
// delivered flow, and facility pipes drawn as they are measured.
#include "model/commands/design_edits.h"
#include "model/routing/route_geometry.h"
#include "tests/support/test_paths.h"
#include "tests/views/window_fixture.h"
#include "views/floorplan/floor_plan_view.h"
#include "views/floorplan/heat_map_overlay.h"
#include "views/hydraulics/hydraulics_window.h"

#include <QAction>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTableWidget>

using namespace sn;
using namespace sn::test;

class TstHydraulicsWindow : public QObject {
    Q_OBJECT
private:
    WindowFixture m_fx;
    HydraulicsWindow* openWindow() {
        QAction* a = m_fx.window->action(QStringLiteral("actionHydraulics"));
        if (!a) return nullptr;
        a->trigger();
        auto* w = m_fx.window->findChild<HydraulicsWindow*>(QStringLiteral("hydraulicsWindow"));
        if (w && !QTest::qWaitForWindowExposed(w)) return nullptr;
        return w;
    }
    /// Column `column` of the table as numbers, in the table's order.
    static std::vector<double> column(QTableWidget* t, int column) {
        std::vector<double> out;
        for (int r = 0; r < t->rowCount(); ++r) out.push_back(t->item(r, column)->data(Qt::DisplayRole).toDouble());
        return out;
    }

private Q_SLOTS:
    void initTestCase() { m_fx.isolate(); }
    void init() {
        m_fx.reset();
        QVERIFY(m_fx.window->openFile(sourceDir() + QStringLiteral("/resources/examples/supernode-256-liquid-rail.json")));
        QVERIFY(QTest::qWaitForWindowExposed(m_fx.window.get()));
    }
    void cleanup() { m_fx.window.reset(); }

    void balancingTableFollowsEditsAndBalancesInOneStep() {
        HydraulicsWindow* w = openWindow();
        QVERIFY(w);
        QTableWidget* t = w->balancingTable();
        // Solved on a worker: one balancing valve per rack, 8 racks, each on its manifold's return pipe.
        QTRY_COMPARE_WITH_TIMEOUT(t->rowCount(), 8, 10000);
        // The bundled example is saved balanced: every valve as set is the worked-out setting.
        QCOMPARE(column(t, 7), column(t, 8));
        QVERIFY(!w->balanceButton()->isEnabled());
        QVERIFY(w->reportView()->toPlainText().contains(QStringLiteral("Branch spread")));
        // Close one valve to one turn by hand (the cable's properties do the same): it now differs.
        Design& design = m_fx.window->design();
        const QString pipe = t->item(0, 2)->text();
        const Cable* cable = nullptr;
        for (const Cable& c : design.cables())
            if (c.label == pipe) cable = &c;
        QVERIFY(cable && cable->valveTurns);
        const double before = *cable->valveTurns;
        Cable opened = *cable;
        opened.valveTurns = 1.0;
        EditResult edit = DesignEdits::editCable(design, opened);
        QVERIFY(edit);
        design.undoStack().push(edit.command.release());
        QTRY_VERIFY(w->balanceButton()->isEnabled());
        const int steps = design.undoStack().index();
        QTest::mouseClick(w->balanceButton(), Qt::LeftButton);
        QCOMPARE(design.undoStack().index(), steps + 1);  // one step for every valve
        QCOMPARE(*design.cable(opened.id)->valveTurns, before);
        QTRY_VERIFY(!w->balanceButton()->isEnabled());
        design.undoStack().undo();
        QCOMPARE(*design.cable(opened.id)->valveTurns, 1.0);
        QTRY_VERIFY(w->balanceButton()->isEnabled());
    }

    void heatMapShowsDeliveredFlow() {
        QAction* a = m_fx.window->action(QStringLiteral("actionHeatMapDeliveredFlow"));
        QVERIFY(a);
        a->trigger();
        HeatMapOverlay* heat = m_fx.window->floorPlan()->heatMap();
        QCOMPARE(heat->metric(), HeatMetric::DeliveredFlow);
        // Balanced, the pumps' speed control gives every rack its flow: 100 % to
        // 105 % of what its heat needs (the spread the balancing aims under).
        for (const Rack& rack : m_fx.window->design().racks()) {
            const auto v = heat->figures().rack(rack.id, HeatMetric::DeliveredFlow);
            if (!v) continue;  // a rack of switches needs no water
            QVERIFY2(v->value >= 99.9 && v->value <= 105.0, qPrintable(rack.name + QString::number(v->value)));
        }
    }

    void pipesAreDrawnAlongTheRowThenAcross() {
        const Design& design = m_fx.window->design();
        int pipes = 0;
        for (const CableRoute& r : RouteGeometry::of(design)) {
            if (r.media != CableMedia::Coolant || design.cable(r.cable)->trays.size() > 0) continue;
            ++pipes;
            // Every leg runs along x or along y, never diagonally.
            for (size_t i = 1; i < r.pointsMm.size(); ++i) {
                const QPointF d = r.pointsMm[i] - r.pointsMm[i - 1];
                QVERIFY(std::abs(d.x()) < 0.5 || std::abs(d.y()) < 0.5);
            }
        }
        QVERIFY(pipes >= 16);  // 8 racks × supply and return
    }
};

QTEST_MAIN(TstHydraulicsWindow)
#include "tst_hydraulics_window.moc"
