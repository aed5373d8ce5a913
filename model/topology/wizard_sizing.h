#pragma once

#include "model/catalog/catalog.h"
#include "model/topology/wizard_params.h"

#include <QCoreApplication>

#include <algorithm>

namespace sn {

/// WizardParams checked against the catalog and turned into numbers: which
/// types, how many servers, how many per rack and per SU. Every impossible
/// request stops here with a translated UserError; one about a single
/// parameter is a WizardError naming it (WizardField), never an option.
struct WizardSizing {
    Q_DECLARE_TR_FUNCTIONS(WizardSizing)
public:
    const DeviceType* server = nullptr;
    int gpus = 0, servers = 0;  ///< installed (spares apart); `gpus` includes idleGpus
    /// GPUs installed but left out of the TP plan: a TP size that does not
    /// divide the NVLink domain leaves `tpIdlePerDomain` of each idle.
    int idleGpus = 0, tpIdlePerDomain = 0;
    bool rackScale = false;  ///< NVL72-style domain: one rack of trays
    const DeviceType* switchTray = nullptr;
    int traysPerDomain = 0, switchTraysPerDomain = 0;
    int domains = 0;  ///< rack-scale domains (racks)
    CoolingKind cooling = CoolingKind::Liquid;
    const CoolantType* coolant = nullptr;
    double supplyTempC = 30, deltaTK = 10;
    Containment containment = Containment::None;
    std::optional<double> facilityWaterC;
    /// The in-row cooler for the room's air (nullptr: the catalog has none).
    const DeviceType* airCooler = nullptr;
    /// What one CDU removes at the supply temperature with the facility
    /// water asked for (CduCapacity); its rating without one.
    double cduCapacityW() const;
    const RackType* rackType = nullptr;
    double budgetW = 0;      ///< per rack
    double airLimitW = 0;    ///< per rack: the rack type's air-cooling limit
    int serversPerRack = 0;  ///< 8-GPU servers (rack-scale: trays per domain)
    /// Why a rack takes no more: the limit one more server would break
    /// (power budget, air-cooling limit, U space, weight, PDU capacity, …).
    QString rackLimit;
    int serversPerSu = 0;    ///< servers (rack-scale: compute trays) per SU
    int racksPerSu = 0;
    const DeviceType* fabricSwitch = nullptr;  ///< nullptr: no scale-out fabric
    int radix = 0;
    int switchesPerNetworkRack = 0;
    int leavesPerComputeRack = 0;  ///< fabric switches a full rack of servers still takes (0: none)
    /// The storage and in-band fabric (nullptr: not generated, as asked or
    /// because the servers have no storage or in-band ports).
    const DeviceType* storageSwitch = nullptr;
    int storageNics = 0;   ///< storage and in-band ports per endpoint (server or compute tray)
    int storageRadix = 0;  ///< storage ports per storage switch
    int storageSwitchesPerNetworkRack = 0;
    /// Fabric-manager appliances on the compute leaves (nullptr: none asked).
    const DeviceType* fabricManager = nullptr;
    int fabricManagers = 0, fabricManagerPorts = 0;  ///< appliances; compute ports of each
    int fabricManagersPerNetworkRack = 0;
    /// Spare servers per SU (rack-scale: spare domains × trays), included in `servers`.
    int spareServersPerSu = 0;
    /// A busbar rack's power (rack type with a busbar, feed auto or busway,
    /// and servers that draw from a busbar): shelves on the busbar fed by
    /// busway tap-offs on the A and B feeds (nullptr: PDU pairs only).
    const DeviceType* busbarShelf = nullptr;
    std::vector<const DeviceType*> tapOffs;  ///< the tap-off types to choose from
    /// Why the racks are powered as they are, translated (the summary and `new` print it).
    QString feedReason;
    /// The device draws from the rack's busbar here (a busbar clip, in a
    /// busbar design); every other device takes cords from a PDU pair.
    bool onBusbar(const DeviceType& type) const;
    struct BusbarFeed {
        int shelves = 0;
        const DeviceType* tapOff = nullptr;  ///< nullptr: no tap-off carries the shelves
        int shelvesPerTapOff = 0;
        int tapOffsA = 0, tapOffsB = 0;  ///< on feed A (left side channel) and feed B (right)
        /// Shelves alternate A, B, A, …: shelf k is on feed A when k is even.
        int shelvesOn(int side) const { return side == 0 ? (shelves + 1) / 2 : shelves / 2; }
        int tapOffs() const { return tapOffsA + tapOffsB; }
        /// Side-channel positions the tap-offs take, A on the left, B on the right.
        int sideSlots() const { return 2 * std::max(tapOffsA, tapOffsB); }
    };
    /// Shelves for `loadW` on the busbar (BusbarPower::shelvesFor, one
    /// spare) split over the A and B feeds, and the fewest tap-offs on each
    /// that feed them: a tap-off takes as many shelves as it has sockets and
    /// its continuous rating carries (each shelf drawing loadW / shelves,
    /// evenly on three phases); a tie goes to the smaller rating. Empty
    /// (0 shelves) for no load.
    BusbarFeed busbarFeedFor(double loadW) const;
    const DeviceType* mgmtSwitch = nullptr;
    const DeviceType* manifold = nullptr;
    const DeviceType* cdu = nullptr;

    /// Coolant flow for this heat at the chosen coolant and ΔT, L/min.
    double flowLpm(double heatW) const;
    /// Manifolds a rack needs: a QD pair per liquid device, and the flow.
    int manifoldsFor(int liquidDevices, double liquidW) const;

    static WizardSizing resolve(const WizardParams& params, const Catalog& catalog);
};

}  // namespace sn
