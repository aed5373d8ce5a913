#include "labels/label_pdf.h"

#include "labels/label_sheet.h"

#include <QBuffer>
#include <QFontDatabase>
#include <QFontMetricsF>
#include <QGlyphRun>
#include <QHash>
#include <QRawFont>
#include <QPageLayout>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>

namespace sn {

void LabelPdf::paint(const LabelSheet& sheet, const QFont& font, QPagedPaintDevice& device) {
    QPainter painter(&device);
    // Work in points whatever the device resolution.
    const double scale = device.logicalDpiX() / 72.0;
    painter.scale(scale, scale);
    QFont f = font;
    f.setHintingPreference(QFont::PreferNoHinting);
    f.setKerning(false);
    int page = 0;
    const QPen outline(QColor(200, 200, 200), 0.3);
    auto outlineCells = [&] {
        painter.setPen(outline);
        painter.setBrush(Qt::NoBrush);
        for (const QRectF& c : sheet.stock.cells()) painter.drawRoundedRect(c, sheet.stock.roundPt, sheet.stock.roundPt);
    };
    outlineCells();
    painter.setPen(Qt::black);
    double ascentPt = 0, sizePt = 0;
    QFont measuring = f;
    measuring.setPixelSize(1000);
    const QRawFont raw1000 = QRawFont::fromFont(measuring, QFontDatabase::Any);
    QRawFont raw = raw1000;
    QHash<QChar, std::pair<quint32, double>> glyphOf;  // glyph and its advance at 1000 px
    // Glyphs are gathered into one run per page and size: a PDF text object per
    // run, not per line, which is what makes 30 000 labels quick to write.
    QList<quint32> runGlyphs;
    QList<QPointF> runPositions;
    auto flush = [&] {
        if (runGlyphs.isEmpty()) return;
        QGlyphRun run;
        run.setRawFont(raw);
        run.setGlyphIndexes(runGlyphs);
        run.setPositions(runPositions);
        painter.drawGlyphRun(QPointF(0, 0), run);
        runGlyphs.clear();
        runPositions.clear();
    };
    for (const PlacedLabel& p : sheet.placed) {
        while (page < p.page) {
            flush();
            device.newPage();
            ++page;
            outlineCells();
            painter.setPen(Qt::black);
        }
        if (sizePt != p.text.pointSize) {
            flush();
            sizePt = p.text.pointSize;
            raw.setPixelSize(sizePt);
            ascentPt = raw.ascent();
        }
        // Glyphs set on the baseline at the per-character advances TextFitter
        // measured: no layout box to clip, no shaping per label.
        for (int i = 0; i < p.text.lines.size(); ++i) {
            const QString& line = p.text.lines[i];
            const QPointF baseline(p.lineRectsPt[size_t(i)].left(), p.lineRectsPt[size_t(i)].top() + ascentPt);
            const qsizetype mark = runGlyphs.size();
            double x = baseline.x();
            bool missing = false;
            for (const QChar c : line) {
                auto it = glyphOf.constFind(c);
                if (it == glyphOf.cend()) {
                    const QList<quint32> g = raw1000.glyphIndexesForString(QString(c));
                    const QList<QPointF> a = raw1000.advancesForGlyphIndexes(g);
                    it = glyphOf.insert(c, {g.value(0), a.isEmpty() ? 0.0 : a.first().x()});
                }
                missing = missing || it->first == 0 || c.isSurrogate();
                runGlyphs << it->first;
                runPositions << QPointF(x, baseline.y());
                x += it->second * sizePt / 1000.0;
            }
            if (missing) {
                // A character the font lacks (CJK rack names in a Latin font): let Qt pick a
                // fallback font for this line, as the fitter's measurement did.
                runGlyphs.resize(mark);
                runPositions.resize(mark);
                f.setPointSizeF(sizePt);
                painter.setFont(f);
                painter.drawText(baseline, line);
            }
        }
    }
    flush();
}

QByteArray LabelPdf::pdf(const LabelSheet& sheet, const QFont& font, const QString& title) {
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    {
        QPdfWriter writer(&buffer);
        writer.setTitle(title);
        writer.setCreator(QStringLiteral("Supernode Designer"));
        writer.setResolution(72);
        writer.setPageLayout(QPageLayout(QPageSize(sheet.stock.pageSizePt, QPageSize::Point, QString(),
                                                   QPageSize::ExactMatch),
                                         QPageLayout::Portrait, QMarginsF()));
        paint(sheet, font, writer);
    }
    return bytes;
}

}  // namespace sn
