// A second working day on a saved design, through the
// window's own widgets — open it, move a rack across the aisle with the
// mouse, see the findings follow, undo once, Find a cable id, measure a tray
// run, print the floor plan to PDF, relabel a rack, save — with the figures
// checked at every step.
#include "tests/support/example_design.h"
#include "tests/support/pdf_tools.h"
#include "tests/views/window_fixture.h"
#include "views/cables/cable_table_model.h"
#include "views/cables/cable_table_panel.h"
#include "views/cabling/auto_reroute.h"
#include "views/common/selection_model.h"
#include "views/export/print_drawings_dialog.h"
#include "views/findings/findings_model.h"
#include "views/findings/findings_panel.h"
#include "views/findings/routing_findings.h"
#include "views/floorplan/floor_plan_view.h"
#include "views/floorplan/measure_tool.h"
#include "views/main/find_dialog.h"
#include "views/properties/properties_panel.h"

#include <QComboBox>
#include <QLineEdit>
#include <QListWidget>

#include <cmath>

using namespace sn;
using namespace sn::test;

class TestSecondDayWorkflow : public QObject {
    Q_OBJECT
    WindowFixture f;
    Design& design() const { return f.window->design(); }

    int unroutedFindings() const {
        int n = 0;
        for (const Finding& x : f.window->findChild<FindingsPanel*>()->model()->findings())
            n += x.ruleKey == QLatin1String(RoutingFindings::kUnroutedKey);
        return n;
    }
    int routedCables() const {
        int n = 0;
        for (const Cable& c : design().cables()) n += c.routeLengthMm.has_value();
        return n;
    }

private Q_SLOTS:
    void initTestCase() {
        QVERIFY(f.dir.isValid());
        f.isolate();
    }

