#include "model/asbuilt/lldp_parser.h"

#include "model/asbuilt/scan_name.h"
#include "model/core/excerpt.h"
#include "model/core/sn_error.h"
#include "model/input/input_file.h"
#include "model/input/json_reader.h"
#include "model/input/load_limits.h"

#include <QDir>
#include <QFileInfo>
#include <QHash>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>
#include <optional>

namespace sn {

namespace {

/// A value of the file with its JSON pointer. Every member is read through
/// it, its type checked first, so a file of the wrong shape is refused in one
/// line naming the file and field ("leaf.json: /lldp/interface/swp1/port:
/// expected an object, found an array") instead of a library exception.
class Field {
public:
    Field(const Json& value, QString pointer, const QString& file)
        : m_value(value), m_pointer(std::move(pointer)), m_file(file) {}

    const Json& json() const { return m_value; }
    bool isObject() const { return m_value.is_object(); }
    bool isArray() const { return m_value.is_array(); }

    /// The member `key` of this object, none when it is absent or null.
    std::optional<Field> member(const char* key) const {
        if (!m_value.is_object()) return std::nullopt;
        const auto it = m_value.find(key);
        if (it == m_value.end() || it->is_null()) return std::nullopt;
        return Field(*it, m_pointer + QLatin1Char('/') + QLatin1String(key), m_file);
    }
    /// Each member of this object, with its key (the object is checked).
    template <class F>
    void eachMember(F f) const {
        expect(Kind::Object);
        for (auto it = m_value.begin(); it != m_value.end(); ++it) {
            const QString key = QString::fromStdString(it.key());
            f(key, Field(it.value(), m_pointer + QLatin1Char('/') + pointerToken(key), m_file));
        }
    }
    /// Each item of this array (the array is checked).
    template <class F>
    void eachItem(F f) const {
        expect(Kind::Array);
        for (std::size_t i = 0; i < m_value.size(); ++i)
            f(Field(m_value[i], m_pointer + QLatin1Char('/') + QString::number(i), m_file));
    }
    /// The first item of this array, none when it is empty.
    std::optional<Field> first() const {
        expect(Kind::Array);
        if (m_value.empty()) return std::nullopt;
        return Field(m_value[0], m_pointer + QStringLiteral("/0"), m_file);
    }
    QString text() const {
        expect(Kind::String);
        return QString::fromStdString(m_value.get_ref<const std::string&>());
    }
    /// The member `key` as text, empty when it is absent or null.
    QString text(const char* key) const {
        const auto m = member(key);
        return m ? m->text() : QString();
    }

    enum class Kind { Object, Array, String };
    const Field& expect(Kind kind) const {
        const bool ok = kind == Kind::Object ? m_value.is_object() : kind == Kind::Array ? m_value.is_array() : m_value.is_string();
        if (!ok) fail(LldpParser::tr("expected %1, found %2").arg(nameOf(kind), foundName()));
        return *this;
    }
    [[noreturn]] void fail(const QString& what) const {
        throw UserError(LldpParser::tr("%1: %2: %3")
                            .arg(m_file, excerpt(m_pointer.isEmpty() ? QStringLiteral("/") : m_pointer), what));
    }

private:
    static QString pointerToken(QString key) {
        return key.replace(QLatin1Char('~'), QStringLiteral("~0")).replace(QLatin1Char('/'), QStringLiteral("~1"));
    }
    static QString nameOf(Kind kind) {
        switch (kind) {
        case Kind::Object: return LldpParser::tr("an object");
        case Kind::Array: return LldpParser::tr("an array");
        case Kind::String: return LldpParser::tr("a string");
        }
        return {};
    }
    QString foundName() const {
        if (m_value.is_object()) return LldpParser::tr("an object");
        if (m_value.is_array()) return LldpParser::tr("an array");
        if (m_value.is_string()) return LldpParser::tr("a string");
        if (m_value.is_boolean()) return LldpParser::tr("true or false");
        if (m_value.is_number()) return LldpParser::tr("a number");
        return LldpParser::tr("null");
    }

