#pragma once

#include <QByteArray>
#include <QPointF>
#include <QRectF>
#include <QSizeF>
#include <QString>

#include <memory>
#include <span>
#include <string>
#include <vector>

class QRawFont;

namespace sn {

class TrueTypeTables;

/// A glyph to show: its id in the document's font, the start of its baseline
/// (points from the page's top left) and the text it stands for, which the
/// ToUnicode map hands to text extraction and search (0: none).
struct PdfGlyph {
    quint32 id = 0;
    QPointF baselinePt;
    char32_t text = 0;
};

/// A line colour (RGB, 0 to 1) and width in points.
struct PdfStroke {
    double red = 0, green = 0, blue = 0;
    double widthPt = 1;
};

/// Writes a PDF 1.4 file page by page with the few things a label sheet
/// needs: outlined rectangles, black rectangles filled as one path, and
/// glyphs of one embedded TrueType font (a keep-gids subset, shared by every
/// page). Drawing calls take points from the page's top left, as QPainter
/// does; the writer turns them to PDF's bottom-left origin. Unlike QPdfWriter
/// the page size is kept exactly (A4 is 595.276 × 841.89) and content streams
/// are compressed at the level asked for, not Qt's fixed one. Drawing calls
/// before the first addPage, or after finish, are ignored.
class PdfDocument {
public:
    /// zlib level for page contents and the font: 0 stores them plain, 1 is
    /// the fastest compression, 9 the smallest.
    explicit PdfDocument(int compressionLevel = 1);
    ~PdfDocument();
    PdfDocument(const PdfDocument&) = delete;
    PdfDocument& operator=(const PdfDocument&) = delete;

    void setTitle(const QString& title) { m_title = title; }
    void setCreator(const QString& creator) { m_creator = creator; }

    /// The font every showGlyphs draws with. False, with the reason, when it
    /// cannot be embedded (CFF outlines, a malformed font): the caller then
    /// draws its text some other way.
    bool setFont(const QRawFont& font, QString* whyNot = nullptr);
    /// The same from a font file's tables; `fallbackName` names a font whose
    /// name table has no PostScript name.
    bool setFont(const TrueTypeTables& font, const QByteArray& fallbackName, QString* whyNot = nullptr);

    /// Ends the page being drawn, if any, and starts a new one.
    void addPage(const QSizeF& sizePt);
    int pageCount() const { return int(m_pageObjects.size()); }

    void strokeRect(const QRectF& rectPt, const PdfStroke& stroke);
    /// Corners as quarter ellipses of `radiusPt` (at most half the side), as QPainter::drawRoundedRect.
    void strokeRoundedRect(const QRectF& rectPt, double radiusPt, const PdfStroke& stroke);
    /// Black rectangles filled as one path (nonzero winding), so that
    /// touching ones join without hairline seams.
    void fillRects(std::span<const QRectF> rectsPt);
    /// Glyphs at `sizePt`, in black. Consecutive glyphs spaced by their
    /// advance share one text string; others are moved to. Does nothing without a font.
    void showGlyphs(double sizePt, std::span<const PdfGlyph> glyphs);
    /// What `glyph` stands for when it is not one character (a ligature), for the ToUnicode map.
    void setGlyphText(quint32 glyph, const QString& text);

    /// Ends the last page and writes the font, page tree, cross-reference
    /// table and trailer; the document takes no more calls after it.
    QByteArray finish();

private:
    struct Font;
    class Deflater;

    int newObject();
    void beginObject(int object);
    void write(std::string_view bytes);
    void writeObject(int object, std::string_view dictionary);
    void writeStream(int object, std::string_view data, std::string_view extraDictionary = {});
    void endPage();
    void setStroke(const PdfStroke& stroke);
    int writeFont();  ///< the Type0 font's object
    void writeXrefAndTrailer(int catalog, int info);

    std::unique_ptr<Deflater> m_deflater;
    std::unique_ptr<Font> m_font;
    QByteArray m_out;
    std::vector<qint64> m_offsets;  ///< byte offset of each object, by number (0 is the free head)
    int m_pagesObject = 0, m_resourcesObject = 0;
    std::vector<int> m_pageObjects;
    QString m_title, m_creator;

    // The page being drawn.
    std::string m_content;
    QSizeF m_pageSizePt;
    bool m_pageOpen = false;
    bool m_finished = false;
    bool m_strokeSet = false;
    PdfStroke m_stroke;
};

}  // namespace sn
