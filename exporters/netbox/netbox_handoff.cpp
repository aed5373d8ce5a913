#include "exporters/netbox/netbox_handoff.h"

#include "model/design/design.h"
#include "model/design/room_site.h"

#include <QRegularExpression>
#include <QSet>

#include <algorithm>

namespace sn {

namespace {
QString kindName(DeviceCategory c) {
    return kDeviceCategoryNames.name(c);
}

// NetBox's is_full_depth means the device reaches the rear rails; rails sit
// about 750 mm apart in a 1200 mm rack, so 500 mm and deeper counts as full.
constexpr double kFullDepthFromMm = 500;

/// A hall's NetBox location: its code, or its name when it has none.
QString hallLocation(const Hall& hall) { return hall.code.isEmpty() ? hall.name : hall.code; }
}  // namespace

QString NetboxHandoff::slugify(const QString& name) {
    static const QRegularExpression other(QStringLiteral("[^a-z0-9_]+"));
    QString slug = name.toLower().replace(other, QStringLiteral("-"));
    while (slug.startsWith(QLatin1Char('-'))) slug.remove(0, 1);
    while (slug.endsWith(QLatin1Char('-'))) slug.chop(1);
    return slug;
}

QString NetboxHandoff::number(double value) {
    QString text = QString::number(value, 'f', 2);
    while (text.contains(QLatin1Char('.')) &&
           (text.endsWith(QLatin1Char('0')) || text.endsWith(QLatin1Char('.'))))
        text.chop(1);
    return text;
}

QString NetboxHandoff::siteName(const Design& design) {
    const Room& room = design.room();
    if (!room.site.isEmpty()) return room.site;
    return room.name.isEmpty() ? design.info().name : room.name;
}

QString NetboxHandoff::locationName(const Design& design) {
    const Room& room = design.room();
    return room.code.isEmpty() ? room.name : room.code;
}

QString NetboxHandoff::locationAt(const Design& design, QPointF point) {
    const auto hall = hallAt(design.room(), point);
    return hall ? hallLocation(design.room().halls[*hall]) : locationName(design);
}

QString NetboxHandoff::locationOf(const Design& design, const Rack& rack) {
    return locationAt(design, RoomSite::rackFootprint(rack).center());
}

std::vector<NetboxTable> NetboxHandoff::tables(const Design& design) {
    const bool filled = std::any_of(design.devices().begin(), design.devices().end(),
                                    [](const Device& d) { return !d.modules.empty(); });
    if (!filled)
        return {sites(design), locations(design), manufacturers(design), deviceRoles(design), deviceTypes(design),
                racks(design), devices(design),   powerPanels(design),   powerFeeds(design),  cables(design)};
    // Module types after device types, modules after the devices they sit
    // in and before the cables that end at their ports.
    return {sites(design),       locations(design), manufacturers(design), deviceRoles(design),
            deviceTypes(design), moduleTypes(design), racks(design),       devices(design),
            modules(design),     powerPanels(design), powerFeeds(design),  cables(design)};
}

NetboxTable NetboxHandoff::sites(const Design& design) {
    NetboxTable t{QStringLiteral("01-sites.csv"),
                  {QStringLiteral("name"), QStringLiteral("slug"), QStringLiteral("status")},
                  {}};
    t.rows.push_back({siteName(design), slugify(siteName(design)), QStringLiteral("planned")});
    return t;
}

NetboxTable NetboxHandoff::locations(const Design& design) {
    NetboxTable t{
        QStringLiteral("02-locations.csv"),
        {QStringLiteral("site"), QStringLiteral("name"), QStringLiteral("slug"), QStringLiteral("status")},
        {}};
    // A site of several halls: a location per hall (and the room's own for
    // anything outside them).
    QStringList names;
    for (const Hall& h : design.room().halls) names << hallLocation(h);
    if (names.isEmpty() || std::any_of(design.racks().begin(), design.racks().end(), [&](const Rack& r) {
            return !hallAt(design.room(), RoomSite::rackFootprint(r).center());
        }))
        names << locationName(design);
    names.removeDuplicates();
    for (const QString& name : names)
        if (!name.isEmpty())
            t.rows.push_back({siteName(design), name, slugify(name), QStringLiteral("planned")});
    return t;
}

NetboxTable NetboxHandoff::manufacturers(const Design& design) {
    NetboxTable t{
        QStringLiteral("03-manufacturers.csv"), {QStringLiteral("name"), QStringLiteral("slug")}, {}};
    QSet<QString> seen;
    auto add = [&](const QString& vendor) {
        if (seen.contains(vendor)) return;
        seen.insert(vendor);
        t.rows.push_back({vendor, slugify(vendor)});
    };
    for (const Device& d : design.devices())
        if (const DeviceType* type = design.typeOf(d)) add(type->vendor);
    for (const Device& d : design.devices())  // the makers of the modules in its bays too
        for (const ModuleFill& f : d.modules)
            if (const ModuleType* m = design.catalog().module(f.moduleId)) add(m->vendor);
    return t;
}

NetboxTable NetboxHandoff::deviceRoles(const Design& design) {
    NetboxTable t{QStringLiteral("04-device-roles.csv"),
                  {QStringLiteral("name"), QStringLiteral("slug"), QStringLiteral("color")},
                  {}};
    QSet<QString> seen;
    for (const Device& d : design.devices()) {
        const DeviceType* type = design.typeOf(d);
        if (!type || seen.contains(kindName(type->category))) continue;
        seen.insert(kindName(type->category));
        // NetBox's grey (ColorChoices.COLOR_GREY): the team picks role colours.
        t.rows.push_back({kindName(type->category), kindName(type->category), QStringLiteral("9e9e9e")});
    }
    return t;
}

NetboxTable NetboxHandoff::deviceTypes(const Design& design) {
    NetboxTable t{QStringLiteral("05-device-types.csv"),
                  {QStringLiteral("manufacturer"), QStringLiteral("model"), QStringLiteral("slug"),
                   QStringLiteral("part_number"), QStringLiteral("u_height"), QStringLiteral("is_full_depth"),
                   QStringLiteral("airflow"), QStringLiteral("weight"), QStringLiteral("weight_unit")},
                  {}};
    QSet<QString> used;
    for (const Device& d : design.devices()) used.insert(d.typeId);
    // Catalog order, so the file does not depend on placement order.
    for (const DeviceType& type : design.catalog().devices()) {
        if (!used.contains(type.id)) continue;
        // NetBox's flag when the file gave it, else from a known depth; a
        // type that says neither leaves the cell empty, as with its weight.
        QString fullDepth;
        if (type.netbox && !type.isUnknown(TypeFigure::FullDepth))
            fullDepth = type.netbox->fullDepth ? QStringLiteral("true") : QStringLiteral("false");
        else if (!type.isUnknown(TypeFigure::DepthMm))
            fullDepth = type.mount == Mount::Rack && type.depthMm >= kFullDepthFromMm ? QStringLiteral("true")
                                                                                     : QStringLiteral("false");
        const bool weightKnown = !type.isUnknown(TypeFigure::WeightKg);
        t.rows.push_back({type.vendor, type.model, type.netbox ? type.netbox->slug : type.id,
                          type.netbox ? type.netbox->partNumber : QString(), number(type.uHeight),
                          fullDepth,
                          type.netbox ? type.netbox->airflow : QString(),
                          weightKnown ? number(type.weightKg) : QString(),
                          weightKnown ? QStringLiteral("kg") : QString()});
    }
    return t;
}

NetboxTable NetboxHandoff::moduleTypes(const Design& design) {
    NetboxTable t{QStringLiteral("05a-module-types.csv"),
                  {QStringLiteral("manufacturer"), QStringLiteral("model"), QStringLiteral("part_number"),
                   QStringLiteral("weight"), QStringLiteral("weight_unit")},
                  {}};
    QSet<QString> used;
    for (const Device& d : design.devices())
        for (const ModuleFill& f : d.modules) used.insert(f.moduleId);
    for (const ModuleType& m : design.catalog().modules()) {
        if (!used.contains(m.id)) continue;
        const bool weightKnown = !m.isUnknown(TypeFigure::WeightKg);
        t.rows.push_back({m.vendor, m.model, m.partNumber, weightKnown ? number(m.weightKg) : QString(),
                          weightKnown ? QStringLiteral("kg") : QString()});
    }
    return t;
}

NetboxTable NetboxHandoff::modules(const Design& design) {
    NetboxTable t{QStringLiteral("07a-modules.csv"),
                  {QStringLiteral("device"), QStringLiteral("module_bay"), QStringLiteral("module_type"),
                   QStringLiteral("status")},
                  {}};
    for (const Device& d : design.devices()) {
        if (!design.typeOf(d)) continue;
        for (const ModuleFill& f : d.modules)
            if (const ModuleType* m = design.catalog().module(f.moduleId))
                t.rows.push_back({d.name, f.bay, m->model, QStringLiteral("planned")});
    }
    return t;
}

NetboxTable NetboxHandoff::racks(const Design& design) {
    NetboxTable t{QStringLiteral("06-racks.csv"),
                  {QStringLiteral("site"), QStringLiteral("location"), QStringLiteral("name"),
                   QStringLiteral("status"), QStringLiteral("width"), QStringLiteral("u_height"),
                   QStringLiteral("outer_width"), QStringLiteral("outer_depth"), QStringLiteral("outer_unit"),
                   QStringLiteral("max_weight"), QStringLiteral("weight_unit")},
                  {}};
    for (const Rack& r : design.racks()) {
        // width is the rail width in inches (EIA-310: 19); the cabinet's size
        // goes to outer_width/outer_depth in millimetres.
        const bool weight = r.maxWeightKg > 0;
        t.rows.push_back({siteName(design), locationOf(design, r), r.name, QStringLiteral("planned"),
                          QStringLiteral("19"), QString::number(r.uHeight), number(r.widthMm),
                          number(r.depthMm), QStringLiteral("mm"),
                          weight ? QString::number(qRound(r.maxWeightKg)) : QString(),
                          weight ? QStringLiteral("kg") : QString()});
    }
    return t;
}

NetboxTable NetboxHandoff::devices(const Design& design) {
    NetboxTable t{QStringLiteral("07-devices.csv"),
                  {QStringLiteral("name"), QStringLiteral("role"), QStringLiteral("manufacturer"),
                   QStringLiteral("device_type"), QStringLiteral("status"), QStringLiteral("site"),
                   QStringLiteral("location"), QStringLiteral("rack"), QStringLiteral("position"),
                   QStringLiteral("face")},
                  {}};
    for (const Device& d : design.devices()) {
        const DeviceType* type = design.typeOf(d);
        if (!type) continue;
        const Rack* rack = d.placement.rack ? design.rack(*d.placement.rack) : nullptr;
        // Side-channel (0U) devices are in the rack without a position or
        // face, as NetBox keeps 0U PDUs; floor units are in no rack.
        const bool mounted = rack && type->mount == Mount::Rack;
        const QString location = rack ? locationOf(design, *rack)
                                      : locationAt(design, {d.placement.floorXmm, d.placement.floorYmm});
        t.rows.push_back({d.name, kindName(type->category), type->vendor, type->model,
                          QStringLiteral("planned"), siteName(design), location,
                          rack ? rack->name : QString(), mounted ? QString::number(d.placement.u) : QString(),
                          mounted ? kFaceNames.name(d.placement.face) : QString()});
    }
    return t;
}

NetboxTable NetboxHandoff::powerPanels(const Design& design) {
    NetboxTable t{QStringLiteral("08-power-panels.csv"),
                  {QStringLiteral("site"), QStringLiteral("location"), QStringLiteral("name")},
                  {}};
    // A panel in each location that holds racks (each hall of a site).
    QStringList locations;
    for (const Rack& r : design.racks()) locations << locationOf(design, r);
    locations.removeDuplicates();
    if (locations.isEmpty()) locations << locationName(design);
    for (const QString& location : locations)
        t.rows.push_back({siteName(design), location, QStringLiteral("PP-") + location});
    return t;
}

NetboxTable NetboxHandoff::powerFeeds(const Design& design) {
    NetboxTable t{QStringLiteral("09-power-feeds.csv"),
                  {QStringLiteral("site"), QStringLiteral("power_panel"), QStringLiteral("location"),
                   QStringLiteral("rack"), QStringLiteral("name"), QStringLiteral("status"),
                   QStringLiteral("type"), QStringLiteral("supply"), QStringLiteral("phase"),
                   QStringLiteral("voltage"), QStringLiteral("amperage"), QStringLiteral("max_utilization")},
                  {}};
    for (const Rack& r : design.racks()) {
        const QString location = locationOf(design, r);
        const QString panel = QStringLiteral("PP-") + location;
        int feedInRack = 0;
        for (const DeviceId id : design.devicesIn(r.id)) {
            const Device* d = design.device(id);
            const DeviceType* type = d ? design.typeOf(*d) : nullptr;
            if (!type || type->category != DeviceCategory::Pdu) continue;
            // One feed per PDU: the first in a rack is the A feed (primary),
            // the others the redundant B side, as dual-corded racks are fed.
            const bool primary = feedInRack++ == 0;
            QStringList row{siteName(design),
                            panel,
                            location,
                            r.name,
                            d->name + QStringLiteral("-feed"),
                            QStringLiteral("planned"),
                            primary ? QStringLiteral("primary") : QStringLiteral("redundant"),
                            QStringLiteral("ac")};
            if (type->pdu && !type->isUnknown(TypeFigure::Pdu)) {
                // NetBox's voltage for three-phase is line to line, like ours.
                row << (type->pdu->phases == 3 ? QStringLiteral("three-phase")
                                               : QStringLiteral("single-phase"))
                    << number(type->pdu->voltageLlV) << number(type->pdu->currentA)
                    << QString::number(qRound(type->pdu->derating * 100));
            } else {
                row << QString() << QString() << QString() << QString();  // unknown: NetBox's defaults apply
            }
            t.rows.push_back(row);
        }
    }
    return t;
}

}  // namespace sn
