#pragma once

#include <QString>
#include <QStringView>

#include <array>
#include <optional>
#include <utility>

namespace sn {

/// A fixed two-way table between an enum and the lower-case words used for it
/// in JSON, SQLite and on the command line.
template <class E, std::size_t N>
struct EnumNames {
    std::array<std::pair<E, const char*>, N> entries;

    QString name(E value) const {
        for (const auto& [e, text] : entries)
            if (e == value) return QString::fromLatin1(text);
        return {};
    }
    std::optional<E> parse(QStringView text) const {
        for (const auto& [e, word] : entries)
            if (text == QLatin1String(word)) return e;
        return std::nullopt;
    }
    /// "a, b, c": for error messages listing what is accepted.
    QString list() const {
        QString out;
        for (const auto& [e, word] : entries) {
            if (!out.isEmpty()) out += QStringLiteral(", ");
            out += QLatin1String(word);
        }
        return out;
    }
};

}  // namespace sn
