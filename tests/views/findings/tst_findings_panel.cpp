// The findings dock of a real MainWindow: live counts in its title after an
// edit and its undo, filtering, and a double-click that selects the
// finding's rack and zooms the floor plan to it.
#include "model/commands/edit_object_command.h"
#include "model/rules/rule_engine.h"
#include "tests/views/window_fixture.h"
#include "views/common/selection_model.h"
#include "views/findings/findings_model.h"
#include "views/findings/findings_panel.h"
#include "views/floorplan/floor_plan_view.h"

#include <QDockWidget>
#include <QLineEdit>
#include <QToolButton>
#include <QTreeView>

using namespace sn;
using namespace sn::test;

namespace {

const QString kH100Air = QStringLiteral("hgx-h100-8gpu-air");  // 8 U, 8 670 W typical, 10 200 W max, no liquid

/// The index of the first finding of `ruleKey` in the panel's tree, or an invalid index.
QModelIndex findingOf(const FindingsModel& model, const QString& ruleKey) {
    for (int s = 0; s < model.rowCount(); ++s) {
        const QModelIndex severity = model.index(s, 0);
        for (int r = 0; r < model.rowCount(severity); ++r) {
            const QModelIndex rule = model.index(r, 0, severity);
            const QModelIndex first = model.index(0, 0, rule);
            if (const Finding* f = model.finding(first); f && f->ruleKey == ruleKey) return first;
        }
    }
    return {};
}

/// The dock title for these counts, in whatever language the panel speaks
/// (tests load no translation, so English plurals read "1 error(s)").
QString titleFor(int errors, int warnings, int notes) {
    return FindingsPanel::tr("Findings (%1, %2, %3)")
        .arg(FindingsPanel::tr("%n error(s)", nullptr, errors), FindingsPanel::tr("%n warning(s)", nullptr, warnings),
             FindingsPanel::tr("%n note(s)", nullptr, notes));
}

}  // namespace

class TestFindingsPanel : public QObject {
    Q_OBJECT
private:
    WindowFixture f;

    /// Room 10 × 8 m; rack R1 (48 U, 600 × 1200 mm, 20 kW air limit) with a
    /// 5 kW budget and one air-cooled H100 server at U1–U8, nothing cabled.
    /// Findings, hand-counted from the rule table (model/rules/README.md):
    ///  - power.rack-budget, error: typical 8 670 W > 5 000 W budget;
    ///  - cabling.required-port, warning: srv1's 8 OSFP, BMC and 6 PSU inlets are unconnected;
    ///  - power.room-density, info: the room's kW per m².
    /// Nothing else: 130.5 kg < 1 500 kg, 10 200 W < 20 000 W into air, no
    /// open U below the server, no liquid-cooled device, no connection.
    void openOverBudgetRack() {
        const QString file = f.path(QStringLiteral("budget.supernode"));
        auto design = DesignBuilder()
                          .room(10000, 8000)
                          .row(QStringLiteral("A"))
                          .rack(QStringLiteral("R1"), 1000, 1000, QStringLiteral("rack-48u-600x1200"), 5000)
                          .device(kH100Air, QStringLiteral("R1"), 1, QStringLiteral("srv1"))
                          .build();
        DesignFile::save(*design, file);
        QVERIFY(f.window->openFile(file));
        QVERIFY(f.waitForFindings());
    }
    FindingsPanel* panel() const { return f.window->findChild<FindingsPanel*>(); }
    QDockWidget* dock() const { return f.window->findChild<QDockWidget*>(QStringLiteral("findingsDock")); }

private Q_SLOTS:
    void initTestCase() {
        QVERIFY(f.dir.isValid());
        f.isolate();
    }
    void init() {
        f.reset();
        QVERIFY(QTest::qWaitForWindowExposed(f.window.get()));
    }
    void cleanup() { f.window.reset(); }

    void doubleClickSelectsTheFindingsRackAndZooms() {
        openOverBudgetRack();
        FindingsPanel* findings = panel();
        QVERIFY(findings);
        QVERIFY(findings->isVisible());
        const QModelIndex budget = findingOf(*findings->model(), QStringLiteral("power.rack-budget"));
        QVERIFY(budget.isValid());
        QCOMPARE(findings->model()->finding(budget)->severity, Severity::Error);
        QVERIFY(f.window->selection().isEmpty());
        f.window->floorPlan()->fitAll();  // the whole room, as Ctrl+0 shows it
        const double fittedScale = f.window->floorPlan()->pixelsPerMm();

        QTreeView* tree = findings->tree();
        tree->scrollTo(budget);
        const QPoint at = tree->visualRect(budget).center();
        // A double-click as the mouse makes it: a click, then the second press.
        QTest::mouseClick(tree->viewport(), Qt::LeftButton, {}, at);
        QTest::mouseDClick(tree->viewport(), Qt::LeftButton, {}, at);

        const std::vector<RackId> selected = f.window->selection().racks();
        QCOMPARE(selected, std::vector<RackId>{kRack});
        QCOMPARE(f.window->selection().currentRack(), std::optional<RackId>(kRack));
        // Zoomed in from the whole 10 × 8 m room to the 0.6 × 1.2 m rack with
        // as much again around it, and the rack's centre is in the view.
        FloorPlanView* plan = f.window->floorPlan();
        QVERIFY2(plan->pixelsPerMm() > 2 * fittedScale,
                 qPrintable(QStringLiteral("%1 vs %2").arg(plan->pixelsPerMm()).arg(fittedScale)));
        const QPoint rackCentre = plan->mapFromScene(QPointF(1000 + 300, 1000 + 600));
        QVERIFY(plan->viewport()->rect().contains(rackCentre));
    }

