// Busbar racks: power shelves on the rack's 48 V busbar, fed by busway
// tap-offs on two feeds; the rules power.busbar-shelves and
// power.busbar-supply, the wizard's shelf and tap-off sizing, and what a
// lost shelf, tap-off or feed takes down, against figures worked by hand.
#include "exporters/faults/faults_report.h"
#include "model/analysis/busbar_power.h"
#include "model/analysis/fault_analysis.h"
#include "model/analysis/power_feeds.h"
#include "model/catalog/catalog.h"
#include "model/core/sn_error.h"
#include "model/topology/supernode_wizard.h"
#include "model/topology/wizard_sizing.h"
#include "tests/support/design_builder.h"
#include "tests/support/rule_findings.h"

#include <QtTest>

#include <cmath>

using namespace sn;
using namespace sn::test;

namespace {
const QString kRack = QStringLiteral("rack-orv3-hpr-48u");      // 48 V busbar, 92 kW
const QString kShelf = QStringLiteral("orv3-power-shelf-18kw");  // 6 × 3 kW, 1 redundant
const QString kTap63 = QStringLiteral("busway-tapoff-63a");      // 415 V 63 A, OUT1..OUT2 on L123
const QString kTray = QStringLiteral("nvl72-compute-tray");      // 6 667 W max, busbar clip, 4 GPUs
const QString kSwitchTray = QStringLiteral("nvl72-nvlink-switch-tray");  // 1 500 W max, busbar clip
const QString kServer = QStringLiteral("hgx-b200-8gpu-liquid");  // 14 300 W max, 6 × C20

// A busbar rack of `trays` compute trays and an NVLink switch tray, all
// clipped onto the busbar: 8 × 6 667 + 1 500 = 54 836 W for eight;
// `shelves` shelves (up to 4), 1–2 on tap-off TAP1 (left: feed A), 3–4 on
// TAP2 (right: feed B).
std::unique_ptr<Design> busbarRack(int shelves, bool acServer = false, int trays = 8) {
    DesignBuilder b;
    b.room(20000, 15000).row(QStringLiteral("A")).rack(QStringLiteral("R1"), 0, 0, kRack);
    for (int i = 0; i < trays; ++i) b.device(kTray, QStringLiteral("R1"), 1 + i, QStringLiteral("CT%1").arg(i + 1));
    b.device(kSwitchTray, QStringLiteral("R1"), 9, QStringLiteral("NVS1"));
    if (acServer) b.device(kServer, QStringLiteral("R1"), 20, QStringLiteral("S1"));
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

const BlastRadius& radiusOf(const FaultAnalysis& a, const QString& name) {
    for (const BlastRadius& r : a.radii)
        if (a.domains.components()[size_t(r.component)].name == name) return r;
    qFatal("no component %s", qPrintable(name));
}

int countOfType(const Design& design, RackId rack, const QString& type) {
    int n = 0;
    for (DeviceId id : design.devicesIn(rack)) n += design.device(id)->typeId == type;
    return n;
}
}  // namespace

class TstBusbarPower : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void shelvesPerRack_data();
    void shelvesPerRack();
    void tapOffPhaseCurrent();
    void shelfLostBreaksNPlusOne();
    void acDeviceOnBusbarRefused();
    void shelvesWithoutBusbarRefused();
    void tapOffOrShelfOutStopsTheBusbar();
    void wizardCordsAcServersInBusbarRacks();
    void wizardPutsNvl72OnACommonBusbar();
    void nvl72ShelfOutLosesNothing();
    void feedBuswayNeedsABusbar();
    void feedBuswayRefusesAcServers();
};

void TstBusbarPower::shelvesPerRack_data() {
    QTest::addColumn<QString>("shelf");
    QTest::addColumn<double>("loadW");
    QTest::addColumn<int>("shelves");
    // One shelf with a rectifier out: (6 − 1) × 3 000 W = 15 000 W (OCP ORv3 overview: 15 kW N+1).
    QTest::newRow("57.5 kW: ceil(57.5 / 15) = ceil(3.83) = 4") << kShelf << 57500.0 << 4;
    QTest::newRow("114.4 kW: ceil(114.4 / 15) = ceil(7.63) = 8") << kShelf << 114400.0 << 8;
    QTest::newRow("exactly 45 kW: 45 / 15 = 3") << kShelf << 45000.0 << 3;
    // A GB200 shelf has no spare PSU (6 × 5.5 = 33 kW, BCM manual): the busbar takes a spare shelf.
    QTest::newRow("NVL72 133.5 kW: ceil(133.5 / 33) + 1 = 5 + 1 = 6")
        << QStringLiteral("gb200-power-shelf-33kw") << 133506.0 << 6;
}