    const Json& m_value;
    QString m_pointer;
    const QString& m_file;
};

/// json0 wraps every value in an array of objects: the first one's "value"
/// (or the first item itself, when it is a string).
QString value0(const Field& parent, const char* key) {
    const auto values = parent.member(key);
    if (!values) return {};
    const auto first = values->first();
    if (!first) return {};
    if (first->json().is_string()) return first->text();
    return first->expect(Field::Kind::Object).text("value");
}

/// The neighbour's port from lldpd's port object: the ifname id, else the description.
QString lldpdPort(const Field& port, bool json0) {
    port.expect(Field::Kind::Object);
    if (json0) {
        if (const auto ids = port.member("id"))
            if (const auto id = ids->first(); id && id->expect(Field::Kind::Object).text("type") == QLatin1String("ifname"))
                return id->text("value");
        return value0(port, "descr");
    }
    if (const auto id = port.member("id"); id && id->expect(Field::Kind::Object).text("type") == QLatin1String("ifname"))
        return id->text("value");
    return port.text("descr");
}

void addLink(DiscoveredFabric& f, const QString& local, const QString& ifname, const QString& system,
             const QString& port, const QString& file) {
    if (ifname.isEmpty() || system.isEmpty() || port.isEmpty()) return;
    for (const QString& name : {local, ifname, system, port}) ScanName::require(name, file);
    f.links.push_back({{local, LldpParser::catalogPortName(ifname)}, {system, LldpParser::catalogPortName(port)}, file, 0});
    f.nodes << system;
}

void readLldpdInterface(DiscoveredFabric& f, const QString& local, const QString& ifname, const Field& i, const QString& file) {
    i.expect(Field::Kind::Object);
    const auto chassis = i.member("chassis");
    if (!chassis) return;
    // lldpd keys the chassis by system name; one without a name is keyed by its id.
    const Json& c = chassis->expect(Field::Kind::Object).json();
    if (c.empty()) return;
    const QString system = QString::fromStdString(c.begin().key());
    const auto port = i.member("port");
    addLink(f, local, ifname, system, port ? lldpdPort(*port, false) : QString(), file);
}

void readLldpd(DiscoveredFabric& f, const Field& lldp, const QString& local, const QString& file) {
    if (lldp.isArray()) {  // json0
        lldp.eachItem([&](const Field& block) {
            const auto interfaces = block.expect(Field::Kind::Object).member("interface");
            if (!interfaces) return;
            interfaces->eachItem([&](const Field& i) {
                i.expect(Field::Kind::Object);
                QString system;
                if (const auto chassis = i.member("chassis"))
                    if (const auto first = chassis->first()) system = value0(first->expect(Field::Kind::Object), "name");
                QString port;
                if (const auto ports = i.member("port"))
                    if (const auto first = ports->first()) port = lldpdPort(*first, true);
                addLink(f, local, i.text("name"), system, port, file);
            });
        });
        return;
    }
    if (!lldp.isObject()) lldp.fail(LldpParser::tr("expected an object (lldpcli -f json) or an array (-f json0)"));
    const auto interfaces = lldp.member("interface");
    if (!interfaces) return;
    if (interfaces->isArray())  // several interfaces: one-key objects
        interfaces->eachItem([&](const Field& one) {
            one.eachMember([&](const QString& name, const Field& i) { readLldpdInterface(f, local, name, i, file); });
        });
    else
        interfaces->eachMember([&](const QString& name, const Field& i) { readLldpdInterface(f, local, name, i, file); });
}

void readNvue(DiscoveredFabric& f, const Field& root, const QString& local, const QString& file) {
    root.eachMember([&](const QString& ifname, const Field& i) {
        const auto lldp = i.expect(Field::Kind::Object).member("lldp");
        if (!lldp) return;
        const auto neighbours = lldp->expect(Field::Kind::Object).member("neighbor");
        if (!neighbours) return;
        neighbours->eachMember([&](const QString& id, const Field& n) {
            n.expect(Field::Kind::Object);
            QString system, port;
            if (const auto chassis = n.member("chassis")) system = chassis->expect(Field::Kind::Object).text("system-name");
            if (system.isEmpty()) system = id;
            if (const auto p = n.member("port")) {
                port = p->expect(Field::Kind::Object).text("name");
                if (port.isEmpty()) port = p->text("description");
            }
            addLink(f, local, ifname, system, port, file);
        });
    });
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
    // A switch splits a cage into at most a handful of subports; three digits
    // keep s + 1 far from int's end (swp1s2147483647 overflowed it).
    static const QRegularExpression breakout(QStringLiteral("^(swp\\d+)s(\\d{1,3})$"));
    const auto m = breakout.match(name);
    return m.hasMatch() ? QStringLiteral("%1/%2").arg(m.captured(1)).arg(m.captured(2).toInt() + 1) : name;
}

DiscoveredFabric LldpParser::parse(const QByteArray& text, const QString& localName, const QString& fileName) {
    // The one JSON reader of the program: a syntax error names line and
    // column with a short excerpt, a number beyond double range or nesting
    // beyond its limit is one line too.
    const Json root = parseJsonText(text, fileName);
    if (!root.is_object()) throw UserError(tr("%1: expected a JSON object (lldpcli or NVUE output)").arg(fileName));
    DiscoveredFabric f;
    f.nodes << localName;
    const Field top(root, QString(), fileName);
    if (const auto lldp = root.find("lldp"); lldp != root.end()) {
        readLldpd(f, Field(*lldp, QStringLiteral("/lldp"), fileName), localName, fileName);
    } else {
        // NVUE's `nv show interface` keys its interfaces by name, each with its
        // type; `{}` or some other JSON would verify as every cable missing.
        const bool interfaces = std::any_of(root.begin(), root.end(), [](const Json& i) {
            if (!i.is_object()) return false;
            const auto type = i.find("type"), lldp = i.find("lldp");
            return (type != i.end() && type->is_string()) || (lldp != i.end() && lldp->is_object());
        });
        if (!interfaces)
            throw UserError(tr("%1: neither lldpcli output (no \"lldp\" member) nor NVUE interface output (no interface "
                               "with a \"type\")")
                                .arg(fileName));
        readNvue(f, top, localName, fileName);
    }
    f.nodes.removeDuplicates();
    return f;
}

DiscoveredFabric LldpParser::read(const QStringList& paths, const QSet<LinkEnd>& known) {
    DiscoveredFabric all;
    QSet<QString> nodes;  // all.nodes, to look up
    std::vector<DiscoveredLink> reported;
    for (const QString& path : filesOf(paths)) {
        DiscoveredFabric one = parse(InputFile::read(path, limits::kMaxLldpJsonBytes), QFileInfo(path).completeBaseName(), path);
        all.scanned << QFileInfo(path).completeBaseName();
        for (const QString& n : std::as_const(one.nodes))
            if (!nodes.contains(n)) {
                nodes.insert(n);
                all.nodes << n;
            }
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