    void aDeviceFindingSelectsTheDeviceAndZoomsTheElevation() {
        openOverBudgetRack();
        FindingsPanel* findings = panel();
        const QModelIndex ports = findingOf(*findings->model(), QStringLiteral("cabling.required-port"));
        QVERIFY(ports.isValid());
        RackElevationView* elevation = f.window->elevation()->view();
        elevation->fitRack();
        const double rackScale = elevation->transform().m11();
        QTreeView* tree = findings->tree();
        tree->scrollTo(ports);
        tree->setCurrentIndex(ports);
        QTest::keyClick(tree, Qt::Key_Return);  // Enter activates, as a double-click does
        QCOMPARE(f.window->selection().devices(), std::vector<DeviceId>{kSrv1});
        QCOMPARE(f.window->selection().currentRack(), std::optional<RackId>(kRack));
        // The 8 U server's face (≈ 356 mm tall) with half its size around it
        // fills the view: closer than the whole 48 U rack.
        QVERIFY2(elevation->transform().m11() > 1.5 * rackScale,
                 qPrintable(QStringLiteral("%1 vs %2").arg(elevation->transform().m11()).arg(rackScale)));
    }

    /// Opening a design runs every rule on a worker: openFile returns with the
    /// run under way, and the panel then shows what a run in place finds.
    void theWholeRunIsOnAWorker() {
        const QString file = f.path(QStringLiteral("budget.supernode"));
        DesignFile::save(*DesignBuilder()
                              .room(10000, 8000)
                              .row(QStringLiteral("A"))
                              .rack(QStringLiteral("R1"), 1000, 1000, QStringLiteral("rack-48u-600x1200"), 5000)
                              .device(kH100Air, QStringLiteral("R1"), 1, QStringLiteral("srv1"))
                              .build(),
                         file);
        QVERIFY(f.window->openFile(file));
        QVERIFY(!panel()->isUpToDate());
        QVERIFY(panel()->engine().needsWholeRun());
        QVERIFY(f.waitForFindings());
        QVERIFY(!panel()->engine().needsWholeRun());
        RuleEngine inPlace(f.window->design());
        inPlace.runAll();
        QCOMPARE(panel()->engine().findings().size(), inPlace.findings().size());
        QCOMPARE(panel()->engine().lastEvaluations(), inPlace.lastEvaluations());
        for (Severity s : {Severity::Error, Severity::Warning, Severity::Info})
            QCOMPARE(panel()->engine().count(s), inPlace.count(s));
        QCOMPARE(dock()->windowTitle(), titleFor(1, 1, 2));
    }

    // The notes: the rack's and airflow.aisle-heat's (a room of air-cooled
    // racks with no air coolers: its air cooling is not checked).
    void titleCountsFollowAnEditAndItsUndo() {
        openOverBudgetRack();
        QCOMPARE(dock()->windowTitle(), titleFor(1, 1, 2));
        // A 12 kW budget covers the server's 10 200 W maximum: the error goes.
        Design& design = f.window->design();
        Rack raised = *design.rack(kRack);
        raised.powerBudgetW = 12000;
        design.undoStack().push(new EditObjectCommand<Rack>(design, *design.rack(kRack), raised, QStringLiteral("budget")));
        QCOMPARE(dock()->windowTitle(), titleFor(0, 1, 2));
        design.undoStack().undo();
        QCOMPARE(dock()->windowTitle(), titleFor(1, 1, 2));
        QCOMPARE(panel()->engine().count(Severity::Error), 1);
    }

    void filterAndSeveritySwitchesNarrowTheList() {
        openOverBudgetRack();
        FindingsPanel* findings = panel();
        QCOMPARE(findings->model()->shownCount(), 4);
        QTest::keyClicks(findings->filterEdit(), QStringLiteral("budget"));
        QCOMPARE(findings->model()->shownCount(), 1);
        QVERIFY(findingOf(*findings->model(), QStringLiteral("power.rack-budget")).isValid());
        findings->filterEdit()->clear();
        QCOMPARE(findings->model()->shownCount(), 4);
        // Hiding errors leaves the warning and the two notes; the title still counts all.
        QTest::mouseClick(findings->severityToggle(Severity::Error), Qt::LeftButton);
        QCOMPARE(findings->model()->shownCount(), 3);
        QVERIFY(!findingOf(*findings->model(), QStringLiteral("power.rack-budget")).isValid());
        QCOMPARE(dock()->windowTitle(), titleFor(1, 1, 2));
    }
};

QTEST_MAIN(TestFindingsPanel)
#include "tst_findings_panel.moc"
