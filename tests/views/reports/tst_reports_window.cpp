// Analysis ▸ Reports: the tables show DesignReport's figures (the `report`
// command's), sort by value, copy as TSV, and the chart marks racks over budget.
#include "model/commands/design_edits.h"
#include "model/rules/design_report.h"
#include "tests/support/test_paths.h"
#include "tests/views/power_cooling_design.h"
#include "tests/views/window_fixture.h"
#include "views/reports/rack_power_chart.h"
#include "views/reports/report_table_model.h"
#include "views/reports/report_table_view.h"
#include "views/reports/reports_window.h"

#include <QClipboard>
#include <QGuiApplication>
#include <QHeaderView>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QScrollBar>
#include <QTabWidget>

using namespace sn;
using namespace sn::test;

namespace {
// Rack table columns (ReportColumns::racks()).
enum RackColumn { Name, Loop, MaxKw, TypicalKw, BudgetKw, FeedAKw, FeedBKw, LiquidKw, AirKw, FlowLpm, ManifoldLpm, MarginLpm };
enum LoopColumn { LoopName, Cdu, Racks, CduKw, LoadKw, HeatMarginKw, LoopFlowLpm, CduLpm, FlowMarginLpm };

QString cell(QAbstractItemModel* m, int row, int column) { return m->index(row, column).data().toString(); }
QVariant value(QAbstractItemModel* m, int row, int column) {
    return m->index(row, column).data(ReportTableModel::SortRole);
}
}  // namespace

class TstReportsWindow : public QObject {
    Q_OBJECT
private:
    std::unique_ptr<Design> m_design;
    std::unique_ptr<ReportsWindow> m_window;
    QAbstractItemModel* racks() const { return m_window->rackTable()->model(); }
    QAbstractItemModel* loops() const { return m_window->loopTable()->model(); }

private Q_SLOTS:
    void init() {
        m_design = powerCoolingDesign();
        m_window = std::make_unique<ReportsWindow>();
        m_window->setDesign(m_design.get());
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        QTRY_VERIFY(m_window->isUpToDate());  // the report is computed on a worker
    }
    void cleanup() {
        m_window.reset();
        m_design.reset();
    }

    void rowsAreTheReportsFigures() {
        const DesignReport report = DesignReport::of(*m_design);
        QCOMPARE(racks()->rowCount(), int(report.racks.size()));
        for (int row = 0; row < racks()->rowCount(); ++row) {
            const RackReport& r = report.racks[size_t(row)];
            QCOMPARE(cell(racks(), row, Name), r.name);
            QCOMPARE(value(racks(), row, MaxKw).toDouble(), r.maxW / 1000.0);
            QCOMPARE(value(racks(), row, TypicalKw).toDouble(), r.typicalW / 1000.0);
            QCOMPARE(value(racks(), row, LiquidKw).toDouble(), r.liquidHeatW / 1000.0);
            QCOMPARE(value(racks(), row, AirKw).toDouble(), r.airHeatW / 1000.0);
            QCOMPARE(value(racks(), row, ManifoldLpm).toDouble(), r.manifoldCapacityLpm);
            QCOMPARE(value(racks(), row, FlowLpm).isValid(), r.requiredFlowLpm.has_value());
            if (r.requiredFlowLpm) QCOMPARE(value(racks(), row, FlowLpm).toDouble(), *r.requiredFlowLpm);
        }
        // By hand, R1: 2 × 14.3 = 28.60 kW max, 2 × 12.155 = 24.31 kW typical, budget 30;
        // 7.15 kW on each feed; liquid 22.88 kW, air 5.72 kW from the servers plus each
        // of the two PDUs' own 0.5 % of the 7.15 kW it carries, 2 × 35.75 W: 5.79 kW;
        // flow 60 · 22.88 / (0.997 · 4.18 · 10)
        // = 32.9 L/min of 200: margin 167.1.
        const QStringList r1{QStringLiteral("R1"), QStringLiteral("L1"), QStringLiteral("28.60"), QStringLiteral("24.31"),
                             QStringLiteral("30.00"), QStringLiteral("7.15"), QStringLiteral("7.15"), QStringLiteral("22.88"),
                             QStringLiteral("5.79"), QStringLiteral("32.9"), QStringLiteral("200.0"), QStringLiteral("167.1")};
        for (int c = 0; c < r1.size(); ++c) QCOMPARE(cell(racks(), 0, c), r1[c]);
        // R2: on no loop and without PDUs: dashes, not zeros.
        QCOMPARE(cell(racks(), 1, Loop), QStringLiteral("–"));
        QCOMPARE(cell(racks(), 1, FeedAKw), QStringLiteral("–"));
        QCOMPARE(cell(racks(), 1, FlowLpm), QStringLiteral("–"));
        QCOMPARE(cell(racks(), 2, BudgetKw), QStringLiteral("–"));

        // L1: CDU 1 000 kW and 1 500 L/min carrying 22.88 kW, 32.9 L/min.
        QCOMPARE(loops()->rowCount(), 1);
        QCOMPARE(cell(loops(), 0, LoopName), QStringLiteral("L1"));
        QCOMPARE(cell(loops(), 0, Cdu), QStringLiteral("CDU1"));
        QCOMPARE(cell(loops(), 0, Racks), QStringLiteral("1"));
        QCOMPARE(cell(loops(), 0, CduKw), QStringLiteral("1000.00"));
        QCOMPARE(cell(loops(), 0, LoadKw), QStringLiteral("22.88"));
        QCOMPARE(cell(loops(), 0, HeatMarginKw), QStringLiteral("977.12"));
        QCOMPARE(cell(loops(), 0, LoopFlowLpm), QStringLiteral("32.9"));
        QCOMPARE(cell(loops(), 0, CduLpm), QStringLiteral("1500.0"));
        QCOMPARE(cell(loops(), 0, FlowMarginLpm), QStringLiteral("1467.1"));
    }

