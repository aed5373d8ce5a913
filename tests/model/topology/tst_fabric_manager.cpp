#include "model/core/sn_error.h"
#include "model/design/design.h"
#include "model/rules/rule_engine.h"
#include "model/topology/supernode_wizard.h"

#include <QtTest>

#include <memory>
#include <set>

using namespace sn;

/// The wizard's --fabric-manager reserves leaf ports for
/// UFM appliances, places them in a network rack and cables them; the DGX
/// SuperPOD H100 RA Table 4 rows (shared/docs/domain-numbers.md §1f)
/// follow from it.
class TstFabricManager : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void raTable4_data();
    void raTable4();
    void appliancesStandInANetworkRackAndTakeFreeLeafPorts();
    void nvl72LeavesHaveRoomForThem();
    void designHasNoRuleErrors();
    void impossibleRequestsAreRefused_data();
    void impossibleRequestsAreRefused();
};

namespace {

constexpr auto kUfm = u"ufm-enterprise-appliance-ndr";

WizardParams withManagers(int gpus, int managers) {
    WizardParams p;
    p.gpus = gpus;
    p.fabricManagers = managers;
    return p;
}

std::unique_ptr<Design> make(const WizardParams& p) {
    return SupernodeWizard::createDesign(SupernodeWizard::build(p, Catalog::builtIn()), Catalog::builtIn());
}

bool isLeaf(const Design& d, DeviceId id) { return d.device(id)->name.contains(QLatin1String("-LEAF")); }
bool isSpine(const Design& d, DeviceId id) { return d.device(id)->name.startsWith(QLatin1String("SPINE")); }
bool isUfm(const Design& d, DeviceId id) { return d.device(id)->typeId == kUfm; }

}  // namespace

Q_DECLARE_METATYPE(sn::WizardParams)

void TstFabricManager::raTable4_data() {
    QTest::addColumn<int>("gpus");
    QTest::addColumn<int>("servers");
    QTest::addColumn<int>("leaves");
    QTest::addColumn<int>("spines");
    QTest::addColumn<int>("nodeAndUfmLinks");
    QTest::addColumn<int>("leafSpine");
    // RA Table 4: SU = 32 slots, one slot goes to the UFM ports, so 32·N − 1
    // DGX; two compute-fabric UFM appliances × 2 ports = 4 links on top of
    // 8 per DGX at every size (252 − 31·8 = 4 … 1 020 − 127·8 = 4).
    // 31 servers: 8 leaves × ⌈31/4⌉ = 8 links to each of 4 spines (8 × 8 =
    // 64 a spine). 63: 16 leaves, 8 spines (16 × 4 = 64). 95: 24 leaves;
    // s = 8 would need ⌈32/8⌉ = 4 per spine × 24 = 96 > 64, s = 16 gives 2
    // × 24 = 48: 16 spines. 127: 32 × 2 = 64 on 16 spines. Leaf–spine: every
    // leaf 32 up (31 servers + 1 UFM port or 1 idle, rounded to the spines).
    QTest::newRow("1 SU: 31 nodes") << 248 << 31 << 8 << 4 << 252 << 256;
    QTest::newRow("2 SU: 63 nodes") << 504 << 63 << 16 << 8 << 508 << 512;
    QTest::newRow("3 SU: 95 nodes") << 760 << 95 << 24 << 16 << 764 << 768;
    QTest::newRow("4 SU: 127 nodes") << 1016 << 127 << 32 << 16 << 1020 << 1024;
}

void TstFabricManager::raTable4() {
    QFETCH(int, gpus);
    const WizardResult r = SupernodeWizard::build(withManagers(gpus, 2), Catalog::builtIn());
    QTEST(r.summary.servers, "servers");
    QTEST(r.summary.leaves, "leaves");
    QTEST(r.summary.spines, "spines");
    QCOMPARE(r.summary.fabricManagers, 2);
    QCOMPARE(r.summary.fabricManagerLinks, 4);
    QTEST(r.summary.endpointLinks + r.summary.fabricManagerLinks, "nodeAndUfmLinks");
    QTEST(r.summary.leafSpineLinks, "leafSpine");
    // The connections say the same.
    const auto d = SupernodeWizard::createDesign(SupernodeWizard::build(withManagers(gpus, 2), Catalog::builtIn()),
                                                 Catalog::builtIn());
    int toLeaf = 0, leafSpine = 0;
    for (const Connection& c : d->connections()) {
        if (c.role != PortRole::Compute) continue;
        if (isLeaf(*d, c.a.device) != isLeaf(*d, c.b.device) && (isSpine(*d, c.a.device) || isSpine(*d, c.b.device)))
            ++leafSpine;
        else if (isLeaf(*d, c.a.device) || isLeaf(*d, c.b.device))
            ++toLeaf;
    }
    QTEST(toLeaf, "nodeAndUfmLinks");
    QTEST(leafSpine, "leafSpine");
}

