#include "common/device_clipboard.h"

#include "commands/insert_objects_command.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMimeData>

namespace sn {

namespace {

struct Planned {
    Placement where;
    int heightU = 0;
    bool side = false;
};

bool collides(const std::vector<Planned>& planned, const Placement& p, int heightU, bool side) {
    for (const Planned& o : planned) {
        if (o.side != side) continue;
        if (side ? (o.where.side == p.side && o.where.sideIndex == p.sideIndex)
                 : (p.u <= o.where.u + o.heightU - 1 && p.u + heightU - 1 >= o.where.u))
            return true;
    }
    return false;
}

}  // namespace

QString DeviceClipboard::defaultName(const Rack& rack, const DeviceType& type, const Placement& where) {
    if (type.mount == Mount::Side)
        return QStringLiteral("%1-%2%3")
            .arg(rack.name, where.side == SideChannel::Left ? QStringLiteral("L") : QStringLiteral("R"))
            .arg(where.sideIndex + 1);
    return QStringLiteral("%1-U%2").arg(rack.name).arg(where.u, 2, 10, QLatin1Char('0'));
}

QMimeData* DeviceClipboard::copy(const Design& design, const std::vector<DeviceId>& devices) {
    QJsonArray list;
    for (DeviceId id : devices) {
        const Device* d = design.device(id);
        if (!d || !d->placement.rack) continue;
        list.append(QJsonObject{{QStringLiteral("type"), d->typeId},
                                {QStringLiteral("u"), d->placement.u},
                                {QStringLiteral("face"), kFaceNames.name(d->placement.face)},
                                {QStringLiteral("side"), kSideChannelNames.name(d->placement.side)},
                                {QStringLiteral("sideIndex"), d->placement.sideIndex}});
    }
    if (list.isEmpty()) return nullptr;
    auto* mime = new QMimeData;
    mime->setData(QString::fromLatin1(kMime), QJsonDocument(list).toJson(QJsonDocument::Compact));
    return mime;
}

bool DeviceClipboard::canPaste(const QMimeData* mime) { return mime && mime->hasFormat(QString::fromLatin1(kMime)); }

EditResult DeviceClipboard::paste(Design& design, const QMimeData& mime, RackId rackId) {
    const Rack* rack = design.rack(rackId);
    if (!rack) return {nullptr, tr("Choose a rack to paste into.")};
    const QJsonArray list = QJsonDocument::fromJson(mime.data(QString::fromLatin1(kMime))).array();
    if (list.isEmpty()) return {nullptr, tr("The clipboard holds no devices.")};

    DesignFragment fragment;
    std::vector<Planned> planned;
    double plannedKg = 0;
    for (const QJsonValue& value : list) {
        const QJsonObject o = value.toObject();
        const QString typeId = o.value(QStringLiteral("type")).toString();
        const DeviceType* type = design.catalog().device(typeId);
        if (!type) return {nullptr, tr("Unknown device type \"%1\".").arg(typeId)};
        const bool side = type->mount == Mount::Side;
        Placement wanted;
        wanted.rack = rackId;
        wanted.u = o.value(QStringLiteral("u")).toInt();
        wanted.face = kFaceNames.parse(o.value(QStringLiteral("face")).toString()).value_or(Face::Front);
        wanted.side = kSideChannelNames.parse(o.value(QStringLiteral("side")).toString()).value_or(SideChannel::None);
        wanted.sideIndex = o.value(QStringLiteral("sideIndex")).toInt();
        // Candidates: where it was, then every slot from the bottom (or the left channel) up.
        std::vector<Placement> candidates{wanted};
        if (side) {
            for (SideChannel ch : {SideChannel::Left, SideChannel::Right})
                for (int i = 0; i < rack->sideSlots; ++i) {
                    Placement p = wanted;
                    p.side = ch;
                    p.sideIndex = i;
                    candidates.push_back(p);
                }
        } else {
            for (int u = 1; u <= rack->uHeight; ++u) {
                Placement p = wanted;
                p.u = u;
                candidates.push_back(p);
            }
        }
        const int heightU = std::max(1, type->occupiedU());
        std::optional<Placement> chosen;
        QString firstReason;
        for (const Placement& p : candidates) {
            Check check = design.checkPlacement(typeId, p);
            if (check.ok && collides(planned, p, heightU, side)) check = Check::refused(tr("Taken by another pasted device."));
            if (check.ok && rack->maxWeightKg > 0
                && design.rackWeightKg(rackId) + plannedKg + type->weightKg > rack->maxWeightKg + 1e-9)
                check = Check::refused(tr("Rack %1 would be over its %2 kg limit.").arg(rack->name).arg(rack->maxWeightKg, 0, 'f', 1));
            if (check.ok) {
                chosen = p;
                break;
            }
            if (firstReason.isEmpty()) firstReason = check.reason;
        }
        if (!chosen)
            return {nullptr, tr("No room in rack %1 for %2: %3").arg(rack->name, type->model, firstReason)};
        planned.push_back({*chosen, heightU, side});
        plannedKg += type->weightKg;
        Device device;
        device.typeId = typeId;
        device.placement = *chosen;
        device.name = defaultName(*rack, *type, *chosen);
        fragment.devices.push_back(std::move(device));
    }
    const QString text = tr("Paste %n device(s) into %1", nullptr, int(fragment.devices.size())).arg(rack->name);
    return {std::make_unique<InsertObjectsCommand>(design, std::move(fragment), text), {}};
}

}  // namespace sn
