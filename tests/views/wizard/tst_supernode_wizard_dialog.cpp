// File ▸ New Supernode…: the wizard dialog driven through its widgets —
// live summary, the wizard's error for impossible input, and Finish as one
// undo step (issue #8, point 1).
#include "model/core/sn_error.h"
#include "model/topology/supernode_wizard.h"
#include "model/topology/wizard_error.h"
#include "tests/views/window_fixture.h"
#include "views/wizard/supernode_wizard_dialog.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QTimer>

#include <algorithm>

using namespace sn;
using namespace sn::test;

namespace {

int serversIn(const Design& d) {
    int n = 0;
    for (const Device& dev : d.devices())
        if (const DeviceType* t = d.typeOf(dev); t && t->category == DeviceCategory::Server) ++n;
    return n;
}

QSpinBox* spin(const QWidget& dialog, const char* name) {
    return dialog.findChild<QSpinBox*>(QString::fromLatin1(name));
}

/// The value the summary shows beside `row` (its label's text), found
/// through the dialog's form layouts as a reader would find it on screen.
QString summaryValue(const QWidget& dialog, const QString& row) {
    for (const QFormLayout* layout : dialog.findChildren<QFormLayout*>())
        for (int i = 0; i < layout->rowCount(); ++i) {
            const QLayoutItem* label = layout->itemAt(i, QFormLayout::LabelRole);
            const QLayoutItem* field = layout->itemAt(i, QFormLayout::FieldRole);
            const auto* name = label ? qobject_cast<QLabel*>(label->widget()) : nullptr;
            if (name && name->text() == row && field)
                if (const auto* value = qobject_cast<QLabel*>(field->widget())) return value->text();
        }
    return QStringLiteral("<no row %1>").arg(row);
}

/// Management switches the wizard lays out for `params`: one 48 × 1G
/// switch per rack, of neither the compute nor the storage fabric.
int managementSwitches(const WizardParams& params, const Catalog& catalog) {
    const WizardResult result = SupernodeWizard::build(params, catalog);
    return int(std::count_if(result.fragment.devices.begin(), result.fragment.devices.end(),
                             [](const Device& d) { return d.typeId == QStringLiteral("mgmt-48x1g"); }));
}

}  // namespace

class TestSupernodeWizardDialog : public QObject {
    Q_OBJECT
private:
    WindowFixture f;

private Q_SLOTS:
    void initTestCase() {
        QVERIFY(f.dir.isValid());
        f.isolate();
    }

    void finishLays256GpusInOneUndoStep() {
        Design design;
        SupernodeWizardDialog dialog(design);
        dialog.show();
        // Type 512 then 256: the debounce drops the first, the summary ends on the last.
        spin(dialog, "gpus")->setValue(512);
        spin(dialog, "gpus")->setValue(256);
        QVERIFY(!dialog.finishButton()->isEnabled());  // stale until the build for 256 lands
        QTRY_VERIFY_WITH_TIMEOUT(dialog.isReady(), 10000);
        // 256 GPUs / 8 per HGX B200 = 32 servers (the default server).
        QCOMPARE(dialog.summary()->gpus, 256);
        QCOMPARE(dialog.summary()->servers, 32);
        QVERIFY(dialog.error().isEmpty());
        QVERIFY(dialog.finishButton()->isEnabled());
        QTest::mouseClick(dialog.finishButton(), Qt::LeftButton);
        QCOMPARE(dialog.result(), int(QDialog::Accepted));

        QCOMPARE(serversIn(design), 32);
        QCOMPARE(design.undoStack().count(), 1);
        QCOMPARE(design.info().name, QStringLiteral("256-GPU supernode"));
        QVERIFY(!design.connections().isEmpty());
        design.undoStack().undo();
        QVERIFY(design.racks().isEmpty());
        QVERIFY(design.devices().isEmpty());
        QVERIFY(design.rows().isEmpty());
        QVERIFY(design.connections().isEmpty());
        QVERIFY(design.info().name.isEmpty());
    }

