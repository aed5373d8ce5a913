#include "model/commands/set_os_names_command.h"

#include "model/core/excerpt.h"
#include "model/design/design.h"

#include <algorithm>

namespace sn {

SetOsNamesCommand::SetOsNamesCommand(Design& design, Catalog before, Catalog after, const QString& text)
    : QUndoCommand(text), m_design(design), m_before(std::move(before)), m_after(std::move(after)) {}

EditResult SetOsNamesCommand::make(Design& design, const QString& typeId, const QString& group,
                                   const QStringList& netdevs, const QStringList& rdma, const QString& source) {
    const DeviceType* now = design.catalog().device(typeId);
    if (!now) return {nullptr, tr("The design's catalog has no device type %1.").arg(quotedExcerpt(typeId))};
    DeviceType type = *now;
    const auto g = std::find_if(type.portGroups.begin(), type.portGroups.end(),
                                [&](const PortGroup& p) { return p.nameTemplate == group; });
    if (g == type.portGroups.end()) {
        QStringList groups;
        for (const PortGroup& p : type.portGroups) groups << p.nameTemplate;
        return {nullptr, tr("%1 has no port group %2 (it has %3).").arg(type.id, quotedExcerpt(group), groups.join(u", "))};
    }
    const int ports = g->count * g->subports;
    if (netdevs.isEmpty()) {
        if (!rdma.isEmpty()) return {nullptr, tr("RDMA device names need the interface names beside them.")};
        g->os.reset();
    } else {
        if (netdevs.size() != ports)
            return {nullptr, tr("Port group %1 of %2 has %n port(s); %3 interface name(s) given.", nullptr, ports)
                                 .arg(group, type.id)
                                 .arg(netdevs.size())};
        if (!rdma.isEmpty() && rdma.size() != ports)
            return {nullptr, tr("Port group %1 of %2 has %n port(s); %3 RDMA device name(s) given.", nullptr, ports)
                                 .arg(group, type.id)
                                 .arg(rdma.size())};
        for (const QString& name : netdevs + rdma)
            if (!OsInterfaceNames::isValidName(name))
                return {nullptr, tr("%1 is not a name the OS could give a port (1 to 15 characters, no '/', ':' or "
                                    "spaces).")
                                     .arg(quotedExcerpt(name))};
        if (source.trimmed().isEmpty()) return {nullptr, tr("Say where the interface names come from.")};
        g->os = OsInterfaceNames{netdevs, rdma, source};
    }
    if (g->os == now->portGroups[size_t(g - type.portGroups.begin())].os)
        return {nullptr, tr("%1 port group %2 already has these names.").arg(type.id, group)};
    type.expandPorts();
    Catalog after = design.catalog();
    after.put(std::move(type));
    const QString text = netdevs.isEmpty() ? tr("Clear the OS names of %1 %2").arg(now->model, group)
                                           : tr("Name %1 %2 %3").arg(now->model, group, netdevs.join(u", "));
    return {std::unique_ptr<QUndoCommand>(new SetOsNamesCommand(design, design.catalog(), std::move(after), text)), {}};
}

}  // namespace sn
