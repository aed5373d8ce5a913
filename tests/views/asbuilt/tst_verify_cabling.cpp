// File ▸ Verify Cabling… on the liquid-row example with the captured ibsim
// scan (tst_verify_ibsim: 28 of 32 compute cables ok, one fault of each kind).

#include "exporters/asbuilt/verify_report.h"
#include "exporters/labels/label_scheme.h"
#include "model/asbuilt/cabling_verifier.h"
#include "tests/support/child_timeout.h"
#include "tests/support/pdf_tools.h"
#include "tests/support/test_paths.h"
#include "views/asbuilt/verify_cabling_dialog.h"
#include "views/asbuilt/verify_marks.h"
#include "views/asbuilt/verify_overlay.h"
#include "views/asbuilt/verify_tools.h"
#include "views/cables/cable_filter_proxy.h"
#include "views/cables/cable_table_panel.h"
#include "views/common/selection_model.h"

#include "tests/views/window_fixture.h"

#include <QComboBox>
#include <QFileDialog>
#include <QLineEdit>
#include <QTimer>
#include <QProcess>
#include <QPushButton>
#include <QTableWidget>

using namespace sn;

class TestVerifyCabling : public QObject {
    Q_OBJECT
private:
    test::WindowFixture f;
    static QString scan() { return test::sourceDir() + QStringLiteral("/tests/data/asbuilt/liquid-row-faults.ibnetdiscover"); }
    int installed() const {
        int n = 0;
        for (const Cable& c : f.window->design().cables()) n += c.status == CableStatus::Installed ? 1 : 0;
        return n;
    }
    VerifyCablingDialog* openDialog() {
        f.window->action(QStringLiteral("actionVerifyCabling"))->trigger();
        return f.window->findChild<VerifyCablingDialog*>();
    }

private Q_SLOTS:
    void initTestCase() {
        QVERIFY(f.dir.isValid());
        f.isolate();
    }
    void init() {
        f.reset();
        QVERIFY(QTest::qWaitForWindowExposed(f.window.get()));
        QVERIFY(f.window->openFile(test::sourceDir() + QStringLiteral("/resources/examples/liquid-row.json")));
    }
    void cleanup() { f.window.reset(); }

    void checkListsTheFaultsAndMarksTheViews() {
        VerifyCablingDialog* dialog = openDialog();
        QVERIFY(dialog);
        QVERIFY(dialog->check(scan()));
        // The 5 findings that are not ok: swapped pair, miswired, missing, unexpected, unknown node.
        QCOMPARE(dialog->table()->rowCount(), 5);
        QVERIFY(dialog->summary().startsWith(QStringLiteral("28 ok, 1 missing")));
        const VerifyMarks* marks = f.window->findChild<VerifyTools*>()->marks();
        // Floor plan: 28 ok cables + the swapped pair (2) + miswired + missing drawn from rack to rack.
        const VerifyOverlay* overlay = f.window->findChild<VerifyTools*>()->overlay();
        QCOMPARE(overlay->drawn().at(VerifyStatus::Ok), 28);
        QCOMPARE(overlay->drawn().at(VerifyStatus::Swapped), 2);
        QCOMPARE(overlay->drawn().at(VerifyStatus::Missing), 1);
        QVERIFY(overlay->boundingRect().isValid());
        // Elevation and plan read the port marks: leaf port P20/1 holds the moved cable.
        DeviceId leaf = DeviceId::create();
        for (const Device& d : f.window->design().devices())
            if (d.name == u"leaf-a03") leaf = d.id;
        QCOMPARE(marks->ofPort({leaf, QStringLiteral("P20/1")}), std::optional(VerifyStatus::Miswired));
        QCOMPARE(marks->ofPort({leaf, QStringLiteral("P1/1")}), std::optional(VerifyStatus::Swapped));
        QCOMPARE(marks->ofPort({leaf, QStringLiteral("P16/2")}), std::optional(VerifyStatus::Ok));
        // A finding row selects its cable.
        dialog->table()->setCurrentCell(0, 0);
        emit dialog->table()->cellActivated(0, 0);
        QVERIFY(!f.window->selection().cables().empty() || !f.window->selection().devices().empty());
    }

    void markInstalledIsOneUndoStep() {
        VerifyCablingDialog* dialog = openDialog();
        QVERIFY(dialog->check(scan()));
        QVERIFY(dialog->markButton()->isEnabled());
        QCOMPARE(installed(), 0);
        const int steps = f.window->design().undoStack().count();
        dialog->markButton()->click();
        QCOMPARE(installed(), 28);
        QCOMPARE(f.window->design().undoStack().count(), steps + 1);
        // The cable table shows them under "installed".
        CableTablePanel* table = f.window->findChild<CableTablePanel*>();
        table->statusFilter()->setCurrentIndex(table->statusFilter()->findData(QStringLiteral("installed")));
        QCOMPARE(table->proxy()->rowCount(), 28);
        f.window->design().undoStack().undo();
        QCOMPARE(installed(), 0);
        QCOMPARE(table->proxy()->rowCount(), 0);
    }

    void unreadableScanSaysSo() {
        VerifyCablingDialog* dialog = openDialog();
        QVERIFY(!dialog->check(QString()));
        QVERIFY2(dialog->summary().startsWith(QStringLiteral("Type the path of a scan")), qPrintable(dialog->summary()));
        QVERIFY(!dialog->check(f.path(QStringLiteral("none.txt"))));
        QVERIFY(dialog->summary().contains(QStringLiteral("none.txt")));
        QCOMPARE(dialog->table()->rowCount(), 0);
        QVERIFY(!dialog->markButton()->isEnabled());
    }