    void parallelismSizesTheSupernode() {
        Design design;
        SupernodeWizardDialog dialog(design);
        dialog.findChild<QRadioButton*>(QStringLiteral("byParallelism"))->setChecked(true);
        spin(dialog, "tp")->setValue(8);
        spin(dialog, "pp")->setValue(2);
        spin(dialog, "dp")->setValue(4);
        QTRY_VERIFY_WITH_TIMEOUT(dialog.isReady(), 10000);
        // TP 8 × PP 2 × DP 4 = 64 GPUs = 8 servers.
        QCOMPARE(dialog.summary()->gpus, 64);
        QCOMPARE(dialog.summary()->servers, 8);
    }

    /// A refusal about one parameter names it as the dialog's field does, not
    /// as the command line's option: 256 GPUs at 8 kW a rack, below one
    /// 14.3 kW HGX B200.
    void aRefusalNamesTheField() {
        Design design;
        SupernodeWizardDialog dialog(design);
        spin(dialog, "gpus")->setValue(256);
        dialog.findChild<QDoubleSpinBox*>(QStringLiteral("budgetKw"))->setValue(8);
        QTRY_VERIFY_WITH_TIMEOUT(!dialog.error().isEmpty(), 10000);
        QVERIFY2(dialog.error().startsWith(QStringLiteral("Power budget per rack: One ")), qPrintable(dialog.error()));
        QVERIFY2(dialog.error().endsWith(QStringLiteral("more than the rack budget of 8.0 kW.")), qPrintable(dialog.error()));
        QVERIFY2(!dialog.error().contains(QLatin1String("--")), qPrintable(dialog.error()));
    }

    void impossibleParametersShowTheWizardsErrorAndDisableFinish() {
        Design design;
        SupernodeWizardDialog dialog(design);
        spin(dialog, "gpus")->setValue(12);  // not a whole number of 8-GPU servers
        QTRY_VERIFY_WITH_TIMEOUT(!dialog.error().isEmpty(), 10000);
        WizardParams params;
        params.gpus = 12;
        QString expected;
        try {
            SupernodeWizard::build(params, design.catalog());
        } catch (const WizardError& e) {
            QCOMPARE(e.field(), WizardField::Gpus);
            expected = QStringLiteral("GPUs: ") + e.message();  // the field, as the form names it
        }
        QVERIFY(!expected.isEmpty());
        QCOMPARE(dialog.error(), expected);
        QCOMPARE(dialog.findChild<QLabel*>(QStringLiteral("wizardError"))->text(), expected);
        QVERIFY(!dialog.finishButton()->isEnabled());
        QVERIFY(!dialog.isReady());
        dialog.accept();  // Enter while refused: nothing happens
        QVERIFY(design.racks().isEmpty());
        QCOMPARE(design.undoStack().count(), 0);

        // Back to a possible size: Finish comes back.
        spin(dialog, "gpus")->setValue(16);
        QTRY_VERIFY_WITH_TIMEOUT(dialog.isReady(), 10000);
        QVERIFY(dialog.error().isEmpty());
        QVERIFY(dialog.finishButton()->isEnabled());
    }

