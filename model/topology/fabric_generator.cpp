#include "topology/fabric_generator.h"

#include <stdexcept>

namespace sn {

namespace {

PortRef takeSwitchPort(TopologyBuilder& b, DeviceId sw) {
    auto port = b.nextFree(sw, PortRole::Compute);
    // The plan never gives a switch more links than its radix.
    if (!port) throw std::logic_error("FabricGenerator: switch out of ports");
    return *port;
}

}  // namespace

void FabricGenerator::connect(TopologyBuilder& b, const FabricPlan& plan, const FabricDevices& d) {
    if (int(d.leaves.size()) != plan.leaves() || int(d.spines.size()) != plan.spines ||
        int(d.cores.size()) != plan.cores)
        throw std::logic_error("FabricGenerator: devices do not match the plan");
    std::vector<std::vector<const PortSpec*>> nics;
    nics.reserve(d.endpoints.size());
    for (DeviceId e : d.endpoints) nics.push_back(b.portsOf(e, PortRole::Compute));

    for (int l = 0; l < plan.leaves(); ++l)
        for (const auto& [endpoint, nic] : plan.leafPlans[size_t(l)].down)
            b.connect({d.endpoints[size_t(endpoint)], nics[size_t(endpoint)][size_t(nic)]->name},
                      takeSwitchPort(b, d.leaves[size_t(l)]), PortRole::Compute);
    for (int l = 0; l < plan.leaves(); ++l)
        for (int k = 0; k < plan.leafPlans[size_t(l)].up; ++k)
            b.connect(takeSwitchPort(b, d.leaves[size_t(l)]),
                      takeSwitchPort(b, d.spines[size_t(plan.spineOf(l, k))]), PortRole::Compute);
    if (plan.tiers < 3) return;
    for (int s = 0; s < plan.spines; ++s)
        for (int k = 0, up = plan.spineUp(s); k < up; ++k)
            b.connect(takeSwitchPort(b, d.spines[size_t(s)]),
                      takeSwitchPort(b, d.cores[size_t(plan.coreOf(s, k))]), PortRole::Compute);
}

}  // namespace sn
