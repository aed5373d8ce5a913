#include "model/topology/fabric_plan.h"

#include "model/core/sn_error.h"

#include <algorithm>
#include <map>
#include <optional>
#include <tuple>

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

// Rails packed: the group's NICs rail after rail (every server's NIC 0,
// then every NIC 1, …) fill leaves of `cap` ports in turn, so only the last
// leaf of the group is partly filled. A leaf's rail is that of its first
// NIC; the rail map reads each port's rail from the NIC, not the leaf.
void packedRailLeaves(FabricPlan& plan, int su, int first, int last, int cap) {
    const int servers = last - first;
    const int nics = servers * plan.input.railsPerEndpoint;
    for (int n = 0, j = 0; n < nics; n += cap, ++j) {
        LeafPlan leaf{su, n / servers, j, {}, 0, {}};
        for (int k = n; k < std::min(nics, n + cap); ++k) leaf.down.emplace_back(first + k % servers, k / servers);
        plan.leafPlans.push_back(std::move(leaf));
    }
}

// Rail-optimized: NIC i of every server of a leaf group goes to a leaf of
// rail i; a rail takes as many leaves as its servers need, each filled to
// capacity (in whole blocks) before the next. A leaf group is one SU, or as
// many whole SUs as one leaf can serve (a 128-port storage leaf takes the
// NICs of two 32-server SUs, so leaves are sized by ports, not per SU).
void railLeaves(FabricPlan& plan, int cap, int block) {
    const FabricInput& in = plan.input;
    const int susPerGroup = std::max(1, cap / in.endpointsPerSu);
    const int blocksPerLeaf = cap / block;
    for (int su = 0; su < plan.sus; su += susPerGroup) {
        const int first = su * in.endpointsPerSu;
        const int last = std::min(in.endpoints, first + susPerGroup * in.endpointsPerSu);
        const int perLeaf = blocksPerLeaf * block;
        if (in.packRails) {
            packedRailLeaves(plan, su, first, last, perLeaf);
            continue;
        }
        const int perRail = ceilDiv(last - first, perLeaf);
        for (int rail = 0; rail < in.railsPerEndpoint; ++rail)
            for (int j = 0; j < perRail; ++j) {
                LeafPlan leaf{su, rail, rail * perRail + j, {}, 0, {}};
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
            LeafPlan leaf{su, -1, j, {}, 0, {}};
            for (int k = n; k < std::min(nics, n + cap); ++k)
                leaf.down.emplace_back(first + k / in.railsPerEndpoint, k % in.railsPerEndpoint);
            plan.leafPlans.push_back(std::move(leaf));
        }
    }
}

// Fabric-manager ports on the down ports the endpoints leave free: port j
// on the j-th leaf with room, round the leaves again while ports remain,
// so the appliances of an HA pair never share a leaf. Refused with the
// count when the leaves have too few free ports.
void placeManagers(FabricPlan& plan, int cap) {
    const int wanted = plan.input.managerPorts;
    if (wanted <= 0) return;
    int free = 0;
    for (const LeafPlan& l : plan.leafPlans) free += std::max(0, cap - int(l.down.size()));
    if (free < wanted)
        throw UserError(FabricPlan::tr("The fabric manager needs %1 leaf port(s) and the leaves have %2 free: "
                                       "one server fewer per scalable unit frees a port on every rail leaf "
                                       "(the reference architecture's 31 servers in a 32-server SU).")
                            .arg(wanted)
                            .arg(free));
    for (int j = 0; j < wanted;)
        for (LeafPlan& l : plan.leafPlans)
            if (j < wanted && int(l.down.size() + l.managers.size()) < cap) l.managers.push_back(j++);
}

// Links per spine for each leaf of [from, to) when they share `s` spines:
// ⌈up / s⌉ each (a leaf whose uplinks do not divide takes the next multiple
// of s, if it has the ports), so every leaf reaches every spine equally.
// Empty when a leaf lacks the ports or a spine would take more than
// `spineDown` links.
std::optional<std::vector<int>> perSpine(const FabricPlan& plan, int from, int to, int s, int spineDown) {
    std::vector<int> q;
    int load = 0;
    for (int l = from; l < to; ++l) {
        const LeafPlan& leaf = plan.leafPlans[size_t(l)];
        const int per = ceilDiv(leaf.up, s);
        if (int(leaf.down.size() + leaf.managers.size()) + per * s > plan.input.radix) return std::nullopt;
        q.push_back(per);
        load += per;
    }
    if (load > spineDown) return std::nullopt;
    return q;
}

