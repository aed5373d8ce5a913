#pragma once

#include "model/design/id_index.h"

#include <memory>
#include <stdexcept>
#include <utility>
#include <vector>

namespace sn {

/// The objects of one kind in a design, in document order, found by id.
/// Order is part of the document: undo re-inserts at the old position so a
/// design compares equal (and saves byte-identical) after undo.
///
/// Copies share their objects until one side changes (copy-on-write), so a
/// DesignSnapshot of 93 562 cables costs a few pointer copies; the first edit
/// after a snapshot copies that one table (every other table stays shared).
/// Pointers from find() stay valid in the snapshot; in the live table they
/// are valid until its next edit, as before.
template <class T, class IdT>
class ObjectTable {
public:
    ObjectTable() : m_d(std::make_shared<Data>()) {}

    int size() const { return int(m_d->items.size()); }
    bool isEmpty() const { return m_d->items.empty(); }
    bool contains(IdT id) const { return m_d->index.contains(id.uuid()); }
    const T* find(IdT id) const {
        const int* at = m_d->index.find(id.uuid());
        return at ? &m_d->items[size_t(*at)] : nullptr;
    }
    int indexOf(IdT id) const {
        const int* at = m_d->index.find(id.uuid());
        return at ? *at : -1;
    }
    const T& operator[](int i) const { return m_d->items[size_t(i)]; }
    /// Every object's position, by id: copied whole (one flat array) by
    /// whoever keeps a value per object in table order (rules/last_seen.h).
    const IdIndex<int>& positions() const { return m_d->index; }
    auto begin() const { return m_d->items.cbegin(); }
    auto end() const { return m_d->items.cend(); }

    /// Inserts at `pos` (or at the end when pos < 0 or past the end).
    void insert(int pos, T value) {
        if (contains(value.id)) throw std::logic_error("ObjectTable::insert: duplicate id");
        Data& d = detach();
        if (pos < 0 || pos > size()) pos = size();
        d.items.insert(d.items.begin() + pos, std::move(value));
        reindexFrom(pos);
    }
    /// Fills an empty table with `items`, in their order: what inserting
    /// each at the end gives, with the index built once (a loader's whole
    /// table; design/design.h insertAll). Throws std::logic_error, leaving
    /// the table empty, when the table is not empty or an id occurs twice.
    void assign(std::vector<T> items) {
        if (!isEmpty()) throw std::logic_error("ObjectTable::assign: the table is not empty");
        IdIndex<int> index{-1};
        index.reserve(int(items.size()));
        for (size_t i = 0; i < items.size(); ++i)
            if (!index.insertNew(items[i].id.uuid(), int(i))) throw std::logic_error("ObjectTable::assign: duplicate id");
        Data& d = detach();
        d.items = std::move(items);
        d.index = std::move(index);
    }
    /// Removes the object; returns its position and value.
    std::pair<int, T> take(IdT id) {
        const int pos = indexOf(id);
        if (pos < 0) throw std::logic_error("ObjectTable::take: unknown id");
        Data& d = detach();
        T value = std::move(d.items[size_t(pos)]);
        d.items.erase(d.items.begin() + pos);
        d.index.remove(id.uuid());
        reindexFrom(pos);
        return {pos, std::move(value)};
    }
    /// Replaces the object with the same id; returns the old value.
    T replace(T value) {
        const int pos = indexOf(value.id);
        if (pos < 0) throw std::logic_error("ObjectTable::replace: unknown id");
        return std::exchange(detach().items[size_t(pos)], std::move(value));
    }
    void reserve(int n) {
        Data& d = detach();
        d.items.reserve(size_t(n));
        d.index.reserve(n);
    }

private:
    struct Data {
        std::vector<T> items;
        IdIndex<int> index{-1};  ///< position in items, by id (a flat table: design/id_index.h)
    };
    /// The table's own copy, made on the first edit while a snapshot shares it.
    Data& detach() {
        if (m_d.use_count() > 1) m_d = std::make_shared<Data>(*m_d);
        return *m_d;
    }
    void reindexFrom(int pos) {
        Data& d = *m_d;
        for (int i = pos; i < size(); ++i) d.index.insert(d.items[size_t(i)].id.uuid(), i);
    }

    std::shared_ptr<Data> m_d;
};

}  // namespace sn
