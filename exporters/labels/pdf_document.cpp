#include "exporters/labels/pdf_document.h"

#include "exporters/labels/truetype_subset.h"

#include <QRawFont>

#include <zlib.h>

#include <algorithm>
#include <array>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <iterator>
#include <utility>

namespace sn {

namespace {

/// Drawing coordinates go out in hundredths of a point (0.0035 mm: far below
/// what a printer resolves) — short numbers keep 600 QR modules a page small.
constexpr long long kUnitsPerPoint = 100;
/// Glyphs closer than this to where the previous one's advance puts them stay
/// in its text string: a hundredth of a point, the precision of the positions.
constexpr double kSameStringTolerance = 1.0;
/// A cubic Bézier through a quarter ellipse's ends: control points at this
/// fraction of the radius (4/3·(√2 − 1)), as QPainterPath makes them.
constexpr double kQuarterEllipse = 0.5522847498;

/// Room enough for any number writeFixed writes: sign, 19 digits, point, decimals.
constexpr size_t kMaxNumberChars = 32;

/// Writes `units` / `scale` in decimal without trailing zeros (12.5, 3,
/// -0.07) at `out`, returning the end: integers only, no locale or printf,
/// as a page of QR codes is some 2 400 numbers.
char* writeFixed(char* out, long long units, long long scale) {
    if (units < 0) {
        *out++ = '-';
        units = -units;
    }
    out = std::to_chars(out, out + 20, units / scale).ptr;
    long long fraction = units % scale;
    if (fraction == 0) return out;
    *out++ = '.';
    for (long long place = scale / 10; fraction != 0; place /= 10) {
        *out++ = char('0' + fraction / place);
        fraction %= place;
    }
    return out;
}

/// Rounds half away from zero; inline, where std::llround is a library call per number.
long long rounded(double value) {
    return static_cast<long long>(value < 0 ? value - 0.5 : value + 0.5);
}

/// A number with up to three decimals: sizes, widths, the MediaBox.
void appendNumber(std::string& out, double value) {
    char digits[kMaxNumberChars];
    out.append(digits, writeFixed(digits, rounded(value * 1000), 1000));
}

long long toUnits(double points) {
    return rounded(points * kUnitsPerPoint);
}

void appendUnits(std::string& out, long long units) {
    char digits[kMaxNumberChars];
    out.append(digits, writeFixed(digits, units, kUnitsPerPoint));
}

/// Numbers (at most six) separated by spaces, then the operator and a new
/// line, gathered on the stack and appended at once.
void appendOperation(std::string& out, std::initializer_list<long long> units, std::string_view op) {
    char line[6 * (kMaxNumberChars + 1) + 16];
    char* end = line;
    for (const long long u : units) {
        end = writeFixed(end, u, kUnitsPerPoint);
        *end++ = ' ';
    }
    end = std::copy(op.begin(), op.end(), end);
    *end++ = '\n';
    out.append(line, end);
}

void appendHex4(std::string& out, quint32 value) {
    static constexpr char hex[] = "0123456789ABCDEF";
    const char digits[4] = {hex[value >> 12 & 15], hex[value >> 8 & 15], hex[value >> 4 & 15],
                            hex[value & 15]};
    out.append(digits, 4);
}

void appendInt(std::string& out, long long value) {
    char digits[24];
    out.append(digits, std::to_chars(digits, digits + sizeof digits, value).ptr);
}

void appendReference(std::string& out, int object) {
    appendInt(out, object);
    out += " 0 R";
}

/// A PDF text string: plain ASCII as a literal, anything else as UTF-16BE with its byte-order mark.
void appendTextString(std::string& out, const QString& text) {
    const bool ascii =
        std::all_of(text.begin(), text.end(), [](QChar c) { return c.unicode() >= 32 && c.unicode() < 127; });
    if (ascii) {
        out += '(';
        for (const QChar c : text) {
            if (c == u'(' || c == u')' || c == u'\\') out += '\\';
            out += char(c.unicode());
        }
        out += ')';
        return;
    }
    out += "<FEFF";
    for (const QChar c : text) appendHex4(out, c.unicode());
    out += '>';
}

/// The rectangle in PDF units (bottom-left origin) as x, y, width, height,
/// the edges rounded rather than the sizes, so rectangles that touch still do.
std::array<long long, 4> pdfRect(const QRectF& rectPt, double pageHeightPt) {
    // Edges, not QRectF::normalized(): a library call per rectangle.
    const long long x0 = toUnits(rectPt.left()), x1 = toUnits(rectPt.right());
    const long long y0 = toUnits(pageHeightPt - rectPt.bottom()), y1 = toUnits(pageHeightPt - rectPt.top());
    return {std::min(x0, x1), std::min(y0, y1), std::abs(x1 - x0), std::abs(y1 - y0)};
}

/// Six letters naming one subset of a font ("ABCDEF+DejaVuSans"), as PDF
/// asks so that two subsets of a font are not taken for the same font.
QByteArray subsetTag(const std::vector<quint32>& glyphs) {
    size_t hash = qHashRange(glyphs.begin(), glyphs.end());
    QByteArray tag;
    for (int i = 0; i < 6; ++i, hash /= 26) tag.append(char('A' + hash % 26));
    return tag;
}

/// The ToUnicode CMap: each used glyph id to the UTF-16 text it was shown
/// for, so text extraction and search find the label text. Blocks of at
/// most 100 entries, as the CMap format allows.
std::string toUnicodeCMap(const std::vector<quint32>& glyphs, const std::vector<QString>& text) {
    std::vector<quint32> mapped;
    std::copy_if(glyphs.begin(), glyphs.end(), std::back_inserter(mapped),
                 [&](quint32 g) { return !text[g].isEmpty(); });
    std::string out =
        "/CIDInit /ProcSet findresource begin\n12 dict begin\nbegincmap\n"
        "/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def\n"
        "/CMapName /Adobe-Identity-UCS def\n/CMapType 2 def\n"
        "1 begincodespacerange\n<0000> <FFFF>\nendcodespacerange\n";
    for (size_t first = 0; first < mapped.size(); first += 100) {
        const size_t end = std::min(mapped.size(), first + 100);
        appendInt(out, qsizetype(end - first));
        out += " beginbfchar\n";
        for (size_t i = first; i < end; ++i) {
            out += '<';
            appendHex4(out, mapped[i]);
            out += "> <";
            for (const QChar c : text[mapped[i]]) appendHex4(out, c.unicode());
            out += ">\n";
        }
        out += "endbfchar\n";
    }
    out += "endcmap\nCMapName currentdict /CMap defineresource pop\nend\nend\n";
    return out;
}

}  // namespace

/// Reused zlib state: one deflateReset per stream instead of a new allocation.
class PdfDocument::Deflater {
public:
    explicit Deflater(int level) : m_level(std::clamp(level, 0, 9)) {
        // Without zlib's memory the streams are stored plain: larger, still correct.
        if (m_level > 0 && deflateInit(&m_stream, m_level) != Z_OK) m_level = 0;
    }
    ~Deflater() {
        if (m_level > 0) deflateEnd(&m_stream);
    }
    Deflater(const Deflater&) = delete;
    Deflater& operator=(const Deflater&) = delete;

