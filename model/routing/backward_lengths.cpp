#include "model/routing/backward_lengths.h"

#include <limits>

namespace sn {

namespace {
constexpr double kInf = std::numeric_limits<double>::infinity();
}  // namespace

bool BackwardLengths::settled(int vertex) const {
    return m_heapIndex[std::size_t(vertex)] == HeapIndexMap::kSettled;
}

BackwardLengths::BackwardLengths(const InEdges& in, int vertexCount, const std::vector<int>& goals)
    : m_in(in), m_length(std::size_t(vertexCount), kInf), m_via(std::size_t(vertexCount), -1),
      m_heapIndex(std::size_t(vertexCount), HeapIndexMap::kNotQueued),
      m_queue(m_length.data(), HeapIndexMap{m_heapIndex.data()}) {
    for (int v : goals) {
        m_length[std::size_t(v)] = 0;
        m_queue.push(v);
    }
}

void BackwardLengths::settleNext() {
    // Each length is the least over all paths of its sum taken from the goal
    // outwards; the heap (an indirect 4-ary one: each vertex queued once,
    // its key lowered in place) only decides the order they are found in.
    const int v = m_queue.top();
    m_queue.pop();
    m_heapIndex[std::size_t(v)] = HeapIndexMap::kSettled;
    ++m_settledCount;
    const double d = m_length[std::size_t(v)];
    for (int i = m_in.begin[std::size_t(v)], end = m_in.begin[std::size_t(v) + 1]; i < end; ++i) {
        const int from = m_in.tail[std::size_t(i)];
        const double through = d + m_in.lengthMm[std::size_t(i)];
        if (through < m_length[std::size_t(from)]) {
            m_length[std::size_t(from)] = through;
            m_via[std::size_t(from)] = m_in.edge[std::size_t(i)];
            m_queue.push_or_update(from);
        }
    }
}

double BackwardLengths::at(int vertex, double limit) {
    // A vertex off the heap with no length was never reached: when the
    // heap runs dry, no path leads from it to a goal. Lengths leave the heap
    // in rising order: once the least queued one reaches the limit, so has
    // every length not yet settled.
    while (!settled(vertex) && !m_queue.empty()) {
        if (m_length[std::size_t(m_queue.top())] >= limit) return kInf;
        settleNext();
    }
    return settled(vertex) ? m_length[std::size_t(vertex)] : kInf;
}

}  // namespace sn
