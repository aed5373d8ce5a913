// The export dialogs driven through their widgets: every
// kind writes its files, the label preview follows stock and QR, a one-rack
// selection exports only that rack, printing to a PDF printer puts the
// labels at the stock's page size, and File ▸ Export / Print Labels open them.
#include "exporters/export/design_export.h"
#include "exporters/labels/label_scheme.h"
#include "exporters/labels/label_selection.h"
#include "exporters/labels/label_sheet.h"
#include "exporters/labels/label_stock.h"
#include "model/design/design.h"
#include "model/store/design_file.h"
#include "tests/exporters/csv_reader.h"
#include "views/export/export_dialog.h"
#include "views/export/export_kinds.h"
#include "views/export/selection_picker.h"

#include <QPrintDialog>
#include <QTimer>
#include "tests/support/pdf_tools.h"
#include "tests/support/test_paths.h"
#include "tests/views/window_fixture.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QPrinter>
#include <QPushButton>
#include <QRegularExpression>
#include <QSet>
#include <QSignalSpy>

using namespace sn;
using namespace sn::test;

class TstExportDialog : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void everyKindWritesFromTheDialog_data();
    void everyKindWritesFromTheDialog();
    void previewFollowsStockAndQr();
    void wrapStockSaysWhichCablesItFits();
    void oneRackExportsOnlyThatRack();
    void printingPutsLabelsOnTheStocksPage_data();
    void printingPutsLabelsOnTheStocksPage();
    void printingTheBom();
    void exporterErrorsAreShown();
    void labelsNoFontDrawsAreRefused();
    void stockTooSmallSaysSoBriefly();
    void printRefusesBeforeThePrintDialog();
    void chosenStockComesBack();
    void fileMenuOpensTheDialogs();

private:
    static QString examplePath() { return sourceDir() + QStringLiteral("/resources/examples/liquid-row.json"); }
    /// Types the path into the line edit and clicks Export, as a user would.
    static void exportTo(ExportDialog& dialog, const QString& path) {
        auto* edit = dialog.findChild<QLineEdit*>(QStringLiteral("outputEdit"));
        QVERIFY(edit);
        edit->selectAll();
        QTest::keyClick(edit, Qt::Key_Delete);
        QTest::keyClicks(edit, path);
        QCOMPARE(dialog.outputPath(), path);
        auto* button = dialog.findChild<QPushButton*>(QStringLiteral("exportButton"));
        QVERIFY(button);
        QSignalSpy finished(&dialog, &ExportDialog::exportFinished);
        QTest::mouseClick(button, Qt::LeftButton);
        QVERIFY(!finished.isEmpty() || finished.wait(60000));  // written on a worker
    }
    /// Export as the button does, waiting for the worker; whether it wrote.
    static bool exportNow(ExportDialog& dialog) {
        QSignalSpy finished(&dialog, &ExportDialog::exportFinished);
        dialog.exportFiles();
        return (!finished.isEmpty() || finished.wait(60000)) && finished.first().first().toBool();
    }
    static QByteArray read(const QString& path) {
        QFile f(path);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }
    /// The cable ids ("C00001") a text mentions.
    static QSet<QString> cableIdsIn(const QString& text) {
        static const QRegularExpression id(QStringLiteral("\\bC\\d{5}\\b"));
        QSet<QString> out;
        for (auto it = id.globalMatch(text); it.hasNext();) out.insert(it.next().captured());
        return out;
    }

    /// Two Avery A4 stocks as gLabels states them (avery-iso-templates.xml):
    /// L4730 first (17.8 × 10 mm, too small for a cable's text), then 7163.
    QString miniTemplates() const {
        const QString path = m_fixture.path(QStringLiteral("mini-templates.xml"));
        QFile f(path);
        if (!f.exists() && f.open(QIODevice::WriteOnly))
            f.write(R"(<?xml version="1.0"?>
<Glabels-templates>
  <Template brand="Avery" part="L4730" size="A4" _description="Mini labels">
    <Meta category="label"/>
    <Label-rectangle id="0" width="17.8mm" height="10mm" round="1.6mm" x_waste="0mm" y_waste="0mm">
      <Markup-margin size="3.2mm"/>
      <Layout nx="10" ny="27" x0="6mm" y0="13mm" dx="20.3mm" dy="10mm"/>
    </Label-rectangle>
  </Template>
  <Template brand="Avery" part="7163" size="A4" _description="Mailing labels">
    <Meta category="label"/>
    <Label-rectangle id="0" width="280.9" height="108" round="5">
      <Markup-margin size="5"/>
      <Layout nx="2" ny="7" x0="9.5" y0="43" dx="292" dy="108"/>
    </Label-rectangle>
  </Template>
</Glabels-templates>
)");
        return path;
    }

    WindowFixture m_fixture;
    std::unique_ptr<Design> m_design;
};

