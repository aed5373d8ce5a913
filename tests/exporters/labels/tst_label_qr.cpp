#include "exporters/export/design_export.h"
#include "exporters/labels/label_pdf.h"
#include "exporters/labels/label_scheme.h"
#include "exporters/labels/label_selection.h"
#include "exporters/labels/label_sheet.h"
#include "exporters/labels/label_stock.h"
#include "exporters/labels/qr_code.h"
#include "exporters/labels/text_fit.h"
#include "model/core/sn_error.h"
#include "model/design/design.h"
#include "model/store/design_file.h"
#include "tests/support/pdf_tools.h"
#include "tests/support/test_paths.h"

#include <QTemporaryDir>
#include <QtTest>

#include <algorithm>
#include <cstdlib>

using namespace sn;

/// QR codes of the cable id on labels: the symbol's fixed
/// patterns, its place beside the fitted text, and the printed sheet read
/// back by a real decoder (pdftoppm, then zbarimg from zbar-tools).
class TstLabelQr : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void symbolHasTheStandardPatterns();
    void versionGrowsWithTheText();
    void layoutPutsTheCodeBesideTheText();
    void textThatNoLongerFitsIsReported();
    void printedSheetDecodesToTheCableIds_data();
    void printedSheetDecodesToTheCableIds();
    void commandLineQrOption();

private:
    static std::unique_ptr<Design> example() {
        return DesignFile::open(test::sourceDir() + QStringLiteral("/resources/examples/liquid-row.json"));
    }
    static LabelSheet sheetOf(const Design& d, const QString& stock, const QString& select, bool qr) {
        return LabelSheet::layout(LabelSheet::collect(d, LabelScheme(), LabelSelection::parse(select, d)),
                                  *LabelStockLibrary::builtIn().find(stock), TextFitter(DesignExport::labelFont()),
                                  LabelOptions{qr});
    }
    static QString writePdf(const QTemporaryDir& dir, const QString& name, const QByteArray& bytes) {
        QFile f(dir.filePath(name));
        if (!f.open(QIODevice::WriteOnly)) return {};
        f.write(bytes);
        return f.fileName();
    }
};

void TstLabelQr::symbolHasTheStandardPatterns() {
    // "C00001" is 6 bytes: version 1 (21 × 21) holds 14 bytes at level M.
    const QrCode code = QrCode::encode(QStringLiteral("C00001"));
    QCOMPARE(code.version(), 1);
    QCOMPARE(code.size(), 21);
    // Finder patterns (ISO/IEC 18004 §6.3.3) at three corners: a dark 7 × 7 ring,
    // a light ring, a dark 3 × 3 core, i.e. light exactly at Chebyshev distance 2
    // from the pattern's centre; the light separator beside each.
    for (const auto& [ox, oy] : {std::pair{0, 0}, std::pair{14, 0}, std::pair{0, 14}})
        for (int y = 0; y < 7; ++y)
            for (int x = 0; x < 7; ++x) {
                const int ring = std::max(std::abs(x - 3), std::abs(y - 3));
                QVERIFY2(code.dark(ox + x, oy + y) == (ring != 2), qPrintable(QStringLiteral("%1,%2").arg(ox + x).arg(oy + y)));
            }
    for (int i = 0; i < 8; ++i) {
        QVERIFY(!code.dark(i, 7));   // below the top-left pattern
        QVERIFY(!code.dark(7, i));   // right of it
        QVERIFY(!code.dark(13, i));  // left of the top-right pattern
    }
    // Timing patterns on row 6 and column 6 between the finders: dark on even indices.
    for (int i = 8; i <= 12; ++i) {
        QCOMPARE(code.dark(i, 6), i % 2 == 0);
        QCOMPARE(code.dark(6, i), i % 2 == 0);
    }
    // The dark module at (8, 4V + 9) = (8, 13) for version 1.
    QVERIFY(code.dark(8, 13));
    // The path covers the dark modules only, inside the quiet zone: a 29-module
    // square (21 + 2 × 4) of 29 pt has 1 pt modules starting at (4, 4).
    const QPainterPath path = code.path(QRectF(0, 0, 29, 29));
    QVERIFY(path.contains(QPointF(4.5, 4.5)));     // module (0,0), dark
    QVERIFY(!path.contains(QPointF(5.5, 5.5)));    // module (1,1), light ring
    QVERIFY(path.contains(QPointF(7.5, 7.5)));     // module (3,3), the core
    QVERIFY(!path.contains(QPointF(2, 2)));        // quiet zone
    QCOMPARE(path.boundingRect(), QRectF(4, 4, 21, 21));  // finders reach every edge of the symbol
    // The rectangles (rows merged downwards) cover each dark module's centre
    // exactly once and no light one's, and their areas add up to the dark count.
    const QList<QRectF> rects = code.rects(QRectF(0, 0, 29, 29));
    double area = 0;
    int darkModules = 0;
    for (const QRectF& r : rects) area += r.width() * r.height();
    for (int y = 0; y < 21; ++y)
        for (int x = 0; x < 21; ++x) {
            const QPointF centre(4.5 + x, 4.5 + y);
            const auto covering = std::count_if(rects.begin(), rects.end(), [&](const QRectF& r) { return r.contains(centre); });
            QCOMPARE(int(covering), code.dark(x, y) ? 1 : 0);
            darkModules += code.dark(x, y);
        }
    QVERIFY(qAbs(area - darkModules) < 1e-9);
    // Merging pays: the 7-module bars of each finder pattern's top and bottom rows
    // stay one rectangle each, but its 5-row sides (rows 1–5, 1 module wide at
    // both edges) become single rectangles too, so fewer rectangles than runs.
    int runs = 0;
    for (int y = 0; y < 21; ++y)
        for (int x = 0; x < 21; ++x) runs += code.dark(x, y) && (x == 0 || !code.dark(x - 1, y));
    QVERIFY(rects.size() < runs);
}

