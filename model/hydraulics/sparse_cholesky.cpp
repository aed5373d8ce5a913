#include "model/hydraulics/sparse_cholesky.h"

#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/cuthill_mckee_ordering.hpp>

#include <algorithm>
#include <cmath>

namespace sn::hyd {

namespace {

using Graph = boost::adjacency_list<boost::vecS, boost::vecS, boost::undirectedS,
                                    boost::property<boost::vertex_color_t, boost::default_color_type,
                                                    boost::property<boost::vertex_degree_t, int>>>;

/// Reverse Cuthill–McKee over every connected part (Boost.Graph's).
std::vector<int> reverseCuthillMcKee(const std::vector<std::vector<int>>& neighbours) {
    const size_t n = neighbours.size();
    Graph graph(n);
    for (size_t i = 0; i < n; ++i)
        for (int j : neighbours[i])
            if (size_t(j) > i) boost::add_edge(i, size_t(j), graph);
    std::vector<Graph::vertex_descriptor> order(n);
    boost::cuthill_mckee_ordering(graph, order.rbegin(), boost::get(boost::vertex_color, graph),
                                  boost::make_degree_map(graph));
    return {order.begin(), order.end()};
}

}  // namespace

SparseCholesky::SparseCholesky(const std::vector<std::vector<int>>& neighbours)
    : m_order(reverseCuthillMcKee(neighbours)), m_position(neighbours.size()), m_first(neighbours.size()),
      m_start(neighbours.size() + 1) {
    for (size_t p = 0; p < m_order.size(); ++p) m_position[size_t(m_order[p])] = int(p);
    for (size_t p = 0; p < m_order.size(); ++p) {
        int first = int(p);
        for (int j : neighbours[size_t(m_order[p])]) first = std::min(first, m_position[size_t(j)]);
        m_first[p] = first;
        m_start[p + 1] = m_start[p] + (p - size_t(first) + 1);
    }
    m_values.assign(m_start.back(), 0.0);
}

void SparseCholesky::clear() { std::fill(m_values.begin(), m_values.end(), 0.0); }

double& SparseCholesky::at(int row, int column) {
    return m_values[m_start[size_t(row)] + size_t(column - m_first[size_t(row)])];
}

void SparseCholesky::addDiagonal(int i, double value) {
    const int p = m_position[size_t(i)];
    at(p, p) += value;
}

void SparseCholesky::addOffDiagonal(int i, int j, double value) {
    const int a = m_position[size_t(i)], b = m_position[size_t(j)];
    at(std::max(a, b), std::min(a, b)) += value;
}

bool SparseCholesky::solve(const std::vector<double>& b, std::vector<double>& x) {
    const int n = int(m_order.size());
    // Row-wise factorisation in place: L(i,j) = (A(i,j) − Σ L(i,k)·L(j,k)) / L(j,j).
    // Row r's stored entries start at m_values[m_start[r]] for column m_first[r]:
    // the dot product runs over two contiguous stretches (the hot loop).
    for (int i = 0; i < n; ++i) {
        const int firstI = m_first[size_t(i)];
        double* rowI = m_values.data() + m_start[size_t(i)];
        for (int j = firstI; j <= i; ++j) {
            const int firstJ = m_first[size_t(j)];
            const double* rowJ = m_values.data() + m_start[size_t(j)];
            const int from = std::max(firstI, firstJ);
            const double* a = rowI + (from - firstI);
            const double* c = rowJ + (from - firstJ);
            double sum = rowI[j - firstI];
            for (int k = 0, len = j - from; k < len; ++k) sum -= a[k] * c[k];
            if (j < i) {
                rowI[j - firstI] = sum / rowJ[j - firstJ];
            } else {
                if (!(sum > 0) || !std::isfinite(sum)) return false;
                rowI[i - firstI] = std::sqrt(sum);
            }
        }
    }
    std::vector<double> y(size_t(n), 0.0);
    for (int i = 0; i < n; ++i) {  // L·y = b
        double sum = b[size_t(m_order[size_t(i)])];
        for (int k = m_first[size_t(i)]; k < i; ++k) sum -= at(i, k) * y[size_t(k)];
        y[size_t(i)] = sum / at(i, i);
    }
    for (int i = n - 1; i >= 0; --i) {  // Lᵀ·z = y, column by column
        y[size_t(i)] /= at(i, i);
        for (int k = m_first[size_t(i)]; k < i; ++k) y[size_t(k)] -= at(i, k) * y[size_t(i)];
    }
    x.assign(size_t(n), 0.0);
    for (int i = 0; i < n; ++i) x[size_t(m_order[size_t(i)])] = y[size_t(i)];
    return true;
}

}  // namespace sn::hyd
