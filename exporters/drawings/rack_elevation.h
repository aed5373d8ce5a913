#pragma once

#include "model/catalog/catalog_enums.h"
#include "model/design/design_objects.h"

#include <QString>

#include <vector>

namespace sn {

class Design;

/// One device as a rack elevation shows it.
struct ElevationItem {
    QString name, typeId, model;
    DeviceCategory category = DeviceCategory::Server;
    int u = 0;          ///< lowest U, rack-mounted; 0 for side-channel items
    int heightU = 0;    ///< 0 for side-channel items
    bool facesViewer = true;  ///< its front panel is on the face being drawn
    SideChannel side = SideChannel::None;
    int sideIndex = 0;
};

/// What a rack looks like from one face: U-mounted devices (on both faces,
/// marked by which way they look) and, from the rear, the 0U devices in the
/// side channels. Empty U are the gaps; `freeU` counts them.
struct RackElevation {
    QString rackName;
    Face face = Face::Front;
    int uHeight = 42;
    std::vector<ElevationItem> items;
    int freeU = 0;

    static RackElevation of(const Design& design, const Rack& rack, Face face);
};

}  // namespace sn
