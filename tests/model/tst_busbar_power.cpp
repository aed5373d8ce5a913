// Busbar racks (issue 21 point 1): ORv3 power shelves on the rack's 48 V
// busbar, fed by busway tap-offs; the rule power.busbar-shelves and the
// wizard's shelf and tap-off sizing, against figures worked by hand.
#include "analysis/busbar_power.h"
#include "catalog/catalog.h"
#include "core/sn_error.h"
#include "rules/power_feeds.h"
#include "support/design_builder.h"
#include "support/rule_findings.h"
#include "topology/supernode_wizard.h"
#include "topology/wizard_sizing.h"

#include <QtTest>

#include <cmath>

using namespace sn;
using namespace sn::test;

namespace {
const QString kRack = QStringLiteral("rack-orv3-hpr-48u");      // 48 V busbar, 92 kW
const QString kShelf = QStringLiteral("orv3-power-shelf-18kw");  // 6 × 3 kW, 1 redundant
const QString kTap63 = QStringLiteral("busway-tapoff-63a");      // 415 V 63 A, OUT1..OUT2 on L123
const QString kServer = QStringLiteral("hgx-b200-8gpu-liquid");  // 14 300 W max, 4U

// A busbar rack of four B200 servers (no cords: they clip onto the busbar)
// and `shelves` shelves, shelves 1–2 on tap-off TAP1, 3–4 on TAP2.
std::unique_ptr<Design> busbarRack(int shelves) {
    DesignBuilder b;
    b.room(20000, 15000).row(QStringLiteral("A")).rack(QStringLiteral("R1"), 0, 0, kRack);
    for (int i = 0; i < 4; ++i) b.device(kServer, QStringLiteral("R1"), 1 + 4 * i, QStringLiteral("S%1").arg(i + 1));
    b.sideDevice(kTap63, QStringLiteral("R1"), SideChannel::Left, 0, QStringLiteral("TAP1"));
    b.sideDevice(kTap63, QStringLiteral("R1"), SideChannel::Right, 0, QStringLiteral("TAP2"));
    for (int k = 0; k < shelves; ++k) {
        const QString shelf = QStringLiteral("PS%1").arg(k + 1);
        b.device(kShelf, QStringLiteral("R1"), 40 + k, shelf);
        b.connect(shelf, QStringLiteral("INLET"), k < 2 ? QStringLiteral("TAP1") : QStringLiteral("TAP2"),
                  QStringLiteral("OUT%1").arg(k % 2 + 1), PortRole::Power, QStringLiteral("power-iec60309-whip"));
    }
    return b.build();
}
}  // namespace

class TstBusbarPower : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void shelvesPerRack_data();
    void shelvesPerRack();
    void tapOffPhaseCurrent();
    void shelfLostBreaksNPlusOne();
    void wizardEquipsBusbarRacks();
    void feedBuswayNeedsABusbar();
};

void TstBusbarPower::shelvesPerRack_data() {
    QTest::addColumn<double>("loadW");
    QTest::addColumn<int>("shelves");
    // One shelf with a rectifier out: (6 − 1) × 3 000 W = 15 000 W (OCP ORv3 overview: 15 kW N+1).
    QTest::newRow("57.5 kW: ceil(57.5 / 15) = ceil(3.83) = 4") << 57500.0 << 4;
    QTest::newRow("114.4 kW: ceil(114.4 / 15) = ceil(7.63) = 8") << 114400.0 << 8;
    QTest::newRow("exactly 45 kW: 45 / 15 = 3") << 45000.0 << 3;
}

void TstBusbarPower::shelvesPerRack() {
    QFETCH(double, loadW);
    QFETCH(int, shelves);
    const DeviceType* shelf = Catalog::builtIn().device(kShelf);
    QVERIFY(shelf);
    // The rack type's busbar as the catalog gives it (ORv3 HPR deck: 48 V, 92 kW).
    const RackType* rack = Catalog::builtIn().rackType(kRack);
    QVERIFY(rack && rack->busbar);
    QCOMPARE(rack->busbar->voltageV, 48.0);
    QCOMPARE(rack->busbar->capacityW, 92000.0);
    QCOMPARE(BusbarPower::shelfCapacityW(*shelf), 15000.0);
    QCOMPARE(BusbarPower::shelvesFor(loadW, *shelf), shelves);
}

