#include "exporters/drawings/rack_elevation.h"

#include "model/design/design.h"

#include <algorithm>

namespace sn {

RackElevation RackElevation::of(const Design& design, const Rack& rack, Face face) {
    RackElevation e;
    e.rackName = rack.name;
    e.face = face;
    e.uHeight = rack.uHeight;
    std::vector<bool> used(size_t(std::max(rack.uHeight, 0)), false);
    for (const DeviceId& id : design.devicesIn(rack.id)) {
        const Device* d = design.device(id);
        const DeviceType* t = d ? design.typeOf(*d) : nullptr;
        if (!t) continue;
        ElevationItem item{d->name, t->id, t->model, t->category};
        if (d->placement.side != SideChannel::None) {
            // Side channels are at the rear; the front view does not see them.
            if (face != Face::Rear) continue;
            item.side = d->placement.side;
            item.sideIndex = d->placement.sideIndex;
        } else {
            item.u = d->placement.u;
            item.heightU = t->occupiedU();
            item.facesViewer = d->placement.face == face;
            for (int u = item.u; u < item.u + item.heightU; ++u)
                if (u >= 1 && u <= int(used.size())) used[size_t(u - 1)] = true;
        }
        e.items.push_back(item);
    }
    e.freeU = int(std::count(used.begin(), used.end(), false));
    return e;
}

}  // namespace sn
