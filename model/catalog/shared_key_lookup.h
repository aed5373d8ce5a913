#pragma once

#include <QHash>
#include <QString>

#include <array>
#include <cstdint>

namespace sn {

/// Catalog look-ups by id and port look-ups by name were 25–30 % of
/// `validate` and of opening a file at 16 384 GPUs: each hashes
/// the string and compares it. The design stores its ids and port names as
/// copies of the catalog's own strings (Design::insert), so a key usually
/// shares its entry's string buffer. This remembers, per thread, where a key
/// with a shared buffer was found, keyed by that buffer: a hit is one probe
/// and two pointer compares. A remembered slot counts only while the entry
/// at that position still holds the very same buffer (same address and
/// length, so the same text), so it is never wrong, whatever was freed,
/// changed or moved since; anything else takes the hash. Per thread: rules
/// and routing run on workers too. Internal to the catalog's .cpp files.
template <class Tag, size_t Slots>
class SharedKeyLookup {
    static_assert((Slots & (Slots - 1)) == 0, "a power of two");

public:
    /// The position of `key` in `index` (nameAt(i): the name of the entry
    /// at position i of `owner`'s list), or -1.
    template <class NameAt>
    static int find(const void* owner, const QHash<QString, int>& index, const QString& key,
                    NameAt&& nameAt) {
        if (key.isEmpty()) return index.value(key, -1);
        Slot& slot = table()[slotOf(owner, key.constData())];
        if (slot.owner == owner && slot.data == key.constData() && slot.size == key.size()) {
            const QString& name = nameAt(slot.at);
            if (name.constData() == key.constData() && name.size() == key.size()) return slot.at;
        }
        const auto it = index.constFind(key);
        if (it == index.cend()) return -1;
        const QString& name = nameAt(*it);
        if (name.constData() == key.constData() && name.size() == key.size())
            slot = {owner, key.constData(), key.size(), *it};
        return *it;
    }

private:
    struct Slot {
        const void* owner = nullptr;
        const QChar* data = nullptr;
        qsizetype size = 0;
        int at = -1;
    };
    static std::array<Slot, Slots>& table() {
        thread_local std::array<Slot, Slots> s{};
        return s;
    }
    static size_t slotOf(const void* owner, const QChar* data) {
        const auto h = (std::uintptr_t(data) >> 3) ^ (std::uintptr_t(owner) >> 5);
        return size_t((h * 0x9E3779B97F4A7C15ull) >> 40) & (Slots - 1);  // Fibonacci hashing
    }
};

}  // namespace sn
