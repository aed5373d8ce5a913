#include "netbox/netbox_device_reader.h"

#include "core/excerpt.h"

#include "netbox/netbox_category.h"
#include "netbox/netbox_schema_types.h"
#include "netbox/netbox_type_map.h"
#include "netbox/port_runs.h"
#include "netbox/yaml_reader.h"

#include <QFileInfo>
#include <QHash>
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
    using Kind = netbox::ComponentKind;

    NetboxImportedType out;
    netbox::CategoryEvidence evidence;
    std::vector<std::pair<PortGroup, bool>> ports;  ///< group, is a power port
    QSet<QString> catalogNames;                     ///< every port of ours, whatever its kind
    QHash<int, QSet<QString>> namesOfKind;          ///< NetBox's names, per component kind
    QString deviceText;                             ///< model, description, comments: DC voltage hints

    void note(const char* kind, const QString& text) {
        out.notes << text;
        out.noteKinds << QString::fromLatin1(kind);
    }

    /// Keeps the members of a component the schema leaves open and we do
    /// not read, and says so once per member name and component list.
    void keepExtras(const YamlReader& item, const char* list, const QStringList& known) {
        const QStringList extras = item.extraMembers(known);
        if (extras.isEmpty()) return;
        out.type.netbox->extraFields << extras;
        for (const QString& e : extras) {
            const QString key = e.section(QLatin1Char('.'), -1).section(QLatin1Char(':'), 0, 0);
            const QString where = QString::fromLatin1(list) + QLatin1Char('.') + key;
            if (warnedExtras.contains(where)) continue;
            warnedExtras.insert(where);
            note("extra-field", item.message(key.toUtf8().constData(),
                                             tr("not read here; kept with the imported type")));
        }
    }

    /// A port of ours for one NetBox component. NetBox wants names unique
    /// only within a kind, so a console port "1" beside an interface "1" is
    /// fine there; here every port of a device needs its own name, so the
    /// later one is called "1 (console-port)" and keeps "1" for the hand-off.
    PortGroup& addPort(const YamlReader& item, Kind kind, const QString& name, const QString& type,
                       FormFactor ff, PortRole role, bool powerPort) {
        QSet<QString>& sameKind = namesOfKind[int(kind)];
        if (sameKind.contains(name))
            item.fail("name", tr("%1 name \"%2\" occurs twice").arg(netbox::componentName(kind), excerpt(name)));
        sameKind.insert(name);
        PortGroup g;
        g.nameTemplate = name;
        // Catalog port names are templates; a NetBox "{n}" is literal text.
        const bool templateChars = name.contains(QLatin1Char('{')) || name.contains(QLatin1Char('}'));
        if (templateChars) g.nameTemplate.replace(QLatin1Char('{'), QLatin1Char('(')).replace(QLatin1Char('}'), QLatin1Char(')'));
        if (catalogNames.contains(g.nameTemplate)) {
            g.nameTemplate = QStringLiteral("%1 (%2)").arg(g.nameTemplate, netbox::componentName(kind));
            note("renamed-port", item.message("name", tr("\"%1\" is also the name of another kind of port; "
                                                         "called \"%2\" here, \"%1\" in NetBox")
                                                          .arg(name, g.nameTemplate)));
        } else if (templateChars) {
            note("renamed-port", item.message("name", tr("braces are port-name templates here; called "
                                                         "\"%1\", \"%2\" in NetBox")
                                                          .arg(g.nameTemplate, name)));
        }
        catalogNames.insert(g.nameTemplate);
        g.formFactor = ff;
        g.role = role;
        if (ff == FormFactor::Generic || g.nameTemplate != name)
            g.netbox = NetboxPort{netbox::componentName(kind), type,
                                  g.nameTemplate != name ? name : QString()};
        ports.emplace_back(std::move(g), powerPort);
        return ports.back().first;
    }

    /// The type, refused when the schema does not list it.
    QString schemaType(const YamlReader& item, Kind kind) {
        const QString type = item.str("type", 100);
        if (!netbox::isSchemaType(kind, type))
            item.fail("type", tr("\"%1\" is not a NetBox %2 type").arg(excerpt(type), netbox::componentName(kind)));
        return type;
    }

    void readInterfaces(const YamlReader& root) {
        static const QStringList known = keys({"name", "label", "type", "enabled", "mgmt_only", "description",
                                               "bridge", "poe_mode", "poe_type", "rf_role"});
        for (const YamlReader& item : root.items("interfaces")) {
            keepExtras(item, "interfaces", known);
            const QString name = item.str("name", 64);
            const QString type = schemaType(item, Kind::Interface);
            const bool mgmt = item.optBool("mgmt_only").value_or(false);
            ++evidence.components;
            if (netbox::isLogicalInterface(type)) {
                note("logical-interface",
                     tr("Interface \"%1\" is %2, not a cage on the faceplate: skipped.").arg(name, type));
                continue;
            }
            if (!mgmt) ++evidence.dataInterfaces;
            const auto kind = netbox::interfaceKind(type);
            if (!kind) {
                // A real connector we have no cage for (lte, cfp2, ieee802.11ax…):
                // it is drawn and counted, and no catalog cable is offered for it.
                note("generic-interface", item.message("type", tr("interface type \"%1\" has no form factor "
                                                                  "here; imported as a generic port")
                                                                   .arg(type)));
                addPort(item, Kind::Interface, name, type, FormFactor::Generic,
                        mgmt ? PortRole::Oob : PortRole::InBand, false);
                continue;
            }
            // Management ports go to the OOB network; fabric speeds to compute.
            const PortRole role = mgmt                     ? PortRole::Oob
                                  : kind->speedGbps >= 100 ? PortRole::Compute
                                                           : PortRole::InBand;
            PortGroup& g = addPort(item, Kind::Interface, name, type, kind->formFactor, role, false);
            g.speedGbps = kind->speedGbps;
            g.lanes = kind->lanes;
        }
    }

    void readConsole(const YamlReader& root, const char* key, Kind kind) {
        static const QStringList known = keys({"name", "label", "type", "description", "_is_power_source"});
        for (const YamlReader& item : root.items(key)) {
            keepExtras(item, key, known);
            const QString name = item.str("name", 64);
            const QString type = schemaType(item, kind);
            ++evidence.components;
            ++out.type.netbox->consolePorts;
            if (type == QLatin1String("rj-45"))
                addPort(item, kind, name, type, FormFactor::Rj45, PortRole::Console, false);
            else
                note("console-not-port",
                     tr("Console port \"%1\" (%2) is counted but not a port here: no catalog cable fits it.")
                         .arg(name, type));
        }
    }

    /// Returns {sum of maximum_draw or nullopt, sum of allocated_draw or nullopt}.
    std::pair<std::optional<double>, std::optional<double>> readPowerPorts(const YamlReader& root) {
        static const QStringList known = keys({"name", "label", "type", "maximum_draw", "allocated_draw",
                                               "description"});
        double maxSum = 0, allocatedSum = 0;
        int withMax = 0, withAllocated = 0, count = 0;
        for (const YamlReader& item : root.items("power-ports")) {
            keepExtras(item, "power-ports", known);
            const QString name = item.str("name", 64);
            const QString type = schemaType(item, Kind::PowerPort);
            // The schema asks only for integers; a draw of 0 W or less says nothing.
            const long long maximum = item.optInt("maximum_draw").value_or(0);
            long long allocated = item.optInt("allocated_draw").value_or(0);
            if (item.has("maximum_draw") && maximum < 1)
                note("draw-figures", item.message("maximum_draw", tr("%1 W is no draw; left unknown").arg(maximum)));
            if (item.has("allocated_draw") && allocated < 1)
                note("draw-figures", item.message("allocated_draw", tr("%1 W is no draw; left unknown").arg(allocated)));
            // A typical draw above the maximum cannot both be right (the catalog
            // refuses it): the maximum stays, the typical draw is left unknown.
            if (maximum >= 1 && allocated > maximum) {
                note("draw-figures", item.message("allocated_draw", tr("is above maximum_draw (%1 W); typical "
                                                                       "draw left unknown")
                                                                        .arg(maximum)));
                allocated = 0;
            }
            if (maximum >= 1) maxSum += double(maximum), ++withMax;
            if (allocated >= 1) allocatedSum += double(allocated), ++withAllocated;
            ++count;
            ++evidence.components;
            const auto ff = netbox::powerPortForm(type);
            const DcFeed dc = netbox::dcFeedOf(type, {name, item.optStr("label", 64).value_or(QString()),
                                                      item.optStr("description", 200).value_or(QString())},
                                               deviceText);
            if (!ff)
                note(dc != DcFeed::None ? "dc-power-port" : "generic-power-port",
                     item.message("type", dc == DcFeed::Unknown
                                              ? tr("\"%1\" takes DC of a voltage the file does not state; "
                                                   "imported as a generic DC inlet")
                                                    .arg(type)
                                          : dc != DcFeed::None
                                              ? tr("\"%1\" takes %2 DC; imported as a generic DC inlet")
                                                    .arg(type, kDcFeedNames.name(dc).toUpper())
                                              : tr("power port type \"%1\" has no form factor here; imported "
                                                   "as a generic inlet")
                                                    .arg(type)));
            PortGroup& g = addPort(item, Kind::PowerPort, name, type, ff.value_or(FormFactor::Generic),
                                   PortRole::Power, true);
            g.dcFeed = dc;
        }
        // NetBox totals a device's draw over its connected power ports; a
        // total with a port missing would understate it, so it is unknown.
        std::optional<double> maxW, typicalW;
        if (count > 0 && withMax == count) maxW = maxSum;
        if (count > 0 && withAllocated == count) typicalW = allocatedSum;
        if (withMax > 0 && withMax < count)
            note("partial-draw", tr("Only %1 of %2 power ports state maximum_draw: maximum power left unknown.")
                                     .arg(withMax)
                                     .arg(count));
        return {maxW, typicalW};
    }

    void readOutlets(const YamlReader& root) {
        static const QStringList known = keys({"name", "label", "type", "power_port", "feed_leg", "description"});
        for (const YamlReader& item : root.items("power-outlets")) {
            keepExtras(item, "power-outlets", known);
            const QString name = item.str("name", 64);
            const QString type = schemaType(item, Kind::PowerOutlet);
            const QString leg = item.optStr("feed_leg", 1).value_or(QString());
            const QString phase = netbox::phaseOfFeedLeg(leg);
            if (!leg.isEmpty() && phase.isEmpty()) item.fail("feed_leg", tr("expected A, B or C"));
            if (auto inlet = item.optStr("power_port", 64);
                inlet && !namesOfKind.value(int(Kind::PowerPort)).contains(*inlet))
                note("outlet-inlet", item.message("power_port", tr("no power port \"%1\" listed before this "
                                                                   "outlet; the outlet is kept")
                                                                    .arg(excerpt(*inlet))));
            ++evidence.components;
            ++evidence.powerOutlets;
            const auto ff = netbox::powerOutletForm(type);
            if (!ff)
                note("generic-power-outlet", item.message("type", tr("power outlet type \"%1\" has no form "
                                                                     "factor here; imported as a generic outlet")
                                                                      .arg(type)));
            PortGroup& g = addPort(item, Kind::PowerOutlet, name, type, ff.value_or(FormFactor::Generic),
                                   PortRole::Power, false);
            g.phase = phase;
            // A generic outlet must still read as an outlet in the hand-off.
            if (!g.netbox && !ff) g.netbox = NetboxPort{QStringLiteral("power-outlet"), type, {}};
        }
    }

    int countPassive(const YamlReader& root, const char* key, const QStringList& known, const char* required2) {
        int n = 0;
        for (const YamlReader& item : root.items(key)) {
            keepExtras(item, key, known);
            item.str("name", 64);
            if (required2) item.str(required2, 100);
            ++n;
        }
        evidence.components += n;
        return n;
    }

