#pragma once

#include <cstddef>
#include <vector>

namespace sn::hyd {

/// A symmetric positive definite system on a fixed sparsity pattern (the
/// junctions of a pipe network and the links between them), solved by
/// Cholesky factorisation in profile (skyline) storage after a reverse
/// Cuthill–McKee reordering: header networks are long and thin, so the
/// profile stays narrow and the work grows about linearly with the nodes.
class SparseCholesky {
public:
    /// `neighbours[i]`: the unknowns coupled to unknown i (symmetric).
    explicit SparseCholesky(const std::vector<std::vector<int>>& neighbours);

    void clear();
    void addDiagonal(int i, double value);
    /// Adds `value` at (i, j) and (j, i); i ≠ j must be neighbours.
    void addOffDiagonal(int i, int j, double value);
    /// Factorises and solves A·x = b; false when A is not positive definite.
    bool solve(const std::vector<double>& b, std::vector<double>& x);

private:
    double& at(int row, int column);  // row ≥ column, both in the permuted order

    std::vector<int> m_order;     ///< permuted position → unknown
    std::vector<int> m_position;  ///< unknown → permuted position
    std::vector<int> m_first;     ///< first stored column of each permuted row
    std::vector<std::size_t> m_start;  ///< offset of each row's first stored entry
    std::vector<double> m_values;
};

}  // namespace sn::hyd
