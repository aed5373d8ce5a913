// View ▸ Heat Map ▸ GPUs Lost if a Part Fails on
// the floor plan, and Analysis ▸ Fault Domains with its blast-radius table,
// editable failure rates (undoable) and the rank placement of a plan.
#include "tests/support/test_paths.h"
#include "tests/views/window_fixture.h"
#include "views/common/selection_model.h"
#include "views/elevation/elevation_panel.h"
#include "views/elevation/rack_elevation_view.h"
#include "views/faults/fault_impact_overlay.h"
#include "views/faults/faults_window.h"
#include "views/floorplan/floor_plan_view.h"
#include "views/floorplan/heat_map_overlay.h"

#include <QAction>
#include <QScreen>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>
#include <QTableWidget>

using namespace sn;
using namespace sn::test;

class TstFaultsWindow : public QObject {
    Q_OBJECT
private:
    WindowFixture m_fx;
    HeatMapOverlay* heat() const { return m_fx.window->floorPlan()->heatMap(); }
    static int rowOf(QTableWidget* table, const QString& first) {
        for (int r = 0; r < table->rowCount(); ++r)
            if (table->item(r, 0)->text() == first) return r;
        return -1;
    }
    /// The rate table's row of a catalog type (the row shows its vendor and model).
    static int rowOfType(QTableWidget* rates, const QString& typeId) {
        for (int r = 0; r < rates->rowCount(); ++r)
            if (rates->item(r, 0)->data(FaultsWindow::kTypeIdRole).toString() == typeId) return r;
        return -1;
    }
    FaultsWindow* openFaults() {
        QAction* a = m_fx.window->action(QStringLiteral("actionFaults"));
        if (!a) return nullptr;
        a->trigger();
        auto* w = m_fx.window->findChild<FaultsWindow*>(QStringLiteral("faultsWindow"));
        if (w && !QTest::qWaitForWindowExposed(w)) return nullptr;
        // The analysis is computed on a worker from a snapshot.
        if (w && !QTest::qWaitFor([w] { return w->isUpToDate(); }, 10000)) return nullptr;
        return w;
    }

private Q_SLOTS:
    void initTestCase() { m_fx.isolate(); }
    void init() {
        m_fx.reset();
        QVERIFY(m_fx.window->openFile(sourceDir() + QStringLiteral("/tests/data/faults/supernode-256-liquid-rail.json")));
        QVERIFY(QTest::qWaitForWindowExposed(m_fx.window.get()));
    }
    void cleanup() { m_fx.window.reset(); }

    void heatMapShowsGpusLost() {
        QAction* a = m_fx.window->action(QStringLiteral("actionHeatMapGpusLost"));
        QVERIFY(a);
        a->trigger();
        QCOMPARE(heat()->metric(), HeatMetric::GpusLost);
        // A01's manifold feeds both its servers: 2 × 8 = 16 GPUs, the worst
        // part in the rack (a server alone is 8; the 2N PDUs lose none).
        const RackId a01 = m_fx.window->design().racks()[0].id;
        QCOMPARE(m_fx.window->design().racks()[0].name, QStringLiteral("A01"));
        QCOMPARE(heat()->textOf(a01), QStringLiteral("16 GPUs"));
        QCOMPARE(heat()->figures().worstPartIn(a01), QStringLiteral("A01-MAN1"));
        // A09 holds the rail leaves: losing one costs every server a rail but no GPU.
        const Rack& a09 = m_fx.window->design().racks()[8];
        QCOMPARE(a09.name, QStringLiteral("A09"));
        QCOMPARE(heat()->textOf(a09.id), QStringLiteral("0 GPUs"));
    }

    void tableListsBlastRadius() {
        FaultsWindow* w = openFaults();
        QVERIFY(w);
        QTableWidget* t = w->blastTable();
        QCOMPARE(t->rowCount(), int(w->analysis()->radii.size()));
        // Sorted by GPUs lost: the only CDU (and its loop) lead with all 256 GPUs.
        QCOMPARE(t->item(0, 2)->data(Qt::DisplayRole).toInt(), 256);
        const int cdu = rowOf(t, QStringLiteral("CDU1"));
        QVERIFY(cdu >= 0 && cdu <= 1);
        QCOMPARE(t->item(cdu, 1)->text(), QStringLiteral("CDU"));  // a reader's word, not the CLI's id
        QCOMPARE(t->item(rowOf(t, QStringLiteral("SU1-LEAF1")), 1)->text(), QStringLiteral("leaf switch"));
        QCOMPARE(t->item(cdu, 2)->data(Qt::DisplayRole).toInt(), 256);
        // A rail leaf: none lost, all 256 degraded (one rail each).
        const int leaf = rowOf(t, QStringLiteral("SU1-LEAF1"));
        QVERIFY(leaf >= 0);
        QCOMPARE(t->item(leaf, 2)->data(Qt::DisplayRole).toInt(), 0);
        QCOMPARE(t->item(leaf, 3)->data(Qt::DisplayRole).toInt(), 256);
        // The summary: 42.024 /yr ÷ 52.18 = 0.805 per week (see tst_failure_interval).
        QVERIFY2(w->summary()->text().contains(QStringLiteral("0.805")), qPrintable(w->summary()->text()));
    }

