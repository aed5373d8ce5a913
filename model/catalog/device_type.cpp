#include "model/catalog/device_type.h"

#include "model/catalog/shared_key_lookup.h"

#include <cmath>

namespace sn {

double PduSpec::continuousW() const {
    const double apparent = phases == 3 ? std::sqrt(3.0) * voltageLlV * currentA
                                        : voltageLlV * currentA;
    return apparent * derating;
}

TypeFigures DeviceType::unknowable() {
    // The figures an import can lack; each is a member written by catalog_json
    // (the full-depth flag is NetBox's own, kept in the netbox member).
    return {TypeFigure::MaxPowerW,      TypeFigure::TypicalPowerW,    TypeFigure::WeightKg,
            TypeFigure::DepthMm,        TypeFigure::LiquidFraction,   TypeFigure::MaxCoolantInletC,
            TypeFigure::Pdu,            TypeFigure::Cdu,              TypeFigure::FullDepth};
}

std::optional<double> DeviceType::number(TypeFigure figure) const {
    switch (figure) {
    case TypeFigure::MaxPowerW: return maxPowerW;
    case TypeFigure::TypicalPowerW: return typicalPowerW;
    case TypeFigure::WeightKg: return weightKg;
    case TypeFigure::DepthMm: return depthMm;
    case TypeFigure::LiquidFraction: return liquidFraction;
    case TypeFigure::MaxCoolantInletC: return maxCoolantInletC.value_or(0);
    default: return std::nullopt;
    }
}

bool DeviceType::setNumber(TypeFigure figure, double value) {
    switch (figure) {
    case TypeFigure::MaxPowerW: maxPowerW = value; break;
    case TypeFigure::TypicalPowerW: typicalPowerW = value; break;
    case TypeFigure::WeightKg: weightKg = value; break;
    case TypeFigure::DepthMm: depthMm = value; break;
    case TypeFigure::LiquidFraction: liquidFraction = value; break;
    case TypeFigure::MaxCoolantInletC: maxCoolantInletC = value; break;
    default: return false;
    }
    unknownFields.remove(figure);
    return true;
}

int DeviceType::occupiedU() const { return int(std::ceil(uHeight)); }

const PortSpec* DeviceType::port(const QString& name) const {
    static const QString none;
    const int at =
        SharedKeyLookup<PortSpec, 1024>::find(&m_ports, m_portIndex, name, [&](int i) -> const QString& {
            return i >= 0 && size_t(i) < m_ports.size() ? m_ports[size_t(i)].name : none;
        });
    return at < 0 ? nullptr : &m_ports[size_t(at)];
}

std::vector<const PortSpec*> DeviceType::cageOf(const PortSpec& port) const {
    // Ports are expanded cage by cage, subports in order: the cage is the
    // run around `port` of length cagePorts.
    const size_t at = size_t(&port - m_ports.data());
    std::vector<const PortSpec*> out;
    const size_t first = at - size_t(port.subport - 1);
    for (size_t i = first; i < first + size_t(port.cagePorts) && i < m_ports.size(); ++i) out.push_back(&m_ports[i]);
    return out;
}

void DeviceType::expandPorts() {
    m_ports.clear();
    m_portIndex.clear();
    int cage = 0;
    for (const PortGroup& g : portGroups) {
        int inGroup = 0;  // the port's index within its group, for its OS names
        for (int i = 0; i < g.count; ++i, ++cage) {
            const int perRow = g.perRow > 0 ? g.perRow : g.count;
            const double x = g.xMm + (i % perRow) * g.pitchMm;
            const double y = g.yMm + (i / perRow) * g.rowPitchMm;
            for (int s = 1; s <= g.subports; ++s) {
                PortSpec p;
                p.name = QString(g.nameTemplate)
                             .replace(QStringLiteral("{n}"), QString::number(g.first + i))
                             .replace(QStringLiteral("{s}"), QString::number(s));
                p.face = g.face;
                p.formFactor = g.formFactor;
                p.speedGbps = g.speedGbps;
                p.lanes = g.lanes;
                p.role = g.role;
                p.required = g.required;
                p.phase = g.phase;
                p.dcFeed = g.dcFeed;
                p.blindMate = g.blindMate;
                p.netbox = g.netbox;
                if (g.os && inGroup < g.os->netdevs.size()) {
                    p.netdev = g.os->netdevs[inGroup];
                    if (inGroup < g.os->rdmaDevices.size()) p.rdmaDevice = g.os->rdmaDevices[inGroup];
                    p.osSource = g.os->source;
                }
                ++inGroup;
                p.xMm = x;
                p.yMm = y;
                p.cage = cage;
                p.cagePorts = g.subports;
                p.subport = s;
                p.cageName = QString(g.nameTemplate)
                                 .replace(QStringLiteral("{n}"), QString::number(g.first + i))
                                 .remove(QStringLiteral("/{s}"))
                                 .remove(QStringLiteral("{s}"));
                m_portIndex.insert(p.name, int(m_ports.size()));
                m_ports.push_back(std::move(p));
            }
        }
    }
}

const ModuleBay* DeviceType::moduleBay(const QString& name) const {
    for (const ModuleBay& b : moduleBays)
        if (b.name == name) return &b;
    return nullptr;
}

bool DeviceType::operator==(const DeviceType& o) const {
    return id == o.id && vendor == o.vendor && model == o.model && category == o.category
        && mount == o.mount && uHeight == o.uHeight && depthMm == o.depthMm
        && widthMm == o.widthMm && weightKg == o.weightKg && maxPowerW == o.maxPowerW
        && typicalPowerW == o.typicalPowerW && liquidFraction == o.liquidFraction
        && maxCoolantInletC == o.maxCoolantInletC && coolantMaxKpa == o.coolantMaxKpa && gpus == o.gpus && psu == o.psu
        && pdu == o.pdu && manifold == o.manifold && cdu == o.cdu && airCooler == o.airCooler
        && coolingCircuit == o.coolingCircuit
        && nvlinkDomain == o.nvlinkDomain && failureRate == o.failureRate && moduleBays == o.moduleBays
        && portGroups == o.portGroups
        && nccl == o.nccl
        && source == o.source && unknownFields == o.unknownFields && netbox == o.netbox;
}

}  // namespace sn
