#pragma once

#include "model/analysis/design_figures.h"
#include "model/routing/side_channel_fill.h"

#include <optional>
#include <vector>

namespace sn {

/// The design's figures for one rules pass, plus what only the rules read
/// from the routing: the cable-manager columns over their fill limit.
class RuleContext : public DesignFigures {
public:
    using DesignFigures::DesignFigures;

    /// The rack's cable-manager columns over their fill limit (SideChannelFill,
    /// recorded routes). A whole pass counts every cable once for the design
    /// (counting each from both its racks was a quarter of `validate` at
    /// 16 384 GPUs); a scoped pass counts the rack's own cables. Both give the
    /// same findings (SideChannelFill::ofRecordedRoutesAt).
    std::vector<ChannelFinding> overFullColumns(const Rack& rack) const;

private:
    mutable std::optional<QHash<RackId, std::vector<ChannelFinding>>> m_overFullColumns;  ///< whole pass only
};

}  // namespace sn
