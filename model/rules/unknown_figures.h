#pragma once

#include <functional>

#include "model/design/design.h"
#include "model/rules/finding.h"

#include <QStringList>

#include <vector>

namespace sn {

/// The placed devices of one device type.
struct DevicesOfType {
    const DeviceType* type = nullptr;
    std::vector<DeviceId> devices;
    std::vector<RackId> racks;  ///< racks holding them, first-seen order, each once
};

/// Device types that list `key` among their unknown figures (an import that
/// could not say it, DeviceType::unknownFields) and have devices in the
/// design, in catalog order; their devices in document order. Shared by the
/// rules that report unknown figures as unknown instead of trusting a zero.
std::vector<DevicesOfType> devicesWithUnknown(const Design& design, TypeFigure key);
/// The same for the types `pick` accepts; with `keep`, only their devices it keeps.
std::vector<DevicesOfType> devicesOfTypes(const Design& design, const std::function<bool(const DeviceType&)>& pick,
                                          const std::function<bool(const Device&)>& keep = {});

/// "Vendor Model" for messages.
QString typeLabel(const DeviceType& type);
/// What a finding about them names: the devices, then the racks they stand in.
std::vector<ObjectRef> objectRefs(const DevicesOfType& devices);

}  // namespace sn
