#pragma once

namespace sn {

class Design;
class FaultDomains;

/// The compute (scale-out) fabric's shape as its connections make it: the
/// switches of each tier (the roles FaultDomains gives them), the bandwidth
/// of each tier's links, the oversubscription at each switch tier and what
/// a GPU is left with when every GPU sends across the top of the fabric at
/// once. A link carries the lower speed of its two ports.
struct FabricFigures {
    int leaves = 0, spines = 0, cores = 0;
    int tiers = 0;         ///< switch tiers: 0 none, 1 leaves only, 2 with spines, 3 with cores
    int gpus = 0;          ///< on devices with a link to a leaf
    double hostGbps = 0;   ///< Σ GPU device–leaf links
    double leafUpGbps = 0;   ///< Σ leaf–spine links
    double spineUpGbps = 0;  ///< Σ spine–core links
    /// Down:up at the leaves (host links : leaf–spine links) and at the
    /// spines (leaf–spine : spine–core); 0 where the tier has no uplinks.
    double leafOversubscription = 0, spineOversubscription = 0;
    /// Free compute ports on the top tier (spines of a two-tier fabric,
    /// cores of a three-tier one; leaves of one tier) and those in use.
    int topFreePorts = 0, topUsedPorts = 0;

    /// Injection bandwidth per GPU: its device's fabric links shared by its GPUs.
    double injectionGbpsPerGpu() const { return gpus > 0 ? hostGbps / gpus : 0; }
    /// What each GPU gets when all send across the top tier at once: the
    /// injection bandwidth divided by each tier's oversubscription above 1.
    double bisectionGbpsPerGpu() const;
    /// Worst switch hops between two GPUs: up every tier and down again.
    int worstSwitchHops() const { return tiers > 0 ? 2 * tiers - 1 : 0; }
    /// GPUs the fabric can take without re-cabling what is there: the top
    /// tier's free ports in the proportion its used ports serve GPUs now.
    int growthGpus() const;

    static FabricFigures of(const Design& design, const FaultDomains& domains);
};

}  // namespace sn
