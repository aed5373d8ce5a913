#pragma once

#include <QCoreApplication>
#include <QStringList>

#include <utility>
#include <vector>

namespace sn {

/// What a scale-out fabric has to connect.
struct FabricInput {
    int endpoints = 0;          ///< servers (or compute trays)
    int railsPerEndpoint = 0;   ///< fabric NICs per server: one rail each
    int radix = 64;             ///< switch ports at the NIC speed
    int endpointsPerSu = 32;    ///< servers per scalable unit (supernode)
    int oversubscription = 1;   ///< leaf down:up = N:1; 1 = non-blocking
    bool railOptimized = true;  ///< false: a plain two-tier fat tree, servers in order
    /// Endpoints that must share one leaf of each rail (an NVL72 rack's
    /// trays: one Slurm block); 1 = no grouping. A leaf takes whole blocks.
    int endpointsPerBlock = 1;
    /// Rail-optimised leaves packed rail after rail: a rail whose NICs do
    /// not fill its last leaf shares that leaf with the next rail, so the
    /// group takes ⌈NICs / leaf ports⌉ leaves (an NVL72 SU's 576 NICs: 18
    /// leaves, not 4 rails × 5).
    bool packRails = false;
    /// A pod whose NICs all fit one switch gets that one switch and no
    /// spines (the PCIe inference pod: 3 boxes × 4 NICs on one leaf).
    bool allowSingleSwitch = false;
    /// Fabric-manager (UFM) ports to put on leaf ports the endpoints leave
    /// free, one port per leaf in turn (DGX SuperPOD H100 RA Table 4: 31
    /// servers per 32-server SU leave one port on each rail leaf, and the
    /// UFM appliances take 4 of them).
    int managerPorts = 0;
};

/// One leaf switch and the endpoint NICs it serves.
struct LeafPlan {
    int su = 0;                             ///< 0-based scalable unit (the first, when a leaf serves several)
    int rail = -1;                          ///< 0-based rail = NIC position, as RailMap reads it back; -1 for a fat-tree leaf
    int indexInSu = 0;                      ///< 0-based leaf number inside its SU
    std::vector<std::pair<int, int>> down;  ///< (endpoint, NIC) pairs, 0-based
    int up = 0;                             ///< uplinks to the spine layer
    std::vector<int> managers;              ///< fabric-manager ports (0-based, FabricInput::managerPorts) on free down ports
};

/// A sized leaf–spine(–core) fabric. Each leaf sends the same number of
/// links to every spine of its pod (consecutive uplinks to one spine, so the
/// two ports of a twin cage can share one cable); each spine spreads its
/// uplinks over the cores of its group as evenly as the counts allow.
struct FabricPlan {
    Q_DECLARE_TR_FUNCTIONS(FabricPlan)
public:
    FabricInput input;
    int sus = 0;
    int leafDownMax = 0;  ///< endpoint ports of a full leaf
    int leafUpMax = 0;    ///< uplinks of a full leaf
    std::vector<LeafPlan> leafPlans;
    int tiers = 2;  ///< 1: one switch, no spines (allowSingleSwitch)
    int spines = 0;  ///< all spines
    int pods = 1;    ///< three tiers: leaf groups, each with its own spines
    int cores = 0;
    /// The spine of each uplink of each leaf, and the core of each uplink of
    /// each spine (three tiers), in port order.
    std::vector<std::vector<int>> leafUplinks, spineUplinks;
    /// Three tiers: whether every spine sends the same number of links to
    /// each core of its group (false: some bundles one link larger).
    bool evenCoreLinks = true;
    /// Translated sentences on what the sizing could not make uniform
    /// (partly filled leaves, spine–core links that differ by one).
    QStringList notes;

    int leaves() const { return int(leafPlans.size()); }
    /// Leaves of the first (full) scalable unit: every full SU has as many.
    int leavesPerSu() const;
    int endpointLinks() const;
    int managerLinks() const;  ///< fabric-manager to leaf links
    int leafSpineLinks() const;
    int spineCoreLinks() const;
    /// The 0-based spine that uplink `k` of leaf `leaf` goes to.
    int spineOf(int leaf, int k) const { return leafUplinks[size_t(leaf)][size_t(k)]; }
    /// The 0-based core that uplink `k` of spine `spine` goes to.
    int coreOf(int spine, int k) const { return spineUplinks[size_t(spine)][size_t(k)]; }
    /// Uplinks of one spine to the core layer (three tiers; its down-links).
    int spineUp(int spine) const { return tiers == 3 ? int(spineUplinks[size_t(spine)].size()) : 0; }

    /// Sizes the fabric; throws UserError when it cannot be built from
    /// switches of this radix (a leaf too small for one endpoint, or more
    /// leaves than three tiers can join).
    static FabricPlan size(const FabricInput& input);
    /// For a fabric whose spine–core links cannot be equal: the nearest
    /// numbers of full scalable units below and above `input`'s whose links
    /// are (two tiers, or three with even bundles); 0 where there is none
    /// (none below, or none above before three tiers run out).
    static std::pair<int, int> nearestEvenSus(const FabricInput& input);
};

}  // namespace sn
