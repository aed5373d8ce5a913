#include "model/analysis/design_figures.h"

#include "model/analysis/air_aisles.h"
#include "model/analysis/conversion_loss.h"
#include "model/analysis/loop_hydraulics.h"

#include "model/design/in_order_finder.h"

#include <functional>
#include <optional>

namespace sn {

DesignFigures::DesignFigures(const Design& design, Scope scope) : m_design(design), m_scope(scope) {
    m_devicesByRack.reserve(design.racks().size());
    // A rack's devices mostly follow each other in the document: one
    // look-up per run of them (a look-up per device was 16 % of an
    // incremental validate at 16 384 GPUs). `run` is re-fetched after every
    // operator[], which may move the hash's nodes.
    std::vector<const Device*>* run = nullptr;
    std::optional<RackId> runRack;
    for (const Device& d : design.devices()) {
        if (!d.placement.rack) continue;
        if (!run || *d.placement.rack != *runRack) {
            runRack = d.placement.rack;
            run = &m_devicesByRack[*runRack];
        }
        run->push_back(&d);
    }
    for (const Rack& r : design.racks())
        if (r.loop) m_racksByLoop[*r.loop].push_back(&r);
    if (scope == Scope::Whole) {
        // Cables mostly follow their connections' order (routing makes them so).
        InOrderFinder connections(design.connections());
        m_cableAt.assign(size_t(design.connections().size()), nullptr);
        for (const Cable& c : design.cables())
            if (const int at = connections.indexOf(c.connection); at >= 0) m_cableAt[size_t(at)] = &c;
    }
}

const Cable* DesignFigures::cableOf(const Connection& connection) const {
    // The connection's place: from its address when it is the design's own
    // object (as the engine passes it), else by its id.
    const ObjectTable<Connection, ConnectionId>& table = m_design.connections();
    if (!m_cableAt.empty() && size_t(table.size()) == m_cableAt.size()) {
        const Connection* first = &table[0];
        const std::less<const Connection*> before;
        if (!before(&connection, first) && before(&connection, first + table.size()))
            return m_cableAt[size_t(&connection - first)];
        const int at = table.indexOf(connection.id);
        return at < 0 ? nullptr : m_cableAt[size_t(at)];
    }
    const auto id = m_design.cableOf(connection.id);
    return id ? m_design.cable(*id) : nullptr;
}

const DesignFigures::PortTable& DesignFigures::portTable() const {
    if (m_portTable) return *m_portTable;
    PortTable& t = m_portTable.emplace();
    const ObjectTable<Device, DeviceId>& devices = m_design.devices();
    t.typeAt.reserve(size_t(devices.size()));
    t.firstPort.reserve(size_t(devices.size()) + 1);
    t.firstPort.push_back(0);
    for (const Device& d : devices) {
        const DeviceType* type = m_design.typeOf(d);
        t.typeAt.push_back(type);
        t.firstPort.push_back(t.firstPort.back() + (type ? int(type->ports().size()) : 0));
    }
    t.connectionAtPort.assign(size_t(t.firstPort.back()), -1);
    const ObjectTable<Connection, ConnectionId>& connections = m_design.connections();
    for (int i = 0; i < connections.size(); ++i)
        for (const PortRef* end : {&connections[i].a, &connections[i].b}) {
            const int d = devices.indexOf(end->device);
            const DeviceType* type = d < 0 ? nullptr : t.typeAt[size_t(d)];
            const PortSpec* spec = type ? type->port(end->port) : nullptr;
            // A module's port (a filled bay's) is not one of the type's.
            if (spec) t.connectionAtPort[size_t(t.firstPort[size_t(d)] + (spec - type->ports().data()))] = i;
        }
    return t;
}

std::vector<CageLink> DesignFigures::cageLinks(const PortRef& port) const {
    if (m_cableAt.empty() || size_t(m_design.connections().size()) != m_cableAt.size())
        return CableAssembly::linksInCage(m_design, port);
    const PortTable& t = portTable();
    const int d = m_design.devices().indexOf(port.device);
    const DeviceType* type = d < 0 ? nullptr : t.typeAt[size_t(d)];
    const PortSpec* spec = type ? type->port(port.port) : nullptr;
    if (!spec) return CableAssembly::linksInCage(m_design, port);  // a module's port, or none
    std::vector<CageLink> out;
    for (const PortSpec* p : type->cageOf(*spec)) {
        const int c = t.connectionAtPort[size_t(t.firstPort[size_t(d)] + (p - type->ports().data()))];
        if (c < 0) continue;
        CageLink link{p, &m_design.connections()[c], m_cableAt[size_t(c)], nullptr};
        if (link.cable) link.type = m_design.catalog().cable(link.cable->typeId);
        out.push_back(link);
    }
    return out;
}

const std::vector<const Device*>& DesignFigures::devicesIn(RackId rack) const {
    const auto it = m_devicesByRack.constFind(rack);
    return it == m_devicesByRack.cend() ? m_noDevices : *it;
}

const std::vector<const Rack*>& DesignFigures::racksOf(LoopId loop) const {
    const auto it = m_racksByLoop.constFind(loop);
    return it == m_racksByLoop.cend() ? m_noRacks : *it;
}

const SourceLoad& DesignFigures::sourceLoad(const Device& source) const {
    auto it = m_sourceLoads.find(source.id);
    if (it == m_sourceLoads.end()) it = m_sourceLoads.insert(source.id, loadOf(source, std::nullopt));
    return *it;
}

const std::vector<PowerFeed>& DesignFigures::feedsOf(const Device& load) const {
    auto it = m_feeds.find(load.id);
    if (it == m_feeds.end()) it = m_feeds.insert(load.id, PowerFeeds::feedsOf(m_design, load));
    return *it;
}

const RackLoad& DesignFigures::rackLoad(const Rack& rack) const {
    auto it = m_rackLoads.find(rack.id);
    if (it == m_rackLoads.end()) it = m_rackLoads.insert(rack.id, RackLoad::of(*this, rack));
    return *it;
}

struct DesignFigures::LoopFigures {
    LoopNetwork network;
    /// Points into `network`: a LoopFigures is held by pointer, never moved.
    std::optional<LoopHydraulics> hydraulics;
};

DesignFigures::LoopFigures& DesignFigures::loopFigures(const CoolingLoop& loop) const {
    std::shared_ptr<LoopFigures>& figures = m_loops[loop.id];
    if (!figures)
        figures = std::make_shared<LoopFigures>(LoopFigures{LoopNetwork::of(m_design, loop), std::nullopt});
    return *figures;
}

const LoopNetwork& DesignFigures::loopNetwork(const CoolingLoop& loop) const {
    return loopFigures(loop).network;
}

const LoopHydraulics& DesignFigures::loopHydraulics(const CoolingLoop& loop) const {
    LoopFigures& figures = loopFigures(loop);
    if (!figures.hydraulics) figures.hydraulics = LoopHydraulics::solve(figures.network);
    return *figures.hydraulics;
}

const AirAisles& DesignFigures::airAisles() const {
    if (!m_air)
        m_air = std::make_shared<const AirAisles>(
            AirAisles::of(m_design, [this](const Rack& r) { return rackLossW(r); }));
    return *m_air;
}

double DesignFigures::rackLossW(const Rack& rack) const {
    if (m_rackLosses)
        if (const auto kept = m_rackLosses->constFind(rack.id); kept != m_rackLosses->cend()) return *kept;
    const double lossW = ConversionLoss::rackLossW(
        m_design, rack.id, [this](const Device& source) { return sourceLoad(source).maxW; });
    if (m_rackLosses) m_rackLosses->insert(rack.id, lossW);
    return lossW;
}

std::optional<double> DesignFigures::loopFlowLpm(const CoolingLoop& loop, double heatW) const {
    return sn::loopFlowLpm(catalog(), loop, heatW);
}

SourceLoad DesignFigures::loadWithout(const Device& source, DeviceId lost) const { return loadOf(source, lost); }

SourceLoad DesignFigures::loadOf(const Device& source, std::optional<DeviceId> lost) const {
    // Each load's feeds as this context keeps them, found once.
    const auto kept = [this](const Device& load) -> const std::vector<PowerFeed>& { return feedsOf(load); };
    return PowerFeeds::loadOf(m_design, source, lost, kept);
}

}  // namespace sn
