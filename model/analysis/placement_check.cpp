#include "model/analysis/placement_check.h"

namespace sn {

PlacementCheck PlacementCheck::of(const Design& design, const QString& typeId, const Placement& at,
                                  std::optional<DeviceId> moving) {
    PlacementCheck out;
    out.check = design.checkPlacement(typeId, at, moving);
    if (!out.check.ok || !at.rack) return out;
    const Device* moved = moving ? design.device(*moving) : nullptr;
    if (moved && moved->placement.rack == at.rack) return out;
    const DeviceType* type = design.catalog().device(typeId);
    if (!type) return out;  // checkPlacement refused it already
    if (const auto refused = RackFill::refusal(design, *at.rack, *type, moving)) {
        out.check = Check::refused(refused->message);
        out.limit = refused->limit;
    }
    return out;
}

}  // namespace sn
