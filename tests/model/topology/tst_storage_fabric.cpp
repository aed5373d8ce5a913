#include "model/core/sn_error.h"
#include "model/design/design.h"
#include "model/rules/rule_engine.h"
#include "model/topology/hand_connection.h"
#include "model/topology/supernode_wizard.h"
#include "model/topology/wizard_error.h"
#include "tests/support/design_builder.h"

#include <QtTest>

#include <memory>

using namespace sn;
using sn::test::DesignBuilder;

/// The wizard's storage and in-band fabric checked by formula: leaf, spine
/// and link counts, dual homing, non-blocking leaves, hybrid OSFP–QSFP112
/// cables, and the option to leave it out.
class TstStorageFabric : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void hybridPortsJoinOnlyThroughACatalogCable();
    void counts_data();
    void counts();
    void storagePortsReachDifferentLeaves();
    void nonBlockingLeafUpEqualsDown();
    void oversubscribedLeafHasFewerUplinks();
    void linksUseHybridCablesAndValidate();
    void storageLeavesStandInTheirSu();
    void canBeLeftOut();
    void impossibleRequestsAreRefused();
};

namespace {

std::unique_ptr<Design> make(const WizardParams& p) {
    return SupernodeWizard::createDesign(SupernodeWizard::build(p, Catalog::builtIn()), Catalog::builtIn());
}

WizardParams gpus(int n) {
    WizardParams p;
    p.gpus = n;
    return p;
}

bool isStorageSwitch(const Design& d, DeviceId id) {
    return d.device(id)->typeId == u"eth-800g-64x800g-2x400g";
}

QString farEndName(const Design& d, DeviceId near, const PortRef& port) {
    const auto c = d.connectionAt(port);
    if (!c) return {};
    const Connection* conn = d.connection(*c);
    return d.device(conn->a.device == near ? conn->b.device : conn->a.device)->name;
}

struct StorageCounts {
    int leaves = 0, spines = 0, cores = 0, endpointLinks = 0, uplinks = 0;
};

StorageCounts countStorage(const Design& d) {
    StorageCounts n;
    for (const Device& dev : d.devices()) {
        if (!isStorageSwitch(d, dev.id)) continue;
        n.leaves += dev.name.contains(QLatin1String("-SLEAF")) ? 1 : 0;
        n.spines += dev.name.startsWith(QLatin1String("SSPINE")) ? 1 : 0;
        n.cores += dev.name.startsWith(QLatin1String("SCORE")) ? 1 : 0;
    }
    for (const Connection& c : d.connections()) {
        if (c.role != PortRole::Storage && c.role != PortRole::InBand) continue;  // not power or OOB
        const bool a = isStorageSwitch(d, c.a.device), b = isStorageSwitch(d, c.b.device);
        if (a && b) ++n.uplinks;
        else if (a || b) ++n.endpointLinks;
    }
    return n;
}

}  // namespace

void TstStorageFabric::hybridPortsJoinOnlyThroughACatalogCable() {
    const Catalog& cat = Catalog::builtIn();
    // MCP7Y10 and the OSFP–QSFP112 optic pairs join an OSFP cage to a QSFP112 NIC…
    QVERIFY(cat.canJoin(FormFactor::Osfp, FormFactor::Qsfp112));
    QVERIFY(cat.canJoin(FormFactor::Qsfp112, FormFactor::Osfp));
    // …but no cable has an OSFP and a QSFP56 end, nor RJ45 and OSFP.
    QVERIFY(!cat.canJoin(FormFactor::Osfp, FormFactor::Qsfp56));
    QVERIFY(!cat.canJoin(FormFactor::Rj45, FormFactor::Osfp));
    // A power cord's two different plugs do not make data cages joinable.
    QVERIFY(!cat.canJoin(FormFactor::C19, FormFactor::C19));

    // The design's own check (the editor's drag and Connect Ports use it)
    // agrees, and a hybrid cable fits the ports either way round.
    auto d = DesignBuilder()
                 .row(QStringLiteral("A"))
                 .rack(QStringLiteral("A01"), 0, 0, QStringLiteral("rack-48u-800x1200"))
                 .device(QStringLiteral("hgx-b200-8gpu-liquid"), QStringLiteral("A01"), 10, QStringLiteral("gpu1"))
                 .device(QStringLiteral("eth-800g-64x800g-2x400g"), QStringLiteral("A01"), 40, QStringLiteral("sleaf"))
                 .connect(QStringLiteral("sleaf"), QStringLiteral("swp1/1"), QStringLiteral("gpu1"),
                          QStringLiteral("STOR1"), PortRole::Storage,
                          QStringLiteral("dac-800g-osfp-2x400g-qsfp112-splitter"))
                 .build();
    std::optional<DeviceId> server, sw;
    for (const Device& dev : d->devices()) {
        if (dev.name == u"gpu1") server = dev.id;
        if (dev.name == u"sleaf") sw = dev.id;
    }
    QVERIFY(server && sw);
    QVERIFY(d->checkConnection({*server, QStringLiteral("INB1")}, {*sw, QStringLiteral("swp1/2")}).ok);
    const Check refused = d->checkConnection({*server, QStringLiteral("BMC")}, {*sw, QStringLiteral("swp1/2")});
    QVERIFY(!refused.ok);
    QCOMPARE(refused.reason, QStringLiteral("The connectors do not mate: RJ45 port to OSFP port."));
    // Drawn by hand in one rack, the link gets the MCP7Y10 splitter leg and
    // the role of the port it was drawn from.
    const HandConnection::Plan hand =
        HandConnection::plan(*d, {*server, QStringLiteral("INB1")}, {*sw, QStringLiteral("swp1/2")});
    QVERIFY2(hand.check.ok, qPrintable(hand.check.reason));
    QCOMPARE(hand.cableTypeId, QStringLiteral("dac-800g-osfp-2x400g-qsfp112-splitter"));
    QCOMPARE(hand.role, PortRole::InBand);
    RuleEngine engine(*d);
    engine.runAll();
    for (const Finding& f : engine.findings())
        QVERIFY2(!f.ruleKey.startsWith(QLatin1String("cabling.form-factor")) &&
                     !f.ruleKey.startsWith(QLatin1String("cabling.cable-type")),
                 qPrintable(f.message));
}

