// The rules that read routes are scoped so that a moved
// rack re-checks only what it touches (route freshness per connection,
// side-channel fill per rack; fault domains not at all for a move). Whatever
// the scoping, RuleEngine::update() after any sequence of edits must give
// exactly the findings of a full run: this test moves racks and servers of a
// routed wizard design at random and compares after every step.
#include "model/commands/design_edits.h"
#include "model/commands/remove_objects_command.h"
#include "model/routing/apply_routes_command.h"
#include "model/routing/cable_router.h"
#include "model/rules/rule_engine.h"
#include "model/topology/supernode_wizard.h"
#include "tests/support/rule_findings.h"

#include <QRandomGenerator>
#include <QtTest>

using namespace sn;
using namespace sn::test;

namespace {

/// 256 GPUs of the default rail fabric, routed with a side-channel fill
/// limit low enough that some columns are over it (so the fill rule has
/// findings to keep current).
std::unique_ptr<Design> routedSupernode() {
    WizardParams p;
    p.gpus = 256;
    auto d = SupernodeWizard::createDesign(SupernodeWizard::build(p, Catalog::builtIn()), Catalog::builtIn());
    RoutingSettings settings = d->routingSettings();
    settings.sideChannelFillLimit = 0.05;
    d->setRoutingSettings(settings);
    EditResult apply = ApplyRoutesCommand::create(*d, CableRouter(*d).routeAll());
    if (apply) d->undoStack().push(apply.command.release());
    return d;
}

int countOf(const std::vector<Finding>& findings, const QString& key) {
    return int(
        std::count_if(findings.begin(), findings.end(), [&](const Finding& f) { return f.ruleKey == key; }));
}

}  // namespace

class TstIncrementalRules : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void randomMovesMatchFullRuns();
    void rackMoveLeavesFaultDomainsAlone();
    void keptRackLossesFollowPowerEdits();
};

void TstIncrementalRules::randomMovesMatchFullRuns() {
    auto design = routedSupernode();
    QVERIFY(!design->cables().isEmpty());
    RuleEngine engine(*design);
    engine.runAll();
    QVERIFY(engine.findings() == findingsOf(*design));
    const int fillAtStart = countOf(engine.findings(), QStringLiteral("cabling.side-channel-fill"));
    QVERIFY2(fillAtStart > 0, "the low fill limit should over-fill some columns");
    QCOMPARE(countOf(engine.findings(), QStringLiteral("cabling.route-freshness")), 0);  // just routed

    QRandomGenerator random(14);  // fixed seed: the same moves every run
    int staleSeen = 0, steps = 0;
    for (int step = 0; step < 40; ++step) {
        const int kind = random.bounded(4);
        if (kind == 0 || kind == 1) {
            // A rack moves along its row (kind 0) or turns round (kind 1).
            const Rack r = design->racks()[random.bounded(design->racks().size())];
            const double dx = kind == 0 ? 100.0 * (1 + random.bounded(20)) : 0.0;
            const int turn = kind == 1 ? (r.rotationDeg + 180) % 360 : r.rotationDeg;
            EditResult move = DesignEdits::moveRack(*design, r.id, r.xMm + dx, r.yMm, turn);
            if (!move) continue;
            design->undoStack().push(move.command.release());
        } else if (kind == 2) {
            // A rack-mounted device moves up one U (refused when taken: skip).
            const Device dev = design->devices()[random.bounded(design->devices().size())];
            if (!dev.placement.rack || dev.placement.side != SideChannel::None) continue;
            Placement to = dev.placement;
            to.u += 1;
            EditResult move = DesignEdits::moveDevice(*design, dev.id, to);
            if (!move) continue;
            design->undoStack().push(move.command.release());
        } else {
            if (!design->undoStack().canUndo()) continue;
            design->undoStack().undo();
        }
        ++steps;
        engine.update();
        const auto incremental = engine.findings();
        const auto full = findingsOf(*design);
        QCOMPARE(keysOf(incremental), keysOf(full));
        QVERIFY2(incremental == full, qPrintable(QStringLiteral("step %1 (kind %2)").arg(step).arg(kind)));
        staleSeen = std::max(staleSeen, countOf(incremental, QStringLiteral("cabling.route-freshness")));
    }
    QVERIFY(steps >= 20);
    QVERIFY2(staleSeen > 0, "some move should leave stale routes");

    // The fill limit concerns every rack: back to the default 50 %, the
    // columns over 5 % are no longer over it.
    RoutingSettings settings = design->routingSettings();
    settings.sideChannelFillLimit = 0.5;
    design->setRoutingSettings(settings);
    engine.update();
    QVERIFY(engine.findings() == findingsOf(*design));
    QVERIFY(countOf(engine.findings(), QStringLiteral("cabling.side-channel-fill")) < fillAtStart);
}

