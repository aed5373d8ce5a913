#include "views/common/device_clipboard.h"

#include "model/analysis/rack_slots.h"
#include "model/commands/insert_objects_command.h"
#include "model/design/module_fills.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMimeData>

namespace sn {

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
        QJsonObject o{{QStringLiteral("type"), d->typeId},
                      {QStringLiteral("u"), d->placement.u},
                      {QStringLiteral("face"), kFaceNames.name(d->placement.face)},
                      {QStringLiteral("side"), kSideChannelNames.name(d->placement.side)},
                      {QStringLiteral("sideIndex"), d->placement.sideIndex}};
        // Its modules go with it: a server pasted without its PSUs would have no inlet.
        QJsonArray modules;
        for (const ModuleFill& f : d->modules)
            modules.append(QJsonObject{{QStringLiteral("bay"), f.bay}, {QStringLiteral("module"), f.moduleId}});
        if (!modules.isEmpty()) o.insert(QStringLiteral("modules"), modules);
        list.append(o);
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
    // Each where it was in its rack, else the lowest free place, the rack's
    // limits weighed with the devices pasted before it (RackSlots, as a drop).
    RackSlots search(design, rackId);
    for (const QJsonValue& value : list) {
        const QJsonObject o = value.toObject();
        const QString typeId = o.value(QStringLiteral("type")).toString();
        const DeviceType* type = design.catalog().device(typeId);
        if (!type) return {nullptr, tr("Unknown device type \"%1\".").arg(typeId)};
        Placement wanted;
        wanted.rack = rackId;
        wanted.u = o.value(QStringLiteral("u")).toInt();
        wanted.face = kFaceNames.parse(o.value(QStringLiteral("face")).toString()).value_or(Face::Front);
        wanted.side = kSideChannelNames.parse(o.value(QStringLiteral("side")).toString()).value_or(SideChannel::None);
        wanted.sideIndex = o.value(QStringLiteral("sideIndex")).toInt();
        // The clipboard may come from another design: its modules are checked against this catalog.
        std::vector<ModuleFill> modules;
        for (const QJsonValue& m : o.value(QStringLiteral("modules")).toArray())
            modules.push_back({m.toObject().value(QStringLiteral("bay")).toString(), m.toObject().value(QStringLiteral("module")).toString()});
        if (const QString why = ModuleFills::problem(design.catalog(), *type, modules); !why.isEmpty())
            return {nullptr, tr("Cannot paste %1: %2").arg(type->model, why)};
        const RackSlots::Result placed = search.place(typeId, wanted, modules);
        if (!placed.placement) return {nullptr, placed.refusal};
        Device device;
        device.typeId = typeId;
        device.modules = modules;
        device.placement = *placed.placement;
        device.name = defaultName(*rack, *type, *placed.placement);
        fragment.devices.push_back(std::move(device));
    }
    const QString text = tr("Paste %n device(s) into %1", nullptr, int(fragment.devices.size())).arg(rack->name);
    return {std::make_unique<InsertObjectsCommand>(design, std::move(fragment), text), {}};
}

}  // namespace sn
