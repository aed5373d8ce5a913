#pragma once

#include <utility>
#include <vector>

namespace sn {

/// The U of a rack left open below its highest rack-mounted device: what
/// rule placement.blanking reports and what the wizard closes with blanking
/// panels. Above the highest device the rack's top is closed by its roof.
class OpenUnits {
public:
    explicit OpenUnits(int uHeight);
    /// A device taking `heightU` units from U `u` (clamped to the rack).
    void add(int u, int heightU);
    /// The open runs from U1 to the highest device, as (first U, last U), bottom up.
    std::vector<std::pair<int, int>> runs() const;

private:
    std::vector<bool> m_used;  ///< by U, index 0 unused
    int m_highest = 0;
};

}  // namespace sn
