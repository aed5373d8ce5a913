#include "exporters/export/design_export.h"
#include "exporters/labels/label_pdf.h"
#include "exporters/labels/label_scheme.h"
#include "exporters/labels/label_selection.h"
#include "exporters/labels/label_sheet.h"
#include "exporters/labels/label_stock.h"
#include "exporters/labels/text_fit.h"
#include "model/core/sn_error.h"
#include "model/design/design.h"
#include "model/store/design_file.h"
#include "tests/support/pdf_tools.h"
#include "tests/support/test_paths.h"

#include <QDir>
#include <QTemporaryDir>
#include <QtTest>

using namespace sn;

/// Label stocks a user brings as gLabels template files. Every
/// file of the gLabels database copy loads; stocks whose cells leave the
/// page or overlap are refused by name with the reason; PDF pages are the
/// template's size to 0.01 pt; on stocks of six vendors every word of every
/// label lies inside its cell (read back with pdftotext -bbox).
class TstLabelStocks : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { SN_SKIP_WITHOUT_SHARED("data/label-templates"); }
    void everyTemplateFileLoads();
    void valuesGlabelsReadsAsZero();
    void offPageAndOverlappingStocksRefused();
    void hugeGridIsRefusedBeforeItsCells();
    void labelOfNoSizeOrNoNumberRefused_data();
    void labelOfNoSizeOrNoNumberRefused();
    void stockFileOption();
    void pdfPageIsTheTemplateSize();
    void textInsideCellsOnStocksOfSixVendors_data();
    void textInsideCellsOnStocksOfSixVendors();

private:
    static QString templates() { return test::sharedDir() + QStringLiteral("/data/label-templates"); }
    static QString writeTemp(QTemporaryDir& dir, const QByteArray& xml) {
        const QString path = dir.filePath(QStringLiteral("mine.xml"));
        QFile f(path);
        if (f.open(QIODevice::WriteOnly)) f.write(xml);
        return path;
    }
    static QFont font() { return QFont(QStringLiteral("DejaVu Sans")); }
};

void TstLabelStocks::everyTemplateFileLoads() {
    const QStringList files = QDir(templates()).entryList({QStringLiteral("*-templates.xml")}, QDir::Files, QDir::Name);
    // 31 of the gLabels database's 35 template files (README of the folder).
    QCOMPARE(files.size(), 31);
    LabelStockLibrary all = LabelStockLibrary::forUserTemplates();
    for (const QString& name : files) {
        LabelStockLibrary lib = LabelStockLibrary::forUserTemplates();
        try {
            lib.addTemplateFile(QDir(templates()).filePath(name));
        } catch (const UserError& e) {
            QFAIL(qPrintable(e.message()));
        }
        // canon-other, desmat and mayspies hold only CD labels (no Label-rectangle):
        // they load with no stock to print cable text on.
        const QStringList cdOnly{QStringLiteral("canon-other-templates.xml"), QStringLiteral("desmat-templates.xml"),
                                 QStringLiteral("mayspies-templates.xml")};
        QCOMPARE(lib.stocks().empty() && lib.refused().empty(), cdOnly.contains(name));
    }
    // The folder reader takes the same files (and passes over paper sizes, categories, vendors).
    QVERIFY(all.addTemplateFolder(templates()).isEmpty());
    qInfo("%d stocks load from %lld files; %d refused", int(all.stocks().size()), qlonglong(files.size()),
          int(all.refused().size()));
    for (const RefusedStock& r : all.refused()) qInfo("  refused %s: %s", qPrintable(r.name), qPrintable(r.reason));
    QVERIFY(all.stocks().size() > 1000);
    // Every stock that loads has every cell on its page and no two overlapping.
    for (const LabelStock& s : all.stocks()) QVERIFY2(LabelStockLibrary::layoutProblem(s).isEmpty(), qPrintable(s.id));
    // Avery 5160 from the US file: 30 labels of 2.625 × 1 in on US Letter, 612 × 792 pt.
    const LabelStock* avery = all.find(QStringLiteral("avery-5160"));
    QVERIFY(avery);
    QCOMPARE(avery->labelsPerPage(), 30);
    QCOMPARE(avery->pageSizePt, QSizeF(612, 792));
}

