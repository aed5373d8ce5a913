#include "tests/exporters/csv_reader.h"
#include "tests/exporters/fabric_design.h"

#include "exporters/export/design_export.h"
#include "exporters/labels/label_csv.h"
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

#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

using namespace sn;

/// Label stocks from glabels XML, identifiers, text fitting and the PDF
/// read back with pdftotext (poppler-utils): every label's text is there and
/// every word lies inside a label cell of the stock.
class TstLabels : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void lengthsInGlabelsUnits();
    void builtInStocks();
    void wholeGlabelsDatabaseParses();
    void badTemplatesAreRefused();
    void fitterShrinksThenWrapsThenGivesUp();
    void selection();
    void layoutKeepsTextInsideCells();
    void tooLongLabelsAreReportedNotPrinted();
    void pdfHoldsEveryLabelInsideItsCell_data();
    void pdfHoldsEveryLabelInsideItsCell();
    void csvForLabelPrinters();
    void chineseNamesPrint();
    void charactersNoFontDrawsAreRefused();

private:
    static std::unique_ptr<Design> example() {
        return DesignFile::open(test::sourceDir() + QStringLiteral("/resources/examples/liquid-row.json"));
    }
    /// The example with rack A01 renamed.
    static std::unique_ptr<Design> exampleWithA01Named(const QString& name) {
        auto d = example();
        Rack r = *std::find_if(d->racks().begin(), d->racks().end(), [](const Rack& x) { return x.name == u"A01"; });
        r.name = name;
        d->replace(r);
        return d;
    }
    static QFont font() { return QFont(QStringLiteral("DejaVu Sans")); }
    static QByteArray readShared(const QString& name) {
        QFile f(test::sharedDir() + QStringLiteral("/data/label-templates/") + name);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }
};

void TstLabels::lengthsInGlabelsUnits() {
    QCOMPARE(*LabelStockLibrary::lengthPt(QStringLiteral("1in")), 72.0);
    QCOMPARE(*LabelStockLibrary::lengthPt(QStringLiteral("25.4mm")), 72.0);
    QCOMPARE(*LabelStockLibrary::lengthPt(QStringLiteral("2.54cm")), 72.0);
    QCOMPARE(*LabelStockLibrary::lengthPt(QStringLiteral("181.4")), 181.4);  // bare numbers are points
    QCOMPARE(*LabelStockLibrary::lengthPt(QStringLiteral("1pc")), 12.0);
    QVERIFY(!LabelStockLibrary::lengthPt(QStringLiteral("wide")));
}

void TstLabels::builtInStocks() {
    const LabelStockLibrary& lib = LabelStockLibrary::builtIn();
    // Avery 5160, US Letter: 2.625 × 1 in, 3 × 10, x0 0.15625 in, y0 0.5 in, pitch 2.78125 × 1 in.
    const LabelStock* avery = lib.find(QStringLiteral("avery-5160"));
    QVERIFY(avery);
    QCOMPARE(avery->pageSizePt, QSizeF(612, 792));        // 8.5 × 11 in
    QCOMPARE(avery->labelSizePt, QSizeF(189, 72));        // 2.625 × 72, 1 × 72
    QCOMPARE(avery->labelsPerPage(), 30);
    const auto cells = avery->cells();
    QCOMPARE(cells.front(), QRectF(11.25, 36, 189, 72));   // 0.15625 × 72, 0.5 × 72
    QCOMPARE(cells.back(), QRectF(11.25 + 2 * 200.25, 36 + 9 * 72, 189, 72));  // dx 2.78125 × 72
    // Cable marker: CableBug 46.7 × 7 mm, 4 × 39 on A4.
    const LabelStock* bug = lib.find(QStringLiteral("cable-label-co-cablebug"));
    QVERIFY(bug);
    QCOMPARE(bug->labelsPerPage(), 156);
    QCOMPARE(bug->paper, QStringLiteral("A4"));
    QVERIFY(qAbs(bug->labelSizePt.width() - 46.7 * 72 / 25.4) < 1e-9);
    // A4: L7160 is "equiv" to 7160 (63.5 × 38.1 mm, 3 × 7).
    const LabelStock* l7160 = lib.find(QStringLiteral("avery-l7160"));
    QVERIFY(l7160);
    QCOMPARE(l7160->labelsPerPage(), 21);
    QCOMPARE(l7160->labelSizePt, QSizeF(181.4, 108.0));
    QVERIFY(qAbs(l7160->pageSizePt.width() - 210 * 72 / 25.4) < 1e-9);
    // A roll: the page is one label.
    const LabelStock* dk = lib.find(QStringLiteral("brother-dk-1201"));
    QVERIFY(dk);
    QCOMPARE(dk->labelsPerPage(), 1);
    QCOMPARE(dk->pageSizePt, dk->labelSizePt);
    // Every shipped cell lies on its page.
    for (const LabelStock& s : lib.stocks())
        for (const QRectF& c : s.cells())
            QVERIFY2(QRectF(QPointF(0, 0), s.pageSizePt).adjusted(-0.01, -0.01, 0.01, 0.01).contains(c), qPrintable(s.id));
}

