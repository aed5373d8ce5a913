#pragma once

#include "model/core/enum_names.h"
#include "model/design/design_objects.h"
#include "model/topology/wizard_halls.h"

#include <QString>

#include <optional>

namespace sn {

/// Rail: rail-optimised leaf–spine; FatTree: two-tier fat tree; Pcie: the
/// PCIe inference pod (16-card PCIe boxes by default) on a rail-optimised
/// fabric over its NICs; None: no scale-out fabric.
enum class FabricKind { Rail, FatTree, Pcie, None };
enum class CoolingKind { Liquid, Air };
/// Where leaf switches go: network racks in the middle of their SU's row, or
/// into the SU's own compute racks, nearest its middle, for the shortest
/// server–leaf runs (falling back to a network rack where U or power run out).
enum class SwitchPlacement { NetworkRacks, ShortestRun };
/// How a rack's devices get their power: as the rack type is built (auto:
/// power shelves on the busbar fed by busway tap-offs when it has a busbar,
/// else A/B PDU pairs), A/B PDU pairs, or busway tap-offs (needs a busbar rack).
enum class PowerFeedKind { Auto, Pdu, Busway };
inline constexpr EnumNames<PowerFeedKind, 3> kPowerFeedKindNames{{{
    {PowerFeedKind::Auto, "auto"},
    {PowerFeedKind::Pdu, "pdu"},
    {PowerFeedKind::Busway, "busway"},
}}};

inline constexpr EnumNames<FabricKind, 4> kFabricKindNames{{{
    {FabricKind::Rail, "rail"},
    {FabricKind::FatTree, "fattree"},
    {FabricKind::Pcie, "pcie"},
    {FabricKind::None, "none"},
}}};
inline constexpr EnumNames<SwitchPlacement, 2> kSwitchPlacementNames{{{
    {SwitchPlacement::NetworkRacks, "network-racks"},
    {SwitchPlacement::ShortestRun, "shortest-run"},
}}};
/// How a rack-scale (NVL72) design's compute leaves take the compute trays:
/// every tray of a rack on one leaf per rail (the rack is one Slurm block and
/// one leaf's fault reaches one rack), or the rails packed onto the fewest
/// leaves (a leaf takes trays of neighbouring racks and the next rail).
enum class LeafAlignment { Rack, Minimal };
inline constexpr EnumNames<LeafAlignment, 2> kLeafAlignmentNames{{{
    {LeafAlignment::Rack, "rack"},
    {LeafAlignment::Minimal, "minimal"},
}}};
inline constexpr EnumNames<CoolingKind, 2> kCoolingKindNames{{{
    {CoolingKind::Liquid, "liquid"},
    {CoolingKind::Air, "air"},
}}};

/// What an engineer asks the supernode wizard for. Zero or empty means "the
/// wizard's default", which SupernodeWizard documents field by field.
struct WizardParams {
    int gpus = 0;                ///< 0: TP × PP × DP
    int tp = 0, pp = 0, dp = 0;  ///< 0: not given (TP alone limits the NVLink domain)
    QString serverTypeId;        ///< empty: HGX B200 liquid/air, or the 16-card PCIe box for --fabric pcie
    FabricKind fabric = FabricKind::Rail;
    QString rackTypeId;      ///< empty: rack-48u-800x1200
    double rackBudgetW = 0;  ///< 0: 60 kW liquid, the rack's air limit for air, one whole rack-scale domain
    PowerFeedKind feed = PowerFeedKind::Auto;
    std::optional<CoolingKind> cooling;  ///< nullopt: as the server is built
    QString coolantId;                   ///< empty: pg25
    double supplyTempC = 30;
    double deltaTK = 10;
    /// Rows alternate into cold and hot aisles; closed off as asked (the
    /// room keeps it, Room::containment).
    Containment containment = Containment::None;
    /// Facility water supply to the CDUs, °C; nullopt: not known (each CDU
    /// at its rated approach, Room::facilityWaterC).
    std::optional<double> facilityWaterC;
    int supernodeGpus = 0;     ///< GPUs per scalable unit; 0: 32 servers, or 8 rack-scale domains
    int oversubscription = 1;  ///< leaf down:up = N:1
    SwitchPlacement switchPlacement = SwitchPlacement::NetworkRacks;  ///< leaf switches
    /// Rack-scale servers only: rack-aligned or leaf-minimal compute leaves.
    LeafAlignment leafAlignment = LeafAlignment::Rack;
    /// The converged storage and in-band Ethernet fabric: every server's
    /// storage and in-band ports to storage leaves, leaves to storage spines.
    bool storageFabric = true;
    int storageOversubscription = 1;  ///< storage leaf down:up = N:1
    /// Fabric-manager (UFM) appliances on the compute fabric's leaves, in a
    /// network rack of the spine row; 0: none.
    int fabricManagers = 0;
    /// Servers (rack-scale: NVLink domains) per SU kept as spares beyond
    /// the GPUs asked for, cabled like the others; the design records them
    /// in its parallelism plan so `faults` and `export hostfile` leave them free.
    int spareServers = 0;
    QString name;              ///< design name; empty: "N-GPU supernode"
    /// The hall to fill: rows go inside its outline, round its
    /// columns, walls, doors and keep-out zones (WizardSite); nullopt: an
    /// open floor, the room sized to the layout.
    std::optional<Room> hall;
    /// Without a hall: 600 mm columns on a square grid of this pitch from
    /// the room's corner (0: none), to try a layout against columns.
    double columnGridMm = 0;
    /// Without a hall: the most floor one data hall may take, m², and the
    /// most IT load it may carry, W (0: no limit). A layout past either is
    /// split into data halls with a network room between them (WizardHalls).
    double maxHallM2 = WizardHalls::kLargestHallM2;
    double maxHallW = WizardHalls::kColossusHallW;
};

}  // namespace sn