void TstLabelStocks::valuesGlabelsReadsAsZero() {
    // gLabels reads lengths with g_ascii_strtod: an empty dx or x0 and a unit
    // without a number ("in") are 0.
    QCOMPARE(*LabelStockLibrary::lengthPt(QString()), 0.0);
    QCOMPARE(*LabelStockLibrary::lengthPt(QStringLiteral("in")), 0.0);
    QVERIFY(!LabelStockLibrary::lengthPt(QStringLiteral("1x")));
    QTemporaryDir dir;
    const QString path = writeTemp(dir,
        "<Glabels-templates><Template brand=\"Acme\" part=\"One\" size=\"A4\" _description=\"Strip\">"
        "<Label-rectangle width=\"200mm\" height=\"20mm\" round=\"in\">"
        "<Layout nx=\"1\" ny=\"10\" x0=\"\" y0=\"10mm\" dx=\"\" dy=\"25mm\"/></Label-rectangle></Template>"
        "</Glabels-templates>");
    LabelStockLibrary lib = LabelStockLibrary::forUserTemplates();
    lib.addTemplateFile(path);
    QCOMPARE(lib.stocks().size(), size_t(1));
    const LabelStock& s = lib.stocks().front();
    QCOMPARE(s.roundPt, 0.0);
    QCOMPARE(s.grids.front().x0Pt, 0.0);
    QCOMPARE(s.grids.front().dxPt, 0.0);
    // Last row: y0 10 mm + 9 × 25 mm = 235 mm, bottom 255 mm < 297 mm: on the page.
    QVERIFY(lib.refused().empty());
}

