#pragma once

#include "model/topology/topology_builder.h"

#include <QCoreApplication>

#include <vector>

namespace sn {

/// The out-of-band management network: BMC and switch management ports to
/// a management switch.
class OobGenerator {
    Q_DECLARE_TR_FUNCTIONS(OobGenerator)
public:
    /// Joins every RJ45 management port of `devices` to the next access port
    /// of `mgmtSwitch`. Access ports are the switch's runs of identical
    /// management ports; a lone port is the switch's own management port.
    /// Throws UserError when the switch runs out of access ports.
    static void connect(TopologyBuilder& builder, const std::vector<DeviceId>& devices, DeviceId mgmtSwitch);
    /// RJ45 access ports of a management switch type, in catalog order.
    static QStringList accessPorts(const DeviceType& mgmtSwitch);
};

}  // namespace sn