    bool compresses() const { return m_level > 0; }

    /// The deflated bytes, valid until the next call.
    std::string_view compress(std::string_view data) {
        deflateReset(&m_stream);
        // Grown only: resizing down and up again would clear each page's worth anew.
        if (const size_t bound = deflateBound(&m_stream, uLong(data.size())); m_buffer.size() < bound)
            m_buffer.resize(bound);
        m_stream.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(data.data()));
        m_stream.avail_in = uInt(data.size());
        m_stream.next_out = reinterpret_cast<Bytef*>(m_buffer.data());
        m_stream.avail_out = uInt(m_buffer.size());
        deflate(&m_stream, Z_FINISH);  // deflateBound leaves room for all of it
        return {m_buffer.data(), size_t(m_stream.total_out)};
    }

private:
    int m_level;
    z_stream m_stream{};
    std::string m_buffer;
};

/// The embedded font: its tables, and which glyphs the pages used and for what text.
struct PdfDocument::Font {
    TrueTypeTables tables;
    TrueTypeMetrics metrics;
    QByteArray name;
    std::vector<bool> used;
    std::vector<QString> text;
    std::vector<double> widths;  ///< advance per glyph in 1/1000 em, as the W array gives it

    double width(quint32 glyph) const { return glyph < widths.size() ? widths[glyph] : 0.0; }
    void use(const PdfGlyph& glyph) {
        if (glyph.id >= used.size()) return;
        used[glyph.id] = true;
        if (glyph.text != 0 && text[glyph.id].isEmpty()) text[glyph.id] = QString::fromUcs4(&glyph.text, 1);
    }
    double toThousandths(double fontUnits) const {
        return std::round(fontUnits * 1000.0 / metrics.unitsPerEm);
    }
};

