#include "model/dxf/dxf_shapes.h"

#include "model/core/excerpt.h"
#include "model/core/sn_error.h"
#include "model/input/load_limits.h"

#include <QCoreApplication>
#include <QHash>
#include <QTransform>

#include <algorithm>
#include <cmath>

namespace sn::dxf {

namespace {

constexpr int kMaxNesting = 16;  // blocks inside blocks; deeper is a cycle in practice
/// Entities of the drawing once its blocks are expanded, nested ones and
/// every copy of an array counted. A hall plan holds thousands (the
/// hand-checked hall: 15 column blocks of 4 entities and some 20 others);
/// each becomes a Shape of some hundred bytes, so a million is a few hundred
/// MB and seconds of work. A block that inserts itself three times per level
/// reached 3^16 = 43 million (a 381-byte file ran out of memory): it stops here.
constexpr qint64 kMaxExpandedEntities = 1'000'000;
/// Copies one MINSERT makes (rows × columns): no more than a room may hold
/// columns, walls, doors or keep-outs (input/load_limits.h).
constexpr double kMaxArrayCopies = double(limits::kMaxRoomFeatures);
constexpr double kArcStepDeg = 10;

double toRad(double deg) { return deg * M_PI / 180; }
double toDeg(double rad) { return rad * 180 / M_PI; }

/// The vertices of a polyline with bulges (tan of a quarter of each arc's
/// angle, DXF Reference LWPOLYLINE group 42) as straight segments no longer
/// than kArcStepDeg of arc.
std::vector<QPointF> flattenBulges(const std::vector<QPointF>& pts, const std::vector<double>& bulges, bool closed) {
    std::vector<QPointF> out;
    const size_t n = pts.size();
    for (size_t i = 0; i < n; ++i) {
        out.push_back(pts[i]);
        if (!closed && i + 1 == n) break;
        const double b = bulges[i];
        if (std::abs(b) < 1e-9) continue;
        const QPointF a = pts[i], c = pts[(i + 1) % n];
        const double chord = std::hypot(c.x() - a.x(), c.y() - a.y());
        if (chord < 1e-9) continue;
        const double theta = 4 * std::atan(b);  // signed included angle
        const double r = chord / (2 * std::sin(std::abs(theta) / 2));
        // Centre: from the chord's middle along its normal, to the side the bulge's sign says.
        const QPointF mid = (a + c) / 2;
        const QPointF dir((c.x() - a.x()) / chord, (c.y() - a.y()) / chord);
        const QPointF normal(-dir.y(), dir.x());
        const double h = r * std::cos(std::abs(theta) / 2) * (std::abs(theta) > M_PI ? -1 : 1);
        const QPointF centre = mid + normal * (b > 0 ? h : -h);
        const double start = std::atan2(a.y() - centre.y(), a.x() - centre.x());
        const int steps = std::max(1, int(std::ceil(std::abs(toDeg(theta)) / kArcStepDeg)));
        for (int s = 1; s < steps; ++s) {
            const double t = start + theta * s / steps;
            out.push_back(centre + QPointF(std::cos(t), std::sin(t)) * r);
        }
    }
    return out;
}

/// A circle of radius `r` about `c` as a closed polygon (under a non-uniform scale it is an ellipse).
std::vector<QPointF> circlePoints(QPointF c, double r) {
    std::vector<QPointF> out;
    for (int i = 0; i < 36; ++i) out.push_back(c + QPointF(std::cos(toRad(i * 10)), std::sin(toRad(i * 10))) * r);
    return out;
}

/// TEXT's control codes (DXF Reference, "Control codes"): %%d, %%p and %%c
/// are the degree, plus-minus and diameter signs, %%% a percent sign, and
/// %%u, %%o the underline and overline toggles, which print nothing.
QString plainText(const QString& s) {
    if (!s.contains(QLatin1String("%%"))) return s;
    QString out;
    for (qsizetype i = 0; i < s.size(); ++i) {
        if (s[i] != u'%' || i + 2 >= s.size() || s[i + 1] != u'%') {
            out += s[i];
            continue;
        }
        const QChar code = s[i + 2].toLower();
        if (code == u'd')
            out += QChar(0x00B0);
        else if (code == u'p')
            out += QChar(0x00B1);
        else if (code == u'c')
            out += QChar(0x2300);
        else if (code == u'%')
            out += u'%';
        else if (code != u'u' && code != u'o')
            out += s.mid(i, 3);
        i += 2;
    }
    return out;
}

/// MTEXT's words without its formatting codes (DXF Reference, MTEXT "inline
/// codes"): \P breaks a paragraph and \~ is a hard space (both read as a
/// space here); \f, \H, \W, \Q, \T, \A, \C and \p take an argument up
/// to ';'; \S stacks its two parts (read as "a/b"); \L, \O, \K toggle
/// lines; braces group; \\, \{ and \} are the characters themselves.
QString plainMText(const QString& s) {
    QString out;
    for (qsizetype i = 0; i < s.size(); ++i) {
        const QChar c = s[i];
        if (c == u'{' || c == u'}') continue;
        if (c != u'\\' || i + 1 >= s.size()) {
            out += c;
            continue;
        }
        const QChar code = s[++i];
        if (code == u'P' || code == u'~')
            out += u' ';
        else if (code == u'\\' || code == u'{' || code == u'}')
            out += code;
        else if (QStringView(u"LlOoKk").contains(code))
            continue;
        else if (QStringView(u"fFHWQTACcpS").contains(code)) {
            const qsizetype end = s.indexOf(u';', i);
            const qsizetype stop = end < 0 ? s.size() : end;
            if (code == u'S') {
                QString stacked = s.mid(i + 1, stop - i - 1);
                out += stacked.replace(u'^', u'/').replace(u'#', u'/');
            }
            i = stop;
        } else {
            out += u'\\';
            out += code;
        }
    }
    return out.simplified();
}

class Flattener {
    Q_DECLARE_TR_FUNCTIONS(DxfShapes)
public:
    Flattener(const Document& doc, Shapes& out) : m_doc(doc), m_out(out) {}