    void returnInTheScanFieldChecksIt() {
        VerifyCablingDialog* dialog = openDialog();
        QVERIFY(QTest::qWaitForWindowExposed(dialog));
        auto* field = dialog->findChild<QLineEdit*>();
        QVERIFY(field);
        bool browsed = false;
        QTimer watch;  // a file dialog opening is Browse, which Return must not press
        connect(&watch, &QTimer::timeout, this, [&] {
            if (auto* modal = qobject_cast<QFileDialog*>(QApplication::activeModalWidget())) {
                browsed = true;
                modal->reject();
            }
        });
        watch.start(10);
        field->setFocus();
        QTest::keyClicks(field, scan());
        QTest::keyClick(field, Qt::Key_Return);
        QTest::qWait(50);
        QVERIFY(!browsed);
        // The scan typed was checked: its faults are listed.
        QVERIFY(dialog->table()->rowCount() > 0);
        QVERIFY(dialog->isVisible());
    }

    void statusFilterShowsWhatIsAskedFor() {
        VerifyCablingDialog* dialog = openDialog();
        QVERIFY(dialog->check(scan()));
        const auto lines = VerifyReport::lines(f.window->design(),
                                               CablingVerifier::infiniband(f.window->design(), scan()), LabelScheme());
        QCOMPARE(dialog->table()->rowCount(), 5);  // not ok, by default
        dialog->showOnly(std::nullopt, true);
        QCOMPARE(dialog->table()->rowCount(), int(lines.size()));
        dialog->showOnly(VerifyStatus::Ok);
        QCOMPARE(dialog->table()->rowCount(), 28);
        dialog->showOnly(VerifyStatus::Missing);
        QCOMPARE(dialog->table()->rowCount(), 1);
        QCOMPARE(dialog->table()->item(0, 0)->text(), VerifyReport::statusWord(VerifyStatus::Missing));
        // Picked from the combo box as a user would.
        dialog->statusFilter()->setCurrentIndex(0);
        QCOMPARE(dialog->table()->rowCount(), 5);
    }

    /// The dialog writes what `verify --fix-list` and `--labels` write for the same scan.
    void fixListAndRelabelSheetMatchTheCommand() {
        VerifyCablingDialog* dialog = openDialog();
        QVERIFY(dialog->check(scan()));
        const QString design = test::sourceDir() + QStringLiteral("/resources/examples/liquid-row.json");
        QProcess cli;
        cli.start(test::cliPath(), {QStringLiteral("verify"), design, QStringLiteral("--ibnetdiscover"), scan(),
                                    QStringLiteral("-o"), f.path(QStringLiteral("report.txt")),
                                    QStringLiteral("--fix-list"), f.path(QStringLiteral("cli-fix.csv")),
                                    QStringLiteral("--labels"), f.path(QStringLiteral("cli-relabel.pdf"))});
        QVERIFY(cli.waitForFinished(test::childTimeoutMs(60000)));
        QCOMPARE(cli.exitCode(), 1);  // the scan has faults
        QVERIFY(dialog->writeFixList(f.path(QStringLiteral("gui-fix.csv"))));
        QVERIFY(dialog->writeRelabelSheet(f.path(QStringLiteral("gui-relabel.pdf"))));
        auto bytes = [&](const char* name) {
            QFile file(f.path(QLatin1String(name)));
            return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
        };
        QVERIFY(!bytes("cli-fix.csv").isEmpty());
        QCOMPARE(bytes("gui-fix.csv"), bytes("cli-fix.csv"));
        QString why;
        const auto gui = test::pdfText(f.path(QStringLiteral("gui-relabel.pdf")), &why);
        const auto cliText = test::pdfText(f.path(QStringLiteral("cli-relabel.pdf")), &why);
        QVERIFY2(gui && cliText, qPrintable(why));
        QVERIFY(!gui->trimmed().isEmpty());
        QCOMPARE(*gui, *cliText);
        QVERIFY(dialog->writeFixList(f.path(QStringLiteral("gui-fix.pdf"))));
        QVERIFY(bytes("gui-fix.pdf").startsWith("%PDF"));
        // A folder that is not there: said in the dialog, nothing written.
        QVERIFY(!dialog->writeFixList(f.path(QStringLiteral("no/such/folder/fix.csv"))));
        QVERIFY(dialog->summary().contains(QStringLiteral("fix.csv")));
    }

    void lldpTablesFromTheDialog() {
        VerifyCablingDialog* dialog = openDialog();
        dialog->setScanKind(VerifyCablingDialog::ScanKind::Lldp);
        // tst_lldp_verify's capture: of the 6 OOB cables 1 ok, 1 miswired, 4 missing.
        QVERIFY(dialog->check(test::sourceDir() + QStringLiteral("/tests/data/asbuilt/lldp")));
        QVERIFY2(dialog->summary().startsWith(QStringLiteral("1 ok, 4 missing, 1 miswired")), qPrintable(dialog->summary()));
        QCOMPARE(dialog->table()->rowCount(), 5);
        dialog->showOnly(VerifyStatus::Miswired);
        QCOMPARE(dialog->table()->rowCount(), 1);
        QCOMPARE(dialog->table()->item(0, 1)->text(), QStringLiteral("C00026"));
    }
};

QTEST_MAIN(TestVerifyCabling)
#include "tst_verify_cabling.moc"
