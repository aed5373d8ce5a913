#include "exporters/labels/label_pdf_direct.h"

#include "exporters/labels/label_glyphs.h"
#include "exporters/labels/label_sheet.h"
#include "exporters/labels/pdf_document.h"
#include "exporters/labels/qr_code.h"

#include <algorithm>
#include <vector>

namespace sn {

namespace {

/// Fast zlib: label pages are short and alike, so level 1 already gets most
/// of what level 6 would (the writer's benchmark: 320 against 251 MB for
/// 80 000 dense pages) at a third of the time.
constexpr int kCompression = 1;

/// The faint outline of each cell, as LabelPdf paints it (QColor 200, 200, 200; 0.3 pt).
const PdfStroke kOutline{200 / 255.0, 200 / 255.0, 200 / 255.0, 0.3};

bool fontDrawsEveryLabel(const LabelSheet& sheet, LabelGlyphs& glyphs) {
    for (const PlacedLabel& p : sheet.placed)
        for (const QString& line : p.text.lines)
            for (const QChar c : line)
                if (!glyphs.draws(c)) return false;
    return true;
}

class DirectPainter {
public:
    DirectPainter(const LabelSheet& sheet, LabelGlyphs& glyphs, PdfDocument& doc)
        : m_sheet(sheet), m_glyphs(glyphs), m_doc(doc), m_raw(glyphs.raw1000()) {}

    void page(int page) {
        m_doc.addPage(m_sheet.stock.pageSizePt);
        for (const QRectF& c : m_sheet.stock.cells()) {
            m_doc.strokeRoundedRect(c, m_sheet.stock.roundPt, kOutline);
            // A wrap's print-on area: where the opaque patch should be; the rest is the clear tail.
            if (m_sheet.stock.wrap) m_doc.strokeRect(m_sheet.stock.printableRect(c), kOutline);
        }
        const auto& placed = m_sheet.placed;
        const auto first = std::lower_bound(placed.begin(), placed.end(), page,
                                            [](const PlacedLabel& p, int pg) { return p.page < pg; });
        for (auto it = first; it != placed.end() && it->page == page; ++it) text(*it);
        flush();
        for (auto it = first; it != placed.end() && it->page == page; ++it)
            if (it->qr) m_doc.fillRects(it->qr->rects(it->qrPt));
    }

private:
    void text(const PlacedLabel& p) {
        if (m_sizePt != p.text.pointSize) {
            flush();
            m_sizePt = p.text.pointSize;
            m_raw.setPixelSize(m_sizePt);
            m_ascentPt = m_raw.ascent();
        }
        // Every character is the font's own (fontDrawsEveryLabel).
        for (int i = 0; i < p.text.lines.size(); ++i) {
            const QPointF baseline(p.lineRectsPt[size_t(i)].left(), p.lineRectsPt[size_t(i)].top() + m_ascentPt);
            m_glyphs.setLine(p.text.lines[i], baseline, m_sizePt, [&](quint32 glyph, QPointF at, QChar c) {
                m_run.push_back({glyph, at, char32_t(c.unicode())});
            });
        }
    }

    /// One text object per page and size, as LabelPdf's glyph runs.
    void flush() {
        m_doc.showGlyphs(m_sizePt, m_run);
        m_run.clear();
    }

    const LabelSheet& m_sheet;
    LabelGlyphs& m_glyphs;
    PdfDocument& m_doc;
    QRawFont m_raw;
    double m_sizePt = 0, m_ascentPt = 0;
    std::vector<PdfGlyph> m_run;
};

}  // namespace

std::optional<QByteArray> LabelPdfDirect::pdf(const LabelSheet& sheet, const QFont& font, const QString& title) {
    LabelGlyphs glyphs(font);
    if (!fontDrawsEveryLabel(sheet, glyphs)) return std::nullopt;
    PdfDocument doc(kCompression);
    if (!doc.setFont(glyphs.raw1000())) return std::nullopt;
    doc.setTitle(title);
    doc.setCreator(QStringLiteral("Supernode Designer"));
    DirectPainter painter(sheet, glyphs, doc);
    // An empty selection still gives one page of outlines to check the stock against.
    for (int page = 0; page < std::max(1, sheet.pages); ++page) painter.page(page);
    return doc.finish();
}

}  // namespace sn
