#pragma once

#include "model/design/id_index.h"
#include "model/design/object_table.h"

#include <utility>
#include <vector>

namespace sn {

/// What the rule engine last saw of each object of one kind (a device's
/// rack, a connection's ends, a cable's connection), for edits whose signal
/// arrives after the old state is gone.
///
/// Taken from the design in one pass: the table's own id → position index
/// copied whole, one flat array, and the values in table order. Filling a
/// hash table instead costs a cache miss per object once the table outgrows
/// the cache: at 16 384 GPUs the four QHash tables of up to 86 600 entries
/// took 9.2 ms of each full validation, 9.9 × their 0.94 ms at 4 096 GPUs
/// (model/routing/README.md, "Id look-ups").
template <class IdT, class V>
class LastSeen {
public:
    /// Forgets everything and remembers `project(object)` of every object.
    template <class T, class Project>
    void takeFrom(const ObjectTable<T, IdT>& table, Project&& project) {
        m_at = table.positions();
        m_values.clear();
        m_values.reserve(size_t(table.size()));
        for (const T& object : table) m_values.push_back(project(object));
    }
    /// The value last seen, or nullptr for an object not seen (or removed).
    const V* find(IdT id) const {
        const int* at = m_at.find(id.uuid());
        return at ? &m_values[size_t(*at)] : nullptr;
    }
    void set(IdT id, V value) {
        if (const int* at = m_at.find(id.uuid())) {
            m_values[size_t(*at)] = std::move(value);
            return;
        }
        m_at.insert(id.uuid(), int(m_values.size()));
        m_values.push_back(std::move(value));
    }
    /// Forgets the object. Its value stays in the array, unreachable, until
    /// the next takeFrom(): a few entries per removal between full runs.
    void remove(IdT id) { m_at.remove(id.uuid()); }

private:
    IdIndex<int> m_at{-1};
    std::vector<V> m_values;
};

}  // namespace sn