void TstFabricManager::appliancesStandInANetworkRackAndTakeFreeLeafPorts() {
    const auto d = make(withManagers(248, 2));
    std::set<QString> leavesUsed;
    int ufms = 0, ufmLinks = 0;
    for (const Device& dev : d->devices()) {
        if (dev.typeId != kUfm) continue;
        ++ufms;
        QVERIFY(dev.placement.rack);
        // A network rack: no GPU server shares it.
        for (const Device& other : d->devices())
            if (other.placement.rack == dev.placement.rack) QVERIFY(d->typeOf(other)->gpus == 0);
    }
    QCOMPARE(ufms, 2);
    for (const Connection& c : d->connections()) {
        if (c.role != PortRole::Compute || !(isUfm(*d, c.a.device) || isUfm(*d, c.b.device))) continue;
        ++ufmLinks;
        const PortRef& leafEnd = isUfm(*d, c.a.device) ? c.b : c.a;
        QVERIFY(isLeaf(*d, leafEnd.device));
        // Each UFM port on a leaf of its own (an HA pair never shares one),
        // on the 32nd down port: the slot the 32nd server would take, the
        // second subport of cage 16 (P16/2) of the rail leaf.
        QVERIFY(leavesUsed.insert(d->device(leafEnd.device)->name).second);
        QCOMPARE(leafEnd.port, QStringLiteral("P16/2"));
    }
    QCOMPARE(ufmLinks, 4);
    // Every appliance port is cabled, power and management too.
    for (const Device& dev : d->devices()) {
        if (dev.typeId != kUfm) continue;
        for (const PortSpec& p : d->typeOf(dev)->ports())
            QVERIFY2(d->connectionAt({dev.id, p.name}), qPrintable(dev.name + QLatin1Char(' ') + p.name));
    }
}

void TstFabricManager::nvl72LeavesHaveRoomForThem() {
    // NVL72: a leaf takes one rack of 18 trays (32 down ports), so 14 down
    // ports of every leaf are free: the appliances need no server slot and
    // the fabric stays 32 leaves. The 4 leaves with a UFM port carry 19
    // down, so 19 up (non-blocking): 9 spines would need ⌈19/9⌉ = 3 links
    // from them, 28 × 2 + 4 × 3 = 68 > 64 per spine; 10 spines take
    // ⌈18/10⌉ = ⌈19/10⌉ = 2 from every leaf, 32 × 2 = 64: 10 spines.
    WizardParams p = withManagers(576, 2);
    p.serverTypeId = QStringLiteral("nvl72-compute-tray");
    const WizardResult r = SupernodeWizard::build(p, Catalog::builtIn());
    QCOMPARE(r.summary.leaves, 32);
    QCOMPARE(r.summary.spines, 10);
    QCOMPARE(r.summary.fabricManagerLinks, 4);
    QCOMPARE(r.summary.endpointLinks, 144 * 4);
    // Leaf-minimal leaves are full (576 NICs on 18 × 32 ports): no port is
    // left for an appliance, and the price says so instead of a figure.
    QVERIFY(r.summary.leafAlignment);
    QVERIFY2(r.summary.leafAlignment->otherRefused.contains(QLatin1String("fabric manager needs 4 leaf port(s)")),
             qPrintable(r.summary.leafAlignment->otherRefused));
    QVERIFY(r.summary.leafAlignment->sentences().front().contains(QLatin1String("cannot be built here")));
}

void TstFabricManager::designHasNoRuleErrors() {
    const auto d = make(withManagers(1016, 2));
    RuleEngine engine(*d);
    engine.runAll();
    QStringList errors;
    for (const Finding& f : engine.findings())
        if (f.severity == Severity::Error) errors << f.ruleKey + QStringLiteral(": ") + f.message;
    QVERIFY2(errors.isEmpty(), qPrintable(errors.mid(0, 5).join(QLatin1Char('\n'))));
}

void TstFabricManager::impossibleRequestsAreRefused_data() {
    QTest::addColumn<WizardParams>("params");
    QTest::addColumn<QString>("mentions");
    // 256 GPUs = 32 servers fill every rail leaf's 32 down ports: no port
    // is free for the 4 UFM ports.
    QTest::newRow("full SU") << withManagers(256, 2) << QStringLiteral("needs 4 leaf port(s) and the leaves have 0 free");
    WizardParams p = withManagers(248, 2);
    p.fabric = FabricKind::None;
    QTest::newRow("no fabric") << p << QStringLiteral("join the compute fabric, and this design has none");
    // 5 appliances × 2 ports = 10 > the 8 free ports of 31 servers' leaves.
    QTest::newRow("more ports than free") << withManagers(248, 5) << QStringLiteral("needs 10 leaf port(s) and the leaves have 8 free");
}

void TstFabricManager::impossibleRequestsAreRefused() {
    QFETCH(WizardParams, params);
    QFETCH(QString, mentions);
    try {
        SupernodeWizard::build(params, Catalog::builtIn());
        QFAIL("accepted");
    } catch (const UserError& e) {
        QVERIFY2(e.message().contains(mentions), qPrintable(e.message()));
    }
}

QTEST_GUILESS_MAIN(TstFabricManager)
#include "tst_fabric_manager.moc"