    void storageFabricFieldsFeedTheParameters() {
        Design design;
        SupernodeWizardDialog dialog(design);
        dialog.show();
        auto* storage = dialog.findChild<QCheckBox*>(QStringLiteral("storageFabric"));
        QSpinBox* ratio = spin(dialog, "storageOversubscription");
        QVERIFY(storage && ratio);
        // Defaults as on the command line: the fabric on, non-blocking.
        QVERIFY(storage->isChecked());
        QVERIFY(ratio->isEnabled());
        QCOMPARE(ratio->minimum(), 1);
        QCOMPARE(ratio->maximum(), 8);
        QCOMPARE(ratio->suffix(), QStringLiteral(" : 1"));
        QVERIFY(dialog.form()->params().storageFabric);
        QCOMPARE(dialog.form()->params().storageOversubscription, 1);
        QTRY_VERIFY_WITH_TIMEOUT(dialog.isReady(), 10000);

        ratio->setValue(3);
        QVERIFY(!dialog.isReady());  // the summary is rebuilt for the new ratio
        QCOMPARE(dialog.form()->params().storageOversubscription, 3);
        QTRY_VERIFY_WITH_TIMEOUT(dialog.isReady(), 10000);

        // Clicked off: the ratio greys out and the wizard is asked for no storage fabric.
        dialog.form()->setCurrentIndex(1);  // the server and fabric page, so the box is on screen
        // The form row stretches the box across the page: click its indicator, at the left.
        const QPoint indicator(storage->height() / 2, storage->height() / 2);
        QTest::mouseClick(storage, Qt::LeftButton, {}, indicator);
        QVERIFY(!storage->isChecked());
        QVERIFY(!ratio->isEnabled());
        QVERIFY(!dialog.isReady());
        QVERIFY(!dialog.form()->params().storageFabric);
        QTRY_VERIFY_WITH_TIMEOUT(dialog.isReady(), 10000);
        QCOMPARE(dialog.summary()->storageLeaves, 0);
        QCOMPARE(dialog.summary()->storageSpines, 0);
        QCOMPARE(dialog.summary()->storageCores, 0);
        QCOMPARE(summaryValue(dialog, QStringLiteral("Storage/in-band switches")),
                 QStringLiteral("0 (0 leaf, 0 spine, 0 core)"));

        // Back on: the ratio set before returns with it.
        QTest::mouseClick(storage, Qt::LeftButton, {}, indicator);
        QVERIFY(storage->isChecked());
        QVERIFY(ratio->isEnabled());
        QVERIFY(dialog.form()->params().storageFabric);
        QCOMPARE(dialog.form()->params().storageOversubscription, 3);
    }

    void facilityWaterAndContainmentFeedTheParameters() {
        Design design;
        SupernodeWizardDialog dialog(design);
        dialog.show();
        auto* facility = dialog.findChild<QDoubleSpinBox*>(QStringLiteral("facilityC"));
        auto* containment = dialog.findChild<QComboBox*>(QStringLiteral("containment"));
        QVERIFY(facility && containment);
        // Defaults as on the command line: no facility water given, no containment.
        QVERIFY(!dialog.form()->params().facilityWaterC);
        QCOMPARE(dialog.form()->params().containment, Containment::None);
        QCOMPARE(facility->text(), facility->specialValueText());
        // 26 °C facility water under a 30 °C secondary: a 4 K approach (W27), hot aisles closed.
        facility->setValue(26);
        containment->setCurrentIndex(containment->findData(int(Containment::Hot)));
        QCOMPARE(dialog.form()->params().facilityWaterC, std::optional<double>(26.0));
        QCOMPARE(dialog.form()->params().containment, Containment::Hot);
        QTRY_VERIFY_WITH_TIMEOUT(dialog.isReady(), 10000);
    }

    /// The hall limits default as on the command line; 1 024 GPUs (32
    /// compute racks at 60 kW: 1.92 MW of budgets) past a 0.5 MW hall
    /// become a site, which Finish puts into the design with its halls.
    void hallLimitsSplitTheLayoutIntoASite() {
        Design design;
        SupernodeWizardDialog dialog(design);
        dialog.show();
        auto* floor = dialog.findChild<QDoubleSpinBox*>(QStringLiteral("hallM2"));
        auto* power = dialog.findChild<QDoubleSpinBox*>(QStringLiteral("hallMw"));
        QVERIFY(floor && power);
        QCOMPARE(dialog.form()->params().maxHallW, WizardHalls::kColossusHallW);
        QVERIFY(std::abs(dialog.form()->params().maxHallM2 - WizardHalls::kLargestHallM2) < 0.01);  // to the 0.01 m² shown
        spin(dialog, "gpus")->setValue(1024);
        power->setValue(0.5);
        QCOMPARE(dialog.form()->params().maxHallW, 0.5e6);
        QTRY_VERIFY_WITH_TIMEOUT(dialog.isReady(), 10000);
        QTest::mouseClick(dialog.finishButton(), Qt::LeftButton);
        QVERIFY(design.room().halls.size() >= 3);
        QVERIFY(std::any_of(design.room().halls.begin(), design.room().halls.end(),
                            [](const Hall& h) { return h.code == u"NR"; }));
        // No limit (the special value) keeps one hall.
        power->setValue(0);
        QCOMPARE(power->text(), power->specialValueText());
        QCOMPARE(dialog.form()->params().maxHallW, 0.0);
    }

