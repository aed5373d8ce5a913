#include "design/routing_settings.h"

#include <cmath>

namespace sn {

QString RoutingSettings::problem() const {
    const struct {
        double value;
        const char* name;
    } lengths[] = {{slackPerEndMm, "slack_per_end_mm"},
                   {rackBaseMm, "rack_base_mm"},
                   {dropReachMm, "drop_reach_mm"},
                   {neighbourGapMm, "neighbour_gap_mm"}};
    for (const auto& l : lengths)
        if (!std::isfinite(l.value) || l.value < 0)
            return tr("%1 must be a length of zero or more millimetres, not %2.")
                .arg(QLatin1String(l.name))
                .arg(l.value);
    if (!(sideChannelFillLimit > 0 && sideChannelFillLimit <= 1))
        return tr("side_channel_fill_limit must be above 0 and at most 1, not %1.").arg(sideChannelFillLimit);
    return {};
}

}  // namespace sn
