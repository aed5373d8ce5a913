#include "exporters/labels/pdf_document.h"
#include "exporters/labels/truetype_subset.h"
#include "tests/support/pdf_tools.h"

#include <QBuffer>
#include <QFile>
#include <QGlyphRun>
#include <QImage>
#include <QPageLayout>
#include <QPageSize>
#include <QPainter>
#include <QPainterPath>
#include <QPdfWriter>
#include <QRandomGenerator>
#include <QRawFont>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

#include <algorithm>
#include <vector>

using namespace sn;

namespace {

const QString kDejaVu = QStringLiteral("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf");
const QString kNotoCjk = QStringLiteral("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc");
const QSizeF kA4Pt(595.276, 841.890);
const QString kFirstLine = QStringLiteral("A01-U12 → B07-U33");
const QRectF kFilledPt(300, 100, 60, 40);  // the black block on page 1
const QPointF kFirstBaselinePt(50, 70);    // where page 1's text starts
constexpr double kTextSizePt = 12;

QByteArray fileBytes(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

quint32 u32(const QByteArray& b, qsizetype at) {
    return quint32(quint8(b[at])) << 24 | quint32(quint8(b[at + 1])) << 16 | quint32(quint8(b[at + 2])) << 8 |
           quint8(b[at + 3]);
}
quint16 u16(const QByteArray& b, qsizetype at) {
    return quint16(quint8(b[at]) << 8 | quint8(b[at + 1]));
}

/// Offset and length of a table in an sfnt file (the test's own reading of the directory).
std::pair<qsizetype, qsizetype> tableIn(const QByteArray& sfnt, const char* tag) {
    for (int i = 0; i < u16(sfnt, 4); ++i) {
        const qsizetype record = 12 + 16 * i;
        if (sfnt.mid(record, 4) == QByteArray(tag, 4)) return {u32(sfnt, record + 8), u32(sfnt, record + 12)};
    }
    return {-1, 0};
}

/// Where glyph `g`'s outline starts in an sfnt file, read through head and loca.
qsizetype outlineIn(const QByteArray& sfnt, quint32 g) {
    const qsizetype glyf = tableIn(sfnt, "glyf").first, loca = tableIn(sfnt, "loca").first;
    const bool longLoca = u16(sfnt, tableIn(sfnt, "head").first + 50) == 1;
    return glyf + (longLoca ? u32(sfnt, loca + 4 * g) : 2 * u16(sfnt, loca + 2 * g));
}

/// A glyph of an accented letter that the font builds from others (a
/// composite: negative contour count), or 0.
quint32 compositeGlyph(const QRawFont& font, const QByteArray& sfnt) {
    for (const QChar c : QStringLiteral("ÄÖÜÅéèêñç"))
        if (const quint32 g = font.glyphIndexesForString(QString(c)).value(0);
            g && qint16(u16(sfnt, outlineIn(sfnt, g))) < 0)
            return g;
    return 0;
}

/// Glyphs of `text` set on a baseline at the advances of the font at 1000 px,
/// as the label painter does.
std::vector<PdfGlyph> glyphRun(const QRawFont& font1000, const QString& text, QPointF baselinePt,
                               double sizePt) {
    std::vector<PdfGlyph> run;
    double x = baselinePt.x();
    for (const char32_t c : text.toUcs4()) {
        const QList<quint32> ids = font1000.glyphIndexesForString(QString::fromUcs4(&c, 1));
        const QList<QPointF> advances = font1000.advancesForGlyphIndexes(ids);
        run.push_back({ids.value(0), QPointF(x, baselinePt.y()), c});
        x += advances.value(0).x() * sizePt / 1000.0;
    }
    return run;
}

/// Three A4 pages: outlines, a filled block and a QR-like grid of touching
/// rectangles, and a line of text each.
QByteArray sheet(const QRawFont& font, int compressionLevel, QSizeF pageSizePt = kA4Pt) {
    PdfDocument pdf(compressionLevel);
    pdf.setTitle(QStringLiteral("Cable labels → row A"));
    pdf.setCreator(QStringLiteral("Supernode Designer"));
    if (!pdf.setFont(font)) return {};
    const PdfStroke grey{200 / 255.0, 200 / 255.0, 200 / 255.0, 0.3};
    const QStringList lines = {kFirstLine, QStringLiteral("Rack R12 ↔ Spine S3"),
                               QStringLiteral("Cable C-00042")};
    for (const QString& line : lines) {
        pdf.addPage(pageSizePt);
        pdf.strokeRoundedRect(QRectF(36, 36, 200, 80), 6, grey);
        pdf.strokeRect(QRectF(40, 40, 192, 72), grey);
        pdf.showGlyphs(kTextSizePt, glyphRun(font, line, kFirstBaselinePt, kTextSizePt));
        QList<QRectF> rects{kFilledPt};
        for (int y = 0; y < 5; ++y)
            for (int x = 0; x < 5; ++x) rects << QRectF(400 + 2.1 * x, 300 + 2.1 * y, 2.1, 2.1);
        pdf.fillRects(rects);
    }
    return pdf.finish();
}

/// Page 1 of sheet() through QPdfWriter and QPainter, as the label PDF is
/// painted today, on whole points (QPdfWriter rounds the page size to them).
QByteArray sheetByQt(const QRawFont& font1000) {
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    QPdfWriter writer(&buffer);
    writer.setResolution(72);
    writer.setPageLayout(
        QPageLayout(QPageSize(QSizeF(596, 842), QPageSize::Point, QString(), QPageSize::ExactMatch),
                    QPageLayout::Portrait, QMarginsF()));
    QPainter painter(&writer);
    painter.setPen(QPen(QColor(200, 200, 200), 0.3));
    painter.drawRoundedRect(QRectF(36, 36, 200, 80), 6, 6);
    painter.drawRect(QRectF(40, 40, 192, 72));
    QGlyphRun run;
    // As the label painter gets it: from a QFont, so Qt embeds it and writes text, not outlines.
    QFont dejaVu(QStringLiteral("DejaVu Sans"));
    dejaVu.setPixelSize(int(kTextSizePt));
    QRawFont font = QRawFont::fromFont(dejaVu);
    if (font.familyName() != font1000.familyName()) font = font1000;
    run.setRawFont(font);
    for (const PdfGlyph& g : glyphRun(font1000, kFirstLine, kFirstBaselinePt, kTextSizePt)) {
        run.setGlyphIndexes(run.glyphIndexes() << g.id);
        run.setPositions(run.positions() << g.baselinePt);
    }
    painter.setPen(Qt::black);
    painter.drawGlyphRun(QPointF(0, 0), run);
    painter.setPen(Qt::NoPen);
    painter.setBrush(Qt::black);
    QList<QRectF> rects{kFilledPt};
    for (int y = 0; y < 5; ++y)
        for (int x = 0; x < 5; ++x) rects << QRectF(400 + 2.1 * x, 300 + 2.1 * y, 2.1, 2.1);
    painter.drawRects(rects);
    painter.end();
    return bytes;
}

/// The whole-file checksum rule of head.checkSumAdjustment, and each table's own.
bool checksumsHold(const QByteArray& sfnt, QString* why) {
    auto sum = [](const QByteArray& b, qsizetype from, qsizetype length) {
        quint32 s = 0;
        QByteArray padded = b.mid(from, length);
        while (padded.size() % 4) padded.append('\0');
        for (qsizetype i = 0; i < padded.size(); i += 4) s += u32(padded, i);
        return s;
    };
    for (int i = 0; i < u16(sfnt, 4); ++i) {
        const qsizetype record = 12 + 16 * i;
        QByteArray table = sfnt.mid(u32(sfnt, record + 8), u32(sfnt, record + 12));
        if (sfnt.mid(record, 4) == "head") table.replace(8, 4, QByteArray(4, '\0'));
        if (sum(table, 0, table.size()) != u32(sfnt, record + 4)) {
            *why = QStringLiteral("checksum of %1").arg(QString::fromLatin1(sfnt.mid(record, 4)));
            return false;
        }
    }
    if (sum(sfnt, 0, sfnt.size()) != 0xB1B0AFBA) {
        *why = QStringLiteral("head.checkSumAdjustment");
        return false;
    }
    return true;
}

}  // namespace

/// The label sheet's own PDF writer and its TrueType subsetter, judged by
/// poppler (pdfinfo, pdffonts, pdftotext, pdftoppm) and by Qt's font engine
/// loading the subset back.
class TstPdfDocument : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void pagesKeepTheExactSize();
    void oneSubsetFontIsEmbedded();
    void textIsExtractedBack();
    void inkLandsWhereItWasDrawn();
    void compressionChangesNothingDrawn();
    void drawsAsQPdfWriterDoes();
    void crossReferenceTablePointsAtEachObject();
    void lineOfGlyphsIsOneString();
    void subsetIsSmallAndKeepsUsedOutlines();
    void compositeGlyphKeepsItsComponents();
    void subsetChecksumsAreValid();
    void fontWithoutGlyfIsRefused();
    void malformedFontGivesEmptySubset();

private:
    QString write(const QByteArray& pdf, const QString& name) {
        const QString path = m_dir.filePath(name);
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly) || file.write(pdf) != pdf.size()) return {};
        return path;
    }
    /// Page `page` rendered by pdftoppm at 72 dpi (a pixel a point) in grey.
    QImage render(const QString& pdf, int page, int dpi = 72) {
        const QString stem = pdf + QStringLiteral("-p%1-%2").arg(page).arg(dpi);
        const QString n = QString::number(page);
        QString why;
        if (!test::runTool(
                QStringLiteral("pdftoppm"),
                {QStringLiteral("-r"), QString::number(dpi), QStringLiteral("-gray"),
                 QStringLiteral("-singlefile"), QStringLiteral("-f"), n, QStringLiteral("-l"), n, pdf, stem},
                &why))
            qWarning() << why;
        return QImage(stem + QStringLiteral(".pgm"));
    }

    QTemporaryDir m_dir;
    QRawFont m_font;  ///< DejaVu Sans at 1000 px: advances in thousandths of an em
    QByteArray m_pdf;
    QString m_path;
};

