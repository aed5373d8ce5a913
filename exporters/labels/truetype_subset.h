#pragma once

#include <QByteArray>
#include <QHash>
#include <QRect>
#include <QString>

#include <optional>
#include <vector>

class QRawFont;

namespace sn {

/// The tables of one TrueType font, by their four-letter tag, as read from a
/// font file or from a font Qt has loaded. Nothing is checked here: the
/// readers below bounds-check every offset they take from the tables.
class TrueTypeTables {
public:
    /// The tables of a .ttf/.otf file, or of the first font in a .ttc
    /// collection; empty when the file's table directory is malformed.
    static TrueTypeTables fromFile(const QByteArray& file);
    /// The tables Qt's font engine gives for `font` (QRawFont::fontTable).
    static TrueTypeTables fromRawFont(const QRawFont& font);

    /// The table's bytes, or an empty array when the font has no such table.
    QByteArray table(const char* tag) const { return m_tables.value(QByteArray(tag, 4)); }
    bool has(const char* tag) const { return m_tables.contains(QByteArray(tag, 4)); }
    bool isEmpty() const { return m_tables.isEmpty(); }

private:
    QHash<QByteArray, QByteArray> m_tables;
};

/// What a PDF font descriptor and width array need to know about a font, in
/// the font's own units (unitsPerEm to the em).
struct TrueTypeMetrics {
    int unitsPerEm = 1000;
    QRect bbox;  ///< head's xMin, yMin, xMax, yMax (y up)
    int ascender = 0, descender = 0, capHeight = 0;
    double italicAngle = 0;  ///< degrees, counter-clockwise from the vertical
    int weightClass = 400;   ///< OS/2 usWeightClass
    bool fixedPitch = false;
    QByteArray postScriptName;      ///< from the name table; may be empty
    std::vector<quint16> advances;  ///< advance width per glyph id
};

/// The metrics, or nullopt when head, hhea, maxp or hmtx is missing or too short
/// (`why` then says which).
std::optional<TrueTypeMetrics> readTrueTypeMetrics(const TrueTypeTables& font, QString* why = nullptr);

/// A font program for a PDF's FontFile2, or an empty `font` and the reason.
struct TrueTypeSubset {
    QByteArray font;
    QString whyEmpty;
};

/// A TrueType font that draws `glyphs` (and the glyphs their composites are
/// built from) exactly as `font` does, under the same glyph ids, so a PDF can
/// show them with CIDToGIDMap /Identity. Other glyphs keep their id but lose
/// their outline, and glyphs past the highest one kept are cut off. Only the
/// tables a CIDFontType2 needs are written (head, hhea, maxp, loca, glyf,
/// hmtx, and cvt, fpgm, prep for the hinting programs). Empty for a font
/// without glyf outlines (CFF, as Noto CJK) and for a malformed one.
TrueTypeSubset subsetTrueType(const TrueTypeTables& font, const std::vector<quint32>& glyphs);

}  // namespace sn
