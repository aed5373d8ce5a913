// The design's own indexes, made for the look-ups rules
// repeat (model/routing/README.md, "Id look-ups" and "Port index"): IdIndex, the flat id
// table behind ObjectTable and Design::cableOf, and PortIndex, the per-device port
// index behind Design::connectionAt / connectionsOf / connectedPorts. Each
// is checked against the answer of a plain scan.
#include "model/design/design_fragment.h"
#include "model/design/id_index.h"
#include "model/design/port_index.h"
#include "tests/support/example_design.h"

#include <QtTest>

#include <stdexcept>

#include <algorithm>
#include <map>
#include <random>

using namespace sn;

namespace {

/// A UUID whose only non-zero field is `n`, as ids typed into a test file
/// often are: they differ in a few low bits, the case a weak hash piles up.
QUuid sequential(quint32 n) { return QUuid(n, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0); }

/// What connectionAt must answer: the connection of the document with that end.
std::optional<ConnectionId> scanAt(const Design& d, const PortRef& port) {
    for (const Connection& c : d.connections())
        if (c.a == port || c.b == port) return c.id;
    return std::nullopt;
}

/// Every port of every device: the port index's answers equal the scan's.
void compareWithScan(const Design& d) {
    for (const Device& device : d.devices()) {
        std::vector<std::pair<const PortSpec*, ConnectionId>> expected;
        for (const PortSpec* p : d.portsOf(device)) {
            const auto scanned = scanAt(d, {device.id, p->name});
            QCOMPARE(d.connectionAt({device.id, p->name}), scanned);
            QCOMPARE(d.connectionAt(device, *p), scanned);
            if (scanned) expected.emplace_back(p, *scanned);
        }
        QCOMPARE(d.connectedPorts(device), expected);
        std::vector<ConnectionId> inOrder;
        for (const Connection& c : d.connections())
            if (c.a.device == device.id || c.b.device == device.id) inOrder.push_back(c.id);
        QCOMPARE(d.connectionsOf(device.id), inOrder);
    }
    for (const Connection& c : d.connections()) {
        std::optional<CableId> cable;
        for (const Cable& k : d.cables())
            if (k.connection == c.id) cable = k.id;
        QCOMPARE(d.cableOf(c.id), cable);
    }
}

}  // namespace

class TstPortIndex : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void idIndexAgreesWithAMapThroughInsertsAndRemovals();
    void portIndexAgreesWithAScan();
    void portIndexFollowsEditsAndACatalogChange();
    void insertAllEqualsInsertingEachInTurn();
    void portIndexOnItsOwn();
};

void TstPortIndex::idIndexAgreesWithAMapThroughInsertsAndRemovals() {
    // 20 000 random operations on 3 000 sequential keys: inserts, overwrites
    // and removals (removal shifts later slots back, the delicate part).
    IdIndex<int> index(-1);
    std::map<quint32, int> expected;
    std::mt19937 random(14);
    for (int step = 0; step < 20000; ++step) {
        const quint32 key = 1 + random() % 3000;
        if (random() % 3 == 0) {
            index.remove(sequential(key));
            expected.erase(key);
        } else {
            index.insert(sequential(key), step);
            expected[key] = step;
        }
        if (step % 997 == 0)
            for (quint32 k = 1; k <= 3000; ++k) {
                const auto it = expected.find(k);
                QCOMPARE(index.value(sequential(k)), it == expected.end() ? std::nullopt : std::optional<int>(it->second));
            }
    }
    QCOMPARE(index.size(), int(expected.size()));
    // The nil UUID is no object's id: never stored, never found.
    index.insert(QUuid(), 7);
    QVERIFY(!index.contains(QUuid()));
    QCOMPARE(index.size(), int(expected.size()));
    index.clear();
    QVERIFY(index.isEmpty());
    QVERIFY(!index.contains(sequential(1)));
}

void TstPortIndex::portIndexAgreesWithAScan() {
    // The liquid-row example: servers, leaves, PDUs with power cords (the
    // power feeds read connectedPorts), manifolds with hoses.
    const auto d = test::buildLiquidRowExample();
    QCOMPARE(d->connections().size(), 80);
    const auto power = std::count_if(d->connections().begin(), d->connections().end(),
                                     [](const Connection& c) { return c.role == PortRole::Power; });
    QVERIFY(power > 0);
    compareWithScan(*d);
}