void TstPdfDocument::initTestCase() {
    QVERIFY(m_dir.isValid());
    QVERIFY2(QFile::exists(kDejaVu), "DejaVu Sans is required (Debian package fonts-dejavu-core)");
    m_font = QRawFont(kDejaVu, 1000, QFont::PreferNoHinting);
    QVERIFY(m_font.isValid());
    m_pdf = sheet(m_font, 1);
    QVERIFY(!m_pdf.isEmpty());
    m_path = write(m_pdf, QStringLiteral("sheet.pdf"));
    QVERIFY(!m_path.isEmpty());
}

void TstPdfDocument::pagesKeepTheExactSize() {
    QString why;
    const auto info = test::pdfInfo(m_path, &why);
    QVERIFY2(info, qPrintable(why));
    QCOMPARE(info->pages, 3);
    // pdfinfo prints the MediaBox as written: not rounded to whole points as QPdfWriter's.
    QCOMPARE(info->pageSizePt, QSizeF(595.276, 841.89));
    QVERIFY(m_pdf.contains("/MediaBox [0 0 595.276 841.89]"));
}

void TstPdfDocument::oneSubsetFontIsEmbedded() {
    QString why;
    const auto out = test::runTool(QStringLiteral("pdffonts"), {m_path}, &why);
    QVERIFY2(out, qPrintable(why));
    const QStringList rows =
        QString::fromUtf8(*out).split(u'\n', Qt::SkipEmptyParts).mid(2);  // past the header
    QCOMPARE(rows.size(), 1);
    // name, type, encoding, embedded, subset, ToUnicode.
    static const QRegularExpression row(
        QStringLiteral("^[A-Z]{6}\\+DejaVuSans\\s+CID TrueType\\s+Identity-H\\s+yes\\s+yes\\s+yes\\s"));
    QVERIFY2(row.match(rows.first()).hasMatch(), qPrintable(rows.first()));
    QCOMPARE(m_pdf.count("/Subtype /Type0"), 1);  // one font object for every page
}