void TstLabels::wholeGlabelsDatabaseParses() {
    SN_SKIP_WITHOUT_SHARED("data/label-templates/paper-sizes.xml");
    LabelStockLibrary lib;
    lib.addPaperSizes(readShared(QStringLiteral("paper-sizes.xml")), QStringLiteral("paper-sizes.xml"));
    for (const char* f : {"avery-us-templates.xml", "avery-iso-templates.xml", "cablelabel-templates.xml",
                          "brother-other-templates.xml", "dymo-other-templates.xml"})
        lib.addTemplates(readShared(QLatin1String(f)), QLatin1String(f));
    // 318 + 66 + 1 + 5 + 22 templates; only rectangular ones become stocks.
    QVERIFY(lib.stocks().size() > 250);
    QVERIFY(lib.stocks().size() <= 318 + 66 + 1 + 5 + 22);
    QCOMPARE(lib.find(QStringLiteral("avery-5160"))->labelsPerPage(), 30);
    QCOMPARE(lib.find(QStringLiteral("avery-8160"))->labelsPerPage(), 30);  // equiv="5160"
}

void TstLabels::badTemplatesAreRefused() {
    LabelStockLibrary lib;
    lib.addPaperSizes("<Glabels-paper-sizes><Paper-size id=\"A4\" width=\"210mm\" height=\"297mm\"/></Glabels-paper-sizes>",
                      QStringLiteral("p.xml"));
    auto refused = [&](const QByteArray& xml, const QString& words) {
        try {
            lib.addTemplates(xml, QStringLiteral("bad.xml"));
        } catch (const UserError& e) {
            QVERIFY2(e.message().contains(QStringLiteral("bad.xml")), qPrintable(e.message()));
            QVERIFY2(e.message().contains(words), qPrintable(e.message()));
            return;
        }
        QFAIL("no error");
    };
    refused("<Glabels-templates><Template brand=\"X\" part=\"1\" size=\"A7\"></Template></Glabels-templates>",
            QStringLiteral("A7"));
    refused("<Glabels-templates><Template brand=\"X\" part=\"1\" size=\"A4\"><Label-rectangle width=\"wide\" "
            "height=\"1in\"/></Template></Glabels-templates>",
            QStringLiteral("wide"));
    refused("<Glabels-templates><Template brand=\"X\" part=\"2\" equiv=\"9\"/></Glabels-templates>",
            QStringLiteral("9"));
    refused("<Glabels-templates><Template", QStringLiteral("line"));
    QVERIFY(lib.stocks().empty());  // nothing half-added
}

void TstLabels::fitterShrinksThenWrapsThenGivesUp() {
    const TextFitter fitter(font(), 5.0, 10.0);
    // Short text in a big box: the maximum size, unwrapped.
    FittedText f = fitter.fit({QStringLiteral("C00001")}, QSizeF(200, 100));
    QVERIFY(f.fits);
    QCOMPARE(f.pointSize, 10.0);
    QVERIFY(!f.wrapped);
    // Too wide for 10 pt but fine smaller: shrinks, still one line.
    const QString id = QStringLiteral("DH1.A01-13:OSFP1");
    const double w10 = fitter.widthPt(id, 10);
    f = fitter.fit({id}, QSizeF(w10 * 0.75, 40));
    QVERIFY(f.fits);
    QVERIFY(!f.wrapped);
    QVERIFY(f.pointSize < 10 && f.pointSize >= 5);
    QVERIFY(f.lineWidthsPt[0] <= w10 * 0.75);
    // Narrower than the text at 5 pt but tall: wrapped at a separator.
    const double w5 = fitter.widthPt(id, 5);
    f = fitter.fit({id}, QSizeF(w5 * 0.7, 60));
    QVERIFY(f.fits);
    QVERIFY(f.wrapped);
    QVERIFY(f.lines.size() >= 2);
    QCOMPARE(f.lines.join(QString()), id);  // nothing lost
    for (double w : f.lineWidthsPt) QVERIFY(w <= w5 * 0.7 / 0.98 + 1e-6);
    QVERIFY(f.lines.size() * f.lineHeightPt <= 60);
    // A box that cannot hold it: reported, not clipped.
    f = fitter.fit({id}, QSizeF(w5 * 0.5, fitter.lineHeightPt(5) * 1.2));
    QVERIFY(!f.fits);
}

