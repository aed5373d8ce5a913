#include "exporters/asbuilt/ibnetdiscover_export.h"

#include "model/asbuilt/expected_fabric.h"
#include "model/asbuilt/ib_port_numbering.h"
#include "model/core/excerpt.h"
#include "model/core/ids.h"
#include "model/design/design.h"

#include <QMap>

namespace sn {

namespace {

/// A stable made-up GUID per node: the first 8 bytes of the name-derived
/// UUID, with the low byte cleared so the HCA's port GUID (+1) stays inside it.
quint64 guidOf(const QString& node) {
    const QByteArray bytes = Id<struct IbGuidTag>::fromName(node).uuid().toRfc4122();
    quint64 g = 0;
    for (int i = 0; i < 8; ++i) g = (g << 8) | quint8(bytes[i]);
    return g & ~quint64(0xff);
}
QString hex16(quint64 g) { return QStringLiteral("%1").arg(g, 16, 16, QLatin1Char('0')); }
QString hexShort(quint64 g) { return QString::number(g, 16); }

/// The IB name of a port's signalling rate, 4 lanes: EDR 25, HDR 50, NDR 100,
/// XDR 200 Gb/s per lane (InfiniBand Trade Association speed roadmap).
QString rateOf(double gbps) {
    if (gbps >= 800) return QStringLiteral("4xXDR");
    if (gbps >= 400) return QStringLiteral("4xNDR");
    if (gbps >= 200) return QStringLiteral("4xHDR");
    if (gbps >= 100) return QStringLiteral("4xEDR");
    return QStringLiteral("4xFDR");
}

struct Node {
    bool isSwitch = false;
    int ports = 1;
    QMap<int, std::pair<LinkEnd, double>> links;  // local port → far end, rate
};

}  // namespace

QByteArray IbnetdiscoverExport::text(const Design& design) {
    const ExpectedFabric fabric = ExpectedFabric::infiniband(design);
    QMap<QString, Node> nodes;  // sorted by description: a stable file
    for (const auto& [end, port] : fabric.portOf.asKeyValueRange()) {
        Node& n = nodes[end.node];
        const Device* d = design.device(port.device);
        const DeviceType* t = d ? design.typeOf(*d) : nullptr;
        n.isSwitch = t && t->category == DeviceCategory::Switch;
        n.ports = n.isSwitch && t ? int(IbPortNumbering::switchPorts(*t).size()) : 1;
    }
    for (const ExpectedLink& l : fabric.links) {
        const PortSpec* spec = design.portSpec(l.a);
        const double gbps = spec ? spec->speedGbps : 0;
        nodes[l.endA.node].links.insert(l.endA.port.toInt(), {l.endB, gbps});
        nodes[l.endB.node].links.insert(l.endB.port.toInt(), {l.endA, gbps});
    }
    auto idOf = [&](const QString& node) {
        return (nodes.value(node).isSwitch ? QStringLiteral("S-") : QStringLiteral("H-")) + hex16(guidOf(node));
    };
    QString out = QStringLiteral("#\n# Topology file: expected fabric of \"%1\" revision %2 (Supernode Designer)\n#\n")
                      .arg(oneLine(design.info().name), oneLine(design.info().revision));  // one comment line
    for (const bool switches : {true, false}) {
        for (const auto& [name, node] : nodes.asKeyValueRange()) {
            if (node.isSwitch != switches || node.links.isEmpty()) continue;
            const quint64 guid = guidOf(name);
            out += QStringLiteral("\nsysimgguid=0x%1\n").arg(hexShort(guid));
            if (node.isSwitch) {
                out += QStringLiteral("switchguid=0x%1(%1)\n").arg(hexShort(guid));
                out += QStringLiteral("Switch\t%1 \"%2\"\t\t# \"%3\" base port 0 lid 0 lmc 0\n").arg(node.ports).arg(idOf(name), name);
                for (const auto& [port, far] : node.links.asKeyValueRange()) {
                    const bool farSwitch = nodes.value(far.first.node).isSwitch;
                    const QString farGuid = farSwitch ? QString() : QStringLiteral("(%1) ").arg(hexShort(guidOf(far.first.node) + 1));
                    out += QStringLiteral("[%1]\t\"%2\"[%3]%4\t\t# \"%5\" lid 0 %6\n")
                               .arg(port).arg(idOf(far.first.node), far.first.port, farGuid, far.first.node, rateOf(far.second));
                }
            } else {
                out += QStringLiteral("caguid=0x%1\n").arg(hexShort(guid));
                out += QStringLiteral("Ca\t%1 \"%2\"\t\t# \"%3\"\n").arg(node.ports).arg(idOf(name), name);
                for (const auto& [port, far] : node.links.asKeyValueRange())
                    out += QStringLiteral("[%1](%2) \t\"%3\"[%4]\t\t# lid 0 lmc 0 \"%5\" lid 0 %6\n")
                               .arg(port).arg(hexShort(guid + quint64(port)), idOf(far.first.node), far.first.port,
                                              far.first.node, rateOf(far.second));
            }
        }
    }
    return out.toUtf8();
}

}  // namespace sn
