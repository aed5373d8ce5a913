#pragma once

#include "design/design.h"
#include "rules/power_feeds.h"

#include <QHash>

#include <vector>

namespace sn {

/// The design plus the indexes rules need to stay cheap: devices per rack and
/// racks per loop, in document order. Rebuilt before each evaluation pass
/// (linear in devices and racks; connections are reached through the
/// design's own port index).
class RuleContext {
public:
    explicit RuleContext(const Design& design);

    const Design& design() const { return m_design; }
    const Catalog& catalog() const { return m_design.catalog(); }
    /// Devices in the rack (U-mounted and side-mounted), in document order.
    const std::vector<const Device*>& devicesIn(RackId rack) const;
    /// Racks served by the loop, in document order.
    const std::vector<const Rack*>& racksOf(LoopId loop) const;
    /// Load on a source in normal operation. Several power rules need it; it
    /// is computed once per context (a context lives for one evaluation pass).
    const SourceLoad& sourceLoad(const Device& source) const;

private:
    const Design& m_design;
    QHash<RackId, std::vector<const Device*>> m_devicesByRack;
    QHash<LoopId, std::vector<const Rack*>> m_racksByLoop;
    mutable QHash<DeviceId, SourceLoad> m_sourceLoads;
    std::vector<const Device*> m_noDevices;
    std::vector<const Rack*> m_noRacks;
};

}  // namespace sn