void TstPdfDocument::textIsExtractedBack() {
    QString why;
    const auto text = test::pdfText(m_path, &why);
    QVERIFY2(text, qPrintable(why));
    const QStringList pages = text->split(u'\f');
    QVERIFY(pages.size() >= 3);
    QCOMPARE(pages[0].trimmed(), kFirstLine);
    QCOMPARE(pages[1].trimmed(), QStringLiteral("Rack R12 ↔ Spine S3"));
    QCOMPARE(pages[2].trimmed(), QStringLiteral("Cable C-00042"));
    QVERIFY(!m_pdf.contains("/Title ("));  // not ASCII: UTF-16
    QVERIFY(m_pdf.contains("/Title <FEFF"));
}

void TstPdfDocument::inkLandsWhereItWasDrawn() {
    const QImage page = render(m_path, 1);
    QVERIFY(!page.isNull());
    QVERIFY2(qAbs(page.width() - 595) <= 1 && page.height() == 842,
             qPrintable(QString::number(page.width())));
    auto grey = [&](double x, double y) { return qGray(page.pixel(int(x), int(y))); };
    // The filled block is black inside, white just outside, and at its place
    // from the top: the y axis was turned over, not mirrored.
    QCOMPARE(grey(kFilledPt.center().x(), kFilledPt.center().y()), 0);
    QCOMPARE(grey(kFilledPt.left() + 2, kFilledPt.top() + 2), 0);
    QCOMPARE(grey(kFilledPt.right() + 3, kFilledPt.center().y()), 255);
    QCOMPARE(grey(kFilledPt.center().x(), kFilledPt.top() - 3), 255);
    QCOMPARE(grey(kFilledPt.center().x(), kA4Pt.height() - kFilledPt.center().y()), 255);
    // The touching grid fills solid: no seams between its rectangles.
    for (int x = 401; x < 410; ++x) QCOMPARE(grey(x, 305), 0);
    // Text: dark pixels in the line's box (baseline to cap height), none below the descenders.
    int inked = 0, below = 0;
    for (int y = int(kFirstBaselinePt.y()) - 10; y < int(kFirstBaselinePt.y()); ++y)
        for (int x = int(kFirstBaselinePt.x()); x < int(kFirstBaselinePt.x()) + 100; ++x)
            inked += grey(x, y) < 128;
    for (int y = int(kFirstBaselinePt.y()) + 4; y < int(kFirstBaselinePt.y()) + 30; ++y)
        for (int x = int(kFirstBaselinePt.x()); x < int(kFirstBaselinePt.x()) + 100; ++x)
            below += grey(x, y) < 128;
    QVERIFY2(inked > 100, qPrintable(QString::number(inked)));
    QCOMPARE(below, 0);
    // The grey outlines are drawn, light.
    const int outline = grey(136, 36);
    QVERIFY2(outline > 150 && outline < 255, qPrintable(QString::number(outline)));
}

