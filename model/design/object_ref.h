#pragma once

#include "model/core/enum_names.h"
#include "model/core/ids.h"

#include <QUuid>

#include <optional>

namespace sn {

/// The kinds of design object that a finding, a search hit or a selection names.
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
    /// The id as the kind's id type (`ref.as<RackId>()`), nullopt when not a valid id.
    template <class IdT>
    std::optional<IdT> as() const {
        return IdT::fromString(id.toString(QUuid::WithoutBraces));
    }
    bool operator==(const ObjectRef&) const = default;
};

}  // namespace sn
