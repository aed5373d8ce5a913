#pragma once

#include <QHashFunctions>
#include <QString>
#include <QStringView>
#include <QUuid>

#include <optional>

namespace sn {

/// A typed, always-valid object id. Passing a CableId where a RackId is
/// expected does not compile; "maybe none" is std::optional<Id>.
template <class Tag>
class Id {
public:
    /// A fresh random id, for objects a user creates by hand.
    static Id create() { return Id(QUuid::createUuid()); }
    /// A reproducible id derived from a name, for generators whose output
    /// must be identical for identical input.
    static Id fromName(QStringView name) {
        static const QUuid ns(QStringLiteral("6f1c2a9e-0d4b-4f7e-9a51-3c8e2b7d5a10"));
        return Id(QUuid::createUuidV5(ns, name.toString()));
    }
    /// nullopt if the text is not a UUID (or is the nil UUID).
    static std::optional<Id> fromString(QStringView text) {
        const QUuid uuid = QUuid::fromString(text);
        if (uuid.isNull()) return std::nullopt;
        return Id(uuid);
    }
    /// The id of a UUID a reader parsed from its own bytes (core/uuid_text.h),
    /// nullopt for the nil UUID, as fromString refuses it. Parsing without a
    /// QStringView spares widening each id's 36 bytes to UTF-16 first: a
    /// tenth of opening a 16 384-GPU file (model/routing/README.md, "Fields read from their bytes").
    static std::optional<Id> fromUuid(const QUuid& uuid) {
        if (uuid == QUuid()) return std::nullopt;
        return Id(uuid);
    }

    QString toString() const { return m_uuid.toString(QUuid::WithoutBraces); }
    const QUuid& uuid() const { return m_uuid; }

    bool operator==(const Id&) const = default;
    bool operator<(const Id& o) const { return m_uuid < o.m_uuid; }
    friend size_t qHash(const Id& id, size_t seed = 0) noexcept { return qHash(id.m_uuid, seed); }

private:
    explicit Id(const QUuid& uuid) : m_uuid(uuid) {}
    QUuid m_uuid;
};

using RowId = Id<struct RowTag>;
using RackId = Id<struct RackTag>;
using DeviceId = Id<struct DeviceTag>;
using TrayId = Id<struct TrayTag>;
using LoopId = Id<struct LoopTag>;
using ConnectionId = Id<struct ConnectionTag>;
using CableId = Id<struct CableTag>;

}  // namespace sn
