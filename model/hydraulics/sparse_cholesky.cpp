#include "model/hydraulics/sparse_cholesky.h"

#include <algorithm>
#include <cmath>
#include <set>
#include <utility>

namespace sn::hyd {

namespace {

/// Minimum-degree elimination of the graph (ties to the lower unknown, so
/// the order is the same on every run): returns the order and, for each
/// unknown, the neighbours it still had when eliminated, which are the
/// rows of its column of L.
std::pair<std::vector<int>, std::vector<std::vector<int>>> eliminate(const std::vector<std::vector<int>>& neighbours) {
    const size_t n = neighbours.size();
    std::vector<std::vector<int>> graph(n);
    for (size_t i = 0; i < n; ++i) {
        for (int j : neighbours[i])
            if (size_t(j) != i) graph[i].push_back(j);
        std::sort(graph[i].begin(), graph[i].end());
        graph[i].erase(std::unique(graph[i].begin(), graph[i].end()), graph[i].end());
    }
    std::set<std::pair<size_t, int>> byDegree;
    for (size_t i = 0; i < n; ++i) byDegree.insert({graph[i].size(), int(i)});
    std::vector<int> order;
    order.reserve(n);
    std::vector<std::vector<int>> columns(n);
    std::vector<int> merged;
    while (!byDegree.empty()) {
        const int v = byDegree.begin()->second;
        byDegree.erase(byDegree.begin());
        order.push_back(v);
        const std::vector<int>& around = graph[size_t(v)];
        // Its neighbours become a clique (the fill), and lose v.
        for (int u : around) {
            std::vector<int>& adjacent = graph[size_t(u)];
            byDegree.erase({adjacent.size(), u});
            merged.clear();
            std::set_union(adjacent.begin(), adjacent.end(), around.begin(), around.end(), std::back_inserter(merged));
            merged.erase(std::remove_if(merged.begin(), merged.end(), [&](int w) { return w == u || w == v; }),
                         merged.end());
            adjacent.swap(merged);
            byDegree.insert({adjacent.size(), u});
        }
        columns[size_t(v)] = std::move(graph[size_t(v)]);
        graph[size_t(v)].clear();
    }
    return {std::move(order), std::move(columns)};
}

/// The elimination of the last pattern this thread factorised: a fault
/// analysis solves one loop again for each part it closes, and a closed link
/// stays in the pattern (with almost no conductance), so the same pattern
/// comes back hundreds of times and its ordering was a twentieth of `validate`.
struct LastElimination {
    std::vector<std::vector<int>> neighbours;
    std::vector<int> order;
    std::vector<std::vector<int>> columns;
};

const LastElimination& eliminationOf(const std::vector<std::vector<int>>& neighbours) {
    thread_local LastElimination last;
    if (last.neighbours != neighbours) {
        auto [order, columns] = eliminate(neighbours);
        last = {neighbours, std::move(order), std::move(columns)};
    }
    return last;
}

}  // namespace

SparseCholesky::SparseCholesky(const std::vector<std::vector<int>>& neighbours) {
    const size_t n = neighbours.size();
    const LastElimination& elimination = eliminationOf(neighbours);
    m_order = elimination.order;
    std::vector<std::vector<int>> columns = elimination.columns;
    m_position.assign(n, 0);
    for (size_t p = 0; p < n; ++p) m_position[size_t(m_order[p])] = int(p);
    m_columnStart.assign(n + 1, 0);
    for (size_t p = 0; p < n; ++p) {
        std::vector<int>& rows = columns[size_t(m_order[p])];
        for (int& r : rows) r = m_position[size_t(r)];
        std::sort(rows.begin(), rows.end());
        m_columnStart[p + 1] = m_columnStart[p] + rows.size();
        m_rows.insert(m_rows.end(), rows.begin(), rows.end());
    }
    // Rows of L, from its columns: entry e of column p lies in row m_rows[e].
    m_rowStart.assign(n + 1, 0);
    for (int r : m_rows) ++m_rowStart[size_t(r) + 1];
    for (size_t p = 0; p < n; ++p) m_rowStart[p + 1] += m_rowStart[p];
    m_rowEntries.resize(m_rows.size());
    m_rowColumns.resize(m_rows.size());
    std::vector<size_t> next(m_rowStart.begin(), m_rowStart.end() - 1);
    for (size_t p = 0; p < n; ++p)
        for (size_t e = m_columnStart[p]; e < m_columnStart[p + 1]; ++e) {
            const size_t slot = next[size_t(m_rows[e])]++;
            m_rowEntries[slot] = e;
            m_rowColumns[slot] = int(p);
        }
    m_lower.assign(m_rows.size(), 0.0);
    m_diagonal.assign(n, 0.0);
    m_work.assign(n, 0.0);
}

void SparseCholesky::clear() {
    std::fill(m_lower.begin(), m_lower.end(), 0.0);
    std::fill(m_diagonal.begin(), m_diagonal.end(), 0.0);
}

double& SparseCholesky::lowerAt(int row, int column) {
    const auto first = m_rows.begin() + std::ptrdiff_t(m_columnStart[size_t(column)]);
    const auto last = m_rows.begin() + std::ptrdiff_t(m_columnStart[size_t(column) + 1]);
    return m_lower[size_t(std::lower_bound(first, last, row) - m_rows.begin())];
}

void SparseCholesky::addDiagonal(int i, double value) { m_diagonal[size_t(m_position[size_t(i)])] += value; }

void SparseCholesky::addOffDiagonal(int i, int j, double value) {
    const int a = m_position[size_t(i)], b = m_position[size_t(j)];
    lowerAt(std::max(a, b), std::min(a, b)) += value;
}

bool SparseCholesky::solve(const std::vector<double>& b, std::vector<double>& x) {
    const size_t n = m_order.size();
    // Left-looking, column by column: column j of L is A's column j less
    // L(j,k)·L(:,k) for each earlier column k that reaches row j, whose rows
    // below j all lie in column j's pattern (elimination fills them in).
    for (size_t j = 0; j < n; ++j) {
        const size_t begin = m_columnStart[j], end = m_columnStart[j + 1];
        for (size_t e = begin; e < end; ++e) m_work[size_t(m_rows[e])] = m_lower[e];
        double diagonal = m_diagonal[j];
        for (size_t s = m_rowStart[j]; s < m_rowStart[j + 1]; ++s) {
            const size_t at = m_rowEntries[s];
            const double ljk = m_lower[at];
            diagonal -= ljk * ljk;
            for (size_t e = at + 1, last = m_columnStart[size_t(m_rowColumns[s]) + 1]; e < last; ++e)
                m_work[size_t(m_rows[e])] -= m_lower[e] * ljk;
        }
        if (!(diagonal > 0) || !std::isfinite(diagonal)) return false;
        const double ljj = std::sqrt(diagonal);
        m_diagonal[j] = ljj;
        for (size_t e = begin; e < end; ++e) {
            double& w = m_work[size_t(m_rows[e])];
            m_lower[e] = w / ljj;
            w = 0;
        }
    }
    std::vector<double> y(n);
    for (size_t p = 0; p < n; ++p) y[p] = b[size_t(m_order[p])];
    for (size_t j = 0; j < n; ++j) {  // L·z = y
        y[j] /= m_diagonal[j];
        for (size_t e = m_columnStart[j]; e < m_columnStart[j + 1]; ++e) y[size_t(m_rows[e])] -= m_lower[e] * y[j];
    }
    for (size_t j = n; j-- > 0;) {  // Lᵀ·x = z
        for (size_t e = m_columnStart[j]; e < m_columnStart[j + 1]; ++e) y[j] -= m_lower[e] * y[size_t(m_rows[e])];
        y[j] /= m_diagonal[j];
    }
    x.assign(n, 0.0);
    for (size_t p = 0; p < n; ++p) x[size_t(m_order[p])] = y[p];
    return true;
}

}  // namespace sn::hyd
