#include "model/netbox/netbox_device_reader.h"

#include "model/core/excerpt.h"

#include "model/netbox/netbox_category.h"
#include "model/netbox/netbox_schema_types.h"
#include "model/netbox/netbox_type_builder.h"
#include "model/netbox/netbox_type_map.h"
#include "model/netbox/port_runs.h"
#include "model/netbox/yaml_reader.h"

#include <QFileInfo>
#include <QHash>
#include <QRegularExpression>
#include <QSet>

#include <cmath>

namespace sn {

namespace {

// The members schema/devicetype.json and components.json allow; both say
// additionalProperties: false, so anything else is a mistake in the file.
const QStringList& topKeys() {
    static const QStringList k = netbox::keys({"manufacturer", "model",           "slug",
                                       "part_number",  "u_height",        "is_full_depth",
                                       "airflow",      "weight",          "weight_unit",
                                       "front_image",  "rear_image",      "subdevice_role",
                                       "is_powered",   "console-ports",   "console-server-ports",
                                       "power-ports",  "power-outlets",   "interfaces",
                                       "front-ports",  "rear-ports",      "module-bays",
                                       "device-bays",  "inventory-items", "description",
                                       "comments"});
    return k;
}

}  // namespace

std::optional<double> NetboxDeviceReader::weightKg(const YamlReader& root) {
    const auto weight = root.optNum("weight");
    const auto unit = root.optStr("weight_unit", 10);
    if (weight && !unit) root.fail("weight", tr("weight needs weight_unit (kg, g, lb or oz)"));
    if (unit && !weight) root.fail("weight_unit", tr("weight_unit needs weight"));
    if (!weight) return std::nullopt;
    const auto kgPer = netbox::kgPerWeightUnit(*unit);
    if (!kgPer) root.fail("weight_unit", tr("unknown value \"%1\" (expected one of: kg, g, lb, oz)").arg(excerpt(*unit)));
    if (*weight < 0) root.fail("weight", tr("must not be negative"));
    return *weight * *kgPer;
}

QString NetboxDeviceReader::idForSlug(const QString& slug) {
    return QStringLiteral("netbox-") + QString(slug).replace(QLatin1Char('_'), QLatin1Char('-'));
}

NetboxImportedType NetboxDeviceReader::read(const QByteArray& text, const QString& origin) {
    return *readYaml(text, origin, false).type;
}

NetboxImportedFile NetboxDeviceReader::readAny(const QByteArray& text, const QString& origin) {
    return readYaml(text, origin, true);
}

NetboxImportedFile NetboxDeviceReader::readYaml(const QByteArray& text, const QString& origin, bool modules) {
    try {
        const YamlReader root = YamlReader::parse(text, origin);
        if (modules && NetboxModuleReader::isModuleDocument(root))
            return {std::nullopt, NetboxModuleReader::readDocument(root, origin)};
        return {readDocument(root, origin), std::nullopt};
    } catch (const YAML::Exception& e) {
        // Reading checks node kinds first, so this is a safety net for
        // yaml-cpp's own checks; it still names the file and place.
        const int line = e.mark.is_null() ? 1 : e.mark.line + 1;
        const int column = e.mark.is_null() ? 1 : e.mark.column + 1;
        throw UserError(tr("%1:%2:%3: cannot read the YAML: %4")
                            .arg(origin)
                            .arg(line)
                            .arg(column)
                            .arg(excerpt(QString::fromStdString(e.msg))));
    }
}

NetboxImportedType NetboxDeviceReader::readDocument(const YamlReader& root, const QString& origin) {
    root.checkKeys(topKeys());
    netbox::TypeBuilder b;
    b.out.file = origin;
    DeviceType& d = b.out.type;
    d.netbox = NetboxInfo{};
    d.vendor = root.str("manufacturer", 100);
    d.model = root.str("model", 100);
    const QString slug = root.str("slug", 100);
    static const QRegularExpression slugPattern(QStringLiteral("^[-a-z0-9_]+$"));
    if (!slugPattern.match(slug).hasMatch())
        root.fail("slug",
                  tr("\"%1\" is not a NetBox slug (lower-case letters, digits, '-' and '_')").arg(excerpt(slug)));
    d.id = idForSlug(slug);
    d.netbox->slug = slug;
    d.netbox->partNumber = root.optStr("part_number", 50).value_or(QString());
    d.uHeight = root.num("u_height");
    if (d.uHeight < 0 || d.uHeight * 2 != std::floor(d.uHeight * 2))
        root.fail("u_height", tr("must be 0 or more in steps of 0.5"));
    d.mount = d.uHeight == 0 ? Mount::Side : Mount::Rack;
    if (root.has("is_full_depth")) {
        d.netbox->fullDepth = root.boolean("is_full_depth");
    } else {
        // The schema requires it, yet library files without it exist
        // (Supermicro LCS-SCDU-250L4001). Refusing the whole type for one
        // figure NetBox does not say would lose the rest: it comes in with
        // the figure unknown and a warning naming the place.
        b.note("missing-full-depth",
               root.message("is_full_depth",
                            tr("missing (the NetBox schema requires it); imported with the depth unknown")));
        d.unknownFields << TypeFigure::FullDepth;
    }
    if (auto airflow = root.optStr("airflow", 30)) {
        if (!netbox::airflowValues().contains(*airflow))
            root.fail("airflow", tr("unknown value \"%1\" (expected one of: %2)")
                                     .arg(*airflow, netbox::airflowValues().join(QStringLiteral(", "))));
        d.netbox->airflow = *airflow;
    }
    if (const auto kg = weightKg(root)) d.weightKg = *kg;
    else d.unknownFields << TypeFigure::WeightKg;
    const auto role = root.optStr("subdevice_role", 10);
    if (role && *role != QLatin1String("parent") && *role != QLatin1String("child"))
        root.fail("subdevice_role", tr("expected parent or child"));
    // NetBox itself refuses the bays then; the schema does not, so the rest comes in.
    if (root.has("device-bays") && role != QStringLiteral("parent"))
        b.note("device-bays", root.message("device-bays", tr("device bays need subdevice_role: parent; "
                                                             "counted anyway")));
    for (const char* flag : {"front_image", "rear_image", "is_powered"}) root.optBool(flag);
    const QString description = root.optStr("description", 1 << 20).value_or(QString());
    const QString comments = root.optStr("comments", 1 << 20).value_or(QString());
    b.deviceText = d.model + QLatin1Char(' ') + description + QLatin1Char(' ') + comments;

    b.readInterfaces(root);
    b.readConsole(root, "console-ports", netbox::ComponentKind::ConsolePort);
    b.readConsole(root, "console-server-ports", netbox::ComponentKind::ConsoleServerPort);
    const auto [maxW, typicalW] = b.readPowerPorts(root);
    b.readOutlets(root);
    d.netbox->frontPorts = b.countPassive(
        root, "front-ports",
        netbox::keys({"name", "label", "type", "color", "rear_port", "rear_port_position", "description"}),
        "rear_port");
    d.netbox->rearPorts = b.countPassive(
        root, "rear-ports",
        netbox::keys({"name", "label", "type", "color", "positions", "description", "_is_power_source"}), "type");
    b.evidence.frontRearPorts = d.netbox->frontPorts + d.netbox->rearPorts;
    for (const YamlReader& bay : root.items("module-bays")) {
        static const QStringList known = netbox::keys({"name", "label", "position", "description"});
        b.keepExtras(bay, "module-bays", known);
        const QString name = bay.str("name", 64);
        const QString position = bay.str("position", 30);
        const QString description = bay.optStr("description", 200).value_or(QString());
        if (netbox::isGpuBay(name, position, description))
            ++b.evidence.gpuBays;
        // A bay a fill can name: NetBox requires a name, unique per device.
        if (!name.isEmpty() && !d.moduleBay(name))
            d.moduleBays.push_back({name, netbox::moduleBayKindOf(name, position, description), position});
        ++d.netbox->moduleBays;
    }
    b.evidence.components += d.netbox->moduleBays;
    b.countPassive(root, "device-bays", netbox::keys({"name", "label", "description"}), nullptr);
    b.countPassive(root, "inventory-items", netbox::keys({"name", "label", "manufacturer", "part_id", "description"}),
                   nullptr);

    b.evidence.uHeight = d.uHeight;
    b.evidence.text = b.deviceText;
    d.category = netbox::guessCategory(b.evidence);
    if (d.category == DeviceCategory::Server) d.gpus = b.evidence.gpuBays;

    // Faces follow the built-in catalog: switches show their ports at the
    // front and take power at the rear, PDUs face out of their side channel,
    // servers and the rest have every port at the rear.
    std::vector<PortGroup> singles;
    for (auto& [group, powerPort] : b.ports) {
        if (d.category == DeviceCategory::Switch)
            group.face = powerPort ? Face::Rear : Face::Front;
        else if (d.category == DeviceCategory::Pdu || d.category == DeviceCategory::Ups)
            group.face = Face::Front;
        else
            group.face = Face::Rear;
        singles.push_back(group);
    }
    d.portGroups = netbox::joinPortRuns(singles);
    d.expandPorts();

    // Panels draw nothing. A PDU passes power through and draws nothing of
    // its own, as in the built-in catalog, unless its file states a draw
    // (metered PDUs, with their display and network card): then that counts.
    // A UPS always draws (conversion losses, charging), known or not.
    // Neither takes coolant. Everything else needs figures NetBox may not give.
    const bool panel = d.category == DeviceCategory::PatchPanel || d.category == DeviceCategory::Blank;
    const bool power = d.category == DeviceCategory::Pdu || d.category == DeviceCategory::Ups;
    const bool drawUnknown = !maxW && (d.category == DeviceCategory::Ups || !power);
    if (!panel && (maxW || drawUnknown)) {
        if (maxW)
            d.maxPowerW = *maxW;
        else
            d.unknownFields << TypeFigure::MaxPowerW;
        if (typicalW) {
            d.typicalPowerW = *typicalW;
        } else {
            // The conservative stand-in until the user completes it.
            d.typicalPowerW = d.maxPowerW;
            d.unknownFields << TypeFigure::TypicalPowerW;
        }
    }
    if (!panel && !power)
        d.unknownFields << TypeFigure::LiquidFraction << TypeFigure::MaxCoolantInletC;
    d.unknownFields << TypeFigure::DepthMm;  // NetBox says only is_full_depth
    if (d.category == DeviceCategory::Pdu || (d.category == DeviceCategory::Ups && b.evidence.powerOutlets > 0))
        d.unknownFields << TypeFigure::Pdu;
    if (d.category == DeviceCategory::Cdu) d.unknownFields << TypeFigure::Cdu;
    d.source = QStringLiteral("NetBox device type %1").arg(QFileInfo(origin).fileName());
    return b.out;
}

}  // namespace sn
