#include "model/dxf/dxf_document.h"

#include "model/core/excerpt.h"
#include "model/core/sn_error.h"
#include "model/input/input_file.h"
#include "model/input/load_limits.h"

#include <QSet>
#include <QStringDecoder>

#include <cmath>

namespace sn::dxf {

namespace {

/// Value types by group code (DXF Reference, "Group Code Value Types"): the
/// ones that must hold a number. Everything else is text (or a handle).
enum class ValueType { Text, Real, Integer };

ValueType typeOf(int code) {
    if ((code >= 10 && code <= 59) || (code >= 110 && code <= 149) || (code >= 210 && code <= 239) ||
        (code >= 460 && code <= 469) || (code >= 1010 && code <= 1059))
        return ValueType::Real;
    if ((code >= 60 && code <= 79) || (code >= 90 && code <= 99) || (code >= 160 && code <= 179) ||
        (code >= 270 && code <= 299) || (code >= 370 && code <= 389) || (code >= 400 && code <= 409) ||
        (code >= 420 && code <= 459) || (code >= 1060 && code <= 1071))
        return ValueType::Integer;
    return ValueType::Text;
}

/// \U+XXXX escapes (how R2000 and older write text outside their code page) to characters.
QString unescape(const QString& s) {
    if (!s.contains(QLatin1String("\\U+"), Qt::CaseInsensitive)) return s;
    QString out;
    for (qsizetype i = 0; i < s.size(); ++i) {
        if (s[i] == u'\\' && i + 6 < s.size() && (s[i + 1] == u'U' || s[i + 1] == u'u') && s[i + 2] == u'+') {
            bool ok = false;
            const uint code = s.mid(i + 3, 4).toUInt(&ok, 16);
            if (ok) {
                out += QChar(char16_t(code));
                i += 6;
                continue;
            }
        }
        out += s[i];
    }
    return out;
}

struct Group {
    int code;
    QString value;
    int line;  ///< of the code
};

}  // namespace

QString Entity::text(int code) const {
    for (const auto& [c, v] : groups)
        if (c == code) return v;
    return {};
}

double Entity::number(int code, double fallback) const {
    for (const auto& [c, v] : groups)
        if (c == code) return v.toDouble();
    return fallback;
}

bool Entity::has(int code) const {
    for (const auto& g : groups)
        if (g.first == code) return true;
    return false;
}

QString Entity::layer() const {
    const QString l = text(8);
    return l.isEmpty() ? QStringLiteral("0") : l;
}

Document Document::parse(const QByteArray& bytes, const QString& fileName) {
    const auto fail = [&](int line, const QString& what) -> UserError {
        return UserError(QStringLiteral("%1:%2: %3").arg(fileName).arg(line).arg(what));
    };
    if (bytes.startsWith("AutoCAD Binary DXF"))
        throw fail(1, tr("a binary DXF; save it from CAD as an ASCII DXF"));
    if (bytes.startsWith("AC10"))
        throw fail(1, tr("a DWG drawing, not a DXF; save it from CAD as an ASCII DXF"));
    // UTF-8 (R2007 and later); older files in a Windows code page read as Latin-1,
    // their text outside ASCII being \U+ escapes.
    QStringDecoder utf8(QStringDecoder::Utf8);
    QString text = utf8(bytes);
    if (utf8.hasError()) text = QString::fromLatin1(bytes);
    if (text.startsWith(QChar(0xFEFF))) text.remove(0, 1);
    const QStringList lines = text.split(QLatin1Char('\n'));

    // Pairs of lines: a group code, then its value.
    std::vector<Group> groups;
    groups.reserve(size_t(lines.size() / 2));
    int n = int(lines.size());
    while (n > 0 && lines[n - 1].trimmed().isEmpty()) --n;  // trailing blank lines
    for (int i = 0; i < n; i += 2) {
        const QString codeText = lines[i].trimmed();
        bool ok = false;
        const int code = codeText.toInt(&ok);
        if (!ok || code < 0)
            throw fail(i + 1, tr("\"%1\" is not a group code (a whole number is expected on this line)")
                                  .arg(codeText.left(40)));
        if (i + 1 >= n) throw fail(i + 1, tr("group code %1 has no value: the file ends").arg(code));
        QString value = lines[i + 1];
        if (value.endsWith(QLatin1Char('\r'))) value.chop(1);
        const ValueType type = typeOf(code);
        if (type != ValueType::Text) {
            value = value.trimmed();
            bool number = false;
            // "nan", "inf" and 1e400 (read as infinite) would reach the
            // geometry and come out as rooms "at y nan mm".
            if (type == ValueType::Real) {
                const double v = value.toDouble(&number);
                if (!std::isfinite(v))
                    throw fail(i + 2, tr("group code %1: \"%2\" is not a finite number").arg(code).arg(excerpt(value)));
            } else {
                value.toLongLong(&number);
            }
            if (!number)
                throw fail(i + 2, tr("group code %1: \"%2\" is not a number").arg(code).arg(excerpt(value)));
        } else {
            value = unescape(value);
        }
        groups.push_back({code, value, i + 1});
    }

    Document doc;
    doc.fileName = fileName;
    size_t at = 0;
    const auto atEnd = [&] { return at >= groups.size(); };
    const auto endsInside = [&](const QString& section) {
        return fail(groups.empty() ? 1 : groups.back().line,
                    tr("group code 0: the file ends inside %1 (ENDSEC or EOF is missing)").arg(section));
    };
    // One entity from its 0 group up to the next 0 group.
    const auto readEntity = [&]() {
        Entity e;
        e.type = groups[at].value.trimmed().toUpper();
        e.line = groups[at].line;
        for (++at; !atEnd() && groups[at].code != 0; ++at) e.groups.emplace_back(groups[at].code, groups[at].value);
        return e;
    };
    // Entities until ENDSEC or ENDBLK; POLYLINE collects its VERTEX entities up to SEQEND,
    // INSERT its ATTRIB entities (dropped: text, not geometry).
    const auto readEntities = [&](std::vector<Entity>& into, const QString& where, const char* end) {
        while (true) {
            if (atEnd()) throw endsInside(where);
            if (groups[at].code != 0)
                throw fail(groups[at].line, tr("group code %1 where an entity (group code 0) should start")
                                                .arg(groups[at].code));
            const QString type = groups[at].value.trimmed().toUpper();
            if (type == QLatin1String(end) || type == u"ENDSEC") return;
            Entity e = readEntity();
            if (e.type == u"POLYLINE" || (e.type == u"INSERT" && e.number(66) == 1)) {
                while (!atEnd() && groups[at].code == 0) {
                    const QString t = groups[at].value.trimmed().toUpper();
                    if (t == u"SEQEND") {
                        readEntity();
                        break;
                    }
                    if (t != u"VERTEX" && t != u"ATTRIB") break;  // a SEQEND-less file: the next entity follows
                    Entity child = readEntity();
                    if (child.type == u"VERTEX") e.children.push_back(std::move(child));
                }
            }
            into.push_back(std::move(e));
        }
    };

    while (!atEnd()) {
        const Group& g = groups[at];
        if (g.code == 999) {  // comment
            ++at;
            continue;
        }
        if (g.code != 0)
            throw fail(g.line, tr("group code %1 outside a section (group code 0 SECTION expected)").arg(g.code));
        const QString word = g.value.trimmed().toUpper();
        if (word == u"EOF") return doc;
        if (word != u"SECTION") throw fail(g.line, tr("group code 0: \"%1\" where SECTION or EOF was expected").arg(word));
        ++at;
        if (atEnd() || groups[at].code != 2)
            throw fail(atEnd() ? g.line : groups[at].line, tr("group code 2 (the section's name) is missing after SECTION"));
        const QString section = groups[at].value.trimmed().toUpper();
        ++at;
        if (section == u"ENTITIES") {
            readEntities(doc.entities, section, "ENDSEC");
            ++at;  // ENDSEC
        } else if (section == u"BLOCKS") {
            while (true) {
                if (atEnd()) throw endsInside(section);
                const QString type = groups[at].value.trimmed().toUpper();
                if (groups[at].code == 0 && type == u"ENDSEC") break;
                if (groups[at].code != 0 || type != u"BLOCK")
                    throw fail(groups[at].line, tr("group code %1: \"%2\" where BLOCK was expected")
                                                    .arg(groups[at].code)
                                                    .arg(groups[at].value.trimmed().left(40)));
                const Entity head = readEntity();
                Block b;
                b.name = head.text(2);
                b.base = QPointF(head.number(10), head.number(20));
                readEntities(b.entities, QStringLiteral("BLOCK %1").arg(b.name), "ENDBLK");
                if (groups[at].value.trimmed().toUpper() == u"ENDSEC")
                    throw fail(groups[at].line, tr("group code 0: ENDSEC inside BLOCK %1 (ENDBLK is missing)").arg(b.name));
                readEntity();  // ENDBLK
                doc.blocks.insert(b.name.toUpper(), std::move(b));
            }
            ++at;
        } else {
            // HEADER: "9 $NAME" then its value groups. Other sections are skipped whole.
            QString variable;
            for (; !atEnd() && !(groups[at].code == 0 && groups[at].value.trimmed().toUpper() == u"ENDSEC"); ++at) {
                if (section != u"HEADER") continue;
                const Group& v = groups[at];
                if (v.code == 9) variable = v.value.trimmed().toUpper();
                else if (variable == u"$INSUNITS" && v.code == 70) doc.insUnits = v.value.toInt();
                else if (variable == u"$MEASUREMENT" && v.code == 70) doc.measurement = v.value.toInt();
                else if (variable == u"$ACADVER" && v.code == 1) doc.acadVersion = v.value.trimmed();
            }
            if (atEnd()) throw endsInside(section);
            ++at;
        }
    }
    throw fail(groups.empty() ? 1 : groups.back().line, tr("group code 0: EOF is missing at the end of the file"));
}

Document Document::read(const QString& path) {
    return parse(InputFile::read(path, limits::kMaxDxfBytes), path);
}

QStringList Document::layerNames() const {
    QSet<QString> seen;
    QStringList out;
    const auto add = [&](const std::vector<Entity>& list) {
        for (const Entity& e : list)
            if (const QString l = e.layer(); !seen.contains(l.toUpper())) {
                seen.insert(l.toUpper());
                out << l;
            }
    };
    add(entities);
    for (const Block& b : blocks) add(b.entities);
    out.sort(Qt::CaseInsensitive);
    return out;
}

double Document::millimetresPerUnit(QString* note) const {
    // $INSUNITS codes (DXF Reference, HEADER section).
    if (!insUnits || *insUnits == 0) {
        const bool imperial = measurement && *measurement == 0;
        if (note)
            *note = imperial ? tr("The file gives no drawing units ($INSUNITS); $MEASUREMENT says imperial, so inches "
                                  "were taken.")
                             : tr("The file gives no drawing units ($INSUNITS); millimetres were taken.");
        return imperial ? 25.4 : 1.0;
    }
    switch (*insUnits) {
    case 1: return 25.4;     // inches
    case 2: return 304.8;    // feet
    case 4: return 1.0;      // millimetres
    case 5: return 10.0;     // centimetres
    case 6: return 1000.0;   // metres
    case 10: return 914.4;   // yards
    case 14: return 100.0;   // decimetres
    default: break;
    }
    throw UserError(tr("%1: $INSUNITS %2 is not a unit a hall is drawn in (millimetres, centimetres, decimetres, "
                       "metres, inches, feet or yards)")
                        .arg(fileName)
                        .arg(*insUnits));
}

}  // namespace sn::dxf
