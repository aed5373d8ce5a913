#pragma once

#include "model/topology/fabric_plan.h"
#include "model/topology/topology_builder.h"

#include <vector>

namespace sn {

/// The placed switches and endpoints of a fabric, in the plan's order.
struct FabricDevices {
    std::vector<DeviceId> endpoints, leaves, spines, cores;
    /// The fabric-manager ports, FabricInput::managerPorts of them, in order.
    std::vector<PortRef> managerPorts;
};

/// Which ports a fabric uses. The compute fabric: the endpoints' compute
/// ports and the switches' compute ports. The storage and in-band fabric:
/// the endpoints' storage and in-band ports (rails 0, 1, … in catalog
/// order) and the switches' storage ports.
struct FabricPorts {
    std::vector<PortRole> endpointRoles{PortRole::Compute};
    PortRole switchRole = PortRole::Compute;

    static FabricPorts storageAndInBand() { return {{PortRole::Storage, PortRole::InBand}, PortRole::Storage}; }
};

/// Joins endpoints, leaves, spines and cores as a FabricPlan says: NIC i of
/// an endpoint is its i-th port of the fabric's endpoint roles; each switch
/// fills its ports in order, down-links first. A down-link takes the role
/// of its NIC, a switch-to-switch link the switches' role.
class FabricGenerator {
public:
    static void connect(TopologyBuilder& builder, const FabricPlan& plan, const FabricDevices& devices,
                        const FabricPorts& ports = {});
    /// The NICs of an endpoint type that a fabric with these ports joins.
    static std::vector<const PortSpec*> nicsOf(const DeviceType& endpoint, const FabricPorts& ports);
};

}  // namespace sn