void TstPortIndex::portIndexFollowsEditsAndACatalogChange() {
    auto d = test::buildLiquidRowExample();
    // Every fifth connection taken (its cable first), then put back at its place.
    std::vector<std::pair<int, Connection>> connections;
    std::vector<std::pair<int, Cable>> cables;
    std::vector<ConnectionId> ids;
    for (int i = 0; i < d->connections().size(); i += 5) ids.push_back(d->connections()[i].id);
    for (ConnectionId id : ids) {
        if (const auto cable = d->cableOf(id)) cables.push_back(d->take(*cable));
        connections.push_back(d->take(id));
    }
    compareWithScan(*d);
    for (auto it = connections.rbegin(); it != connections.rend(); ++it) d->insert(it->first, it->second);
    for (auto it = cables.rbegin(); it != cables.rend(); ++it) d->insert(it->first, it->second);
    compareWithScan(*d);
    // A connection moved to another free port of the same device.
    const Connection moved = [&] {
        for (const Connection& c : d->connections()) {
            const Device* a = d->device(c.a.device);
            for (const PortSpec* p : d->portsOf(*a))
                if (p->formFactor == d->portSpec(c.a)->formFactor && !d->connectionAt({a->id, p->name})) {
                    Connection m = c;
                    m.a.port = p->name;
                    return m;
                }
        }
        return Connection{};
    }();
    QVERIFY(d->connection(moved.id));
    d->replace(moved);
    QCOMPARE(d->connectionAt(moved.a), std::optional<ConnectionId>(moved.id));
    compareWithScan(*d);
    // The same catalog again, as a new object: the port slots are rebuilt on its types.
    d->setCatalog(Catalog(d->catalog()));
    compareWithScan(*d);
}

QTEST_GUILESS_MAIN(TstPortIndex)
/// The loaders' Design::insertAll: the same tables in the same order, the
/// same port index and cable index as the example built edit by edit, one
/// revision per object; a fragment breaking insert()'s preconditions is
/// refused whole and leaves the design empty.
void TstPortIndex::insertAllEqualsInsertingEachInTurn() {
    const auto built = test::buildLiquidRowExample();
    auto fragmentOf = [](const Design& d) {
        DesignFragment f;
        f.rows.assign(d.rows().begin(), d.rows().end());
        f.loops.assign(d.loops().begin(), d.loops().end());
        f.trays.assign(d.trays().begin(), d.trays().end());
        f.racks.assign(d.racks().begin(), d.racks().end());
        f.devices.assign(d.devices().begin(), d.devices().end());
        f.connections.assign(d.connections().begin(), d.connections().end());
        f.cables.assign(d.cables().begin(), d.cables().end());
        return f;
    };
    const DesignFragment f = fragmentOf(*built);
    QVERIFY(!f.cables.empty());
    Design bulk(built->catalog());
    bulk.insertAll(f);
    const DesignFragment back = fragmentOf(bulk);
    QVERIFY(back.rows == f.rows && back.loops == f.loops && back.trays == f.trays && back.racks == f.racks);
    QVERIFY(back.devices == f.devices && back.connections == f.connections && back.cables == f.cables);
    const auto objects = f.rows.size() + f.loops.size() + f.trays.size() + f.racks.size() + f.devices.size()
                       + f.connections.size() + f.cables.size();
    QCOMPARE(bulk.revision(), std::uint64_t(objects));
    compareWithScan(bulk);
    for (const Device& device : built->devices())
        for (const PortSpec* p : built->portsOf(device))
            QCOMPARE(bulk.connectionAt({device.id, p->name}), built->connectionAt({device.id, p->name}));

    // Into a design that holds objects: refused.
    QVERIFY_THROWS_EXCEPTION(std::logic_error, bulk.insertAll(f));
    auto refusedWhole = [&](DesignFragment broken) {
        Design d(built->catalog());
        QVERIFY_THROWS_EXCEPTION(std::logic_error, d.insertAll(std::move(broken)));
        QVERIFY(d.rows().isEmpty() && d.racks().isEmpty() && d.devices().isEmpty() && d.connections().isEmpty()
                && d.cables().isEmpty());
        QVERIFY(!d.connectionAt(f.connections.front().a));
        QVERIFY(!d.cableOf(f.connections.front().id));
        d.insertAll(f);  // and still takes a whole document afterwards
        compareWithScan(d);
    };
    DesignFragment twice = f;  // a port used by two connections
    twice.connections.back().a = twice.connections.front().a;
    refusedWhole(twice);
    DesignFragment secondCable = f;  // a connection with two cables
    secondCable.cables.back().connection = secondCable.cables.front().connection;
    refusedWhole(secondCable);
    DesignFragment repeated = f;  // a device id twice
    repeated.devices.push_back(repeated.devices.front());
    refusedWhole(repeated);
    DesignFragment noPort = f;  // a port its type lacks
    noPort.connections.front().b.port = QStringLiteral("no such port");
    refusedWhole(noPort);
}

