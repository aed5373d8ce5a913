#include "model/analysis/pdu_headroom.h"
#include "model/core/sn_error.h"
#include "model/design/design.h"
#include "model/topology/rack_power.h"
#include "model/topology/supernode_wizard.h"
#include "model/topology/wizard_sizing.h"

#include <QtTest>

using namespace sn;

/// Rack density follows the power budget: servers per rack by
/// the limit that binds, PDU pairs for the racks that gives, the summary,
/// and a palette drop beyond the PDUs' capacity refused.
class TstRoomDensity : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void serversPerRackByBindingLimit_data();
    void serversPerRackByBindingLimit();
    void pduPairsForRackLoads_data();
    void pduPairsForRackLoads();
    void pduPairsThatDoNotFitAreRefused();
    void wizardPlacesRackMountPairsUnderTheSwitch();
    void dropBeyondPduCapacityIsRefused();
};

namespace {

// Figures from the built-in catalog: HGX B200 liquid 14.3 kW max, 80 % to
// liquid, 4U, 6 PSUs (3 inlets per feed); management switch 0.15 kW, 1U;
// rack-48u-800x1200: 48 U, 2 side slots per channel (4 in all), 30 kW air
// limit; manifold 16 QD pairs, 200 L/min; 415 V 63 A PDU: continuous
// √3 · 415 · 63 · 0.8 = 36.23 kW, one phase 63 · 0.8 · 415/√3 = 12.08 kW.
const DeviceType& type(const QString& id) { return *Catalog::builtIn().device(id); }

std::vector<const DeviceType*> serversAndSwitch(int servers) {
    std::vector<const DeviceType*> loads(size_t(servers), &type(QStringLiteral("hgx-b200-8gpu-liquid")));
    loads.push_back(&type(QStringLiteral("mgmt-48x1g")));
    return loads;
}

}  // namespace

void TstRoomDensity::serversPerRackByBindingLimit_data() {
    QTest::addColumn<QString>("server");
    QTest::addColumn<double>("rackKw");
    QTest::addColumn<QString>("coolant");
    QTest::addColumn<double>("deltaTK");
    QTest::addColumn<int>("serversPerRack");
    QTest::addColumn<QString>("limit");
    // Default 60 kW: 4 × 14.3 + 0.15 = 57.35 kW fits; 5 would draw 71.65 kW.
    QTest::newRow("60 kW default") << QString() << 0.0 << QString() << 10.0 << 4 << QStringLiteral("power budget");
    // 120 kW: 8 → 114.55 kW; 9 → 128.85 kW. Air 8 × 2.86 = 22.9 kW < 30; 33 U.
    QTest::newRow("120 kW") << QString() << 120.0 << QString() << 10.0 << 8 << QStringLiteral("power budget");
    // 40 kW: 2 → 28.75 kW; 3 → 43.05 kW.
    QTest::newRow("40 kW") << QString() << 40.0 << QString() << 10.0 << 2 << QStringLiteral("power budget");
    // 200 kW: 9 servers (128.85 kW, air 25.7 kW, one manifold: 9 QD pairs,
    // 9 × 11.44 kW × 1.498 L/min/kW = 154 L/min on PG25 at ΔT 10 K) need 5
    // pairs (a pair takes 2: 3 × 4.77 kW = 14.3 kW > 12.08 kW on a phase);
    // one 0U pair in the 3 slots the manifold leaves, 4 rack-mount pairs of
    // 2 × 2 U = 16 U, and 9 × 4 + 1 + 16 = 53 U > 48. 8 servers: 1 + 3 pairs,
    // 33 + 12 = 45 U.
    QTest::newRow("200 kW") << QString() << 200.0 << QString() << 10.0 << 8 << QStringLiteral("PDU capacity");
    // Water at ΔT 2 K: 60 / (0.997 · 4.18 · 2) = 7.199 L/min per kW, a server
    // 11.44 kW → 82.4 L/min: 2 per 200 L/min manifold. 8 servers: 4 manifolds
    // fill the 4 side slots, so all 4 pairs are rack-mounted: 33 + 16 = 49 U
    // > 48. 7 servers: 4 manifolds, 4 pairs, 29 + 16 = 45 U.
    QTest::newRow("200 kW, water ΔT 2 K") << QString() << 200.0 << QStringLiteral("water") << 2.0 << 7
                                          << QStringLiteral("PDU capacity");
    // Air-cooled B200 (10 U, all 14.3 kW to air) at a 60 kW budget: 3 would
    // put 42.9 + 0.15 kW into the rack's 30 kW of air.
    QTest::newRow("air at 60 kW") << QStringLiteral("hgx-b200-8gpu-air") << 60.0 << QString() << 10.0 << 2
                                  << QStringLiteral("air-cooling limit");
}

