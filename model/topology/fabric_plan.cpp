#include "topology/fabric_plan.h"

#include "core/sn_error.h"

#include <algorithm>

namespace sn {

namespace {

int ceilDiv(int a, int b) {
    return (a + b - 1) / b;
}

// Endpoint ports a leaf of radix R can take at oversubscription r: the most d
// with d + ⌈d / r⌉ ≤ R (non-blocking R = 64 → 32 down, 32 up; §1f).
int leafCapacity(int radix, int r) {
    int d = 0;
    while (d + 1 + ceilDiv(d + 1, r) <= radix) ++d;
    return d;
}

// Rail-optimized: NIC i of every server of an SU goes to a leaf of rail i;
// a rail takes as many leaves as its servers need, each filled to capacity
// before the next, so full leaves keep the uplink count (cap / r) that the
// spine count is a divisor of.
void railLeaves(FabricPlan& plan, int cap) {
    const FabricInput& in = plan.input;
    const int perRail = ceilDiv(in.endpointsPerSu, cap);
    const int perLeaf = cap;
    for (int su = 0; su < plan.sus; ++su) {
        const int first = su * in.endpointsPerSu;
        const int last = std::min(in.endpoints, first + in.endpointsPerSu);
        for (int rail = 0; rail < in.railsPerEndpoint; ++rail)
            for (int j = 0; j < perRail; ++j) {
                LeafPlan leaf{su, rail, rail * perRail + j, {}, 0};
                for (int e = first + j * perLeaf; e < std::min(last, first + (j + 1) * perLeaf); ++e)
                    leaf.down.emplace_back(e, rail);
                if (!leaf.down.empty()) plan.leafPlans.push_back(std::move(leaf));
            }
    }
}

// Fat tree: the NICs of an SU's servers fill its leaves in order, so one
// leaf serves every NIC of a few servers.
void fatTreeLeaves(FabricPlan& plan, int cap) {
    const FabricInput& in = plan.input;
    for (int su = 0; su < plan.sus; ++su) {
        const int first = su * in.endpointsPerSu;
        const int last = std::min(in.endpoints, first + in.endpointsPerSu);
        const int nics = (last - first) * in.railsPerEndpoint;
        for (int n = 0, j = 0; n < nics; n += cap, ++j) {
            LeafPlan leaf{su, -1, j, {}, 0};
            for (int k = n; k < std::min(nics, n + cap); ++k)
                leaf.down.emplace_back(first + k / in.railsPerEndpoint, k % in.railsPerEndpoint);
            plan.leafPlans.push_back(std::move(leaf));
        }
    }
}

}  // namespace

int FabricPlan::leavesPerSu() const {
    return int(std::count_if(leafPlans.begin(), leafPlans.end(), [](const LeafPlan& l) { return l.su == 0; }));
}

int FabricPlan::endpointLinks() const {
    int n = 0;
    for (const LeafPlan& l : leafPlans) n += int(l.down.size());
    return n;
}

int FabricPlan::leafSpineLinks() const {
    int n = 0;
    for (const LeafPlan& l : leafPlans) n += l.up;
    return n;
}

int FabricPlan::spineOf(int leaf, int k) const {
    if (tiers == 2) return k % spines;
    return (leaf / leavesPerPod) * spinesPerPod + k;
}

int FabricPlan::spineUp(int spine) const {
    const int pod = spine / spinesPerPod, k = spine % spinesPerPod;
    int n = 0;
    for (int l = pod * leavesPerPod; l < std::min(leaves(), (pod + 1) * leavesPerPod); ++l)
        if (leafPlans[size_t(l)].up > k) ++n;
    return n;
}

int FabricPlan::coreOf(int spine, int k) const {
    return (spine % spinesPerPod) * coresPerGroup + k % coresPerGroup;
}

FabricPlan FabricPlan::size(const FabricInput& in) {
    if (in.endpoints < 1 || in.railsPerEndpoint < 1 || in.endpointsPerSu < 1 || in.oversubscription < 1)
        throw UserError(
            tr("A fabric needs at least one server with one fabric port, and an "
               "oversubscription of 1 or more."));
    FabricPlan plan;
    plan.input = in;
    const int cap = leafCapacity(in.radix, in.oversubscription);
    if (cap < 1)
        throw UserError(tr("A switch with %1 ports cannot be a leaf: it needs at least one port down "
                           "and one up.")
                            .arg(in.radix));
    plan.sus = ceilDiv(in.endpoints, in.endpointsPerSu);
    if (in.railOptimized)
        railLeaves(plan, cap);
    else
        fatTreeLeaves(plan, cap);
    for (LeafPlan& l : plan.leafPlans) {
        l.up = ceilDiv(int(l.down.size()), in.oversubscription);
        plan.leafDownMax = std::max(plan.leafDownMax, int(l.down.size()));
        plan.leafUpMax = std::max(plan.leafUpMax, l.up);
    }

    // Two tiers: the fewest spines that divide a full leaf's uplinks evenly
    // (every leaf the same number of links to every spine) and whose busiest
    // spine still has a port for each link. This gives the §1f spine counts:
    // 16 leaves × 32 up → 8 spines; 32 → 16; 64 → 32.
    for (int s = 1; s <= plan.leafUpMax; ++s) {
        if (plan.leafUpMax % s != 0) continue;
        int load = 0;
        for (const LeafPlan& l : plan.leafPlans) load += ceilDiv(l.up, s);
        if (load <= in.radix) {
            plan.tiers = 2;
            plan.spines = plan.spinesPerPod = s;
            plan.leavesPerPod = plan.leaves();
            return plan;
        }
    }

    // Three tiers: pods of leaves, each leaf one link to every spine of its
    // pod; a non-blocking spine has half its ports down. Pods hold whole SUs.
    plan.tiers = 3;
    plan.spinesPerPod = plan.leafUpMax;
    const int leavesPerSu = plan.leavesPerSu();
    const int spineDown = in.radix / 2;
    plan.leavesPerPod = spineDown >= leavesPerSu ? spineDown / leavesPerSu * leavesPerSu : spineDown;
    plan.pods = ceilDiv(plan.leaves(), plan.leavesPerPod);
    plan.spines = plan.pods * plan.spinesPerPod;
    // Spine k of every pod feeds core group k; the fewest cores per group
    // that divide a full spine's uplinks and leave every core a port per link
    // (§1f: 16 SUs → 2 per group, 64 cores; 64 SUs → 8, 256 cores).
    int spineUpMax = 0;
    for (int s = 0; s < plan.spines; ++s) spineUpMax = std::max(spineUpMax, plan.spineUp(s));
    for (int c = 1; c <= spineUpMax; ++c) {
        if (spineUpMax % c != 0) continue;
        int worst = 0;
        for (int k = 0; k < plan.spinesPerPod; ++k) {
            int load = 0;
            for (int p = 0; p < plan.pods; ++p) load += ceilDiv(plan.spineUp(p * plan.spinesPerPod + k), c);
            worst = std::max(worst, load);
        }
        if (worst <= in.radix) {
            plan.coresPerGroup = c;
            plan.cores = plan.spinesPerPod * c;
            return plan;
        }
    }
    throw UserError(tr("%1 leaf switches are more than three tiers of %2-port switches can join; "
                       "use larger supernodes or switches with more ports.")
                        .arg(plan.leaves())
                        .arg(in.radix));
}

}  // namespace sn
