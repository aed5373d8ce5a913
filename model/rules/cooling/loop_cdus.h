#pragma once

#include "model/analysis/cdu_capacity.h"
#include "model/rules/rule_context.h"

#include <vector>

namespace sn {

/// One CDU of a loop with its catalog figures and what it removes with the
/// room's facility water at the loop's supply temperature.
struct LoopCdu {
    const Device* device = nullptr;
    const DeviceType* type = nullptr;  ///< has a CduSpec
    CduCapacity capacity;
};

/// The CDUs that serve a loop: its own (CoolingLoop::cdu) and every CDU piped
/// to a manifold of one of its racks (coolant connections from the
/// manifold's facility inlets, as the wizard draws them), the loop's own
/// first, then in document order. An N+1 loop has several: they run in
/// parallel into the loop's secondary header, so their capacities add.
std::vector<LoopCdu> loopCdus(const RuleContext& context, const CoolingLoop& loop);

/// The manifold's required coolant ports (facility inlets IN-S, IN-R) not
/// connected to a CDU, by name.
QStringList unpipedInlets(const Design& design, const Device& manifold);

/// Racks of the loop with a manifold whose facility inlets are not all piped to a CDU.
int unpipedRacks(const RuleContext& context, const CoolingLoop& loop);

}  // namespace sn