void TstExportDialog::stockTooSmallSaysSoBriefly() {
    // Avery L4730 (the first stock of the file, chosen on loading it):
    // 17.8 × 10 mm less a 3.2 mm margin, too small for any cable's text.
    ExportDialog dialog(*m_design, ExportKind::Labels, examplePath());
    dialog.show();
    QVERIFY(dialog.loadStockFile(miniTemplates()));
    QCOMPARE(dialog.options().stock, QStringLiteral("avery-l4730"));
    auto* status = dialog.findChild<QLabel*>(QStringLiteral("exportStatus"));
    // The preview says why its labels are blank, under the "loaded" line, in
    // one line for all 160 of them.
    QVERIFY2(status->text().contains(QStringLiteral("160 label(s) of sheet 1 will not print")), qPrintable(status->text()));
    QVERIFY2(status->text().contains(QStringLiteral("and 159 more")), qPrintable(status->text()));
    // The loaded line and the preview's line.
    QVERIFY2(status->text().count(QLatin1Char('\n')) == 1, qPrintable(status->text()));
    // Export refuses, on one line, and the dialog keeps its size.
    const QSize before = dialog.size();
    exportTo(dialog, m_fixture.path(QStringLiteral("tiny.pdf")));
    QVERIFY2(status->text().contains(QStringLiteral("nothing was written")), qPrintable(status->text()));
    QVERIFY(!status->text().contains(QLatin1Char('\n')));
    QCOMPARE(dialog.size(), before);
    QVERIFY(!QFile::exists(m_fixture.path(QStringLiteral("tiny.pdf"))));
}

void TstExportDialog::printRefusesBeforeThePrintDialog() {
    // The default, a wrap chosen per cable, takes three stocks for this
    // design: it cannot go to one printer, and the user learns it before
    // going through the print dialog.
    ExportDialog dialog(*m_design, ExportKind::Labels, examplePath());
    dialog.show();
    QVERIFY(dialog.setStock(ExportOptions::wrapPerCable()));
    bool printDialogShown = false;
    QTimer watch;
    connect(&watch, &QTimer::timeout, this, [&] {
        if (auto* modal = qobject_cast<QPrintDialog*>(QApplication::activeModalWidget())) {
            printDialogShown = true;
            modal->reject();
        }
    });
    watch.start(10);
    dialog.print();
    QTest::qWait(50);
    QVERIFY(!printDialogShown);
    QVERIFY2(dialog.lastError().contains(QStringLiteral("pick one stock")), qPrintable(dialog.lastError()));
}