    void entities(const std::vector<Entity>& list, const QTransform& t, const QString& insertLayer, int insertLine,
                  int depth) {
        for (const Entity& e : list) entity(e, t, insertLayer, insertLine, depth);
    }

private:
    void skip(const QString& type, const QString& layer) {
        const QString key = type + QLatin1Char('\n') + layer;
        if (const auto it = m_skippedIndex.constFind(key); it != m_skippedIndex.cend()) {
            ++m_out.skipped[size_t(*it)].count;
            return;
        }
        m_skippedIndex.insert(key, int(m_out.skipped.size()));
        m_out.skipped.push_back({type, layer, 1});
    }

    /// Coordinates that scaling by nested inserts carried beyond double's
    /// range are refused where they arise, naming the entity.
    void checkFinite(const Entity& e, const Shape& s) const {
        bool finite = std::isfinite(s.centre.x()) && std::isfinite(s.centre.y()) && std::isfinite(s.radiusMm) &&
                      std::isfinite(s.widthMm) && std::isfinite(s.startDeg) && std::isfinite(s.endDeg);
        for (const QPointF& p : s.points) finite = finite && std::isfinite(p.x()) && std::isfinite(p.y());
        if (finite) return;
        if (s.insertLine)
            throw UserError(tr("%1:%2: %3 (in the block inserted at line %4): a coordinate beyond any drawing once the "
                               "inserts' scales are applied")
                                .arg(m_doc.fileName)
                                .arg(e.line)
                                .arg(e.type)
                                .arg(s.insertLine));
        throw UserError(tr("%1:%2: %3: a coordinate beyond any drawing once in millimetres")
                            .arg(m_doc.fileName)
                            .arg(e.line)
                            .arg(e.type));
    }