PdfDocument::PdfDocument(int compressionLevel) : m_deflater(std::make_unique<Deflater>(compressionLevel)) {
    m_offsets.push_back(0);  // object 0: the head of the free list
    m_pagesObject = newObject();
    m_resourcesObject = newObject();
    // The binary comment tells transfer programs the file is not text.
    m_out = "%PDF-1.4\n%\xE2\xE3\xCF\xD3\n";
}

PdfDocument::~PdfDocument() = default;

bool PdfDocument::setFont(const QRawFont& font, QString* whyNot) {
    // A PDF name without spaces or delimiters: "DejaVu Sans" becomes "DejaVuSans".
    QByteArray family;
    for (const QChar c : font.familyName())
        if (c.isLetterOrNumber() && c.unicode() < 128) family.append(char(c.unicode()));
    return setFont(TrueTypeTables::fromRawFont(font), family, whyNot);
}

bool PdfDocument::setFont(const TrueTypeTables& tables, const QByteArray& fallbackName, QString* whyNot) {
    // A trial subset now, so a font that cannot be embedded is refused before
    // any page depends on it.
    QString why;
    const auto metrics = readTrueTypeMetrics(tables, &why);
    if (metrics) why = subsetTrueType(tables, {}).whyEmpty;
    if (!metrics || !why.isEmpty()) {
        if (whyNot) *whyNot = why;
        return false;
    }
    auto font = std::make_unique<Font>();
    font->tables = tables;
    font->metrics = *metrics;
    font->name = metrics->postScriptName.isEmpty() ? fallbackName : metrics->postScriptName;
    if (font->name.isEmpty()) font->name = "Font";
    const size_t glyphs = metrics->advances.size();
    font->used.assign(glyphs, false);
    font->text.resize(glyphs);
    font->widths.resize(glyphs);
    for (size_t g = 0; g < glyphs; ++g)
        font->widths[g] = std::round(metrics->advances[g] * 1e6 / metrics->unitsPerEm) / 1000.0;
    m_font = std::move(font);
    return true;
}

int PdfDocument::newObject() {
    m_offsets.push_back(-1);
    return int(m_offsets.size()) - 1;
}

void PdfDocument::beginObject(int object) {
    m_offsets[size_t(object)] = m_out.size();
    std::string header;
    appendInt(header, object);
    header += " 0 obj\n";
    write(header);
}

void PdfDocument::write(std::string_view bytes) {
    // QByteArray's own growth on append copies everything into a fresh block
    // (page faults on every byte again); doubling through reserve() lets
    // realloc move the pages instead (a 1.4 GB file: 3.4 s down to 1.4 s per 10 000 pages).
    const qsizetype needed = m_out.size() + qsizetype(bytes.size());
    if (needed > m_out.capacity()) m_out.reserve(std::max(needed, 2 * m_out.capacity()));
    m_out.append(bytes.data(), qsizetype(bytes.size()));
}

void PdfDocument::writeObject(int object, std::string_view dictionary) {
    beginObject(object);
    write(dictionary);
    write("\nendobj\n");
}

