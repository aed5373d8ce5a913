#pragma once

#include "model/analysis/cable_assembly.h"
#include "model/analysis/power_feeds.h"
#include "model/analysis/rack_load.h"
#include "model/design/design.h"

#include <QHash>

#include <memory>
#include <optional>
#include <vector>

namespace sn {

struct AirAisles;
struct LoopNetwork;
struct LoopHydraulics;

/// The figures one pass over a design reads again and again, each found once:
/// devices per rack and racks per loop (document order), the power feeds and
/// source loads, each rack's load, each connection's cable and the links in a
/// cage. Built for one pass (the rules', the report's, the fault domains')
/// over a design that does not change while it lives; indexes are linear in
/// devices and racks, the rest is filled when first asked.
class DesignFigures {
public:
    /// How much of the design the pass checks. A whole pass (RuleEngine::runAll)
    /// shares design-wide work between the racks' checks; a scoped one
    /// (an incremental update, a tooltip) computes only what it is asked.
    enum class Scope { Scoped, Whole };
    explicit DesignFigures(const Design& design, Scope scope = Scope::Scoped);

    const Design& design() const { return m_design; }
    const Catalog& catalog() const { return m_design.catalog(); }
    /// Devices in the rack (U-mounted and side-mounted), in document order.
    const std::vector<const Device*>& devicesIn(RackId rack) const;
    /// Racks served by the loop, in document order.
    const std::vector<const Rack*>& racksOf(LoopId loop) const;
    /// The rack's electrical, thermal and weight sums (RackLoad::of), once per rack.
    const RackLoad& rackLoad(const Rack& rack) const;
    /// The loop's coolant flow for `heatW` (loopFlowLpm), nullopt when unknown.
    std::optional<double> loopFlowLpm(const CoolingLoop& loop, double heatW) const;
    /// The loop's pipe network (LoopNetwork::of), built once per context:
    /// four cooling rules read it, and built by each it was a tenth of
    /// `validate` at 65 536 GPUs.
    const LoopNetwork& loopNetwork(const CoolingLoop& loop) const;
    /// The loop solved where its CDUs' controller runs it
    /// (LoopHydraulics::solve of loopNetwork()), once per context. Ask it
    /// only of a loop whose network is solvable().
    const LoopHydraulics& loopHydraulics(const CoolingLoop& loop) const;
    /// The room's air side (AirAisles::of, each rack's losses from
    /// rackLossW()), once per context: two airflow rules read it, and built
    /// by each it was most of an incremental pass after a rack moved
    /// (16 384 GPUs).
    const AirAisles& airAisles() const;
    /// The rack's power conversion losses (ConversionLoss::rackLossW, each
    /// source's load from sourceLoad()); read from, and added to, the
    /// table keepRackLosses() gave when there is one.
    double rackLossW(const Rack& rack) const;
    /// A table of racks' losses that outlives this context: its owner keeps
    /// it while nothing that loads a power source changes (RuleEngine: a
    /// rack moved or turned, the room, trays or cables edited).
    void keepRackLosses(std::shared_ptr<QHash<RackId, double>> losses) { m_rackLosses = std::move(losses); }
    Scope scope() const { return m_scope; }
    /// Load on a source in normal operation. Several power rules need it; it
    /// is computed once per context (a context lives for one evaluation pass).
    const SourceLoad& sourceLoad(const Device& source) const;
    /// The power feeds of a load (PowerFeeds::feedsOf), found once per
    /// context: each source's load and the power rules ask them of the same
    /// loads again and again (52 500 times for 7 068 devices at 16 384 GPUs,
    /// a tenth of `validate`).
    const std::vector<PowerFeed>& feedsOf(const Device& load) const;
    /// Load on `source` as if `lost` had failed (PowerFeeds::loadOf), from
    /// the feeds above.
    SourceLoad loadWithout(const Device& source, DeviceId lost) const;
    /// The connection's cable, nullptr when it has none. A whole pass finds
    /// every cable once, by its connection's place in the document, and
    /// connection rules then read it by the place of the connection they
    /// check (two hash look-ups per rule and connection, five rules, were a
    /// tenth of `validate` at 16 384 GPUs).
    const Cable* cableOf(const Connection& connection) const;
    /// The links plugged into the cage of `port` (CableAssembly::linksInCage).
    /// A whole pass finds each by the place of the device, port and
    /// connection, from tables made in one pass over the connections: the
    /// look-ups by id (connection, its cable, the cable) missed the cache
    /// for each link of every cage at 16 384 GPUs.
    std::vector<CageLink> cageLinks(const PortRef& port) const;

private:
    SourceLoad loadOf(const Device& source, std::optional<DeviceId> lost) const;

    const Design& m_design;
    Scope m_scope;
    QHash<RackId, std::vector<const Device*>> m_devicesByRack;
    QHash<LoopId, std::vector<const Rack*>> m_racksByLoop;
    mutable QHash<DeviceId, SourceLoad> m_sourceLoads;
    mutable QHash<DeviceId, std::vector<PowerFeed>> m_feeds;
    mutable QHash<RackId, RackLoad> m_rackLoads;
    struct LoopFigures;  ///< a loop's network and, once asked, its solution
    mutable QHash<LoopId, std::shared_ptr<LoopFigures>> m_loops;
    mutable std::shared_ptr<const AirAisles> m_air;
    std::shared_ptr<QHash<RackId, double>> m_rackLosses;
    LoopFigures& loopFigures(const CoolingLoop& loop) const;
    std::vector<const Cable*> m_cableAt;  ///< whole pass: each connection's cable, by the connection's position
    /// Whole pass, made at the first cageLinks(): per device position, its
    /// type and where its ports start in m_connectionAtPort, which holds the
    /// position of the connection at each port of the device's type (-1: none).
    struct PortTable {
        std::vector<const DeviceType*> typeAt;
        std::vector<int> firstPort;
        std::vector<int> connectionAtPort;
    };
    const PortTable& portTable() const;
    mutable std::optional<PortTable> m_portTable;
    std::vector<const Device*> m_noDevices;
    std::vector<const Rack*> m_noRacks;
};

}  // namespace sn
