#pragma once

#include "model/core/excerpt.h"

#include "model/netbox/netbox_category.h"
#include "model/netbox/netbox_device_reader.h"
#include "model/netbox/netbox_schema_types.h"
#include "model/netbox/netbox_type_map.h"
#include "model/netbox/yaml_reader.h"

#include <QCoreApplication>
#include <QHash>
#include <QSet>

#include <initializer_list>
#include <optional>
#include <utility>
#include <vector>

namespace sn::netbox {

inline QStringList keys(std::initializer_list<const char*> names) {
    QStringList out;
    for (const char* n : names) out << QString::fromLatin1(n);
    return out;
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
            const Phase phase = netbox::phaseOfFeedLeg(leg);
            if (!leg.isEmpty() && phase == Phase::None) item.fail("feed_leg", tr("expected A, B or C"));
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

}  // namespace sn::netbox