void TstStorageFabric::counts_data() {
    QTest::addColumn<WizardParams>("params");
    QTest::addColumn<int>("leaves");
    QTest::addColumn<int>("spines");
    QTest::addColumn<int>("cores");
    QTest::addColumn<int>("endpointLinks");
    QTest::addColumn<int>("uplinks");
    // B200 servers: STOR1, STOR2, INB1 = 3 rails. SN5600 split 2 × 400G =
    // 128 ports; non-blocking leaf: d + d ≤ 128 → 64 down, 64 up.
    // 1 SU of 32 servers: 3 rails × ⌈32 / 64⌉ = 3 leaves of 32 down, 32 up
    // = 96 uplinks. Spines: fewest s dividing a full leaf's 64 uplinks with
    // the busiest spine ≤ 128 links: s = 1 (96 links).
    QTest::newRow("256 GPUs") << gpus(256) << 3 << 1 << 0 << 96 << 96;
    // Leaves are sized by ports: a 64-down leaf serves two
    // 32-server SUs. 4 SUs: 2 leaf groups × 3 rails = 6 leaves of 64 down,
    // 64 up = 384 uplinks (before: 12 of 32). Spines: every leaf ⌈64/s⌉ to
    // each; 64 + s⌈64/s⌉ ≤ 128 and 6⌈64/s⌉ ≤ 128 → ⌈64/s⌉ ≤ 21 with s | 64
    // … s = 4 (16 each, 96 per spine).
    QTest::newRow("1024 GPUs") << gpus(1024) << 6 << 4 << 0 << 384 << 384;
    // 16 SUs: 8 groups × 3 = 24 leaves × 64 up = 1 536; 24⌈64/s⌉ ≤ 128 →
    // ⌈64/s⌉ ≤ 5, and s⌈64/s⌉ ≤ 64: s = 16 (4 each).
    QTest::newRow("4096 GPUs") << gpus(4096) << 24 << 16 << 0 << 1536 << 1536;
    // NVL72: one in-band port per compute tray, 8 racks × 18 trays = 144 in
    // one SU; a leaf takes whole racks, ⌊64 / 18⌋ = 3 (54 trays): 3 leaves
    // (54, 54, 36 down; as many up = 144); s = 1 → 144 > 128; s = 2 → 27 +
    // 27 + 18 = 72.
    WizardParams nvl = gpus(576);
    nvl.serverTypeId = QStringLiteral("nvl72-compute-tray");
    QTest::newRow("576 GPUs NVL72") << nvl << 3 << 2 << 0 << 144 << 144;
}

void TstStorageFabric::counts() {
    QFETCH(WizardParams, params);
    const WizardResult r = SupernodeWizard::build(params, Catalog::builtIn());
    QTEST(r.summary.storageLeaves, "leaves");
    QTEST(r.summary.storageSpines, "spines");
    QTEST(r.summary.storageCores, "cores");
    QTEST(r.summary.storageEndpointLinks, "endpointLinks");
    QTEST(r.summary.storageUplinks, "uplinks");
    // The design holds what the summary says.
    const auto d = make(params);
    const StorageCounts n = countStorage(*d);
    QTEST(n.leaves, "leaves");
    QTEST(n.spines, "spines");
    QTEST(n.cores, "cores");
    QTEST(n.endpointLinks, "endpointLinks");
    QTEST(n.uplinks, "uplinks");
}

