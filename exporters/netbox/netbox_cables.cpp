#include "exporters/netbox/netbox_handoff.h"

#include "model/design/design.h"

namespace sn {

namespace {

/// NetBox's component type for one end of a cable, empty when NetBox has none.
QString componentType(const PortSpec& port) {
    // A port imported from NetBox says which component it was ("console-server-port" → consoleserverport).
    if (port.netbox) return QStringLiteral("dcim.") + QString(port.netbox->component).remove(QLatin1Char('-'));
    switch (port.role) {
        case PortRole::Power:
            // Sockets (C13, C19) are a PDU's outlets; plugs are power ports.
            return port.formFactor == FormFactor::C13 || port.formFactor == FormFactor::C19
                       ? QStringLiteral("dcim.poweroutlet")
                       : QStringLiteral("dcim.powerport");
        case PortRole::Console:
            return QStringLiteral("dcim.consoleport");
        case PortRole::Coolant:
        case PortRole::NvLink:
            return {};
        case PortRole::Compute:
        case PortRole::Storage:
        case PortRole::InBand:
        case PortRole::Oob:
            return QStringLiteral("dcim.interface");
    }
    return {};
}

QString grade(const QString& model, std::initializer_list<const char*> grades, const QString& fallback) {
    for (const char* g : grades)
        if (model.contains(QLatin1String(g), Qt::CaseInsensitive))
            return fallback + QLatin1Char('-') + QString::fromLatin1(g).toLower();
    return fallback;
}

/// The port's name in NetBox: the catalog name, unless the import had to change it.
QString netboxName(const PortSpec& port, const QString& name) {
    return port.netbox && !port.netbox->name.isEmpty() ? port.netbox->name : name;
}

}  // namespace

QString NetboxHandoff::cableTypeSlug(const CableType& type) {
    // NetBox's CableTypeChoices; fibre and copper grades come from the model
    // text ("OM4 MPO-12 patch cord"), otherwise the family slug.
    switch (type.media) {
        case CableMedia::Dac:
            return QStringLiteral("dac-passive");
        case CableMedia::Acc:
        case CableMedia::Aec:
            return QStringLiteral("dac-active");
        case CableMedia::Aoc:
            return QStringLiteral("aoc");
        case CableMedia::Mmf:
            return grade(type.model, {"OM5", "OM4", "OM3", "OM2", "OM1"}, QStringLiteral("mmf"));
        case CableMedia::Smf:
            return grade(type.model, {"OS2", "OS1"}, QStringLiteral("smf"));
        case CableMedia::Utp: {
            const QString g =
                grade(type.model, {"Cat8", "Cat7a", "Cat7", "Cat6a", "Cat6", "Cat5e", "Cat5"}, {});
            return g.isEmpty() ? QStringLiteral("cat6") : g.mid(1);
        }
        case CableMedia::Power:
            return QStringLiteral("power");
        case CableMedia::Coolant:
        case CableMedia::NvlinkBackplane:
            return {};
    }
    return {};
}

NetboxTable NetboxHandoff::cables(const Design& design) {
    NetboxTable t{
        QStringLiteral("10-cables.csv"),
        {QStringLiteral("side_a_device"), QStringLiteral("side_a_type"), QStringLiteral("side_a_name"),
         QStringLiteral("side_b_device"), QStringLiteral("side_b_type"), QStringLiteral("side_b_name"),
         QStringLiteral("type"), QStringLiteral("status"), QStringLiteral("label"), QStringLiteral("color"),
         QStringLiteral("length"), QStringLiteral("length_unit")},
        {}};
    for (const Cable& cable : design.cables()) {
        const Connection* c = design.connection(cable.connection);
        if (!c) continue;
        const Device* a = design.device(c->a.device);
        const Device* b = design.device(c->b.device);
        const PortSpec* pa = design.portSpec(c->a);
        const PortSpec* pb = design.portSpec(c->b);
        if (!a || !b || !pa || !pb) continue;
        const QString typeA = componentType(*pa), typeB = componentType(*pb);
        if (typeA.isEmpty() || typeB.isEmpty()) continue;
        const CableType* type = cable.typeId.isEmpty() ? nullptr : design.catalog().cable(cable.typeId);
        // NetBox colours are six hex digits without '#'.
        const QString color = type ? QString(type->color).remove(QLatin1Char('#')).toLower() : QString();
        // The ordered length is what gets pulled; a routed length before ordering.
        const std::optional<double> lengthMm =
            cable.orderedLengthMm ? cable.orderedLengthMm : cable.routeLengthMm;
        t.rows.push_back(
            {a->name, typeA, netboxName(*pa, c->a.port), b->name, typeB, netboxName(*pb, c->b.port), type ? cableTypeSlug(*type) : QString(),
             cable.status == CableStatus::Installed ? QStringLiteral("connected") : QStringLiteral("planned"),
             cable.label, color, lengthMm ? number(*lengthMm / 1000.0) : QString(),
             lengthMm ? QStringLiteral("m") : QString()});
    }
    return t;
}

}  // namespace sn
