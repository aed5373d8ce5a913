#include "model/commands/design_edits.h"
#include "model/commands/insert_objects_command.h"
#include "model/rules/rule_engine.h"
#include "model/rules/rule_registry.h"
#include "tests/support/design_builder.h"
#include "tests/support/rule_findings.h"

#include <QtTest>

#include <functional>

using namespace sn;
using namespace sn::test;

using Edit = std::function<void(Design&)>;
Q_DECLARE_METATYPE(Edit)

namespace {
/// Three racks on one loop: R1 and R2 with liquid servers dual-fed from two
/// PDUs each, R3 empty but for a manifold; cables of known lengths.
std::unique_ptr<Design> threeRacks() {
    DesignBuilder b;
    b.room(20000, 15000).row(QStringLiteral("A"));
    for (const QString& rack : {QStringLiteral("R1"), QStringLiteral("R2"), QStringLiteral("R3")}) {
        b.rack(rack, 0, 0, QStringLiteral("rack-48u-600x1200"), 40000);
        b.sideDevice(QStringLiteral("manifold-0u-16qd"), rack, SideChannel::Left, 0, rack + QStringLiteral("-MF"));
    }
    b.sideDevice(QStringLiteral("pdu-3ph-415v-32a"), QStringLiteral("R1"), SideChannel::Right, 0, QStringLiteral("PA"));
    b.sideDevice(QStringLiteral("pdu-3ph-415v-32a"), QStringLiteral("R2"), SideChannel::Right, 0, QStringLiteral("PB"));
    for (int s = 1; s <= 3; ++s) {
        const QString name = QStringLiteral("S%1").arg(s);
        b.device(QStringLiteral("hgx-h100-8gpu-liquid"), s <= 2 ? QStringLiteral("R1") : QStringLiteral("R2"),
                 s == 2 ? 5 : 1, name);
        for (int p = 0; p < 3; ++p) {
            b.connect(name, QStringLiteral("PSU%1").arg(1 + p), QStringLiteral("PA"),
                      QStringLiteral("C19-%1").arg(s + 4 * p), PortRole::Power, QStringLiteral("power-c19-c20"));
            b.connect(name, QStringLiteral("PSU%1").arg(4 + p), QStringLiteral("PB"),
                      QStringLiteral("C19-%1").arg(s + 4 * p), PortRole::Power, QStringLiteral("power-c19-c20"));
        }
    }
    b.device(QStringLiteral("ib-ndr-64x400g"), QStringLiteral("R3"), 1, QStringLiteral("SW1"));
    b.connect(QStringLiteral("S1"), QStringLiteral("OSFP1"), QStringLiteral("SW1"), QStringLiteral("P1/1"),
              PortRole::Compute, QStringLiteral("dac-400g-osfp-30awg"));
    b.device(QStringLiteral("cdu-inrack-250kw"), QStringLiteral("R3"), 2, QStringLiteral("CDU1"));
    b.loop(QStringLiteral("L1"), QStringLiteral("CDU1"), QStringLiteral("water"), 30, 10,
           {QStringLiteral("R1"), QStringLiteral("R2"), QStringLiteral("R3")});
    return b.build();
}

void push(Design& design, EditResult&& edit) {
    QVERIFY2(edit, qPrintable(edit.error));
    design.undoStack().push(edit.command.release());
}
}  // namespace

class TstRulesEngine : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void registryKeysAreUniqueAndStable();
    void nothingChangedNothingRuns();
    void incrementalMatchesFullRun_data();
    void incrementalMatchesFullRun();
    void movingOneServerRunsFewRules();
    void autoUpdateFollowsEdits();
};

void TstRulesEngine::registryKeysAreUniqueAndStable() {
    QStringList keys;
    for (const auto& rule : RuleRegistry::builtIn().rules()) keys << rule->key();
    QCOMPARE(keys.removeDuplicates(), 0);
    for (const char* key : {"placement.overlap", "power.phase-load", "power.redundancy", "cooling.rack-flow",
                            "cooling.cdu-heat", "cabling.reach", "cabling.required-port"})
        QVERIFY2(RuleRegistry::builtIn().find(QString::fromLatin1(key)), key);
}

void TstRulesEngine::nothingChangedNothingRuns() {
    auto design = threeRacks();
    RuleEngine engine(*design);
    engine.update();  // first call: a full run
    QVERIFY(engine.lastEvaluations() > 0);
    QVERIFY(!engine.isDirty());
    engine.update();
    QCOMPARE(engine.lastEvaluations(), 0);
}