// The fewest spines for the leaves [from, to), with their links per spine.
std::optional<std::pair<int, std::vector<int>>> fewestSpines(const FabricPlan& plan, int from, int to,
                                                            int spineDown) {
    for (int s = 1; s <= plan.input.radix; ++s)
        if (auto q = perSpine(plan, from, to, s, spineDown)) return std::make_pair(s, std::move(*q));
    return std::nullopt;
}

// Leaf l's uplinks in port order: q links to spine first, q to first + 1, …
void wireLeaf(FabricPlan& plan, int l, int firstSpine, int spines, int q) {
    plan.leafPlans[size_t(l)].up = q * spines;
    std::vector<int>& out = plan.leafUplinks[size_t(l)];
    out.clear();
    for (int s = 0; s < spines; ++s) out.insert(out.end(), size_t(q), firstSpine + s);
}

// Leaf-minimal: as few spines as take every uplink, ⌈Σ up / R⌉, each leaf
// reaching each of them with ⌊up / s⌋ links and `up mod s` of them one link
// more, the extra links handed round the spines in turn so that no spine
// takes more than R (18 NVL72 leaves × 32 up: 9 spines, 3 or 4 links each).
// False, with nothing wired, when a leaf has fewer uplinks than spines or
// the spines would be no fewer than with equal links.
bool spreadOverFewestSpines(FabricPlan& plan) {
    const int R = plan.input.radix;
    int up = 0, fewestUp = R;
    for (const LeafPlan& l : plan.leafPlans) {
        up += l.up;
        fewestUp = std::min(fewestUp, l.up);
    }
    const int spines = ceilDiv(up, R);
    const auto even = fewestSpines(plan, 0, plan.leaves(), R);
    if (spines < 1 || fewestUp < spines || (even && even->first <= spines)) return false;
    plan.tiers = 2;
    plan.spines = spines;
    int next = 0, uneven = 0, fewest = R, most = 0;
    for (int l = 0; l < plan.leaves(); ++l) {
        const int n = plan.leafPlans[size_t(l)].up, base = n / spines, extra = n % spines;
        std::vector<int> count(size_t(spines), base);
        for (int e = 0; e < extra; ++e) ++count[size_t((next + e) % spines)];
        next = (next + extra) % spines;
        uneven += extra != 0 ? 1 : 0;
        std::vector<int>& out = plan.leafUplinks[size_t(l)];
        out.clear();
        for (int sp = 0; sp < spines; ++sp) {
            fewest = std::min(fewest, count[size_t(sp)]);
            most = std::max(most, count[size_t(sp)]);
            out.insert(out.end(), size_t(count[size_t(sp)]), sp);
        }
    }
    if (uneven > 0)
        plan.notes << FabricPlan::tr("Leaf–spine links cannot all be equal with %1 spines: %n leaf switch(es) send %2 or "
                                     "%3 links to each spine.",
                                     "", uneven)
                          .arg(spines)
                          .arg(fewest)
                          .arg(most);
    return true;
}

// A three-tier layout candidate: pods of `podGroups` leaf groups; core
// groups of `planesPerGroup` spine planes (spine k of every pod is plane k).
struct ThreeTier {
    std::vector<int> podFirstLeaf;            ///< pod p's leaves: [podFirstLeaf[p], podFirstLeaf[p+1])
    std::vector<int> podSpines;               ///< spines of pod p
    std::vector<std::vector<int>> podPerSpine;  ///< links per spine for each leaf of pod p
    int planesPerGroup = 1;
    std::vector<int> groupCores;  ///< cores of core group g
    int switches = 0;
    bool even = true;
    bool uniformPods = true;
};

}  // namespace

