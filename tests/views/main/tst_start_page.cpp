// The first-start page, clicked as a new user would: it lists every bundled
// example with words for it and the recent designs (a missing one greyed),
// opens what is clicked, and gives way to the drawings for an empty room,
// the wizard or the first edit.
#include "tests/support/test_paths.h"
#include "tests/views/window_fixture.h"
#include "views/common/selection_model.h"
#include "views/floorplan/add_row_dialog.h"
#include "views/floorplan/floor_plan_view.h"
#include "views/main/bundled_examples.h"
#include "views/main/start_page.h"

#include <QAction>
#include <QListWidget>
#include <QPushButton>
#include <QSettings>
#include <QSplitter>
#include <QTimer>

using namespace sn;
using namespace sn::test;

namespace {

void clickItem(QListWidget* list, int row) {
    QListWidgetItem* item = list->item(row);
    QVERIFY(item);
    list->scrollToItem(item);
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, list->visualItemRect(item).center());
}

QString examplesDir() { return test::sourceDir() + QStringLiteral("/resources/examples"); }

}  // namespace

class TestStartPage : public QObject {
    Q_OBJECT
    WindowFixture f;

    StartPage* page() const { return f.window->startPage(); }
    QSplitter* drawings() const { return f.window->findChild<QSplitter*>(); }

    void showPage() {
        f.window->showStartPage();
        QVERIFY(page());
        QVERIFY(page()->isVisible());
        QVERIFY(!f.window->floorPlan()->isVisible());
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

    /// Every design shipped in resources/examples is listed, and none by its
    /// bare file name: an example added without words for it fails here.
    void listsEveryBundledExampleWithATitle() {
        const QList<BundledExample> examples = bundledExamples(examplesDir());
        const QStringList files = QDir(examplesDir()).entryList({QStringLiteral("*.json")}, QDir::Files);
        QCOMPARE(examples.size(), files.size());
        QVERIFY(files.size() >= 5);
        for (const BundledExample& e : examples)
            QVERIFY2(e.title != QFileInfo(e.path).completeBaseName(), qPrintable(e.path));
        QCOMPARE(QFileInfo(examples.first().path).fileName(), QStringLiteral("supernode-256-liquid-rail.json"));
        // The build run from its folder finds the source tree's examples.
        QCOMPARE(QFileInfo(bundledExamplesDir()).canonicalFilePath(), QFileInfo(examplesDir()).canonicalFilePath());

        showPage();
        QCOMPARE(page()->exampleList()->count(), files.size());
        QVERIFY(page()->exampleList()->item(0)->text().contains(QStringLiteral("256 GPUs")));
    }

    /// An example opens as a new untitled design, so Save never writes the shipped file.
    void clickingAnExampleOpensACopy() {
        showPage();
        clickItem(page()->exampleList(), 3);  // the PCIe pod, the smallest
        QVERIFY(!page());
        QTRY_VERIFY(f.window->floorPlan()->isVisible());
        QVERIFY(f.window->design().racks().size() > 0);
        QVERIFY(f.window->filePath().isEmpty());
        QVERIFY(!f.window->isWindowModified());
    }

    void recentDesignsOpenAndMissingOnesAreGreyed() {
        const QString file = f.path(QStringLiteral("recent.supernode"));
        f.writeSample(file);
        QSettings().setValue(QStringLiteral("recentFiles"),
                             QStringList{file, f.path(QStringLiteral("moved-away.supernode"))});
        showPage();
        QListWidget* recent = page()->recentList();
        QCOMPARE(recent->count(), 2);
        QVERIFY(recent->item(0)->flags() & Qt::ItemIsEnabled);
        QVERIFY(!(recent->item(1)->flags() & Qt::ItemIsEnabled));
        QVERIFY(recent->item(1)->text().contains(QStringLiteral("not found")));
        clickItem(recent, 1);  // greyed: nothing happens
        QVERIFY(page());
        clickItem(recent, 0);
        QVERIFY(!page());
        QCOMPARE(f.window->filePath(), QFileInfo(file).absoluteFilePath());
        QCOMPARE(f.window->design().racks().size(), 1);
    }

    void emptyRoomShowsTheDrawings() {
        showPage();
        QTest::mouseClick(page()->findChild<QPushButton*>(QStringLiteral("startEmptyRoom")), Qt::LeftButton);
        QVERIFY(!page());
        QTRY_VERIFY(f.window->floorPlan()->isVisible());
        QVERIFY(f.window->design().racks().isEmpty());
    }

    /// The first edit of the empty design (here a row added by hand) is a start.
    void theFirstEditHidesThePage() {
        showPage();
        AddRowDialog dialog(f.window->design(), f.window.get());
        QVERIFY(dialog.apply());
        QVERIFY(!page());
        QTRY_VERIFY(f.window->floorPlan()->isVisible());
    }

    /// An empty design leaves the elevation a strip; the first rack shown gets it room for two faces.
    void theElevationWaitsForARack() {
        QSplitter* split = drawings();
        QVERIFY(split);
        QTRY_VERIFY(split->isVisible());
        QVERIFY(!f.window->elevation()->isVisible());  // an empty design: the plan takes the room
        AddRowDialog dialog(f.window->design(), f.window.get());
        QVERIFY(dialog.apply());
        f.window->selection().setRacks({f.window->design().racks()[0].id});
        QTRY_VERIFY(f.window->elevation()->isVisible());
        QVERIFY2(split->sizes().value(1) * 3 > split->sizes().value(0),
                 qPrintable(QStringLiteral("%1 | %2").arg(split->sizes().value(0)).arg(split->sizes().value(1))));
    }

    void newSupernodeStartsTheWizard() {
        showPage();
        QString shown;
        QTimer::singleShot(0, this, [&shown] {
            QWidget* modal = QApplication::activeModalWidget();
            if (modal) shown = modal->objectName();
            if (auto* dialog = qobject_cast<QDialog*>(modal)) dialog->reject();
        });
        QTest::mouseClick(page()->findChild<QPushButton*>(QStringLiteral("startNewSupernode")), Qt::LeftButton);
        QCOMPARE(shown, QStringLiteral("supernodeWizardDialog"));
        QVERIFY(page());  // cancelled: still nothing to draw
    }
};

QTEST_MAIN(TestStartPage)
#include "tst_start_page.moc"