void TstExportDialog::chosenStockComesBack() {
    {
        ExportDialog dialog(*m_design, ExportKind::Labels, examplePath());
        QVERIFY(dialog.setStock(QStringLiteral("avery-l7160")));
        dialog.reject();  // closed without exporting or printing
    }
    {
        ExportDialog dialog(*m_design, ExportKind::Labels, examplePath());
        QCOMPARE(dialog.options().stock, QStringLiteral("avery-l7160"));
        // A stock of the user's own templates file: the file is read again.
        QVERIFY(dialog.loadStockFile(miniTemplates()));
        QVERIFY(dialog.setStock(QStringLiteral("avery-7163")));
        dialog.reject();
    }
    ExportDialog dialog(*m_design, ExportKind::Labels, examplePath());
    QCOMPARE(dialog.options().stock, QStringLiteral("avery-7163"));
    QCOMPARE(dialog.options().stockFile, miniTemplates());
    dialog.setStock(ExportOptions::wrapPerCable());
    dialog.reject();
}

void TstExportDialog::initTestCase() {
    QVERIFY(m_fixture.dir.isValid());
    m_fixture.isolate();
    m_design = DesignFile::open(examplePath());
    QCOMPARE(m_design->cables().size(), 80);
}

void TstExportDialog::everyKindWritesFromTheDialog_data() {
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("out");
    QTest::addColumn<QStringList>("files");
    QTest::newRow("schedule") << "schedule" << "schedule.csv" << QStringList{"schedule.csv"};
    // The default stock puts each cable on the wrap its OD fits, a file per stock:
    // liquid-row's 5.8/6.0 mm, 7.5-9.43 mm and 19 mm cables on three Panduit wraps (tst_label_wraps).
    QTest::newRow("labels") << "labels" << "labels.pdf"
                            << QStringList{"labels-panduit-r200x150v1t.pdf", "labels-panduit-r200x225v1t.pdf",
                                           "labels-panduit-r200x400v1t.pdf"};
    QTest::newRow("labels-csv") << "labels-csv" << "labels.csv" << QStringList{"labels.csv"};
    QTest::newRow("bom") << "bom" << "bom.csv" << QStringList{"bom.csv"};
    QTest::newRow("bom-pdf") << "bom-pdf" << "bom.pdf" << QStringList{"bom.pdf"};
    QTest::newRow("nccl") << "nccl" << "nccl"
                          << QStringList{"nccl/gpu-a01-1.xml", "nccl/gpu-a01-1.env", "nccl/gpu-a02-2.xml", "nccl/nccl-index.csv", "nccl/rail-map.csv"};
    QTest::newRow("slurm") << "slurm" << "slurm" << QStringList{"slurm/topology.conf", "slurm/topology.yaml"};
    QTest::newRow("drawings") << "drawings" << "drawings"
                              << QStringList{"drawings/drawings.pdf", "drawings/floor-plan.svg",
                                             "drawings/rack-A01-front.svg", "drawings/rack-A03-rear.svg"};
    QTest::newRow("netbox") << "netbox" << "netbox" << QStringList{"netbox/01-sites.csv", "netbox/10-cables.csv"};
    QTest::newRow("rules text") << "rules" << "findings.txt" << QStringList{"findings.txt"};
    QTest::newRow("rules json") << "rules" << "findings.json" << QStringList{"findings.json"};
    QTest::newRow("dxf") << "dxf" << "plan.dxf" << QStringList{"plan.dxf"};
}

