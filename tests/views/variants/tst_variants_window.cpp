#include "model/catalog/catalog.h"
#include "model/design/design.h"
#include "model/variants/variant_comparison.h"
#include "views/variants/variants_window.h"
#include "views/wizard/supernode_wizard_dialog.h"

#include <QCheckBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QtTest>

using namespace sn;

/// Compare Variants…, driven through its own widgets.
class TstVariantsWindow : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void comparesRanksAndHandsOverADesign();
    void badValuesAreRefusedBeforeAnyWork();
    void theWizardOffersIt();
};

namespace {

WizardParams smallRequirement() {
    WizardParams p;
    p.gpus = 64;
    p.serverTypeId = QStringLiteral("hgx-b200-8gpu-liquid");
    return p;
}

}  // namespace

void TstVariantsWindow::comparesRanksAndHandsOverADesign() {
    VariantsWindow window(smallRequirement(), Catalog::builtIn());
    window.show();
    // Fabric rail and fat tree, with air cooling beside liquid: the liquid
    // server cannot be cooled by air, so two of the four are refused.
    window.axisOn(1)->setChecked(false);
    window.axisOn(3)->setChecked(true);
    QSignalSpy finished(&window, &VariantsWindow::finished);
    QVERIFY(window.compare());
    QVERIFY(window.isRunning());
    QVERIFY(!window.compare());  // one comparison at a time
    QVERIFY(finished.wait(180000));
    const VariantComparison* c = window.comparison();
    QVERIFY(c);
    QCOMPARE(c->variants.size(), size_t(4));
    QCOMPARE(int(c->ranked.size()), 2);
    QCOMPARE(window.table()->rowCount(), 4);
    for (int row = 0; row < 2; ++row) QCOMPARE(window.table()->item(row, 0)->text(), QString::number(row + 1));
    QVERIFY2(window.table()->item(2, 14)->text().startsWith(QStringLiteral("Cooling: ")),
             qPrintable(window.table()->item(2, 14)->text()));
    QVERIFY(window.status()->text().contains(QStringLiteral("2 of 4")));
    // The totals shown are the ranking's, best first.
    QVERIFY(window.table()->item(0, 2)->text().toDouble() >= window.table()->item(1, 2)->text().toDouble());

    // Save Report…: the PDF and the CSV beside it.
    QTemporaryDir dir;
    QVERIFY(window.saveReport(dir.filePath(QStringLiteral("cmp.pdf"))));
    QFile pdf(dir.filePath(QStringLiteral("cmp.pdf")));
    QVERIFY(pdf.open(QIODevice::ReadOnly));
    QVERIFY(pdf.read(5) == "%PDF-");
    QFile csv(dir.filePath(QStringLiteral("cmp.csv")));
    QVERIFY(csv.open(QIODevice::ReadOnly));
    QVERIFY(csv.readLine().startsWith("rank,variant,status,gpus,idle_gpus"));
    QCOMPARE(csv.readAll().count('\n'), 4);

    window.table()->selectRow(0);
    std::unique_ptr<Design> first = window.takeSelected();
    QVERIFY(first);
    QCOMPARE(first->devices().isEmpty(), false);
    QVERIFY(!first->undoStack().canUndo());  // opened as a file opens: nothing to undo
    QVERIFY(first->undoStack().isClean());
    QVERIFY(!window.takeDesign(0));  // taken once
    QVERIFY(!window.takeDesign(2));  // a refused variant has none
}

void TstVariantsWindow::badValuesAreRefusedBeforeAnyWork() {
    VariantsWindow window(smallRequirement(), Catalog::builtIn());
    window.axisValues(0)->setText(QStringLiteral("rail,mesh"));
    QVERIFY(!window.compare());
    QVERIFY(!window.isRunning());
    QVERIFY2(window.status()->text().contains(QStringLiteral("\"mesh\" is not a value fabric takes")),
             qPrintable(window.status()->text()));
    window.axisValues(0)->setText(QStringLiteral("rail"));
    window.priceList()->setText(QStringLiteral("/nonexistent/prices.csv"));
    QVERIFY(!window.compare());
    QVERIFY(window.status()->text().contains(QStringLiteral("prices.csv")));
}

void TstVariantsWindow::theWizardOffersIt() {
    Design design;
    SupernodeWizardDialog dialog(design);
    dialog.show();
    QVERIFY(dialog.compareButton());
    QTimer::singleShot(0, dialog.compareButton(), &QPushButton::click);
    QCOMPARE(dialog.exec(), SupernodeWizardDialog::CompareVariants);
    QVERIFY(dialog.params().gpus > 0 || dialog.params().tp > 0);
}

QTEST_MAIN(TstVariantsWindow)
#include "tst_variants_window.moc"
