#include "exporters/labels/truetype_subset.h"

#include <QRawFont>

#include <algorithm>
#include <map>

namespace sn {

namespace {

/// Big-endian reads that never leave the bytes: a read past the end gives 0
/// and clears `ok`, so a parser checks once after a group of reads instead of
/// before each one.
class BigEndian {
public:
    explicit BigEndian(QByteArrayView bytes) : m_bytes(bytes) {}

    bool fits(qint64 at, qint64 size) const { return at >= 0 && size >= 0 && at + size <= m_bytes.size(); }
    quint32 u32(qint64 at) { return quint32(read(at, 4)); }
    quint16 u16(qint64 at) { return quint16(read(at, 2)); }
    qint16 s16(qint64 at) { return qint16(u16(at)); }
    bool ok() const { return m_ok; }
    qsizetype size() const { return m_bytes.size(); }

private:
    quint64 read(qint64 at, int size) {
        if (!fits(at, size)) {
            m_ok = false;
            return 0;
        }
        quint64 value = 0;
        for (int i = 0; i < size; ++i) value = (value << 8) | quint8(m_bytes[at + i]);
        return value;
    }

    QByteArrayView m_bytes;
    bool m_ok = true;
};

void appendU16(QByteArray& out, quint32 value) {
    out.append(char(value >> 8 & 0xff)).append(char(value & 0xff));
}

void appendU32(QByteArray& out, quint32 value) {
    appendU16(out, value >> 16);
    appendU16(out, value & 0xffff);
}

void putU16(QByteArray& out, qsizetype at, quint32 value) {
    out[at] = char(value >> 8 & 0xff);
    out[at + 1] = char(value & 0xff);
}

void putU32(QByteArray& out, qsizetype at, quint32 value) {
    putU16(out, at, value >> 16);
    putU16(out, at + 2, value & 0xffff);
}

void padToFour(QByteArray& bytes) {
    while (bytes.size() % 4 != 0) bytes.append('\0');
}

/// The sum of the big-endian 32-bit words of `bytes`, zero-padded to a whole word.
quint32 tableChecksum(QByteArrayView bytes) {
    quint32 sum = 0;
    for (qsizetype i = 0; i < bytes.size(); i += 4) {
        quint32 word = 0;
        for (qsizetype k = 0; k < 4; ++k)
            word = (word << 8) | (i + k < bytes.size() ? quint8(bytes[i + k]) : 0u);
        sum += word;
    }
    return sum;
}

// Offsets of the fields this file reads or rewrites (OpenType spec, table by table).
constexpr qsizetype kHeadSize = 54, kHeadChecksumAdjustment = 8, kHeadUnitsPerEm = 18, kHeadXMin = 36,
                    kHeadIndexToLocFormat = 50;
constexpr qsizetype kHheaSize = 36, kHheaAscender = 4, kHheaDescender = 6, kHheaNumberOfHMetrics = 34;
constexpr qsizetype kMaxpNumGlyphs = 4;
constexpr quint32 kChecksumMagic = 0xB1B0AFBA;

/// PostScript names may not hold PDF delimiters or spaces; anything else is dropped.
QByteArray pdfSafeName(const QByteArray& name) {
    QByteArray out;
    for (const char c : name)
        if (c > 32 && c < 127 && !QByteArrayView("()<>[]{}/%#").contains(c)) out.append(c);
    return out;
}

/// Name id 6 from the name table: Windows (UTF-16BE, ASCII in practice) or Macintosh (Roman) records.
QByteArray postScriptName(const QByteArray& nameTable) {
    BigEndian name(nameTable);
    const int count = name.u16(2);
    const qint64 strings = name.u16(4);
    for (int i = 0; i < count && name.ok(); ++i) {
        const qint64 record = 6 + 12 * qint64(i);
        const int platform = name.u16(record), nameId = name.u16(record + 6);
        const qint64 length = name.u16(record + 8), offset = strings + name.u16(record + 10);
        if (!name.ok() || nameId != 6 || !name.fits(offset, length)) continue;
        const QByteArray raw = nameTable.mid(offset, length);
        if (platform == 1) return pdfSafeName(raw);
        if (platform == 3 || platform == 0) {
            QByteArray ascii;
            for (qsizetype k = 1; k < raw.size(); k += 2) ascii.append(raw[k]);
            return pdfSafeName(ascii);
        }
    }
    return {};
}

/// Glyph offsets into glyf from loca (numGlyphs + 1 of them); nullopt when
/// loca is short, or an outline would run backwards or past glyf's end.
std::optional<std::vector<quint32>> glyphOffsets(const TrueTypeTables& font, int numGlyphs, bool longFormat) {
    BigEndian loca(font.table("loca"));
    const qsizetype glyfSize = font.table("glyf").size();
    std::vector<quint32> offsets(size_t(numGlyphs) + 1);
    for (int g = 0; g <= numGlyphs; ++g) {
        offsets[size_t(g)] = longFormat ? loca.u32(4 * qint64(g)) : 2u * loca.u16(2 * qint64(g));
        if (offsets[size_t(g)] > glyfSize || (g > 0 && offsets[size_t(g)] < offsets[size_t(g) - 1]))
            return std::nullopt;
    }
    if (!loca.ok()) return std::nullopt;
    return offsets;
}

/// Adds the glyphs a composite glyph is built from to `pending`; false when
/// the composite's records run past its data or name a glyph the font lacks.
bool addComponents(QByteArrayView glyph, int numGlyphs, std::vector<quint32>& pending) {
    // Component flags (glyf table, composite glyph description).
    constexpr quint16 kArgsAreWords = 0x0001, kHasScale = 0x0008, kMoreComponents = 0x0020,
                      kHasXYScale = 0x0040, kHasTwoByTwo = 0x0080;
    BigEndian data(glyph);
    if (glyph.size() < 10 || data.s16(0) >= 0) return true;  // empty or a simple outline
    // The component records follow numberOfContours and the bounding box.
    qint64 at = 10;
    for (;;) {
        const quint16 flags = data.u16(at), component = data.u16(at + 2);
        if (!data.ok() || component >= numGlyphs) return false;
        pending.push_back(component);
        at += 4 + ((flags & kArgsAreWords) ? 4 : 2);
        if (flags & kHasScale)
            at += 2;
        else if (flags & kHasXYScale)
            at += 4;
        else if (flags & kHasTwoByTwo)
            at += 8;
        if (!(flags & kMoreComponents)) return true;
    }
}

/// Which glyphs to keep: the requested ones, .notdef (a PDF viewer draws it
/// for a missing glyph) and every component of a kept composite, recursively.
std::optional<std::vector<bool>> glyphsToKeep(const QByteArray& glyf, const std::vector<quint32>& offsets,
                                              const std::vector<quint32>& requested) {
    const int numGlyphs = int(offsets.size()) - 1;
    std::vector<bool> keep(size_t(numGlyphs), false);
    std::vector<quint32> pending = requested;
    pending.push_back(0);
    while (!pending.empty()) {
        const quint32 g = pending.back();
        pending.pop_back();
        if (g >= quint32(numGlyphs) || keep[g]) continue;  // outside the font, or seen (also ends cycles)
        keep[g] = true;
        const QByteArrayView data = QByteArrayView(glyf).sliced(offsets[g], offsets[g + 1] - offsets[g]);
        if (!addComponents(data, numGlyphs, pending)) return std::nullopt;
    }
    return keep;
}

/// glyf and long-format loca holding only the kept outlines, each on a 4-byte
/// boundary as the spec recommends; glyph ids from 0 to `count` - 1.
std::pair<QByteArray, QByteArray> keptOutlines(const QByteArray& glyf, const std::vector<quint32>& offsets,
                                               const std::vector<bool>& keep, int count) {
    QByteArray newGlyf, newLoca;
    newLoca.reserve(4 * (count + 1));
    for (int g = 0; g < count; ++g) {
        appendU32(newLoca, quint32(newGlyf.size()));
        if (!keep[size_t(g)]) continue;
        newGlyf.append(
            QByteArrayView(glyf).sliced(offsets[size_t(g)], offsets[size_t(g) + 1] - offsets[size_t(g)]));
        padToFour(newGlyf);
    }
    appendU32(newLoca, quint32(newGlyf.size()));
    return {newGlyf, newLoca};
}

/// hmtx for the first `count` glyphs: the original's prefix, as glyph ids are unchanged.
QByteArray hmtxPrefix(const QByteArray& hmtx, int numberOfHMetrics, int count) {
    QByteArray out = hmtx.left(4 * qsizetype(numberOfHMetrics) + 2 * qsizetype(count - numberOfHMetrics));
    out.resize(4 * qsizetype(numberOfHMetrics) + 2 * qsizetype(count - numberOfHMetrics), '\0');
    return out;
}

/// An sfnt file of `tables` (sorted by tag, as the directory must be), with
/// each table's checksum and head's checkSumAdjustment over the whole file.
QByteArray assembleFont(const std::map<QByteArray, QByteArray>& tables) {
    const int count = int(tables.size());
    int entrySelector = 0;
    while ((2 << entrySelector) <= count) ++entrySelector;
    const int searchRange = 16 << entrySelector;
    QByteArray out;
    appendU32(out, 0x00010000);  // TrueType outlines
    appendU16(out, quint32(count));
    appendU16(out, quint32(searchRange));
    appendU16(out, quint32(entrySelector));
    appendU16(out, quint32(count * 16 - searchRange));
    quint32 offset = 12 + 16 * quint32(count);
    qsizetype headAt = -1;
    for (const auto& [tag, bytes] : tables) {
        out.append(tag);
        appendU32(out, tableChecksum(bytes));
        appendU32(out, offset);
        appendU32(out, quint32(bytes.size()));
        if (tag == "head") headAt = offset;
        offset += (quint32(bytes.size()) + 3) & ~3u;
    }
    for (const auto& [tag, bytes] : tables) {
        out.append(bytes);
        padToFour(out);
    }
    if (headAt >= 0) putU32(out, headAt + kHeadChecksumAdjustment, kChecksumMagic - tableChecksum(out));
    return out;
}

}  // namespace

TrueTypeTables TrueTypeTables::fromFile(const QByteArray& file) {
    BigEndian sfnt(file);
    // A collection (.ttc) starts with 'ttcf' and the offsets of its fonts' directories.
    const qint64 base = file.startsWith("ttcf") ? sfnt.u32(12) : 0;
    const int numTables = sfnt.u16(base + 4);
    TrueTypeTables font;
    for (int i = 0; i < numTables && sfnt.ok(); ++i) {
        const qint64 record = base + 12 + 16 * qint64(i);
        const qint64 offset = sfnt.u32(record + 8), length = sfnt.u32(record + 12);
        if (!sfnt.ok() || !sfnt.fits(offset, length) || !sfnt.fits(record, 4)) return {};
        font.m_tables.insert(file.mid(record, 4), file.mid(offset, length));
    }
    if (!sfnt.ok()) return {};
    return font;
}

TrueTypeTables TrueTypeTables::fromRawFont(const QRawFont& raw) {
    // Those the subset and the PDF font descriptor read, and CFF to tell such a font apart.
    static const char* const tags[] = {"head", "hhea", "maxp", "loca", "glyf", "hmtx", "cvt ",
                                       "fpgm", "prep", "OS/2", "post", "name", "CFF ", "CFF2"};
    TrueTypeTables font;
    for (const char* tag : tags)
        if (const QByteArray bytes = raw.fontTable(tag); !bytes.isEmpty())
            font.m_tables.insert(QByteArray(tag, 4), bytes);
    return font;
}

std::optional<TrueTypeMetrics> readTrueTypeMetrics(const TrueTypeTables& font, QString* why) {
    const QByteArray headTable = font.table("head"), hheaTable = font.table("hhea"),
                     hmtxTable = font.table("hmtx");
    BigEndian head(headTable), hhea(hheaTable), maxp(font.table("maxp")), hmtx(hmtxTable);
    TrueTypeMetrics m;
    m.unitsPerEm = head.u16(kHeadUnitsPerEm);
    m.bbox = QRect(QPoint(head.s16(kHeadXMin), head.s16(kHeadXMin + 2)),
                   QPoint(head.s16(kHeadXMin + 4), head.s16(kHeadXMin + 6)));
    m.ascender = hhea.s16(kHheaAscender);
    m.descender = hhea.s16(kHheaDescender);
    const int numGlyphs = maxp.u16(kMaxpNumGlyphs);
    const int numberOfHMetrics = std::min<int>(hhea.u16(kHheaNumberOfHMetrics), numGlyphs);
    // 16 to 16384 units per em is the spec's range; outside it the font is not one.
    if (!head.ok() || !hhea.ok() || !maxp.ok() || m.unitsPerEm < 16 || m.unitsPerEm > 16384 ||
        numberOfHMetrics < 1 || !hmtx.fits(0, 4 * qint64(numberOfHMetrics))) {
        if (why) *why = QStringLiteral("the font's head, hhea, maxp or hmtx table is missing or malformed");
        return std::nullopt;
    }
    m.advances.resize(size_t(numGlyphs));
    for (int g = 0; g < numGlyphs; ++g)
        m.advances[size_t(g)] = hmtx.u16(4 * qint64(std::min(g, numberOfHMetrics - 1)));
    m.capHeight = m.ascender;
    if (BigEndian os2(font.table("OS/2")); os2.fits(0, 6)) {
        m.weightClass = os2.u16(4);
        if (os2.u16(0) >= 2 && os2.fits(88, 2)) m.capHeight = os2.s16(88);  // sCapHeight, from version 2
    }
    if (BigEndian post(font.table("post")); post.fits(0, 16)) {
        m.italicAngle = qint32(post.u32(4)) / 65536.0;  // a 16.16 fixed-point number
        m.fixedPitch = post.u32(12) != 0;
    }
    m.postScriptName = postScriptName(font.table("name"));
    return m;
}

TrueTypeSubset subsetTrueType(const TrueTypeTables& font, const std::vector<quint32>& glyphs) {
    if (font.isEmpty()) return {{}, QStringLiteral("the font file's table directory is malformed")};
    if (!font.has("glyf") || !font.has("loca"))
        return {{}, QStringLiteral("the font has no glyf table (CFF outlines are not subset)")};
    const QByteArray glyf = font.table("glyf"), hmtx = font.table("hmtx");
    QByteArray head = font.table("head"), hhea = font.table("hhea"), maxp = font.table("maxp");
    BigEndian headReader(head), hheaReader(hhea), maxpReader(maxp);
    const int numGlyphs = maxpReader.u16(kMaxpNumGlyphs);
    const int locaFormat = headReader.s16(kHeadIndexToLocFormat);
    const int numberOfHMetrics = hheaReader.u16(kHheaNumberOfHMetrics);
    if (head.size() < kHeadSize || hhea.size() < kHheaSize || !maxpReader.ok() || numGlyphs < 1 ||
        (locaFormat != 0 && locaFormat != 1) || numberOfHMetrics < 1 || hmtx.size() < 4 * numberOfHMetrics)
        return {{}, QStringLiteral("the font's head, hhea, maxp or hmtx table is malformed")};
    const auto offsets = glyphOffsets(font, numGlyphs, locaFormat == 1);
    if (!offsets) return {{}, QStringLiteral("the font's loca table is malformed")};
    const auto keep = glyphsToKeep(glyf, *offsets, glyphs);
    if (!keep) return {{}, QStringLiteral("a composite glyph of the font is malformed")};

    // Glyph ids stay as they are; only those past the last kept one can go.
    const int count = int(std::find(keep->rbegin(), keep->rend(), true).base() - keep->begin());
    const int keptHMetrics = std::min(numberOfHMetrics, count);
    auto [newGlyf, newLoca] = keptOutlines(glyf, *offsets, *keep, count);
    putU32(head, kHeadChecksumAdjustment, 0);  // the checksums are taken with it zero
    putU16(head, kHeadIndexToLocFormat, 1);
    putU16(hhea, kHheaNumberOfHMetrics, quint32(keptHMetrics));
    putU16(maxp, kMaxpNumGlyphs, quint32(count));
    std::map<QByteArray, QByteArray> tables{
        {"head", head},    {"hhea", hhea},    {"maxp", maxp},
        {"loca", newLoca}, {"glyf", newGlyf}, {"hmtx", hmtxPrefix(hmtx, keptHMetrics, count)}};
    // The hinting programs and their control values, when the font has them.
    for (const char* tag : {"cvt ", "fpgm", "prep"})
        if (font.has(tag)) tables.emplace(QByteArray(tag, 4), font.table(tag));
    return {assembleFont(tables), {}};
}

}  // namespace sn