void TstLabelQr::versionGrowsWithTheText() {
    // Byte-mode capacity at level M: version 2 holds 26 bytes, version 3 holds 42.
    const QString id = QStringLiteral("DH1.A01-14:OSFP3/DH1.A03-40:P1/1");  // 32 bytes
    const QrCode code = QrCode::encode(id);
    QCOMPARE(code.version(), 3);
    QCOMPARE(code.size(), 29);  // 17 + 4 × 3
    // Version 40 at level M holds 2331 bytes; 3000 cannot be encoded.
    QVERIFY_THROWS_EXCEPTION(UserError, QrCode::encode(QString(3000, QLatin1Char('x'))));
}

void TstLabelQr::layoutPutsTheCodeBesideTheText() {
    const auto d = example();
    const LabelSheet sheet = sheetOf(*d, QStringLiteral("avery-l7160"), QStringLiteral("all"), true);
    QVERIFY(sheet.tooLong.empty());
    QCOMPARE(sheet.placed.size(), size_t(160));
    // Avery L7160: 181.4 × 108 pt labels, 5 pt margin, first cell at (21.2, 43.9).
    // Printable area 171.4 × 98 pt: the code is min(98, 171.4 / 2) = 85.7 pt square,
    // at the left, centred vertically: top 48.9 + (98 − 85.7) / 2 = 55.05.
    const PlacedLabel& first = sheet.placed.front();
    QVERIFY(first.qr);
    QVERIFY(qAbs(first.qrPt.left() - 26.2) < 1e-9);
    QVERIFY(qAbs(first.qrPt.top() - 55.05) < 1e-9);
    QVERIFY(qAbs(first.qrPt.width() - 85.7) < 1e-9);
    QCOMPARE(first.qrPt.width(), first.qrPt.height());
    const LabelStock& stock = sheet.stock;
    for (size_t i = 0; i < sheet.placed.size(); ++i) {
        const PlacedLabel& p = sheet.placed[i];
        const QRectF inner = p.cellPt.adjusted(stock.marginXPt, stock.marginYPt, -stock.marginXPt, -stock.marginYPt);
        QVERIFY(inner.contains(p.qrPt));
        QCOMPARE(p.text.lines.size(), 3);
        for (const QRectF& r : p.lineRectsPt) {
            QVERIFY(inner.contains(r));
            QVERIFY(r.left() >= p.qrPt.right() - 1e-9);  // never over the code
        }
        // The code says the label's cable id; both ends of a cable share one encoding.
        const QrCode expected = QrCode::encode(sheet.items[size_t(p.item)].cableId);
        QCOMPARE(p.qr->size(), expected.size());
        for (int y = 0; y < expected.size(); ++y)
            for (int x = 0; x < expected.size(); ++x) QCOMPARE(p.qr->dark(x, y), expected.dark(x, y));
        if (i % 2 == 1) QCOMPARE(p.qr.get(), sheet.placed[i - 1].qr.get());
    }
    // Without the option nothing changes: no code, the text centred in the whole area.
    const LabelSheet plain = sheetOf(*d, QStringLiteral("avery-l7160"), QStringLiteral("all"), false);
    QVERIFY(!plain.placed.front().qr);
    QVERIFY(plain.placed.front().qrPt.isNull());
    QVERIFY(plain.placed.front().lineRectsPt.front().left() < first.qrPt.right());
}