    void numbersEqualTheReportCommand() {
        SN_CANNOT_RUN_IF(sn::test::cliMissing());
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("heat.json"));
        DesignFile::save(*m_design, file);
        QProcess cli;
        cli.start(cliPath(), {QStringLiteral("report"), file, QStringLiteral("--json")});
        QVERIFY(cli.waitForFinished(60000));
        QCOMPARE(cli.exitCode(), 0);
        const QJsonObject root = QJsonDocument::fromJson(cli.readAllStandardOutput()).object();
        const QJsonArray rackRows = root.value(QStringLiteral("racks")).toArray();
        QCOMPARE(rackRows.size(), racks()->rowCount());
        for (int row = 0; row < rackRows.size(); ++row) {
            const QJsonObject r = rackRows[row].toObject();
            QCOMPARE(cell(racks(), row, Name), r.value(QStringLiteral("name")).toString());
            QCOMPARE(value(racks(), row, MaxKw).toDouble(), r.value(QStringLiteral("max_w")).toDouble() / 1000.0);
            QCOMPARE(value(racks(), row, TypicalKw).toDouble(), r.value(QStringLiteral("typical_w")).toDouble() / 1000.0);
            QCOMPARE(value(racks(), row, LiquidKw).toDouble(), r.value(QStringLiteral("liquid_heat_w")).toDouble() / 1000.0);
            QCOMPARE(value(racks(), row, AirKw).toDouble(), r.value(QStringLiteral("air_heat_w")).toDouble() / 1000.0);
            if (r.value(QStringLiteral("feed_a_rating_w")).toDouble() > 0)
                QCOMPARE(value(racks(), row, FeedAKw).toDouble(), r.value(QStringLiteral("feed_a_max_w")).toDouble() / 1000.0);
            const QJsonValue flow = r.value(QStringLiteral("required_flow_lpm"));
            QCOMPARE(value(racks(), row, FlowLpm).isValid(), !flow.isNull());
            if (!flow.isNull()) QCOMPARE(value(racks(), row, FlowLpm).toDouble(), flow.toDouble());
            QCOMPARE(value(racks(), row, ManifoldLpm).toDouble(), r.value(QStringLiteral("manifold_capacity_lpm")).toDouble());
        }
        const QJsonObject loop = root.value(QStringLiteral("loops")).toArray().first().toObject();
        QCOMPARE(value(loops(), 0, LoadKw).toDouble(), loop.value(QStringLiteral("heat_w")).toDouble() / 1000.0);
        QCOMPARE(value(loops(), 0, LoopFlowLpm).toDouble(), loop.value(QStringLiteral("flow_lpm")).toDouble());
        QCOMPARE(value(loops(), 0, CduKw).toDouble(), loop.value(QStringLiteral("capacity_w")).toDouble() / 1000.0);
    }

    void sortsByValue() {
        ReportTableView* table = m_window->rackTable();
        // Max kW: R3 0 < R2 14.3 < R1 28.6.
        table->sortByColumn(MaxKw, Qt::AscendingOrder);
        QCOMPARE(cell(racks(), 0, Name), QStringLiteral("R3"));
        QCOMPARE(cell(racks(), 2, Name), QStringLiteral("R1"));
        table->sortByColumn(MaxKw, Qt::DescendingOrder);
        QCOMPARE(cell(racks(), 0, Name), QStringLiteral("R1"));
        QCOMPARE(cell(racks(), 1, Name), QStringLiteral("R2"));
        // Budget: 10 < 30, and R3 without one last.
        table->sortByColumn(BudgetKw, Qt::AscendingOrder);
        QCOMPARE(cell(racks(), 0, Name), QStringLiteral("R2"));
        QCOMPARE(cell(racks(), 1, Name), QStringLiteral("R1"));
        QCOMPARE(cell(racks(), 2, Name), QStringLiteral("R3"));
        // A header click sorts too.
        QHeaderView* header = table->horizontalHeader();
        const QPoint nameHeader(header->sectionViewportPosition(Name) + 5, header->height() / 2);
        QTest::mouseClick(header->viewport(), Qt::LeftButton, Qt::NoModifier, nameHeader);
        const QString first = cell(racks(), 0, Name);
        QVERIFY(first == QStringLiteral("R1") || first == QStringLiteral("R3"));
        QCOMPARE(header->sortIndicatorSection(), int(Name));
    }

    void ctrlCCopiesTsvWithHeader() {
        ReportTableView* table = m_window->rackTable();
        table->sortByColumn(MaxKw, Qt::DescendingOrder);
        table->setFocus();
        QItemSelectionModel* sel = table->selectionModel();
        sel->clearSelection();
        for (int row : {0, 1})
            for (int column : {int(Name), int(MaxKw), int(BudgetKw)})
                sel->select(racks()->index(row, column), QItemSelectionModel::Select);
        QGuiApplication::clipboard()->clear();
        QTest::keyClick(table, Qt::Key_C, Qt::ControlModifier);
        QCOMPARE(QGuiApplication::clipboard()->text(),
                 QStringLiteral("Rack\tMax kW\tBudget kW\nR1\t28.60\t30.00\nR2\t14.30\t10.00\n"));
        // A hole in the block stays an empty cell.
        sel->select(racks()->index(1, Name), QItemSelectionModel::Deselect);
        QCOMPARE(table->selectionAsTsv(), QStringLiteral("Rack\tMax kW\tBudget kW\nR1\t28.60\t30.00\n\t14.30\t10.00\n"));
    }

    void chartMarksRackOverBudget() {
        m_window->tabs()->setCurrentIndex(0);
        RackPowerChart* chart = m_window->chart();
        const DesignReport& report = m_window->report();
        // R2: 12.155 kW typical > 10 kW budget: the rule's error, drawn red. R1: 24.31 / 28.6 ≤ 30: within.
        QCOMPARE(RackPowerChart::statusOf(report.racks[1]), RackPowerChart::Status::TypicalOverBudget);
        QCOMPARE(RackPowerChart::statusOf(report.racks[0]), RackPowerChart::Status::WithinBudget);
        QCOMPARE(RackPowerChart::statusOf(report.racks[2]), RackPowerChart::Status::NoBudget);
        // The axis reaches the largest of max draws and budgets, 30 kW, rounded up to 50.
        QCOMPARE(chart->axisTopKw(), 50.0);
        chart->viewport()->repaint();
        const QImage image = chart->viewport()->grab().toImage();
        const QRect r2 = chart->typicalRect(1);
        QVERIFY(image.rect().contains(r2.center()));
        QCOMPARE(image.pixelColor(r2.center()), RackPowerChart::colourOf(RackPowerChart::Status::TypicalOverBudget));
        QCOMPARE(image.pixelColor(chart->typicalRect(0).center()), RackPowerChart::colourOf(RackPowerChart::Status::WithinBudget));
        // Bars are as tall as the draw: R1's 28.6 kW bar is twice R2's 14.3 kW (within a pixel).
        QVERIFY(std::abs(chart->barRect(0).height() - 2 * chart->barRect(1).height()) <= 2);
    }

    void chartScrollsThroughManyRacks() {
        // 100 racks need 100 × 24 px = 2 400 px of bars: more than the window is wide.
        DesignBuilder b;
        b.room(35000, 8000).row(QStringLiteral("A"));
        for (int i = 0; i < 100; ++i)
            b.rack(QStringLiteral("R%1").arg(i + 1, 3, 10, QLatin1Char('0')), 1000 + (i % 50) * 600, i < 50 ? 1000 : 4000);
        auto many = b.build();
        m_window->setDesign(many.get());
        QTRY_VERIFY(m_window->isUpToDate());
        RackPowerChart* chart = m_window->chart();
        QScrollBar* bar = chart->horizontalScrollBar();
        QVERIFY(bar->maximum() > 0);
        QCOMPARE(bar->value(), 0);
        QVERIFY(!chart->viewport()->rect().contains(chart->barRect(99).center()));
        // Picking the last rack in the table brings its bar into view.
        m_window->rackTable()->setCurrentIndex(racks()->index(99, Name));
        QVERIFY(bar->value() > 0);
        QVERIFY(chart->viewport()->rect().contains(chart->barRect(99).center()));
        m_window->setDesign(m_design.get());
    }

    void followsEdits() {
        // A server into R3: its row shows 14.30 kW after the edit.
        Device server;
        server.typeId = QStringLiteral("hgx-b200-8gpu-liquid");
        server.name = QStringLiteral("srv9");
        server.placement.rack = DesignBuilder::rackId(QStringLiteral("R3"));
        server.placement.u = 1;
        EditResult add = DesignEdits::placeDevice(*m_design, server);
        QVERIFY2(add, qPrintable(add.error));
        m_design->undoStack().push(add.command.release());
        QTRY_COMPARE(cell(racks(), 2, MaxKw), QStringLiteral("14.30"));
    }

    void openedFromTheAnalysisMenu() {
        WindowFixture fx;
        fx.isolate();
        fx.reset();
        QAction* reports = fx.window->action(QStringLiteral("actionReports"));
        QVERIFY(reports);
        QCOMPARE(reports->shortcut(), QKeySequence(Qt::Key_F9));
        reports->trigger();
        auto* window = fx.window->findChild<ReportsWindow*>();
        QVERIFY(window && window->isVisible());
        // A new document: the window follows it.
        const QString file = fx.path(QStringLiteral("heat.json"));
        DesignFile::save(*m_design, file);
        QVERIFY(fx.window->openFile(file));
        QTRY_COMPARE(window->rackTable()->model()->rowCount(), 3);
    }

    /// With SN_SCREENSHOT_DIR set, writes reports.png: the 256-GPU example's reports window.
    void writeScreenshot() {
        const QString dir = qEnvironmentVariable("SN_SCREENSHOT_DIR");
        if (dir.isEmpty()) QSKIP("SN_SCREENSHOT_DIR is not set");
        auto design = DesignFile::open(sourceDir() + QStringLiteral("/resources/examples/supernode-256-liquid-rail.json"));
        m_window->setDesign(design.get());
        QTRY_VERIFY(m_window->isUpToDate());
        m_window->resize(1400, 860);
        m_window->rackTable()->sortByColumn(MaxKw, Qt::DescendingOrder);
        QCoreApplication::processEvents();
        QVERIFY(m_window->grab().toImage().save(dir + QStringLiteral("/reports.png"), "PNG"));
        m_window->setDesign(m_design.get());
    }
};

QTEST_MAIN(TstReportsWindow)
#include "tst_reports_window.moc"