void TstRoomDensity::serversPerRackByBindingLimit() {
    QFETCH(QString, server);
    QFETCH(double, rackKw);
    QFETCH(QString, coolant);
    QFETCH(double, deltaTK);
    WizardParams p;
    p.gpus = 256;
    p.serverTypeId = server;
    p.rackBudgetW = rackKw * 1000;
    p.coolantId = coolant;
    p.deltaTK = deltaTK;
    const WizardSizing s = WizardSizing::resolve(p, Catalog::builtIn());
    QTEST(s.serversPerRack, "serversPerRack");
    QTEST(s.rackLimit, "limit");
    // The summary carries both, and the racks hold what sizing said: 32
    // servers in ⌈32 / n⌉ compute racks.
    const WizardResult r = SupernodeWizard::build(p, Catalog::builtIn());
    QCOMPARE(r.summary.serversPerRack, s.serversPerRack);
    QCOMPARE(r.summary.rackLimit, s.rackLimit);
    QCOMPARE(r.summary.computeRacks, (32 + s.serversPerRack - 1) / s.serversPerRack);
}

void TstRoomDensity::pduPairsForRackLoads_data() {
    QTest::addColumn<int>("servers");
    QTest::addColumn<int>("sidePairs");  // room in the side channels
    QTest::addColumn<int>("freeU");
    QTest::addColumn<int>("pairs");
    QTest::addColumn<int>("inSide");
    QTest::addColumn<int>("rackU");
    // 57.35 kW (4 servers + switch): one 63 A pair carries 2 servers by
    // phase (2 × 4.77 = 9.53 kW ≤ 12.08; 3 would be 14.3) and by rating
    // (28.75 ≤ 36.23), so 2 pairs: the 0U pair the manifold leaves room for
    // and one 2U pair (4 U) in the 48 − 17 = 31 U left.
    QTest::newRow("57.35 kW") << 4 << 1 << 31 << 2 << 1 << 4;
    // 114.55 kW (8 servers + switch): 4 pairs, 1 in the side slots and 3
    // rack-mounted, 12 U of the 48 − 33 = 15 left.
    QTest::newRow("114.55 kW") << 8 << 1 << 15 << 4 << 1 << 12;
    // 57.35 kW with the side slots full (manifolds): 2 rack-mount pairs, 8 U.
    QTest::newRow("57.35 kW, no side slot") << 4 << 0 << 31 << 2 << 0 << 8;
}

void TstRoomDensity::pduPairsForRackLoads() {
    QFETCH(int, servers);
    QFETCH(int, sidePairs);
    QFETCH(int, freeU);
    const auto loads = serversAndSwitch(servers);
    const RackPower p = RackPower::plan(Catalog::builtIn(), loads, sidePairs, freeU, QStringLiteral("R1"));
    QTEST(p.pairs(), "pairs");
    QTEST(p.sidePairs, "inSide");
    QTEST(p.rackU(), "rackU");
    for (int k = 0; k < p.pairs(); ++k) {
        QCOMPARE(p.pairTypes[size_t(k)]->pdu->currentA, 63.0);
        QCOMPARE(p.pairTypes[size_t(k)]->mount, k < p.sidePairs ? Mount::Side : Mount::Rack);
    }
    // Either feed carries the whole rack: per pair and per PDU phase.
    std::vector<double> pairW(size_t(p.pairs()), 0);
    std::map<std::pair<int, int>, double> phaseW;  // (PDU, phase) → W with the partner lost
    for (size_t i = 0; i < loads.size(); ++i) {
        const auto& inlets = p.inletSlots[i];
        QVERIFY(!inlets.empty());
        pairW[size_t(inlets.front().pdu / 2)] += loads[i]->maxPowerW;
        const int perFeed = int(inlets.size() + 1) / 2;
        for (const RackPower::Slot& s : inlets) phaseW[{s.pdu, s.phase}] += loads[i]->maxPowerW / perFeed;
    }
    for (double w : pairW) QVERIFY(w <= 36230);
    for (const auto& [at, w] : phaseW) QVERIFY2(w <= 12080, qPrintable(QString::number(w)));
}