    void leafAlignmentIsAChoiceForNvl72Only() {
        Design design;
        SupernodeWizardDialog dialog(design);
        dialog.show();
        auto* server = dialog.findChild<QComboBox*>(QStringLiteral("server"));
        auto* alignment = dialog.findChild<QComboBox*>(QStringLiteral("leafAlignment"));
        QVERIFY(server && alignment);
        // The default HGX B200 has no racks of trays: greyed out, rack-aligned.
        QVERIFY(!alignment->isEnabled());
        server->setCurrentIndex(server->findData(QStringLiteral("nvl72-compute-tray")));
        QVERIFY(alignment->isEnabled());
        spin(dialog, "gpus")->setValue(576);
        alignment->setCurrentIndex(alignment->findData(int(LeafAlignment::Minimal)));
        QCOMPARE(dialog.form()->params().leafAlignment, LeafAlignment::Minimal);
        QTRY_VERIFY_WITH_TIMEOUT(dialog.isReady() && dialog.summary() && dialog.summary()->leaves == 18, 20000);
        // The price in the summary text, as `new` prints it (tst_supernode_wizard
        // has the arithmetic): 32 + 9 against 18 + 9 switches.
        auto* text = dialog.findChild<QLabel*>(QStringLiteral("wizardSummary"));
        QVERIFY(text->isVisible());
        QVERIFY2(text->text().contains(QLatin1String("Rack-aligned (--leaf-alignment rack) would take 32 leaves and 9 "
                                                     "spines: 14 switch(es), 0 optic(s) and 24.1 kW more.")),
                 qPrintable(text->text()));
        // Back to a server that is not rack-scale: the choice resets.
        server->setCurrentIndex(0);
        QVERIFY(!alignment->isEnabled());
        QCOMPARE(dialog.form()->params().leafAlignment, LeafAlignment::Rack);
        QTRY_VERIFY_WITH_TIMEOUT(dialog.isReady(), 20000);
    }

    void summaryCountsStorageSwitchesApartFromManagement() {
        Design design;
        SupernodeWizardDialog dialog(design);
        spin(dialog, "storageOversubscription")->setValue(2);
        QTRY_VERIFY_WITH_TIMEOUT(dialog.isReady(), 10000);
        // The dialog's build and the wizard run directly on the same
        // parameters (256 GPUs, storage 2 : 1) agree.
        WizardParams params;
        params.gpus = 256;
        params.storageOversubscription = 2;
        const WizardSummary expected = SupernodeWizard::build(params, design.catalog()).summary;
        const WizardSummary s = *dialog.summary();
        QCOMPARE(s.storageLeaves, expected.storageLeaves);
        QCOMPARE(s.storageSpines, expected.storageSpines);
        QCOMPARE(s.storageCores, expected.storageCores);
        // By hand: STOR1, STOR2, INB1 are 3 rails of 32 servers, one leaf
        // each (32 down, ⌈32 / 2⌉ = 16 up); 48 uplinks fit one spine.
        QCOMPARE(s.storageLeaves, 3);
        QCOMPARE(s.storageSpines, 1);
        QCOMPARE(s.storageCores, 0);
        const int storage = s.storageLeaves + s.storageSpines + s.storageCores;
        QCOMPARE(summaryValue(dialog, QStringLiteral("Storage/in-band switches")),
                 QStringLiteral("%1 (%2 leaf, %3 spine, %4 core)")
                     .arg(storage)
                     .arg(s.storageLeaves)
                     .arg(s.storageSpines)
                     .arg(s.storageCores));
        // 256 GPUs: 8 leaves, 4 spines, no core; management is what remains
        // once the storage switches are counted apart too: the 1G switches.
        const int management = managementSwitches(params, design.catalog());
        QVERIFY(management > 0);
        QCOMPARE(summaryValue(dialog, QStringLiteral("Switches")),
                 QStringLiteral("%1 (8 leaf, 4 spine, 0 core, %2 management)")
                     .arg(8 + 4 + storage + management)
                     .arg(management));
        // The same figures as `new` prints (tst_new_command), from the one
        // WizardSummary: 12 racks of one management switch each, 28 switches;
        // 32 × 14 300 W × 0.8 = 366.08 kW of liquid heat carried by PG25 at
        // ΔT 10 K: 60 · 366.08 / (1.0215 · 3.92 · 10) = 548.5 L/min.
        QCOMPARE(s.managementSwitches, management);
        QCOMPARE(management, 12);
        QCOMPARE(s.switches, 28);
        QCOMPARE(qRound(s.liquidHeatW), 366080);
        QCOMPARE(summaryValue(dialog, QStringLiteral("Coolant flow")), QStringLiteral("548.5 L/min"));
    }

