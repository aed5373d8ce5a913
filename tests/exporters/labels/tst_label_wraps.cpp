#include "exporters/export/design_export.h"
#include "exporters/labels/label_pdf.h"
#include "exporters/labels/label_scheme.h"
#include "exporters/labels/label_selection.h"
#include "exporters/labels/label_sheet.h"
#include "exporters/labels/label_stock.h"
#include "exporters/labels/label_wrap_fit.h"
#include "model/core/sn_error.h"
#include "model/design/design.h"
#include "model/store/design_file.h"
#include "tests/support/pdf_tools.h"
#include "tests/support/test_paths.h"

#include <QDir>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <cmath>
#include <numbers>

using namespace sn;

/// Self-laminating cable wraps are the default stock for
/// cable labels (resources/labels/cable-wrap-templates.xml). A wrap knows its
/// print-on area and the cable OD range it fits; each cable goes on the wrap
/// its OD fits, one PDF per stock; the text lies in the print-on area; a
/// chosen wrap says which cables it fits and is refused when it fits none.
class TstLabelWraps : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void odRangeFromDatasheetDimensions();
    void odRangeAsTheDatasheetStates();
    void wrapChosenByOdAtTheBoundaries_data();
    void wrapChosenByOdAtTheBoundaries();
    void eachCableOnTheWrapItsOdFits();
    void textInsideThePrintOnArea();
    void chosenWrapSaysWhichCablesItFits();
    void wrapThatFitsNoCableIsRefused();
    void commandLineWritesAFilePerStock();
    void brokenWrapTemplatesRefused();

private:
    static const LabelStock& stock(const QString& id) {
        const LabelStock* s = LabelStockLibrary::builtIn().find(id);
        if (!s) qFatal("no built-in stock %s", qPrintable(id));
        return *s;
    }
    static std::unique_ptr<Design> liquidRow() {
        return DesignFile::open(test::sourceDir() + QStringLiteral("/resources/examples/liquid-row.json"));
    }
};

void TstLabelWraps::odRangeFromDatasheetDimensions() {
    // Brady M6-31-427: 1.0 x 1.5 in, printable 1.0 x 0.5 in; Brady states no
    // range, so OD_min = P / pi and OD_max = (L - P) / pi:
    //   0.5 in = 12.7 mm  -> 12.7 / pi = 4.0425 mm
    //   1.0 in = 25.4 mm  -> 25.4 / pi = 8.0851 mm
    const LabelStock& m631 = stock(QStringLiteral("brady-m6-31-427"));
    QVERIFY(m631.wrap);
    QCOMPARE(m631.pageSizePt, QSizeF(72, 108));        // one label per page: 1 x 1.5 in
    QCOMPARE(m631.wrap->printablePt, QRectF(0, 0, 72, 36));  // 1 x 0.5 in at the top
    QVERIFY(std::abs(m631.wrap->odMinMm - 4.0425) < 0.001);
    QVERIFY(std::abs(m631.wrap->odMaxMm - 8.0851) < 0.001);
    // Brady M6-21-427: 1.0 x 2.5 in, printable 0.75 in:
    //   0.75 in = 19.05 mm -> 19.05 / pi = 6.0638 mm
    //   (2.5 - 0.75) in = 44.45 mm -> 44.45 / pi = 14.1489 mm
    const LabelStock& m621 = stock(QStringLiteral("brady-m6-21-427"));
    QVERIFY(std::abs(m621.wrap->odMinMm - 6.0638) < 0.001);
    QVERIFY(std::abs(m621.wrap->odMaxMm - 14.1489) < 0.001);
    QVERIFY(!m621.wrap->source.isEmpty());
    // A flat stock is no wrap.
    QVERIFY(!stock(QStringLiteral("avery-l7160")).wrap);
}

void TstLabelWraps::odRangeAsTheDatasheetStates() {
    // Panduit R200X150V1T: 2.00 x 1.50 in, print-on 0.50 in, 0.22-0.28 in
    // wire diameter: 0.22 x 25.4 = 5.588 mm, 0.28 x 25.4 = 7.112 mm.
    const LabelStock& r = stock(QStringLiteral("panduit-r200x150v1t"));
    QVERIFY(r.wrap);
    QCOMPARE(r.wrap->printablePt, QRectF(0, 0, 144, 36));
    QVERIFY(std::abs(r.wrap->odMinMm - 5.588) < 1e-6);
    QVERIFY(std::abs(r.wrap->odMaxMm - 7.112) < 1e-6);
    QVERIFY(r.wrap->source.contains(QStringLiteral("Panduit")));
    // The datasheet's range lies within what the geometry allows:
    // 0.5 in / pi = 0.159 in <= 0.22 in; (1.5 - 0.5) in / pi = 0.318 in >= 0.28 in.
    const auto [lo, hi] = CableWrap::odRangeMm(108, 36);
    QVERIFY(lo <= r.wrap->odMinMm && hi >= r.wrap->odMaxMm);
}

