#include "model/analysis/loop_network.h"

#include "model/analysis/coolant_flow.h"
#include "model/analysis/device_heat.h"
#include "model/core/units.h"
#include "model/hydraulics/link_head_loss.h"

#include <QHash>
#include <QSet>

#include <algorithm>
#include <cmath>

namespace sn {

namespace {

using hyd::Link;
using hyd::LinkKind;

/// Water's density at 20 °C, the reference of a specific gravity, kg/m³.
constexpr double kWaterDensity = 998.2;
/// One psi of head in a Cv rating, in metres of the fluid: Cv is defined on
/// water, ΔP = SG·(Q/Cv)², so the head lost is the same in any fluid.
constexpr double kPsiHeadM = 6894.757 / (999.0 * hyd::LinkHeadLoss::kGravity);
constexpr double kLpmPerGpm = 3.785412;

/// A CDU's primary (facility water) ports are not part of its secondary loop.
bool isPrimaryPort(const DeviceType& type, const PortSpec& port) {
    return type.cdu && port.name.startsWith(QLatin1String("PRI"));
}

class Builder {
    Q_DECLARE_TR_FUNCTIONS(LoopNetwork)
public:
    Builder(const Design& design, const CoolingLoop& loop, LoopNetwork& out) : m_design(design), m_loop(loop), m_out(out) {}

    void build() {
        m_out.loop = m_loop.id;
        m_out.name = m_loop.name;
        m_out.network.title = m_loop.name;
        const CoolantType* coolant = m_design.catalog().coolant(m_loop.coolantId);
        if (!coolant) {
            m_out.missing << tr("Coolant \"%1\" is not in the catalog.").arg(m_loop.coolantId);
            return;
        }
        setFluid(*coolant);
        collectDevices();
        setFillPressure();
        // CDUs first, so each connected part's pressure reference is a CDU's suction.
        for (const Device* d : m_devices)
            if (const DeviceType* t = m_design.typeOf(*d); t && t->cdu) addPump(*d, *t);
        for (const Device* d : m_devices)
            if (const DeviceType* t = m_design.typeOf(*d); t && !t->cdu) addCircuit(*d, *t, *coolant);
        for (const Connection* c : coolantConnections()) addPipe(*c);
        reportUnpiped();
    }

private:
    void setFluid(const CoolantType& coolant) {
        m_out.densityKgM3 = coolant.densityKgPerL * 1000.0;
        m_out.meanTempC = m_loop.supplyTempC + m_loop.deltaTK / 2.0;
        m_out.network.fluid.specificGravity = m_out.densityKgM3 / kWaterDensity;
        m_out.network.fluid.kinematicViscosityM2s = coolant.kinematicViscosityM2s(m_out.meanTempC);
        if (m_out.network.fluid.kinematicViscosityM2s <= 0)
            m_out.missing << tr("Coolant \"%1\" has no viscosity in the catalog.").arg(coolant.id);
    }

    /// The loop's racks' devices, its own CDU, and whatever coolant pipes reach from them.
    void collectDevices() {
        std::vector<DeviceId> queue;
        const auto add = [&](DeviceId id) {
            const Device* d = m_design.device(id);
            if (!d || m_index.contains(id)) return;
            m_index.insert(id, int(m_devices.size()));
            m_devices.push_back(d);
            queue.push_back(id);
        };
        if (m_loop.cdu) add(*m_loop.cdu);
        for (const Rack& r : m_design.racks())
            if (r.loop == m_loop.id)
                for (DeviceId id : m_design.devicesIn(r.id)) add(id);
        while (!queue.empty()) {
            const DeviceId id = queue.back();
            queue.pop_back();
            for (ConnectionId cid : m_design.connectionsOf(id)) {
                const Connection* c = m_design.connection(cid);
                if (c && c->role == PortRole::Coolant) add(c->a.device == id ? c->b.device : c->a.device);
            }
        }
    }

