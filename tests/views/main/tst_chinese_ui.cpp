// A zh_CN user sees Chinese in what Qt itself draws (issue #23, point 3):
// Qt's own translations (qt6-translations-l10n, installed by setup.sh) load
// with the app's, so Save/Discard/Cancel and the file dialog are Chinese;
// toolbar captions carry no menu mnemonic ("新建", not "新建(N)") and keep
// their width when Undo/Redo name a step.
#include "app/i18n/translation_loader.h"
#include "tests/support/test_paths.h"
#include "tests/views/window_fixture.h"
#include "views/cables/cable_filter_proxy.h"
#include "views/cables/cable_table_model.h"
#include "views/cables/cable_table_panel.h"
#include "views/faults/faults_window.h"

#include <QAbstractButton>
#include <QApplication>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QTableWidget>
#include <QFileDialog>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QRegularExpression>
#include <QToolBar>
#include <QToolButton>

using namespace sn;
using namespace sn::test;

namespace {

const QRegularExpression kHan(QStringLiteral("\\p{Han}"));
const QRegularExpression kEnglishWord(QStringLiteral("[A-Za-z]{3,}"));

QToolButton* buttonFor(QToolBar* bar, QAction* action) { return qobject_cast<QToolButton*>(bar->widgetForAction(action)); }

}  // namespace

class TestChineseUi : public QObject {
    Q_OBJECT
private:
    WindowFixture f;

private Q_SLOTS:
    void initTestCase() {
        QVERIFY(f.dir.isValid());
        f.isolate();
        installTranslations(*qApp, QStringLiteral("zh_CN"));
    }
    void cleanup() { f.window.reset(); }

    /// The cable table's role and media cells and filters read in Chinese
    /// ("compute", "acc" were the schedule's ids); the CSV keeps the ids.
    void cableRolesAndMediaAreChinese() {
        f.reset();
        QVERIFY(f.window->openFile(sourceDir() + QStringLiteral("/resources/examples/liquid-row.json")));
        auto* panel = f.window->findChild<CableTablePanel*>();
        QVERIFY(panel);
        const QAbstractItemModel* model = panel->proxy();
        QVERIFY(model->rowCount() > 0);
        int roleColumn = -1, mediaColumn = -1;
        for (int c = 0; c < model->columnCount(); ++c) {
            const QString key = model->headerData(c, Qt::Horizontal, Qt::ToolTipRole).toString();
            if (key.endsWith(QLatin1String(" role"))) roleColumn = c;
            if (key.endsWith(QLatin1String(" media"))) mediaColumn = c;
        }
        QVERIFY(roleColumn >= 0 && mediaColumn >= 0);
        for (int row = 0; row < model->rowCount(); ++row)
            for (int column : {roleColumn, mediaColumn}) {
                const QString text = model->index(row, column).data().toString();
                QVERIFY2(kHan.match(text).hasMatch(), qPrintable(text));
            }
        for (int i = 1; i < panel->roleFilter()->count(); ++i)
            QVERIFY2(kHan.match(panel->roleFilter()->itemText(i)).hasMatch(), qPrintable(panel->roleFilter()->itemText(i)));
    }

    /// Fault Domains' column headers are whole in Chinese (每部件每年故障次数 was cut).
    void faultTableHeadersAreWhole() {
        f.reset();
        QVERIFY(f.window->openFile(sourceDir() + QStringLiteral("/tests/data/faults/supernode-256-liquid-rail.json")));
        f.window->action(QStringLiteral("actionFaults"))->trigger();
        auto* faults = f.window->findChild<FaultsWindow*>(QStringLiteral("faultsWindow"));
        QVERIFY(faults);
        QVERIFY(QTest::qWaitForWindowExposed(faults));
        QTRY_VERIFY_WITH_TIMEOUT(faults->isUpToDate(), 10000);
        for (QTableWidget* t : {faults->blastTable(), faults->rateTable(), faults->placementTable()}) {
            QHeaderView* header = t->horizontalHeader();
            const QFontMetrics metrics(header->font());
            for (int c = 0; c + 1 < header->count(); ++c) {
                const QString text = t->horizontalHeaderItem(c)->text();
                QVERIFY2(kHan.match(text).hasMatch(), qPrintable(text));
                QVERIFY2(header->sectionSize(c) >= metrics.horizontalAdvance(text) + 16,
                         qPrintable(QStringLiteral("%1: %2 px").arg(text).arg(header->sectionSize(c))));
            }
        }
        faults->close();
    }

