#pragma once

#include "model/catalog/catalog.h"
#include "model/design/design_objects.h"

#include <vector>

namespace sn {

/// The ports a device's filled bays add to it: the power inlets of
/// the PSU modules in its PSU bays, so a PDU outlet can be cabled to them and
/// the power rules see them; the network interfaces of the NIC and
/// transceiver modules in its I/O bays (an AOC-MCX4121A-ACAT's two SFP28
/// ports), so they are cabled, checked and labelled as the type's own ports.
///
/// Named as NetBox names a module's components (ModularComponentTemplateModel
/// .resolve_name): every "{module}" in the module's port name becomes the
/// bay's position, so the PWS-2K70A-1R's "PSU{module}" in bay "PSU 1" at
/// position "PSU1" is "PSUPSU1" and the NIC's "Ethernet/{module}/1" in bay
/// "AIOM" at "AIOM1" is "Ethernet/AIOM1/1". Each port is a cage of its own,
/// numbered after the type's cages, on the rear face; a PSU's inlet is
/// required (a PSU counted in the capacity must be fed), a NIC's port is not.
class ModulePorts {
public:
    /// The module ports of `device` (of type `type`), in bay order; empty
    /// for a device without filled bays.
    static std::vector<PortSpec> of(const Catalog& catalog, const DeviceType& type, const Device& device);
    /// The same for one fill: the ports `fill` adds to a device of `type`.
    static std::vector<PortSpec> ofFill(const Catalog& catalog, const DeviceType& type, const ModuleFill& fill,
                                        int firstCage);
    /// NetBox's name of a module component: `name` with "{module}" → `position`.
    static QString resolvedName(const QString& name, const QString& position);
    /// The port of `ports` called `name`, or nullptr.
    static const PortSpec* find(const std::vector<PortSpec>& ports, const QString& name);
};

}  // namespace sn
