#include "model/netbox/yaml_reader.h"

#include "model/core/excerpt.h"

#include <QRegularExpression>
#include <QSet>

#include <cmath>
#include <cstring>

namespace sn {

YamlReader YamlReader::parse(const QByteArray& text, const QString& origin) {
    try {
        YAML::Node root = YAML::Load(text.toStdString());
        YamlReader reader(root, origin);
        if (!root.IsMap()) {
            // An empty file gives a null node without a position.
            if (root.IsNull() || !root.IsDefined())
                throw UserError(tr("%1:1:1: the file holds no YAML mapping (a NetBox device type starts with "
                                   "\"manufacturer:\")")
                                    .arg(origin));
            reader.fail(tr("expected a mapping of device-type fields"));
        }
        return reader;
    } catch (const YAML::DeepRecursion& e) {
        // yaml-cpp's own guard (2 000 levels) says only "bad file".
        throw UserError(tr("%1:%2:%3: invalid YAML: nested deeper than %4 levels")
                            .arg(origin)
                            .arg(e.mark.is_null() ? 1 : e.mark.line + 1)
                            .arg(e.mark.is_null() ? 1 : e.mark.column + 1)
                            .arg(e.depth()));
    } catch (const YAML::Exception& e) {
        // yaml-cpp counts lines and columns from 0; editors count from 1.
        const int line = e.mark.is_null() ? 1 : e.mark.line + 1;
        const int column = e.mark.is_null() ? 1 : e.mark.column + 1;
        throw UserError(tr("%1:%2:%3: invalid YAML: %4")
                            .arg(origin)
                            .arg(line)
                            .arg(column)
                            .arg(excerpt(QString::fromStdString(e.msg))));
    }
}

YamlReader::ScalarKind YamlReader::kindOf(const YAML::Node& node) {
    if (!node.IsDefined() || node.IsNull()) return ScalarKind::Null;
    // A quoted or tagged scalar is a string whatever it looks like.
    if (node.Tag() != "?") return ScalarKind::String;
    // PyYAML's implicit resolvers (yaml/resolver.py, YAML 1.1), in its order.
    static const QRegularExpression boolean(
        QStringLiteral("^(?:yes|Yes|YES|no|No|NO|true|True|TRUE|false|False|FALSE|on|On|ON|off|Off|OFF)$"));
    static const QRegularExpression floating(QStringLiteral(
        "^(?:[-+]?(?:[0-9][0-9_]*)\\.[0-9_]*(?:[eE][-+][0-9]+)?|\\.[0-9_]+(?:[eE][-+][0-9]+)?"
        "|[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\\.[0-9_]*|[-+]?\\.(?:inf|Inf|INF)|\\.(?:nan|NaN|NAN))$"));
    static const QRegularExpression integer(QStringLiteral(
        "^(?:[-+]?0b[0-1_]+|[-+]?0[0-7_]+|[-+]?(?:0|[1-9][0-9_]*)|[-+]?0x[0-9a-fA-F_]+"
        "|[-+]?[1-9][0-9_]*(?::[0-5]?[0-9])+)$"));
    static const QRegularExpression timestamp(QStringLiteral(
        "^(?:[0-9]{4}-[0-9]{2}-[0-9]{2}|[0-9]{4}-[0-9]{1,2}-[0-9]{1,2}(?:[Tt]|[ \\t]+)[0-9]{1,2}:[0-9]{2}:[0-9]{2}"
        "(?:\\.[0-9]*)?(?:[ \\t]*(?:Z|[-+][0-9]{1,2}(?::[0-9]{2})?))?)$"));
    const std::string& raw = node.Scalar();
    // Most scalars are names; only these first characters can start anything but a string.
    if (raw.empty() || !std::strchr("0123456789+-.yYnNtTfFoO", raw.front())) return ScalarKind::String;
    const QString text = QString::fromStdString(raw);
    if (boolean.match(text).hasMatch()) return ScalarKind::Bool;
    if (floating.match(text).hasMatch()) return ScalarKind::Number;
    if (integer.match(text).hasMatch()) return ScalarKind::Integer;
    if (timestamp.match(text).hasMatch()) return ScalarKind::Timestamp;
    return ScalarKind::String;
}

double YamlReader::numberValue(const std::string& raw, ScalarKind kind) {
    // As PyYAML's constructor: underscores are separators, 0b/0x/0 prefixes
    // give the base, "1:30" is sexagesimal (90).
    QString text = QString::fromStdString(raw).remove(QLatin1Char('_'));
    double sign = 1;
    if (text.startsWith(QLatin1Char('-'))) sign = -1;
    if (text.startsWith(QLatin1Char('-')) || text.startsWith(QLatin1Char('+'))) text.remove(0, 1);
    const QString lower = text.toLower();
    if (lower == QLatin1String(".inf")) return sign * HUGE_VAL;
    if (lower == QLatin1String(".nan")) return NAN;
    if (text.contains(QLatin1Char(':'))) {
        double value = 0;
        for (const QString& part : text.split(QLatin1Char(':'))) value = value * 60 + part.toDouble();
        return sign * value;
    }
    if (kind == ScalarKind::Integer) {
        bool ok = false;
        double value = 0;
        if (lower.startsWith(QLatin1String("0b"))) value = double(text.mid(2).toLongLong(&ok, 2));
        else if (lower.startsWith(QLatin1String("0x"))) value = double(text.mid(2).toLongLong(&ok, 16));
        else if (text.size() > 1 && text.startsWith(QLatin1Char('0'))) value = double(text.toLongLong(&ok, 8));
        else value = text.toDouble(&ok);
        return ok ? sign * value : NAN;
    }
    return sign * text.toDouble();
}

QString YamlReader::childPath(const char* key) const {
    return m_path.isEmpty() ? QString::fromUtf8(key) : m_path + QLatin1Char('.') + QString::fromUtf8(key);
}

bool YamlReader::has(const char* key) const {
    const YAML::Node n = member(key);
    return n.IsDefined() && !n.IsNull();
}

YAML::Node YamlReader::member(const char* key) const {
    if (!m_node.IsMap()) fail(tr("expected a mapping"));
    return m_node[key];
}

YAML::Node YamlReader::required(const char* key) const {
    const YAML::Node n = member(key);
    if (!n.IsDefined() || n.IsNull()) fail(key, tr("missing (the NetBox schema requires it)"));
    return n;
}

void YamlReader::checkRepeats() const {
    if (!m_node.IsMap()) fail(tr("expected a mapping"));
    QSet<QString> seen;
    for (auto it = m_node.begin(); it != m_node.end(); ++it) {
        const QString key = QString::fromStdString(it->first.Scalar());
        // yaml-cpp keeps both copies of a repeated key; NetBox would take the last silently.
        if (seen.contains(key))
            failAt(it->first.Mark(), m_path.isEmpty() ? excerpt(key) : m_path + QLatin1Char('.') + excerpt(key),
                   tr("occurs twice in this mapping"));
        seen.insert(key);
    }
}

QStringList YamlReader::extraMembers(const QStringList& known) const {
    checkRepeats();
    QStringList out;
    for (auto it = m_node.begin(); it != m_node.end(); ++it) {
        const QString key = QString::fromStdString(it->first.Scalar());
        if (known.contains(key)) continue;
        YAML::Emitter e;
        e << YAML::Flow << it->second;
        out << childPath(key.toUtf8().constData()) + QStringLiteral(": ") + QString::fromUtf8(e.c_str());
    }
    return out;
}

void YamlReader::checkKeys(const QStringList& allowed) const {
    checkRepeats();
    for (auto it = m_node.begin(); it != m_node.end(); ++it) {
        const QString key = QString::fromStdString(it->first.Scalar());
        if (!allowed.contains(key))
            failAt(
                it->first.Mark(), m_path.isEmpty() ? excerpt(key) : m_path + QLatin1Char('.') + excerpt(key),
                tr("unknown field (the NetBox schema allows: %1)").arg(allowed.join(QStringLiteral(", "))));
    }
}

std::optional<QString> YamlReader::optStr(const char* key, int maxLength) const {
    const YAML::Node n = member(key);
    if (!n.IsDefined() || n.IsNull()) return std::nullopt;
    if (!n.IsScalar() || kindOf(n) != ScalarKind::String)
        fail(key, tr("expected a string (quote values such as \"9700\" or \"true\")"));
    const QString text = QString::fromStdString(n.Scalar());
    if (text.size() > maxLength) fail(key, tr("longer than %1 characters").arg(maxLength));
    return text;
}

QString YamlReader::str(const char* key, int maxLength) const {
    required(key);
    return *optStr(key, maxLength);
}

std::optional<double> YamlReader::optNum(const char* key) const {
    const YAML::Node n = member(key);
    if (!n.IsDefined() || n.IsNull()) return std::nullopt;
    const ScalarKind kind = n.IsScalar() ? kindOf(n) : ScalarKind::Null;
    if (kind != ScalarKind::Integer && kind != ScalarKind::Number) fail(key, tr("expected a number"));
    const double value = numberValue(n.Scalar(), kind);
    if (!std::isfinite(value)) fail(key, tr("expected a finite number"));
    return value;
}

double YamlReader::num(const char* key) const {
    required(key);
    return *optNum(key);
}

std::optional<long long> YamlReader::optInt(const char* key) const {
    const YAML::Node n = member(key);
    if (!n.IsDefined() || n.IsNull()) return std::nullopt;
    if (!n.IsScalar() || kindOf(n) != ScalarKind::Integer) fail(key, tr("expected an integer"));
    const double value = numberValue(n.Scalar(), ScalarKind::Integer);
    // 2^53: beyond it a double no longer holds every integer.
    if (!std::isfinite(value) || std::fabs(value) > 9007199254740992.0) fail(key, tr("integer out of range"));
    return static_cast<long long>(value);
}

std::optional<bool> YamlReader::optBool(const char* key) const {
    const YAML::Node n = member(key);
    if (!n.IsDefined() || n.IsNull()) return std::nullopt;
    if (!n.IsScalar() || kindOf(n) != ScalarKind::Bool) fail(key, tr("expected true or false"));
    const QString text = QString::fromStdString(n.Scalar()).toLower();
    return text == QLatin1String("true") || text == QLatin1String("yes") || text == QLatin1String("on");
}

bool YamlReader::boolean(const char* key) const {
    required(key);
    return *optBool(key);
}

std::vector<YamlReader> YamlReader::items(const char* key) const {
    std::vector<YamlReader> out;
    const YAML::Node n = member(key);
    if (!n.IsDefined() || n.IsNull()) return out;
    if (!n.IsSequence()) fail(key, tr("expected a list"));
    out.reserve(n.size());
    for (std::size_t i = 0; i < n.size(); ++i) {
        YamlReader item(n[i], m_origin, QStringLiteral("%1[%2]").arg(childPath(key)).arg(i));
        if (!n[i].IsMap()) item.fail(tr("expected a mapping"));
        out.push_back(std::move(item));
    }
    return out;
}

YamlReader YamlReader::field(const char* key) const {
    return YamlReader(required(key), m_origin, childPath(key));
}

void YamlReader::fail(const QString& what) const {
    failAt(m_node.Mark(), m_path, what);
}

void YamlReader::fail(const char* key, const QString& what) const {
    const YAML::Node n = m_node.IsMap() ? m_node[key] : YAML::Node();
    // A missing member is reported where its mapping starts.
    failAt(n.IsDefined() && !n.IsNull() ? n.Mark() : m_node.Mark(), childPath(key), what);
}

QString YamlReader::message(const char* key, const QString& what) const {
    const YAML::Node n = m_node.IsMap() ? m_node[key] : YAML::Node();
    return messageAt(n.IsDefined() && !n.IsNull() ? n.Mark() : m_node.Mark(), childPath(key), what);
}

QString YamlReader::messageAt(const YAML::Mark& mark, const QString& path, const QString& what) const {
    const int line = mark.is_null() ? 1 : mark.line + 1;
    const int column = mark.is_null() ? 1 : mark.column + 1;
    const QString where = path.isEmpty() ? QString() : path + QStringLiteral(": ");
    // Values are quoted through excerpt(); this keeps any other long text short.
    const QString shortWhat = what.size() > 400 ? what.left(400) + QChar(0x2026) : what;
    return tr("%1:%2:%3: %4%5").arg(m_origin).arg(line).arg(column).arg(where, shortWhat);
}

void YamlReader::failAt(const YAML::Mark& mark, const QString& path, const QString& what) const {
    throw UserError(messageAt(mark, path, what));
}

}  // namespace sn