    void entity(const Entity& e, const QTransform& parent, const QString& insertLayer, int insertLine, int depth) {
        if (++m_expanded > kMaxExpandedEntities) {
            // Named by the outermost INSERT it came through: the one to look at.
            throw UserError(tr("%1:%2: more than %3 entities once its blocks are expanded (a block that inserts "
                               "itself, or arrays of arrays?)")
                                .arg(m_doc.fileName)
                                .arg(insertLine ? insertLine : e.line)
                                .arg(kMaxExpandedEntities));
        }
        if (e.number(67) == 1) return;  // paper space: sheets and title blocks, not the hall
        QString layer = e.layer().toUpper();
        if (layer == u"0" && !insertLayer.isEmpty()) layer = insertLayer;
        // An extrusion of (0, 0, −1) mirrors the entity's coordinates in x (the
        // arbitrary axis algorithm for −Z); other tilted entities are not in the plan.
        QTransform t = parent;
        if (e.has(230)) {
            const double ez = e.number(230, 1);
            if (std::abs(std::abs(ez) - 1) > 1e-6) {
                skip(e.type + QStringLiteral(" (tilted)"), layer);
                return;
            }
            if (ez < 0) t = QTransform::fromScale(-1, 1) * parent;
        }
        Shape s;
        s.layer = layer;
        s.type = e.type;
        s.line = e.line;
        s.insertLine = insertLine;
        if (e.type == u"LWPOLYLINE" || e.type == u"POLYLINE") {
            std::vector<QPointF> pts;
            std::vector<double> bulges;
            if (e.type == u"LWPOLYLINE") {
                for (const auto& [code, value] : e.groups) {
                    if (code == 10) pts.emplace_back(value.toDouble(), 0), bulges.push_back(0);
                    else if (code == 20 && !pts.empty()) pts.back().setY(value.toDouble());
                    else if (code == 42 && !bulges.empty()) bulges.back() = value.toDouble();
                }
            } else {
                const int flags = int(e.number(70));
                if (flags & (16 | 64)) {  // polygon and polyface meshes are 3D surfaces
                    skip(e.type + QStringLiteral(" (mesh)"), layer);
                    return;
                }
                for (const Entity& v : e.children) {
                    pts.emplace_back(v.number(10), v.number(20));
                    bulges.push_back(v.number(42));
                }
            }
            s.closed = int(e.number(70)) & 1;
            if (pts.size() < 2) {
                skip(e.type + QStringLiteral(" (fewer than two vertices)"), layer);
                return;
            }
            for (const QPointF& p : flattenBulges(pts, bulges, s.closed)) s.points.push_back(t.map(p));
            s.widthMm = e.number(43) * std::sqrt(std::abs(t.determinant()));
            // A closed polyline drawn with its first vertex repeated at the end.
            if (s.points.size() > 2 && QLineF(s.points.front(), s.points.back()).length() < 1e-6) {
                s.points.pop_back();
                s.closed = true;
            }
            add(e, std::move(s));
        } else if (e.type == u"LINE") {
            s.kind = Shape::Kind::Line;
            s.points = {t.map(QPointF(e.number(10), e.number(20))), t.map(QPointF(e.number(11), e.number(21)))};
            add(e, std::move(s));
        } else if (e.type == u"CIRCLE" || e.type == u"ARC") {
            const QPointF c(e.number(10), e.number(20));
            const double r = e.number(40);
            // Uniform scale (with rotation or mirroring): still a circle; otherwise an ellipse, kept as a polygon.
            const double sx = std::hypot(t.m11(), t.m12()), sy = std::hypot(t.m21(), t.m22());
            const bool uniform = std::abs(sx - sy) < 1e-9 * std::max(sx, sy) &&
                                 std::abs(t.m11() * t.m21() + t.m12() * t.m22()) < 1e-9 * sx * sy;
            if (e.type == u"CIRCLE") {
                if (uniform) {
                    s.kind = Shape::Kind::Circle;
                    s.centre = t.map(c);
                    s.radiusMm = r * sx;
                } else {
                    for (const QPointF& p : circlePoints(c, r)) s.points.push_back(t.map(p));
                    s.closed = true;
                }
                add(e, std::move(s));
                return;
            }
            if (!uniform) {
                skip(e.type + QStringLiteral(" (scaled unevenly)"), layer);
                return;
            }
            s.kind = Shape::Kind::Arc;
            const double a0 = toRad(e.number(50)), a1 = toRad(e.number(51));
            s.centre = t.map(c);
            s.radiusMm = r * sx;
            const QPointF p0 = t.map(c + QPointF(std::cos(a0), std::sin(a0)) * r);
            const QPointF p1 = t.map(c + QPointF(std::cos(a1), std::sin(a1)) * r);
            double d0 = toDeg(std::atan2(p0.y() - s.centre.y(), p0.x() - s.centre.x()));
            double d1 = toDeg(std::atan2(p1.y() - s.centre.y(), p1.x() - s.centre.x()));
            if (t.determinant() < 0) std::swap(d0, d1);  // a mirror turns counter-clockwise into clockwise
            s.startDeg = d0 < 0 ? d0 + 360 : d0;
            s.endDeg = d1 < 0 ? d1 + 360 : d1;
            add(e, std::move(s));
        } else if (e.type == u"TEXT" || e.type == u"MTEXT") {
            text(e, t, layer, insertLine);
        } else if (e.type == u"INSERT") {
            const QString name = e.text(2);
            const auto block = m_doc.blocks.constFind(name.toUpper());
            if (block == m_doc.blocks.cend()) {
                skip(QStringLiteral("INSERT (block \"%1\" is not defined)").arg(name), layer);
                return;
            }
            if (depth >= kMaxNesting) {
                skip(QStringLiteral("INSERT (blocks nested deeper than %1)").arg(kMaxNesting), layer);
                return;
            }
            // MINSERT arrays: columns along the insert's rotated x, rows along its y.
            const double columnCount = std::max(1.0, e.number(70, 1)), rowCount = std::max(1.0, e.number(71, 1));
            if (rowCount * columnCount > kMaxArrayCopies)
                throw UserError(tr("%1:%2: %3 of block \"%4\": %5 rows × %6 columns, more than the %7 copies an array "
                                   "may make")
                                    .arg(m_doc.fileName)
                                    .arg(e.line)
                                    .arg(e.type, excerpt(name))
                                    .arg(rowCount, 0, 'f', 0)
                                    .arg(columnCount, 0, 'f', 0)
                                    .arg(kMaxArrayCopies, 0, 'f', 0));
            const int columns = int(columnCount), rows = int(rowCount);
            const double dx = e.number(44), dy = e.number(45);
            for (int r = 0; r < rows; ++r)
                for (int c = 0; c < columns; ++c) {
                    const QTransform local = QTransform()
                                                 .translate(e.number(10), e.number(20))
                                                 .rotate(e.number(50))
                                                 .translate(c * dx, r * dy)
                                                 .scale(e.number(41, 1), e.number(42, 1))
                                                 .translate(-block->base.x(), -block->base.y());
                    entities(block->entities, local * t, layer, insertLine ? insertLine : e.line, depth + 1);
                }
        } else {
            skip(e.type, layer);
        }
    }

