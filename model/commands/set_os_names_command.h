#pragma once

#include "model/catalog/catalog.h"
#include "model/commands/design_edits.h"

#include <QCoreApplication>
#include <QStringList>
#include <QUndoCommand>

namespace sn {

/// Gives the ports of one port group of a device type the names the host
/// OS gives them (Linux interface, RDMA device), in the design's catalog, as
/// one undo step. For a server type whose vendor publishes no port mapping:
/// the NCCL env files then set NCCL_SOCKET_IFNAME from them for every host
/// of that type whose port is cabled.
class SetOsNamesCommand final : public QUndoCommand {
    Q_DECLARE_TR_FUNCTIONS(SetOsNamesCommand)
public:
    /// Refused (with a reason) when the design's catalog has no such type or
    /// group, when `netdevs` does not give one name per port of the group,
    /// when `rdma` is neither empty nor one per port, or when a name is not
    /// one the OS could give (OsInterfaceNames::isValidName). Empty `netdevs`
    /// removes the names. `source` says where the names come from.
    static EditResult make(Design& design, const QString& typeId, const QString& group, const QStringList& netdevs,
                           const QStringList& rdma, const QString& source);

    void redo() override { m_design.setCatalog(m_after); }
    void undo() override { m_design.setCatalog(m_before); }

private:
    SetOsNamesCommand(Design& design, Catalog before, Catalog after, const QString& text);

    Design& m_design;
    Catalog m_before;
    Catalog m_after;
};

}  // namespace sn
