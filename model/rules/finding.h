#pragma once

#include "core/enum_names.h"
#include "core/ids.h"

#include <QString>
#include <QUuid>

#include <optional>
#include <vector>

namespace sn {

enum class Severity { Error, Warning, Info };
inline constexpr EnumNames<Severity, 3> kSeverityNames{{{
    {Severity::Error, "error"},
    {Severity::Warning, "warning"},
    {Severity::Info, "info"},
}}};

enum class ObjectKind { Room, Rack, Device, Loop, Connection, Cable, Tray };
inline constexpr EnumNames<ObjectKind, 7> kObjectKindNames{{{
    {ObjectKind::Room, "room"},
    {ObjectKind::Rack, "rack"},
    {ObjectKind::Device, "device"},
    {ObjectKind::Loop, "loop"},
    {ObjectKind::Connection, "connection"},
    {ObjectKind::Cable, "cable"},
    {ObjectKind::Tray, "tray"},
}}};

/// One object a finding is about, so the rule panel can select it.
struct ObjectRef {
    ObjectKind kind = ObjectKind::Room;
    QUuid id;
    static ObjectRef of(RackId id) { return {ObjectKind::Rack, id.uuid()}; }
    static ObjectRef of(DeviceId id) { return {ObjectKind::Device, id.uuid()}; }
    static ObjectRef of(LoopId id) { return {ObjectKind::Loop, id.uuid()}; }
    static ObjectRef of(ConnectionId id) { return {ObjectKind::Connection, id.uuid()}; }
    static ObjectRef of(CableId id) { return {ObjectKind::Cable, id.uuid()}; }
    static ObjectRef of(TrayId id) { return {ObjectKind::Tray, id.uuid()}; }
    bool operator==(const ObjectRef&) const = default;
};

/// What a rule found: how bad, about which objects, the figure measured
/// against its limit (in `unit`), and a translated sentence for people.
struct Finding {
    Severity severity = Severity::Error;
    QString ruleKey;
    std::vector<ObjectRef> objects;
    double measured = 0;
    std::optional<double> limit;  ///< nullopt for figures without a limit (e.g. kW/m² shown as info)
    QString unit;                 ///< "W", "A", "L/min", "kg", "mm", "m", "U", "°C", "%", "kW/m²", …
    QString message;
    bool operator==(const Finding&) const = default;
};

}  // namespace sn