    /// A TEXT stands at its alignment point (11/21) when justified (72 or 73
    /// not 0), else at its insertion point; an MTEXT at its insertion point,
    /// its words in groups 3 and then 1.
    void text(const Entity& e, const QTransform& t, const QString& layer, int insertLine) {
        Text out;
        out.layer = layer;
        out.type = e.type;
        out.line = e.line;
        out.insertLine = insertLine;
        const bool aligned = e.type == u"TEXT" && (e.number(72) != 0 || e.number(73) != 0) && e.has(11);
        out.at = t.map(aligned ? QPointF(e.number(11), e.number(21)) : QPointF(e.number(10), e.number(20)));
        if (e.type == u"TEXT") {
            out.text = plainText(e.text(1)).simplified();
        } else {
            QString words;
            for (const auto& [code, value] : e.groups)
                if (code == 3) words += value;
            out.text = plainMText(words + e.text(1));
        }
        Shape where;
        where.points = {out.at};
        where.insertLine = insertLine;
        checkFinite(e, where);
        m_out.texts.push_back(std::move(out));
    }

    void add(const Entity& e, Shape&& s) {
        checkFinite(e, s);
        m_out.shapes.push_back(std::move(s));
    }

    const Document& m_doc;
    Shapes& m_out;
    qint64 m_expanded = 0;  ///< entities visited, every copy of a block's counted
    QHash<QString, int> m_skippedIndex;
};

}  // namespace

Shapes Shapes::of(const Document& doc, double mmPerUnit) {
    Shapes out;
    Flattener(doc, out).entities(doc.entities, QTransform::fromScale(mmPerUnit, mmPerUnit), QString(), 0, 0);
    return out;
}

}  // namespace sn::dxf
