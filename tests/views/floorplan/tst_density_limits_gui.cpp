// The editor holds racks to the limits the wizard fills them to
// (analysis/rack_fill): a palette drop onto the floor plan past a
// rack's PDU capacity or kW budget is refused naming the limit, and the Add
// Row dialog says how many servers a rack of the row takes and which limit
// binds, and gives the racks its budget.
#include "tests/support/design_builder.h"
#include "views/floorplan/add_row_dialog.h"
#include "views/floorplan/floor_plan_scene.h"
#include "views/floorplan/floor_plan_view.h"
#include "views/floorplan/row_plan.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QtTest>

using namespace sn;
using sn::test::DesignBuilder;

namespace {
// HGX B200 liquid: 14.3 kW max, 80 % liquid, 4U; 415 V 63 A PDU continuous
// √3 · 415 · 63 · 0.8 = 36.2 kW, an A/B pair carries that with one feed lost.
const QString kServer = QStringLiteral("hgx-b200-8gpu-liquid");
}  // namespace

class TestDensityLimitsGui : public QObject {
    Q_OBJECT
private:
    std::unique_ptr<Design> m_design;
    std::unique_ptr<FloorPlanView> m_view;

    void show(std::unique_ptr<Design> design) {
        m_design = std::move(design);
        auto* scene = new FloorPlanScene(*m_design);
        m_view = std::make_unique<FloorPlanView>(scene);
        scene->setParent(m_view.get());
        m_view->resize(1000, 800);
        m_view->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_view.get()));
        m_view->fitAll();
    }
    /// A01 (800 × 1200 mm at (1000, 1000), centre (1400, 1600)) with servers at U1, U5, …
    static DesignBuilder rack(int servers, double budgetW) {
        DesignBuilder b;
        b.room(10000, 8000).row(QStringLiteral("A")).rack(QStringLiteral("A01"), 1000, 1000,
                                                          QStringLiteral("rack-48u-800x1200"), budgetW);
        for (int i = 0; i < servers; ++i)
            b.device(kServer, QStringLiteral("A01"), 1 + 4 * i, QStringLiteral("S%1").arg(i + 1));
        return b;
    }

    /// The dialog's row of 48U 800 mm racks (30 kW air limit).
    static RowPlan withWideRacks(AddRowDialog& dialog) {
        RowPlan plan = dialog.plan();
        plan.rackTypeId = QStringLiteral("rack-48u-800x1200");
        dialog.setPlan(plan);
        return plan;
    }
    /// The line that says what a rack of the row takes.
    static const QLabel* densityOf(const AddRowDialog& dialog) {
        for (const QLabel* l : dialog.findChildren<QLabel*>())
            if (l->text().startsWith(QLatin1String("Each rack"))) return l;
        return nullptr;
    }

private Q_SLOTS:
    void cleanup() {
        m_view.reset();
        m_design.reset();
    }

    void dropPastPduCapacityIsRefused() {
        DesignBuilder b = rack(2, 0);
        b.sideDevice(QStringLiteral("pdu-3ph-415v-63a"), QStringLiteral("A01"), SideChannel::Left, 0,
                     QStringLiteral("PA"))
            .sideDevice(QStringLiteral("pdu-3ph-415v-63a"), QStringLiteral("A01"), SideChannel::Right, 0,
                        QStringLiteral("PB"));
        show(b.build());
        QSignalSpy hints(m_view.get(), &FloorPlanView::hint);
        // Two servers draw 28.6 kW of the pair's 36.2 kW; a third would draw 42.9 kW.
        QVERIFY(!m_view->dropDevice(kServer, QPointF(1400, 1600)));
        QCOMPARE(m_design->devices().size(), 4);
        QCOMPARE(m_design->undoStack().count(), 0);
        QVERIFY(!hints.isEmpty());
        const QString why = hints.last().at(0).toString();
        QVERIFY2(why.contains(QLatin1String("PDU capacity: 42.9 kW of 36.2 kW")), qPrintable(why));
    }

    void dropPastTheBudgetIsRefused() {
        // Four servers at a 60 kW budget draw 57.2 kW; a fifth 71.5 kW.
        show(rack(4, 60000).build());
        QSignalSpy hints(m_view.get(), &FloorPlanView::hint);
        QVERIFY(!m_view->dropDevice(kServer, QPointF(1400, 1600)));
        QCOMPARE(m_design->devices().size(), 4);
        const QString why = hints.last().at(0).toString();
        QVERIFY2(why.contains(QLatin1String("power budget: 71.5 kW of 60.0 kW")), qPrintable(why));
        // Under budget a drop still lands: three servers, a fourth at 57.2 kW.
        show(rack(3, 60000).build());
        QVERIFY(m_view->dropDevice(kServer, QPointF(1400, 1600)));
        QCOMPARE(m_design->devices().size(), 4);
    }

    void addRowSaysWhatARackTakes() {
        show(rack(4, 60000).build());
        AddRowDialog dialog(*m_design);
        const RowPlan plan = withWideRacks(dialog);
        // The design's server and budget are the dialog's: 4 × 14.3 = 57.2 kW, a fifth 71.5 kW.
        const QLabel* density = densityOf(dialog);
        QVERIFY(density);
        QVERIFY2(density->text().contains(QStringLiteral("up to 4 ×")), qPrintable(density->text()));
        QVERIFY2(density->text().contains(QLatin1String("power budget: 71.5 kW of 60.0 kW")),
                 qPrintable(density->text()));
        // The new racks get the 60 kW budget, so drops into them are held to it.
        auto* ok = dialog.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok);
        QVERIFY(ok->isEnabled());
        QTest::mouseClick(ok, Qt::LeftButton);
        QCOMPARE(m_design->racks().size(), 1 + plan.count);
        for (const Rack& r : m_design->racks()) QCOMPARE(r.powerBudgetW, 60000.0);
    }

    void addRowWithoutABudgetNamesTheAirLimit() {
        show(rack(1, 0).build());
        AddRowDialog dialog(*m_design);
        withWideRacks(dialog);
        // No budget: air 10 × 2.86 = 28.6 kW of the rack type's 30 kW; 11 → 31.46 kW.
        const QLabel* density = densityOf(dialog);
        QVERIFY(density);
        QVERIFY2(density->text().contains(QStringLiteral("up to 10 ×")), qPrintable(density->text()));
        QVERIFY2(density->text().contains(QLatin1String("air-cooling limit: 31.5 kW of 30.0 kW")),
                 qPrintable(density->text()));
    }
};

QTEST_MAIN(TestDensityLimitsGui)
#include "tst_density_limits_gui.moc"