    /// The coolant connections between the loop's devices, in document
    /// order, found from the devices' own connections (a pass over every
    /// connection of the design for each loop grew with the design squared).
    std::vector<const Connection*> coolantConnections() const {
        std::vector<std::pair<int, const Connection*>> found;
        for (const Device* d : m_devices)
            for (ConnectionId cid : m_design.connectionsOf(d->id)) {
                const Connection* c = m_design.connection(cid);
                // Each from its A end (both ends are the loop's).
                if (c && c->role == PortRole::Coolant && c->a.device == d->id && m_index.contains(c->b.device))
                    found.emplace_back(m_design.connections().indexOf(cid), c);
            }
        std::sort(found.begin(), found.end(), [](const auto& x, const auto& y) { return x.first < y.first; });
        // A device joined to itself lists the connection at both its ports.
        found.erase(std::unique(found.begin(), found.end(), [](const auto& x, const auto& y) { return x.first == y.first; }),
                    found.end());
        std::vector<const Connection*> out;
        out.reserve(found.size());
        for (const auto& f : found) out.push_back(f.second);
        return out;
    }

    /// The loop's top: its tallest rack (a rack manifold runs its height).
    void setFillPressure() {
        for (const Rack& r : m_design.racks())
            if (r.loop == m_loop.id) m_out.highestPointM = std::max(m_out.highestPointM, r.uHeight * kRackUnitMm / 1000.0);
        m_out.fillKpa = m_out.kpa(m_out.highestPointM) + LoopNetwork::kFillMarginAtTopKpa;
    }

    /// A cooled device no pipe joins to any pump: the design holds no water
    /// path for it (a loop drawn as racks and a CDU, not piped), which the
    /// rules' cooling.rack-piping reports; nothing to solve.
    void reportUnpiped() {
        const std::vector<int> part = m_out.network.partOfEachNode();
        QSet<int> pumped;
        for (int pump : m_out.pumps) pumped.insert(part[size_t(m_out.network.links[size_t(pump)].from)]);
        for (const LoopNetwork::Cooled& c : m_out.cooled)
            if (!pumped.contains(part[size_t(m_out.network.links[size_t(c.link)].from)])) {
                m_out.missing << tr("No pipe joins %1 to a CDU.").arg(m_design.device(c.device)->name);
                return;
            }
    }

    int node(const Device& device, bool supply) {
        const auto key = qMakePair(device.id, supply);
        if (auto it = m_nodes.find(key); it != m_nodes.end()) return *it;
        hyd::Node n;
        n.id = device.name + (supply ? QStringLiteral(":S") : QStringLiteral(":R"));
        m_out.network.nodes.push_back(n);
        m_out.nodeOwner.push_back(device.id);
        const DeviceType* type = m_design.typeOf(device);
        m_out.nodeRatingKpa.push_back(type ? type->coolantMaxKpa : std::nullopt);
        const int index = int(m_out.network.nodes.size()) - 1;
        m_nodes.insert(key, index);
        return index;
    }

    int addLink(Link link, LoopNetwork::Part part) {
        m_out.network.links.push_back(std::move(link));
        m_out.parts.push_back(part);
        return int(m_out.network.links.size()) - 1;
    }

    void addPump(const Device& cdu, const DeviceType& type) {
        if (!type.cdu->pump) {
            m_out.missing << tr("CDU %1 (%2) has no pump curve in the catalog.").arg(cdu.name, type.id);
            return;
        }
        const PumpCurveSpec& p = *type.cdu->pump;
        const auto curve = hyd::PumpCurve::throughPoints(m_out.headM(p.headKpa[0]), p.flowLpm[1], m_out.headM(p.headKpa[1]),
                                                         p.flowLpm[2], m_out.headM(p.headKpa[2]));
        if (!curve) {
            m_out.missing << tr("CDU %1 (%2): its pump curve does not fall with flow.").arg(cdu.name, type.id);
            return;
        }
        Link l;
        l.id = cdu.name;
        l.kind = LinkKind::Pump;
        l.from = node(cdu, false);
        l.to = node(cdu, true);
        l.curve = *curve;
        m_out.pumps.push_back(addLink(l, {LoopNetwork::Part::Kind::Pump, cdu.id, std::nullopt, std::nullopt}));
    }

    void addCircuit(const Device& device, const DeviceType& type, const CoolantType& coolant) {
        const DeviceHeat heat = DeviceHeat::of(m_design.catalog(), type, device);
        if (!heat.liquidCooled()) return;
        if (!type.coolingCircuit) {
            m_out.missing << tr("%1 (%2) is liquid-cooled but its cold-plate pressure drop is not in the catalog.")
                                 .arg(device.name, type.id);
            return;
        }
        const CoolingCircuitSpec& c = *type.coolingCircuit;
        Link l;
        l.id = device.name;
        l.kind = LinkKind::PowerLaw;
        l.from = node(device, true);
        l.to = node(device, false);
        l.refFlowLpm = c.atFlowLpm;
        l.refHeadLossM = m_out.headM(c.pressureDropKpa);
        l.exponent = c.exponent;
        const int link = addLink(l, {LoopNetwork::Part::Kind::Circuit, device.id, std::nullopt, std::nullopt});
        const int rack = device.placement.rack ? m_design.racks().indexOf(*device.placement.rack) : -1;
        m_out.cooled.push_back({device.id, link, rack, type.gpus, requiredFlowLpm(heat.liquidW, coolant, m_loop.deltaTK)});
    }

