#pragma once

#include "model/commands/design_edits.h"
#include "model/design/design_fragment.h"
#include "model/topology/leaf_alignment_price.h"
#include "model/topology/spares_price.h"
#include "model/topology/wizard_params.h"

#include <QCoreApplication>

#include <map>
#include <memory>
#include <utility>

namespace sn {

/// The headline figures of one wizard run.
struct WizardSummary {
    int gpus = 0, servers = 0, sus = 0;
    int serversPerRack = 0;  ///< a full compute rack (rack-scale: compute trays)
    QString rackLimit;       ///< the limit that stops a rack taking one more (WizardSizing::rackLimit)
    int computeRacks = 0, networkRacks = 0, rows = 0;
    int leaves = 0, spines = 0, cores = 0, tiers = 0;
    int endpointLinks = 0, leafSpineLinks = 0, spineCoreLinks = 0;
    /// The storage and in-band fabric (0 when not generated).
    int storageLeaves = 0, storageSpines = 0, storageCores = 0;
    int storageEndpointLinks = 0, storageUplinks = 0;  ///< server–leaf; leaf–spine plus spine–core
    int fabricManagers = 0, fabricManagerLinks = 0;  ///< UFM appliances and their leaf links
    int spareServersPerSu = 0;                       ///< servers (trays) kept as spares in each SU
    int idleGpus = 0;                                ///< GPUs a TP size that does not divide the domain leaves idle
    int pdus = 0, manifolds = 0, cdus = 0;
    /// In-row air coolers (N+1 per aisle, and one in each place a row kept
    /// for them that N+1 left empty) and the air heat they are sized for:
    /// the racks' devices' air share and their power sources' losses.
    int airCoolers = 0;
    double airHeatW = 0;
    int powerShelves = 0, tapOffs = 0;  ///< a busbar rack's shelves and the busway tap-offs feeding them
    QString feed;  ///< how racks are powered and why (WizardSizing::feedReason)
    double itLoadW = 0;  ///< Σ max power of every placed device
    /// Every switch placed (compute and storage fabric, management), and of
    /// them the management ones: in neither fabric (the dialog and
    /// `new` print these same figures).
    int switches = 0, managementSwitches = 0;
    double liquidHeatW = 0;     ///< Σ liquid share of every device's max draw (DeviceHeat, unknowns left out)
    double coolantFlowLpm = 0;  ///< flow to carry liquidHeatW at the wizard's coolant and ΔT (requiredFlowLpm)
    /// What the fabric sizing could not make uniform, translated: partly
    /// filled leaves ("8 leaf switches carry 4 server ports each; 56 ports
    /// idle on each"), uneven spine–core links, racks split across leaves.
    QStringList notes;
    /// Rack-scale servers on a rail fabric: both compute-leaf alignments
    /// built and priced (nullopt for every other design).
    std::optional<LeafAlignmentPrice> leafAlignment;
    /// Spare servers asked for: what they cost against the design without.
    std::optional<SparesPrice> sparesPrice;
};

/// A sized, placed and connected supernode, ready to apply.
struct WizardResult {
    Room room;
    ProjectInfo info;
    DesignFragment fragment;
    WizardSummary summary;
    /// What the design records: --tp/--pp/--dp and the spares (nullopt when
    /// neither was asked for).
    std::optional<ParallelismPlan> plan;
};

/// Sizes a whole supernode from intent (GPU count or TP × PP × DP, server,
/// fabric, rack, power and cooling): places servers into racks within each
/// rack's power budget, air limit, weight and U space; leaf switches in a
/// network rack in the middle of their SU (or, for the shortest runs, in
/// the SU's middle compute racks), spines and cores in a network row in the
/// middle of the SU rows, SUs side by side in a row for a square-ish hall;
/// a storage and in-band leaf–spine fabric beside the compute fabric (its
/// leaves in network racks of their own in each SU, its spines in the
/// network row); PDUs (A/B) and manifolds in the racks' side channels; CDUs on the floor at the row ends, sized for the
/// liquid heat; then generates every connection and labels every cable
/// (C00001… in pull order). Same input, same output (ids come from names).
class SupernodeWizard {
    Q_DECLARE_TR_FUNCTIONS(SupernodeWizard)
public:
    /// Throws UserError naming the parameter at fault; nothing is created.
    /// A rack-scale design on a rail fabric is also built with the other
    /// leaf alignment, to price the choice (WizardSummary::leafAlignment),
    /// and one with spares without them (WizardSummary::sparesPrice).
    static WizardResult build(const WizardParams& params, const Catalog& catalog);
    /// The same design without pricing the other leaf alignment or the spares.
    static WizardResult layout(const WizardParams& params, const Catalog& catalog);
    /// A new design holding the result, on `catalog`.
    static std::unique_ptr<Design> createDesign(WizardResult result, const Catalog& catalog);
    /// The result as one undo step (room size + all objects); refused, with
    /// nothing pushed, unless the design is empty.
    static EditResult apply(Design& design, WizardResult result);

private:
    /// Air coolers by (row, drawn hall): see WizardRacks::CoolerPlaces.
    using CoolerPlaces = std::map<std::pair<int, int>, int>;
    /// One layout with `reserve` kept for air coolers; the coolers that
    /// still stood outside their hall go to `outside`.
    static WizardResult layoutOnce(const WizardParams& params, const Catalog& catalog,
                                   const CoolerPlaces& reserve, CoolerPlaces& outside);
};

}  // namespace sn
