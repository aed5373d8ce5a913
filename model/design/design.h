#pragma once

#include "model/catalog/catalog.h"
#include "model/design/copy_on_write.h"
#include "model/design/design_objects.h"
#include "model/design/id_index.h"
#include "model/design/object_table.h"
#include "model/design/parallelism_plan.h"
#include "model/design/port_index.h"
#include "model/design/routing_settings.h"

#include <QObject>
#include <QUndoStack>

#include <cstdint>
#include <memory>
#include <optional>
#include <utility>
#include <vector>

namespace sn {

struct DesignFragment;

/// Result of asking whether an edit may be made; `reason` is translated.
struct Check {
    bool ok = true;
    QString reason;
    static Check fine() { return {}; }
    static Check refused(QString why) { return {false, std::move(why)}; }
};

/// The document: room, racks, devices, trays, loops, connections and cables,
/// plus the catalog it uses and its undo stack. Views and tools change it only
/// through commands (model/commands), which call the mutation API below; each
/// mutation changes one thing and emits one specific signal.
class Design final : public QObject {
    Q_OBJECT
public:
    explicit Design(QObject* parent = nullptr);  ///< empty design on the built-in catalog
    explicit Design(Catalog catalog, QObject* parent = nullptr);
    ~Design() override;

    // ---- queries ---------------------------------------------------------
    const Catalog& catalog() const { return *m_catalog; }
    /// Counts every change to the document (each mutation below adds one), so
    /// a result computed from a DesignSnapshot can tell whether it still fits.
    std::uint64_t revision() const { return m_revision; }
    QUndoStack& undoStack() { return m_undoStack; }
    const ProjectInfo& info() const { return m_info; }
    const Room& room() const { return m_room; }
    /// How the design's cables are routed (saved with the design).
    const RoutingSettings& routingSettings() const { return m_routing; }
    /// The parallelism plan the design was sized for (saved with it), if any.
    const std::optional<ParallelismPlan>& parallelismPlan() const { return m_plan; }
    const ObjectTable<Row, RowId>& rows() const { return m_rows; }
    const ObjectTable<Rack, RackId>& racks() const { return m_racks; }
    const ObjectTable<Device, DeviceId>& devices() const { return m_devices; }
    const ObjectTable<Tray, TrayId>& trays() const { return m_trays; }
    const ObjectTable<CoolingLoop, LoopId>& loops() const { return m_loops; }
    const ObjectTable<Connection, ConnectionId>& connections() const { return m_connections; }
    const ObjectTable<Cable, CableId>& cables() const { return m_cables; }

    const Rack* rack(RackId id) const { return m_racks.find(id); }
    const Device* device(DeviceId id) const { return m_devices.find(id); }
    const Connection* connection(ConnectionId id) const { return m_connections.find(id); }
    const Cable* cable(CableId id) const { return m_cables.find(id); }
    /// The device's catalog type (nullptr only for a type the catalog lacks).
    const DeviceType* typeOf(const Device& device) const { return m_catalog->device(device.typeId); }
    /// The port's spec: one of its type's ports, or one its filled PSU bays add (ModulePorts).
    const PortSpec* portSpec(const PortRef& port) const;
    /// Every port of the device: its type's, then those its filled bays add.
    std::vector<const PortSpec*> portsOf(const Device& device) const;
    /// Only the ports its filled bays add (ModulePorts), kept up to date with its fills.
    const std::vector<PortSpec>& modulePortsOf(DeviceId device) const;

    std::optional<ConnectionId> connectionAt(const PortRef& port) const;
    /// The connection at one of the device's ports (`port` one of portsOf(device)):
    /// the same answer without looking the port up by name.
    std::optional<ConnectionId> connectionAt(const Device& device, const PortSpec& port) const;
    /// The device's connected ports, in the order of portsOf(device), each
    /// with its connection: what asking connectionAt of every port finds,
    /// without asking the free ones.
    std::vector<std::pair<const PortSpec*, ConnectionId>> connectedPorts(const Device& device) const;
    std::optional<CableId> cableOf(ConnectionId connection) const;
    /// Devices placed in the rack (U-mounted and side-mounted), in document order.
    std::vector<DeviceId> devicesIn(RackId rack) const;
    /// Connections that end at the device, in document order.
    std::vector<ConnectionId> connectionsOf(DeviceId device) const;

    /// May a device of this type go there, as far as the geometry goes (in the
    /// rack, the slot free, in the room)? `ignoring` is the device being
    /// moved. The rack's limits (kW, weight, flow…) are PlacementCheck's.
    Check checkPlacement(const QString& typeId, const Placement& where,
                         std::optional<DeviceId> ignoring = std::nullopt) const;
    /// May these two ports be joined? Both must exist, be free and mate.
    Check checkConnection(const PortRef& a, const PortRef& b) const;

    /// Why a mutation below would be refused; nullptr when it may be made.
    /// The mutations assert exactly these conditions (a refusal there is a
    /// bug, thrown as std::logic_error); commands ask them before they are
    /// pushed and again in redo(), which then does nothing instead of
    /// throwing into the event loop. Not translated: they name
    /// programming errors, never user input, which is checked with reasons
    /// by checkPlacement, checkConnection and the loaders.
    const char* whyNotInsert(const Rack& rack) const;
    const char* whyNotInsert(const Device& device) const;
    const char* whyNotInsert(const Connection& connection) const;
    const char* whyNotInsert(const Cable& cable) const;
    const char* whyNotReplace(const Row& row) const;
    const char* whyNotReplace(const Rack& rack) const;
    const char* whyNotReplace(const Device& device) const;
    const char* whyNotReplace(const Tray& tray) const;
    const char* whyNotReplace(const CoolingLoop& loop) const;
    const char* whyNotReplace(const Connection& connection) const;
    const char* whyNotReplace(const Cable& cable) const;

