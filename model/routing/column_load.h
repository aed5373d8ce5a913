#pragma once

#include "model/routing/side_channel_fill.h"

#include <vector>

namespace sn {

class Design;
class RoutingGraph;
struct RoutingPolicy;

/// The racks' vertical cable managers as routing fills them, so a cable's
/// media is chosen for the columns it drops through as for the trays it
/// runs in: where a thick copper cable would overfill a column, a thinner
/// kind is taken (as an installer would run fibre, not a second bundle of
/// 9 mm twin-port copper down a full manager). Per frame and column the
/// cable area is kept per rack-unit band of height; a run covers every band
/// it touches, so a band's sum is never below what SideChannelFill measures
/// at any height in it: what fits here never overfills there.
class ColumnLoad {
public:
    /// A cable's use of its end columns, by frame index (RoutingGraph).
    struct Use {
        int frameA = -1, frameB = -1;
        SideChannelFill::Use columns;  ///< heights, columns, over the top, area
    };

    ColumnLoad(const Design& design, const RoutingGraph& graph, const RoutingPolicy& policy);

    /// Whether the cable's runs fit in every column they use.
    bool fits(const Use& use) const;
    void add(const Use& use);
    /// Empties every column (which columns were congested is kept).
    void clear();
    /// Marks every column now over its capacity as congested, for good:
    /// routing then gives the cables through it their thinnest type, as
    /// the first cables of a round took copper before the column was full.
    /// Returns how many columns are over now.
    int markOverFull();
    /// Whether the cable runs in a column that was ever over full.
    bool congested(const Use& use) const;

private:
    static constexpr double kBandMm = 44.45;
    /// visit(frame, first band's index in m_load, run) for each run in a column with a capacity.
    template <class Visit>
    void forEachRun(const Use& use, Visit&& visit) const;
    int band(double zMm) const;

    std::vector<double> m_capacityMm2;  ///< per frame: one column's usable cross-section
    std::vector<double> m_topMm;        ///< per frame: where cables leave over the top
    int m_bands = 0;
    std::vector<double> m_load;  ///< (frame × 4 + column) × bands + band
    std::vector<bool> m_congested;  ///< per frame × 4 + column
};

}  // namespace sn
