#include "model/topology/fabric_generator.h"

#include <algorithm>
#include <stdexcept>
#include <unordered_map>

namespace sn {

namespace {

PortRef takeSwitchPort(TopologyBuilder& b, DeviceId sw, PortRole role) {
    auto port = b.nextFree(sw, role);
    // The plan never gives a switch more links than its radix.
    if (!port) throw std::logic_error("FabricGenerator: switch out of ports");
    return *port;
}

}  // namespace

std::vector<const PortSpec*> FabricGenerator::nicsOf(const DeviceType& endpoint, const FabricPorts& ports) {
    std::vector<const PortSpec*> out;
    for (const PortSpec& p : endpoint.ports())
        if (std::find(ports.endpointRoles.begin(), ports.endpointRoles.end(), p.role) != ports.endpointRoles.end())
            out.push_back(&p);
    return out;
}

void FabricGenerator::connect(TopologyBuilder& b, const FabricPlan& plan, const FabricDevices& d,
                              const FabricPorts& ports) {
    if (int(d.leaves.size()) != plan.leaves() || int(d.spines.size()) != plan.spines ||
        int(d.cores.size()) != plan.cores)
        throw std::logic_error("FabricGenerator: devices do not match the plan");
    // One NIC list per endpoint type, not per endpoint (thousands of servers,
    // one or two types); node-based, so the pointers below stay valid.
    std::unordered_map<const DeviceType*, std::vector<const PortSpec*>> nicsOfType;
    std::vector<const std::vector<const PortSpec*>*> nics;
    nics.reserve(d.endpoints.size());
    for (DeviceId e : d.endpoints) {
        const DeviceType* type = &b.typeOf(e);
        auto it = nicsOfType.find(type);
        if (it == nicsOfType.end()) it = nicsOfType.emplace(type, nicsOf(*type, ports)).first;
        nics.push_back(&it->second);
    }
    const PortRole sw = ports.switchRole;

    if (int(d.managerPorts.size()) != plan.managerLinks())
        throw std::logic_error("FabricGenerator: fabric-manager ports do not match the plan");
    for (int l = 0; l < plan.leaves(); ++l) {
        for (const auto& [endpoint, nic] : plan.leafPlans[size_t(l)].down) {
            const PortSpec* port = (*nics[size_t(endpoint)])[size_t(nic)];
            b.connect({d.endpoints[size_t(endpoint)], port->name}, takeSwitchPort(b, d.leaves[size_t(l)], sw),
                      port->role);
        }
        // The fabric manager on the down ports after the servers' (the slot a server would take).
        for (int m : plan.leafPlans[size_t(l)].managers)
            b.connect(d.managerPorts[size_t(m)], takeSwitchPort(b, d.leaves[size_t(l)], sw), sw);
    }
    for (int l = 0; l < plan.leaves(); ++l)
        for (int k = 0; k < plan.leafPlans[size_t(l)].up; ++k)
            b.connect(takeSwitchPort(b, d.leaves[size_t(l)], sw),
                      takeSwitchPort(b, d.spines[size_t(plan.spineOf(l, k))], sw), sw);
    if (plan.tiers < 3) return;
    for (int s = 0; s < plan.spines; ++s)
        for (int k = 0, up = plan.spineUp(s); k < up; ++k)
            b.connect(takeSwitchPort(b, d.spines[size_t(s)], sw),
                      takeSwitchPort(b, d.cores[size_t(plan.coreOf(s, k))], sw), sw);
}

}  // namespace sn