    /// Choosing a part in the table shows what its failure takes down on the plan and the elevation.
    void choosingAPartShowsWhatItTakesDown() {
        // With a heat map on: its items share the scene, and an item type
        // shared with them once handed a heat cell over as the overlay.
        m_fx.window->action(QStringLiteral("actionHeatMapRackPower"))->trigger();
        FaultsWindow* w = openFaults();
        QVERIFY(w);
        const Design& d = m_fx.window->design();
        auto overlay = [&]() -> FaultImpactOverlay* {
            FaultImpactOverlay* found = nullptr;
            for (QGraphicsItem* item : m_fx.window->floorPlan()->scene()->items())
                if (item->type() == FaultImpactOverlay::Type) {
                    auto* o = dynamic_cast<FaultImpactOverlay*>(item);
                    if (!o) return nullptr;  // another kind of item with the overlay's type
                    found = o;
                }
            return found;
        };
        auto deviceNamed = [&](const QString& name) {
            for (const Device& dev : d.devices())
                if (dev.name == name) return dev.id;
            return DeviceId::create();
        };
        const RackId a01 = d.racks()[0].id;
        // A01-MAN1 feeds both of A01's servers: their 2 × 8 = 16 GPUs are lost, in A01 alone.
        QVERIFY(w->choosePart(QStringLiteral("A01-MAN1")));
        QVERIFY(overlay());
        QCOMPARE(overlay()->textOf(a01), QStringLiteral("16 lost"));
        QCOMPARE(overlay()->colourOf(a01), FaultImpactOverlay::colour(PartImpact::Effect::Lost));
        for (int i = 1; i < d.racks().size(); ++i) QVERIFY(!overlay()->colourOf(d.racks()[i].id).isValid());
        // The elevation shows the manifold's rack with both servers marked lost.
        QCOMPARE(m_fx.window->elevation()->scene()->rack(), std::optional<RackId>(a01));
        const auto& tints = m_fx.window->elevation()->view()->deviceTints();
        for (const char* server : {"A01-S1", "A01-S2"})
            QCOMPARE(tints.value(deviceNamed(QLatin1String(server))), FaultImpactOverlay::colour(PartImpact::Effect::Lost));

        // A rail leaf: every server keeps 7 of its 8 rails, so each rack's
        // GPUs are degraded, 8 per server, 256 in all, none lost.
        QVERIFY(w->choosePart(QStringLiteral("SU1-LEAF1")));
        int degraded = 0;
        for (const Rack& rack : d.racks()) {
            int gpus = 0;
            for (DeviceId id : d.devicesIn(rack.id)) gpus += d.device(id)->typeId == QLatin1String("hgx-b200-8gpu-liquid") ? 8 : 0;
            QCOMPARE(overlay()->textOf(rack.id), gpus ? QStringLiteral("%1 degraded").arg(gpus) : QString());
            degraded += gpus;
        }
        QCOMPARE(degraded, 256);

        // A click on a server's row, as a user would: its 8 GPUs lost.
        QTableWidget* t = w->blastTable();
        const int row = rowOf(t, QStringLiteral("A01-S1"));
        QVERIFY(row >= 0);
        t->scrollToItem(t->item(row, 0));
        QTest::mouseClick(t->viewport(), Qt::LeftButton, {}, t->visualItemRect(t->item(row, 0)).center());
        QCOMPARE(overlay()->textOf(a01), QStringLiteral("8 lost"));
        QCOMPARE(m_fx.window->selection().devices(), std::vector<DeviceId>{deviceNamed(QStringLiteral("A01-S1"))});

        // Closing the window takes the marks away.
        w->close();
        QVERIFY(!overlay()->impact());
        QVERIFY(m_fx.window->elevation()->view()->deviceTints().isEmpty());
    }

