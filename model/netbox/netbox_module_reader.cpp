#include "model/netbox/netbox_module_reader.h"

#include "model/netbox/netbox_type_builder.h"
#include "model/netbox/port_runs.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>

namespace sn {

namespace {

// schema/moduletype.json: additionalProperties false.
const QStringList& moduleKeys() {
    static const QStringList k = netbox::keys({"manufacturer", "model", "part_number", "weight", "weight_unit",
                                               "console-ports", "console-server-ports", "power-ports",
                                               "power-outlets", "interfaces", "front-ports", "rear-ports",
                                               "module-bays", "description", "comments"});
    return k;
}

QString slugPart(const QString& text) {
    QString out = text.toLower();
    static const QRegularExpression other(QStringLiteral("[^a-z0-9]+"));
    out.replace(other, QStringLiteral("-"));
    while (out.startsWith(QLatin1Char('-'))) out.remove(0, 1);
    while (out.endsWith(QLatin1Char('-'))) out.chop(1);
    return out;
}

/// A reach the texts state ("10km", "300 m", "LR 10 km"), in metres.
std::optional<double> statedReachM(const QString& text) {
    static const QRegularExpression reach(QStringLiteral("\\b(\\d+(?:\\.\\d+)?)\\s*(km|m)\\b"),
                                          QRegularExpression::CaseInsensitiveOption);
    const auto m = reach.match(text);
    if (!m.hasMatch()) return std::nullopt;
    const double v = m.captured(1).toDouble();
    return m.captured(2).compare(QLatin1String("km"), Qt::CaseInsensitive) == 0 ? v * 1000 : v;
}

}  // namespace

bool NetboxModuleReader::isModuleDocument(const YamlReader& root) {
    return !root.has("slug") && !root.has("u_height");
}

QString NetboxModuleReader::idFor(const QString& manufacturer, const QString& model) {
    QString id = QStringLiteral("netbox-module-%1-%2").arg(slugPart(manufacturer), slugPart(model));
    // A model with characters the id cannot spell ("N9K-SUP-A+" beside
    // "N9K-SUP-A") gets the first 8 hex digits of SHA-1("manufacturer\nmodel"),
    // so two module types never share an id.
    static const QRegularExpression unspelt(QStringLiteral("[^A-Za-z0-9 ._/-]"));
    if (unspelt.match(model).hasMatch())
        id += QLatin1Char('-') + QString::fromLatin1(QCryptographicHash::hash((manufacturer + QLatin1Char('\n') + model).toUtf8(),
                                                                             QCryptographicHash::Sha1)
                                                         .toHex()
                                                         .left(8));
    return id;
}

NetboxImportedModule NetboxModuleReader::readDocument(const YamlReader& root, const QString& origin) {
    root.checkKeys(moduleKeys());
    netbox::TypeBuilder b;
    b.out.file = origin;
    b.out.type.netbox = NetboxInfo{};  // where the component readers keep extra members
    ModuleType m;
    m.vendor = root.str("manufacturer", 100);
    m.model = root.str("model", 100);
    m.id = idFor(m.vendor, m.model);
    if (slugPart(m.vendor).isEmpty() || slugPart(m.model).isEmpty())
        root.fail("model", tr("manufacturer and model need a letter or digit each to name the module type"));
    m.partNumber = root.optStr("part_number", 50).value_or(QString());
    if (const auto kg = NetboxDeviceReader::weightKg(root)) m.weightKg = *kg;
    else m.unknownFields << TypeFigure::WeightKg;
    const QString description = root.optStr("description", 1 << 20).value_or(QString());
    const QString comments = root.optStr("comments", 1 << 20).value_or(QString());
    b.deviceText = m.model + QLatin1Char(' ') + description + QLatin1Char(' ') + comments;

    b.readInterfaces(root);
    b.readConsole(root, "console-ports", netbox::ComponentKind::ConsolePort);
    b.readConsole(root, "console-server-ports", netbox::ComponentKind::ConsoleServerPort);
    const auto [maxW, typicalW] = b.readPowerPorts(root);
    b.readOutlets(root);
    b.countPassive(root, "front-ports",
                   netbox::keys({"name", "label", "type", "color", "rear_port", "rear_port_position", "description"}),
                   "rear_port");
    b.countPassive(root, "rear-ports",
                   netbox::keys({"name", "label", "type", "color", "positions", "description", "_is_power_source"}),
                   "type");
    b.countPassive(root, "module-bays", netbox::keys({"name", "label", "position", "description"}), nullptr);

    NetboxImportedModule out;
    out.file = origin;
    out.notes = b.out.notes;
    out.noteKinds = b.out.noteKinds;
    int interfaces = 0, powerPorts = 0;
    std::vector<PortGroup> singles;
    for (auto& [group, powerPort] : b.ports) {
        powerPorts += powerPort ? 1 : 0;
        if (group.role == PortRole::Compute || group.role == PortRole::InBand || group.role == PortRole::Oob) ++interfaces;
        group.face = Face::Rear;
        singles.push_back(group);
    }
    // The kind, first rule that fits: one interface the texts call a
    // transceiver; any interface (a NIC, a line card); a power port (a PSU).
    static const QRegularExpression transceiverWord(QStringLiteral("\\btransceiver\\b"),
                                                    QRegularExpression::CaseInsensitiveOption);
    if (interfaces == 1 && powerPorts == 0 && transceiverWord.match(b.deviceText).hasMatch()) {
        m.kind = ModuleKind::Transceiver;
    } else if (interfaces > 0) {
        m.kind = ModuleKind::Nic;
    } else if (powerPorts > 0) {
        m.kind = ModuleKind::Psu;
    } else {
        out.skipReason = tr("%1: no interface and no power port: nothing a catalog module models "
                            "(front/rear ports, console ports or bays only)")
                             .arg(origin);
        return out;
    }
    m.portGroups = netbox::joinPortRuns(singles);
    if (maxW) m.maxPowerW = *maxW;
    else m.unknownFields << TypeFigure::MaxPowerW;
    if (typicalW) m.typicalPowerW = *typicalW;
    else m.unknownFields << TypeFigure::TypicalPowerW;
    if (m.kind == ModuleKind::Transceiver) {
        for (const PortGroup& g : m.portGroups)
            if (g.role != PortRole::Console) {
                m.formFactor = g.formFactor;
                m.speedGbps = g.speedGbps;
            }
        if (const auto reach = statedReachM(b.deviceText)) m.reachM = *reach;
        else m.unknownFields << TypeFigure::ReachM;
    }
    m.source = QStringLiteral("NetBox module type %1/%2").arg(QFileInfo(origin).dir().dirName(), QFileInfo(origin).fileName());
    out.module = std::move(m);
    return out;
}

}  // namespace sn
