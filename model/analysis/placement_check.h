#pragma once

#include "model/analysis/rack_fill.h"
#include "model/design/design.h"

#include <optional>

namespace sn {

/// Whether a device may stand at a place, the one answer for every way a
/// device is put somewhere (a drop on the plan or the elevation, a paste,
/// DesignEdits, a move): where the design's geometry allows it
/// (Design::checkPlacement: in the rack, nothing in the way, in the room)
/// and, in a rack it comes into, within the rack's limits (RackFill). A
/// move within its own rack changes no sum, so only its geometry is asked.
struct PlacementCheck {
    Check check;                     ///< ok, or why not (translated)
    std::optional<RackLimit> limit;  ///< the rack limit it would break, when that is why

    bool ok() const { return check.ok; }
    /// A device of `typeId` at `at`; `moving`, the device being moved there
    /// (left out of where it stands and weighed with its modules).
    static PlacementCheck of(const Design& design, const QString& typeId, const Placement& at,
                             std::optional<DeviceId> moving = std::nullopt);
};

}  // namespace sn