    /// The side of the loop a port is on: its device's supply node or return node.
    std::optional<int> portNode(const PortRef& ref) {
        const Device* d = m_design.device(ref.device);
        const DeviceType* t = d ? m_design.typeOf(*d) : nullptr;
        const PortSpec* p = m_design.portSpec(ref);
        if (!t || !p || isPrimaryPort(*t, *p)) return std::nullopt;
        if (p->formFactor == FormFactor::QdSupply) return node(*d, true);
        if (p->formFactor == FormFactor::QdReturn) return node(*d, false);
        return std::nullopt;
    }

    void addPipe(const Connection& c) {
        const auto a = portNode(c.a), b = portNode(c.b);
        if (!a || !b) return;
        const auto cableId = m_design.cableOf(c.id);
        const Cable* cable = cableId ? m_design.cable(*cableId) : nullptr;
        const CableType* type = cable ? m_design.catalog().cable(cable->typeId) : nullptr;
        const QString ends = m_design.device(c.a.device)->name + QLatin1Char(':') + c.a.port + QStringLiteral(" – ") +
                             m_design.device(c.b.device)->name + QLatin1Char(':') + c.b.port;
        if (!type) {
            m_out.missing << tr("Coolant link %1 has no hose or pipe type.").arg(ends);
            return;
        }
        if (!type->pipe) {
            m_out.missing << tr("Coolant link %1: %2 has no bore or roughness in the catalog.").arg(ends, type->id);
            return;
        }
        const std::optional<double> lengthMm = cable->routeLengthMm ? cable->routeLengthMm : cable->orderedLengthMm;
        if (!lengthMm) {
            m_out.missing << tr("Coolant link %1 is not routed: its length is not known.").arg(ends);
            return;
        }
        const PipeSpec& spec = *type->pipe;
        int from = *a;
        const LoopNetwork::Part part{LoopNetwork::Part::Kind::Pipe, c.a.device, cable->id, spec.maxPressureKpa};
        if (spec.quickDisconnects > 0) {
            // The couplings in series as one power law: each loses 1 psi of
            // head at Cv gpm, so n of them lose n·(q/Cv)² psi.
            Link qd;
            qd.id = cable->label + QStringLiteral(".QD");
            qd.kind = LinkKind::PowerLaw;
            qd.from = from;
            qd.to = from = addJoint(cable->label + QStringLiteral(".QD"));
            qd.refFlowLpm = spec.qdCv * kLpmPerGpm;
            qd.refHeadLossM = spec.quickDisconnects * kPsiHeadM;
            qd.exponent = 2;
            addLink(qd, {LoopNetwork::Part::Kind::QuickDisconnects, c.a.device, cable->id, spec.maxPressureKpa});
        }
        if (spec.balancingValve) from = addValve(*cable, spec, from, c);
        for (const FittedPartSpec& f : spec.fitted) from = addFitted(*cable, spec, f, from, c);
        Link pipe;
        pipe.id = cable->label.isEmpty() ? cable->id.toString() : cable->label;
        pipe.kind = LinkKind::Pipe;
        pipe.from = from;
        pipe.to = *b;
        pipe.lengthM = std::max(*lengthMm, 1.0) / 1000.0;
        pipe.diameterMm = spec.innerDiameterMm;
        pipe.roughnessMm = spec.roughnessMm;
        pipe.minorLossK = spec.fittingsK;
        addLink(pipe, part);
    }

