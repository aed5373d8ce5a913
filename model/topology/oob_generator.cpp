#include "model/topology/oob_generator.h"

#include "model/core/sn_error.h"

namespace sn {

QStringList OobGenerator::accessPorts(const DeviceType& sw) {
    QStringList out;
    for (const PortGroup& g : sw.portGroups) {
        if (g.role != PortRole::Oob || g.formFactor != FormFactor::Rj45 || g.count * g.subports < 2) continue;
        for (int i = 0; i < g.count; ++i)
            for (int s = 1; s <= g.subports; ++s)
                out << QString(g.nameTemplate)
                           .replace(QStringLiteral("{n}"), QString::number(g.first + i))
                           .replace(QStringLiteral("{s}"), QString::number(s));
    }
    return out;
}

void OobGenerator::connect(TopologyBuilder& b, const std::vector<DeviceId>& devices, DeviceId mgmtSwitch) {
    const QStringList access = accessPorts(b.typeOf(mgmtSwitch));
    qsizetype next = 0;
    for (DeviceId dev : devices) {
        if (dev == mgmtSwitch) continue;
        for (const PortSpec* p : b.portsOf(dev, PortRole::Oob)) {
            if (p->formFactor != FormFactor::Rj45 || b.isUsed({dev, p->name})) continue;
            while (next < access.size() && b.isUsed({mgmtSwitch, access[next]})) ++next;
            if (next >= access.size())
                throw UserError(tr("Management switch %1 has no free port for %2.")
                                    .arg(b.device(mgmtSwitch).name, b.device(dev).name));
            b.connect({dev, p->name}, {mgmtSwitch, access[next]}, PortRole::Oob);
        }
    }
}

}  // namespace sn