void TstRoomDensity::pduPairsThatDoNotFitAreRefused() {
    // 114.55 kW needs 4 pairs; one 0U pair and 11 U hold only 1 + 2 (8 U).
    QVERIFY_THROWS_EXCEPTION(UserError, RackPower::plan(Catalog::builtIn(), serversAndSwitch(8), 1, 11,
                                                        QStringLiteral("R1")));
}

void TstRoomDensity::wizardPlacesRackMountPairsUnderTheSwitch() {
    WizardParams p;
    p.gpus = 256;
    const auto d = SupernodeWizard::createDesign(SupernodeWizard::build(p, Catalog::builtIn()), Catalog::builtIn());
    // Rack A01: 4 servers U1–U16, the management switch at U48, the 0U pair
    // in the side slots, the 2U pair right under the switch: U46–47, U44–45.
    QHash<QString, const Device*> byName;
    for (const Device& dev : d->devices()) byName.insert(dev.name, &dev);
    QCOMPARE(byName.value(QStringLiteral("A01-S4"))->placement.u, 13);
    QCOMPARE(byName.value(QStringLiteral("A01-MGMT"))->placement.u, 48);
    QCOMPARE(byName.value(QStringLiteral("A01-PDU-A1"))->placement.side, SideChannel::Left);
    QCOMPARE(byName.value(QStringLiteral("A01-PDU-B1"))->placement.side, SideChannel::Right);
    QCOMPARE(byName.value(QStringLiteral("A01-PDU-A2"))->placement.u, 46);
    QCOMPARE(byName.value(QStringLiteral("A01-PDU-B2"))->placement.u, 44);
    QVERIFY(!byName.contains(QStringLiteral("A01-PDU-A3")));
    // Every server's 6 inlets are cabled: 3 to an A PDU, 3 to a B PDU.
    for (const Device& dev : d->devices()) {
        if (d->typeOf(dev)->category != DeviceCategory::Server) continue;
        int a = 0, b = 0;
        for (ConnectionId id : d->connectionsOf(dev.id)) {
            const Connection* c = d->connection(id);
            if (c->role != PortRole::Power) continue;
            const QString pdu = d->device(c->a.device == dev.id ? c->b.device : c->a.device)->name;
            (pdu.contains(QLatin1String("-PDU-A")) ? a : b) += 1;
        }
        QCOMPARE(a, 3);
        QCOMPARE(b, 3);
    }
}

void TstRoomDensity::dropBeyondPduCapacityIsRefused() {
    WizardParams p;
    p.gpus = 256;
    auto d = SupernodeWizard::createDesign(SupernodeWizard::build(p, Catalog::builtIn()), Catalog::builtIn());
    const Rack* a01 = nullptr;
    for (const Rack& r : d->racks())
        if (r.name == QLatin1String("A01")) a01 = &r;
    QVERIFY(a01);
    // 4 PDUs × 36.23 kW / 2 (2N) = 72.47 kW; the rack draws 57.35 kW.
    const PduHeadroom h = PduHeadroom::of(*d, a01->id);
    QVERIFY(qAbs(h.capacityW - 2 * 36226.5) < 10);
    QVERIFY(qAbs(h.loadW - 57350) < 1e-6);
    const DeviceType& server = type(QStringLiteral("hgx-b200-8gpu-liquid"));
    // A fifth server: 71.65 kW ≤ 72.47 kW.
    QVERIFY(PduHeadroom::refusal(*d, a01->id, server).isEmpty());
    Device fifth;
    fifth.typeId = server.id;
    fifth.name = QStringLiteral("A01-S5");
    fifth.placement.rack = a01->id;
    fifth.placement.u = 17;
    d->insert(int(d->devices().size()), fifth);
    // A sixth: 85.95 kW > 72.47 kW, and the refusal says so.
    const QString why = PduHeadroom::refusal(*d, a01->id, server);
    QVERIFY2(why.contains(QLatin1String("85.9")) || why.contains(QLatin1String("86.0")), qPrintable(why));
    QVERIFY2(why.contains(QLatin1String("72.5")), qPrintable(why));
    // Moving the fifth within the rack does not count it twice.
    QVERIFY(PduHeadroom::refusal(*d, a01->id, server, fifth.id).isEmpty());
}

QTEST_GUILESS_MAIN(TstRoomDensity)
#include "tst_room_density.moc"