void TstLabelStocks::offPageAndOverlappingStocksRefused() {
    // Hisago OP3010 in the gLabels database: its grid runs off the A4 page.
    LabelStockLibrary lib = LabelStockLibrary::forUserTemplates();
    lib.addTemplateFile(templates() + QStringLiteral("/hisago-templates.xml"));
    QVERIFY(!lib.find(QStringLiteral("hisago-op3010")));
    const auto op = std::find_if(lib.refused().begin(), lib.refused().end(),
                                 [](const RefusedStock& r) { return r.id == u"hisago-op3010"; });
    QVERIFY(op != lib.refused().end());
    QCOMPARE(op->name, QStringLiteral("Hisago OP3010"));
    QVERIFY2(op->reason.contains(QStringLiteral("leaves the 595.28 × 841.89 pt page")), qPrintable(op->reason));

    QTemporaryDir dir;
    // 3 columns of 80 mm at an 80 mm pitch from 10 mm: the third ends at 250 mm on a 210 mm page.
    const QString off = writeTemp(dir,
        "<Glabels-templates><Template brand=\"Acme\" part=\"Wide\" size=\"A4\" _description=\"x\">"
        "<Label-rectangle width=\"80mm\" height=\"20mm\"><Layout nx=\"3\" ny=\"1\" x0=\"10mm\" y0=\"10mm\" "
        "dx=\"80mm\" dy=\"20mm\"/></Label-rectangle></Template></Glabels-templates>");
    try {
        LabelStockLibrary::userStock(off, QStringLiteral("Wide"));
        QFAIL("an off-page stock was accepted");
    } catch (const UserError& e) {
        // Label 3: x 10 + 2 × 80 = 170 mm to 250 mm = 481.89 to 708.66 pt.
        QVERIFY2(e.message().contains(QLatin1String("Acme Wide is refused: label 3 of 3 (481.89, 28.35 to 708.66")),
                 qPrintable(e.message()));
    }
    // 20 mm labels at a 15 mm pitch: labels 1 and 2 overlap by 80 × 5 mm = 226.77 × 14.17 pt.
    const QString overlap = writeTemp(dir,
        "<Glabels-templates><Template brand=\"Acme\" part=\"Tight\" size=\"A4\" _description=\"x\">"
        "<Label-rectangle width=\"80mm\" height=\"20mm\"><Layout nx=\"1\" ny=\"3\" x0=\"10mm\" y0=\"10mm\" "
        "dx=\"80mm\" dy=\"15mm\"/></Label-rectangle></Template></Glabels-templates>");
    LabelStockLibrary tight = LabelStockLibrary::forUserTemplates();
    tight.addTemplateFile(overlap);
    QVERIFY(tight.stocks().empty());
    QCOMPARE(tight.refused().size(), size_t(1));
    QCOMPARE(tight.refused().front().reason, QStringLiteral("labels 1 and 2 overlap by 226.77 × 14.17 pt"));

    // Three grids of 20 × 12 mm labels at x 10 mm: label 1 at y 50 mm; labels 2–4 at y 10, 25,
    // 40 mm (15 mm pitch, apart); label 5 at y 55 mm. Label 1 overlaps label 4 (y 50 to 52 mm)
    // and label 5 (y 55 to 60 mm): the first pair is 1 and 4, by 20 × 2 mm = 56.69 × 5.67 pt.
    const QString grids = writeTemp(dir,
        "<Glabels-templates><Template brand=\"Acme\" part=\"Grids\" size=\"A4\" _description=\"x\">"
        "<Label-rectangle width=\"20mm\" height=\"12mm\">"
        "<Layout nx=\"1\" ny=\"1\" x0=\"10mm\" y0=\"50mm\" dx=\"0\" dy=\"0\"/>"
        "<Layout nx=\"1\" ny=\"3\" x0=\"10mm\" y0=\"10mm\" dx=\"20mm\" dy=\"15mm\"/>"
        "<Layout nx=\"1\" ny=\"1\" x0=\"10mm\" y0=\"55mm\" dx=\"0\" dy=\"0\"/>"
        "</Label-rectangle></Template></Glabels-templates>");
    LabelStockLibrary three = LabelStockLibrary::forUserTemplates();
    three.addTemplateFile(grids);
    QCOMPARE(three.refused().size(), size_t(1));
    QCOMPARE(three.refused().front().reason, QStringLiteral("labels 1 and 4 overlap by 56.69 × 5.67 pt"));
}

void TstLabelStocks::hugeGridIsRefusedBeforeItsCells() {
    // 100 000 × 100 000 = 10¹⁰ cells: refused on reading the layout, one line
    // naming the file, line and template, before a single cell is made.
    QTemporaryDir dir;
    const QString huge = writeTemp(dir,
        "<Glabels-templates><Template brand=\"Acme\" part=\"Dust\" size=\"A4\" _description=\"x\">\n"
        "<Label-rectangle width=\"1mm\" height=\"1mm\"><Layout nx=\"100000\" ny=\"100000\" x0=\"0\" y0=\"0\" "
        "dx=\"1mm\" dy=\"1mm\"/></Label-rectangle></Template></Glabels-templates>");
    LabelStockLibrary lib = LabelStockLibrary::forUserTemplates();
    try {
        lib.addTemplateFile(huge);
        QFAIL("a 10¹⁰-label page was accepted");
    } catch (const UserError& e) {
        QVERIFY2(e.message().contains(QLatin1String(", line 2: template Acme Dust: 10000000000 labels on a page; at most 10000")),
                 qPrintable(e.message()));
        QVERIFY(!e.message().contains(QLatin1Char('\n')));
    }
    QVERIFY(lib.stocks().empty());
}