void TstExportDialog::everyKindWritesFromTheDialog() {
    QFETCH(QString, kind);
    QFETCH(QString, out);
    QFETCH(QStringList, files);
    QTemporaryDir dir;
    ExportDialog dialog(*m_design, *kExportKindNames.parse(kind), examplePath());
    dialog.show();
    // The default output sits beside the design, named after it.
    QCOMPARE(QFileInfo(dialog.outputPath()).absolutePath(), QFileInfo(examplePath()).absolutePath());
    QVERIFY(QFileInfo(dialog.outputPath()).fileName().startsWith(QStringLiteral("liquid-row-")));
    exportTo(dialog, dir.filePath(out));
    QVERIFY2(dialog.lastError().isEmpty(), qPrintable(dialog.lastError()));
    for (const QString& f : files) QVERIFY2(QFileInfo(dir.filePath(f)).size() > 0, qPrintable(f));
    QVERIFY(dialog.lastWritten().size() >= 1);
    for (const QString& written : dialog.lastWritten()) QVERIFY2(QFileInfo::exists(written), qPrintable(written));
    // The dialog says what it wrote.
    auto* status = dialog.findChild<QLabel*>(QStringLiteral("exportStatus"));
    QVERIFY(status->text().startsWith(QStringLiteral("Wrote")));
    const QByteArray first = read(dir.filePath(files.front()));
    if (kind == u"schedule") QCOMPARE(int(readCsv(first).size()), 1 + 80);  // header + one row per cable
    if (kind == u"labels-csv") QCOMPARE(int(readCsv(first).size()), 1 + 2 * 80);  // both ends
    if (kind == u"labels" || kind == u"bom-pdf") QVERIFY(first.startsWith("%PDF-"));
    if (kind == u"dxf") QVERIFY(first.startsWith("  0\nSECTION\n  2\nHEADER\n  9\n$ACADVER\n  1\nAC1015\n"));  // ASCII DXF R2000
    if (out.endsWith(u".json")) QVERIFY(first.trimmed().startsWith('{') || first.trimmed().startsWith('['));
    if (kind == u"nccl") QCOMPARE(dialog.lastWritten().size(), 4 * 2 + 2);  // 4 GPU servers × (XML + env file) + the index + the rail map
}

void TstExportDialog::previewFollowsStockAndQr() {
    ExportDialog dialog(*m_design, ExportKind::Labels, examplePath());
    dialog.show();
    // Sheets of flat labels; the default, wraps chosen per cable, is tst_label_wraps' and wrapStockSaysWhichCablesItFits.
    QVERIFY(dialog.setStock(QStringLiteral("avery-l7160")));
    QSignalSpy changed(&dialog, &ExportDialog::previewChanged);
    const QImage a4 = dialog.previewImage();
    QVERIFY(!a4.isNull());
    // Not blank: some pixels are dark (text and outlines on white).
    int dark = 0;
    for (int y = 0; y < a4.height(); y += 2)
        for (int x = 0; x < a4.width(); x += 2) dark += qGray(a4.pixel(x, y)) < 128;
    QVERIFY(dark > 100);
    // 160 labels on Avery L7160 (21 a sheet): ceil(160 / 21) = 8 sheets.
    auto* info = dialog.findChild<QLabel*>(QStringLiteral("sheetInfo"));
    static const QRegularExpression counts(QStringLiteral("^(\\d+) label.* of (\\d+) shown"));
    auto countsOf = [&] {
        const auto m = counts.match(info->text());
        return m.hasMatch() ? std::pair{m.captured(1).toInt(), m.captured(2).toInt()} : std::pair{-1, -1};
    };
    QCOMPARE(countsOf(), std::pair(160, 8));
    // Another stock through its combo box: US Letter is wider for its height than A4.
    auto* stock = dialog.findChild<QComboBox*>(QStringLiteral("stockCombo"));
    // The wraps chosen per cable first, then every built-in stock.
    QCOMPARE(stock->count(), 1 + int(LabelStockLibrary::builtIn().stocks().size()));
    stock->setCurrentIndex(stock->findData(QStringLiteral("avery-5160")));
    QCOMPARE(changed.count(), 1);
    const QImage letter = dialog.previewImage();
    QVERIFY(!letter.isNull());
    QVERIFY(letter != a4);
    // 8.5 × 11 in against 210 × 297 mm: width / height 0.773 against 0.707.
    QVERIFY(qAbs(double(letter.width()) / letter.height() - 612.0 / 792) < 0.01);
    QVERIFY(qAbs(double(a4.width()) / a4.height() - 210.0 / 297) < 0.01);
    // 30 a sheet: ceil(160 / 30) = 6.
    QCOMPARE(countsOf(), std::pair(160, 6));
    // The QR check box redraws the sheet with codes.
    QTest::mouseClick(dialog.findChild<QCheckBox*>(QStringLiteral("qrCheck")), Qt::LeftButton);
    QVERIFY(dialog.options().qr);
    QCOMPARE(changed.count(), 2);
    QVERIFY(dialog.previewImage() != letter);
    // A template with an unknown token: no page, the reason instead.
    auto* templ = dialog.findChild<QLineEdit*>(QStringLiteral("templateEdit"));
    templ->setText(QStringLiteral("{rack}{slot}"));
    QVERIFY(dialog.previewImage().isNull());
    QVERIFY(dialog.findChild<QLabel*>(QStringLiteral("labelPreview"))->text().contains(QStringLiteral("{slot}")));
}