void TstStorageFabric::storagePortsReachDifferentLeaves() {
    const auto d = make(gpus(1024));
    int servers = 0;
    for (const Device& dev : d->devices()) {
        if (d->typeOf(dev)->category != DeviceCategory::Server) continue;
        ++servers;
        // Rail i of the SU: SU<k>-SLEAF1 takes STOR1, SLEAF2 STOR2, SLEAF3 INB1.
        const QString stor1 = farEndName(*d, dev.id, {dev.id, QStringLiteral("STOR1")});
        const QString stor2 = farEndName(*d, dev.id, {dev.id, QStringLiteral("STOR2")});
        const QString inb = farEndName(*d, dev.id, {dev.id, QStringLiteral("INB1")});
        QVERIFY2(stor1.endsWith(QLatin1String("-SLEAF1")), qPrintable(stor1));
        QVERIFY2(stor2.endsWith(QLatin1String("-SLEAF2")), qPrintable(stor2));
        QVERIFY2(inb.endsWith(QLatin1String("-SLEAF3")), qPrintable(inb));
        QCOMPARE(stor1.section(QLatin1Char('-'), 0, 0), stor2.section(QLatin1Char('-'), 0, 0));  // same SU
        // Each link carries the role of its server port.
        QCOMPARE(d->connection(*d->connectionAt({dev.id, QStringLiteral("STOR1")}))->role, PortRole::Storage);
        QCOMPARE(d->connection(*d->connectionAt({dev.id, QStringLiteral("INB1")}))->role, PortRole::InBand);
    }
    QCOMPARE(servers, 128);
}

void TstStorageFabric::nonBlockingLeafUpEqualsDown() {
    const auto d = make(gpus(1024));
    int leaves = 0;
    for (const Device& dev : d->devices()) {
        if (!dev.name.contains(QLatin1String("-SLEAF"))) continue;
        ++leaves;
        int down = 0, up = 0;
        for (ConnectionId id : d->connectionsOf(dev.id)) {
            const Connection* c = d->connection(id);
            if (c->role != PortRole::Storage && c->role != PortRole::InBand) continue;  // not power or OOB
            const DeviceId far = c->a.device == dev.id ? c->b.device : c->a.device;
            (isStorageSwitch(*d, far) ? up : down) += 1;
        }
        // Two 32-server SUs share each rail's leaf (64 ports down, 64 up).
        QCOMPARE(down, 64);
        QCOMPARE(up, down);
    }
    QCOMPARE(leaves, 6);
}

void TstStorageFabric::oversubscribedLeafHasFewerUplinks() {
    WizardParams p = gpus(1024);
    p.storageOversubscription = 2;
    const WizardResult r = SupernodeWizard::build(p, Catalog::builtIn());
    // 2:1 → a leaf takes the most d with d + ⌈d/2⌉ ≤ 128: 85 down, so
    // ⌊85 / 32⌋ = 2 SUs share a leaf: 6 leaves of 64 down, ⌈64/2⌉ = 32 up.
    QCOMPARE(r.summary.storageLeaves, 6);
    QCOMPARE(r.summary.storageEndpointLinks, 384);
    // 6 × 32 = 192 uplinks; spines: s = 1 → 192 > 128; s = 2 → 16 each,
    // 6 × 16 = 96.
    QCOMPARE(r.summary.storageUplinks, 192);
    QCOMPARE(r.summary.storageSpines, 2);
}

void TstStorageFabric::linksUseHybridCablesAndValidate() {
    const auto d = make(gpus(256));
    int hybrid = 0;
    for (const Connection& c : d->connections()) {
        if (c.role != PortRole::Storage && c.role != PortRole::InBand) continue;
        const Cable* cable = d->cable(*d->cableOf(c.id));
        const CableType* type = d->catalog().cable(cable->typeId);
        QVERIFY2(type, qPrintable(cable->typeId));
        const bool toServer = !isStorageSwitch(*d, c.a.device) || !isStorageSwitch(*d, c.b.device);
        if (toServer) {
            // An OSFP leg to a QSFP112 NIC, across racks: the optic pair on OM4.
            QCOMPARE(type->id, QStringLiteral("mmf-mpo12-400g-osfp-qsfp112"));
            QVERIFY(type->isHybrid());
            QCOMPARE(type->transceiverId, QStringLiteral("xcvr-400g-sr4-osfp"));
            QCOMPARE(type->transceiverAtB(), QStringLiteral("xcvr-400g-sr4-qsfp112"));
            ++hybrid;
        } else {
            QCOMPARE(type->connectorA, FormFactor::Osfp);
            QCOMPARE(type->connectorB, FormFactor::Osfp);
        }
    }
    QCOMPARE(hybrid, 96);
    // The rules accept every hybrid link (form factor, cable type, reach).
    RuleEngine engine(*d);
    engine.runAll();
    QStringList errors;
    for (const Finding& f : engine.findings())
        if (f.severity == Severity::Error) errors << f.ruleKey + QStringLiteral(": ") + f.message;
    QVERIFY2(errors.isEmpty(), qPrintable(errors.mid(0, 5).join(QLatin1Char('\n'))));
}