void TstPdfDocument::compressionChangesNothingDrawn() {
    const QByteArray plain = sheet(m_font, 0), smallest = sheet(m_font, 9);
    QVERIFY(!plain.contains("/FlateDecode"));
    QVERIFY(m_pdf.contains("/FlateDecode"));
    QVERIFY(m_pdf.size() < plain.size());
    QVERIFY(smallest.size() <= m_pdf.size());
    const QString plainPath = write(plain, QStringLiteral("plain.pdf")),
                  smallestPath = write(smallest, QStringLiteral("smallest.pdf"));
    for (int page = 1; page <= 3; ++page) {
        const QImage reference = render(m_path, page);
        QVERIFY(!reference.isNull());
        QCOMPARE(render(plainPath, page), reference);
        QCOMPARE(render(smallestPath, page), reference);
    }
}

void TstPdfDocument::drawsAsQPdfWriterDoes() {
    // Same page size, same drawing: poppler's pixels barely differ, so
    // switching writers changes nothing a reader sees. Only edge pixels may:
    // Qt rounds glyph positions to 1/64 point and draws under a flipped
    // matrix, which moves antialiased edges by a fraction of a pixel. A
    // misplaced line, block or glyph changes far more than 5 % of the ink.
    const QString ours = write(sheet(m_font, 1, QSizeF(596, 842)), QStringLiteral("ours.pdf"));
    const QString qts = write(sheetByQt(m_font), QStringLiteral("qt.pdf"));
    for (const int dpi : {72, 200}) {
        const QImage a = render(ours, 1, dpi), b = render(qts, 1, dpi);
        QVERIFY(!a.isNull() && a.size() == b.size());
        int differ = 0, inked = 0;
        for (int y = 0; y < a.height(); ++y)
            for (int x = 0; x < a.width(); ++x) {
                differ += qAbs(qGray(a.pixel(x, y)) - qGray(b.pixel(x, y))) > 64;
                inked += qGray(b.pixel(x, y)) < 128;
            }
        QVERIFY(inked > 1000);
        QVERIFY2(differ <= inked / 20,
                 qPrintable(
                     QStringLiteral("%1 dpi: %2 of %3 inked pixels differ").arg(dpi).arg(differ).arg(inked)));
    }
}