void TstLabels::selection() {
    const auto d = example();
    const LabelScheme scheme;
    // All: two labels per cable.
    QCOMPARE(LabelSheet::collect(*d, scheme, LabelSelection()).size(), size_t(2 * 80));
    // Compute role: 4 servers × 8 NICs = 32 cables.
    QCOMPARE(LabelSheet::collect(*d, scheme, LabelSelection::parse(QStringLiteral("role:compute"), *d)).size(),
             size_t(2 * 32));
    // Rack A01, counted by hand: 2 servers × 17 cables + 2 manifold hoses to the CDU = 36.
    const auto a01 = LabelSheet::collect(*d, scheme, LabelSelection::parse(QStringLiteral("rack:A01"), *d));
    QCOMPARE(a01.size(), size_t(2 * 36));
    for (const LabelItem& i : a01) QVERIFY(i.nearEnd.contains(QStringLiteral(".A01-")) || i.farEnd.contains(QStringLiteral(".A01-")));
    QVERIFY_THROWS_EXCEPTION(UserError, LabelSelection::parse(QStringLiteral("rack:Z99"), *d));
    QVERIFY_THROWS_EXCEPTION(UserError, LabelSelection::parse(QStringLiteral("role:plumbing"), *d));
    // Rails are NIC positions (RailMap): rail 0 is OSFP1 of each of the 4 servers, 4 cables,
    // though all 32 land on leaf-a03; rails 0 … 7 exist (OSFP1 … OSFP8), rail 8 does not.
    const auto rail0 = LabelSheet::collect(*d, scheme, LabelSelection::parse(QStringLiteral("rail:0"), *d));
    QCOMPARE(rail0.size(), size_t(2 * 4));
    for (const LabelItem& i : rail0)
        QVERIFY(i.nearEnd.endsWith(QStringLiteral(":OSFP1")) || i.farEnd.endsWith(QStringLiteral(":OSFP1")));
    QCOMPARE(LabelSheet::collect(*d, scheme, LabelSelection::parse(QStringLiteral("rail:7"), *d)).size(), size_t(2 * 4));
    QVERIFY_THROWS_EXCEPTION(UserError, LabelSelection::parse(QStringLiteral("rail:8"), *d));
    QVERIFY_THROWS_EXCEPTION(UserError, LabelSelection::parse(QStringLiteral("rail:x"), *d));
    // Rail-optimised fabric: rail 3 is NIC OSFP4 of gpu01, gpu02, nvl01, nvl02 → 4 cables, all to leaf4.
    const auto fabric = test::buildRailFabric();
    const auto rail3 = LabelSheet::collect(*fabric, scheme, LabelSelection::parse(QStringLiteral("rail:3"), *fabric));
    QCOMPARE(rail3.size(), size_t(2 * 4));
    for (const LabelItem& i : rail3)
        QVERIFY(i.nearEnd.endsWith(QStringLiteral(":OSFP4")) || i.farEnd.endsWith(QStringLiteral(":OSFP4")));
    QVERIFY_THROWS_EXCEPTION(UserError, LabelSelection::parse(QStringLiteral("plane:1"), *d));
}

void TstLabels::layoutKeepsTextInsideCells() {
    const auto d = example();
    const LabelStock& stock = *LabelStockLibrary::builtIn().find(QStringLiteral("avery-l7160"));
    const LabelSheet sheet = LabelSheet::layout(LabelSheet::collect(*d, LabelScheme(), LabelSelection()), stock,
                                                TextFitter(font()));
    QVERIFY(sheet.tooLong.empty());
    QCOMPARE(sheet.placed.size(), size_t(160));
    QCOMPARE(sheet.pages, 8);  // ceil(160 / 21)
    for (const PlacedLabel& p : sheet.placed) {
        const QRectF inner = p.cellPt.adjusted(stock.marginXPt, stock.marginYPt, -stock.marginXPt, -stock.marginYPt);
        QCOMPARE(p.text.lines.size(), 3);  // cable id, this end, far end
        for (const QRectF& r : p.lineRectsPt) QVERIFY(inner.contains(r));
    }
    // First label: C00001's A end, as the schedule names it.
    const LabelItem& first = sheet.items[size_t(sheet.placed.front().item)];
    // mf-a01 IN-R comes first in pull order; its hose was the 70th cable made
    // (4 servers × 17, then mf-a01 IN-S = C00069, IN-R = C00070).
    QCOMPARE(first.cableId, QStringLiteral("C00070"));
    QCOMPARE(first.nearEnd, QStringLiteral("DH1.A01-L2:IN-R"));
}