    /// Every summary value is shown whole, wrapped where long ("…, 12 management)").
    void summaryValuesAreShownWhole() {
        Design design;
        SupernodeWizardDialog dialog(design);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QTRY_VERIFY_WITH_TIMEOUT(dialog.isReady(), 10000);
        QCoreApplication::processEvents();
        const auto labels = dialog.findChildren<QLabel*>();
        int checked = 0;
        for (const QLabel* label : labels) {
            if (!label->wordWrap() || !label->isVisible() || label->text().isEmpty()) continue;
            ++checked;
            QVERIFY2(label->height() >= label->heightForWidth(label->width()),
                     qPrintable(QStringLiteral("%1: %2 px of %3").arg(label->text()).arg(label->height())
                                    .arg(label->heightForWidth(label->width()))));
        }
        QVERIFY(checked >= 14);
    }

    void menuActionStartsANewDesignWhenOneIsOpen() {
        f.reset();
        const QString file = f.path(QStringLiteral("sample.json"));
        f.writeSample(file);
        QVERIFY(f.window->openFile(file));
        QAction* action = f.window->action(QStringLiteral("actionNewSupernode"));
        QVERIFY(action);
        QCOMPARE(action->shortcut(), QKeySequence(QStringLiteral("Ctrl+Shift+N")));
        bool drove = false;
        QTimer::singleShot(0, this, [&] {
            auto* dialog = qobject_cast<SupernodeWizardDialog*>(QApplication::activeModalWidget());
            QVERIFY(dialog);
            QTRY_VERIFY_WITH_TIMEOUT(dialog->isReady(), 10000);
            QTest::mouseClick(dialog->finishButton(), Qt::LeftButton);
            drove = true;
        });
        action->trigger();
        QVERIFY(drove);
        // The opened sample (one rack, one server) made way for a new design.
        QVERIFY(f.window->filePath().isEmpty());
        QCOMPARE(serversIn(f.window->design()), 32);
        QCOMPARE(f.window->design().undoStack().count(), 1);
        f.window->action(QStringLiteral("actionUndo"))->trigger();
        QVERIFY(f.window->design().devices().isEmpty());
        f.window.reset();
    }

    void cancelKeepsTheOpenDesign() {
        f.reset();
        const QString file = f.path(QStringLiteral("sample.json"));
        f.writeSample(file);
        QVERIFY(f.window->openFile(file));
        const Design* before = &f.window->design();
        const int devices = int(before->devices().size());
        QVERIFY(devices > 0);
        bool drove = false;
        QTimer::singleShot(0, this, [&] {
            auto* dialog = qobject_cast<SupernodeWizardDialog*>(QApplication::activeModalWidget());
            QVERIFY(dialog);
            // While the wizard is open the design behind it is still the file's.
            QCOMPARE(f.window->filePath(), file);
            QCOMPARE(int(f.window->design().devices().size()), devices);
            dialog->reject();
            drove = true;
        });
        f.window->action(QStringLiteral("actionNewSupernode"))->trigger();
        QVERIFY(drove);
        // Cancelled: the same design, from the same file, untouched.
        QCOMPARE(&f.window->design(), before);
        QCOMPARE(f.window->filePath(), file);
        QCOMPARE(int(f.window->design().devices().size()), devices);
        QVERIFY(f.window->design().undoStack().isClean());
        f.window.reset();
    }
};

QTEST_MAIN(TestSupernodeWizardDialog)
#include "tst_supernode_wizard_dialog.moc"