void TstRulesEngine::incrementalMatchesFullRun_data() {
    QTest::addColumn<Edit>("edit");
    QTest::addColumn<bool>("changes");
    const auto dev = [](const char* n) { return DesignBuilder::deviceId(QString::fromLatin1(n)); };
    QTest::newRow("move server to another rack") << Edit([dev](Design& d) {
        Placement to = d.device(dev("S1"))->placement;
        to.rack = DesignBuilder::rackId(QStringLiteral("R3"));
        to.u = 10;
        push(d, DesignEdits::moveDevice(d, dev("S1"), to));
    }) << true;
    QTest::newRow("move then undo") << Edit([dev](Design& d) {
        Placement to = d.device(dev("S2"))->placement;
        to.u = 30;
        push(d, DesignEdits::moveDevice(d, dev("S2"), to));
        d.undoStack().undo();
    }) << false;
    QTest::newRow("remove a power feed") << Edit([dev](Design& d) {
        const ConnectionId c = *d.connectionAt({dev("S3"), QStringLiteral("PSU4")});
        d.take(*d.cableOf(c));
        d.take(c);
    }) << true;
    QTest::newRow("unplug all B feeds of S1") << Edit([dev](Design& d) {
        for (int p = 4; p <= 6; ++p) {
            const ConnectionId c = *d.connectionAt({dev("S1"), QStringLiteral("PSU%1").arg(p)});
            d.take(*d.cableOf(c));
            d.take(c);
        }
    }) << true;
    // Removed and inserted again under the same ids, now on the other PDU:
    // what the engine last saw of the connection and cable (rules/last_seen.h)
    // is forgotten at the removal and learnt anew at the insertion.
    QTest::newRow("re-plug a feed on the other PDU") << Edit([dev](Design& d) {
        const ConnectionId c = *d.connectionAt({dev("S3"), QStringLiteral("PSU4")});
        const CableId k = *d.cableOf(c);
        Cable cable = d.take(k).second;
        Connection connection = d.take(c).second;
        connection.b = {dev("PA"), QStringLiteral("C19-4")};
        d.insert(-1, connection);
        d.insert(-1, cable);
    }) << true;
    QTest::newRow("loop too warm") << Edit([](Design& d) {
        CoolingLoop l = *d.loops().find(LoopId::fromName(QStringLiteral("loop/L1")));
        l.supplyTempC = 50;
        d.replace(l);
    }) << true;
    QTest::newRow("rack budget cut") << Edit([](Design& d) {
        Rack r = *d.rack(DesignBuilder::rackId(QStringLiteral("R1")));
        r.powerBudgetW = 10000;
        d.replace(r);
    }) << true;
    QTest::newRow("rack leaves the loop") << Edit([](Design& d) {
        push(d, DesignEdits::assignRackToLoop(d, DesignBuilder::rackId(QStringLiteral("R2")), std::nullopt));
    }) << true;
    QTest::newRow("rack gets shallow") << Edit([](Design& d) {
        Rack r = *d.rack(DesignBuilder::rackId(QStringLiteral("R1")));
        r.depthMm = 800;
        d.replace(r);
    }) << true;
    QTest::newRow("cable too long") << Edit([](Design& d) {
        Cable c = *d.cable(CableId::fromName(QStringLiteral("cable/S1/OSFP1-SW1/P1/1")));
        c.routeLengthMm = 2600;
        d.replace(c);
    }) << true;
    QTest::newRow("room shrinks") << Edit([](Design& d) {
        Room r = d.room();
        r.widthMm = 5000;
        d.setRoom(r);
    }) << true;
    QTest::newRow("add a dual-fed server") << Edit([dev](Design& d) {
        Device s;
        s.id = DesignBuilder::deviceId(QStringLiteral("S9"));
        s.typeId = QStringLiteral("hgx-h100-8gpu-liquid");
        s.name = QStringLiteral("S9");
        s.placement.rack = DesignBuilder::rackId(QStringLiteral("R2"));
        s.placement.u = 5;
        // Placed as a design file states it: past R2's PDU capacity, which
        // the editor's placement refuses, so the rules' incremental run must
        // agree with a full one on what that breaks.
        DesignFragment f;
        f.devices.push_back(s);
        push(d, InsertObjectsCommand::make(d, std::move(f), QStringLiteral("S9")));
        for (int p = 0; p < 3; ++p) {
            push(d,
                 DesignEdits::connect(d, {s.id, QStringLiteral("PSU%1").arg(1 + p)},
                                      {dev("PA"), QStringLiteral("C19-%1").arg(4 + 4 * p)}, PortRole::Power,
                                      QStringLiteral("power-c19-c20")));
            push(d,
                 DesignEdits::connect(d, {s.id, QStringLiteral("PSU%1").arg(4 + p)},
                                      {dev("PB"), QStringLiteral("C19-%1").arg(4 + 4 * p)}, PortRole::Power,
                                      QStringLiteral("power-c19-c20")));
        }
    }) << true;
    QTest::newRow("move a PDU to another rack") << Edit([dev](Design& d) {
        Placement to = d.device(dev("PB"))->placement;
        to.rack = DesignBuilder::rackId(QStringLiteral("R3"));
        push(d, DesignEdits::moveDevice(d, dev("PB"), to));
    }) << true;
    QTest::newRow("loop switches to PG25") << Edit([](Design& d) {
        CoolingLoop l = *d.loops().find(LoopId::fromName(QStringLiteral("loop/L1")));
        l.coolantId = QStringLiteral("pg25");
        l.deltaTK = 1;  // R1: 60 · 16.32 / (1.0215 · 3.92 · 1) = 244.5 L/min > 200
        d.replace(l);
    }) << true;
    QTest::newRow("remove a server") << Edit([dev](Design& d) {
        for (ConnectionId c : d.connectionsOf(dev("S2"))) {
            if (auto cable = d.cableOf(c)) d.take(*cable);
            d.take(c);
        }
        d.take(dev("S2"));
    }) << true;
}

