#pragma once

#include "model/core/ids.h"
#include "model/core/uuid_text.h"

#include <QString>
#include <QStringView>

#include <algorithm>
#include <array>
#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

namespace sn {

/// Helpers of the file readers for the fields every row or object repeats —
/// ids, enum words, type ids, port names — read from the UTF-8 bytes SQLite
/// or the JSON parser hold, so no QString is built per field only to be
/// looked at once. At 16 384 GPUs a file has about a million of them; a
/// QString each (allocation, conversion, free) cost more than reading them
/// (model/routing/README.md, "Fields read from their bytes").

/// Calls `use(QStringView)` with the UTF-8 `text` as UTF-16: short ASCII
/// text is widened on the stack; anything else goes through
/// QString::fromUtf8, so the view is always what fromUtf8 would give.
template <class Use>
decltype(auto) withUtf16(std::string_view text, Use&& use) {
    constexpr std::size_t kStack = 64;
    if (text.size() <= kStack) {
        std::array<char16_t, kStack> buffer;
        unsigned char high = 0;
        for (std::size_t i = 0; i < text.size(); ++i) {
            const auto c = static_cast<unsigned char>(text[i]);
            high |= c;
            buffer[i] = c;
        }
        if (high < 0x80) return use(QStringView(buffer.data(), qsizetype(text.size())));
    }
    const QString wide = QString::fromUtf8(text.data(), qsizetype(text.size()));
    return use(QStringView(wide));
}

/// IdT::fromString of UTF-8 text (nullopt when it is not a UUID). The
/// 36-byte texts every writer makes are read from their bytes
/// (core/uuid_text.h, the same answer for every 36-byte text); any other
/// length is widened and left to Qt, braces and all.
template <class IdT>
std::optional<IdT> idFromUtf8(std::string_view text) {
    if (text.size() == kUuidTextSize) {
        const std::optional<QUuid> uuid = uuidFromCanonicalText(text);
        return uuid ? IdT::fromUuid(*uuid) : std::nullopt;
    }
    return withUtf16(text, [](QStringView v) { return IdT::fromString(v); });
}

/// FNV-1a of a short text: the slot of the caches below.
inline std::uint32_t textSlotHash(std::string_view text) {
    std::uint32_t h = 2166136261u;
    for (const char c : text) h = (h ^ static_cast<unsigned char>(c)) * 16777619u;
    return h;
}

/// One QString per distinct short text among many rows (type ids, port
/// names, coolant ids): a row spelling a text already seen gets a copy of
/// the same QString (shared, no allocation), and the catalog look-ups that
/// follow find a shared buffer they remember (catalog/shared_key_lookup.h).
/// Direct-mapped on the raw bytes; a miss converts and takes the slot.
class SharedTextCache {
public:
    QString get(std::string_view utf8) {
        if (utf8.size() > kMaxKey) return QString::fromUtf8(utf8.data(), qsizetype(utf8.size()));
        Slot& s = m_slots[textSlotHash(utf8) & (kSlots - 1)];
        if (!s.used || std::string_view(s.key.data(), s.size) != utf8) {
            s.used = true;
            s.size = utf8.size();
            std::copy(utf8.begin(), utf8.end(), s.key.begin());
            s.text = QString::fromUtf8(utf8.data(), qsizetype(utf8.size()));
        }
        return s.text;
    }

private:
    static constexpr std::size_t kSlots = 1024;  // catalogs have some hundred types and port names
    static constexpr std::size_t kMaxKey = 48;
    struct Slot {
        bool used = false;
        std::size_t size = 0;
        std::array<char, kMaxKey> key{};
        QString text;
    };
    std::vector<Slot> m_slots = std::vector<Slot>(kSlots);
};

}  // namespace sn