void TstLabelWraps::wrapChosenByOdAtTheBoundaries_data() {
    QTest::addColumn<double>("odMm");
    QTest::addColumn<QString>("wrap");
    // Of the wraps whose range holds the OD, the widest print-on area, then the tallest.
    // 3.0 mm (the catalog's fibres): below Brady M6-19-427 (0.375 in / pi = 3.032 mm)
    // and Panduit R100X075V1T (0.12 in = 3.048 mm): no wrap.
    QTest::newRow("3.00 mm: none") << 3.0 << QString();
    // 3.05 mm: M6-19-427 (1 x 0.375 in) and R100X075V1T (1 x 0.25 in): the taller.
    QTest::newRow("3.05 mm") << 3.05 << QStringLiteral("brady-m6-19-427");
    // 5.58 mm, just under R200X150V1T's 5.588: the widest left is Brady M6-88-427 (1.75 in, 4.04-8.09 mm).
    QTest::newRow("5.58 mm") << 5.58 << QStringLiteral("brady-m6-88-427");
    // 5.588 mm, R200X150V1T's lower end: the 2 in wide wrap.
    QTest::newRow("5.588 mm") << 5.588 << QStringLiteral("panduit-r200x150v1t");
    // 7.10 mm: R200X150V1T (to 7.112); R200X225V1T starts at 7.112.
    QTest::newRow("7.10 mm") << 7.10 << QStringLiteral("panduit-r200x150v1t");
    // 7.112 mm: both 2 in wide; R200X225V1T's print-on area is taller (0.75 in).
    QTest::newRow("7.112 mm") << 7.112 << QStringLiteral("panduit-r200x225v1t");
    // 24.13 mm (0.95 in), R200X400V1T's upper end; 24.2 mm: no wrap (Brady M6-33-427 ends at 20.21).
    QTest::newRow("24.13 mm") << 24.13 << QStringLiteral("panduit-r200x400v1t");
    QTest::newRow("24.2 mm: none") << 24.2 << QString();
    QTest::newRow("OD unknown") << 0.0 << QString();
}

void TstLabelWraps::wrapChosenByOdAtTheBoundaries() {
    QFETCH(double, odMm);
    QFETCH(QString, wrap);
    const LabelStock* chosen = LabelStockLibrary::builtIn().wrapFor(odMm);
    QCOMPARE(chosen ? chosen->id : QString(), wrap);
}

void TstLabelWraps::eachCableOnTheWrapItsOdFits() {
    const auto design = liquidRow();
    const ExportOptions o;  // the default: a wrap per cable
    QVERIFY(o.choosesWrapPerCable());
    const auto groups = DesignExport::stockGroups(*design, o);
    int labels = 0;
    for (const auto& g : groups) {
        QVERIFY(g.stock.wrap);  // liquid-row's cables are 5.8 to 19 mm: every one on a wrap
        for (const LabelItem& item : g.items) {
            QVERIFY2(g.stock.wrap->fits(item.odMm), qPrintable(item.cableId));
            QCOMPARE(LabelStockLibrary::builtIn().wrapFor(item.odMm)->id, g.stock.id);
        }
        labels += int(g.items.size());
    }
    // Every label of the design once, two per cable: 80 cables.
    QCOMPARE(labels, int(LabelSheet::collect(*design, LabelScheme(), LabelSelection()).size()));
    QCOMPARE(labels, 160);
    // 5.8/6.0 mm on R200X150V1T, 7.5/9.0/9.43 mm on R200X225V1T, 19 mm hoses on R200X400V1T.
    QStringList ids;
    for (const auto& g : groups) ids << g.stock.id + QLatin1Char('=') + QString::number(g.items.size() / 2);
    ids.sort();
    QCOMPARE(ids, QStringList({QStringLiteral("panduit-r200x150v1t=38"), QStringLiteral("panduit-r200x225v1t=30"),
                               QStringLiteral("panduit-r200x400v1t=12")}));
}

