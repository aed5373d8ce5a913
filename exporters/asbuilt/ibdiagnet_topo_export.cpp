#include "exporters/asbuilt/ibdiagnet_topo_export.h"

#include "model/asbuilt/expected_fabric.h"
#include "model/asbuilt/ib_port_numbering.h"
#include "model/core/excerpt.h"
#include "model/design/design.h"

#include <QMap>

namespace sn {

namespace {

struct Plug {
    QString type, system, port;  ///< IBDM system type, system name, front-panel port
};

bool isSwitch(const DeviceType& t) { return t.category == DeviceCategory::Switch; }

/// A port of the design as IBDM names it: switches by IB port "P<n>", servers by faceplate.
Plug plugOf(const Design& design, const PortRef& ref, const LinkEnd& end) {
    const Device* d = design.device(ref.device);
    const DeviceType* t = design.typeOf(*d);
    return {t->id, d->name, isSwitch(*t) ? QStringLiteral("P") + end.port : ref.port};
}

QByteArray switchIbnl(const DeviceType& t) {
    const int ports = int(IbPortNumbering::switchPorts(t).size());
    QString out = QStringLiteral("TOPSYSTEM %1\n\nNODE SW %2 %1 U1\n").arg(t.id).arg(ports);
    for (int p = 1; p <= ports; ++p) out += QStringLiteral("   %1 -> P%1\n").arg(p);
    return out.toUtf8();
}

QByteArray serverIbnl(const DeviceType& t) {
    QString out = QStringLiteral("TOPSYSTEM %1\n").arg(t.id);
    for (const NcclNic* nic : IbPortNumbering::hcas(t))
        out += QStringLiteral("\nNODE CA 1 %1 %2\n   1 -> %3\n").arg(t.id, nic->name, nic->port);
    return out.toUtf8();
}

}  // namespace

std::vector<NamedFile> IbdiagnetTopoExport::files(const Design& design) {
    const ExpectedFabric fabric = ExpectedFabric::infiniband(design);
    QMap<QString, QStringList> sections;  // "TYPE NAME" → connection lines
    QMap<QString, const DeviceType*> types;
    for (const ExpectedLink& l : fabric.links) {
        const Plug a = plugOf(design, l.a, l.endA), b = plugOf(design, l.b, l.endB);
        sections[a.type + QLatin1Char(' ') + a.system] << QStringLiteral("   %1 -> %2 %3 %4").arg(a.port, b.type, b.system, b.port);
        sections[b.type + QLatin1Char(' ') + b.system] << QStringLiteral("   %1 -> %2 %3 %4").arg(b.port, a.type, a.system, a.port);
        for (const PortRef& r : {l.a, l.b}) {
            const DeviceType* t = design.typeOf(*design.device(r.device));
            types.insert(t->id, t);
        }
    }
    QString topo = QStringLiteral("# IBDM topology of \"%1\" revision %2 (Supernode Designer); IBDM_IBNL_PATH=ibnl\n")
                       .arg(oneLine(design.info().name), oneLine(design.info().revision));  // one comment line
    for (const auto& [system, lines] : sections.asKeyValueRange()) topo += QLatin1Char('\n') + system + QLatin1Char('\n') + lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
    std::vector<NamedFile> files{{QStringLiteral("fabric.topo"), topo.toUtf8()}};
    for (const DeviceType* t : std::as_const(types))
        files.push_back({QStringLiteral("ibnl/%1.ibnl").arg(t->id), isSwitch(*t) ? switchIbnl(*t) : serverIbnl(*t)});
    return files;
}

}  // namespace sn