void PdfDocument::writeStream(int object, std::string_view data, std::string_view extraDictionary) {
    const bool deflate = m_deflater->compresses();
    const std::string_view bytes = deflate ? m_deflater->compress(data) : data;
    beginObject(object);
    std::string dictionary = "<< /Length ";
    appendInt(dictionary, qsizetype(bytes.size()));
    if (deflate) dictionary += " /Filter /FlateDecode";
    dictionary += extraDictionary;
    dictionary += " >>\nstream\n";
    write(dictionary);
    write(bytes);
    write("\nendstream\nendobj\n");
}

void PdfDocument::addPage(const QSizeF& sizePt) {
    if (m_finished) return;
    endPage();
    m_pageSizePt = sizePt;
    m_pageOpen = true;
    m_strokeSet = false;  // each page's content starts from the default graphics state
    m_content.clear();
}

void PdfDocument::endPage() {
    if (!m_pageOpen) return;
    m_pageOpen = false;
    const int contents = newObject();
    writeStream(contents, m_content);
    const int page = newObject();
    m_pageObjects.push_back(page);
    std::string dict = "<< /Type /Page /Parent ";
    appendReference(dict, m_pagesObject);
    dict += " /MediaBox [0 0 ";
    appendNumber(dict, m_pageSizePt.width());
    dict += ' ';
    appendNumber(dict, m_pageSizePt.height());
    dict += "] /Resources ";
    appendReference(dict, m_resourcesObject);
    dict += " /Contents ";
    appendReference(dict, contents);
    dict += " >>";
    writeObject(page, dict);
}

void PdfDocument::setStroke(const PdfStroke& stroke) {
    if (m_strokeSet && stroke.red == m_stroke.red && stroke.green == m_stroke.green &&
        stroke.blue == m_stroke.blue && stroke.widthPt == m_stroke.widthPt)
        return;
    for (const double c : {stroke.red, stroke.green, stroke.blue}) {
        appendNumber(m_content, c);
        m_content += ' ';
    }
    m_content += "RG ";
    appendNumber(m_content, stroke.widthPt);
    m_content += " w\n";
    m_stroke = stroke;
    m_strokeSet = true;
}

void PdfDocument::strokeRect(const QRectF& rectPt, const PdfStroke& stroke) {
    if (!m_pageOpen) return;
    setStroke(stroke);
    const auto [x, y, w, h] = pdfRect(rectPt, m_pageSizePt.height());
    appendOperation(m_content, {x, y, w, h}, "re S");
}

void PdfDocument::strokeRoundedRect(const QRectF& rectPt, double radiusPt, const PdfStroke& stroke) {
    const QRectF r = rectPt.normalized();
    const double rx = std::min(radiusPt, r.width() / 2), ry = std::min(radiusPt, r.height() / 2);
    if (rx <= 0 || ry <= 0) {
        strokeRect(rectPt, stroke);
        return;
    }
    if (!m_pageOpen) return;
    setStroke(stroke);
    // In PDF's y-up space: from the bottom edge's left end, counter-clockwise.
    const double height = m_pageSizePt.height();
    const long long l = toUnits(r.left()), rt = toUnits(r.right());
    const long long b = toUnits(height - r.bottom()), t = toUnits(height - r.top());
    const long long dx = toUnits(rx), dy = toUnits(ry);
    const long long kx = toUnits(rx * (1 - kQuarterEllipse)), ky = toUnits(ry * (1 - kQuarterEllipse));
    std::string& out = m_content;
    appendOperation(out, {l + dx, b}, "m");
    appendOperation(out, {rt - dx, b}, "l");
    appendOperation(out, {rt - kx, b, rt, b + ky, rt, b + dy}, "c");
    appendOperation(out, {rt, t - dy}, "l");
    appendOperation(out, {rt, t - ky, rt - kx, t, rt - dx, t}, "c");
    appendOperation(out, {l + dx, t}, "l");
    appendOperation(out, {l + kx, t, l, t - ky, l, t - dy}, "c");
    appendOperation(out, {l, b + dy}, "l");
    appendOperation(out, {l, b + ky, l + kx, b, l + dx, b}, "c");
    out += "h S\n";
}

