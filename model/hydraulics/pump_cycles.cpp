#include "model/hydraulics/pump_cycles.h"

#include <algorithm>
#include <utility>

namespace sn::hyd {

namespace {

/// Tarjan's biconnected components over edges, iterative (a long header is
/// a deep path), skipping only the edge it came in by, so parallel pipes
/// between two nodes count as a cycle. `block` gets each edge's component.
class Blocks {
public:
    Blocks(size_t nodes, const std::vector<std::pair<int, int>>& edges)
        : m_edges(edges), m_firstEdge(nodes + 1, 0) {
        // Each node's edges in edge order, in one array (a list per node was
        // an allocation per node, asked once per pipe run of every loop: most
        // of what finding single points of failure spent at 65 536 GPUs).
        for (const auto& [a, b] : edges) {
            ++m_firstEdge[size_t(a) + 1];
            ++m_firstEdge[size_t(b) + 1];
        }
        for (size_t v = 0; v < nodes; ++v) m_firstEdge[v + 1] += m_firstEdge[v];
        m_adjacent.resize(2 * edges.size());
        std::vector<int> fill(m_firstEdge.begin(), m_firstEdge.end() - 1);
        for (int e = 0; e < int(edges.size()); ++e) {
            m_adjacent[size_t(fill[size_t(edges[size_t(e)].first)]++)] = e;
            m_adjacent[size_t(fill[size_t(edges[size_t(e)].second)]++)] = e;
        }
        block.assign(edges.size(), -1);
        m_order.assign(nodes, -1);
        m_low.assign(nodes, 0);
        for (size_t v = 0; v < nodes; ++v)
            if (m_order[v] < 0) walk(int(v));
    }
    std::vector<int> block;

private:
    struct Frame {
        int node;
        int inEdge;
        size_t next;  ///< the next of its edges to look at, an index into m_adjacent
    };

    int other(int e, int v) const { return m_edges[size_t(e)].first == v ? m_edges[size_t(e)].second : m_edges[size_t(e)].first; }

    void walk(int root) {
        std::vector<Frame> stack{{root, -1, size_t(m_firstEdge[size_t(root)])}};
        m_order[size_t(root)] = m_low[size_t(root)] = m_time++;
        while (!stack.empty()) {
            Frame& f = stack.back();
            const size_t end = size_t(m_firstEdge[size_t(f.node) + 1]);
            if (f.next < end) {
                const int e = m_adjacent[f.next++];
                if (e == f.inEdge) continue;
                const int w = other(e, f.node);
                if (m_order[size_t(w)] < 0) {
                    m_edgeStack.push_back(e);
                    m_order[size_t(w)] = m_low[size_t(w)] = m_time++;
                    stack.push_back({w, e, size_t(m_firstEdge[size_t(w)])});
                } else if (m_order[size_t(w)] < m_order[size_t(f.node)]) {
                    m_edgeStack.push_back(e);  // a back edge closes a cycle
                    m_low[size_t(f.node)] = std::min(m_low[size_t(f.node)], m_order[size_t(w)]);
                }
                continue;
            }
            const Frame done = f;
            stack.pop_back();
            if (stack.empty()) break;
            const int parent = stack.back().node;
            m_low[size_t(parent)] = std::min(m_low[size_t(parent)], m_low[size_t(done.node)]);
            if (m_low[size_t(done.node)] < m_order[size_t(parent)]) continue;
            // `parent` separates what lies below `done`: one component, down to the edge in.
            int e;
            do {
                e = m_edgeStack.back();
                m_edgeStack.pop_back();
                block[size_t(e)] = m_blocks;
            } while (e != done.inEdge);
            ++m_blocks;
        }
    }

    const std::vector<std::pair<int, int>>& m_edges;
    std::vector<int>
        m_firstEdge;  ///< per node, where its edges start in m_adjacent (one past the last: the next's)
    std::vector<int> m_adjacent;
    std::vector<int> m_order, m_low, m_edgeStack;
    int m_time = 0, m_blocks = 0;
};

}  // namespace

std::vector<char> PumpCycles::reachable(const HydraulicNetwork& net, const std::vector<int>& removed) {
    std::vector<char> out(net.links.size(), 0);
    std::vector<char> gone(net.links.size(), 0);
    for (int k : removed) gone[size_t(k)] = 1;
    std::vector<std::pair<int, int>> edges;
    std::vector<int> linkOf;
    for (size_t k = 0; k < net.links.size(); ++k) {
        const Link& l = net.links[k];
        if (gone[k] || !l.open || l.from == l.to) continue;
        edges.emplace_back(l.from, l.to);
        linkOf.push_back(int(k));
    }
    const Blocks blocks(net.nodes.size(), edges);
    // A block of one edge is a bridge: no cycle, even through a pump.
    std::vector<int> size(edges.size() + 1, 0);
    for (size_t e = 0; e < edges.size(); ++e)
        if (blocks.block[e] >= 0) ++size[size_t(blocks.block[e])];
    std::vector<char> pumped(edges.size() + 1, 0);
    for (size_t e = 0; e < edges.size(); ++e)
        if (net.links[size_t(linkOf[e])].kind == LinkKind::Pump && blocks.block[e] >= 0 && size[size_t(blocks.block[e])] > 1)
            pumped[size_t(blocks.block[e])] = 1;
    for (size_t e = 0; e < edges.size(); ++e)
        if (blocks.block[e] >= 0 && pumped[size_t(blocks.block[e])]) out[size_t(linkOf[e])] = 1;
    return out;
}

}  // namespace sn::hyd
