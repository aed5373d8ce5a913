#pragma once

#include <QUuid>

#include <algorithm>
#include <bit>
#include <cstdint>
#include <cstring>
#include <optional>
#include <utility>
#include <vector>

namespace sn {

/// Object id → value, for the design's own indexes (ObjectTable's positions,
/// the cable of each connection). One flat array probed linearly: a look-up
/// reads one slot, where a QHash reads its span's offset byte, then the
/// node the offset names — two cache misses for each of the rules' hundreds
/// of thousands of look-ups in a 173 000-entry table at 16 384 GPUs
/// (model/routing/README.md, "Id look-ups"). At most three
/// quarters full, so a look-up probes about two slots on average. Keys are object ids:
/// random or name-derived UUIDs, never the nil UUID (core/ids.h), which marks
/// a free slot. Iteration order is not offered, so nothing can depend on it.
template <class V>
class IdIndex {
public:
    /// `blank` fills free slots (V need not be default-constructible).
    explicit IdIndex(V blank = V()) : m_blank(std::move(blank)) {}

    int size() const { return m_size; }
    bool isEmpty() const { return m_size == 0; }

    const V* find(const QUuid& key) const {
        if (m_slots.empty() || isFree(key)) return nullptr;
        for (size_t i = home(key);; i = (i + 1) & mask()) {
            const Slot& s = m_slots[i];
            if (s.key == key) return &s.value;
            if (isFree(s.key)) return nullptr;
        }
    }
    bool contains(const QUuid& key) const { return find(key) != nullptr; }
    std::optional<V> value(const QUuid& key) const {
        if (const V* v = find(key)) return *v;
        return std::nullopt;
    }

    /// Adds the key or replaces its value.
    void insert(const QUuid& key, V value) {
        if (isFree(key)) return;  // no object has the nil id
        if (size_t(m_size + 1) * 4 > m_slots.size() * 3) grow(std::max<size_t>(16, m_slots.size() * 2));
        size_t i = home(key);
        for (; !isFree(m_slots[i].key); i = (i + 1) & mask())
            if (m_slots[i].key == key) {
                m_slots[i].value = std::move(value);
                return;
            }
        m_slots[i] = Slot{key, std::move(value)};
        ++m_size;
    }

    /// Adds the key with its value unless it is there already (one probe
    /// where contains() then insert() take two); false when it was there,
    /// and the value it has is kept.
    bool insertNew(const QUuid& key, V value) {
        if (isFree(key)) return true;  // as insert(): no object has the nil id
        if (size_t(m_size + 1) * 4 > m_slots.size() * 3) grow(std::max<size_t>(16, m_slots.size() * 2));
        size_t i = home(key);
        for (; !isFree(m_slots[i].key); i = (i + 1) & mask())
            if (m_slots[i].key == key) return false;
        m_slots[i] = Slot{key, std::move(value)};
        ++m_size;
        return true;
    }

    /// Removes the key (backward-shift deletion: no tombstones, so a look-up
    /// stops at the first free slot however many removals came before).
    void remove(const QUuid& key) {
        if (m_slots.empty() || isFree(key)) return;
        size_t i = home(key);
        for (;; i = (i + 1) & mask()) {
            if (isFree(m_slots[i].key)) return;
            if (m_slots[i].key == key) break;
        }
        for (size_t j = (i + 1) & mask();; j = (j + 1) & mask()) {
            if (isFree(m_slots[j].key)) break;
            // Slot j may move back to i unless its home lies cyclically in (i, j].
            const size_t h = home(m_slots[j].key);
            const bool stays = i <= j ? (i < h && h <= j) : (i < h || h <= j);
            if (stays) continue;
            m_slots[i] = std::move(m_slots[j]);
            i = j;
        }
        m_slots[i] = Slot{QUuid(), m_blank};
        --m_size;
    }

    void clear() {
        m_slots.clear();
        m_size = 0;
    }
    void reserve(int n) {
        const size_t want = std::bit_ceil(size_t(std::max(n, 12)) * 4 / 3 + 1);
        if (want > m_slots.size()) grow(want);
    }

private:
    struct Slot {
        QUuid key;
        V value;
    };
    /// The nil UUID marks a free slot. QUuid::isNull is a call into Qt for
    /// every probe; the comparison is inline (the same test: all 128 bits zero).
    static bool isFree(const QUuid& key) { return key == QUuid(); }
    size_t mask() const { return m_slots.size() - 1; }
    /// The key's first slot: both halves of the UUID mixed (Fibonacci
    /// hashing), so ids that differ in any bits, even sequential ones typed
    /// into a test file, spread over the table.
    size_t home(const QUuid& key) const {
        std::uint64_t half[2];
        static_assert(sizeof(QUuid) == sizeof half);
        std::memcpy(half, &key, sizeof half);
        const std::uint64_t h = (half[0] ^ (half[1] * 0x9e3779b97f4a7c15ull)) * 0xbf58476d1ce4e5b9ull;
        return size_t(h >> m_shift);
    }
    void grow(size_t capacity) {
        std::vector<Slot> old = std::exchange(m_slots, std::vector<Slot>(capacity, Slot{QUuid(), m_blank}));
        m_shift = 64 - std::countr_zero(capacity);
        m_size = 0;
        for (Slot& s : old)
            if (!isFree(s.key)) insert(s.key, std::move(s.value));
    }

    std::vector<Slot> m_slots;
    int m_size = 0;
    int m_shift = 64;
    V m_blank;
};

}  // namespace sn
