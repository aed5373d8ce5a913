#pragma once

#include <boost/graph/detail/d_ary_heap.hpp>

#include <cstddef>
#include <iterator>
#include <tuple>
#include <vector>

namespace sn {

/// The edges into each vertex of a graph, in one array: the edges into v are
/// tail[begin[v] .. begin[v + 1]) with their plain lengths.
struct InEdges {
    std::vector<int> begin, tail;
    std::vector<double> lengthMm;

    /// The edges into each vertex by a counting sort on their heads, those
    /// of one vertex in the order of `edges`; `ends(edge)` gives an edge's
    /// (from, to, length in mm).
    template <class Edges, class Ends>
    static InEdges of(int vertexCount, const Edges& edges, Ends ends) {
        InEdges in;
        in.begin.assign(std::size_t(vertexCount) + 1, 0);
        for (const auto& e : edges) ++in.begin[std::size_t(std::get<1>(ends(e))) + 1];
        for (std::size_t v = 0; v < std::size_t(vertexCount); ++v) in.begin[v + 1] += in.begin[v];
        in.tail.resize(std::size(edges));
        in.lengthMm.resize(std::size(edges));
        std::vector<int> next(in.begin.begin(), in.begin.end() - 1);
        for (const auto& e : edges) {
            const auto [from, to, lengthMm] = ends(e);
            const std::size_t at = std::size_t(next[std::size_t(to)]++);
            in.tail[at] = from;
            in.lengthMm[at] = lengthMm;
        }
        return in;
    }
};

/// Shortest plain lengths from every vertex on to a set of goal vertices (a
/// rack's columns, or those of every rack of a bayed run): Dijkstra's search
/// backwards from the goals, settled only as far as the questions asked of
/// it reach. A tree aimed at a rack asks for the vertices it meets on its
/// way there, most of them no farther from the goal than its source; the
/// search used to settle the whole hall for every goal, and 39 % of what it
/// settled was never asked (model/routing/README.md "Stop 35"). The search
/// is the same one, paused and resumed: it settles vertices in the same
/// order and sums each length the same way, so every length, and so every
/// bound and route, is as before.
class BackwardLengths {
public:
    BackwardLengths(const InEdges& in, int vertexCount, const std::vector<int>& goals);
    BackwardLengths(const BackwardLengths&) = delete;
    BackwardLengths& operator=(const BackwardLengths&) = delete;

    /// The shortest plain length from `vertex` to a goal (infinity when no
    /// path leads there), settling the search as far as needed.
    double at(int vertex);
    /// Vertices settled so far (for the benchmark's and the tests' counts).
    int settledCount() const { return m_settledCount; }

private:
    void settleNext();

    const InEdges& m_in;
    std::vector<double> m_length;         ///< final where m_settled, else tentative
    std::vector<std::size_t> m_heapIndex;
    std::vector<char> m_settled;
    boost::d_ary_heap_indirect<int, 4, std::size_t*, double*, std::less<double>> m_queue;
    int m_settledCount = 0;
};

}  // namespace sn