    void qtStandardButtonsAreChinese() {
        QMessageBox box(QMessageBox::Question, QStringLiteral("t"), QStringLiteral("t"),
                        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel);
        for (QMessageBox::StandardButton b : {QMessageBox::Save, QMessageBox::Discard, QMessageBox::Cancel}) {
            const QString text = box.button(b)->text();
            QVERIFY2(kHan.match(text).hasMatch() && !kEnglishWord.match(text).hasMatch(), qPrintable(text));
        }
    }

    void qtFileDialogIsChinese() {
        QFileDialog dialog(nullptr, QStringLiteral("t"), f.dir.path());
        dialog.setOption(QFileDialog::DontUseNativeDialog);
        dialog.setAcceptMode(QFileDialog::AcceptSave);
        dialog.show();
        QCoreApplication::processEvents();
        int checked = 0;
        for (QAbstractButton* b : dialog.findChild<QDialogButtonBox*>()->buttons()) {
            QVERIFY2(kHan.match(b->text()).hasMatch() && !kEnglishWord.match(b->text()).hasMatch(), qPrintable(b->text()));
            ++checked;
        }
        for (QLabel* label : dialog.findChildren<QLabel*>()) {
            if (label->text().isEmpty() || !label->isVisible()) continue;
            QVERIFY2(!kEnglishWord.match(label->text()).hasMatch(), qPrintable(label->text()));
            ++checked;
        }
        QVERIFY(checked >= 3);  // Save, Cancel, "File name:" at least
    }

    void toolbarCaptionsHaveNoMnemonicAndStayPut() {
        f.reset();
        QVERIFY(QTest::qWaitForWindowExposed(f.window.get()));
        auto* bar = f.window->findChild<QToolBar*>(QStringLiteral("mainToolBar"));
        QVERIFY(bar);
        QAction* newAction = f.window->action(QStringLiteral("actionNew"));
        QCOMPARE(newAction->text(), QStringLiteral("新建(&N)"));  // the menu keeps its mnemonic
        QCOMPARE(buttonFor(bar, newAction)->text(), QStringLiteral("新建"));
        static const QRegularExpression shownMnemonic(QStringLiteral("\\([A-Za-z]\\)|&"));
        for (QAction* a : bar->actions())
            if (QToolButton* b = buttonFor(bar, a)) QVERIFY2(!shownMnemonic.match(b->text()).hasMatch(), qPrintable(b->text()));

        // An undo step named in the Edit menu does not move the toolbar.
        QToolButton* fit = buttonFor(bar, f.window->action(QStringLiteral("actionFit")));
        const int fitX = fit->x();
        const QString file = f.path(QStringLiteral("sample.json"));
        f.writeSample(file);
        QVERIFY(f.window->openFile(file));
        QVERIFY(f.dropServer(10));
        QVERIFY(f.window->design().undoStack().canUndo());
        QAction* undo = f.window->action(QStringLiteral("actionUndo"));
        QVERIFY2(undo->text().size() > 4, qPrintable(undo->text()));  // "撤销(&U) 放置 …"
        QCoreApplication::processEvents();
        QCOMPARE(fit->x(), fitX);
        QCOMPARE(buttonFor(bar, undo)->text(), QStringLiteral("撤销"));
        QVERIFY2(buttonFor(bar, undo)->toolTip().contains(f.window->design().undoStack().undoText()),
                 qPrintable(buttonFor(bar, undo)->toolTip()));
    }
};

QTEST_MAIN(TestChineseUi)
#include "tst_chinese_ui.moc"