    void secondDay() {
        // The first day's result: the liquid row, routed, saved as a project.
        const QString file = f.path(QStringLiteral("row.supernode"));
        {
            f.reset();
            QVERIFY(QTest::qWaitForWindowExposed(f.window.get()));
            const QString json = f.path(QStringLiteral("liquid-row.json"));
            DesignFile::save(*buildLiquidRowExample(), json);
            QVERIFY(f.window->openFile(json));
            QVERIFY(f.routeAll());
            QCOMPARE(routedCables(), 80);
            QVERIFY(f.window->saveTo(file));
        }

        // 1. Open it the next morning in a new window.
        f.reset();
        QVERIFY(QTest::qWaitForWindowExposed(f.window.get()));
        QVERIFY(f.window->openFile(file));
        f.window->action(QStringLiteral("actionFit"))->trigger();
        QCOMPARE(int(design().cables().size()), 80);
        QCOMPARE(routedCables(), 80);
        QTRY_COMPARE(unroutedFindings(), 0);

        // 2. Drag A03 3 m down, across the aisle, with the mouse: its footprint
        // (y 5000–6200) is then 1.8 m from tray T-A (y 2600), past the 600 mm
        // drop reach, and it no longer stands beside A02.
        const RackId a03 = DesignBuilder::rackId(QStringLiteral("A03"));
        FloorPlanView* plan = f.window->floorPlan();
        const QPointF grab(4000, 2250);  // A03 (x 3600–4400) clear of the tray over its middle
        const QPoint from = plan->mapFromScene(grab), to = plan->mapFromScene(grab + QPointF(0, 3000));
        QTest::mousePress(plan->viewport(), Qt::LeftButton, Qt::NoModifier, from);
        QTest::mouseMove(plan->viewport(), from + (to - from) / 3);
        QTest::mouseMove(plan->viewport(), to);
        QTest::mouseRelease(plan->viewport(), Qt::LeftButton, Qt::NoModifier, to);
        QCOMPARE(design().rack(a03)->yMm, 5000.0);  // 2 000 + 3 000 on the 100 mm grid
        QCOMPARE(design().undoStack().count(), 1);

        // 3. The findings follow: the cables between A03 and A01/A02 lose their
        // routes — per server 8 OSFP to the leaf and its BMC to the management
        // switch (4 × 9 = 36), and the two manifolds' supply and return hoses to
        // the CDU (4): 40 errors, the other 40 cables keep theirs.
        QTRY_COMPARE_WITH_TIMEOUT(unroutedFindings(), 40, AutoReroute::kSettleMs * 10);
        QCOMPARE(routedCables(), 40);
        QCOMPARE(design().undoStack().count(), 1);  // the re-route is part of the move

        // 4. Undo once: A03 back at y 2 000, every cable routed, no routing finding.
        design().undoStack().undo();
        QCOMPARE(design().rack(a03)->yMm, 2000.0);
        QCOMPARE(routedCables(), 80);
        QTRY_COMPARE(unroutedFindings(), 0);

        // 5. Find C00042 (Ctrl+F) and jump to it: it is the selection.
        QTest::keyClick(plan, Qt::Key_F, Qt::ControlModifier);
        auto* find = f.window->findChild<FindDialog*>(QStringLiteral("findDialog"));
        QVERIFY(find);
        QTest::keyClicks(find->textField(), QStringLiteral("C00042"));
        QCOMPARE(find->results()->count(), 1);
        QTest::keyClick(find->textField(), Qt::Key_Return);
        QCOMPARE(f.window->selection().cables().size(), size_t(1));
        QCOMPARE(design().cable(f.window->selection().cables().front())->label, QStringLiteral("C00042"));
        find->close();

        // 6. Measure along T-A from above A01's left edge (x 2000) to above
        // A03's right edge (x 4400): 2.40 m straight and along the tray.
        f.window->action(QStringLiteral("actionFit"))->trigger();
        f.window->action(QStringLiteral("actionMeasure"))->trigger();
        const QPoint a = plan->mapFromScene(QPointF(2000, 2600)), b = plan->mapFromScene(QPointF(4400, 2600));
        QTest::mouseClick(plan->viewport(), Qt::LeftButton, {}, a);
        QTest::mouseClick(plan->viewport(), Qt::LeftButton, {}, b);
        const auto& measured = f.window->measureTool()->result();
        QVERIFY(measured && measured->alongTraysMm);
        const double gridMm = 1 / plan->pixelsPerMm();  // the click lands within a pixel
        QVERIFY2(std::abs(*measured->alongTraysMm - 2400) <= 2 * gridMm, qPrintable(QString::number(*measured->alongTraysMm)));
        QVERIFY2(std::abs(measured->straightMm - 2400) <= 2 * gridMm, qPrintable(QString::number(measured->straightMm)));
        QVERIFY(f.window->measureTool()->text().contains(QStringLiteral("Along trays 2.4")));
        QTest::keyClick(plan, Qt::Key_Escape);
        QCOMPARE(design().undoStack().index(), 0);  // measuring changed nothing

        // 7. Print the floor plan to PDF: one A3 sheet, title block with the project and scale.
        f.window->selection().clear();
        f.window->action(QStringLiteral("actionPrintDrawings"))->trigger();
        auto* print = f.window->findChild<PrintDrawingsDialog*>(QStringLiteral("printDrawingsDialog"));
        QVERIFY(print);
        QCOMPARE(print->elevationsBox()->currentText(), QStringLiteral("None"));  // no rack selected
        const QString pdf = f.path(QStringLiteral("floor.pdf"));
        QCOMPARE(print->exportTo(pdf), 1);
        print->close();
        QString why;
        const auto info = pdfInfo(pdf, &why);
        QVERIFY2(info, qPrintable(why));
        QCOMPARE(info->pages, 1);
        const auto text = pdfText(pdf, &why);
        QVERIFY2(text, qPrintable(why));
        // 12 × 8 m and 400 mm of walls each side on A3's 400 × 242 mm drawing area:
        // 256 × 176 mm at 1:50, the largest standard scale that fits.
        for (const QString& s : {QStringLiteral("Liquid-cooled row example"), QStringLiteral("Floor plan"),
                                 QStringLiteral("Scale 1:50 on A3"), QStringLiteral("Sheet 1 of 1"), QStringLiteral("A03")})
            QVERIFY2(text->contains(s), qPrintable(s + QStringLiteral(" not in:\n") + *text));

        // 8. Relabel: A03 becomes N03 in Properties; the cable table's rows follow.
        f.window->selection().setRacks({a03});
        QLineEdit* name = f.window->properties()->rackName();
        name->setFocus();
        name->selectAll();
        QTest::keyClicks(name, QStringLiteral("N03"));
        QTest::keyClick(name, Qt::Key_Return);
        QCOMPARE(design().rack(a03)->name, QStringLiteral("N03"));
        QCOMPARE(design().undoStack().index(), 1);  // the undone move is gone from the redo side
        auto* table = f.window->findChild<CableTablePanel*>();
        const auto rowMentions = [&](const QString& what) {
            for (int r = 0; r < table->model()->rowCount(); ++r)
                for (int c = 0; c < table->model()->columnCount(); ++c)
                    if (table->model()->index(r, c).data().toString().contains(what)) return true;
            return false;
        };
        QTRY_VERIFY(rowMentions(QStringLiteral("N03")));

        // 9. Save (Ctrl+S) and read the file back: the new name, all 80 routes.
        QTest::keyClick(f.window.get(), Qt::Key_S, Qt::ControlModifier);
        QVERIFY(design().undoStack().isClean());
        const auto reread = DesignFile::open(file);
        QCOMPARE(reread->rack(a03)->name, QStringLiteral("N03"));
        int routed = 0;
        for (const Cable& c : reread->cables()) routed += c.routeLengthMm.has_value();
        QCOMPARE(routed, 80);
    }
};

QTEST_MAIN(TestSecondDayWorkflow)
#include "tst_second_day_workflow.moc"