void TstBusbarPower::shelvesPerRack() {
    QFETCH(QString, shelf);
    QFETCH(double, loadW);
    QFETCH(int, shelves);
    const DeviceType* type = Catalog::builtIn().device(shelf);
    QVERIFY(type);
    // The rack type's busbar as the catalog gives it (ORv3 HPR deck: 48 V, 92 kW).
    const RackType* rack = Catalog::builtIn().rackType(kRack);
    QVERIFY(rack && rack->busbar);
    QCOMPARE(rack->busbar->voltageV, 48.0);
    QCOMPARE(rack->busbar->capacityW, 92000.0);
    QCOMPARE(BusbarPower::shelvesFor(loadW, *type), shelves);
}

void TstBusbarPower::tapOffPhaseCurrent() {
    const auto design = busbarRack(4);
    const BusbarPower bus = BusbarPower::of(*design, DesignBuilder::rackId(QStringLiteral("R1")));
    // Busbar: 8 × 6 667 + 1 500 = 54 836 W; capacity 4 × 15 000 = 60 000 W; each shelf 54 836 / 4 = 13 709 W.
    QCOMPARE(bus.loadW, 54836.0);
    QCOMPARE(bus.capacityW, 60000.0);
    QCOMPARE(int(bus.shelves.size()), 4);
    QCOMPARE(bus.perShelfW(), 13709.0);
    // TAP1 feeds PS1 and PS2: 27 418 W, evenly on three phases: 9 139.3 W each.
    const Device* tap = design->device(DesignBuilder::deviceId(QStringLiteral("TAP1")));
    QVERIFY(tap);
    const SourceLoad load = PowerFeeds::loadOf(*design, *tap);
    QCOMPARE(load.maxW, 27418.0);
    for (double w : load.phaseMaxW) QVERIFY(std::abs(w - 27418.0 / 3) < 1e-6);
    // Phase current at power factor 1 (as power.phase-load counts it):
    // I = P / (√3 · 415 V) = 27 418 / 718.8 = 38.1 A, within 63 A × 0.8 = 50.4 A.
    const double amps = load.phaseMaxW[0] / (415.0 / std::sqrt(3.0));
    QVERIFY(std::abs(amps - 38.14) < 0.01);
    const auto findings = findingsOf(*design);
    QCOMPARE(keysOf(withPrefix(findings, QStringLiteral("power.phase-load"))), QStringList{});
    QCOMPARE(keysOf(withPrefix(findings, QStringLiteral("power.pdu-load"))), QStringList{});
    QCOMPARE(keysOf(withPrefix(findings, QStringLiteral("power.busbar-supply"))), QStringList{});
    // Feed A (TAP1, left) lost leaves PS3 and PS4 with every rectifier:
    // 2 × 6 × 3 = 36 kW for 54.8 kW: not 2N, and the rule says so for each side.
    const auto feeds = withPrefix(findings, QStringLiteral("power.busbar-shelves"));
    QCOMPARE(keysOf(feeds), (QStringList{QStringLiteral("warning:power.busbar-shelves"),
                                         QStringLiteral("warning:power.busbar-shelves")}));
    QCOMPARE(feeds.front().measured, 36000.0);
    QVERIFY2(feeds.front().message.contains(QStringLiteral("feed A lost leaves 2 of its 4 power shelves, 2 × 18.0 = "
                                                           "36.0 kW for the 54.8 kW")),
             qPrintable(feeds.front().message));
    QVERIFY(feeds.front().message.contains(QStringLiteral("(32 GPUs)")));
    // The trays' busbar clips need no cord: no required-port finding names one.
    for (const Finding& f : withPrefix(findings, QStringLiteral("cabling.required")))
        QVERIFY2(!f.message.contains(QStringLiteral("BUSBAR")), qPrintable(f.message));
}