void TstLabelQr::textThatNoLongerFitsIsReported() {
    // A label just wide enough for the text alone: with the code beside it
    // the text gets less than half the width, does not fit at 5 pt even
    // wrapped, and is reported rather than clipped.
    const auto d = example();
    auto items = LabelSheet::collect(*d, LabelScheme(), LabelSelection::parse(QStringLiteral("rack:A01"), *d));
    items.resize(1);  // the label is cut to this one's text
    const TextFitter fitter(DesignExport::labelFont());
    LabelStock narrow;
    narrow.id = QStringLiteral("narrow");
    // Two 5 pt lines high (plus the fitter's 2 % slack), 1 pt wider than the
    // longer line of the two-line form at 5 pt.
    double widest = 0;
    for (const QString& p : items.front().compactParagraphs()) widest = std::max(widest, fitter.widthPt(p, 5));
    narrow.labelSizePt = QSizeF(widest / 0.98 + 1, 2 * fitter.lineHeightPt(5) / 0.98 + 0.5);
    narrow.pageSizePt = QSizeF(narrow.labelSizePt.width() + 20, 10 * narrow.labelSizePt.height() + 20);
    narrow.grids = {LabelGrid{1, 10, 10, 10, 0, narrow.labelSizePt.height()}};
    const LabelSheet without = LabelSheet::layout(items, narrow, fitter, LabelOptions{false});
    QVERIFY(without.tooLong.empty());
    const LabelSheet with = LabelSheet::layout(items, narrow, fitter, LabelOptions{true});
    QCOMPARE(with.tooLong.size(), items.size());
    QVERIFY(with.placed.empty());
    QVERIFY(with.problems().front().contains(items.front().cableId));
}

void TstLabelQr::printedSheetDecodesToTheCableIds_data() {
    QTest::addColumn<QString>("stock");
    QTest::addColumn<int>("dpi");
    // L7160: 85.7 pt codes of 29 modules (version 1 + quiet zone) = 1.04 mm modules.
    QTest::newRow("A4 Avery L7160") << QStringLiteral("avery-l7160") << 150;
    // US Letter 5160: 189 × 72 pt labels, 4.5 pt margin: codes min(63, 180 / 2) = 63 pt, 2.17 pt modules.
    QTest::newRow("US Letter Avery 5160") << QStringLiteral("avery-5160") << 300;
}

void TstLabelQr::printedSheetDecodesToTheCableIds() {
    QFETCH(QString, stock);
    QFETCH(int, dpi);
    const auto d = example();
    const LabelSheet sheet = sheetOf(*d, stock, QStringLiteral("rack:A01"), true);
    QVERIFY(sheet.tooLong.empty());
    QTemporaryDir dir;
    const QString pdf = writePdf(dir, QStringLiteral("qr.pdf"), LabelPdf::pdf(sheet, DesignExport::labelFont(), stock));
    QVERIFY(!pdf.isEmpty());
    // Each label of page 1, cut out of the rendered page, reads back as its cable id.
    std::vector<QRectF> cells;
    QStringList expected;
    for (const PlacedLabel& p : sheet.placed)
        if (p.page == 0) {
            cells.push_back(p.cellPt);
            expected << sheet.items[size_t(p.item)].cableId;
        }
    QCOMPARE(expected.size(), sheet.stock.labelsPerPage());
    QString why;
    const auto decoded = test::decodeQrCodes(pdf, 1, dpi, cells, &why);
    QVERIFY2(decoded, qPrintable(why));
    QCOMPARE(*decoded, expected);
}

void TstLabelQr::commandLineQrOption() {
    // `export labels --qr` prints the codes; without it there are none to find.
    QTemporaryDir dir;
    const QString example = test::sourceDir() + QStringLiteral("/resources/examples/liquid-row.json");
    for (const bool qr : {true, false}) {
        const QString out = dir.filePath(qr ? QStringLiteral("qr.pdf") : QStringLiteral("plain.pdf"));
        // The sheet stock by name: the default puts each cable on a wrap, a file per stock.
        QStringList args{QStringLiteral("export"), QStringLiteral("labels"), example, QStringLiteral("-o"), out,
                         QStringLiteral("--select"), QStringLiteral("rack:A02"), QStringLiteral("--stock"),
                         ExportOptions::sheetStock()};
        if (qr) args << QStringLiteral("--qr");
        QProcess p;
        p.start(test::cliPath(), args);
        QVERIFY(p.waitForFinished(120000));
        QVERIFY2(p.exitCode() == 0, p.readAllStandardError().constData());
        // The same selection laid out here gives the cells and the ids to expect on page 1.
        const LabelSheet sheet = sheetOf(*DesignFile::open(example), ExportOptions::sheetStock(),
                                         QStringLiteral("rack:A02"), qr);
        std::vector<QRectF> cells;
        QStringList expected;
        for (const PlacedLabel& pl : sheet.placed)
            if (pl.page == 0) {
                cells.push_back(pl.cellPt);
                expected << (qr ? sheet.items[size_t(pl.item)].cableId : QString());
            }
        QString why;
        const auto decoded = test::decodeQrCodes(out, 1, 150, cells, &why);
        QVERIFY2(decoded, qPrintable(why));
        QCOMPARE(*decoded, expected);  // without --qr: no code in any cell
    }
}

QTEST_MAIN(TstLabelQr)
#include "tst_label_qr.moc"
