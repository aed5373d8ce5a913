#include "views/common/category_style.h"

#include "model/design/design.h"

#include <algorithm>
#include <map>

namespace sn {

QColor CategoryStyle::color(DeviceCategory category) {
    // Muted hues that stay readable with dark text on them and on white paper.
    switch (category) {
    case DeviceCategory::Server: return {0x5b, 0x8d, 0xd6};
    case DeviceCategory::ComputeTray: return {0x4a, 0x7b, 0xc4};
    case DeviceCategory::NvlinkSwitchTray: return {0x8e, 0x6b, 0xc9};
    case DeviceCategory::Switch: return {0x3f, 0xa7, 0x8f};
    case DeviceCategory::HeadNode: return {0x7f, 0x9c, 0xb5};
    case DeviceCategory::StorageNode: return {0xc9, 0x9a, 0x4e};
    case DeviceCategory::Pdu: return {0xd9, 0x6c, 0x4f};
    case DeviceCategory::PowerShelf: return {0xc8, 0x5a, 0x3c};
    case DeviceCategory::Manifold: return {0x3b, 0x9c, 0xc8};
    case DeviceCategory::Cdu: return {0x2d, 0x7f, 0xb0};
    case DeviceCategory::CableManager: return {0x9a, 0x9a, 0x9a};
    case DeviceCategory::PatchPanel: return {0xa8, 0xa0, 0x8c};
    case DeviceCategory::Blank: return {0xc4, 0xc4, 0xc4};
    case DeviceCategory::Ups: return {0xb8, 0x4a, 0x62};
    case DeviceCategory::Router: return {0x5f, 0x8f, 0x4a};
    case DeviceCategory::AirCooler: return {0x6b, 0xae, 0xd6};
    }
    return Qt::gray;
}

QString CategoryStyle::name(DeviceCategory category) {
    switch (category) {
    case DeviceCategory::Server: return tr("Servers");
    case DeviceCategory::ComputeTray: return tr("Compute trays");
    case DeviceCategory::NvlinkSwitchTray: return tr("NVLink switch trays");
    case DeviceCategory::Switch: return tr("Switches");
    case DeviceCategory::HeadNode: return tr("Head nodes");
    case DeviceCategory::StorageNode: return tr("Storage nodes");
    case DeviceCategory::Pdu: return tr("PDUs");
    case DeviceCategory::PowerShelf: return tr("Power shelves");
    case DeviceCategory::Manifold: return tr("Coolant manifolds");
    case DeviceCategory::Cdu: return tr("CDUs");
    case DeviceCategory::CableManager: return tr("Cable managers");
    case DeviceCategory::PatchPanel: return tr("Patch panels");
    case DeviceCategory::Blank: return tr("Blanking panels");
    case DeviceCategory::Ups: return tr("UPS units");
    case DeviceCategory::Router: return tr("Routers and firewalls");
    case DeviceCategory::AirCooler: return tr("Air coolers (CRAH, in-row)");
    }
    return {};
}

std::optional<DeviceCategory> CategoryStyle::dominantCategory(const Design& design, const Rack& rack) {
    std::map<int, int> unitsByCategory;
    for (DeviceId id : design.devicesIn(rack.id)) {
        const Device* d = design.device(id);
        const DeviceType* type = d ? design.typeOf(*d) : nullptr;
        if (!type) continue;
        // Infrastructure never decides a rack's colour unless it is all there is.
        const bool infra = type->category == DeviceCategory::Pdu || type->category == DeviceCategory::Manifold
            || type->category == DeviceCategory::CableManager || type->category == DeviceCategory::Blank;
        unitsByCategory[int(type->category)] += infra ? 0 : std::max(1, type->occupiedU());
        if (infra) unitsByCategory.try_emplace(int(type->category), 0);
    }
    if (unitsByCategory.empty()) return std::nullopt;
    // std::map iterates by enum order, Server first, so ties go to the earlier category.
    auto best = unitsByCategory.begin();
    for (auto it = unitsByCategory.begin(); it != unitsByCategory.end(); ++it)
        if (it->second > best->second) best = it;
    return DeviceCategory(best->first);
}

}  // namespace sn