void TstLabelWraps::textInsideThePrintOnArea() {
    const auto design = liquidRow();
    const std::vector<LabelSheet> sheets = DesignExport::labelSheets(*design, ExportOptions{});
    QCOMPARE(int(sheets.size()), 3);
    QTemporaryDir dir;
    for (const LabelSheet& sheet : sheets) {
        QVERIFY(sheet.tooLong.empty());
        QCOMPARE(sheet.pages, int(sheet.items.size()));  // one label per page of the roll
        const QString pdf = dir.filePath(sheet.stock.id + QStringLiteral(".pdf"));
        {
            QFile f(pdf);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(LabelPdf::pdf(sheet, DesignExport::labelFont(), QStringLiteral("test")));
        }
        QString why;
        const auto info = test::pdfInfo(pdf, &why);
        QVERIFY2(info, qPrintable(why));
        QCOMPARE(info->pageSizePt, sheet.stock.pageSizePt);  // 144 x 108, 144 x 162, 144 x 288 pt
        const auto html = test::runTool(QStringLiteral("pdftotext"), {QStringLiteral("-bbox"), pdf, QStringLiteral("-")}, &why);
        QVERIFY2(html, qPrintable(why));
        // Every word's box within the print-on area (144 pt wide, 36/54/72 pt from the top), to 0.5 pt:
        // none on the clear tail, which wraps over the print.
        const QRectF area = sheet.stock.wrap->printablePt.adjusted(-0.5, -0.5, 0.5, 0.5);
        const auto words = test::wordBoxes(QString::fromUtf8(*html));
        for (const QRectF& box : words) {
            QVERIFY2(area.contains(box), qPrintable(QStringLiteral("word at %1,%2-%3,%4 on %5")
                                                        .arg(box.left()).arg(box.top()).arg(box.right())
                                                        .arg(box.bottom()).arg(sheet.stock.id)));
        }
        QVERIFY(words.size() >= sheet.items.size() * 3);  // id, this end, far end: a word each at least
    }
}

void TstLabelWraps::chosenWrapSaysWhichCablesItFits() {
    const auto design = liquidRow();
    ExportOptions o;
    o.stock = QStringLiteral("panduit-r200x150v1t");
    const auto groups = DesignExport::stockGroups(*design, o);
    QCOMPARE(int(groups.size()), 1);
    const WrapFit fit = WrapFit::of(groups.front().items, groups.front().stock);
    // 80 cables: 38 of 5.8/6.0 mm within 5.588-7.112; 30 of 7.5-9.43 mm and 12 hoses of 19 mm above.
    QCOMPARE(fit.cables, 80);
    QCOMPARE(fit.fitting, 38);
    QCOMPARE(fit.thicker, 42);
    QCOMPARE(fit.thinner, 0);
    QCOMPARE(fit.unknownOd, 0);
    QVERIFY2(fit.text().startsWith(QStringLiteral("fits 38 of 80 cable")), qPrintable(fit.text()));
    QVERIFY2(fit.text().endsWith(QStringLiteral("42 are thicker than 7.1 mm OD")), qPrintable(fit.text()));
    // The same line beside the export: a note, not a warning.
    QStringList warnings, notes;
    QTemporaryDir dir;
    DesignExport::write(*design, ExportKind::Labels, dir.filePath(QStringLiteral("l.pdf")), o, &warnings, &notes);
    QCOMPARE(notes, QStringList(QStringLiteral("Panduit R200X150V1T: ") + fit.text()));
    QVERIFY(warnings.isEmpty());
    // A flat stock fits any cable.
    o.stock = QStringLiteral("avery-l7160");
    const WrapFit flat = WrapFit::of(DesignExport::stockGroups(*design, o).front().items, stock(o.stock));
    QCOMPARE(flat.fitting, 80);
}

void TstLabelWraps::wrapThatFitsNoCableIsRefused() {
    const auto design = liquidRow();
    ExportOptions o;
    // R100X075V1T: 0.12-0.16 in = 3.048-4.064 mm; liquid-row's thinnest cable is 5.8 mm.
    o.stock = QStringLiteral("panduit-r100x075v1t");
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("l.pdf"));
    try {
        DesignExport::write(*design, ExportKind::Labels, out, o);
        QFAIL("a wrap that fits no cable was printed on");
    } catch (const UserError& e) {
        QVERIFY2(e.message().startsWith(QStringLiteral("The wrap Panduit R100X075V1T (3.0 to 4.1 mm OD) fits none of the cables")),
                 qPrintable(e.message()));
        QVERIFY2(e.message().contains(QStringLiteral("80 are thicker than 4.1 mm OD")), qPrintable(e.message()));
    }
    QVERIFY(!QFileInfo::exists(out));
}