void TstBusbarPower::shelfLostBreaksNPlusOne() {
    // PS4 gone: 3 × 15 000 = 45 000 W with a rectifier of each out, against 54 836 W.
    const auto design = busbarRack(3);
    const auto busbar = withPrefix(findingsOf(*design), QStringLiteral("power.busbar-shelves"));
    QCOMPARE(keysOf(busbar), QStringList{QStringLiteral("error:power.busbar-shelves")});
    QCOMPARE(busbar.front().measured, 54836.0);
    QCOMPARE(*busbar.front().limit, 45000.0);
    QVERIFY(busbar.front().message.contains(QStringLiteral("54.8 kW")));
    QVERIFY(busbar.front().message.contains(QStringLiteral("45.0 kW")));
    // Each shelf now draws 54 836 / 3 = 18 278.7 W; TAP1 carries PS1 + PS2 = 36 557.3 W, over its
    // √3 · 415 · 63 · 0.8 = 36 228 W: the tap-off's rating is checked on the shelves' new share.
    const auto tapLoad = withPrefix(findingsOf(*design), QStringLiteral("power.pdu-load"));
    QCOMPARE(keysOf(tapLoad), QStringList{QStringLiteral("error:power.pdu-load")});
    QVERIFY(std::abs(tapLoad.front().measured - 2 * 54836.0 / 3) < 1e-6);
}

void TstBusbarPower::acDeviceOnBusbarRefused() {
    // An HGX B200 takes AC on 6 × C20: the 48 V busbar cannot feed it. It is
    // refused, and it is no load of the busbar (54 836 W stays the load).
    const auto design = busbarRack(4, true);
    const BusbarPower bus = BusbarPower::of(*design, DesignBuilder::rackId(QStringLiteral("R1")));
    QCOMPARE(bus.loadW, 54836.0);
    QCOMPARE(int(bus.acUncorded.size()), 1);
    const auto findings = findingsOf(*design);
    const Finding* f = only(findings, QStringLiteral("power.busbar-supply"));
    QVERIFY(f);
    QCOMPARE(f->severity, Severity::Error);
    QVERIFY2(f->message.contains(QStringLiteral("48 V DC")) && f->message.contains(QStringLiteral("S1")),
             qPrintable(f->message));
}

void TstBusbarPower::shelvesWithoutBusbarRefused() {
    // A power shelf and a busbar-clip tray in a rack with no busbar: nothing
    // joins the shelf's DC output to the tray.
    DesignBuilder b;
    b.room(20000, 15000).row(QStringLiteral("A")).rack(QStringLiteral("R1"), 0, 0);
    b.device(kTray, QStringLiteral("R1"), 1, QStringLiteral("CT1"));
    b.device(kShelf, QStringLiteral("R1"), 40, QStringLiteral("PS1"));
    const auto design = b.build();
    const auto findings = findingsOf(*design);
    const Finding* f = only(findings, QStringLiteral("power.busbar-supply"));
    QVERIFY(f);
    QCOMPARE(f->severity, Severity::Error);
    QCOMPARE(f->measured, 2.0);
    QVERIFY2(f->message.contains(QStringLiteral("CT1, PS1")), qPrintable(f->message));
}