void TstExportDialog::wrapStockSaysWhichCablesItFits() {
    ExportDialog dialog(*m_design, ExportKind::Labels, examplePath());
    dialog.show();
    // The default: each cable on the wrap its OD fits, each stock's share said
    // (80 cables: 38 of 5.8/6.0 mm, 30 of 7.5-9.43 mm, 12 hoses of 19 mm; tst_label_wraps).
    QCOMPARE(dialog.options().stock, ExportOptions::wrapPerCable());
    QStringList lines = dialog.stockFitText().split(QLatin1Char('\n'));
    lines.sort();
    QCOMPARE(lines, QStringList({QStringLiteral("Panduit R200X150V1T: 38 cable(s) of 5.6 to 7.1 mm OD"),
                                 QStringLiteral("Panduit R200X225V1T: 30 cable(s) of 7.1 to 9.9 mm OD"),
                                 QStringLiteral("Panduit R200X400V1T: 12 cable(s) of 9.9 to 24.1 mm OD")}));
    QVERIFY(!dialog.previewImage().isNull());  // the first stock's first label
    // One wrap: which cables it fits. R200X150V1T takes 5.588-7.112 mm: the 38, and 42 are thicker.
    QVERIFY(dialog.setStock(QStringLiteral("panduit-r200x150v1t")));
    QCOMPARE(dialog.stockFitText(), QStringLiteral("fits 38 of 80 cable(s); 42 are thicker than 7.1 mm OD"));
    // A wrap that fits none (R100X075V1T, 3.048-4.064 mm): no preview, the reason, and nothing written.
    QVERIFY(dialog.setStock(QStringLiteral("panduit-r100x075v1t")));
    QVERIFY(dialog.previewImage().isNull());
    QVERIFY2(dialog.stockFitText().contains(QStringLiteral("fits none of the cables")), qPrintable(dialog.stockFitText()));
    QTemporaryDir dir;
    dialog.setOutputPath(dir.filePath(QStringLiteral("none.pdf")));
    QVERIFY(!exportNow(dialog));
    QVERIFY(dialog.lastError().contains(QStringLiteral("fits none of the cables")));
    QVERIFY(QDir(dir.path()).entryList(QDir::Files).isEmpty());
    // A flat stock fits any cable.
    QVERIFY(dialog.setStock(QStringLiteral("avery-l7160")));
    QCOMPARE(dialog.stockFitText(), QStringLiteral("A flat label: fits any of the 80 cable(s)."));
}

