// The router records where along each tray a cable lies, and the tray-fill
// rule, reading those runs, finds what the router kept to: on a routed
// wizard design the rule's fullest stretch of every tray is the router's
// fullest segment, never more.
#include "model/catalog/catalog.h"
#include "model/design/design.h"
#include "model/routing/apply_routes_command.h"
#include "model/routing/cable_router.h"
#include "model/rules/tray_cable_load.h"
#include "model/topology/supernode_wizard.h"
#include "tests/support/rule_findings.h"

#include <QtTest>

#include <cmath>

using namespace sn;
using namespace sn::test;

class TstTrayRunsRouting : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void runsRepeatTheTraysAndLieOnThem();
    void ruleFindsWhatTheRouterKeptTo();

private:
    std::unique_ptr<Design> m_design;
    RoutingResult m_result;
};

void TstTrayRunsRouting::initTestCase() {
    // 4 096 GPUs: 16 scalable units, the trays loaded up to the router's limits
    // (bench_routing: fullest tray at 88 % of its limit).
    WizardParams p;
    p.gpus = 4096;
    m_design = SupernodeWizard::createDesign(SupernodeWizard::build(p, Catalog::builtIn()), Catalog::builtIn());
    m_result = CableRouter(*m_design).routeAll();
    QVERIFY(m_result.findings.empty());
    EditResult edit = ApplyRoutesCommand::create(*m_design, m_result);
    QVERIFY(edit.command);
    m_design->undoStack().push(edit.command.release());
}

void TstTrayRunsRouting::runsRepeatTheTraysAndLieOnThem() {
    int inTrays = 0;
    for (const Cable& c : m_design->cables()) {
        if (c.trays.empty()) {
            QVERIFY(c.trayRuns.empty());
            continue;
        }
        ++inTrays;
        // The runs' trays, repeats in a row merged, are the trays.
        std::vector<TrayId> fromRuns;
        for (const TrayRun& r : c.trayRuns)
            if (fromRuns.empty() || fromRuns.back() != r.tray) fromRuns.push_back(r.tray);
        QCOMPARE(fromRuns, c.trays);
        for (const TrayRun& r : c.trayRuns) {
            const Tray* tray = m_design->trays().find(r.tray);
            QVERIFY(tray);
            QVERIFY(r.fromMm >= 0);
            QVERIFY(r.fromMm <= r.toMm);
            // Points closer than a millimetre merge in the graph.
            QVERIFY(r.toMm <= TrayCableLoad::lengthMm(*tray) + 1);
        }
    }
    QVERIFY(inTrays > 1000);
}

void TstTrayRunsRouting::ruleFindsWhatTheRouterKeptTo() {
    QVERIFY(m_result.overFull.empty());
    const auto loads = TrayCableLoad::of(*m_design);
    int compared = 0;
    for (const TrayFill& fill : m_result.trayFill) {
        if (fill.capacityMm2 <= 0) continue;
        const Tray& tray = *m_design->trays().find(fill.tray);
        // Both as shares of the fill limit: the router's fullest segment,
        // load / (width × depth × limit); the rule's fullest stretch.
        const double router = fill.fillMm2 / fill.capacityMm2;
        const double rule = TrayCableLoad::fillShare(tray, loads.value(fill.tray)) / tray.fillLimit;
        QVERIFY2(rule <= router + 1e-9, qPrintable(QStringLiteral("%1: rule %2, router %3").arg(tray.name).arg(rule).arg(router)));
        // The runs are the segments: the same figure, not merely below it.
        QVERIFY2(std::abs(rule - router) <= 1e-9, qPrintable(tray.name));
        compared += router > 0;
    }
    QVERIFY(compared > 0);
    // So the rule reports no tray over its limit where the router left none.
    QVERIFY(withPrefix(findingsOf(*m_design), QStringLiteral("cabling.tray-fill")).empty());
}

QTEST_GUILESS_MAIN(TstTrayRunsRouting)
#include "tst_tray_runs_routing.moc"