void TstBusbarPower::tapOffOrShelfOutStopsTheBusbar() {
    const auto design = busbarRack(4);
    const FaultAnalysis a = FaultAnalysis::of(*design);
    // TAP1 out: PS1 and PS2 dark; PS3 and PS4 give 2 × 6 × 3 kW = 36 kW of 54.836 kW: all 9 trays
    // stop, 8 × 4 = 32 GPUs.
    const int tap = int(&radiusOf(a, QStringLiteral("TAP1")) - a.radii.data());
    QCOMPARE(a.radii[size_t(tap)].gpusDown, 32);
    QCOMPARE(a.radii[size_t(tap)].gpusDownOnPsus, 32);
    QCOMPARE(FaultsReport::shortfall(a, tap),
             QStringLiteral("busbar of rack R1: 2 of 4 power shelves × 18.0 kW = 36.0 kW of the 54.8 kW its devices "
                            "draw → they stop (the shelves go into current limit; no busbar device states that it "
                            "caps)"));
    // One shelf out: the other three with every rectifier give 3 × 18 = 54 kW, short of 54.836 kW by
    // 0.8 kW: rectifier-level N+1 (15 kW a shelf) does not cover a whole shelf, and the busbar stops.
    const BlastRadius& shelf = radiusOf(a, QStringLiteral("PS1"));
    QCOMPARE(shelf.gpusDown, 32);
    QCOMPARE(shelf.shortfall.live, 3);
    // Feed B (TAP2, right side channel) lost: the same as TAP2 out.
    bool sawFeedB = false;
    for (const BlastRadius& r : a.radii) {
        const FaultComponent& c = a.domains.components()[size_t(r.component)];
        if (c.kind != FaultKind::UpstreamFeed || c.side != QLatin1String("B")) continue;
        sawFeedB = true;
        QCOMPARE(r.gpusDown, 32);
    }
    QVERIFY(sawFeedB);
    // With seven trays (7 × 6 667 + 1 500 = 48 169 W), the three shelves left give 54 kW: nothing stops.
    const auto seven = busbarRack(4, false, 7);
    QCOMPARE(radiusOf(FaultAnalysis::of(*seven), QStringLiteral("PS1")).gpusDown, 0);
}

void TstBusbarPower::wizardCordsAcServersInBusbarRacks() {
    WizardParams p;
    p.gpus = 256;
    p.rackTypeId = kRack;
    const WizardResult r = SupernodeWizard::build(p, Catalog::builtIn());
    // 60 kW default budget: 4 × 14.3 kW + the 0.15 kW management switch = 57.35 kW (a fifth: 71.65 kW).
    QCOMPARE(r.summary.serversPerRack, 4);
    // The B200's 6 × C20 inlets take AC cords: A/B PDU pairs feed them, no shelf or tap-off is placed,
    // and the summary says why.
    QCOMPARE(r.summary.powerShelves, 0);
    QCOMPARE(r.summary.tapOffs, 0);
    QVERIFY(r.summary.pdus > 0);
    QVERIFY2(r.summary.feed.contains(QStringLiteral("6 × C20")), qPrintable(r.summary.feed));
    const auto design = SupernodeWizard::createDesign(r, Catalog::builtIn());
    const auto findings = findingsOf(*design);
    QCOMPARE(keysOf(withPrefix(findings, QStringLiteral("power.busbar"))), QStringList{});
    QStringList errors;
    for (const Finding& f : findings)
        if (f.severity == Severity::Error) errors << f.message;
    QCOMPARE(errors, QStringList{});
}

void TstBusbarPower::wizardPutsNvl72OnACommonBusbar() {
    WizardParams p;
    p.gpus = 72;
    p.serverTypeId = QStringLiteral("nvl72-compute-tray");
    const WizardResult r = SupernodeWizard::build(p, Catalog::builtIn());
    QVERIFY2(r.summary.feed.contains(QStringLiteral("busbar")), qPrintable(r.summary.feed));
    const auto design = SupernodeWizard::createDesign(r, Catalog::builtIn());
    int domainRacks = 0;
    for (const Rack& rack : design->racks()) {
        if (countOfType(*design, rack.id, kTray) == 0) continue;
        ++domainRacks;
        QCOMPARE(rack.typeId, QStringLiteral("rack-nvl72-48u-busbar"));
        // 18 × 6 667 + 9 × 1 500 = 133 506 W on the busbar: 5 + 1 shelves of 33 kW; each draws
        // 22.25 kW, and a 63 A tap-off (36.2 kW, 2 sockets) carries one: 3 tap-offs on each feed.
        const BusbarPower bus = BusbarPower::of(*design, rack.id);
        QCOMPARE(bus.loadW, 133506.0);
        QCOMPARE(int(bus.shelves.size()), 6);
        QCOMPARE(bus.capacityW, 5 * 33000.0);
        QCOMPARE(int(bus.loads.size()), 27);
        QCOMPARE(countOfType(*design, rack.id, kTap63), 6);
        QStringList sides;
        for (DeviceId id : design->devicesIn(rack.id))
            if (design->device(id)->typeId == kTap63) sides << PowerFeeds::feedSideOf(*design->device(id));
        sides.sort();
        QCOMPARE(sides, (QStringList{"A", "A", "A", "B", "B", "B"}));
        // No tray is corded to a shelf: they share the busbar.
        for (DeviceId id : bus.loads)
            for (ConnectionId c : design->connectionsOf(id)) QVERIFY(design->connection(c)->role != PortRole::Power);
    }
    QCOMPARE(domainRacks, 1);
    QStringList errors;
    for (const Finding& f : findingsOf(*design))
        if (f.severity == Severity::Error) errors << f.message;
    QCOMPARE(errors, QStringList{});
}

