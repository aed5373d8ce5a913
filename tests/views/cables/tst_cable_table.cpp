// The cable table dock of a real MainWindow: filters narrow to hand-counted
// rows, a clicked row is the editor's cable selection (and back), and
// in-place edits of length and type are undo steps, one per (multi-row) edit.
#include "tests/views/window_fixture.h"
#include "views/cables/cable_edits.h"
#include "views/cables/cable_filter_proxy.h"
#include "views/cables/cable_table_model.h"
#include "views/cables/cable_table_panel.h"
#include "views/common/selection_model.h"
#include "views/findings/findings_model.h"
#include "views/findings/findings_panel.h"
#include "views/properties/properties_panel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDockWidget>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QSignalSpy>
#include <QTableView>

using namespace sn;
using namespace sn::test;

namespace {

const QString kH100Air = QStringLiteral("hgx-h100-8gpu-air");

CableId cableOf(const QString& key) { return CableId::fromName(QStringLiteral("cable/") + key); }
// The six cables of the sample, as DesignBuilder names them.
const CableId kC1 = cableOf(QStringLiteral("srv1/OSFP1-leaf1/P1/1"));
const CableId kC2 = cableOf(QStringLiteral("srv1/OSFP2-leaf1/P2/1"));
const CableId kC3 = cableOf(QStringLiteral("srv2/OSFP3-srv1/OSFP3"));
const CableId kC4 = cableOf(QStringLiteral("srv2/OSFP4-leaf1/P3/1"));
const CableId kC5 = cableOf(QStringLiteral("srv1/BMC-mgmt1/swp1"));
const CableId kC6 = cableOf(QStringLiteral("srv2/BMC-mgmt1/swp2"));

void order(Design& design, CableId id, double metres) {
    Cable c = *design.cable(id);
    c.orderedLengthMm = metres * 1000;
    EditResult edit = DesignEdits::editCable(design, c);
    if (!edit) throw std::runtime_error(edit.error.toStdString());
    design.undoStack().push(edit.command.release());
}

}  // namespace

class TestCableTable : public QObject {
    Q_OBJECT
private:
    WindowFixture f;