void TstExportDialog::oneRackExportsOnlyThatRack() {
    // Rack A01 of the example, counted by hand (tst_labels): 2 servers × 17 cables
    // + 2 manifold hoses = 36 cables, so 72 labels.
    const auto expected = LabelSheet::collect(*m_design, LabelScheme(), LabelSelection::rack(QStringLiteral("A01")));
    QCOMPARE(expected.size(), size_t(72));
    QSet<QString> expectedIds;
    for (const LabelItem& i : expected) expectedIds.insert(i.cableId);
    QCOMPARE(expectedIds.size(), 36);
    QTemporaryDir dir;
    for (const ExportKind kind : {ExportKind::LabelsCsv, ExportKind::Labels}) {
        ExportDialog dialog(*m_design, kind, examplePath());
        dialog.show();
        auto* scope = dialog.findChild<QComboBox*>(QStringLiteral("selectionScope"));
        auto* value = dialog.findChild<QComboBox*>(QStringLiteral("selectionValue"));
        scope->setCurrentIndex(scope->findData(int(SelectionPicker::Scope::Rack)));
        QCOMPARE(value->count(), 3);  // A01, A02, A03
        value->setCurrentIndex(value->findData(QStringLiteral("A01")));
        QCOMPARE(dialog.options().select, QStringLiteral("rack:A01"));
        if (kind == ExportKind::Labels) QVERIFY(dialog.setStock(ExportOptions::sheetStock()));  // one file of sheets
        const QString out = dir.filePath(kind == ExportKind::Labels ? QStringLiteral("a01.pdf") : QStringLiteral("a01.csv"));
        exportTo(dialog, out);
        QVERIFY2(dialog.lastError().isEmpty(), qPrintable(dialog.lastError()));
        if (kind == ExportKind::LabelsCsv) {
            const auto rows = readCsv(read(out));
            QCOMPARE(int(rows.size()), 1 + 72);
            QSet<QString> ids;
            for (size_t r = 1; r < rows.size(); ++r) {
                ids.insert(rows[r][0]);
                QVERIFY2(rows[r][3].contains(QStringLiteral(".A01-")), qPrintable(rows[r][3]));
            }
            QCOMPARE(ids, expectedIds);
        } else {
            QString why;
            const auto text = pdfText(out, &why);
            QVERIFY2(text, qPrintable(why));
            QCOMPARE(cableIdsIn(*text), expectedIds);
            // 72 labels on 21-label sheets: 4 pages.
            const auto info = pdfInfo(out, &why);
            QVERIFY2(info, qPrintable(why));
            QCOMPARE(info->pages, 4);
        }
    }
}

void TstExportDialog::printingPutsLabelsOnTheStocksPage_data() {
    QTest::addColumn<QString>("stock");
    QTest::addColumn<QSizeF>("pagePt");
    QTest::addColumn<int>("pages");
    // A4 = 210 × 297 mm = 595.28 × 841.89 pt; 160 labels / 21 = 8 sheets.
    QTest::newRow("A4 Avery L7160") << QStringLiteral("avery-l7160") << QSizeF(595.28, 841.89) << 8;
    // US Letter 8.5 × 11 in = 612 × 792 pt; 160 / 30 = 6 sheets.
    QTest::newRow("US Letter Avery 5160") << QStringLiteral("avery-5160") << QSizeF(612, 792) << 6;
}

void TstExportDialog::printingPutsLabelsOnTheStocksPage() {
    QFETCH(QString, stock);
    QFETCH(QSizeF, pagePt);
    QFETCH(int, pages);
    ExportDialog dialog(*m_design, ExportKind::Labels, examplePath());
    QVERIFY(dialog.setStock(stock));
    QTemporaryDir dir;
    const QString pdf = dir.filePath(QStringLiteral("printed.pdf"));
    {
        // A printer's resolution, not the PDF writer's 72 dpi: the painting must still be 1:1.
        QPrinter printer(QPrinter::HighResolution);
        printer.setOutputFormat(QPrinter::PdfFormat);
        printer.setOutputFileName(pdf);
        QVERIFY2(dialog.printTo(printer), qPrintable(dialog.lastError()));
    }
    QString why;
    const auto info = pdfInfo(pdf, &why);
    QVERIFY2(info, qPrintable(why));
    QCOMPARE(info->pages, pages);
    QVERIFY2(qAbs(info->pageSizePt.width() - pagePt.width()) < 0.5 && qAbs(info->pageSizePt.height() - pagePt.height()) < 0.5,
             qPrintable(QStringLiteral("%1 x %2").arg(info->pageSizePt.width()).arg(info->pageSizePt.height())));
    // Every cable id is printed (both ends of all 80 cables).
    const auto text = pdfText(pdf, &why);
    QVERIFY2(text, qPrintable(why));
    QSet<QString> all;
    for (const Cable& c : m_design->cables()) all.insert(c.label);  // the example labels every cable "C00001"…
    QCOMPARE(all.size(), 80);
    QCOMPARE(cableIdsIn(*text), all);
    // 1:1: every word on the first page lies inside a label cell of the stock, in points.
    const auto bbox = runTool(QStringLiteral("pdftotext"),
                              {QStringLiteral("-bbox"), QStringLiteral("-f"), QStringLiteral("1"), QStringLiteral("-l"),
                               QStringLiteral("1"), pdf, QStringLiteral("-")},
                              &why);
    QVERIFY2(bbox, qPrintable(why));
    const LabelStock& s = *LabelStockLibrary::builtIn().find(stock);
    const auto cells = s.cells();
    const auto words = wordBoxes(QString::fromUtf8(*bbox));
    for (const QRectF& box : words) {
        QVERIFY2(std::any_of(cells.begin(), cells.end(), [&](const QRectF& c) { return c.adjusted(-0.5, -0.5, 0.5, 0.5).contains(box); }),
                 qPrintable(QStringLiteral("word at %1,%2").arg(box.x()).arg(box.y())));
    }
    QVERIFY(int(words.size()) >= 3 * s.labelsPerPage());  // id, this end, far end on every label
}