void TstLabelStocks::labelOfNoSizeOrNoNumberRefused_data() {
    QTest::addColumn<QByteArray>("rectangle");  // the Label-rectangle's attributes
    QTest::addColumn<QString>("message");       // after "mine.xml, line 2: "
    // A 0 mm wide label fit no text: all 160 cables were refused in one
    // 17 000-character line that never named the width.
    QTest::newRow("no width") << QByteArray("width=\"0mm\" height=\"20mm\"")
                              << "template Acme Thin: a label of 0.0 × 20.0 mm; its width and height must be above 0";
    QTest::newRow("negative height") << QByteArray("width=\"20mm\" height=\"-5mm\"")
                                     << "template Acme Thin: a label of 20.0 × -5.0 mm; its width and height must be above 0";
    QTest::newRow("nan") << QByteArray("width=\"nan\" height=\"20mm\"") << "attribute width \"nan\" is not a length";
    QTest::newRow("inf") << QByteArray("width=\"20mm\" height=\"infmm\"") << "attribute height \"infmm\" is not a length";
}

void TstLabelStocks::labelOfNoSizeOrNoNumberRefused() {
    QFETCH(QByteArray, rectangle);
    QFETCH(QString, message);
    QTemporaryDir dir;
    const QString file = writeTemp(dir,
        "<Glabels-templates><Template brand=\"Acme\" part=\"Thin\" size=\"A4\" _description=\"x\">\n"
        "<Label-rectangle " + rectangle + "><Layout nx=\"1\" ny=\"1\" x0=\"10mm\" y0=\"10mm\" "
        "dx=\"0\" dy=\"0\"/></Label-rectangle></Template></Glabels-templates>");
    LabelStockLibrary lib = LabelStockLibrary::forUserTemplates();
    try {
        lib.addTemplateFile(file);
        QFAIL("read");
    } catch (const UserError& e) {
        QCOMPARE(e.message(), file + QStringLiteral(", line 2: ") + message);
    }
}

void TstLabelStocks::stockFileOption() {
    const auto design = DesignFile::open(test::sourceDir() + QStringLiteral("/resources/examples/liquid-row.json"));
    ExportOptions o;
    o.stockFile = templates() + QStringLiteral("/pearl-iso-templates.xml");
    o.stock = QStringLiteral("PE-8004");  // by part, as printed on the box
    const LabelSheet sheet = DesignExport::labelSheet(*design, o);
    QCOMPARE(sheet.stock.id, QStringLiteral("pearl-pe-8004"));
    o.stock.clear();  // a file of many stocks needs a name
    try {
        DesignExport::labelSheet(*design, o);
        QFAIL("no stock named");
    } catch (const UserError& e) {
        QVERIFY2(e.message().contains(QLatin1String("name one with --stock")), qPrintable(e.message()));
    }
    o.stock = QStringLiteral("NOPE");
    try {
        DesignExport::labelSheet(*design, o);
        QFAIL("unknown stock");
    } catch (const UserError& e) {
        QVERIFY2(e.message().contains(QLatin1String("no stock \"NOPE\"")), qPrintable(e.message()));
    }
}

void TstLabelStocks::pdfPageIsTheTemplateSize() {
    const auto design = DesignFile::open(test::sourceDir() + QStringLiteral("/resources/examples/liquid-row.json"));
    QTemporaryDir dir;
    // A4 = 210 × 297 mm = 595.2756 × 841.8898 pt; Dymo 11353 is 13 × 25 mm = 36.850 × 70.866 pt.
    const std::pair<const char*, QSizeF> cases[] = {
        {"pearl-iso-templates.xml|PE-8004", QSizeF(210 * 72 / 25.4, 297 * 72 / 25.4)},
        {"dymo-other-templates.xml|11353", QSizeF(13 * 72 / 25.4, 25 * 72 / 25.4)},
        {"avery-us-templates.xml|5160", QSizeF(612, 792)},
    };
    for (const auto& [what, size] : cases) {
        const QStringList parts = QString::fromLatin1(what).split(QLatin1Char('|'));
        const LabelStock stock = LabelStockLibrary::userStock(templates() + QLatin1Char('/') + parts[0], parts[1]);
        QVERIFY(qAbs(stock.pageSizePt.width() - size.width()) < 1e-9);
        const LabelSheet sheet = LabelSheet::layout(
            LabelSheet::collect(*design, LabelScheme(), LabelSelection::parse(QStringLiteral("all"), *design)), stock,
            TextFitter(font()));
        const QString pdf = dir.filePath(parts[1] + QStringLiteral(".pdf"));
        QFile f(pdf);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(LabelPdf::pdf(sheet, font(), QStringLiteral("test")));
        f.close();
        QString why;
        const auto info = test::pdfInfo(pdf, &why);
        QVERIFY2(info, qPrintable(why));
        QVERIFY2(qAbs(info->pageSizePt.width() - size.width()) < 0.01 &&
                     qAbs(info->pageSizePt.height() - size.height()) < 0.01,
                 qPrintable(QStringLiteral("%1: %2 x %3").arg(parts[1]).arg(info->pageSizePt.width()).arg(info->pageSizePt.height())));
        QCOMPARE(info->pages, std::max(1, sheet.pages));
    }
}

