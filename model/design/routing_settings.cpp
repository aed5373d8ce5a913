#include "model/design/routing_settings.h"

#include "model/input/load_limits.h"

#include <cmath>

namespace sn {

QString RoutingSettings::problem() const {
    const struct {
        double value;
        const char* name;
    } lengths[] = {{slackPerEndMm, "slack_per_end_mm"},
                   {minSparePerEndMm, "min_spare_per_end_mm"},
                   {rackBaseMm, "rack_base_mm"},
                   {dropReachMm, "drop_reach_mm"},
                   {neighbourGapMm, "neighbour_gap_mm"}};
    // At most the size of one object (a rack, a tray) a design may hold: a
    // slack or reach of 10^300 mm would route, save, and then not load.
    for (const auto& l : lengths)
        if (!std::isfinite(l.value) || l.value < 0 || l.value > limits::kMaxObjectSizeMm)
            return tr("%1 must be a length from 0 to %2 mm, not %3.")
                .arg(QLatin1String(l.name))
                .arg(limits::kMaxObjectSizeMm, 0, 'f', 0)
                .arg(l.value);
    if (!(sideChannelFillLimit > 0 && sideChannelFillLimit <= 1))
        return tr("side_channel_fill_limit must be above 0 and at most 1, not %1.").arg(sideChannelFillLimit);
    return {};
}

}  // namespace sn