void TstRulesEngine::incrementalMatchesFullRun() {
    QFETCH(Edit, edit);
    QFETCH(bool, changes);
    auto design = threeRacks();
    RuleEngine engine(*design);
    engine.runAll();
    const auto before = engine.findings();
    edit(*design);
    engine.update();
    const auto incremental = engine.findings();
    const auto full = findingsOf(*design);
    QCOMPARE(keysOf(incremental), keysOf(full));
    QVERIFY(incremental == full);  // same findings, same order, same figures
    QCOMPARE(incremental != before, changes);
}

void TstRulesEngine::movingOneServerRunsFewRules() {
    auto design = threeRacks();
    RuleEngine engine(*design);
    engine.runAll();
    const int full = engine.lastEvaluations();
    Placement to = design->device(DesignBuilder::deviceId(QStringLiteral("S3")))->placement;
    to.u = 20;
    push(*design, DesignEdits::moveDevice(*design, DesignBuilder::deviceId(QStringLiteral("S3")), to));
    engine.update();
    // One device, one rack (R2) and its loop: far fewer (rule, object) runs than the full pass.
    QVERIFY2(engine.lastEvaluations() * 2 < full,
             qPrintable(QStringLiteral("%1 of %2").arg(engine.lastEvaluations()).arg(full)));
    QVERIFY(engine.findings() == findingsOf(*design));
}

void TstRulesEngine::autoUpdateFollowsEdits() {
    auto design = threeRacks();
    RuleEngine engine(*design);
    QSignalSpy spy(&engine, &RuleEngine::findingsChanged);
    engine.setAutoUpdate(true);  // the first evaluation happens right away
    QCOMPARE(spy.count(), 1);
    QVERIFY(!engine.isDirty());

    // Cutting R1's budget to 10 kW (typical 2 × 8 670 = 17 340 W) shows at once.
    Rack r = *design->rack(DesignBuilder::rackId(QStringLiteral("R1")));
    r.powerBudgetW = 10000;
    design->replace(r);
    QCOMPARE(spy.count(), 2);
    QVERIFY(engine.findings() == findingsOf(*design));
    QCOMPARE(keysOf(withPrefix(engine.findings(), QStringLiteral("power.rack"))),
             QStringList{QStringLiteral("error:power.rack-budget")});

    // Inside a batch nothing runs until the batch ends, then once.
    design->beginBatch();
    r.powerBudgetW = 20000;
    design->replace(r);
    r.powerBudgetW = 50000;
    design->replace(r);
    QCOMPARE(spy.count(), 2);
    design->endBatch();
    QCOMPARE(spy.count(), 3);
    QVERIFY(engine.findings() == findingsOf(*design));
}

QTEST_GUILESS_MAIN(TstRulesEngine)
#include "tst_rules_engine.moc"
