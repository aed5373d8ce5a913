#pragma once

#include "model/catalog/device_type.h"
#include "model/core/ids.h"
#include "model/design/design_objects.h"

#include <QHash>
#include <QString>

#include <optional>
#include <utility>
#include <vector>

namespace sn {

/// Which connection uses each port of a design, and the ports that filled
/// module bays add to a device. Design keeps it in step with its tables; a
/// DesignSnapshot copies it.
///
/// A device's used ports sit in a slot per port of its type, by the port's
/// place in DeviceType::ports(), and by name for the ports its type does not
/// list (filled bays' ports, or ports a replaced catalog dropped). One
/// QHash<PortRef> of every used port (173 000 at 16 384 GPUs, each look-up
/// hashing the port's name) was a quarter of `validate`
/// (model/routing/README.md, "Port index").
class PortIndex {
public:
    /// One device's used ports.
    struct Use {
        const DeviceType* type = nullptr;  ///< the catalog's, as when indexed
        std::vector<std::optional<ConnectionId>> byIndex;
        std::vector<std::pair<QString, ConnectionId>> byName;
        int used = 0;

        /// The connection at the port `spec` (one of `type`'s ports, or
        /// nullptr) named `name`.
        std::optional<ConnectionId> at(const PortSpec* spec, const QString& name) const;
        /// Puts `connection` at that port (nullopt: frees it).
        void set(const PortSpec* spec, const QString& name, std::optional<ConnectionId> connection);
    };

    /// The ports `device`'s filled bays add (empty: none).
    const std::vector<PortSpec>& modulePortsOf(DeviceId device) const;
    /// The bay port of `device` named `name`, or nullptr.
    const PortSpec* modulePort(DeviceId device, const QString& name) const;
    /// Sets the ports its bays add (empty: none).
    void setModulePorts(DeviceId device, std::vector<PortSpec> ports);

    /// The connection at a port (`spec` its type's or a bay's spec, when known).
    std::optional<ConnectionId> connectionAt(const PortRef& port) const;
    std::optional<ConnectionId> connectionAt(DeviceId device, const PortSpec& port) const;
    /// The device's connected ports: its type's in their order, then its bays'.
    std::vector<std::pair<const PortSpec*, ConnectionId>> connectedPorts(DeviceId device) const;
    /// The connections at the device's ports, in no set order (a loop-back cable twice).
    std::vector<ConnectionId> connectionsAt(DeviceId device) const;

    /// Records `connection` at `port` (nullopt: the port is free again);
    /// `type` is read when the device gets its first connection.
    void setConnection(const PortRef& port, const DeviceType* type, std::optional<ConnectionId> connection);
    /// Takes a device's use as built whole (a design loaded at once).
    void adopt(DeviceId device, Use use);
    /// Forgets every connection (the bays' ports stay).
    void clearConnections();
    /// Forgets the device's bay ports.
    void dropDevice(DeviceId device);
    void clear();

private:
    QHash<DeviceId, Use> m_use;  ///< devices with a connection only
    QHash<DeviceId, std::vector<PortSpec>> m_modulePorts;
};

}  // namespace sn