    void editingARateIsOneUndoStep() {
        FaultsWindow* w = openFaults();
        QVERIFY(w);
        QTableWidget* rates = w->rateTable();
        const int row = rowOfType(rates, QStringLiteral("hgx-b200-8gpu-liquid"));
        QVERIFY(row >= 0);
        // Named as a reader knows it, not by its catalog id.
        const DeviceType* b200 = m_fx.window->design().catalog().device(QStringLiteral("hgx-b200-8gpu-liquid"));
        QCOMPARE(rates->item(row, 0)->text(), b200->vendor + QLatin1Char(' ') + b200->model);
        // The field-data default: 8 × 268/2 423.93 + 14/302.99 + 8 × 7/2 423.93 = 0.953821 /yr.
        QVERIFY(qAbs(rates->item(row, 2)->data(Qt::DisplayRole).toDouble() - 0.953821) < 1e-6);
        // Typing 0.848 (8 × 10.6 %/yr) into the cell edits the design's type.
        rates->item(row, 2)->setData(Qt::DisplayRole, 0.848);
        const DeviceType* type = m_fx.window->design().catalog().device(QStringLiteral("hgx-b200-8gpu-liquid"));
        QVERIFY(type->failureRate);
        QCOMPARE(type->failureRate->annualRate, 0.848);
        w->refresh();
        QVERIFY(!w->isUpToDate());  // computing on the worker
        QTRY_VERIFY(w->isUpToDate());
        // 32 × 0.848 = 27.136 /yr of server failures.
        QVERIFY(qAbs(w->analysis()->interval.gpuDeviceAnnual - 27.136) < 1e-9);
        m_fx.window->design().undoStack().undo();
        QVERIFY(!m_fx.window->design().catalog().device(QStringLiteral("hgx-b200-8gpu-liquid"))->failureRate);
        // A negative rate is refused by the catalog's checks, nothing changes.
        QVERIFY(!w->setRate(QStringLiteral("hgx-b200-8gpu-liquid"), -1).isEmpty());
        QVERIFY(!m_fx.window->design().catalog().device(QStringLiteral("hgx-b200-8gpu-liquid"))->failureRate);
    }

    void filterShowsTheRowsOfAPartOrKind() {
        FaultsWindow* w = openFaults();
        QVERIFY(w);
        QTableWidget* t = w->blastTable();
        auto* filter = w->findChild<QLineEdit*>(QStringLiteral("faultBlastFilter"));
        QVERIFY(filter);
        const auto shown = [t] {
            QStringList kinds;
            for (int r = 0; r < t->rowCount(); ++r)
                if (!t->isRowHidden(r)) kinds << t->item(r, 1)->text();
            return kinds;
        };
        QCOMPARE(shown().size(), t->rowCount());
        QTest::keyClicks(filter, QStringLiteral("phase"));
        const QStringList phases = shown();
        QVERIFY(!phases.isEmpty() && phases.size() < t->rowCount());
        for (const QString& k : phases) QCOMPARE(k, QStringLiteral("PDU phase"));
        // By part name: A01's own parts and phases.
        filter->setText(QStringLiteral("A01-MAN1"));
        QCOMPARE(shown(), QStringList{QStringLiteral("manifold")});
        filter->clear();
        QCOMPARE(shown().size(), t->rowCount());
    }

    void placementDefaultsToTheWholeDesign() {
        FaultsWindow* w = openFaults();
        QVERIFY(w);
        // No plan recorded in this file: one job on all 256 GPUs, TP 8 within
        // each HGX board's NVLink domain: TP 8 × PP 1 × DP 32.
        QVERIFY(!m_fx.window->design().parallelismPlan() || !m_fx.window->design().parallelismPlan()->hasRanks());
        QCOMPARE(w->tpBox()->value(), 8);
        QCOMPARE(w->ppBox()->value(), 1);
        QCOMPARE(w->dpBox()->value(), 32);
        QCOMPARE(w->placementTable()->rowCount(), 32);
    }

    void escAndCtrlWCloseAWindowThatFitsTheScreen() {
        FaultsWindow* w = openFaults();
        QVERIFY(w);
        // 1 100 × 700 preferred; the screen's available area holds it whole.
        const QRect area = w->screen()->availableGeometry();
        QVERIFY2(area.contains(w->frameGeometry()),
                 qPrintable(QStringLiteral("%1,%2 %3x%4 in %5x%6")
                                .arg(w->frameGeometry().x()).arg(w->frameGeometry().y())
                                .arg(w->frameGeometry().width()).arg(w->frameGeometry().height())
                                .arg(area.width()).arg(area.height())));
        w->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(w));
        QTest::keyClick(w, Qt::Key_Escape);
        QTRY_VERIFY(!w->isVisible());
        w = openFaults();
        w->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(w));
        QTest::keyClick(w, Qt::Key_W, Qt::ControlModifier);
        QTRY_VERIFY(!w->isVisible());
    }

    void placementFollowsThePlan() {
        FaultsWindow* w = openFaults();
        QVERIFY(w);
        w->tabs()->setCurrentIndex(2);
        // TP 8 × PP 4 × DP 8 = 256 GPUs: 8 replicas of 4 servers in the one SU.
        w->tpBox()->setValue(8);
        w->ppBox()->setValue(4);
        w->dpBox()->setValue(8);
        QCOMPARE(w->placementTable()->rowCount(), 8);
        QCOMPARE(w->placementTable()->item(0, 1)->text(), QStringLiteral("0–31"));
        QCOMPARE(w->placementTable()->item(0, 2)->text(), QStringLiteral("SU1"));
        // DP 9 would need 36 servers of the 32: refused, with the reason shown.
        w->dpBox()->setValue(9);
        QCOMPARE(w->placementTable()->rowCount(), 0);
        QVERIFY(w->placementMessage()->text().contains(QStringLiteral("36")));
    }
};

QTEST_MAIN(TstFaultsWindow)
#include "tst_faults_window.moc"
