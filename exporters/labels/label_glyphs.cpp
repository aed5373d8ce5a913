#include "exporters/labels/label_glyphs.h"

#include <QFontDatabase>

namespace sn {

LabelGlyphs::LabelGlyphs(const QFont& font) : m_font(font) {
    m_font.setHintingPreference(QFont::PreferNoHinting);
    m_font.setKerning(false);
    QFont measuring = m_font;
    measuring.setPixelSize(1000);
    m_raw1000 = QRawFont::fromFont(measuring, QFontDatabase::Any);
}

LabelGlyphs::Glyph LabelGlyphs::of(QChar c) {
    auto it = m_glyphOf.constFind(c);
    if (it == m_glyphOf.cend()) {
        const QList<quint32> g = m_raw1000.glyphIndexesForString(QString(c));
        const QList<QPointF> a = m_raw1000.advancesForGlyphIndexes(g);
        it = m_glyphOf.insert(c, {g.value(0), a.isEmpty() ? 0.0 : a.first().x()});
    }
    return *it;
}

}  // namespace sn
