// The cable page of the properties dock in a real MainWindow: what it shows
// for a selected cable, edits through undo, refusals with the reason.
#include "tests/views/window_fixture.h"
#include "views/common/selection_model.h"
#include "views/properties/cable_properties.h"
#include "views/properties/properties_panel.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>

using namespace sn;
using namespace sn::test;

namespace {
const CableId kFirst = CableId::fromName(QStringLiteral("cable/srv1/OSFP1-leaf1/P1/1"));
const CableId kSecond = CableId::fromName(QStringLiteral("cable/srv1/OSFP2-leaf1/P1/2"));
}  // namespace

class TestCableProperties : public QObject {
    Q_OBJECT
private:
    WindowFixture f;

    /// Rack R1: srv1 (H100, air) at U1 and leaf1 (IB 64×400G) at U40, two
    /// DAC cables C00001 (OSFP1 – P1/1) and C00002 (OSFP2 – P1/2); C00001 is
    /// routed at 1.8 m and ordered at 2 m.
    void openSample() {
        const QString file = f.path(QStringLiteral("cable.supernode"));
        DesignBuilder b;
        b.room(10000, 8000)
            .row(QStringLiteral("A"))
            .rack(QStringLiteral("R1"), 1000, 1000)
            .device(QStringLiteral("hgx-h100-8gpu-air"), QStringLiteral("R1"), 1, QStringLiteral("srv1"))
            .device(QStringLiteral("ib-ndr-64x400g"), QStringLiteral("R1"), 40, QStringLiteral("leaf1"))
            .connect(QStringLiteral("srv1"), QStringLiteral("OSFP1"), QStringLiteral("leaf1"), QStringLiteral("P1/1"),
                     PortRole::Compute, QStringLiteral("dac-400g-osfp-30awg"))
            .connect(QStringLiteral("srv1"), QStringLiteral("OSFP2"), QStringLiteral("leaf1"), QStringLiteral("P1/2"),
                     PortRole::Compute, QStringLiteral("dac-400g-osfp-30awg"));
        Cable routed = *b.design().cable(kFirst);
        routed.routeLengthMm = 1800;
        routed.orderedLengthMm = 2000;
        b.design().undoStack().push(DesignEdits::editCable(b.design(), routed).command.release());
        DesignFile::save(*b.build(), file);
        QVERIFY(f.window->openFile(file));
        f.window->selection().setCables({kFirst});
    }
    PropertiesPanel* props() const { return f.window->properties(); }
    CablePropertiesPage* page() const { return props()->cablePage(); }

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

    void showsTheSelectedCable() {
        openSample();
        QCOMPARE(props()->currentPage(), int(PropertiesPanel::CablePage));
        QCOMPARE(page()->label()->text(), QStringLiteral("C00001"));
        QCOMPARE(page()->endA()->text(), QStringLiteral("srv1 in rack R1, port OSFP1"));
        QCOMPARE(page()->endB()->text(), QStringLiteral("leaf1 in rack R1, port P1/1"));
        QCOMPARE(page()->type()->currentData().toString(), QStringLiteral("dac-400g-osfp-30awg"));
        QCOMPARE(page()->orderedLength()->value(), 2.0);
        // Two cables selected: the "several objects" page.
        f.window->selection().setCables({kFirst, kSecond});
        QCOMPARE(props()->currentPage(), int(PropertiesPanel::ManyPage));
    }

    void labelEditIsOneUndoStep() {
        openSample();
        Design& design = f.window->design();
        const int steps = design.undoStack().count();
        page()->label()->setText(QStringLiteral("FAB-0001"));
        Q_EMIT page()->label()->editingFinished();
        QCOMPARE(design.cable(kFirst)->label, QStringLiteral("FAB-0001"));
        QCOMPARE(design.undoStack().count(), steps + 1);
        QCOMPARE(design.undoStack().undoText(), QStringLiteral("Rename cable C00001 to FAB-0001"));
        design.undoStack().undo();
        QCOMPARE(design.cable(kFirst)->label, QStringLiteral("C00001"));
        QCOMPARE(page()->label()->text(), QStringLiteral("C00001"));  // the page follows the design
    }

    void badInputIsRefusedWithTheReason() {
        openSample();
        Design& design = f.window->design();
        const int steps = design.undoStack().count();
        // The second cable's label is taken.
        page()->label()->setText(QStringLiteral("C00002"));
        Q_EMIT page()->label()->editingFinished();
        QVERIFY2(props()->lastError().contains(QStringLiteral("C00002")), qPrintable(props()->lastError()));
        QCOMPARE(design.cable(kFirst)->label, QStringLiteral("C00001"));
        QCOMPARE(page()->label()->text(), QStringLiteral("C00001"));  // the field shows the design again
        // 1 m is shorter than the 1.8 m route.
        page()->orderedLength()->setValue(1);
        Q_EMIT page()->orderedLength()->editingFinished();
        QVERIFY2(props()->lastError().contains(QStringLiteral("1.80 m")), qPrintable(props()->lastError()));
        QCOMPARE(design.cable(kFirst)->orderedLengthMm, std::optional<double>(2000));
        QCOMPARE(design.undoStack().count(), steps);
        // 2.5 m (DAC 26 AWG length, beyond 30 AWG's list, flagged by a rule, not refused) goes through.
        page()->orderedLength()->setValue(2.5);
        Q_EMIT page()->orderedLength()->editingFinished();
        QCOMPARE(design.cable(kFirst)->orderedLengthMm, std::optional<double>(2500));
        QVERIFY(props()->lastError().isEmpty());
        QCOMPARE(design.undoStack().count(), steps + 1);
    }
};

QTEST_MAIN(TestCableProperties)
#include "tst_cable_properties.moc"
