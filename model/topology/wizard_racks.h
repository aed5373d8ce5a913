#pragma once

#include "topology/supernode_wizard.h"
#include "topology/topology_builder.h"
#include "topology/wizard_sizing.h"

#include <QCoreApplication>
#include <QStringList>

#include <vector>

namespace sn {

/// Lays racks out in rows and fills them for the SupernodeWizard: servers or
/// a rack-scale domain, switches, a management switch per rack; then, once
/// every rack is known, PDUs and manifolds in the side channels, their power,
/// coolant and management connections, cooling loops with CDUs, overhead
/// trays and the room around it all.
class WizardRacks {
    Q_DECLARE_TR_FUNCTIONS(WizardRacks)
public:
    WizardRacks(TopologyBuilder& builder, const WizardSizing& sizing);

    void beginRow();
    /// A rack of `servers` 8-GPU servers, or one rack-scale domain (servers
    /// ignored); returns the fabric endpoints (servers or compute trays).
    std::vector<DeviceId> addComputeRack(int servers);
    /// A network rack holding switches of the fabric type with these names.
    std::vector<DeviceId> addNetworkRack(const QStringList& switchNames);
    /// Everything that depends on all racks being placed (see the class note).
    void finish(WizardSummary& summary, Room& room);

    static QString rowName(int row);

private:
    struct RackEntry {
        RackId id;
        QString name;
        int row = 0;
        std::vector<DeviceId> devices;  ///< in U order
        std::vector<DeviceId> busbarLoads, shelves;
        std::optional<DeviceId> mgmt;  ///< set as soon as the rack exists
        bool network = false;
    };
    RackEntry& newRack(bool network);
    DeviceId place(RackEntry& rack, const DeviceType& type, const QString& name, int u);
    void addRackServices(RackEntry& rack, WizardSummary& summary);
    void addCooling(WizardSummary& summary);
    void addTraysAndRoom(Room& room);

    TopologyBuilder& m_b;
    const WizardSizing& m_s;
    std::vector<RowId> m_rows;
    std::vector<int> m_racksInRow;
    std::vector<int> m_cdusInRow;
    std::vector<RackEntry> m_racks;
};

}  // namespace sn
