#pragma once

#include "model/catalog/device_type.h"

#include <QString>

namespace sn::netbox {

/// What the category guess looks at: counts taken from the device-type file.
struct CategoryEvidence {
    double uHeight = 0;
    int powerOutlets = 0;
    int dataInterfaces = 0;  ///< physical interfaces that are not mgmt_only
    int frontRearPorts = 0;
    int gpuBays = 0;     ///< module bays whose name, position or description says GPU
    int components = 0;  ///< every component of every kind
    QString text;        ///< model, description and comments
};

/// A device type has no role in NetBox (a device does); this guesses our
/// category from what the file says, first rule that fits:
///  1. "UPS" or "uninterruptible" said          → UPS
///  2. power outlets                            → PDU
///  3. "CDU" or "coolant distribution" said      → CDU
///  4. "firewall" or "router" said              → router (routers and firewalls)
///  5. "switch" said, or 16+ data interfaces     → switch
///  6. "storage", "NAS", "SAN", "JBOD" said       → storage node
///  7. front/rear ports, no data interfaces     → patch panel
///  8. no components at all                     → blank panel
///  9. anything else                            → server (GPU count from GPU bays)
/// The words are read in model, description and comments, as a NetBox user
/// names a device role ("Firewall", "Core Switch"). Radix 16 separates
/// switches from servers: the densest GPU servers have 8 compute + 2
/// storage + 2 in-band NICs, the smallest leaf switches 16+.
DeviceCategory guessCategory(const CategoryEvidence& e);

/// True when a module bay's texts name a GPU slot ("GPU 01", "GPU Slot 1").
bool isGpuBay(const QString& name, const QString& position, const QString& description);
/// What a module bay takes, by its name, position or description.
ModuleBayKind moduleBayKindOf(const QString& name, const QString& position, const QString& description);

}  // namespace sn::netbox
