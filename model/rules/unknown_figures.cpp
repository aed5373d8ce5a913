#include "model/rules/unknown_figures.h"

#include <QHash>

#include <algorithm>

namespace sn {

std::vector<DevicesOfType> devicesWithUnknown(const Design& design, TypeFigure key) {
    return devicesOfTypes(design, [&](const DeviceType& type) { return type.isUnknown(key); });
}

std::vector<DevicesOfType> devicesOfTypes(const Design& design, const std::function<bool(const DeviceType&)>& pick,
                                          const std::function<bool(const Device&)>& keep) {
    QHash<QString, size_t> slot;
    std::vector<DevicesOfType> out;
    for (const DeviceType& type : design.catalog().devices()) {
        if (!pick(type)) continue;
        slot.insert(type.id, out.size());
        out.push_back({&type, {}, {}});
    }
    if (out.empty()) return out;  // the usual case: no imported type lacks the figure
    for (const Device& d : design.devices()) {
        const auto it = slot.constFind(d.typeId);
        if (it == slot.cend() || (keep && !keep(d))) continue;
        DevicesOfType& entry = out[*it];
        entry.devices.push_back(d.id);
        if (d.placement.rack && std::find(entry.racks.begin(), entry.racks.end(), *d.placement.rack) == entry.racks.end())
            entry.racks.push_back(*d.placement.rack);
    }
    out.erase(std::remove_if(out.begin(), out.end(), [](const DevicesOfType& e) { return e.devices.empty(); }),
              out.end());
    return out;
}

QString typeLabel(const DeviceType& type) {
    return type.vendor.isEmpty() ? type.model : type.vendor + QLatin1Char(' ') + type.model;
}

std::vector<ObjectRef> objectRefs(const DevicesOfType& devices) {
    std::vector<ObjectRef> refs;
    for (DeviceId d : devices.devices) refs.push_back(ObjectRef::of(d));
    for (RackId r : devices.racks) refs.push_back(ObjectRef::of(r));
    return refs;
}

}  // namespace sn