void TstBusbarPower::tapOffPhaseCurrent() {
    const auto design = busbarRack(4);
    const BusbarPower bus = BusbarPower::of(*design, DesignBuilder::rackId(QStringLiteral("R1")));
    // Busbar: 4 × 14 300 = 57 200 W; capacity 4 × 15 000 = 60 000 W; each shelf 57 200 / 4 = 14 300 W.
    QCOMPARE(bus.loadW, 57200.0);
    QCOMPARE(bus.capacityW, 60000.0);
    QCOMPARE(int(bus.shelves.size()), 4);
    QCOMPARE(bus.perShelfW(), 14300.0);
    // TAP1 feeds PS1 and PS2: 28 600 W, evenly on three phases: 9 533.3 W each.
    const Device* tap = design->device(DesignBuilder::deviceId(QStringLiteral("TAP1")));
    QVERIFY(tap);
    const SourceLoad load = PowerFeeds::loadOf(*design, *tap);
    QCOMPARE(load.maxW, 28600.0);
    for (double w : load.phaseMaxW) QVERIFY(std::abs(w - 28600.0 / 3) < 1e-6);
    // Phase current at power factor 1 (as power.phase-load counts it):
    // I = P / (√3 · 415 V) = 28 600 / 718.8 = 39.8 A, within 63 A × 0.8 = 50.4 A.
    const double amps = load.phaseMaxW[0] / (415.0 / std::sqrt(3.0));
    QVERIFY(std::abs(amps - 28600.0 / (std::sqrt(3.0) * 415.0)) < 1e-9);
    QVERIFY(std::abs(amps - 39.79) < 0.01);
    const auto findings = findingsOf(*design);
    QCOMPARE(keysOf(withPrefix(findings, QStringLiteral("power.busbar"))), QStringList{});
    QCOMPARE(keysOf(withPrefix(findings, QStringLiteral("power.phase-load"))), QStringList{});
    QCOMPARE(keysOf(withPrefix(findings, QStringLiteral("power.pdu-load"))), QStringList{});
    // The servers' C20 inlets are busbar clips here: no required-port finding names a PSU
    // (their unconnected network ports still count).
    for (const Finding& f : withPrefix(findings, QStringLiteral("cabling.required")))
        QVERIFY2(!f.message.contains(QStringLiteral("PSU")), qPrintable(f.message));
}

void TstBusbarPower::shelfLostBreaksNPlusOne() {
    // PS4 gone: 3 × 15 000 = 45 000 W with a rectifier of each out, against 57 200 W.
    const auto design = busbarRack(3);
    const auto busbar = withPrefix(findingsOf(*design), QStringLiteral("power.busbar-shelves"));
    QCOMPARE(keysOf(busbar), QStringList{QStringLiteral("error:power.busbar-shelves")});
    QCOMPARE(busbar.front().measured, 57200.0);
    QCOMPARE(*busbar.front().limit, 45000.0);
    QVERIFY(busbar.front().message.contains(QStringLiteral("57.2 kW")));
    QVERIFY(busbar.front().message.contains(QStringLiteral("45.0 kW")));
    // Each shelf now draws 57 200 / 3 = 19 066.7 W; TAP1 carries PS1 + PS2 = 38 133 W, over its
    // √3 · 415 · 63 · 0.8 = 36 228 W: the tap-off's rating is checked on the shelves' new share.
    const auto tapLoad = withPrefix(findingsOf(*design), QStringLiteral("power.pdu-load"));
    QCOMPARE(keysOf(tapLoad), QStringList{QStringLiteral("error:power.pdu-load")});
    QVERIFY(std::abs(tapLoad.front().measured - 2 * 57200.0 / 3) < 1e-6);
}

void TstBusbarPower::wizardEquipsBusbarRacks() {
    WizardParams p;
    p.gpus = 256;
    p.rackTypeId = kRack;
    const WizardResult r = SupernodeWizard::build(p, Catalog::builtIn());
    // 60 kW default budget: 4 × 14.3 kW + the 0.15 kW management switch = 57.35 kW (a fifth: 71.65 kW).
    QCOMPARE(r.summary.serversPerRack, 4);
    // 32 servers → 8 compute racks; each: ceil(57.35 / 15) = 4 shelves. A shelf draws 57.35 / 4 = 14.34 kW:
    // a 32 A tap-off (√3·415·32·0.8 = 18.4 kW) takes 1, a 63 A one (36.2 kW, 2 sockets) takes 2
    // → 2 tap-offs of 63 A per rack, 16 in the 8 compute racks.
    const auto design = SupernodeWizard::createDesign(r, Catalog::builtIn());
    int computeRacks = 0, taps = 0;
    for (const Rack& rack : design->racks()) {
        int servers = 0, rackTaps = 0;
        for (DeviceId id : design->devicesIn(rack.id)) {
            servers += design->device(id)->typeId == kServer;
            rackTaps += design->device(id)->typeId == kTap63;
        }
        const BusbarPower bus = BusbarPower::of(*design, rack.id);
        QVERIFY(!bus.shelves.empty());  // every rack of the type is on its busbar, network racks too
        QVERIFY(bus.loadW <= bus.capacityW);
        if (servers != 4) continue;
        ++computeRacks;
        QCOMPARE(int(bus.shelves.size()), 4);
        QCOMPARE(rackTaps, 2);
        taps += rackTaps;
    }
    QCOMPARE(computeRacks, 8);
    QCOMPARE(taps, 16);
    QVERIFY(r.summary.feed.contains(QStringLiteral("busbar")));
    QCOMPARE(r.summary.pdus, 0);
    const auto findings = findingsOf(*design);
    QStringList errors;
    for (const Finding& f : findings)
        if (f.severity == Severity::Error) errors << f.message;
    QCOMPARE(errors, QStringList{});
}

void TstBusbarPower::feedBuswayNeedsABusbar() {
    WizardParams p;
    p.gpus = 256;
    p.feed = PowerFeedKind::Busway;  // default rack-48u-800x1200 has no busbar
    QVERIFY_THROWS_EXCEPTION(UserError, SupernodeWizard::build(p, Catalog::builtIn()));
}

QTEST_GUILESS_MAIN(TstBusbarPower)
#include "tst_busbar_power.moc"
