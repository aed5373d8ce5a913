#pragma once

#include "model/analysis/air_aisles.h"
#include "model/analysis/loop_network.h"
#include "model/analysis/psu_loss.h"
#include "model/core/enum_names.h"
#include "model/design/design.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace sn {

class DesignFigures;

/// What a single failing part is, for blast radius and failure interval.
/// Switch kinds come from the roles of their connections (a switch with a
/// compute link to a GPU device is a leaf, …), not from their catalog type.
enum class FaultKind {
    Server, NvlinkSwitchTray, Leaf, Spine, Core, StorageLeaf, StorageSpine, MgmtSwitch, Switch, Node,
    Pdu, TapOff, PowerShelf, PduPhase, UpstreamFeed, Cdu, CoolingLoop, Manifold, AirCooler, PipeRun
};
inline constexpr EnumNames<FaultKind, 20> kFaultKindNames{{{
    {FaultKind::Server, "server"}, {FaultKind::NvlinkSwitchTray, "nvlink-switch-tray"},
    {FaultKind::Leaf, "leaf"}, {FaultKind::Spine, "spine"}, {FaultKind::Core, "core"},
    {FaultKind::StorageLeaf, "storage-leaf"},
    {FaultKind::StorageSpine, "storage-spine"}, {FaultKind::MgmtSwitch, "mgmt-switch"},
    {FaultKind::Switch, "switch"}, {FaultKind::Node, "node"}, {FaultKind::Pdu, "pdu"},
    {FaultKind::TapOff, "tap-off"},
    {FaultKind::PowerShelf, "power-shelf"}, {FaultKind::PduPhase, "pdu-phase"},
    {FaultKind::UpstreamFeed, "upstream-feed"}, {FaultKind::Cdu, "cdu"},
    {FaultKind::CoolingLoop, "cooling-loop"}, {FaultKind::Manifold, "manifold"},
    {FaultKind::AirCooler, "air-cooler"}, {FaultKind::PipeRun, "pipe-run"},
}}};

/// One part that can fail on its own. Devices carry their annual failure
/// rate (FailureRates); a PDU phase, an upstream feed, a cooling loop and a
/// facility pipe run (a header or rack branch with its valves and strainer:
/// a leak, a valve stuck shut, a blocked strainer) have no rate we could
/// cite: they appear in the blast radius only.
struct FaultComponent {
    FaultKind kind = FaultKind::Server;
    QString name;
    int node = -1;                ///< index into FaultDomains::nodes(); the PDU of a phase
    int phase = -1;               ///< 0..2 for a PDU phase
    QString side;                 ///< upstream feed letter ("A")
    std::optional<LoopId> loop;   ///< the loop of a cooling-loop component
    double annualRate = 0;        ///< failures per year (0: no rate)
    std::optional<CableId> cable = std::nullopt;  ///< the pipe of a pipe-run component
};

/// The fault domains of a design, derived from its devices, connections,
/// racks and loops: which parts each GPU depends on, and the
/// graph the blast radius walks. Built once per state of the design.
class FaultDomains {
    Q_DECLARE_TR_FUNCTIONS(FaultDomains)
public:
    struct Link {
        int other = -1;
        PortRole role = PortRole::Compute;
    };
    /// A power inlet fed by a source (PDU or power shelf), on a phase 0..2.
    struct Inlet {
        int source = -1;
        int phase = 0;
    };
    /// One placed device, in design order.
    struct Node {
        const Device* device = nullptr;
        const DeviceType* type = nullptr;  ///< nullptr for a type the catalog lacks
        std::optional<FaultKind> kind;     ///< nullopt for passive parts (blanks, cable managers)
        int gpus = 0;
        int rack = -1;                     ///< index into Design::racks(), -1 off rack
        bool liquid = false;               ///< needs coolant (liquid fraction > 0)
        PsuLoss power;                     ///< its PSUs behind its inlets, and its maximum draw
        int su = -1;                       ///< scalable unit of a GPU device (same leaf set), else -1
        int nvlinkDomain = -1;             ///< NVLink domain of a GPU device, else -1
        std::vector<Link> links;           ///< data connections (not power, not coolant)
        std::vector<Inlet> inlets;         ///< connected power inlets with a source
        std::vector<int> manifolds;        ///< manifolds it is piped to
        std::vector<int> loads;            ///< for a source: devices it feeds (no repeats), CDUs and
                                           ///< downstream sources (a PDU on a UPS) among them
        std::vector<int> piped;            ///< for a manifold: devices piped to it
        QString feedSide;                  ///< for a PDU: upstream feed letter, empty if unknown

