#pragma once

#include "design/design.h"

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

private:
    const Design& m_design;
    QHash<RackId, std::vector<const Device*>> m_devicesByRack;
    QHash<LoopId, std::vector<const Rack*>> m_racksByLoop;
    std::vector<const Device*> m_noDevices;
    std::vector<const Rack*> m_noRacks;
};

}  // namespace sn