void TstPdfDocument::crossReferenceTablePointsAtEachObject() {
    // What qpdf --check would look at first: startxref, each entry's offset, each stream's length.
    const qsizetype startxref = m_pdf.lastIndexOf("startxref\n");
    QVERIFY(startxref > 0);
    const qsizetype xref = m_pdf.mid(startxref + 10).split('\n').first().toLongLong();
    QVERIFY(m_pdf.mid(xref).startsWith("xref\n0 "));
    const qsizetype firstEntry = m_pdf.indexOf('\n', xref + 5) + 1;
    const int entries = m_pdf.mid(xref + 7, firstEntry - xref - 8).toInt();
    QVERIFY(entries > 10);
    QVERIFY(m_pdf.contains("/Size " + QByteArray::number(entries) + " "));
    QCOMPARE(m_pdf.mid(firstEntry, 20), QByteArray("0000000000 65535 f \n"));
    static const QRegularExpression length(QStringLiteral("/Length (\\d+)"));
    for (int object = 1; object < entries; ++object) {
        const QByteArray entry = m_pdf.mid(firstEntry + 20 * object, 20);
        QVERIFY2(entry.endsWith(" 00000 n \n"), entry.constData());
        const qsizetype at = entry.left(10).toLongLong();
        QVERIFY2(m_pdf.mid(at).startsWith(QByteArray::number(object) + " 0 obj\n"),
                 qPrintable(QString::number(object)));
        const qsizetype end = m_pdf.indexOf("endobj", at), stream = m_pdf.indexOf(">>\nstream\n", at);
        QVERIFY(end > at);
        if (stream < 0 || stream > end) continue;
        const auto match = length.match(QString::fromLatin1(m_pdf.mid(at, stream - at)));
        QVERIFY(match.hasMatch());
        QVERIFY(m_pdf.mid(stream + 10 + match.captured(1).toLongLong()).startsWith("\nendstream\nendobj\n"));
    }
    // Poppler reads the whole file without a syntax error or warning.
    QProcess pdftotext;
    pdftotext.start(QStringLiteral("pdftotext"), {m_path, QStringLiteral("-")});
    QVERIFY(pdftotext.waitForFinished(60000));
    QCOMPARE(pdftotext.exitCode(), 0);
    QCOMPARE(pdftotext.readAllStandardError(), QByteArray());
}

