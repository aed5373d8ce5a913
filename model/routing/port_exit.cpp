#include "model/routing/port_exit.h"

#include "model/core/units.h"
#include "model/design/blank_object.h"
#include "model/design/design.h"
#include "model/routing/rack_frame.h"

#include <cmath>

namespace sn {

double PortExit::lateralMm(const RackFrame& frame, int side) const {
    if (column) return RackFrame::columnSide(*column) == side ? 0 : frame.rack().widthMm - frame.channelWidthMm();
    return std::abs(aMm - frame.columnA(side));
}

std::optional<PortExit> PortExits::of(const Design& design, const PortRef& port, const RoutingPolicy& policy,
                                      QString* whyNot) {
    auto fail = [&](const QString& why) -> std::optional<PortExit> {
        if (whyNot) *whyNot = why;
        return std::nullopt;
    };
    const Device* device = design.device(port.device);
    if (!device) return fail(tr("The connection names a device that does not exist."));
    const DeviceType* type = design.typeOf(*device);
    const PortSpec* spec = design.portSpec(port);
    if (!type || !spec) return fail(tr("%1 has no port \"%2\".").arg(device->name, port.port));
    if (!device->placement.rack) {
        if (type->widthMm <= 0 || type->depthMm <= 0)
            return fail(tr("%1 stands on the floor and its catalog entry gives no footprint to route from.")
                            .arg(device->name));
        // A floor unit is its own frame: x from the left edge of its face,
        // y from the floor.
        PortExit exit = blank<PortExit>();  // no id made (design/blank_object.h): two exits per cable
        exit.rack = RackFrame::floorUnitId(device->id);
        exit.face = spec->face;
        exit.aMm = spec->face == Face::Front ? spec->xMm : type->widthMm - spec->xMm;
        exit.zMm = spec->yMm;
        return exit;
    }
    const Rack* rack = design.rack(*device->placement.rack);
    if (!rack) return fail(tr("%1 is in a rack that does not exist.").arg(device->name));

    const RackFrame frame(*rack, policy);
    PortExit exit = blank<PortExit>();
    exit.rack = rack->id;
    const Placement& p = device->placement;
    if (type->mount == Mount::Side) {
        // 0U strips hang in the rear side channels, starting at U1's bottom edge;
        // "left" is the rack's left seen from the front, as for columns.
        const int side = p.side == SideChannel::Right ? 1 : 0;
        exit.face = Face::Rear;
        exit.column = RackFrame::columnIndex(Face::Rear, side);
        exit.aMm = frame.columnA(side);
        exit.zMm = frame.baseZ() + spec->yMm;
        return exit;
    }
    // The port's physical face: a device mounted back to front shows its
    // rear ports at the rack's front.
    const bool reversed = p.face == Face::Rear;
    exit.face = (spec->face == Face::Front) != reversed ? Face::Front : Face::Rear;
    const double panelMm = type->widthMm > 0 ? type->widthMm : policy.panelWidthMm;
    const double leftEdgeMm = (rack->widthMm - panelMm) / 2;
    // x counts from the left edge as a person facing that face sees it; seen
    // from the rear, the rack's left is on the right.
    exit.aMm = exit.face == Face::Front ? leftEdgeMm + spec->xMm : rack->widthMm - leftEdgeMm - spec->xMm;
    exit.zMm = frame.baseZ() + (p.u - 1) * kRackUnitMm + spec->yMm;
    return exit;
}

}  // namespace sn