void TstExportDialog::printingTheBom() {
    ExportDialog dialog(*m_design, ExportKind::BomPdf, examplePath());
    QVERIFY(dialog.findChild<QPushButton*>(QStringLiteral("printButton")));
    QTemporaryDir dir;
    const QString pdf = dir.filePath(QStringLiteral("bom.pdf"));
    {
        QPrinter printer(QPrinter::HighResolution);
        printer.setOutputFormat(QPrinter::PdfFormat);
        printer.setOutputFileName(pdf);
        printer.setPageSize(QPageSize(QPageSize::Letter));  // the BOM's table is laid out for A4 and prints so
        QVERIFY2(dialog.printTo(printer), qPrintable(dialog.lastError()));
    }
    QString why;
    const auto info = pdfInfo(pdf, &why);
    QVERIFY2(info, qPrintable(why));
    QVERIFY(qAbs(info->pageSizePt.width() - 595.28) < 0.5 && qAbs(info->pageSizePt.height() - 841.89) < 0.5);
    const auto text = pdfText(pdf, &why);
    QVERIFY2(text, qPrintable(why));
    QVERIFY(text->contains(QStringLiteral("Bill of materials")));
    // The same lines as the PDF export writes: compare the text of both.
    QTemporaryDir exported;
    const QString file = exported.filePath(QStringLiteral("bom.pdf"));
    DesignExport::write(*m_design, ExportKind::BomPdf, file, dialog.options());
    const auto expected = pdfText(file, &why);
    QVERIFY2(expected, qPrintable(why));
    QCOMPARE(*text, *expected);
    // Kinds without a printed form have no Print button.
    ExportDialog nccl(*m_design, ExportKind::Nccl, examplePath());
    QVERIFY(!nccl.findChild<QPushButton*>(QStringLiteral("printButton")));
}

void TstExportDialog::exporterErrorsAreShown() {
    QTemporaryDir dir;
    ExportDialog dialog(*m_design, ExportKind::Schedule, examplePath());
    dialog.show();
    dialog.findChild<QLineEdit*>(QStringLiteral("templateEdit"))->setText(QStringLiteral("{rack}{slot}"));
    const QString out = dir.filePath(QStringLiteral("schedule.csv"));
    exportTo(dialog, out);
    // LabelScheme's own message, naming the unknown token; nothing written.
    QVERIFY2(dialog.lastError().contains(QStringLiteral("{slot}")), qPrintable(dialog.lastError()));
    QCOMPARE(dialog.findChild<QLabel*>(QStringLiteral("exportStatus"))->text(), dialog.lastError());
    QVERIFY(!QFileInfo::exists(out));
    QVERIFY(dialog.lastWritten().isEmpty());
    // An empty path is refused before any work.
    exportTo(dialog, QString());
    QVERIFY(!dialog.lastError().isEmpty());
}