int FabricPlan::leavesPerSu() const {
    return int(std::count_if(leafPlans.begin(), leafPlans.end(), [](const LeafPlan& l) { return l.su == 0; }));
}

int FabricPlan::endpointLinks() const {
    int n = 0;
    for (const LeafPlan& l : leafPlans) n += int(l.down.size());
    return n;
}

int FabricPlan::managerLinks() const {
    int n = 0;
    for (const LeafPlan& l : leafPlans) n += int(l.managers.size());
    return n;
}

int FabricPlan::leafSpineLinks() const {
    int n = 0;
    for (const LeafPlan& l : leafPlans) n += l.up;
    return n;
}

int FabricPlan::spineCoreLinks() const {
    int n = 0;
    if (tiers == 3)
        for (const auto& s : spineUplinks) n += int(s.size());
    return n;
}

FabricPlan FabricPlan::size(const FabricInput& in) {
    if (in.endpoints < 1 || in.railsPerEndpoint < 1 || in.endpointsPerSu < 1 || in.oversubscription < 1 ||
        in.endpointsPerBlock < 1)
        throw UserError(
            tr("A fabric needs at least one server with one fabric port, and an "
               "oversubscription of 1 or more."));
    FabricPlan plan;
    plan.input = in;
    const int R = in.radix;
    const int cap = leafCapacity(R, in.oversubscription);
    if (cap < 1)
        throw UserError(tr("A switch with %1 ports cannot be a leaf: it needs at least one port down "
                           "and one up.")
                            .arg(R));
    plan.sus = ceilDiv(in.endpoints, in.endpointsPerSu);
    int block = in.endpointsPerBlock;
    if (block > cap) {
        plan.notes << tr("A block of %1 servers is more than one leaf takes (%2 ports); its servers are "
                         "spread over several leaves.")
                          .arg(block)
                          .arg(cap);
        block = 1;
    }
    if (in.allowSingleSwitch && in.endpoints * in.railsPerEndpoint <= R) {
        // One switch takes every NIC: no uplinks, no spines.
        LeafPlan leaf{0, -1, 0, {}, 0, {}};
        for (int e = 0; e < in.endpoints; ++e)
            for (int n = 0; n < in.railsPerEndpoint; ++n) leaf.down.emplace_back(e, n);
        plan.leafPlans.push_back(std::move(leaf));
    } else if (in.railOptimized)
        railLeaves(plan, cap, block);
    else
        fatTreeLeaves(plan, cap);
    placeManagers(plan, cap);
    for (LeafPlan& l : plan.leafPlans)
        l.up = ceilDiv(int(l.down.size() + l.managers.size()), in.oversubscription);
    plan.leafUplinks.assign(plan.leafPlans.size(), {});

    const auto finish = [&plan] {
        for (const LeafPlan& l : plan.leafPlans) {
            plan.leafDownMax = std::max(plan.leafDownMax, int(l.down.size()));
            plan.leafUpMax = std::max(plan.leafUpMax, l.up);
        }
        // Partly filled leaves, grouped by what they carry (the
        // summary says "8 leaves carry 4 server ports each; 56 ports idle").
        std::map<std::pair<int, int>, int> partial;
        for (const LeafPlan& l : plan.leafPlans) {
            const int idle = plan.input.radix - int(l.down.size() + l.managers.size()) - l.up;
            if (idle > 0) ++partial[{int(l.down.size()), idle}];
        }
        for (auto it = partial.rbegin(); it != partial.rend(); ++it)
            plan.notes << tr("%n leaf switch(es) carry %1 server port(s) each; %2 port(s) idle on each.", "",
                             it->second)
                              .arg(it->first.first)
                              .arg(it->first.second);
        return plan;
    };

    if (plan.leaves() == 1 && plan.leafPlans.front().rail < 0 && in.allowSingleSwitch &&
        int(plan.leafPlans.front().down.size()) == in.endpoints * in.railsPerEndpoint) {
        plan.leafPlans.front().up = 0;
        plan.tiers = 1;
        return finish();
    }

    // Two tiers: the fewest spines that every leaf reaches with the same
    // number of links and whose ports take them all. This gives the §1f
    // counts (16 leaves × 32 up → 8 spines; 32 → 16; 64 → 32) and the RA's
    // 4 spines for a 31-server SU (8 leaves × 32 up; 8 links per spine).
    if (in.packRails && spreadOverFewestSpines(plan)) return finish();
    if (const auto two = fewestSpines(plan, 0, plan.leaves(), R)) {
        plan.tiers = 2;
        plan.spines = two->first;
        for (int l = 0; l < plan.leaves(); ++l) wireLeaf(plan, l, 0, plan.spines, two->second[size_t(l)]);
        return finish();
    }

    // Three tiers: pods of whole leaf groups, each leaf the same number of
    // links to every spine of its pod; a non-blocking spine has half its
    // ports down. Spine k of every pod is plane k; the spines of a few
    // planes share a core group, each spine linked to every core of it.
    // The candidate with the fewest switches wins (then even links, equal
    // pods, larger pods): 4 608 GPUs (144 leaves) → 144 spines, 72 cores.
    plan.tiers = 3;
    const int spineDown = R / 2;
    std::vector<int> groupStart;  // first leaf of each leaf group
    for (int l = 0; l < plan.leaves(); ++l)
        if (l == 0 || plan.leafPlans[size_t(l)].su != plan.leafPlans[size_t(l - 1)].su) groupStart.push_back(l);
    const int groups = int(groupStart.size());
    std::optional<ThreeTier> best;
    for (int n = 1; n <= groups; ++n) {
        ThreeTier t;
        bool ok = true;
        for (int g = 0; g < groups && ok; g += n) {
            const int from = groupStart[size_t(g)];
            const int to = g + n < groups ? groupStart[size_t(g + n)] : plan.leaves();
            const auto s = fewestSpines(plan, from, to, spineDown);
            if (!s) ok = false;
            else {
                t.podFirstLeaf.push_back(from);
                t.podSpines.push_back(s->first);
                t.podPerSpine.push_back(s->second);
            }
        }
        if (!ok) continue;
        t.podFirstLeaf.push_back(plan.leaves());
        const int pods = int(t.podSpines.size());
        int spineTotal = 0, planes = 0;
        std::vector<int> spineUp(size_t(pods), 0);  // uplinks of each spine of pod p (= its down-links)
        for (int p = 0; p < pods; ++p) {
            spineTotal += t.podSpines[size_t(p)];
            planes = std::max(planes, t.podSpines[size_t(p)]);
            for (int q : t.podPerSpine[size_t(p)]) spineUp[size_t(p)] += q;
            if (t.podFirstLeaf[size_t(p + 1)] - t.podFirstLeaf[size_t(p)] !=
                t.podFirstLeaf[1] - t.podFirstLeaf[0])
                t.uniformPods = false;
        }
        for (int m = 1; m <= planes; ++m) {
            ThreeTier c = t;
            c.planesPerGroup = m;
            c.switches = spineTotal;
            bool fits = true;
            for (int first = 0; first < planes && fits; first += m) {
                int links = 0, members = 0, fewestUp = R;
                for (int k = first; k < std::min(planes, first + m); ++k)
                    for (int p = 0; p < pods; ++p)
                        if (t.podSpines[size_t(p)] > k) {
                            links += spineUp[size_t(p)];
                            ++members;
                            fewestUp = std::min(fewestUp, spineUp[size_t(p)]);
                        }
                const int cores = ceilDiv(links, R);
                // Every spine reaches every core of its group (so every pod
                // reaches every other) and every core has a port per spine.
                if (members > R || cores > fewestUp) fits = false;
                for (int k = first; k < std::min(planes, first + m); ++k)
                    for (int p = 0; p < pods; ++p)
                        if (t.podSpines[size_t(p)] > k && spineUp[size_t(p)] % cores != 0) c.even = false;
                c.groupCores.push_back(cores);
                c.switches += cores;
            }
            if (!fits) continue;
            const auto rank = [](const ThreeTier& x) {
                return std::make_tuple(x.switches, !x.even, !x.uniformPods,
                                       -(x.podFirstLeaf[1] - x.podFirstLeaf[0]), x.planesPerGroup);
            };
            if (!best || rank(c) < rank(*best)) best = std::move(c);
        }
    }
    if (!best)
        throw UserError(tr("%1 leaf switches are more than three tiers of %2-port switches can join; "
                           "use larger supernodes or switches with more ports.")
                            .arg(plan.leaves())
                            .arg(R));

    // Wire the chosen layout: spines numbered pod by pod, cores group by group.
    const ThreeTier& t = *best;
    plan.pods = int(t.podSpines.size());
    std::vector<int> podFirstSpine;
    for (int p = 0; p < plan.pods; ++p) {
        podFirstSpine.push_back(plan.spines);
        for (int l = t.podFirstLeaf[size_t(p)]; l < t.podFirstLeaf[size_t(p + 1)]; ++l)
            wireLeaf(plan, l, plan.spines, t.podSpines[size_t(p)],
                     t.podPerSpine[size_t(p)][size_t(l - t.podFirstLeaf[size_t(p)])]);
        plan.spines += t.podSpines[size_t(p)];
    }
    std::vector<int> down(size_t(plan.spines), 0);
    for (const auto& ups : plan.leafUplinks)
        for (int s : ups) ++down[size_t(s)];
    plan.spineUplinks.assign(size_t(plan.spines), {});
    const int planes = *std::max_element(t.podSpines.begin(), t.podSpines.end());
    int uneven = 0, fewest = R, most = 0;
    for (int g = 0, first = 0; first < planes; ++g, first += t.planesPerGroup) {
        const int cores = t.groupCores[size_t(g)];
        // Each spine gives every core ⌊up / c⌋ links and `up mod c` cores one
        // more, the extra links handed round the cores in turn so that no
        // core takes more than ⌈group links / c⌉ ≤ R.
        int next = 0;
        for (int k = first; k < std::min(planes, first + t.planesPerGroup); ++k)
            for (int p = 0; p < plan.pods; ++p) {
                if (t.podSpines[size_t(p)] <= k) continue;
                const int s = podFirstSpine[size_t(p)] + k;
                const int up = down[size_t(s)], base = up / cores, extra = up % cores;
                std::vector<int> count(size_t(cores), base);
                for (int e = 0; e < extra; ++e) ++count[size_t((next + e) % cores)];
                next = (next + extra) % cores;
                if (extra != 0) ++uneven;
                for (int c = 0; c < cores; ++c) {
                    fewest = std::min(fewest, count[size_t(c)]);
                    most = std::max(most, count[size_t(c)]);
                    plan.spineUplinks[size_t(s)].insert(plan.spineUplinks[size_t(s)].end(),
                                                         size_t(count[size_t(c)]), plan.cores + c);
                }
            }
        plan.cores += cores;
    }
    plan.evenCoreLinks = uneven == 0;
    if (uneven > 0)
        plan.notes << tr("Spine–core links cannot all be equal: %n spine(s) send %1 or %2 links to each core "
                         "of their group, so that %3 cores take every spine uplink.",
                         "", uneven)
                          .arg(fewest)
                          .arg(most)
                          .arg(plan.cores);
    return finish();
}

std::pair<int, int> FabricPlan::nearestEvenSus(const FabricInput& input) {
    const int sus = (input.endpoints + input.endpointsPerSu - 1) / input.endpointsPerSu;
    const auto even = [&input](int n) -> std::optional<bool> {
        FabricInput in = input;
        in.endpoints = n * input.endpointsPerSu;
        try {
            const FabricPlan plan = size(in);
            return plan.tiers < 3 || plan.evenCoreLinks;
        } catch (const UserError&) {
            return std::nullopt;  // beyond three tiers
        }
    };
    std::pair<int, int> out{0, 0};
    for (int n = sus - 1; n >= 1 && out.first == 0; --n)
        if (even(n).value_or(false)) out.first = n;
    // Each size up is a full sizing; four times the SUs is as far as a
    // recommendation is worth looking.
    for (int n = sus + 1; n <= 4 * sus && out.second == 0; ++n) {
        const auto e = even(n);
        if (!e) break;
        if (*e) out.second = n;
    }
    return out;
}

}  // namespace sn
