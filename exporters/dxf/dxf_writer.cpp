#include "exporters/dxf/dxf_writer.h"

#include <cmath>

namespace sn {

namespace {

constexpr const char* kModelSpace = "*Model_Space";
constexpr const char* kPaperSpace = "*Paper_Space";

}  // namespace

DxfWriter::DxfWriter(std::vector<DxfLayer> layers) : m_layers(std::move(layers)) {
    // Entities name their block record as owner, so these two come first.
    m_modelSpace = handle();
    m_paperSpace = handle();
}

QByteArray DxfWriter::handle() { return QByteArray::number(m_nextHandle++, 16).toUpper(); }

QByteArray DxfWriter::number(double v) {
    if (!std::isfinite(v)) v = 0;
    if (std::abs(v) < 0.0005) v = 0;  // no "-0.0"
    QByteArray s = QByteArray::number(v, 'f', 3);
    while (s.endsWith('0') && !s.endsWith(".0")) s.chop(1);
    return s;
}

QByteArray DxfWriter::encode(const QString& text) {
    QByteArray out;
    for (const QChar c : text) {
        const char16_t u = c.unicode();
        if (u == '\n' || u == '\r' || u == '\t') out += ' ';
        else if (u < 0x20) continue;
        else if (u < 0x80) out += char(u);
        else if (c.isSurrogate()) out += '?';  // \U+ names one BMP code point; outside it no R2000 reader agrees
        else out += "\\U+" + QByteArray::number(u, 16).toUpper().rightJustified(4, '0');
    }
    return out;
}

void DxfWriter::group(int code, const QByteArray& value, QByteArray& out) const {
    out += QByteArray::number(code).rightJustified(3, ' ');
    out += '\n';
    out += value;
    out += '\n';
}
void DxfWriter::group(int code, double value, QByteArray& out) const { group(code, number(value), out); }
void DxfWriter::group(int code, int value, QByteArray& out) const { group(code, QByteArray::number(value), out); }

void DxfWriter::entityStart(const char* type, const QString& layer, const char* subclass) {
    group(0, QByteArray(type), m_entities);
    group(5, handle(), m_entities);
    group(330, m_modelSpace, m_entities);
    group(100, QByteArray("AcDbEntity"), m_entities);
    group(8, encode(layer), m_entities);
    group(100, QByteArray(subclass), m_entities);
}

void DxfWriter::polyline(const QString& layer, const std::vector<QPointF>& points, bool closed, double widthMm,
                         double elevationMm) {
    entityStart("LWPOLYLINE", layer, "AcDbPolyline");
    group(90, int(points.size()), m_entities);
    group(70, closed ? 1 : 0, m_entities);
    group(43, widthMm, m_entities);
    if (elevationMm != 0) group(38, elevationMm, m_entities);
    for (const QPointF& p : points) {
        group(10, p.x(), m_entities);
        group(20, p.y(), m_entities);
    }
}

void DxfWriter::line(const QString& layer, QPointF a, QPointF b) {
    entityStart("LINE", layer, "AcDbLine");
    group(10, a.x(), m_entities);
    group(20, a.y(), m_entities);
    group(30, 0.0, m_entities);
    group(11, b.x(), m_entities);
    group(21, b.y(), m_entities);
    group(31, 0.0, m_entities);
}

void DxfWriter::circle(const QString& layer, QPointF centre, double radiusMm) {
    entityStart("CIRCLE", layer, "AcDbCircle");
    group(10, centre.x(), m_entities);
    group(20, centre.y(), m_entities);
    group(30, 0.0, m_entities);
    group(40, radiusMm, m_entities);
}

void DxfWriter::arc(const QString& layer, QPointF centre, double radiusMm, double startDeg, double endDeg) {
    entityStart("ARC", layer, "AcDbCircle");
    group(10, centre.x(), m_entities);
    group(20, centre.y(), m_entities);
    group(30, 0.0, m_entities);
    group(40, radiusMm, m_entities);
    group(100, QByteArray("AcDbArc"), m_entities);
    group(50, startDeg, m_entities);
    group(51, endDeg, m_entities);
}

void DxfWriter::text(const QString& layer, QPointF at, double heightMm, const QString& text, double angleDeg,
                     Align align) {
    entityStart("TEXT", layer, "AcDbText");
    group(10, at.x(), m_entities);
    group(20, at.y(), m_entities);
    group(30, 0.0, m_entities);
    group(40, heightMm, m_entities);
    group(1, encode(text), m_entities);
    if (angleDeg != 0) group(50, angleDeg, m_entities);
    if (align == Align::Centre) {
        // Horizontal centre (72 = 1) and vertical middle (73 = 2) about the
        // second alignment point; the first is kept equal for readers that ignore it.
        group(72, 1, m_entities);
        group(11, at.x(), m_entities);
        group(21, at.y(), m_entities);
        group(31, 0.0, m_entities);
    }
    group(100, QByteArray("AcDbText"), m_entities);
    if (align == Align::Centre) group(73, 2, m_entities);
}

QByteArray DxfWriter::tables() {
    QByteArray out;
    group(0, QByteArray("SECTION"), out);
    group(2, QByteArray("TABLES"), out);
    // One table: its header, then each record with the table as owner.
    const auto table = [&](const char* name, int count, const auto& records) {
        const QByteArray owner = handle();
        group(0, QByteArray("TABLE"), out);
        group(2, QByteArray(name), out);
        group(5, owner, out);
        group(330, QByteArray("0"), out);
        group(100, QByteArray("AcDbSymbolTable"), out);
        group(70, count, out);
        records(owner);
        group(0, QByteArray("ENDTAB"), out);
    };
    const auto record = [&](const char* type, const QByteArray& own, const QByteArray& owner, const char* subclass,
                            const QByteArray& name) {
        group(0, QByteArray(type), out);
        group(5, own, out);
        group(330, owner, out);
        group(100, QByteArray("AcDbSymbolTableRecord"), out);
        group(100, QByteArray(subclass), out);
        group(2, name, out);
        group(70, 0, out);
    };
    table("VPORT", 1, [&](const QByteArray& owner) {
        record("VPORT", handle(), owner, "AcDbViewportTableRecord", "*Active");
        group(10, 0.0, out), group(20, 0.0, out), group(11, 1.0, out), group(21, 1.0, out);
    });
    table("LTYPE", 3, [&](const QByteArray& owner) {
        for (const char* name : {"ByBlock", "ByLayer", "Continuous"}) {
            record("LTYPE", handle(), owner, "AcDbLinetypeTableRecord", name);
            group(3, QByteArray(qstrcmp(name, "Continuous") == 0 ? "Solid line" : ""), out);
            group(72, 65, out);  // 'A': the only alignment there is
            group(73, 0, out);   // no dash elements
            group(40, 0.0, out);
        }
    });
    table("LAYER", int(m_layers.size()) + 1, [&](const QByteArray& owner) {
        std::vector<DxfLayer> all{{QStringLiteral("0"), 7}};
        all.insert(all.end(), m_layers.begin(), m_layers.end());
        for (const DxfLayer& l : all) {
            record("LAYER", handle(), owner, "AcDbLayerTableRecord", encode(l.name));
            group(62, l.colour, out);
            group(6, QByteArray("Continuous"), out);
        }
    });
    table("STYLE", 1, [&](const QByteArray& owner) {
        record("STYLE", handle(), owner, "AcDbTextStyleTableRecord", "Standard");
        group(40, 0.0, out), group(41, 1.0, out), group(50, 0.0, out), group(71, 0, out), group(42, 2.5, out);
        group(3, QByteArray("txt"), out), group(4, QByteArray(), out);
    });
    table("VIEW", 0, [](const QByteArray&) {});
    table("UCS", 0, [](const QByteArray&) {});
    table("APPID", 1, [&](const QByteArray& owner) {
        record("APPID", handle(), owner, "AcDbRegAppTableRecord", "ACAD");
    });
    table("DIMSTYLE", 1, [&](const QByteArray& owner) {
        // A dimension style's handle has group code 105, not 5.
        group(0, QByteArray("DIMSTYLE"), out);
        group(105, handle(), out);
        group(330, owner, out);
        group(100, QByteArray("AcDbSymbolTableRecord"), out);
        group(100, QByteArray("AcDbDimStyleTableRecord"), out);
        group(2, QByteArray("Standard"), out);
        group(70, 0, out);
    });
    table("BLOCK_RECORD", 2, [&](const QByteArray& owner) {
        // Group 70 of a block record is its insertion units: 0, none.
        for (const auto& [own, name] : {std::pair{m_modelSpace, kModelSpace}, std::pair{m_paperSpace, kPaperSpace}})
            record("BLOCK_RECORD", own, owner, "AcDbBlockTableRecord", name);
    });
    group(0, QByteArray("ENDSEC"), out);
    return out;
}

QByteArray DxfWriter::blocks() {
    QByteArray out;
    group(0, QByteArray("SECTION"), out);
    group(2, QByteArray("BLOCKS"), out);
    for (const auto& [owner, name] : {std::pair{m_modelSpace, kModelSpace}, std::pair{m_paperSpace, kPaperSpace}}) {
        group(0, QByteArray("BLOCK"), out);
        group(5, handle(), out);
        group(330, owner, out);
        group(100, QByteArray("AcDbEntity"), out);
        group(8, QByteArray("0"), out);
        group(100, QByteArray("AcDbBlockBegin"), out);
        group(2, QByteArray(name), out);
        group(70, 0, out);
        group(10, 0.0, out), group(20, 0.0, out), group(30, 0.0, out);
        group(3, QByteArray(name), out);
        group(1, QByteArray(), out);
        group(0, QByteArray("ENDBLK"), out);
        group(5, handle(), out);
        group(330, owner, out);
        group(100, QByteArray("AcDbEntity"), out);
        group(8, QByteArray("0"), out);
        group(100, QByteArray("AcDbBlockEnd"), out);
    }
    group(0, QByteArray("ENDSEC"), out);
    return out;
}

QByteArray DxfWriter::objects() {
    QByteArray out;
    const QByteArray root = handle(), groups = handle();
    group(0, QByteArray("SECTION"), out);
    group(2, QByteArray("OBJECTS"), out);
    group(0, QByteArray("DICTIONARY"), out);
    group(5, root, out);
    group(330, QByteArray("0"), out);
    group(100, QByteArray("AcDbDictionary"), out);
    group(281, 1, out);
    group(3, QByteArray("ACAD_GROUP"), out);
    group(350, groups, out);
    group(0, QByteArray("DICTIONARY"), out);
    group(5, groups, out);
    group(330, root, out);
    group(100, QByteArray("AcDbDictionary"), out);
    group(281, 1, out);
    group(0, QByteArray("ENDSEC"), out);
    return out;
}

QByteArray DxfWriter::finish(const QRectF& extents) {
    const QByteArray body = tables() + blocks();
    QByteArray entities;
    group(0, QByteArray("SECTION"), entities);
    group(2, QByteArray("ENTITIES"), entities);
    entities += m_entities;
    group(0, QByteArray("ENDSEC"), entities);
    const QByteArray tail = objects();

    QByteArray out;
    group(0, QByteArray("SECTION"), out);
    group(2, QByteArray("HEADER"), out);
    const auto var = [&](const char* name) { group(9, QByteArray(name), out); };
    var("$ACADVER"), group(1, QByteArray("AC1015"), out);
    var("$DWGCODEPAGE"), group(3, QByteArray("ANSI_1252"), out);
    var("$INSBASE"), group(10, 0.0, out), group(20, 0.0, out), group(30, 0.0, out);
    var("$EXTMIN"), group(10, extents.left(), out), group(20, extents.top(), out), group(30, 0.0, out);
    var("$EXTMAX"), group(10, extents.right(), out), group(20, extents.bottom(), out), group(30, 0.0, out);
    var("$LIMMIN"), group(10, extents.left(), out), group(20, extents.top(), out);
    var("$LIMMAX"), group(10, extents.right(), out), group(20, extents.bottom(), out);
    var("$INSUNITS"), group(70, 4, out);     // millimetres
    var("$MEASUREMENT"), group(70, 1, out);  // metric
    var("$LUNITS"), group(70, 2, out);       // decimal
    var("$HANDSEED"), group(5, handle(), out);
    group(0, QByteArray("ENDSEC"), out);
    out += body + entities + tail;
    group(0, QByteArray("EOF"), out);
    return out;
}

}  // namespace sn
