#pragma once

#include "model/design/object_table.h"

namespace sn {

/// Finds objects of one table that are asked for mostly in the table's own
/// order, as a pass over the cables asks for their connections (routing
/// writes cables in their connections' order: 86 600 of 86 600 at 16 384
/// GPUs). The place after the last object found is tried first, and the id
/// index only when that is not the one: a probe of the index misses the
/// cache once per object in a table that size.
template <class T, class IdT>
class InOrderFinder {
public:
    explicit InOrderFinder(const ObjectTable<T, IdT>& table) : m_table(table) {}

    /// The object's position in the table, or -1 when it has none.
    int indexOf(IdT id) {
        const int at = m_next < m_table.size() && m_table[m_next].id == id ? m_next : m_table.indexOf(id);
        if (at >= 0) m_next = at + 1;
        return at;
    }
    const T* find(IdT id) {
        const int at = indexOf(id);
        return at < 0 ? nullptr : &m_table[at];
    }

private:
    const ObjectTable<T, IdT>& m_table;
    int m_next = 0;
};

}  // namespace sn
