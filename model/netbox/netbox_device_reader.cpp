#include "netbox/netbox_device_reader.h"

#include "core/excerpt.h"

#include "netbox/netbox_category.h"
#include "netbox/netbox_type_map.h"
#include "netbox/port_runs.h"
#include "netbox/yaml_reader.h"

#include <QFileInfo>
#include <QRegularExpression>
#include <QSet>

#include <cmath>

namespace sn {

namespace {

QStringList keys(std::initializer_list<const char*> names) {
    QStringList out;
    for (const char* n : names) out << QString::fromLatin1(n);
    return out;
}

// The members schema/devicetype.json and components.json allow; both say
// additionalProperties: false, so anything else is a mistake in the file.
const QStringList& topKeys() {
    static const QStringList k = keys({"manufacturer", "model",           "slug",
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

/// Collects ports and counts while the file is read; faces are set once the
/// category is known, so a port group starts without one.
class TypeBuilder {
    Q_DECLARE_TR_FUNCTIONS(NetboxDeviceReader)
public:
    NetboxImportedType out;
    netbox::CategoryEvidence evidence;
    std::vector<std::pair<PortGroup, bool>> ports;  ///< group, is a power port
    QSet<QString> names;

    void addPort(const YamlReader& item, const QString& name, FormFactor ff, double speedGbps, int lanes,
                 PortRole role, bool powerPort, const QString& phase = {}) {
        // Catalog port names are templates; NetBox names are literal.
        if (name.contains(QLatin1String("{n}")) || name.contains(QLatin1String("{s}")))
            item.fail("name", tr("\"{n}\" and \"{s}\" cannot appear in a port name"));
        if (names.contains(name)) item.fail("name", tr("port name \"%1\" occurs twice").arg(excerpt(name)));
        names.insert(name);
        PortGroup g;
        g.nameTemplate = name;
        g.formFactor = ff;
        g.speedGbps = speedGbps;
        g.lanes = lanes;
        g.role = role;
        g.phase = phase;
        ports.emplace_back(std::move(g), powerPort);
    }

    void readInterfaces(const YamlReader& root) {
        for (const YamlReader& item : root.items("interfaces")) {
            static const QStringList allowed =
                keys({"name", "label", "type", "enabled", "mgmt_only", "description", "bridge", "poe_mode",
                      "poe_type", "rf_role"});
            item.checkKeys(allowed);
            const QString name = item.str("name", 64);
            const QString type = item.str("type", 100);
            const bool mgmt = item.optBool("mgmt_only").value_or(false);
            item.optBool("enabled");
            item.optStr("description", 200);
            ++evidence.components;
            if (netbox::isLogicalInterface(type)) {
                out.notes
                    << tr("Interface \"%1\" is %2, not a cage on the faceplate: skipped.").arg(excerpt(name), type);
                continue;
            }
            const auto kind = netbox::interfaceKind(type);
            if (!kind)
                item.fail("type",
                          tr("interface type \"%1\" is not supported (supported: %2)")
                              .arg(excerpt(type), netbox::supportedInterfaceTypes().join(QStringLiteral(", "))));
            // Management ports go to the OOB network; fabric speeds to compute.
            const PortRole role = mgmt                     ? PortRole::Oob
                                  : kind->speedGbps >= 100 ? PortRole::Compute
                                                           : PortRole::InBand;
            if (!mgmt) ++evidence.dataInterfaces;
            addPort(item, name, kind->formFactor, kind->speedGbps, kind->lanes, role, false);
        }
    }

    void readConsole(const YamlReader& root, const char* key, bool allowPowerSource) {
        for (const YamlReader& item : root.items(key)) {
            QStringList allowed = keys({"name", "label", "type", "description"});
            if (allowPowerSource) allowed << QStringLiteral("_is_power_source");
            item.checkKeys(allowed);
            const QString name = item.str("name", 64);
            const QString type = item.str("type", 100);
            if (!netbox::isConsoleType(type))
                item.fail("type", tr("\"%1\" is not a NetBox console port type").arg(excerpt(type)));
            ++evidence.components;
            ++out.type.netbox->consolePorts;
            if (type == QLatin1String("rj-45"))
                addPort(item, name, FormFactor::Rj45, 0, 0, PortRole::Console, false);
            else
                out.notes << tr("Console port \"%1\" (%2) is counted but not a port here: no catalog cable "
                                "fits it.")
                                 .arg(excerpt(name), type);
        }
    }

    /// Returns {sum of maximum_draw or nullopt, sum of allocated_draw or nullopt}.
    std::pair<std::optional<double>, std::optional<double>> readPowerPorts(const YamlReader& root) {
        double maxSum = 0, allocatedSum = 0;
        int withMax = 0, withAllocated = 0, count = 0;
        for (const YamlReader& item : root.items("power-ports")) {
            item.checkKeys(keys({"name", "label", "type", "maximum_draw", "allocated_draw", "description"}));
            const QString name = item.str("name", 64);
            const QString type = item.str("type", 100);
            const auto ff = netbox::powerPortForm(type);
            if (!ff)
                item.fail("type", tr("power port type \"%1\" is not supported (supported: iec-60320-c14, "
                                     "iec-60320-c20, iec-60309-*)")
                                      .arg(excerpt(type)));
            const auto maximum = item.optInt("maximum_draw");
            const auto allocated = item.optInt("allocated_draw");
            if (maximum && *maximum < 1) item.fail("maximum_draw", tr("must be at least 1 W"));
            if (allocated && *allocated < 1) item.fail("allocated_draw", tr("must be at least 1 W"));
            if (maximum && allocated && *allocated > *maximum)
                item.fail("allocated_draw", tr("is above maximum_draw (%1 W)").arg(*maximum));
            if (maximum) maxSum += double(*maximum), ++withMax;
            if (allocated) allocatedSum += double(*allocated), ++withAllocated;
            ++count;
            ++evidence.components;
            addPort(item, name, *ff, 0, 0, PortRole::Power, true);
        }
        // NetBox totals a device's draw over its connected power ports; a
        // total with a port missing would understate it, so it is unknown.
        std::optional<double> maxW, typicalW;
        if (count > 0 && withMax == count) maxW = maxSum;
        if (count > 0 && withAllocated == count) typicalW = allocatedSum;
        if (withMax > 0 && withMax < count)
            out.notes << tr("Only %1 of %2 power ports state maximum_draw: maximum power left unknown.")
                             .arg(withMax)
                             .arg(count);
        return {maxW, typicalW};
    }

    void readOutlets(const YamlReader& root) {
        for (const YamlReader& item : root.items("power-outlets")) {
            static const QStringList allowed =
                keys({"name", "label", "type", "power_port", "feed_leg", "description"});
            item.checkKeys(allowed);
            const QString name = item.str("name", 64);
            const QString type = item.str("type", 100);
            const auto ff = netbox::powerOutletForm(type);
            if (!ff)
                item.fail("type", tr("power outlet type \"%1\" is not supported (supported: iec-60320-c13, "
                                     "iec-60320-c19)")
                                      .arg(excerpt(type)));
            const QString leg = item.optStr("feed_leg", 1).value_or(QString());
            const QString phase = netbox::phaseOfFeedLeg(leg);
            if (!leg.isEmpty() && phase.isEmpty()) item.fail("feed_leg", tr("expected A, B or C"));
            if (auto inlet = item.optStr("power_port", 64); inlet && !names.contains(*inlet))
                item.fail("power_port", tr("no power port \"%1\" listed before this outlet").arg(excerpt(*inlet)));
            ++evidence.components;
            ++evidence.powerOutlets;
            addPort(item, name, *ff, 0, 0, PortRole::Power, false, phase);
        }
    }

    int countPassive(const YamlReader& root, const char* key, const QStringList& allowed,
                     const char* required2) {
        int n = 0;
        for (const YamlReader& item : root.items(key)) {
            item.checkKeys(allowed);
            item.str("name", 64);
            if (required2) item.str(required2, 100);
            ++n;
        }
        evidence.components += n;
        return n;
    }
};

}  // namespace

QString NetboxDeviceReader::idForSlug(const QString& slug) {
    return QStringLiteral("netbox-") + QString(slug).replace(QLatin1Char('_'), QLatin1Char('-'));
}

NetboxImportedType NetboxDeviceReader::read(const QByteArray& text, const QString& origin) {
    try {
        return readDocument(YamlReader::parse(text, origin), origin);
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
    TypeBuilder b;
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
        // the figure unknown and a warning naming the place (issue 9).
        b.out.notes << root.message("is_full_depth",
                                    tr("missing (the NetBox schema requires it); imported with the depth unknown"));
        d.unknownFields << QStringLiteral("is_full_depth");
    }
    if (auto airflow = root.optStr("airflow", 30)) {
        if (!netbox::airflowValues().contains(*airflow))
            root.fail("airflow", tr("unknown value \"%1\" (expected one of: %2)")
                                     .arg(*airflow, netbox::airflowValues().join(QStringLiteral(", "))));
        d.netbox->airflow = *airflow;
    }
    const auto weight = root.optNum("weight");
    const auto unit = root.optStr("weight_unit", 10);
    if (weight && !unit) root.fail("weight", tr("weight needs weight_unit (kg, g, lb or oz)"));
    if (unit && !weight) root.fail("weight_unit", tr("weight_unit needs weight"));
    if (weight) {
        const auto kgPer = netbox::kgPerWeightUnit(*unit);
        if (!kgPer)
            root.fail("weight_unit", tr("unknown value \"%1\" (expected one of: kg, g, lb, oz)").arg(excerpt(*unit)));
        if (*weight < 0) root.fail("weight", tr("must not be negative"));
        d.weightKg = *weight * *kgPer;
    } else {
        d.unknownFields << QStringLiteral("weight_kg");
    }
    const auto role = root.optStr("subdevice_role", 10);
    if (role && *role != QLatin1String("parent") && *role != QLatin1String("child"))
        root.fail("subdevice_role", tr("expected parent or child"));
    if (root.has("device-bays") && role != QStringLiteral("parent"))
        root.fail("device-bays", tr("device bays need subdevice_role: parent"));
    for (const char* flag : {"front_image", "rear_image", "is_powered"}) root.optBool(flag);
    const QString description = root.optStr("description", 200).value_or(QString());
    const QString comments = root.optStr("comments", 1 << 20).value_or(QString());

    b.readInterfaces(root);
    b.readConsole(root, "console-ports", true);
    b.readConsole(root, "console-server-ports", false);
    const auto [maxW, typicalW] = b.readPowerPorts(root);
    b.readOutlets(root);
    d.netbox->frontPorts = b.countPassive(
        root, "front-ports",
        keys({"name", "label", "type", "color", "rear_port", "rear_port_position", "description"}),
        "rear_port");
    d.netbox->rearPorts = b.countPassive(
        root, "rear-ports",
        keys({"name", "label", "type", "color", "positions", "description", "_is_power_source"}), "type");
    b.evidence.frontRearPorts = d.netbox->frontPorts + d.netbox->rearPorts;
    for (const YamlReader& bay : root.items("module-bays")) {
        static const QStringList allowed = keys({"name", "label", "position", "description"});
        bay.checkKeys(allowed);
        const QString name = bay.str("name", 64);
        const QString position = bay.str("position", 30);
        if (netbox::isGpuBay(name, position, bay.optStr("description", 200).value_or(QString())))
            ++b.evidence.gpuBays;
        ++d.netbox->moduleBays;
    }
    b.evidence.components += d.netbox->moduleBays;
    b.countPassive(root, "device-bays", keys({"name", "label", "description"}), nullptr);
    b.countPassive(root, "inventory-items", keys({"name", "label", "manufacturer", "part_id", "description"}),
                   nullptr);

    b.evidence.uHeight = d.uHeight;
    b.evidence.text = d.model + QLatin1Char(' ') + description + QLatin1Char(' ') + comments;
    d.category = netbox::guessCategory(b.evidence);
    if (d.category == DeviceCategory::Server) d.gpus = b.evidence.gpuBays;

    // Faces follow the built-in catalog: switches show their ports at the
    // front and take power at the rear, PDUs face out of their side channel,
    // servers and the rest have every port at the rear.
    std::vector<PortGroup> singles;
    for (auto& [group, powerPort] : b.ports) {
        if (d.category == DeviceCategory::Switch)
            group.face = powerPort ? Face::Rear : Face::Front;
        else if (d.category == DeviceCategory::Pdu)
            group.face = Face::Front;
        else
            group.face = Face::Rear;
        singles.push_back(group);
    }
    d.portGroups = netbox::joinPortRuns(singles);
    d.expandPorts();

    // PDUs pass power through and panels draw none, as in the built-in
    // catalog; everything else needs figures NetBox may not give.
    const bool passive = d.category == DeviceCategory::Pdu || d.category == DeviceCategory::PatchPanel ||
                         d.category == DeviceCategory::Blank;
    if (!passive) {
        if (maxW)
            d.maxPowerW = *maxW;
        else
            d.unknownFields << QStringLiteral("max_power_w");
        if (typicalW) {
            d.typicalPowerW = *typicalW;
        } else {
            // The conservative stand-in until the user completes it.
            d.typicalPowerW = d.maxPowerW;
            d.unknownFields << QStringLiteral("typical_power_w");
        }
        d.unknownFields << QStringLiteral("liquid_fraction") << QStringLiteral("max_coolant_inlet_c");
    }
    d.unknownFields << QStringLiteral("depth_mm");  // NetBox says only is_full_depth
    if (d.category == DeviceCategory::Pdu) d.unknownFields << QStringLiteral("pdu");
    if (d.category == DeviceCategory::Cdu) d.unknownFields << QStringLiteral("cdu");
    d.source = QStringLiteral("NetBox device type %1").arg(QFileInfo(origin).fileName());
    return b.out;
}

}  // namespace sn
