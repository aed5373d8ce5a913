#pragma once

#include "topology/fabric_plan.h"
#include "topology/topology_builder.h"

#include <vector>

namespace sn {

/// The placed switches and endpoints of a fabric, in the plan's order.
struct FabricDevices {
    std::vector<DeviceId> endpoints, leaves, spines, cores;
};

/// Joins endpoints, leaves, spines and cores as a FabricPlan says: NIC i of
/// an endpoint is its i-th compute port; each switch fills its ports in
/// order, down-links first.
class FabricGenerator {
public:
    static void connect(TopologyBuilder& builder, const FabricPlan& plan, const FabricDevices& devices);
};

}  // namespace sn