    /// Racks R1 and R2 side by side; R1 holds srv1, leaf1 (IB 64×400G) and
    /// mgmt1, R2 holds srv2. Six cables, each on its own rail (server port),
    /// so no rail mixes types:
    ///
    /// | cable | ends                 | role    | type (media)          | ordered |
    /// |-------|----------------------|---------|-----------------------|---------|
    /// | C1    | srv1 OSFP1 – leaf1 P1 | compute | DAC splitter leg     | 1 m     |
    /// | C2    | srv1 OSFP2 – leaf1 P2 | compute | DAC splitter leg     | 2 m     |
    /// | C3    | srv2 OSFP3 – srv1     | compute | aoc-400g-osfp         | 10 m    |
    /// | C4    | srv2 OSFP4 – leaf1   | compute | mmf-mpo12-400g-osfp   | 12 m    |
    /// | C5    | srv1 BMC – mgmt1     | oob     | utp-cat6              | 3 m     |
    /// | C6    | srv2 BMC – mgmt1     | oob     | utp-cat6              | —       |
    ///
    /// 12 m is not an orderable size of the MMF cable (… 10, 15 …): C4 is
    /// the only cable a finding (cabling.orderable-length) names.
    void openSample() {
        const QString file = f.path(QStringLiteral("cables.supernode"));
        DesignBuilder b;
        b.room(10000, 8000)
            .row(QStringLiteral("A"))
            .rack(QStringLiteral("R1"), 1000, 1000)
            .rack(QStringLiteral("R2"), 1600, 1000)
            .device(kH100Air, QStringLiteral("R1"), 1, QStringLiteral("srv1"))
            .device(QStringLiteral("ib-ndr-64x400g"), QStringLiteral("R1"), 40, QStringLiteral("leaf1"))
            .device(QStringLiteral("mgmt-48x1g"), QStringLiteral("R1"), 42, QStringLiteral("mgmt1"))
            .device(kH100Air, QStringLiteral("R2"), 1, QStringLiteral("srv2"))
            // leaf1's cages are twin-port and take one plug each: C1 and C2 are
            // legs of two MCP7Y00 splitters (in P1 and P2, as their lengths differ), C4 a
            // fibre on a 2xSR4 module in P3; the single-port AOC C3 joins the two servers'
            // single-port OSFP cages.
            .connect(QStringLiteral("srv1"), QStringLiteral("OSFP1"), QStringLiteral("leaf1"), QStringLiteral("P1/1"),
                     PortRole::Compute, QStringLiteral("dac-800g-osfp-2x400g-osfp-splitter"))
            .connect(QStringLiteral("srv1"), QStringLiteral("OSFP2"), QStringLiteral("leaf1"), QStringLiteral("P2/1"),
                     PortRole::Compute, QStringLiteral("dac-800g-osfp-2x400g-osfp-splitter"))
            .connect(QStringLiteral("srv2"), QStringLiteral("OSFP3"), QStringLiteral("srv1"), QStringLiteral("OSFP3"),
                     PortRole::Compute, QStringLiteral("aoc-400g-osfp"))
            .connect(QStringLiteral("srv2"), QStringLiteral("OSFP4"), QStringLiteral("leaf1"), QStringLiteral("P3/1"),
                     PortRole::Compute, QStringLiteral("mmf-mpo12-400g-osfp"))
            .connect(QStringLiteral("srv1"), QStringLiteral("BMC"), QStringLiteral("mgmt1"), QStringLiteral("swp1"),
                     PortRole::Oob, QStringLiteral("utp-cat6"))
            .connect(QStringLiteral("srv2"), QStringLiteral("BMC"), QStringLiteral("mgmt1"), QStringLiteral("swp2"),
                     PortRole::Oob, QStringLiteral("utp-cat6"));
        order(b.design(), kC1, 1);
        order(b.design(), kC2, 2);
        order(b.design(), kC3, 10);
        order(b.design(), kC4, 12);
        order(b.design(), kC5, 3);
        DesignFile::save(*b.build(), file);
        QVERIFY(f.window->openFile(file));
        QVERIFY(f.waitForFindings());
        f.window->findChild<QDockWidget*>(QStringLiteral("cablesDock"))->raise();
        QVERIFY(QTest::qWaitForWindowExposed(panel()->table()));
    }
    CableTablePanel* panel() const { return f.window->findChild<CableTablePanel*>(); }
    int shown() const { return panel()->proxy()->rowCount(); }
    QModelIndex cell(CableId id, int column) const {
        const CableTableModel* model = panel()->model();
        return panel()->proxy()->mapFromSource(model->index(model->rowOf(id), column));
    }
    /// Double-clicks the cell and returns the editor that opens in the table.
    template <class Editor>
    Editor* openEditor(const QModelIndex& index) {
        QTableView* table = panel()->table();
        table->scrollTo(index);
        // A double-click as the mouse makes it: a click, then the second press.
        QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, table->visualRect(index).center());
        QTest::mouseDClick(table->viewport(), Qt::LeftButton, {}, table->visualRect(index).center());
        return table->viewport()->findChild<Editor*>();
    }

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

    void filtersNarrowToTheHandCountedRows() {
        openSample();
        CableTablePanel* p = panel();
        QCOMPARE(shown(), 6);
        QCOMPARE(f.window->findChild<QDockWidget*>(QStringLiteral("cablesDock"))->windowTitle(),
                 QStringLiteral("Cables (6)"));
        // An end in R2: C3, C4, C6.
        p->rackFilter()->setCurrentIndex(p->rackFilter()->findData(QStringLiteral("R2")));
        QCOMPARE(shown(), 3);
        QCOMPARE(f.window->findChild<QDockWidget*>(QStringLiteral("cablesDock"))->windowTitle(),
                 QStringLiteral("Cables (3 of 6)"));
        // … and 2 m to 10 m long: C3 (10 m) only; C4 is 12 m, C6 has no length.
        p->minLengthFilter()->setValue(2);
        p->maxLengthFilter()->setValue(10);
        QCOMPARE(shown(), 1);
        QCOMPARE(p->model()->cableAt(p->proxy()->mapToSource(p->proxy()->index(0, 0)).row()), kC3);
        // Every rack, 2–10 m: C2 (2 m), C3 (10 m), C5 (3 m).
        p->rackFilter()->setCurrentIndex(0);
        QCOMPARE(shown(), 3);
        p->minLengthFilter()->setValue(0);
        p->maxLengthFilter()->setValue(0);
        // Out-of-band: C5, C6. Copper DAC: C1, C2.
        p->roleFilter()->setCurrentIndex(p->roleFilter()->findData(QStringLiteral("oob")));
        QCOMPARE(shown(), 2);
        p->roleFilter()->setCurrentIndex(0);
        p->mediaFilter()->setCurrentIndex(p->mediaFilter()->findData(QStringLiteral("dac")));
        QCOMPARE(shown(), 2);
        p->mediaFilter()->setCurrentIndex(0);
        // Named by a finding: C4 (12 m is not sold).
        QTest::mouseClick(p->findingsFilter(), Qt::LeftButton);
        QCOMPARE(shown(), 1);
        QCOMPARE(p->model()->cableAt(p->proxy()->mapToSource(p->proxy()->index(0, 0)).row()), kC4);
        p->findingsFilter()->setChecked(false);
        QCOMPARE(shown(), 6);
    }

    /// A row's cells are made when first asked for, not when the table is
    /// built; a row never made is made from the design as it is then, and a
    /// made one follows edits as before. A filter asks every row.
    void rowsAreMadeWhenAskedAndFollowEdits() {
        openSample();
        Design& design = f.window->design();
        CableTableModel model(design);
        CableFilterProxy proxy;
        proxy.setCableModel(&model);
        QCOMPARE(proxy.rowCount(), 6);
        QCOMPARE(model.madeRows(), 0);
        const int column = CableTableModel::orderedLengthColumn();
        const auto orderedMetres = [&](CableId id) {
            return model.index(model.rowOf(id), column).data(Qt::EditRole).toDouble();
        };
        QCOMPARE(orderedMetres(kC4), 12.0);
        QCOMPARE(model.madeRows(), 1);
        order(design, kC6, 5);  // never shown: no row to change
        QCOMPARE(model.madeRows(), 1);
        QCOMPARE(orderedMetres(kC6), 5.0);
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        order(design, kC4, 15);  // shown: its row says so
        QCOMPARE(changed.size(), 1);
        QCOMPARE(changed.front().front().value<QModelIndex>().row(), model.rowOf(kC4));
        QCOMPARE(orderedMetres(kC4), 15.0);
        CableFilterProxy::Filter oob;
        oob.role = QStringLiteral("oob");
        proxy.setFilter(oob);
        QCOMPARE(proxy.rowCount(), 2);
        QCOMPARE(model.madeRows(), 6);
    }

    void rowSelectionIsTheEditorsCableSelection() {
        openSample();
        QTableView* table = panel()->table();
        const QModelIndex c3 = cell(kC3, 0);
        QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, table->visualRect(c3).center());
        QCOMPARE(f.window->selection().cables(), std::vector<CableId>{kC3});
        // The status bar names the selected cable by its label (its id when it has none).
        const auto* status = f.window->findChild<QLabel*>(QStringLiteral("selectionStatus"));
        QVERIFY(status);
        const Cable* cable3 = f.window->design().cable(kC3);
        QCOMPARE(status->text(), QStringLiteral("Cable %1").arg(cable3->label.isEmpty() ? cable3->id.toString() : cable3->label));
        // Ctrl-click adds a row.
        QTest::mouseClick(table->viewport(), Qt::LeftButton, Qt::ControlModifier, table->visualRect(cell(kC5, 0)).center());
        QCOMPARE(f.window->selection().cables(), (std::vector<CableId>{kC3, kC5}));
        QCOMPARE(status->text(), QStringLiteral("2 objects selected"));
        // Selection made elsewhere highlights the rows.
        f.window->selection().setCables({kC6});
        const QModelIndexList rows = table->selectionModel()->selectedRows();
        QCOMPARE(rows.size(), 1);
        QCOMPARE(rows.front().row(), cell(kC6, 0).row());
        // Picking a rack clears the table's selection.
        f.window->selection().setRacks({kRack});
        QVERIFY(table->selectionModel()->selectedRows().isEmpty());
    }

    void editingTheOrderedLengthIsOneUndoStep() {
        openSample();
        Design& design = f.window->design();
        const int steps = design.undoStack().count();
        auto* box = openEditor<QDoubleSpinBox>(cell(kC6, CableTableModel::orderedLengthColumn()));
        QVERIFY(box);
        box->selectAll();
        QTest::keyClicks(box, QStringLiteral("5"));
        QTest::keyClick(box, Qt::Key_Return);  // the delegate commits on the next event loop turn
        QTRY_COMPARE(design.cable(kC6)->orderedLengthMm, std::optional<double>(5000));
        QCOMPARE(design.undoStack().count(), steps + 1);
        QCOMPARE(cell(kC6, CableTableModel::orderedLengthColumn()).data().toString(), QStringLiteral("5.00"));
        design.undoStack().undo();
        QCOMPARE(design.cable(kC6)->orderedLengthMm, std::optional<double>());
        QCOMPARE(cell(kC6, CableTableModel::orderedLengthColumn()).data().toString(), QString());
    }

    void aMultiRowEditIsOneMacro() {
        openSample();
        Design& design = f.window->design();
        QTableView* table = panel()->table();
        const int steps = design.undoStack().count();
        // Click C2's length, Ctrl-click C1's (1 m and 2 m DAC), F2 and type
        // 1.5 m into C1's cell: both take it.
        const QModelIndex c1 = cell(kC1, CableTableModel::orderedLengthColumn());
        QTest::mouseClick(table->viewport(), Qt::LeftButton, {},
                          table->visualRect(cell(kC2, CableTableModel::orderedLengthColumn())).center());
        QTest::mouseClick(table->viewport(), Qt::LeftButton, Qt::ControlModifier, table->visualRect(c1).center());
        QCOMPARE(f.window->selection().cables(), (std::vector<CableId>{kC1, kC2}));
        QCOMPARE(table->currentIndex(), c1);
        QTest::keyClick(table, Qt::Key_F2);
        auto* box = table->viewport()->findChild<QDoubleSpinBox*>();
        QVERIFY(box);
        box->selectAll();
        QTest::keyClicks(box, QStringLiteral("1.5"));
        QTest::keyClick(box, Qt::Key_Return);
        QTRY_COMPARE(design.cable(kC1)->orderedLengthMm, std::optional<double>(1500));
        QCOMPARE(design.cable(kC2)->orderedLengthMm, std::optional<double>(1500));
        QCOMPARE(design.undoStack().count(), steps + 1);
        design.undoStack().undo();
        QCOMPARE(design.cable(kC1)->orderedLengthMm, std::optional<double>(1000));
        QCOMPARE(design.cable(kC2)->orderedLengthMm, std::optional<double>(2000));
    }

    void typeEditOffersFittingTypesAndIsUndoable() {
        openSample();
        Design& design = f.window->design();
        auto* combo = openEditor<QComboBox>(cell(kC3, CableTableModel::typeColumn()));
        QVERIFY(combo);
        // 400G OSFP on both ends: the 400G OSFP cables of the catalog, the
        // current AOC first: DAC 30 AWG and 26 AWG, the 2×400G splitter leg,
        // ACC, AOC, MMF and SMF (routing's order after the current type).
        QCOMPARE(combo->itemData(0).toString(), QStringLiteral("aoc-400g-osfp"));
        QStringList offered;
        for (int i = 0; i < combo->count(); ++i) offered << combo->itemData(i).toString();
        QVERIFY(offered.contains(QStringLiteral("mmf-mpo12-400g-osfp")));
        QVERIFY(!offered.contains(QStringLiteral("utp-cat6")));
        QVERIFY(!offered.contains(QStringLiteral("dac-800g-osfp")));
        combo->setCurrentIndex(combo->findData(QStringLiteral("smf-mpo12-400g-osfp")));
        QTest::keyClick(combo, Qt::Key_Return);
        QTRY_COMPARE(design.cable(kC3)->typeId, QStringLiteral("smf-mpo12-400g-osfp"));
        QVERIFY(design.cable(kC3)->typeFixed);
        QCOMPARE(cell(kC3, CableTableModel::typeColumn()).data().toString(), QStringLiteral("smf-mpo12-400g-osfp"));
        design.undoStack().undo();
        QCOMPARE(design.cable(kC3)->typeId, QStringLiteral("aoc-400g-osfp"));
        QVERIFY(!design.cable(kC3)->typeFixed);
    }

    void aCableFindingSelectsItsCable() {
        openSample();
        // The only cable finding: C4's 12 m is not an orderable MMF length.
        auto* findings = f.window->findChild<FindingsPanel*>();
        QModelIndex c4;
        const FindingsModel& model = *findings->model();
        for (int s = 0; s < model.rowCount(); ++s)
            for (int r = 0; r < model.rowCount(model.index(s, 0)); ++r) {
                const QModelIndex first = model.index(0, 0, model.index(r, 0, model.index(s, 0)));
                if (model.finding(first)->ruleKey == QStringLiteral("cabling.orderable-length")) c4 = first;
            }
        QVERIFY(c4.isValid());
        findings->activate(c4);
        QCOMPARE(f.window->selection().cables(), std::vector<CableId>{kC4});
        QCOMPARE(f.window->properties()->currentPage(), int(PropertiesPanel::CablePage));
        const QModelIndexList rows = panel()->table()->selectionModel()->selectedRows();
        QCOMPARE(rows.size(), 1);
        QCOMPARE(rows.front().row(), cell(kC4, 0).row());
        // The elevation shows the rack of C4's A end (srv2 in R2).
        QCOMPARE(f.window->selection().currentRack(), std::optional<RackId>(DesignBuilder::rackId(QStringLiteral("R2"))));
    }

    void badEditsAreRefusedWithTheReason() {
        openSample();
        Design& design = f.window->design();
        const int steps = design.undoStack().count();
        // A power cord does not fit two OSFP cages.
        EditResult wrongType = CableEdits::setType(design, {kC3}, QStringLiteral("power-c19-c20"));
        QVERIFY(!wrongType);
        QVERIFY2(wrongType.error.contains(QStringLiteral("C00003")), qPrintable(wrongType.error));
        EditResult negative = CableEdits::setOrderedLength(design, {kC1}, -1000.0);
        QVERIFY(!negative);
        QVERIFY(!negative.error.isEmpty());
        // A routed 7.4 m cable cannot be ordered at 5 m.
        Cable routed = *design.cable(kC3);
        routed.routeLengthMm = 7400;
        design.undoStack().push(DesignEdits::editCable(design, routed).command.release());
        EditResult tooShort = CableEdits::setOrderedLength(design, {kC3}, 5000.0);
        QVERIFY(!tooShort);
        QVERIFY2(tooShort.error.contains(QStringLiteral("7.40 m")), qPrintable(tooShort.error));
        QCOMPARE(design.undoStack().count(), steps + 1);  // only the route edit
        QCOMPARE(design.cable(kC3)->orderedLengthMm, std::optional<double>(10000));
    }
};

QTEST_MAIN(TestCableTable)
#include "tst_cable_table.moc"
