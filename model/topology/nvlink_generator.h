#pragma once

#include "model/topology/topology_builder.h"

#include <QCoreApplication>

#include <vector>

namespace sn {

/// A rack-scale NVLink domain: every compute tray to every NVLink switch tray.
class NvlinkGenerator {
    Q_DECLARE_TR_FUNCTIONS(NvlinkGenerator)
public:
    /// Compute tray c's s-th NVLink port goes to switch tray s's c-th NVLink
    /// port (NVL72: 18 trays × 9 links = 9 switch trays × 18 ports = 162).
    /// The 8-GPU baseboard needs nothing: its NVSwitches are inside the server.
    /// Throws UserError when the trays' NVLink ports do not line up.
    static void connect(TopologyBuilder& builder, const std::vector<DeviceId>& computeTrays,
                        const std::vector<DeviceId>& switchTrays);
};

}  // namespace sn
