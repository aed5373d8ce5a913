#pragma once

#include "model/analysis/cable_assembly.h"
#include "model/design/design.h"

#include <QString>

namespace sn {

/// Where one end of a connection physically is, in the words a crew uses:
/// rack, device (host label), rack unit and faceplate port. Shared by the
/// cable schedule, the labels and the pull order.
struct CableEnd {
    const Device* device = nullptr;
    const Rack* rack = nullptr;       ///< nullptr for floor-standing devices
    QString rowName, rackName, deviceName, port;
    /// TIA-606 rack unit: the device's top RU counted from the bottom; 0 for
    /// 0U side-channel and floor-standing devices.
    int topU = 0;
    /// The {u} label token: "14" (two digits at least), "L1"/"R2" for side
    /// channels (1-based), "FL" on the floor.
    QString uToken;

    static CableEnd of(const Design& design, const PortRef& port);
};

/// A cable with its connection and both ends resolved; the display id is the
/// cable's label, or its uuid while it has none.
struct ResolvedCable {
    const Cable* cable = nullptr;
    const Connection* connection = nullptr;
    const CableType* type = nullptr;  ///< nullptr while no type is chosen
    CableEnd a, b;
    QString displayId;
    CableAssembly assembly;  ///< the physical part(s) the row belongs to

    static ResolvedCable of(const Design& design, const Cable& cable);
};

}  // namespace sn
