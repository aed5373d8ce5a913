#include "model/analysis/open_units.h"

#include <algorithm>

namespace sn {

OpenUnits::OpenUnits(int uHeight) : m_used(size_t(std::max(uHeight, 0)) + 1, false) {}

void OpenUnits::add(int u, int heightU) {
    const int top = int(m_used.size()) - 1;
    const int hi = u + heightU - 1;
    for (int k = std::max(u, 1); k <= std::min(hi, top); ++k) m_used[size_t(k)] = true;
    m_highest = std::max(m_highest, std::min(hi, top));
}

std::vector<std::pair<int, int>> OpenUnits::runs() const {
    std::vector<std::pair<int, int>> out;
    for (int u = 1; u <= m_highest; ++u) {
        if (m_used[size_t(u)]) continue;
        int end = u;
        while (end + 1 <= m_highest && !m_used[size_t(end + 1)]) ++end;
        out.emplace_back(u, end);
        u = end;
    }
    return out;
}

}  // namespace sn
