// A new user goes from an empty window to a routed,
// validated 1 024-GPU design and its label sheets without the command line.
// Every step goes through the window's own actions and dialogs.
#include "model/rules/rule_engine.h"
#include "tests/views/window_fixture.h"
#include "views/export/export_dialog.h"
#include "views/findings/findings_panel.h"
#include "views/wizard/supernode_wizard_dialog.h"

#include <QApplication>
#include <QLineEdit>
#include <QDir>
#include <QFileInfo>
#include <QProcess>
#include <QSignalSpy>
#include <QPushButton>
#include <QRegularExpression>
#include <QSpinBox>
#include <QTimer>

#include <set>

using namespace sn;
using namespace sn::test;

class TestFirstDesignWorkflow : public QObject {
    Q_OBJECT
    WindowFixture f;

    /// Runs `drive` on the modal dialog the action opens, then triggers it.
    template <class DialogT, class Drive>
    void withModal(QAction* action, Drive drive) {
        bool drove = false;
        QTimer::singleShot(0, this, [&] {
            auto* dialog = qobject_cast<DialogT*>(QApplication::activeModalWidget());
            QVERIFY(dialog);
            drive(*dialog);
            drove = true;
        });
        action->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(drove, 30000);
    }

private Q_SLOTS:
    void initTestCase() {
        QVERIFY(f.dir.isValid());
        f.isolate();
    }

    void emptyWindowToRoutedValidatedDesignAndLabels() {
        f.reset();
        QVERIFY(QTest::qWaitForWindowExposed(f.window.get()));
        Design& design = f.window->design();
        QVERIFY(design.racks().isEmpty());

        // 1. File ▸ New Supernode…: 1 024 GPUs, defaults otherwise.
        withModal<SupernodeWizardDialog>(f.window->action(QStringLiteral("actionNewSupernode")), [](SupernodeWizardDialog& d) {
            d.findChild<QSpinBox*>(QStringLiteral("gpus"))->setValue(1024);
            QTRY_VERIFY_WITH_TIMEOUT(d.isReady(), 20000);
            QCOMPARE(d.summary()->gpus, 1024);
            QCOMPARE(d.summary()->servers, 128);  // 1 024 / 8 GPUs per server
            QTest::mouseClick(d.finishButton(), Qt::LeftButton);
        });
        Design& made = f.window->design();
        QCOMPARE(made.undoStack().count(), 1);
        QVERIFY(!made.cables().isEmpty());
        int gpus = 0;
        for (const Device& d : made.devices())
            if (const DeviceType* t = made.typeOf(d)) gpus += t->gpus;
        QCOMPARE(gpus, 1024);

        // 2. Route ▸ Route All: every cable gets a route and an orderable length, one undo step.
        QVERIFY(f.routeAll());
        QTRY_COMPARE_WITH_TIMEOUT(made.undoStack().count(), 2, 60000);
        for (const Cable& c : made.cables()) {
            QVERIFY2(c.orderedLengthMm && *c.orderedLengthMm > 0, qPrintable(c.label));
            QVERIFY(!c.label.isEmpty());
        }

        // 3. The findings dock shows the rule engine's verdict: no errors.
        auto* findings = f.window->findChild<FindingsPanel*>();
        QVERIFY(findings);
        QTRY_COMPARE(findings->engine().count(Severity::Error), 0);
        // The tab title leads with the error count ("0 errors" once the English plurals are loaded).
        QVERIFY2(findings->title().contains(QStringLiteral("(0 error")), qPrintable(findings->title()));

        // 4. File ▸ Export ▸ Label sheets: the PDF holds a label for both ends of every cable.
        const QString pdf = f.path(QStringLiteral("labels.pdf"));
        withModal<ExportDialog>(f.window->action(QStringLiteral("actionExport-labels")), [&](ExportDialog& d) {
            auto* edit = d.findChild<QLineEdit*>(QStringLiteral("outputEdit"));
            QVERIFY(edit);
            edit->selectAll();
            QTest::keyClick(edit, Qt::Key_Delete);
            QTest::keyClicks(edit, pdf);
            QSignalSpy finished(&d, &ExportDialog::exportFinished);
            QTest::mouseClick(d.findChild<QPushButton*>(QStringLiteral("exportButton")), Qt::LeftButton);
            QVERIFY(finished.wait(60000));  // written on a worker
            QVERIFY2(finished.first().first().toBool(), qPrintable(d.lastError()));
            d.close();
        });
        // The default stock puts each cable on the wrap its OD fits, one file per
        // stock beside the name given ("labels-<stock>.pdf").
        const QDir folder = QFileInfo(pdf).dir();
        const QStringList pdfs = folder.entryList({QStringLiteral("labels-*.pdf")}, QDir::Files);
        QVERIFY(!pdfs.isEmpty());
        QString printed;
        for (const QString& name : pdfs) {
            QFile file(folder.filePath(name));
            QVERIFY(file.open(QIODevice::ReadOnly));
            QVERIFY(file.read(5) == "%PDF-");
            // Read back: every cable's id is printed (the wizard names cables C00001…).
            QProcess text;
            text.start(QStringLiteral("pdftotext"), {file.fileName(), QStringLiteral("-")});
            QVERIFY2(text.waitForFinished(60000) && text.exitCode() == 0, "pdftotext (poppler-utils) is needed");
            printed += QString::fromUtf8(text.readAllStandardOutput());
        }
        std::set<QString> ids;
        static const QRegularExpression id(QStringLiteral("\\bC\\d{5}\\b"));
        for (auto it = id.globalMatch(printed); it.hasNext();) ids.insert(it.next().captured());
        std::set<QString> labels;
        for (const Cable& c : made.cables()) labels.insert(c.label);
        QCOMPARE(ids, labels);
    }
};

QTEST_MAIN(TestFirstDesignWorkflow)
#include "tst_first_design_workflow.moc"
