#pragma once

#include <QHash>

#include <stdexcept>
#include <utility>
#include <vector>

namespace sn {

/// The objects of one kind in a design, in document order, found by id.
/// Order is part of the document: undo re-inserts at the old position so a
/// design compares equal (and saves byte-identical) after undo.
template <class T, class IdT>
class ObjectTable {
public:
    int size() const { return int(m_items.size()); }
    bool isEmpty() const { return m_items.empty(); }
    bool contains(IdT id) const { return m_index.contains(id); }
    const T* find(IdT id) const {
        const auto it = m_index.constFind(id);
        return it == m_index.cend() ? nullptr : &m_items[size_t(*it)];
    }
    int indexOf(IdT id) const { return m_index.value(id, -1); }
    const T& operator[](int i) const { return m_items[size_t(i)]; }
    auto begin() const { return m_items.cbegin(); }
    auto end() const { return m_items.cend(); }

    /// Inserts at `pos` (or at the end when pos < 0 or past the end).
    void insert(int pos, T value) {
        if (m_index.contains(value.id)) throw std::logic_error("ObjectTable::insert: duplicate id");
        if (pos < 0 || pos > size()) pos = size();
        m_items.insert(m_items.begin() + pos, std::move(value));
        reindexFrom(pos);
    }
    /// Removes the object; returns its position and value.
    std::pair<int, T> take(IdT id) {
        const int pos = indexOf(id);
        if (pos < 0) throw std::logic_error("ObjectTable::take: unknown id");
        T value = std::move(m_items[size_t(pos)]);
        m_items.erase(m_items.begin() + pos);
        m_index.remove(id);
        reindexFrom(pos);
        return {pos, std::move(value)};
    }
    /// Replaces the object with the same id; returns the old value.
    T replace(T value) {
        const int pos = indexOf(value.id);
        if (pos < 0) throw std::logic_error("ObjectTable::replace: unknown id");
        return std::exchange(m_items[size_t(pos)], std::move(value));
    }
    void reserve(int n) {
        m_items.reserve(size_t(n));
        m_index.reserve(n);
    }

private:
    void reindexFrom(int pos) {
        for (int i = pos; i < size(); ++i) m_index.insert(m_items[size_t(i)].id, i);
    }

    std::vector<T> m_items;
    QHash<IdT, int> m_index;
};

}  // namespace sn