void TstPdfDocument::lineOfGlyphsIsOneString() {
    // Set at the font's own advances, the line needs one Td and one Tj, not
    // a move per glyph; a glyph set apart starts a second string.
    const QByteArray plain = sheet(m_font, 0);
    const qsizetype bt = plain.indexOf("BT\n"), et = plain.indexOf("ET\n", bt);
    QCOMPARE(plain.mid(bt, et - bt).count(" Tj"), 1);
    QCOMPARE(plain.mid(bt, et - bt).count(" Td"), 1);
    PdfDocument pdf(0);
    QVERIFY(pdf.setFont(m_font));
    pdf.addPage(kA4Pt);
    std::vector<PdfGlyph> run = glyphRun(m_font, QStringLiteral("AB"), QPointF(10, 20), 10);
    run[1].baselinePt.rx() += 5;
    pdf.showGlyphs(10, run);
    const QByteArray moved = pdf.finish();
    QCOMPARE(moved.count(" Tj"), 2);
    QVERIFY2(moved.contains("10 821.89 Td <"), moved.constData());
}

void TstPdfDocument::subsetIsSmallAndKeepsUsedOutlines() {
    const QByteArray file = fileBytes(kDejaVu);
    const QList<quint32> used = m_font.glyphIndexesForString(kFirstLine);
    const TrueTypeSubset subset = subsetTrueType(TrueTypeTables::fromFile(file), {used.begin(), used.end()});
    QVERIFY2(!subset.font.isEmpty(), qPrintable(subset.whyEmpty));
    QVERIFY2(subset.font.size() < file.size() / 10, qPrintable(QString::number(subset.font.size())));
    // The subset from Qt's tables is the same font.
    QCOMPARE(subsetTrueType(TrueTypeTables::fromRawFont(m_font), {used.begin(), used.end()}).font,
             subset.font);
    // Qt's font engine loads it and draws each used glyph as the full font does, under the same id.
    const QRawFont loaded(subset.font, 1000, QFont::PreferNoHinting);
    QVERIFY(loaded.isValid());
    for (const quint32 g : used) {
        if (g != m_font.glyphIndexesForString(QStringLiteral(" ")).first())  // the space is blank
            QVERIFY2(!m_font.pathForGlyph(g).isEmpty(), qPrintable(QString::number(g)));
        QCOMPARE(loaded.pathForGlyph(g), m_font.pathForGlyph(g));
    }
    const quint32 unused = m_font.glyphIndexesForString(QStringLiteral("Z")).first();
    QVERIFY(unused < *std::max_element(used.begin(), used.end()));
    QVERIFY(!m_font.pathForGlyph(unused).isEmpty());
    QVERIFY(loaded.pathForGlyph(unused).isEmpty());
}

void TstPdfDocument::compositeGlyphKeepsItsComponents() {
    // DejaVu Sans builds accented letters from the letter and the accent:
    // asking for such a glyph alone must bring its components along.
    const QByteArray file = fileBytes(kDejaVu);
    const quint32 composite = compositeGlyph(m_font, file);
    QVERIFY2(composite != 0, "DejaVu Sans is expected to have composite accented letters");
    const TrueTypeSubset subset = subsetTrueType(TrueTypeTables::fromFile(file), {composite});
    QVERIFY2(!subset.font.isEmpty(), qPrintable(subset.whyEmpty));
    const QRawFont loaded(subset.font, 1000, QFont::PreferNoHinting);
    QVERIFY(loaded.isValid());
    QVERIFY(!loaded.pathForGlyph(composite).isEmpty());
    QCOMPARE(loaded.pathForGlyph(composite), m_font.pathForGlyph(composite));
}

void TstPdfDocument::subsetChecksumsAreValid() {
    const QList<quint32> used = m_font.glyphIndexesForString(kFirstLine);
    const TrueTypeSubset subset =
        subsetTrueType(TrueTypeTables::fromFile(fileBytes(kDejaVu)), {used.begin(), used.end()});
    QVERIFY(!subset.font.isEmpty());
    QString why;
    QVERIFY2(checksumsHold(subset.font, &why), qPrintable(why));
    // Tables on 4-byte boundaries, in tag order, with the hinting programs kept.
    QByteArray previous;
    for (int i = 0; i < u16(subset.font, 4); ++i) {
        const QByteArray tag = subset.font.mid(12 + 16 * i, 4);
        QVERIFY(previous < tag);
        QCOMPARE(u32(subset.font, 12 + 16 * i + 8) % 4, 0u);
        previous = tag;
    }
    for (const char* tag : {"head", "hhea", "maxp", "loca", "glyf", "hmtx", "cvt ", "fpgm", "prep"})
        QVERIFY2(tableIn(subset.font, tag).first > 0, tag);
}