void PdfDocument::fillRects(std::span<const QRectF> rectsPt) {
    if (!m_pageOpen || rectsPt.empty()) return;
    const double height = m_pageSizePt.height();
    // Rectangles relative to the first one's corner, moved there with cm: a
    // QR code's modules then take "12.8 3.2" rather than "412.8 563.2", a
    // fifth fewer bytes to format and compress. Whole units, so still exact.
    const auto [originX, originY, originW, originH] = pdfRect(rectsPt.front(), height);
    m_content += "q 1 0 0 1 ";
    appendOperation(m_content, {originX, originY}, "cm");
    for (const QRectF& r : rectsPt) {
        const auto [x, y, w, h] = pdfRect(r, height);
        appendOperation(m_content, {x - originX, y - originY, w, h}, "re");
    }
    m_content += "f Q\n";
}

void PdfDocument::showGlyphs(double sizePt, std::span<const PdfGlyph> glyphs) {
    if (!m_pageOpen || !m_font || glyphs.empty()) return;
    std::string& out = m_content;
    out += "BT\n/F1 ";
    appendNumber(out, sizePt);
    out += " Tf\n";
    // Td moves the line start relative to the last one, in the units written,
    // so the rounded positions add up exactly.
    long long lineX = 0, lineY = 0;
    double nextX = 0;  // where the string's advance has put the next glyph
    bool inString = false;
    const double height = m_pageSizePt.height();
    for (const PdfGlyph& glyph : glyphs) {
        m_font->use(glyph);
        const long long x = toUnits(glyph.baselinePt.x()), y = toUnits(height - glyph.baselinePt.y());
        if (!inString || y != lineY || std::abs(double(x) - nextX) > kSameStringTolerance) {
            if (inString) out += "> Tj\n";
            appendUnits(out, x - lineX);
            out += ' ';
            appendUnits(out, y - lineY);
            out += " Td <";
            lineX = x;
            lineY = y;
            nextX = double(x);
            inString = true;
        }
        appendHex4(out, glyph.id);  // Identity-H: two bytes per glyph id
        nextX += m_font->width(glyph.id) * sizePt / 1000.0 * kUnitsPerPoint;
    }
    out += "> Tj\nET\n";
}

void PdfDocument::setGlyphText(quint32 glyph, const QString& text) {
    if (m_font && glyph < m_font->text.size()) m_font->text[glyph] = text;
}

int PdfDocument::writeFont() {
    Font& font = *m_font;
    std::vector<quint32> used;
    for (quint32 g = 0; g < font.used.size(); ++g)
        if (font.used[g]) used.push_back(g);
    const QByteArray baseFont = subsetTag(used) + '+' + font.name;
    const int type0 = newObject(), cidFont = newObject(), descriptor = newObject(), toUnicode = newObject();

    std::string dict;
    dict = "<< /Type /Font /Subtype /Type0 /BaseFont /" + baseFont.toStdString() +
           " /Encoding /Identity-H /DescendantFonts [";
    appendReference(dict, cidFont);
    dict += "] /ToUnicode ";
    appendReference(dict, toUnicode);
    dict += " >>";
    writeObject(type0, dict);

    // Widths of the used glyphs, consecutive ids grouped: "3 [600 700] 36 [722]".
    dict = "<< /Type /Font /Subtype /CIDFontType2 /BaseFont /" + baseFont.toStdString() +
           " /CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> /FontDescriptor ";
    appendReference(dict, descriptor);
    dict += " /CIDToGIDMap /Identity /W [";
    for (size_t i = 0; i < used.size(); ++i) {
        if (i == 0 || used[i] != used[i - 1] + 1) {
            if (i > 0) dict += "] ";
            appendInt(dict, used[i]);
            dict += " [";
        } else {
            dict += ' ';
        }
        appendNumber(dict, font.widths[used[i]]);
    }
    if (!used.empty()) dict += ']';
    dict += "] >>";
    writeObject(cidFont, dict);

    const TrueTypeMetrics& m = font.metrics;
    // Flags: symbolic (4), as glyphs are reached by id and not through a
    // standard encoding; fixed pitch (1) and italic (64) as the font says.
    const int flags = 4 | (m.fixedPitch ? 1 : 0) | (m.italicAngle != 0 ? 64 : 0);
    // TrueType records no stem width; this estimate from the weight class is the usual one.
    const double stemV = 50 + std::pow(m.weightClass / 65.0, 2);
    const TrueTypeSubset subset = subsetTrueType(font.tables, used);
    int fontFile = 0;
    if (!subset.font.isEmpty()) fontFile = newObject();
    dict = "<< /Type /FontDescriptor /FontName /" + baseFont.toStdString() + " /Flags ";
    appendInt(dict, flags);
    dict += " /FontBBox [";
    for (const int v : {m.bbox.left(), m.bbox.top(), m.bbox.right(), m.bbox.bottom()}) {
        appendNumber(dict, font.toThousandths(v));
        dict += ' ';
    }
    dict += "] /ItalicAngle ";
    appendNumber(dict, m.italicAngle);
    dict += " /Ascent ";
    appendNumber(dict, font.toThousandths(m.ascender));
    dict += " /Descent ";
    appendNumber(dict, font.toThousandths(m.descender));
    dict += " /CapHeight ";
    appendNumber(dict, font.toThousandths(m.capHeight));
    dict += " /StemV ";
    appendNumber(dict, std::round(stemV));
    // A glyph the subset could not be made for (a malformed composite) leaves
    // the font unembedded: a viewer substitutes one rather than showing nothing.
    if (fontFile != 0) {
        dict += " /FontFile2 ";
        appendReference(dict, fontFile);
    }
    dict += " >>";
    writeObject(descriptor, dict);
    if (fontFile != 0)
        writeStream(fontFile, std::string_view(subset.font.constData(), size_t(subset.font.size())),
                    " /Length1 " + std::to_string(subset.font.size()));

    writeStream(toUnicode, toUnicodeCMap(used, font.text));
    return type0;
}

