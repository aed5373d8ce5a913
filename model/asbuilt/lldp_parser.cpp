#include "asbuilt/lldp_parser.h"

#include "core/sn_error.h"
#include "io/input_file.h"
#include "io/load_limits.h"

#include <QDir>
#include <QFileInfo>
#include <QHash>
#include <QRegularExpression>
#include <QSet>

#include <nlohmann/json.hpp>

#include <algorithm>

namespace sn {

namespace {

using Json = nlohmann::json;

QString str(const Json& j) { return j.is_string() ? QString::fromStdString(j.get<std::string>()) : QString(); }
/// json0 wraps every value in an array of objects: the first one's "value".
QString value0(const Json& j, const char* key) {
    if (!j.contains(key) || !j[key].is_array() || j[key].empty()) return {};
    const Json& first = j[key][0];
    return first.is_object() && first.contains("value") ? str(first["value"]) : str(first);
}

/// The neighbour's port from lldpd's port object: the ifname id, else the description.
QString lldpdPort(const Json& port, bool json0) {
    if (json0) {
        if (port.contains("id") && port["id"].is_array() && !port["id"].empty()) {
            const Json& id = port["id"][0];
            if (id.value("type", std::string()) == "ifname") return str(id["value"]);
        }
        return value0(port, "descr");
    }
    if (port.contains("id") && port["id"].is_object() && port["id"].value("type", std::string()) == "ifname")
        return str(port["id"]["value"]);
    return port.contains("descr") ? str(port["descr"]) : QString();
}

void addLink(DiscoveredFabric& f, const QString& local, const QString& ifname, const QString& system,
             const QString& port, const QString& file) {
    if (ifname.isEmpty() || system.isEmpty() || port.isEmpty()) return;
    f.links.push_back({{local, LldpParser::catalogPortName(ifname)}, {system, LldpParser::catalogPortName(port)}, file, 0});
    f.nodes << system;
}

void readLldpdInterface(DiscoveredFabric& f, const QString& local, const QString& ifname, const Json& i, const QString& file) {
    if (!i.is_object() || !i.contains("chassis") || !i["chassis"].is_object()) return;
    QString system;
    for (const auto& [name, c] : i["chassis"].items()) {
        // lldpd keys the chassis by system name; one without a name is keyed by its id.
        system = QString::fromStdString(name);
        (void)c;
        break;
    }
    addLink(f, local, ifname, system, i.contains("port") ? lldpdPort(i["port"], false) : QString(), file);
}

void readLldpd(DiscoveredFabric& f, const Json& lldp, const QString& local, const QString& file) {
    if (lldp.is_array()) {  // json0
        for (const Json& block : lldp) {
            const Json interfaces = block.value("interface", Json::array());
            for (const Json& i : interfaces) {
                const Json chassis = i.value("chassis", Json::array());
                const QString system = chassis.empty() ? QString() : value0(chassis[0], "name");
                const Json port = i.value("port", Json::array());
                addLink(f, local, str(i.value("name", Json())), system, port.empty() ? QString() : lldpdPort(port[0], true), file);
            }
        }
        return;
    }
    const Json interfaces = lldp.value("interface", Json::object());
    if (interfaces.is_object())
        for (const auto& [name, i] : interfaces.items()) readLldpdInterface(f, local, QString::fromStdString(name), i, file);
    else if (interfaces.is_array())
        for (const Json& one : interfaces)
            for (const auto& [name, i] : one.items()) readLldpdInterface(f, local, QString::fromStdString(name), i, file);
}

void readNvue(DiscoveredFabric& f, const Json& root, const QString& local, const QString& file) {
    for (const auto& [ifname, i] : root.items()) {
        if (!i.is_object() || !i.contains("lldp") || !i["lldp"].is_object()) continue;
        const Json neighbours = i["lldp"].value("neighbor", Json::object());
        if (!neighbours.is_object()) continue;
        for (const auto& [id, n] : neighbours.items()) {
            if (!n.is_object()) continue;
            const Json chassis = n.value("chassis", Json::object()), port = n.value("port", Json::object());
            QString system = str(chassis.value("system-name", Json()));
            if (system.isEmpty()) system = QString::fromStdString(id);
            QString p = str(port.value("name", Json()));
            if (p.isEmpty()) p = str(port.value("description", Json()));
            addLink(f, local, QString::fromStdString(ifname), system, p, file);
        }
    }
}

QStringList filesOf(const QStringList& paths) {
    QStringList files;
    for (const QString& p : paths) {
        const QFileInfo info(p);
        if (info.isDir())
            for (const QString& name : QDir(p).entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name))
                files << QDir(p).filePath(name);
        else
            files << p;
    }
    return files;
}

}  // namespace

QString LldpParser::catalogPortName(const QString& name) {
    static const QRegularExpression breakout(QStringLiteral("^(swp\\d+)s(\\d+)$"));
    const auto m = breakout.match(name);
    return m.hasMatch() ? QStringLiteral("%1/%2").arg(m.captured(1)).arg(m.captured(2).toInt() + 1) : name;
}

DiscoveredFabric LldpParser::parse(const QByteArray& text, const QString& localName, const QString& fileName) {
    Json root;
    try {
        root = Json::parse(text.toStdString());
    } catch (const Json::parse_error& e) {
        throw UserError(tr("%1: not JSON: %2").arg(fileName, QString::fromUtf8(e.what())));
    }
    if (!root.is_object()) throw UserError(tr("%1: expected a JSON object (lldpcli or NVUE output)").arg(fileName));
    DiscoveredFabric f;
    f.nodes << localName;
    if (root.contains("lldp")) {
        readLldpd(f, root["lldp"], localName, fileName);
    } else {
        // NVUE's `nv show interface` keys its interfaces by name, each with its
        // type; `{}` or some other JSON would verify as every cable missing.
        const bool interfaces = std::any_of(root.begin(), root.end(), [](const Json& i) {
            return i.is_object() && ((i.contains("type") && i["type"].is_string()) || (i.contains("lldp") && i["lldp"].is_object()));
        });
        if (!interfaces)
            throw UserError(tr("%1: neither lldpcli output (no \"lldp\" member) nor NVUE interface output (no interface "
                               "with a \"type\")")
                                .arg(fileName));
        readNvue(f, root, localName, fileName);
    }
    f.nodes.removeDuplicates();
    return f;
}

DiscoveredFabric LldpParser::read(const QStringList& paths, const QSet<LinkEnd>& known) {
    DiscoveredFabric all;
    std::vector<DiscoveredLink> reported;
    for (const QString& path : filesOf(paths)) {
        DiscoveredFabric one = parse(InputFile::read(path, limits::kMaxLldpJsonBytes), QFileInfo(path).completeBaseName(), path);
        all.scanned << QFileInfo(path).completeBaseName();
        for (const QString& n : std::as_const(one.nodes))
            if (!all.nodes.contains(n)) all.nodes << n;
        reported.insert(reported.end(), one.links.begin(), one.links.end());
    }
    // Reports between known ports first, so they win a port reported twice.
    std::stable_partition(reported.begin(), reported.end(),
                          [&](const DiscoveredLink& l) { return known.contains(l.a) && known.contains(l.b); });
    QSet<LinkEnd> ends;
    for (const DiscoveredLink& l : reported) {
        // Seen from the other end already, or that port already reported: once.
        if (ends.contains(l.a) || ends.contains(l.b)) continue;
        ends << l.a << l.b;
        all.links.push_back(l);
    }
    return all;
}

}  // namespace sn