void TstLabelStocks::textInsideCellsOnStocksOfSixVendors_data() {
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("part");
    QTest::newRow("PEARL PE-8004 (70 x 36 mm, A4)") << "pearl-iso-templates.xml" << "PE-8004";
    QTest::newRow("Hama 50400 (85 x 55 mm, A4)") << "hama-iso-templates.xml" << "50400";
    QTest::newRow("Hisago ELM005 (98 x 68 mm, A4)") << "hisago-templates.xml" << "ELM005";
    QTest::newRow("Apli 1271 (70 x 30 mm, A4)") << "misc-iso-templates.xml" << "1271";
    QTest::newRow("Ascom A4/24/MKII (181 x 96 pt)") << "ascom-iso-templates.xml" << "A4/24/MKII";
    QTest::newRow("Avery 5160 (2.625 x 1 in, US Letter)") << "avery-us-templates.xml" << "5160";
}

void TstLabelStocks::textInsideCellsOnStocksOfSixVendors() {
    QFETCH(QString, file);
    QFETCH(QString, part);
    const auto design = DesignFile::open(test::sourceDir() + QStringLiteral("/resources/examples/liquid-row.json"));
    const LabelStock s = LabelStockLibrary::userStock(templates() + QLatin1Char('/') + file, part);
    const LabelSheet sheet =
        LabelSheet::layout(LabelSheet::collect(*design, LabelScheme(), LabelSelection()), s, TextFitter(font()));
    QVERIFY(sheet.tooLong.empty());
    QTemporaryDir dir;
    const QString pdf = dir.filePath(QStringLiteral("labels.pdf"));
    {
        QFile f(pdf);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(LabelPdf::pdf(sheet, font(), QStringLiteral("test")));
    }
    QString why;
    const auto html = test::runTool(QStringLiteral("pdftotext"), {QStringLiteral("-bbox"), pdf, QStringLiteral("-")}, &why);
    QVERIFY2(html, qPrintable(why));
    // Every word's box inside the printable area (cell less margin) of a cell, to 0.5 pt.
    const auto cells = s.cells();
    const auto words = test::wordBoxes(QString::fromUtf8(*html));
    for (const QRectF& box : words) {
        const bool inside = std::any_of(cells.begin(), cells.end(), [&](const QRectF& c) {
            return c.adjusted(s.marginXPt - 0.5, s.marginYPt - 0.5, 0.5 - s.marginXPt, 0.5 - s.marginYPt).contains(box);
        });
        QVERIFY2(inside, qPrintable(QStringLiteral("word at %1,%2 on %3").arg(box.x()).arg(box.y()).arg(s.id)));
    }
    // Three lines a label (id, this end, far end), each at least one word; 160 labels.
    QVERIFY(words.size() >= sheet.placed.size() * 3);
    QCOMPARE(int(sheet.placed.size()), 160);
}

QTEST_MAIN(TstLabelStocks)
#include "tst_label_stocks.moc"
