#include "netbox/yaml_reader.h"

#include "core/excerpt.h"

#include <QRegularExpression>

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
    static const QRegularExpression integer(QStringLiteral("^[-+]?[0-9]+$"));
    static const QRegularExpression number(
        QStringLiteral("^[-+]?(\\.[0-9]+|[0-9]+(\\.[0-9]*)?)([eE][-+]?[0-9]+)?$"));
    static const QRegularExpression boolean(QStringLiteral("^(true|True|TRUE|false|False|FALSE)$"));
    const std::string& raw = node.Scalar();
    // Most scalars are names; only these first characters can start a number or a boolean.
    if (raw.empty() || !std::strchr("0123456789+-.tTfF", raw.front())) return ScalarKind::String;
    const QString text = QString::fromStdString(raw);
    if (integer.match(text).hasMatch()) return ScalarKind::Integer;
    if (number.match(text).hasMatch()) return ScalarKind::Number;
    if (boolean.match(text).hasMatch()) return ScalarKind::Bool;
    return ScalarKind::String;
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

void YamlReader::checkKeys(const QStringList& allowed) const {
    if (!m_node.IsMap()) fail(tr("expected a mapping"));
    QStringList seen;
    for (auto it = m_node.begin(); it != m_node.end(); ++it) {
        const QString key = QString::fromStdString(it->first.Scalar());
        // yaml-cpp keeps both copies of a repeated key; NetBox would take the last silently.
        if (seen.contains(key))
            failAt(it->first.Mark(), m_path.isEmpty() ? excerpt(key) : m_path + QLatin1Char('.') + excerpt(key),
                   tr("occurs twice in this mapping"));
        seen << key;
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
    const double value = QString::fromStdString(n.Scalar()).toDouble();
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
    bool ok = false;
    const long long value = QString::fromStdString(n.Scalar()).toLongLong(&ok);
    if (!ok) fail(key, tr("integer out of range"));
    return value;
}

std::optional<bool> YamlReader::optBool(const char* key) const {
    const YAML::Node n = member(key);
    if (!n.IsDefined() || n.IsNull()) return std::nullopt;
    if (!n.IsScalar() || kindOf(n) != ScalarKind::Bool) fail(key, tr("expected true or false"));
    return QString::fromStdString(n.Scalar()).compare(QLatin1String("true"), Qt::CaseInsensitive) == 0;
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