    // ---- mutation API (for commands and loaders) ---------------------------
    void setCatalog(Catalog catalog);
    void setInfo(const ProjectInfo& info);
    void setRoom(const Room& room);
    void setRoutingSettings(const RoutingSettings& settings);
    void setParallelismPlan(const std::optional<ParallelismPlan>& plan);

    void insert(int pos, Row row);
    void insert(int pos, Rack rack);
    void insert(int pos, Device device);
    void insert(int pos, Tray tray);
    void insert(int pos, CoolingLoop loop);
    void insert(int pos, Connection connection);
    void insert(int pos, Cable cable);

    /// Every object of a document at once, into this design while it holds
    /// none (a loader's last step, io/design_assembly.h): the same tables,
    /// order, indexes and revision as inserting each at the end in the
    /// fragment's order, with the preconditions of insert() checked on the
    /// way (std::logic_error, the design left empty) instead of once more
    /// per object, and no signal per object: nothing can listen to a design
    /// still being read. Inserting one by one was a tenth of opening a
    /// 16 384-GPU file (model/routing/README.md, "Opening a .supernode").
    void insertAll(DesignFragment objects);

    std::pair<int, Row> take(RowId id);
    std::pair<int, Rack> take(RackId id);
    std::pair<int, Device> take(DeviceId id);
    std::pair<int, Tray> take(TrayId id);
    std::pair<int, CoolingLoop> take(LoopId id);
    std::pair<int, Connection> take(ConnectionId id);
    std::pair<int, Cable> take(CableId id);

    void replace(const Row& row);
    void replace(const Rack& rack);
    void replace(const Device& device);
    void replace(const Tray& tray);
    void replace(const CoolingLoop& loop);
    void replace(const Connection& connection);
    void replace(const Cable& cable);

    /// Bulk edits bracket themselves so listeners refresh once, on batchEnded().
    void beginBatch();
    void endBatch();
    bool inBatch() const { return m_batchDepth > 0; }

Q_SIGNALS:
    void catalogChanged();
    void infoChanged();
    void roomChanged();
    void routingSettingsChanged();
    void parallelismPlanChanged();
    void rowInserted(sn::RowId id);
    void rowRemoved(sn::RowId id);
    void rowChanged(sn::RowId id);
    void rackInserted(sn::RackId id);
    void rackRemoved(sn::RackId id);
    void rackChanged(sn::RackId id);
    void deviceInserted(sn::DeviceId id);
    void deviceRemoved(sn::DeviceId id);
    void deviceChanged(sn::DeviceId id);
    void trayInserted(sn::TrayId id);
    void trayRemoved(sn::TrayId id);
    void trayChanged(sn::TrayId id);
    void loopInserted(sn::LoopId id);
    void loopRemoved(sn::LoopId id);
    void loopChanged(sn::LoopId id);
    void connectionInserted(sn::ConnectionId id);
    void connectionRemoved(sn::ConnectionId id);
    void connectionChanged(sn::ConnectionId id);
    void cableInserted(sn::CableId id);
    void cableRemoved(sn::CableId id);
    void cableChanged(sn::CableId id);
    void batchEnded();

private:
    friend class DesignSnapshot;
    struct SnapshotCopy {};
    /// A detached copy of the document (no undo history, no parent) for a
    /// DesignSnapshot: the tables and indexes are shared until the live design
    /// next changes them.
    Design(const Design& other, SnapshotCopy);

    void indexConnection(const Connection& c);
    void indexModulePorts(const Device& d);
    void unindexConnection(const Connection& c);
    void indexPortUse(const PortRef& port, std::optional<ConnectionId> connection);
    void reindexPortUse();
    void indexRackPlace(const Device& d);
    void unindexRackPlace(const Device& d);

    std::shared_ptr<const Catalog> m_catalog;  ///< shared with snapshots; replaced whole by setCatalog
    QUndoStack m_undoStack;
    ProjectInfo m_info;
    Room m_room;
    RoutingSettings m_routing;
    std::optional<ParallelismPlan> m_plan;
    ObjectTable<Row, RowId> m_rows;
    ObjectTable<Rack, RackId> m_racks;
    ObjectTable<Device, DeviceId> m_devices;
    ObjectTable<Tray, TrayId> m_trays;
    ObjectTable<CoolingLoop, LoopId> m_loops;
    ObjectTable<Connection, ConnectionId> m_connections;
    ObjectTable<Cable, CableId> m_cables;
    PortIndex m_ports;  ///< which connection uses each port, and the bays' ports
    CopyOnWrite<IdIndex<CableId>> m_cableOfConnection;  ///< shared with snapshots until the next cable edit
    /// Rack id → the devices placed in it, in no order: devicesIn() asked of
    /// every rack read every device each time (a quarter of `validate` at
    /// 65 536 GPUs). Shared with snapshots until the next device edit.
    CopyOnWrite<IdIndex<std::vector<DeviceId>>> m_devicesInRack;
    int m_batchDepth = 0;
    std::uint64_t m_revision = 0;
};

}  // namespace sn
