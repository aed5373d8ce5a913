#include "model/input/json_reader.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <string_view>
#include <limits>

namespace sn {

namespace {
QString escapePointerToken(QString key) {
    return key.replace(QLatin1Char('~'), QStringLiteral("~0")).replace(QLatin1Char('/'), QStringLiteral("~1"));
}
}  // namespace

bool JsonReader::has(const char* key) const {
    return m_value.is_object() && m_value.contains(key) && !m_value.at(key).is_null();
}

QString JsonReader::childPointer(const char* key) const {
    // Every field read builds its pointer: one allocation for the usual
    // ASCII key without '~' or '/' (a 16 384-GPU design reads 4 million).
    const std::string_view k(key);
    if (std::all_of(k.begin(), k.end(), [](char c) { return c != '~' && c != '/' && uchar(c) < 0x80; })) {
        QString out;
        out.reserve(m_pointer.size() + 1 + qsizetype(k.size()));
        out.append(m_pointer).append(QLatin1Char('/')).append(QLatin1StringView(k.data(), qsizetype(k.size())));
        return out;
    }
    return m_pointer + QLatin1Char('/') + escapePointerToken(QString::fromUtf8(key));
}

void JsonReader::fail(const QString& what) const {
    const QString where = m_pointer.isEmpty() ? QStringLiteral("/") : m_pointer;
    throw UserError(tr("%1: %2: %3").arg(m_origin, where, what));
}

void JsonReader::fail(const char* key, const QString& what) const {
    throw UserError(tr("%1: %2: %3").arg(m_origin, childPointer(key), what));
}

const Json& JsonReader::member(const char* key) const {
    if (!m_value.is_object()) fail(tr("expected an object"));
    const auto it = m_value.find(key);
    if (it == m_value.end() || it->is_null()) fail(key, tr("missing"));
    return *it;
}

JsonReader JsonReader::field(const char* key) const {
    return JsonReader(member(key), m_origin, childPointer(key));
}

std::optional<JsonReader> JsonReader::optField(const char* key) const {
    if (!has(key)) return std::nullopt;
    return field(key);
}

std::size_t JsonReader::size() const {
    if (!m_value.is_array()) fail(tr("expected an array"));
    return m_value.size();
}

JsonReader JsonReader::at(std::size_t index) const {
    if (!m_value.is_array() || index >= m_value.size()) fail(tr("expected an array element %1").arg(index));
    char digits[24];
    const auto [end, ec] = std::to_chars(digits, digits + sizeof digits, index);
    QString pointer;
    pointer.reserve(m_pointer.size() + 1 + (end - digits));
    pointer.append(m_pointer).append(QLatin1Char('/')).append(QLatin1StringView(digits, end - digits));
    return JsonReader(m_value[index], m_origin, std::move(pointer));
}

QString JsonReader::str(const char* key) const {
    const Json& v = member(key);
    if (!v.is_string()) fail(key, tr("expected a string"));
    return QString::fromStdString(v.get<std::string>());
}

QString JsonReader::str(const char* key, const QString& fallback) const {
    return has(key) ? str(key) : fallback;
}

double JsonReader::num(const char* key) const {
    const Json& v = member(key);
    if (!v.is_number()) fail(key, tr("expected a number"));
    const double d = v.get<double>();
    if (!std::isfinite(d)) fail(key, tr("expected a finite number"));
    return d;
}

double JsonReader::num(const char* key, double fallback) const {
    return has(key) ? num(key) : fallback;
}

std::optional<double> JsonReader::optNum(const char* key) const {
    if (!has(key)) return std::nullopt;
    return num(key);
}

int JsonReader::integer(const char* key) const {
    const Json& v = member(key);
    if (!v.is_number_integer()) fail(key, tr("expected an integer"));
    const auto i = v.get<long long>();
    if (i < std::numeric_limits<int>::min() || i > std::numeric_limits<int>::max())
        fail(key, tr("integer out of range"));
    return int(i);
}

int JsonReader::integer(const char* key, int fallback) const {
    return has(key) ? integer(key) : fallback;
}

int JsonReader::integer(const char* key, int fallback, int lo, int hi) const {
    const int i = integer(key, fallback);
    if (i < lo || i > hi) fail(key, tr("must be between %1 and %2").arg(lo).arg(hi));
    return i;
}

long long JsonReader::int64(const char* key, long long fallback) const {
    if (!has(key)) return fallback;
    const Json& v = member(key);
    if (!v.is_number_integer()) fail(key, tr("expected an integer"));
    return v.get<long long>();
}

bool JsonReader::boolean(const char* key, bool fallback) const {
    if (!has(key)) return fallback;
    const Json& v = member(key);
    if (!v.is_boolean()) fail(key, tr("expected true or false"));
    return v.get<bool>();
}

}  // namespace sn