    /// The pipe's balancing valve as a throttle in series at its `from`
    /// end; returns the node the pipe goes on from.
    int addValve(const Cable& cable, const PipeSpec& spec, int from, const Connection& c) {
        LoopNetwork::Valve v;
        v.cable = cable.id;
        v.spec = *spec.balancingValve;
        v.diameterMm = spec.innerDiameterMm;
        v.turns = cable.valveTurns ? std::clamp(*cable.valveTurns, 0.0, v.spec.maxTurns()) : v.spec.maxTurns();
        // The branch this valve sets: the rack manifold (or device) at one end of the pipe.
        for (const PortRef& end : {c.a, c.b}) {
            const Device* d = m_design.device(end.device);
            const DeviceType* t = d ? m_design.typeOf(*d) : nullptr;
            if (!t || t->cdu || !d->placement.rack) {
                v.branchOut = portNode(end).value_or(-1);
                continue;
            }
            v.rack = m_design.racks().indexOf(*d->placement.rack);
            v.branchIn = node(*d, true);
        }
        Link valve;
        valve.id = cable.label + QStringLiteral(".BV");
        valve.kind = LinkKind::Throttle;
        valve.from = from;
        valve.to = addJoint(cable.label + QStringLiteral(".BV"));
        valve.diameterMm = v.diameterMm;
        valve.minorLossK = lossCoefficientOfKv(v.spec.kvAt(v.turns), v.diameterMm);
        v.link = addLink(valve, {LoopNetwork::Part::Kind::BalancingValve, c.a.device, cable.id, spec.maxPressureKpa});
        m_out.valves.push_back(std::move(v));
        return valve.to;
    }

    /// Isolation valves or a strainer as a throttle in series at the
    /// pipe's `from` end (their K at its bore); returns the node after them.
    int addFitted(const Cable& cable, const PipeSpec& spec, const FittedPartSpec& f, int from, const Connection& c) {
        const QString suffix = f.kind == FittedPartSpec::Kind::Strainer ? QStringLiteral(".STR") : QStringLiteral(".IV");
        Link l;
        l.id = cable.label + suffix;
        l.kind = LinkKind::Throttle;
        l.from = from;
        l.to = addJoint(l.id);
        l.diameterMm = spec.innerDiameterMm;
        l.minorLossK = f.k * f.count;
        const int link = addLink(l, {LoopNetwork::Part::Kind::Fitted, c.a.device, cable.id, spec.maxPressureKpa});
        m_out.fitted.push_back({link, cable.id, f});
        return l.to;
    }

    /// A node inside a pipe run, between its parts: no device's side.
    int addJoint(const QString& id) {
        m_out.network.nodes.push_back({id, 0, 0, std::nullopt});
        m_out.nodeOwner.push_back(std::nullopt);
        m_out.nodeRatingKpa.push_back(std::nullopt);
        return int(m_out.network.nodes.size()) - 1;
    }

    const Design& m_design;
    const CoolingLoop& m_loop;
    LoopNetwork& m_out;
    std::vector<const Device*> m_devices;
    QHash<DeviceId, int> m_index;
    QHash<QPair<DeviceId, bool>, int> m_nodes;
};

}  // namespace

double LoopNetwork::kpa(double headM) const { return headM * densityKgM3 * hyd::LinkHeadLoss::kGravity / 1000.0; }
double LoopNetwork::headM(double kpa) const { return kpa * 1000.0 / (densityKgM3 * hyd::LinkHeadLoss::kGravity); }

std::vector<int> LoopNetwork::linksOf(DeviceId device) const {
    // A CDU out is its pump stopped: its check valve holds, and its
    // pipework still carries what the other CDUs send through a header.
    std::vector<int> out;
    for (int pump : pumps)
        if (parts[size_t(pump)].device == device) out.push_back(pump);
    if (!out.empty()) return out;
    for (size_t k = 0; k < parts.size(); ++k) {
        const Link& l = network.links[k];
        const bool own = (parts[k].kind == Part::Kind::Pump || parts[k].kind == Part::Kind::Circuit) && parts[k].device == device;
        const bool atNode = nodeOwner[size_t(l.from)] == device || nodeOwner[size_t(l.to)] == device;
        if (own || atNode) out.push_back(int(k));
    }
    return out;
}

std::vector<int> LoopNetwork::linksOf(CableId cable) const {
    std::vector<int> out;
    for (size_t k = 0; k < parts.size(); ++k)
        if (parts[k].cable == cable) out.push_back(int(k));
    return out;
}

LoopNetwork LoopNetwork::of(const Design& design, const CoolingLoop& loop) {
    LoopNetwork net;
    Builder(design, loop, net).build();
    return net;
}

std::vector<LoopNetwork> LoopNetwork::of(const Design& design) {
    std::vector<LoopNetwork> out;
    out.reserve(size_t(design.loops().size()));
    for (const CoolingLoop& loop : design.loops()) out.push_back(of(design, loop));
    return out;
}

}  // namespace sn
