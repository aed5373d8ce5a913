#pragma once

#include "model/design/design_fragment.h"
#include "model/topology/cable_picker.h"

#include <QCoreApplication>
#include <QHash>
#include <QString>

#include <optional>
#include <vector>

namespace sn {

/// Collects a generator's output (rows, racks, devices, loops, trays,
/// connections with their cables) as a DesignFragment. Ids come from names
/// (Id::fromName), so the same input always gives the same design. It keeps
/// every port's use, so no port is joined twice, and joins only ports whose
/// form factors mate: a generator that tries otherwise has a bug, and gets a
/// std::logic_error.
class TopologyBuilder {
    Q_DECLARE_TR_FUNCTIONS(TopologyBuilder)
public:
    explicit TopologyBuilder(const Catalog& catalog);

    const Catalog& catalog() const { return m_catalog; }
    const DesignFragment& fragment() const { return m_fragment; }
    /// The fragment, after each cage of several ports got one plug: links
    /// of one cage whose picked types differ (a leaf cage with one leg in
    /// its own rack and one to the next) all take the type that fits every
    /// one of them, the later in the between-racks order (fibre).
    DesignFragment takeFragment();

    const Device& device(DeviceId id) const { return m_fragment.devices[size_t(m_deviceIndex.value(id))]; }
    const DeviceType& typeOf(DeviceId id) const { return *m_deviceTypes[size_t(m_deviceIndex.value(id))]; }
    bool isUsed(const PortRef& port) const { return m_used.contains(port); }
    /// The name of the rack the device is in ("" for a floor-standing device).
    QString rackNameOf(DeviceId device) const;
    /// The next free port of the device with this role (and form factor), in
    /// catalog order; nullopt when all are taken.
    std::optional<PortRef> nextFree(DeviceId device, PortRole role,
                                    std::optional<FormFactor> formFactor = std::nullopt);
    /// Ports of the device with this role, in catalog order (used or not).
    std::vector<const PortSpec*> portsOf(DeviceId device, PortRole role) const;

    RowId addRow(const QString& name);
    RackId addRack(Rack rack);
    /// Throws std::logic_error for a type the catalog lacks or a duplicate name.
    DeviceId addDevice(const QString& typeId, const QString& name, const Placement& where);
    LoopId addLoop(CoolingLoop loop);
    void setLoopCdu(LoopId loop, DeviceId cdu);
    void setRackLoop(RackId rack, LoopId loop);
    void addTray(Tray tray);
    /// Joins a and b with a planned cable of the default type (typeFixed = false).
    /// When this link completes two cages joined port for port, all their
    /// links take one twin-port cable if the catalog has one.
    ConnectionId connect(const PortRef& a, const PortRef& b, PortRole role);
    /// Gives the connection's cable this catalog type, fixed: routing keeps
    /// it (a header pipe sized for its flow, not the shortest that reaches).
    void fixCableType(ConnectionId connection, const QString& typeId);

private:
    const Catalog& m_catalog;
    CablePicker m_cables;
    DesignFragment m_fragment;
    QHash<DeviceId, int> m_deviceIndex;
    std::vector<const DeviceType*> m_deviceTypes;
    QHash<RackId, int> m_rackIndex;
    QHash<PortRef, ConnectionId> m_used;
    QHash<ConnectionId, int> m_connectionIndex;
    void makeTwinCable(const PortRef& a, const PortSpec& pa, const PortRef& b, const PortSpec& pb, bool sameRack);
    void settleCages();
    QHash<quint64, int> m_cursor;  ///< (device, role, form factor) → first port index worth scanning
};

}  // namespace sn