QByteArray PdfDocument::finish() {
    if (m_finished) return {};
    m_finished = true;
    endPage();
    std::string dict;
    if (m_font) {
        const int font = writeFont();
        dict = "<< /Font << /F1 ";
        appendReference(dict, font);
        dict += " >> /ProcSet [/PDF /Text] >>";
    } else {
        dict = "<< /ProcSet [/PDF] >>";
    }
    writeObject(m_resourcesObject, dict);

    // One flat page tree, as QPdfWriter writes it.
    dict = "<< /Type /Pages /Kids [";
    for (const int page : m_pageObjects) {
        appendReference(dict, page);
        dict += ' ';
    }
    dict += "] /Count ";
    appendInt(dict, qsizetype(m_pageObjects.size()));
    dict += " >>";
    writeObject(m_pagesObject, dict);

    const int catalog = newObject();
    dict = "<< /Type /Catalog /Pages ";
    appendReference(dict, m_pagesObject);
    dict += " >>";
    writeObject(catalog, dict);

    const int info = newObject();
    dict = "<<";
    if (!m_title.isEmpty()) {
        dict += " /Title ";
        appendTextString(dict, m_title);
    }
    if (!m_creator.isEmpty()) {
        dict += " /Creator ";
        appendTextString(dict, m_creator);
    }
    dict += " >>";
    writeObject(info, dict);

    writeXrefAndTrailer(catalog, info);
    m_out.squeeze();  // the doubling's unused tail
    return std::exchange(m_out, {});
}

void PdfDocument::writeXrefAndTrailer(int catalog, int info) {
    const qint64 xref = m_out.size();
    std::string table = "xref\n0 ";
    appendInt(table, qsizetype(m_offsets.size()));
    table += "\n0000000000 65535 f \n";  // every entry is exactly 20 bytes
    for (size_t object = 1; object < m_offsets.size(); ++object) {
        char entry[21];
        std::snprintf(entry, sizeof entry, "%010lld 00000 n \n", static_cast<long long>(m_offsets[object]));
        table.append(entry, 20);
    }
    table += "trailer\n<< /Size ";
    appendInt(table, qsizetype(m_offsets.size()));
    table += " /Root ";
    appendReference(table, catalog);
    table += " /Info ";
    appendReference(table, info);
    table += " >>\nstartxref\n";
    appendInt(table, xref);
    table += "\n%%EOF\n";
    write(table);
}

}  // namespace sn