/// PortIndex by itself: a type's ports by slot, a bay's by name, a loop-back
/// connection at two ports of one device, and a device forgotten when its
/// last port is freed.
void TstPortIndex::portIndexOnItsOwn() {
    const DeviceType* type = Catalog::builtIn().device(QStringLiteral("hgx-b200-8gpu-liquid"));
    QVERIFY(type && type->ports().size() >= 3);
    const PortSpec& p0 = type->ports()[0];
    const PortSpec& p1 = type->ports()[1];
    const DeviceId device = DeviceId::create();
    const ConnectionId loop = ConnectionId::create(), power = ConnectionId::create();
    PortIndex index;
    PortSpec inlet = p0;
    inlet.name = QStringLiteral("PSU9-IN");
    index.setModulePorts(device, {inlet});
    QCOMPARE(index.modulePort(device, QStringLiteral("PSU9-IN"))->name, QStringLiteral("PSU9-IN"));
    QVERIFY(!index.modulePort(device, p0.name));  // a type's port is not a bay's
    index.setConnection({device, p0.name}, type, loop);
    index.setConnection({device, p1.name}, type, loop);
    index.setConnection({device, QStringLiteral("PSU9-IN")}, type, power);
    QCOMPARE(index.connectionAt({device, p0.name}), std::optional<ConnectionId>(loop));
    QCOMPARE(index.connectionAt(device, p1), std::optional<ConnectionId>(loop));
    QCOMPARE(index.connectionAt({device, QStringLiteral("PSU9-IN")}), std::optional<ConnectionId>(power));
    QVERIFY(!index.connectionAt({device, type->ports()[2].name}));
    // The type's ports in their order, then the bay's.
    const auto connected = index.connectedPorts(device);
    QCOMPARE(connected.size(), size_t(3));
    QCOMPARE(connected[0].first, &p0);
    QCOMPARE(connected[1].first, &p1);
    QCOMPARE(connected[2].first->name, QStringLiteral("PSU9-IN"));
    // The loop-back is at two of its ports: listed twice.
    const std::vector<ConnectionId> at = index.connectionsAt(device);
    QCOMPARE(std::count(at.begin(), at.end(), loop), 2);
    QCOMPARE(std::count(at.begin(), at.end(), power), 1);
    for (const QString& port : {p0.name, p1.name, QStringLiteral("PSU9-IN")})
        index.setConnection({device, port}, type, std::nullopt);
    QVERIFY(index.connectionsAt(device).empty());
    QVERIFY(index.connectedPorts(device).empty());
    QCOMPARE(index.modulePortsOf(device).size(), size_t(1));  // the bay's ports stay with its fill
    index.dropDevice(device);
    QVERIFY(index.modulePortsOf(device).empty());

    // One device's use as a load builds it: a port taken is seen, a
    // replacement counts once, a freed port not at all.
    PortIndex::Use use;
    use.type = type;
    QVERIFY(!use.at(&p0, p0.name));
    use.set(&p0, p0.name, loop);
    QCOMPARE(use.at(&p0, p0.name), std::optional<ConnectionId>(loop));
    use.set(&p0, p0.name, power);
    QCOMPARE(use.used, 1);
    use.set(&inlet, inlet.name, power);  // not one of the type's ports: by name
    QCOMPARE(use.byName.size(), size_t(1));
    QCOMPARE(use.used, 2);
    use.set(&p0, p0.name, std::nullopt);
    use.set(&inlet, inlet.name, std::nullopt);
    QCOMPARE(use.used, 0);
}

#include "tst_port_index.moc"
