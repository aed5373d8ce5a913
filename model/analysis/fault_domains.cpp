#include "model/analysis/fault_domains.h"

#include "model/analysis/busbar_power.h"
#include "model/analysis/design_figures.h"
#include "model/analysis/failure_rates.h"
#include "model/analysis/phase_figures.h"
#include "model/analysis/power_feeds.h"
#include "model/analysis/rack_load.h"
#include "model/core/natural_order.h"

#include <QHash>
#include <QSet>

#include <algorithm>
#include <map>
#include <optional>
#include <set>
#include <utility>

namespace sn {

namespace {

bool isGpuDevice(const FaultDomains::Node& n) { return n.gpus > 0; }

bool hasLink(const FaultDomains::Node& n, const std::vector<FaultDomains::Node>& all, PortRole role,
             auto&& farTest) {
    return std::any_of(n.links.begin(), n.links.end(), [&](const FaultDomains::Link& l) {
        return l.role == role && farTest(all[size_t(l.other)]);
    });
}

template <class T>
void addOnce(std::vector<T>& list, const T& value) {
    if (std::find(list.begin(), list.end(), value) == list.end()) list.push_back(value);
}

}  // namespace

FaultDomains FaultDomains::of(const Design& design, Detail detail, const DesignFigures* figures) {
    FaultDomains f;
    f.m_design = &design;
    QHash<DeviceId, int> index;
    for (const Device& d : design.devices()) {
        Node n;
        n.device = &d;
        n.type = design.typeOf(d);
        n.gpus = n.type ? n.type->gpus : 0;
        n.rack = d.placement.rack ? design.racks().indexOf(*d.placement.rack) : -1;
        n.liquid = n.type && n.type->liquidFraction > 0 && !n.type->manifold && !n.type->cdu;
        index.insert(d.id, int(f.m_nodes.size()));
        f.m_totalGpus += n.gpus;
        f.m_nodes.push_back(std::move(n));
    }
    for (const Connection& c : design.connections()) {
        const int a = index.value(c.a.device, -1), b = index.value(c.b.device, -1);
        if (a < 0 || b < 0 || a == b) continue;
        if (c.role == PortRole::Power || c.role == PortRole::Coolant) continue;  // indexed below
        f.m_nodes[size_t(a)].links.push_back({b, c.role});
        f.m_nodes[size_t(b)].links.push_back({a, c.role});
    }
    f.indexPower();
    f.classify();
    std::optional<DesignFigures> own;
    if (!figures) figures = &own.emplace(design);
    f.indexCooling(*figures);
    // The air side is weighed only for a cooler out: no cooler, no aisle work
    // (faults.single-point builds these domains on every validate).
    if (std::any_of(f.m_nodes.begin(), f.m_nodes.end(), [](const Node& n) { return n.kind == FaultKind::AirCooler; }))
        f.m_air = figures->airAisles();
    f.groupNvlinkDomains();
    f.groupScalableUnits();
    f.listComponents();
    if (detail == Detail::Full) f.listMemberships();
    return f;
}

void FaultDomains::indexPower() {
    const Design& design = *m_design;
    QHash<DeviceId, int> index;
    for (size_t i = 0; i < m_nodes.size(); ++i) index.insert(m_nodes[i].device->id, int(i));
    // Every powered device, sources too: a PDU fed from a UPS's outlet goes
    // dark with the UPS, and so does what the PDU feeds (a CDU among them).
    for (Node& n : m_nodes) {
        if (!n.type) continue;
        for (const PowerFeed& feed : PowerFeeds::feedsOf(design, *n.device)) {
            const int source = index.value(feed.source, -1);
            const DeviceType* st = m_nodes[size_t(source)].type;
            const PortSpec* outlet = st ? st->port(feed.outlet) : nullptr;
            n.inlets.push_back({source, outlet ? PowerFeeds::phaseIndex(outlet->phase) : 0});
            addOnce(m_nodes[size_t(source)].loads, int(&n - m_nodes.data()));
        }
        // Its PSUs, from its filled PSU bays or the catalog (HGX B200: 6 ×
        // 3.3 kW, 5+1, caps below 14.3 kW): what a lost feed leaves it is
        // weighed against its maximum draw.
        if (!n.inlets.empty()) n.power = PsuLoss::of(design, *n.device);
    }
    // A busbar rack's loads hang on all its shelves at once (the shelves
    // share the bus): a lost tap-off, feed or shelf reaches them through
    // the shelves, and they are weighed against the shelves still live.
    for (const Rack& rack : design.racks()) {
        if (!BusbarPower::busbarOf(design, rack)) continue;
        const BusbarPower bus = BusbarPower::of(design, rack.id);
        for (DeviceId id : bus.loads) {
            Node& n = m_nodes[size_t(index.value(id))];
            for (DeviceId shelf : bus.shelves) {
                n.inlets.push_back({index.value(shelf), 0});
                addOnce(m_nodes[size_t(index.value(shelf))].loads, int(&n - m_nodes.data()));
            }
            if (!bus.shelves.empty()) n.power = PsuLoss::onBusbar(design, *n.device, bus);
        }
    }
    // The design has no upstream feed object: the side a source hangs on
    // is read from its name or side channel (PowerFeeds::feedSideOf), as
    // the report's power-feed line reads it.
    for (Node& n : m_nodes)
        if (n.type && n.type->pdu) n.feedSide = PowerFeeds::feedSideOf(*n.device);
}

void FaultDomains::classify() {
    for (Node& n : m_nodes) {
        if (!n.type) continue;
        if (n.gpus > 0) { n.kind = FaultKind::Server; continue; }
        switch (n.type->category) {
        case DeviceCategory::NvlinkSwitchTray: n.kind = FaultKind::NvlinkSwitchTray; break;
        case DeviceCategory::HeadNode:
        case DeviceCategory::StorageNode:
        case DeviceCategory::Server:
        case DeviceCategory::ComputeTray: n.kind = FaultKind::Node; break;
        case DeviceCategory::Ups:  // a UPS takes down what it feeds, as a PDU does
        case DeviceCategory::Pdu:
            n.kind = phase_figures::isTapOff(*n.type) ? FaultKind::TapOff : FaultKind::Pdu;
            break;
        case DeviceCategory::PowerShelf: n.kind = FaultKind::PowerShelf; break;
        case DeviceCategory::Cdu: n.kind = FaultKind::Cdu; break;
        case DeviceCategory::Manifold: n.kind = FaultKind::Manifold; break;
        case DeviceCategory::AirCooler: n.kind = FaultKind::AirCooler; break;
        case DeviceCategory::Router:  // a router or firewall has its role from its links, as a switch
        case DeviceCategory::Switch: n.kind = FaultKind::Switch; break;
        case DeviceCategory::CableManager:
        case DeviceCategory::PatchPanel:
        case DeviceCategory::Blank: break;
        }
    }
    // Switch roles from the connections: first the ones that touch hosts,
    // then the tiers above them.
    const auto host = [](const Node& o) { return o.gpus > 0 || o.kind == FaultKind::Node; };
    for (Node& n : m_nodes) {
        if (n.kind != FaultKind::Switch) continue;
        if (hasLink(n, m_nodes, PortRole::Compute, isGpuDevice))
            n.kind = FaultKind::Leaf;
        else if (hasLink(n, m_nodes, PortRole::Storage, host) || hasLink(n, m_nodes, PortRole::InBand, host))
            n.kind = FaultKind::StorageLeaf;
    }
    const auto kindIs = [](FaultKind k) { return [k](const Node& o) { return o.kind == k; }; };
    for (Node& n : m_nodes)
        if (n.kind == FaultKind::Switch && hasLink(n, m_nodes, PortRole::Compute, kindIs(FaultKind::Leaf)))
            n.kind = FaultKind::Spine;
    // The tier above the spines (a 3-tier fabric's core), before a core's
    // management port could make it look like a management switch.
    for (Node& n : m_nodes) {
        if (n.kind != FaultKind::Switch) continue;
        if (hasLink(n, m_nodes, PortRole::Compute, kindIs(FaultKind::Spine)))
            n.kind = FaultKind::Core;
        else if (hasLink(n, m_nodes, PortRole::Storage, kindIs(FaultKind::StorageLeaf)) ||
                 hasLink(n, m_nodes, PortRole::InBand, kindIs(FaultKind::StorageLeaf)))
            n.kind = FaultKind::StorageSpine;
        else if (std::any_of(n.links.begin(), n.links.end(), [](const Link& l) { return l.role == PortRole::Oob; }))
            n.kind = FaultKind::MgmtSwitch;
    }
}

void FaultDomains::indexCooling(const DesignFigures& context) {
    const Design& design = *m_design;
    QHash<DeviceId, int> index;
    for (size_t i = 0; i < m_nodes.size(); ++i) index.insert(m_nodes[i].device->id, int(i));
    // Coolant connections: a device's QD pair to a manifold, and (once loops
    // are piped) a manifold's facility inlet to a CDU.
    std::vector<std::vector<int>> manifoldCdus(m_nodes.size());
    for (const Connection& c : design.connections()) {
        if (c.role != PortRole::Coolant) continue;
        const int a = index.value(c.a.device, -1), b = index.value(c.b.device, -1);
        if (a < 0 || b < 0 || a == b) continue;
        for (auto [m, o] : {std::pair{a, b}, std::pair{b, a}}) {
            if (m_nodes[size_t(m)].kind != FaultKind::Manifold) continue;
            if (m_nodes[size_t(o)].kind == FaultKind::Cdu) addOnce(manifoldCdus[size_t(m)], o);
            else if (m_nodes[size_t(o)].kind != FaultKind::Manifold) {
                addOnce(m_nodes[size_t(o)].manifolds, m);
                addOnce(m_nodes[size_t(m)].piped, o);
            }
        }
    }
    QHash<LoopId, int> loopIndex;
    for (const CoolingLoop& l : design.loops()) {
        Loop loop{l.id, l.name, {}, {}, 0};
        if (l.cdu && index.contains(*l.cdu)) loop.cdus.push_back(index.value(*l.cdu));
        loopIndex.insert(l.id, int(m_loops.size()));
        m_loops.push_back(std::move(loop));
    }
    for (int r = 0; r < design.racks().size(); ++r) {
        const Rack& rack = design.racks()[r];
        if (!rack.loop || !loopIndex.contains(*rack.loop)) continue;
        Loop& loop = m_loops[size_t(loopIndex.value(*rack.loop))];
        loop.racks.push_back(r);
        loop.heatW += context.rackLoad(rack).liquidHeatW;
        for (const Device* d : context.devicesIn(rack.id))
            for (int cdu : manifoldCdus[size_t(index.value(d->id))]) addOnce(loop.cdus, cdu);
    }
    // The pumps the loop's pipes reach, a header between them included.
    m_loopNetworks = LoopNetwork::of(design);
    for (size_t l = 0; l < m_loops.size() && l < m_loopNetworks.size(); ++l) {
        const LoopNetwork& net = m_loopNetworks[l];
        for (int pump : net.pumps)
            if (const int node = index.value(net.parts[size_t(pump)].device, -1); node >= 0) addOnce(m_loops[l].cdus, node);
    }
}

double FaultDomains::cduCapacityW(int node) const {
    const DeviceType* t = m_nodes[size_t(node)].type;
    return t && t->cdu ? t->cdu->capacityW : 0;
}

void FaultDomains::groupNvlinkDomains() {
    // A GPU device on its own NVSwitch baseboard is its own domain; devices
    // joined by NVLink connections (through NVLink switch trays, NVL72) form one.
    std::vector<int> domain(m_nodes.size(), -1);
    int next = 0;
    for (size_t start = 0; start < m_nodes.size(); ++start) {
        if (!isGpuDevice(m_nodes[start]) || domain[start] >= 0) continue;
        std::vector<int> stack{int(start)};
        domain[start] = next;
        int gpus = 0;
        while (!stack.empty()) {
            const int i = stack.back();
            stack.pop_back();
            gpus += m_nodes[size_t(i)].gpus;
            for (const Link& l : m_nodes[size_t(i)].links)
                if (l.role == PortRole::NvLink && domain[size_t(l.other)] < 0) {
                    domain[size_t(l.other)] = next;
                    stack.push_back(l.other);
                }
        }
        m_domainGpus.push_back(gpus);
        ++next;
    }
    for (size_t i = 0; i < m_nodes.size(); ++i)
        if (isGpuDevice(m_nodes[i])) m_nodes[i].nvlinkDomain = domain[i];
}

void FaultDomains::groupScalableUnits() {
    // A scalable unit: the GPU devices that reach the same set of leaves, so
    // traffic among them turns at a leaf and never climbs to a spine.
    std::map<std::set<int>, int> unitOf;
    for (size_t i = 0; i < m_nodes.size(); ++i) {
        Node& n = m_nodes[i];
        if (!isGpuDevice(n)) continue;
        std::set<int> leaves;
        for (const Link& l : n.links)
            if (l.role == PortRole::Compute && m_nodes[size_t(l.other)].kind == FaultKind::Leaf) leaves.insert(l.other);
        const auto [it, added] = unitOf.try_emplace(leaves, int(m_suServers.size()));
        if (added) m_suServers.emplace_back();
        n.su = it->second;
        m_suServers[size_t(n.su)].push_back(int(i));
    }
    for (std::vector<int>& unit : m_suServers)
        std::sort(unit.begin(), unit.end(), [&](int a, int b) {
            return naturalLess(m_nodes[size_t(a)].device->name, m_nodes[size_t(b)].device->name);
        });
    // SUs in the order of their first server's name, named SU1, SU2, …
    std::vector<int> order(m_suServers.size());
    for (size_t k = 0; k < order.size(); ++k) order[k] = int(k);
    std::sort(order.begin(), order.end(), [&](int a, int b) {
        return naturalLess(m_nodes[size_t(m_suServers[size_t(a)].front())].device->name,
                           m_nodes[size_t(m_suServers[size_t(b)].front())].device->name);
    });
    std::vector<std::vector<int>> sorted;
    for (size_t k = 0; k < order.size(); ++k) {
        for (int i : m_suServers[size_t(order[k])]) m_nodes[size_t(i)].su = int(k);
        sorted.push_back(std::move(m_suServers[size_t(order[k])]));
        m_suNames << QStringLiteral("SU%1").arg(k + 1);
    }
    m_suServers = std::move(sorted);
}

void FaultDomains::listComponents() {
    for (size_t i = 0; i < m_nodes.size(); ++i) {
        const Node& n = m_nodes[i];
        if (!n.kind) continue;
        m_components.push_back({*n.kind, n.device->name, int(i), -1, {}, {}, FailureRates::annualOf(*n.type)});
        if (n.kind != FaultKind::Pdu || !n.type->pdu || n.loads.empty()) continue;
        // One component per phase that feeds something: a tripped phase breaker.
        std::set<int> phases;
        for (int load : n.loads)
            for (const Inlet& in : m_nodes[size_t(load)].inlets)
                if (in.source == int(i)) phases.insert(in.phase);
        if (n.type->pdu->phases == 3)
            for (int p : phases)
                m_components.push_back({FaultKind::PduPhase, QStringLiteral("%1 L%2").arg(n.device->name).arg(p + 1),
                                        int(i), p, {}, {}, 0});
    }
    QStringList sides;
    for (const Node& n : m_nodes)
        if (!n.feedSide.isEmpty() && !sides.contains(n.feedSide)) sides << n.feedSide;
    std::sort(sides.begin(), sides.end());
    for (const QString& s : sides)
        m_components.push_back({FaultKind::UpstreamFeed, tr("Feed %1").arg(s), -1, -1, s, {}, 0});
    for (const Loop& l : m_loops)
        m_components.push_back({FaultKind::CoolingLoop, l.name, -1, -1, {}, l.id, 0});
    listPipeRuns();
}

void FaultDomains::listPipeRuns() {
    // Facility pipes only: a server's hose (quick disconnects on it) out
    // takes that server, which needs no analysis.
    QSet<CableId> listed;  // a header two loops reach is one part
    for (const LoopNetwork& net : m_loopNetworks)
        for (const LoopNetwork::Part& part : net.parts) {
            if (part.kind != LoopNetwork::Part::Kind::Pipe || !part.cable || listed.contains(*part.cable)) continue;
            const Cable* cable = m_design->cable(*part.cable);
            const CableType* type = cable ? m_design->catalog().cable(cable->typeId) : nullptr;
            if (!type || !type->pipe || type->pipe->quickDisconnects > 0) continue;
            listed.insert(*part.cable);
            m_components.push_back({FaultKind::PipeRun, cable->label, -1, -1, {}, net.loop, 0, cable->id});
        }
}

void FaultDomains::listMemberships() {
    const Design& design = *m_design;
    const auto nameOf = [&](int i) { return m_nodes[size_t(i)].device->name; };
    std::vector<QString> domainNames(m_domainGpus.size());
    for (size_t i = 0; i < m_nodes.size(); ++i) {
        const Node& n = m_nodes[i];
        if (!isGpuDevice(n) || !domainNames[size_t(n.nvlinkDomain)].isEmpty()) continue;
        // Named after the rack for a rack-scale domain, the server for a baseboard.
        const bool rackScale = n.type->nvlinkDomain && n.type->nvlinkDomain->gpus > n.gpus && n.rack >= 0;
        domainNames[size_t(n.nvlinkDomain)] = rackScale ? design.racks()[n.rack].name : n.device->name;
    }
    // Each leaf's spines (distinct nodes, in link order) and each PDU
    // phase's name, made once: every server of a rail asks for the same
    // leaves' uplinks, and listing them per server was most of
    // faults.single-point at 16 384 GPUs.
    std::vector<std::optional<std::vector<int>>> leafSpines(m_nodes.size());
    auto spinesOf = [&](int leaf) -> const std::vector<int>& {
        std::optional<std::vector<int>>& spines = leafSpines[size_t(leaf)];
        if (!spines) {
            spines.emplace();
            for (const Link& up : m_nodes[size_t(leaf)].links)
                if (m_nodes[size_t(up.other)].kind == FaultKind::Spine &&
                    std::find(spines->begin(), spines->end(), up.other) == spines->end())
                    spines->push_back(up.other);
        }
        return *spines;
    };
    QHash<qint64, QString> phaseNames;  // source node × 8 + phase → "PDU L1"
    auto phaseName = [&](const Inlet& in) -> const QString& {
        const qint64 key = qint64(in.source) * 8 + in.phase;
        auto it = phaseNames.find(key);
        if (it == phaseNames.end())
            it = phaseNames.insert(key, QStringLiteral("%1 L%2").arg(nameOf(in.source)).arg(in.phase + 1));
        return *it;
    };
    std::vector<size_t> spineSeenBy(m_nodes.size(), m_nodes.size());  // the server that last listed the spine
    for (size_t i = 0; i < m_nodes.size(); ++i) {
        const Node& n = m_nodes[i];
        if (!isGpuDevice(n)) continue;
        Membership m;
        m.node = int(i);
        m.nvlinkDomain = domainNames[size_t(n.nvlinkDomain)];
        m.server = n.device->name;
        m.rack = n.rack >= 0 ? design.racks()[n.rack].name : QString();
        m.su = n.su >= 0 ? m_suNames[n.su] : QString();
        for (const Inlet& in : n.inlets) {
            const QString& phase = phaseName(in);
            if (!m.pduPhases.contains(phase)) m.pduPhases << phase;
            const QString& side = m_nodes[size_t(in.source)].feedSide;
            if (!side.isEmpty() && !m.feeds.contains(side)) m.feeds << side;
        }
        for (const Loop& l : m_loops)
            if (std::find(l.racks.begin(), l.racks.end(), n.rack) != l.racks.end()) {
                m.loop = l.name;
                for (int c : l.cdus) m.cdus << nameOf(c);
            }
        for (int mf : n.manifolds) m.manifolds << nameOf(mf);
        for (const Link& l : n.links) {
            const Node& o = m_nodes[size_t(l.other)];
            if (o.kind == FaultKind::Leaf && !m.leaves.contains(nameOf(l.other))) {
                m.leaves << nameOf(l.other);
                // The same names in the same order as testing every uplink
                // of the leaf by name: a node already listed is skipped by
                // index, a namesake of a listed one still by name.
                for (int spine : spinesOf(l.other)) {
                    if (std::exchange(spineSeenBy[size_t(spine)], i) == i) continue;
                    if (!m.spines.contains(nameOf(spine))) m.spines << nameOf(spine);
                }
            } else if (o.kind == FaultKind::StorageLeaf && !m.storageLeaves.contains(nameOf(l.other))) {
                m.storageLeaves << nameOf(l.other);
            } else if (o.kind == FaultKind::MgmtSwitch && !m.mgmt.contains(nameOf(l.other))) {
                m.mgmt << nameOf(l.other);
            }
        }
        std::sort(m.spines.begin(), m.spines.end(), naturalLess);
        m_memberships.push_back(std::move(m));
    }
}

}  // namespace sn