void TstStorageFabric::storageLeavesStandInTheirSu() {
    const auto d = make(gpus(1024));
    // 4 SUs, two to a row (tst_supernode_wizard spineRowSitsInTheMiddle):
    // rows A (SU 1, 2), B (network row), C (SU 3, 4); storage leaves share
    // the row of the first SU they serve (SU 1 and SU 3: 3 leaves each),
    // storage spines the network row: 6 + 4 = 10.
    const QStringList suRow{QString(), QStringLiteral("A"), QStringLiteral("A"), QStringLiteral("C"),
                            QStringLiteral("C")};
    int placed = 0;
    for (const Device& dev : d->devices()) {
        if (!isStorageSwitch(*d, dev.id)) continue;
        const QString row = d->rows().find(*d->rack(*dev.placement.rack)->row)->name;
        if (dev.name.startsWith(QLatin1String("SSPINE"))) {
            QCOMPARE(row, QStringLiteral("B"));
        } else {
            QCOMPARE(row, suRow.value(dev.name.section(QLatin1Char('-'), 0, 0).mid(2).toInt()));
            // Not in a rack with servers: a network rack of its own.
            for (const Device& other : d->devices())
                if (other.placement.rack == dev.placement.rack)
                    QVERIFY(d->typeOf(other)->category != DeviceCategory::Server);
        }
        ++placed;
    }
    QCOMPARE(placed, 10);
}

void TstStorageFabric::canBeLeftOut() {
    WizardParams p = gpus(256);
    p.storageFabric = false;
    const WizardResult r = SupernodeWizard::build(p, Catalog::builtIn());
    QCOMPARE(r.summary.storageLeaves, 0);
    QCOMPARE(r.summary.storageEndpointLinks, 0);
    const auto d = make(p);
    QCOMPARE(countStorage(*d).leaves, 0);
    for (const Connection& c : d->connections()) {
        QVERIFY(c.role != PortRole::Storage);
        QVERIFY(c.role != PortRole::InBand);
    }
    // The PCIe boxes have no storage ports: no storage fabric, no error.
    WizardParams pcie = gpus(16);
    pcie.fabric = FabricKind::Pcie;
    QCOMPARE(SupernodeWizard::build(pcie, Catalog::builtIn()).summary.storageLeaves, 0);
}

void TstStorageFabric::impossibleRequestsAreRefused() {
    WizardParams p = gpus(256);
    p.storageOversubscription = 0;
    try {
        SupernodeWizard::build(p, Catalog::builtIn());
        QFAIL("no error");
    } catch (const UserError& e) {
        QCOMPARE(e.message(), QStringLiteral("The storage oversubscription must be 1 (non-blocking) or more."));
    }
    // A storage switch of 4 ports (2 down, 2 up) cannot join 16 384 GPUs'
    // 6 144 storage ports in three tiers: the error says which fabric.
    {
        Catalog small = Catalog::builtIn();
        DeviceType sw = *small.device(QStringLiteral("eth-800g-64x800g-2x400g"));
        for (PortGroup& g : sw.portGroups)
            if (g.role == PortRole::Storage) g.count = 2;  // 2 cages × 2 legs
        sw.expandPorts();
        small.put(sw);
        try {
            SupernodeWizard::build(gpus(16384), small);
            QFAIL("no error");
        } catch (const WizardError& e) {
            QCOMPARE(e.field(), WizardField::StorageFabric);
        }
    }
    // A catalog whose only switch ports for storage are gone: told how to go on.
    Catalog cat = Catalog::builtIn();
    DeviceType sw = *cat.device(QStringLiteral("eth-800g-64x800g-2x400g"));
    sw.category = DeviceCategory::PatchPanel;
    cat.put(sw);
    try {
        SupernodeWizard::build(gpus(256), cat);
        QFAIL("no error");
    } catch (const WizardError& e) {
        QCOMPARE(e.field(), WizardField::StorageFabric);
        QVERIFY2(e.message().contains(QLatin1String("without the storage fabric")), qPrintable(e.message()));
        QVERIFY2(e.message().contains(QLatin1String("400 G qsfp112")), qPrintable(e.message()));
    }
}

QTEST_GUILESS_MAIN(TstStorageFabric)
#include "tst_storage_fabric.moc"
