// File ▸ New Supernode…: the wizard dialog driven through its widgets —
// live summary, the wizard's error for impossible input, and Finish as one
// undo step (issue #8, point 1).
#include "core/sn_error.h"
#include "topology/supernode_wizard.h"
#include "window_fixture.h"
#include "wizard/supernode_wizard_dialog.h"

#include <QAction>
#include <QLabel>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QTimer>

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
        } catch (const UserError& e) {
            expected = e.message();
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
};

QTEST_MAIN(TestSupernodeWizardDialog)
#include "tst_supernode_wizard_dialog.moc"
