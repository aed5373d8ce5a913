#pragma once

#include <boost/graph/detail/d_ary_heap.hpp>

#include <cstddef>
#include <cstdint>
#include <iterator>
#include <limits>
#include <tuple>
#include <vector>

namespace sn {

/// The edges into each vertex of a graph, in one array: the edges into v are
/// tail[begin[v] .. begin[v + 1]) with their plain lengths and their places
/// in the edges given (`edge`).
struct InEdges {
    std::vector<int> begin, tail, edge;
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
        in.edge.resize(std::size(edges));
        in.lengthMm.resize(std::size(edges));
        std::vector<int> next(in.begin.begin(), in.begin.end() - 1);
        int index = 0;
        for (const auto& e : edges) {
            const auto [from, to, lengthMm] = ends(e);
            const std::size_t at = std::size_t(next[std::size_t(to)]++);
            in.tail[at] = from;
            in.edge[at] = index++;
            in.lengthMm[at] = lengthMm;
        }
        return in;
    }

    /// The same edges but those `keep(from, to)` refuses.
    template <class Keep>
    InEdges filtered(Keep keep) const {
        InEdges out;
        out.begin.reserve(begin.size());
        out.begin.push_back(0);
        for (std::size_t v = 0; v + 1 < begin.size(); ++v) {
            for (int i = begin[v]; i < begin[v + 1]; ++i)
                if (keep(tail[std::size_t(i)], int(v))) {
                    out.tail.push_back(tail[std::size_t(i)]);
                    out.edge.push_back(edge[std::size_t(i)]);
                    out.lengthMm.push_back(lengthMm[std::size_t(i)]);
                }
            out.begin.push_back(int(out.tail.size()));
        }
        return out;
    }
};

/// Shortest plain lengths from every vertex on to a set of goal vertices (a
/// rack's columns, those of every rack of a bayed run, or one vertex):
/// Dijkstra's search backwards from the goals, settled only as far as the
/// questions asked of it reach. A tree aimed at a rack asks for the vertices
/// it meets on its way there, most of them no farther from the goal than its
/// source; the search used to settle the whole hall for every goal, and 39 %
/// of what it settled was never asked (model/routing/README.md "Search trees").
/// The search is the same one, paused and resumed: it settles vertices in the
/// same order and sums each length the same way whatever was asked before,
/// so every length, bound, edge on and route is the same.
class BackwardLengths {
public:
    BackwardLengths(const InEdges& in, int vertexCount, const std::vector<int>& goals);
    BackwardLengths(const BackwardLengths&) = delete;
    BackwardLengths& operator=(const BackwardLengths&) = delete;

    /// The shortest plain length from `vertex` to a goal (infinity when no
    /// path leads there), settling the search as far as needed; with a
    /// `limit`, infinity as soon as the search, not yet settled as far as
    /// `vertex`, shows the length is not below it (a length found before
    /// comes back whatever the limit).
    double at(int vertex, double limit = std::numeric_limits<double>::infinity());
    /// The first edge (its place in the edges InEdges::of was given) of the
    /// shortest path from `vertex` on to a goal, -1 at a goal: for a vertex
    /// at() answered with a length. Of equal paths it is the one through the
    /// neighbour settled first, so the answer does not depend on which
    /// vertices were asked before or how far.
    int nextEdge(int vertex) const { return m_via[std::size_t(vertex)]; }
    /// Vertices settled so far (for the benchmark's and the tests' counts).
    int settledCount() const { return m_settledCount; }

private:
    void settleNext();

    /// The heap's index per vertex, kept as 32 bits (kNotQueued and kSettled
    /// beside the places): one search holds an array over every vertex of
    /// the hall, and at 65 536 GPUs these arrays were a quarter of routing's
    /// peak; 8 bytes of index and a settled flag were 9 of their 21 bytes.
    struct HeapIndexMap {
        using key_type = int;
        using value_type = std::size_t;
        using reference = std::size_t;
        using category = boost::read_write_property_map_tag;
        static constexpr std::uint32_t kNotQueued = std::uint32_t(-1);
        static constexpr std::uint32_t kSettled = std::uint32_t(-2);
        std::uint32_t* index;
        friend std::size_t get(const HeapIndexMap& m, int v) {
            const std::uint32_t i = m.index[std::size_t(v)];
            return i == kNotQueued || i == kSettled ? std::size_t(-1) : i;
        }
        friend void put(const HeapIndexMap& m, int v, std::size_t i) {
            m.index[std::size_t(v)] = i == std::size_t(-1) ? kNotQueued : std::uint32_t(i);
        }
    };
    bool settled(int vertex) const;

    const InEdges& m_in;
    std::vector<double> m_length;         ///< final where settled, else tentative
    std::vector<int> m_via;               ///< the edge on from each vertex (-1: none yet, or a goal)
    std::vector<std::uint32_t> m_heapIndex;
    boost::d_ary_heap_indirect<int, 4, HeapIndexMap, double*, std::less<double>> m_queue;
    int m_settledCount = 0;
};

}  // namespace sn