void TstBusbarPower::nvl72ShelfOutLosesNothing() {
    WizardParams p;
    p.gpus = 72;
    p.serverTypeId = QStringLiteral("nvl72-compute-tray");
    const WizardResult r = SupernodeWizard::build(p, Catalog::builtIn());
    const auto design = SupernodeWizard::createDesign(r, Catalog::builtIn());
    const FaultAnalysis a = FaultAnalysis::of(*design);
    // One shelf out: 5 × 33 = 165 kW ≥ 133.5 kW; a tap-off out takes one shelf: the same.
    const int shelf = BlastRadii::worstOfKind(a.domains, a.radii, FaultKind::PowerShelf);
    QVERIFY(shelf >= 0);
    QCOMPARE(a.radii[size_t(shelf)].gpusLost(), 0);
    QCOMPARE(radiusOf(a, QStringLiteral("A01-TAP-A1")).gpusLost(), 0);
    // A tap-off is its own kind of part, and its one 3-pole breaker is no per-phase part.
    for (const FaultComponent& c : a.domains.components()) {
        if (c.name == QLatin1String("A01-TAP-A1")) QCOMPARE(c.kind, FaultKind::TapOff);
        QVERIFY2(c.kind != FaultKind::PduPhase || !c.name.contains(QLatin1String("-TAP-")), qPrintable(c.name));
    }
    // Feed A lost: its 3 shelves dark, 3 × 33 = 99 kW of 133.5 kW: the rack's 72 GPUs stop.
    for (const BlastRadius& rad : a.radii) {
        const FaultComponent& c = a.domains.components()[size_t(rad.component)];
        if (c.kind != FaultKind::UpstreamFeed) continue;
        QCOMPARE(rad.gpusDown, 72);
        QCOMPARE(rad.shortfall.live, 3);
        QCOMPARE(rad.shortfall.liveW / rad.shortfall.maxDrawW, 99000.0 / 133506.0);
    }
}

void TstBusbarPower::feedBuswayNeedsABusbar() {
    WizardParams p;
    p.gpus = 256;
    p.feed = PowerFeedKind::Busway;  // default rack-48u-800x1200 has no busbar
    QVERIFY_THROWS_EXCEPTION(UserError, SupernodeWizard::build(p, Catalog::builtIn()));
}

void TstBusbarPower::feedBuswayRefusesAcServers() {
    WizardParams p;
    p.gpus = 256;
    p.rackTypeId = kRack;
    p.feed = PowerFeedKind::Busway;  // the B200 takes AC cords: shelves cannot feed it
    try {
        SupernodeWizard::build(p, Catalog::builtIn());
        QFAIL("built a busway design of AC servers");
    } catch (const UserError& e) {
        QVERIFY2(e.message().contains(QStringLiteral("6 × C20")), qPrintable(e.message()));
    }
    // A rack-scale tray needs a busbar: a rack type without one is refused.
    WizardParams nvl;
    nvl.gpus = 72;
    nvl.serverTypeId = QStringLiteral("nvl72-compute-tray");
    nvl.rackTypeId = QStringLiteral("rack-48u-800x1200");
    QVERIFY_THROWS_EXCEPTION(UserError, SupernodeWizard::build(nvl, Catalog::builtIn()));
}

QTEST_GUILESS_MAIN(TstBusbarPower)
#include "tst_busbar_power.moc"