private:
    QSet<QString> warnedExtras;
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
        b.note("missing-full-depth",
               root.message("is_full_depth",
                            tr("missing (the NetBox schema requires it); imported with the depth unknown")));
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
        keys({"name", "label", "type", "color", "rear_port", "rear_port_position", "description"}),
        "rear_port");
    d.netbox->rearPorts = b.countPassive(
        root, "rear-ports",
        keys({"name", "label", "type", "color", "positions", "description", "_is_power_source"}), "type");
    b.evidence.frontRearPorts = d.netbox->frontPorts + d.netbox->rearPorts;
    for (const YamlReader& bay : root.items("module-bays")) {
        static const QStringList known = keys({"name", "label", "position", "description"});
        b.keepExtras(bay, "module-bays", known);
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
            d.unknownFields << QStringLiteral("max_power_w");
        if (typicalW) {
            d.typicalPowerW = *typicalW;
        } else {
            // The conservative stand-in until the user completes it.
            d.typicalPowerW = d.maxPowerW;
            d.unknownFields << QStringLiteral("typical_power_w");
        }
    }
    if (!panel && !power)
        d.unknownFields << QStringLiteral("liquid_fraction") << QStringLiteral("max_coolant_inlet_c");
    d.unknownFields << QStringLiteral("depth_mm");  // NetBox says only is_full_depth
    if (d.category == DeviceCategory::Pdu || (d.category == DeviceCategory::Ups && b.evidence.powerOutlets > 0))
        d.unknownFields << QStringLiteral("pdu");
    if (d.category == DeviceCategory::Cdu) d.unknownFields << QStringLiteral("cdu");
    d.source = QStringLiteral("NetBox device type %1").arg(QFileInfo(origin).fileName());
    return b.out;
}

}  // namespace sn
