#pragma once

#include <cstddef>
#include <vector>

namespace sn::hyd {

/// A symmetric positive definite system on a fixed sparsity pattern (the
/// junctions of a pipe network and the links between them), solved by
/// Cholesky factorisation in compressed columns after a minimum-degree
/// ordering. A rack's cold plates and hoses hang off its manifold as
/// chains of junctions with two neighbours each; eliminated first, they
/// leave no fill beyond one entry between the manifold's two sides, so the
/// factor holds about as many entries as the network has links and the
/// work grows linearly with the junctions. (A band ordering such as
/// reverse Cuthill–McKee puts a whole rack's chains side by side and its
/// profile, and work, grows with the devices per rack squared.)
class SparseCholesky {
public:
    /// `neighbours[i]`: the unknowns coupled to unknown i (symmetric;
    /// repeats, as parallel links give, are allowed).
    explicit SparseCholesky(const std::vector<std::vector<int>>& neighbours);

    void clear();
    void addDiagonal(int i, double value);
    /// Adds `value` at (i, j) and (j, i); i ≠ j must be neighbours.
    void addOffDiagonal(int i, int j, double value);
    /// Factorises and solves A·x = b; false when A is not positive definite.
    bool solve(const std::vector<double>& b, std::vector<double>& x);

private:
    /// The stored entry of column `column` at row `row` (both in elimination order, row > column).
    double& lowerAt(int row, int column);

    std::vector<int> m_order;     ///< elimination position → unknown
    std::vector<int> m_position;  ///< unknown → elimination position
    /// Column p of L below the diagonal: rows m_rows[m_columnStart[p] .. m_columnStart[p + 1]), ascending.
    std::vector<std::size_t> m_columnStart;
    std::vector<int> m_rows;
    std::vector<double> m_lower;     ///< A's entries, then L's once factorised
    std::vector<double> m_diagonal;  ///< likewise
    /// Row p of L left of the diagonal: the entries (indices into m_rows) of the columns that reach it.
    std::vector<std::size_t> m_rowStart;
    std::vector<std::size_t> m_rowEntries;
    std::vector<int> m_rowColumns;
    std::vector<double> m_work;
};

}  // namespace sn::hyd