void TstPdfDocument::fontWithoutGlyfIsRefused() {
    QVERIFY2(QFile::exists(kNotoCjk),
             "Noto Sans CJK is required (Debian package fonts-noto-cjk; setup.sh installs it)");
    const TrueTypeTables cff = TrueTypeTables::fromFile(fileBytes(kNotoCjk));
    QVERIFY(!cff.isEmpty());
    const TrueTypeSubset subset = subsetTrueType(cff, {1, 2, 3});
    QVERIFY(subset.font.isEmpty());
    QVERIFY2(subset.whyEmpty.contains(QStringLiteral("glyf")), qPrintable(subset.whyEmpty));
    PdfDocument pdf;
    QString why;
    QVERIFY(!pdf.setFont(QRawFont(kNotoCjk, 12), &why));
    QVERIFY2(why.contains(QStringLiteral("glyf")), qPrintable(why));
}

void TstPdfDocument::malformedFontGivesEmptySubset() {
    const QByteArray file = fileBytes(kDejaVu);
    const std::vector<quint32> glyphs = {36, 37, 38};
    const auto [glyf, glyfLength] = tableIn(file, "glyf");
    // Cut inside the header, the table directory and the outlines.
    for (const qsizetype length : {qsizetype(0), qsizetype(5), qsizetype(100), glyf + glyfLength / 2}) {
        const TrueTypeTables truncated = TrueTypeTables::fromFile(file.left(length));
        QVERIFY(subsetTrueType(truncated, glyphs).font.isEmpty());
        QVERIFY(!subsetTrueType(truncated, glyphs).whyEmpty.isEmpty());
        PdfDocument pdf;
        QVERIFY(!pdf.setFont(truncated, "Truncated"));
    }
    // A loca entry past the end of glyf.
    QByteArray badLoca = file;
    const auto [loca, locaLength] = tableIn(file, "loca");
    badLoca.replace(loca + 8, 4, QByteArray(4, '\x7f'));
    QCOMPARE(subsetTrueType(TrueTypeTables::fromFile(badLoca), glyphs).font, QByteArray());
    // A composite naming a glyph the font does not have.
    const quint32 composite = compositeGlyph(m_font, file);
    QVERIFY(composite != 0);
    QByteArray badComposite = file;
    badComposite.replace(outlineIn(file, composite) + 12, 2,
                         QByteArray("\xff\xff", 2));  // the first component's glyph index
    const TrueTypeSubset subset = subsetTrueType(TrueTypeTables::fromFile(badComposite), {composite});
    QVERIFY(subset.font.isEmpty());
    QVERIFY2(subset.whyEmpty.contains(QStringLiteral("composite")), qPrintable(subset.whyEmpty));
    // Flipped bytes anywhere: an empty result or a font, never a crash.
    QRandomGenerator random(7);
    for (int round = 0; round < 300; ++round) {
        QByteArray damaged = file.left(4096 + random.bounded(int(file.size()) - 4096));
        for (int flip = 0; flip < 8; ++flip)
            damaged[random.bounded(int(damaged.size()))] = char(random.bounded(256));
        if (round % 2) damaged = file;
        if (round % 2) damaged[random.bounded(qMin(2048, int(file.size())))] = char(random.bounded(256));
        const TrueTypeTables tables = TrueTypeTables::fromFile(damaged);
        (void)subsetTrueType(tables, glyphs);
        (void)readTrueTypeMetrics(tables);
    }
}

QTEST_MAIN(TstPdfDocument)
#include "tst_pdf_document.moc"