        /// What it runs on with `liveInlets` of its connected inlets powered (PsuLoss).
        DevicePsus::Supply supplyWith(int liveInlets) const { return power.with(liveInlets, int(inlets.size())); }
    };
    /// A cooling loop with the CDUs that serve it and the heat it carries.
    struct Loop {
        LoopId id;
        QString name;
        std::vector<int> racks;   ///< indices into Design::racks()
        std::vector<int> cdus;    ///< the loop's CDU and CDUs its pipes reach (directly or through a header)
        double heatW = 0;         ///< liquid heat of its racks at max draw
    };
    /// The domains one GPU device sits in, by name (what `faults` lists).
    struct Membership {
        int node = -1;
        QString nvlinkDomain, server, rack, loop, su;
        QStringList pduPhases, feeds, cdus, manifolds, leaves, spines, storageLeaves, mgmt;
    };

    /// What of() works out: everything, or all but the memberships, the
    /// per-GPU lists of names the faults report prints and
    /// faults.single-point does not read (a third of that rule at 16 384 GPUs).
    enum class Detail { Full, WithoutMemberships };
    /// With `figures` (a rule pass's, over the same design) the air side
    /// and the racks' loads are the pass's, found once for its rules too.
    static FaultDomains of(const Design& design, Detail detail = Detail::Full,
                           const DesignFigures* figures = nullptr);

    const Design& design() const { return *m_design; }
    const std::vector<Node>& nodes() const { return m_nodes; }
    const std::vector<Loop>& loops() const { return m_loops; }
    /// Each loop as the pipe network it is built as, in loops() order: a
    /// failure re-solves it to see which devices keep their flow.
    const std::vector<LoopNetwork>& loopNetworks() const { return m_loopNetworks; }
    /// The room's air side as built: a stopped air cooler is weighed against
    /// it. Empty when the design has no air cooler.
    const AirAisles& air() const { return m_air; }
    const std::vector<FaultComponent>& components() const { return m_components; }
    /// One entry per GPU device, in design order (none when made WithoutMemberships).
    const std::vector<Membership>& memberships() const { return m_memberships; }
    /// GPU devices of each scalable unit, in natural name order; SU k is named suNames()[k].
    const std::vector<std::vector<int>>& suServers() const { return m_suServers; }
    const QStringList& suNames() const { return m_suNames; }
    /// GPUs of each NVLink domain.
    const std::vector<int>& nvlinkDomainGpus() const { return m_domainGpus; }
    int totalGpus() const { return m_totalGpus; }
    /// The CDU's capacity in W (0 when unknown).
    double cduCapacityW(int node) const;

private:
    void classify();
    void indexPower();
    void indexCooling(const DesignFigures& figures);
    void groupNvlinkDomains();
    void groupScalableUnits();
    void listComponents();
    void listPipeRuns();
    void listMemberships();

    const Design* m_design = nullptr;
    std::vector<Node> m_nodes;
    std::vector<Loop> m_loops;
    std::vector<LoopNetwork> m_loopNetworks;
    AirAisles m_air;
    std::vector<FaultComponent> m_components;
    std::vector<Membership> m_memberships;
    std::vector<std::vector<int>> m_suServers;
    QStringList m_suNames;
    std::vector<int> m_domainGpus;
    int m_totalGpus = 0;
};

}  // namespace sn
