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
    for (const PlacedLabel& p : sheet.placed) {
        while (page < p.page) {
            device.newPage();
            ++page;
            outlineCells();
            painter.setPen(Qt::black);
        }
        if (sizePt != p.text.pointSize) {
            sizePt = p.text.pointSize;
            raw.setPixelSize(sizePt);
            ascentPt = raw.ascent();
        }
        // Glyph runs set on the baseline from per-character advances, exactly as
        // TextFitter measured them: no layout box to clip, no shaping per label.
        for (int i = 0; i < p.text.lines.size(); ++i) {
            const QString& line = p.text.lines[i];
            QList<quint32> glyphs;
            QList<QPointF> positions;
            glyphs.reserve(line.size());
            positions.reserve(line.size());
            double x = 0;
            bool missing = false;
            for (const QChar c : line) {
                auto it = glyphOf.constFind(c);
                if (it == glyphOf.cend()) {
                    const QList<quint32> g = raw1000.glyphIndexesForString(QString(c));
                    const QList<QPointF> a = raw1000.advancesForGlyphIndexes(g);
                    it = glyphOf.insert(c, {g.value(0), a.isEmpty() ? 0.0 : a.first().x()});
                }
                missing = missing || it->first == 0 || c.isSurrogate();
                glyphs << it->first;
                positions << QPointF(x, 0);
                x += it->second * sizePt / 1000.0;
            }
            const QPointF baseline(p.lineRectsPt[size_t(i)].left(), p.lineRectsPt[size_t(i)].top() + ascentPt);
            if (missing) {
                // A character the font lacks (CJK rack names in a Latin font): let Qt pick a
                // fallback font, as the fitter's measurement did.
                f.setPointSizeF(sizePt);
                painter.setFont(f);
                painter.drawText(baseline, line);
                continue;
            }
            QGlyphRun run;
            run.setRawFont(raw);
            run.setGlyphIndexes(glyphs);
            run.setPositions(positions);
            painter.drawGlyphRun(baseline, run);
        }
    }
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
