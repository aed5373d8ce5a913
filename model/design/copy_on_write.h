#pragma once

#include <memory>

namespace sn {

/// A value shared by copies until one of them edits it: the design's
/// indexes, which a DesignSnapshot shares with the live design until the
/// next edit (as ObjectTable shares its objects).
template <class T>
class CopyOnWrite {
public:
    explicit CopyOnWrite(T value = T()) : m_p(std::make_shared<T>(std::move(value))) {}
    const T& operator*() const { return *m_p; }
    const T* operator->() const { return m_p.get(); }
    /// This copy's own value, copied first if another copy shares it.
    T& edit() {
        if (m_p.use_count() > 1) m_p = std::make_shared<T>(*m_p);
        return *m_p;
    }

private:
    std::shared_ptr<T> m_p;
};

}  // namespace sn