void TstLabelWraps::commandLineWritesAFilePerStock() {
    SN_CANNOT_RUN_IF(sn::test::cliMissing());
    QTemporaryDir dir;
    const QString example = test::sourceDir() + QStringLiteral("/resources/examples/liquid-row.json");
    QProcess p;
    p.start(test::cliPath(), {QStringLiteral("export"), QStringLiteral("labels"), example, QStringLiteral("-o"),
                              dir.filePath(QStringLiteral("row.pdf"))});
    QVERIFY(p.waitForFinished(120000));
    const QString err = QString::fromUtf8(p.readAllStandardError());
    QVERIFY2(p.exitCode() == 0, qPrintable(err));
    QStringList files = QDir(dir.path()).entryList(QDir::Files);
    files.sort();
    QCOMPARE(files, QStringList({QStringLiteral("row-panduit-r200x150v1t.pdf"), QStringLiteral("row-panduit-r200x225v1t.pdf"),
                                 QStringLiteral("row-panduit-r200x400v1t.pdf")}));
    // Which stock took which cables is said on stdout, in the English
    // translation's plural, and is no warning.
    const QString out = QString::fromUtf8(p.readAllStandardOutput());
    QVERIFY2(out.contains(QStringLiteral("Panduit R200X150V1T: 38 cables of 5.6 to 7.1 mm OD\n")), qPrintable(out));
    QVERIFY2(!err.contains(QStringLiteral("warning")), qPrintable(err));
    // A chosen wrap: which cables it fits; one that fits none: exit 1, no file.
    p.start(test::cliPath(), {QStringLiteral("export"), QStringLiteral("labels"), example, QStringLiteral("-o"),
                              dir.filePath(QStringLiteral("one.pdf")), QStringLiteral("--stock"),
                              QStringLiteral("panduit-r200x150v1t")});
    QVERIFY(p.waitForFinished(120000));
    QCOMPARE(p.exitCode(), 0);
    QVERIFY2(QString::fromUtf8(p.readAllStandardOutput())
                 .contains(QStringLiteral("Panduit R200X150V1T: fits 38 of 80 cables; 42 are thicker than 7.1 mm OD")),
             "the fit line");
    p.start(test::cliPath(), {QStringLiteral("export"), QStringLiteral("labels"), example, QStringLiteral("-o"),
                              dir.filePath(QStringLiteral("none.pdf")), QStringLiteral("--stock"),
                              QStringLiteral("panduit-r100x075v1t")});
    QVERIFY(p.waitForFinished(120000));
    QCOMPARE(p.exitCode(), 1);
    QVERIFY(QString::fromUtf8(p.readAllStandardError()).contains(QStringLiteral("fits none of the cables")));
    QVERIFY(!QFileInfo::exists(dir.filePath(QStringLiteral("none.pdf"))));
}

void TstLabelWraps::brokenWrapTemplatesRefused() {
    auto refusal = [](const QByteArray& body) {
        LabelStockLibrary lib = LabelStockLibrary::forUserTemplates();
        try {
            lib.addTemplates("<Glabels-templates><Template brand=\"X\" part=\"W1\" size=\"Other\" width=\"1in\" "
                             "height=\"1.5in\"><Label-rectangle id=\"0\" width=\"1in\" height=\"1.5in\">" +
                                 body + "</Glabels-templates>",
                             QStringLiteral("mine.xml"));
        } catch (const UserError& e) {
            return e.message();
        }
        return QString();
    };
    const QByteArray layout = "<Layout nx=\"1\" ny=\"1\" x0=\"0\" y0=\"0\" dx=\"1in\" dy=\"1.5in\"/>";
    QVERIFY(refusal(layout + "</Label-rectangle><Cable-wrap/></Template>").contains(QStringLiteral("<Markup-rect>")));
    QVERIFY(refusal("<Markup-rect x1=\"0\" y1=\"1.2in\" w=\"1in\" h=\"0.5in\"/>" + layout +
                    "</Label-rectangle><Cable-wrap/></Template>")
                .contains(QStringLiteral("leaves the label")));
    QVERIFY(refusal("<Markup-rect x1=\"0\" y1=\"0\" w=\"1in\" h=\"0.5in\"/>" + layout +
                    "</Label-rectangle><Cable-wrap od_max=\"0.3in\"/></Template>")
                .contains(QStringLiteral("both od_min and od_max")));
    QVERIFY(refusal("<Markup-rect x1=\"0\" y1=\"0\" w=\"1in\" h=\"0.5in\"/>" + layout +
                    "</Label-rectangle><Cable-wrap od_min=\"0.3in\" od_max=\"0.2in\"/></Template>")
                .contains(QStringLiteral("above its od_max")));
    QVERIFY(refusal("<Markup-rect x1=\"0\" y1=\"0\" w=\"1in\" h=\"0.5in\"/>" + layout +
                    "</Label-rectangle><Cable-wrap od_min=\"0.2in\" od_max=\"0.3in\"/></Template>")
                .isEmpty());
}

QTEST_MAIN(TstLabelWraps)
#include "tst_label_wraps.moc"
