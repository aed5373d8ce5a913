#include "model/topology/nvlink_generator.h"

#include "model/core/sn_error.h"

namespace sn {

void NvlinkGenerator::connect(TopologyBuilder& b, const std::vector<DeviceId>& trays,
                              const std::vector<DeviceId>& switches) {
    std::vector<std::vector<const PortSpec*>> switchPorts;
    for (DeviceId s : switches) {
        switchPorts.push_back(b.portsOf(s, PortRole::NvLink));
        if (switchPorts.back().size() < trays.size())
            throw UserError(tr("NVLink switch tray %1 has %2 NVLink ports for %3 compute trays.")
                                .arg(b.device(s).name)
                                .arg(switchPorts.back().size())
                                .arg(trays.size()));
    }
    for (size_t c = 0; c < trays.size(); ++c) {
        const auto links = b.portsOf(trays[c], PortRole::NvLink);
        if (links.size() != switches.size())
            throw UserError(tr("Compute tray %1 has %2 NVLink ports for %3 NVLink switch trays.")
                                .arg(b.device(trays[c]).name)
                                .arg(links.size())
                                .arg(switches.size()));
        for (size_t s = 0; s < switches.size(); ++s)
            b.connect({trays[c], links[s]->name}, {switches[s], switchPorts[s][c]->name}, PortRole::NvLink);
    }
}

}  // namespace sn