void TstExportDialog::labelsNoFontDrawsAreRefused() {
    // A rack name with U+0378 (unassigned: no font has it). The preview says
    // which labels and character, and Export writes nothing rather than a
    // sheet with blanks.
    auto design = DesignFile::open(examplePath());
    Rack r = *std::find_if(design->racks().begin(), design->racks().end(), [](const Rack& x) { return x.name == u"A01"; });
    r.name = QStringLiteral("A\u0378");
    design->replace(r);
    QTemporaryDir dir;
    ExportDialog dialog(*design, ExportKind::Labels, examplePath());
    dialog.show();
    QVERIFY(dialog.setStock(ExportOptions::sheetStock()));
    // The preview lays out the first sheet: that rack's labels, once it is picked.
    auto* scope = dialog.findChild<QComboBox*>(QStringLiteral("selectionScope"));
    auto* value = dialog.findChild<QComboBox*>(QStringLiteral("selectionValue"));
    scope->setCurrentIndex(scope->findData(int(SelectionPicker::Scope::Rack)));
    value->setCurrentIndex(value->findData(QStringLiteral("A\u0378")));
    QCOMPARE(dialog.options().select, QStringLiteral("rack:A\u0378"));
    auto* status = dialog.findChild<QLabel*>(QStringLiteral("exportStatus"));
    QVERIFY(status);
    QTRY_VERIFY2(status->text().contains(QStringLiteral("(U+0378)")), qPrintable(status->text()));
    const QString out = dir.filePath(QStringLiteral("labels.pdf"));
    exportTo(dialog, out);
    QVERIFY2(dialog.lastError().contains(QStringLiteral("no font on this machine draws")), qPrintable(dialog.lastError()));
    QCOMPARE(status->text(), dialog.lastError());
    QVERIFY(!QFileInfo::exists(out));
    QVERIFY(dialog.lastWritten().isEmpty());
}

void TstExportDialog::fileMenuOpensTheDialogs() {
    m_fixture.reset();
    MainWindow& window = *m_fixture.window;
    QVERIFY(window.openFile(examplePath()));
    for (const ExportKind kind : ExportKinds::all()) {
        QAction* a = window.action(QStringLiteral("actionExport-") + kExportKindNames.name(kind));
        QVERIFY2(a, qPrintable(kExportKindNames.name(kind)));
        a->trigger();
        auto* dialog = window.findChild<ExportDialog*>();
        QVERIFY(dialog);
        QCOMPARE(dialog->kind(), kind);
        QVERIFY(dialog->isVisible());
        dialog->close();  // deletes itself
        QTRY_VERIFY(!window.findChild<ExportDialog*>());
    }
    // The Export submenu sits in the File menu with every kind, Print Labels beside it.
    QMenu* file = window.menuBar()->actions().first()->menu();
    auto* exportMenu = window.findChild<QMenu*>(QStringLiteral("menuExport"));
    QVERIFY(exportMenu);
    QVERIFY(file->actions().contains(exportMenu->menuAction()));
    QCOMPARE(exportMenu->actions().size(), int(ExportKinds::all().size()));
    QAction* print = window.action(QStringLiteral("actionPrintLabels"));
    QVERIFY(file->actions().contains(print));
    QCOMPARE(print->shortcut(), QKeySequence(QKeySequence::Print));
    print->trigger();
    auto* dialog = window.findChild<ExportDialog*>();
    QVERIFY(dialog);
    QCOMPARE(dialog->kind(), ExportKind::Labels);
    QVERIFY(dialog->findChild<QPushButton*>(QStringLiteral("printButton"))->isDefault());
    QVERIFY(!dialog->previewImage().isNull());
    dialog->close();
    m_fixture.window.reset();
}

QTEST_MAIN(TstExportDialog)
#include "tst_export_dialog.moc"
