#include "analysis/device_psus.h"

#include <algorithm>

namespace sn {

DevicePsus DevicePsus::of(const Catalog& catalog, const DeviceType& type, const Device& device) {
    DevicePsus out;
    for (const ModuleFill& f : device.modules) {
        const ModuleType* m = catalog.module(f.moduleId);
        if (!m || m->kind != ModuleKind::Psu) continue;
        const bool unknown = m->isUnknown(QStringLiteral("max_power_w"));
        out.ratingUnknown = out.ratingUnknown || unknown;
        if (!unknown) out.ratingW = out.count == 0 || out.ratingW == 0 ? m->maxPowerW : std::min(out.ratingW, m->maxPowerW);
        ++out.count;
    }
    if (out.count > 0) {
        out.origin = Origin::Modules;
        out.redundant = type.psu ? std::clamp(type.psu->redundant, 0, out.count - 1) : out.count / 2;
        return out;
    }
    if (type.psu && type.psu->count > 0) {
        out.origin = Origin::Type;
        out.count = type.psu->count;
        out.redundant = std::clamp(type.psu->redundant, 0, out.count - 1);
        out.ratingW = type.psu->ratingW;
    }
    return out;
}

}  // namespace sn