void TstIncrementalRules::rackMoveLeavesFaultDomainsAlone() {
    // Moving a rack changes no fault domain: faults.single-point does not
    // run, and only the moved rack's cables are re-checked, not the design's.
    auto design = routedSupernode();
    RuleEngine engine(*design);
    engine.runAll();
    const int full = engine.lastEvaluations();
    const Rack r = design->racks()[design->racks().size() / 2];
    EditResult move = DesignEdits::moveRack(*design, r.id, r.xMm + 100, r.yMm, r.rotationDeg);
    QVERIFY2(move, qPrintable(move.error));
    design->undoStack().push(move.command.release());
    engine.update();
    QVERIFY2(engine.lastEvaluations() * 4 < full,
             qPrintable(QStringLiteral("%1 of %2").arg(engine.lastEvaluations()).arg(full)));
    QVERIFY(engine.findings() == findingsOf(*design));
}

void TstIncrementalRules::keptRackLossesFollowPowerEdits() {
    // The air side's rack losses (each PDU's, from what it carries) are
    // kept from pass to pass while only rack places change. A server
    // removed changes what its PDUs carry: the next pass finds them again,
    // or the room's air heat would be stale.
    auto design = routedSupernode();
    // Without air coolers airflow.aisle-heat reports the room's air heat, losses included.
    ObjectSelection coolers;
    for (const Device& d : design->devices())
        if (const DeviceType* t = design->typeOf(d); t && t->airCooler) coolers.devices.push_back(d.id);
    QVERIFY(!coolers.devices.empty());
    design->undoStack().push(new RemoveObjectsCommand(*design, coolers));
    RuleEngine engine(*design);
    engine.runAll();
    const auto roomAirW = [&engine] {
        for (const Finding& f : engine.findings())
            if (f.ruleKey == QLatin1String("airflow.aisle-heat") && !f.limit) return f.measured;
        return 0.0;
    };
    const double atStart = roomAirW();
    QVERIFY(atStart > 0);
    const Rack rack = design->racks()[0];
    EditResult move =
        DesignEdits::moveRack(*design, rack.id, rack.xMm, rack.yMm, (rack.rotationDeg + 180) % 360);
    QVERIFY2(move, qPrintable(move.error));
    design->undoStack().push(move.command.release());
    engine.update();
    QVERIFY(engine.findings() == findingsOf(*design));
    QCOMPARE(roomAirW(), atStart);
    ObjectSelection server;
    for (const Device& d : design->devices())
        if (const DeviceType* t = design->typeOf(d); t && t->gpus > 0 && d.placement.rack == rack.id) {
            server.devices.push_back(d.id);
            break;
        }
    QVERIFY(!server.devices.empty());
    design->undoStack().push(new RemoveObjectsCommand(*design, server));
    engine.update();
    QVERIFY(engine.findings() == findingsOf(*design));
    QVERIFY(roomAirW() < atStart);
}

QTEST_GUILESS_MAIN(TstIncrementalRules)
#include "tst_incremental_rules.moc"