void TstLabels::tooLongLabelsAreReportedNotPrinted() {
    const auto d = example();
    LabelStock tiny;
    tiny.id = QStringLiteral("tiny");
    tiny.pageSizePt = QSizeF(100, 100);
    tiny.labelSizePt = QSizeF(20, 6);  // smaller than one 5 pt line
    tiny.grids = {LabelGrid{4, 10, 5, 5, 22, 8}};
    const LabelSheet sheet = LabelSheet::layout(LabelSheet::collect(*d, LabelScheme(), LabelSelection()), tiny,
                                                TextFitter(font()));
    QCOMPARE(sheet.tooLong.size(), size_t(160));
    QVERIFY(sheet.placed.empty());
    QCOMPARE(sheet.problems().size(), 160);
    QVERIFY(sheet.problems().front().contains(sheet.items.front().cableId));
}

void TstLabels::pdfHoldsEveryLabelInsideItsCell_data() {
    QTest::addColumn<QString>("stock");
    QTest::newRow("A4 Avery L7160") << QStringLiteral("avery-l7160");
    QTest::newRow("US Letter Avery 5160") << QStringLiteral("avery-5160");
    QTest::newRow("cable marker CableBug") << QStringLiteral("cable-label-co-cablebug");
}

void TstLabels::pdfHoldsEveryLabelInsideItsCell() {
    QFETCH(QString, stock);
    const QString pdftotext = QStandardPaths::findExecutable(QStringLiteral("pdftotext"));
    QVERIFY2(!pdftotext.isEmpty(), "pdftotext (poppler-utils) is required");
    const auto d = example();
    const LabelStock& s = *LabelStockLibrary::builtIn().find(stock);
    const LabelSheet sheet =
        LabelSheet::layout(LabelSheet::collect(*d, LabelScheme(), LabelSelection()), s, TextFitter(font()));
    QVERIFY(sheet.tooLong.empty());
    // 7 mm markers take the two-line form; the sheets take all three lines.
    QCOMPARE(sheet.placed.front().text.lines.size(), stock == u"cable-label-co-cablebug" ? 2 : 3);
    QTemporaryDir dir;
    const QString pdf = dir.filePath(QStringLiteral("labels.pdf"));
    {
        QFile f(pdf);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(LabelPdf::pdf(sheet, font(), QStringLiteral("test")));
    }
    // 1. Text: every label's lines are in the PDF, as many times as labels carry them.
    QProcess p;
    p.start(pdftotext, {QStringLiteral("-raw"), pdf, QStringLiteral("-")});
    QVERIFY(p.waitForFinished(60000));
    QCOMPARE(p.exitCode(), 0);
    const QString text = QString::fromUtf8(p.readAllStandardOutput());
    for (const PlacedLabel& pl : sheet.placed)
        for (const QString& line : pl.text.lines) QVERIFY2(text.contains(line), qPrintable(line));
    // 2. Geometry: every word's box lies inside the printable area (cell less the stock's
    // margin) of one cell of the stock, to 0.5 pt.
    p.start(pdftotext, {QStringLiteral("-bbox"), pdf, QStringLiteral("-")});
    QVERIFY(p.waitForFinished(60000));
    const QString html = QString::fromUtf8(p.readAllStandardOutput());
    const auto cells = s.cells();
    const auto words = test::wordBoxes(html);
    for (const QRectF& box : words) {
        const bool inside = std::any_of(cells.begin(), cells.end(), [&](const QRectF& c) {
            return c.adjusted(s.marginXPt - 0.5, s.marginYPt - 0.5, 0.5 - s.marginXPt, 0.5 - s.marginYPt).contains(box);
        });
        QVERIFY2(inside, qPrintable(QStringLiteral("word at %1,%2").arg(box.x()).arg(box.y())));
    }
    QVERIFY(words.size() >= sheet.placed.size() * 3);
    QCOMPARE(html.count(QStringLiteral("<page ")), sheet.pages);
}

void TstLabels::csvForLabelPrinters() {
    const auto d = example();
    const auto items = LabelSheet::collect(*d, LabelScheme(), LabelSelection());
    const auto rows = test::readCsv(LabelCsv::table(items).toUtf8());
    // A splitter's legs carry the same assembly id plus the leg.
    QCOMPARE(rows.front(), QStringList({"cable_id", "near_end", "far_end", "identifier", "role", "assembly"}));
    QCOMPARE(int(rows.size()) - 1, 2 * 80);
    for (size_t i = 1; i < rows.size(); ++i) QCOMPARE(rows[i][3], rows[i][1] + QLatin1Char('/') + rows[i][2]);
}

void TstLabels::chineseNamesPrint() {
    // A rack named in Chinese: the font lacks the glyphs, the fallback prints them.
    auto d = exampleWithA01Named(QStringLiteral("机柜01"));
    const LabelStock& s = *LabelStockLibrary::builtIn().find(QStringLiteral("avery-l7160"));
    const LabelSheet sheet = LabelSheet::layout(
        LabelSheet::collect(*d, LabelScheme(), LabelSelection::parse(QStringLiteral("rack:机柜01"), *d)), s,
        TextFitter(font()));
    QVERIFY(sheet.tooLong.empty());
    if (!TextFitter(font()).undrawable({QStringLiteral("机柜")}).isEmpty()) {
        // No CJK font here (setup.sh installs fonts-noto-cjk): the labels are
        // refused, naming the characters, rather than printed with blanks.
        QCOMPARE(sheet.undrawable.size(), sheet.items.size());
        QCOMPARE(sheet.undrawable.front().characters, QStringLiteral("机柜"));
        QVERIFY(sheet.placed.empty());
        SN_CANNOT_RUN_IF(QStringLiteral("No font on this machine draws 机柜 (install fonts-noto-cjk): the refusal was checked, not the print."));
    }
    QVERIFY(sheet.undrawable.empty());
    QTemporaryDir dir;
    QFile f(dir.filePath(QStringLiteral("cjk.pdf")));
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(LabelPdf::pdf(sheet, font(), QStringLiteral("cjk")));
    f.close();
    QProcess p;
    p.start(QStandardPaths::findExecutable(QStringLiteral("pdftotext")), {QStringLiteral("-raw"), f.fileName(), QStringLiteral("-")});
    QVERIFY(p.waitForFinished(60000));
    const QString text = QString::fromUtf8(p.readAllStandardOutput());
    QVERIFY2(text.contains(QStringLiteral("DH1.机柜01-13:OSFP1")), qPrintable(text.left(400)));
}

void TstLabels::charactersNoFontDrawsAreRefused() {
    // U+0378 is unassigned in Unicode, so no font has a glyph for it; printed
    // it would be a blank or a box. Such a label is left out and named, like
    // one too long, and the export writes nothing.
    const TextFitter fitter(font());
    QCOMPARE(fitter.undrawable({QStringLiteral("A01 x\u0378y \u0378"), QStringLiteral("DH1.A01")}),
             QStringLiteral("\u0378"));
    QCOMPARE(fitter.undrawable({QStringLiteral("DH1.A01-13:OSFP1 / DH1.A02-L2")}), QString());
    auto d = exampleWithA01Named(QStringLiteral("A\u0378"));
    const LabelStock& s = *LabelStockLibrary::builtIn().find(QStringLiteral("avery-l7160"));
    const std::vector<LabelItem> all = LabelSheet::collect(*d, LabelScheme(), LabelSelection::parse(QStringLiteral("all"), *d));
    const LabelSheet sheet = LabelSheet::layout(all, s, fitter);
    int withIt = 0;
    for (const LabelItem& item : all) withIt += item.paragraphs().join(QString()).contains(QChar(0x0378)) ? 1 : 0;
    QVERIFY(withIt > 0);
    QCOMPARE(int(sheet.undrawable.size()), withIt);
    QCOMPARE(int(sheet.placed.size()), int(all.size()) - withIt);
    for (const LabelSheet::Undrawable& u : sheet.undrawable) QCOMPARE(u.characters, QStringLiteral("\u0378"));
    const QStringList problems = sheet.problems();
    QCOMPARE(int(problems.size()), withIt);
    QVERIFY2(problems.front().contains(QStringLiteral("(U+0378)")), qPrintable(problems.front()));
    QVERIFY2(problems.front().startsWith(all[size_t(sheet.undrawable.front().item)].cableId), qPrintable(problems.front()));

    ExportOptions o;
    o.stock = QStringLiteral("avery-l7160");
    try {
        DesignExport::labelSheet(*d, o);
        QFAIL("labels with a character no font draws were laid out");
    } catch (const UserError& e) {
        QVERIFY2(e.message().contains(QStringLiteral("no font on this machine draws")), qPrintable(e.message()));
        QVERIFY2(e.message().contains(QStringLiteral("Nothing was written")), qPrintable(e.message()));
    }
}

QTEST_MAIN(TstLabels)
#include "tst_labels.moc"
