#include "model/analysis/loop_pressures.h"
#include "model/catalog/catalog.h"
#include "model/routing/apply_routes_command.h"
#include "model/routing/cable_router.h"
#include "model/topology/supernode_wizard.h"
#include "tests/support/rule_findings.h"

#include <QtTest>

#include <cmath>

using namespace sn;
using namespace sn::test;

/// Static pressure in a solved loop against its parts' ratings, and the
/// valves and strainers fitted in its pipe runs, worked out by hand.
class TstLoopPressures : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void kvsGivesTheLossCoefficient();
    void fillAndNodePressuresByHand();
    void partOverItsRatingIsAnError();
    void blindMateCouplingsWarnAtDeadhead();
    void fittedValvesAndStrainersAreLinks();
};

namespace {

std::unique_ptr<Design> routedWizard(int gpus, const QString& server = {}) {
    WizardParams p;
    p.gpus = gpus;
    if (!server.isEmpty()) p.serverTypeId = server;
    const Catalog& catalog = Catalog::builtIn();
    auto design = SupernodeWizard::createDesign(SupernodeWizard::build(p, catalog), catalog);
    EditResult apply = ApplyRoutesCommand::create(*design, CableRouter(*design).routeAll());
    if (apply) design->undoStack().push(apply.command.release());
    return design;
}

}  // namespace

void TstLoopPressures::kvsGivesTheLossCoefficient() {
    // TerFOM 80 Y-strainer, Kvs 126 m³/h, in a DN80 schedule 40 bore of 77.9 mm:
    // A = π·0.0779²/4 = 4.7661e-3 m², (3600·A)² = 294.40,
    // K = 2·10⁵ · 294.40 / (1000 · 126²) = 3.709.
    QVERIFY(std::abs(lossCoefficientOfKv(126, 77.9) - 3.709) < 0.001);
    // The STAD DN50 fully open (Kvs 33) in its 52.5 mm bore: K = 11.154 (tst_loop_balancing).
    QVERIFY(std::abs(lossCoefficientOfKv(33, 52.5) - 11.154) < 0.001);
}

void TstLoopPressures::fillAndNodePressuresByHand() {
    const auto design = routedWizard(256);
    const std::vector<LoopNetwork> nets = LoopNetwork::of(*design);
    QCOMPARE(nets.size(), size_t(1));
    const LoopNetwork& net = nets[0];
    QVERIFY2(net.solvable(), qPrintable(net.missing.join(QLatin1Char('\n'))));
    // The loop's top: its racks are 48U, 48 × 44.45 mm = 2.1336 m. Fill on
    // PG25 (1 021.5 kg/m³): 1021.5 · 9.80665 · 2.1336 / 1000 = 21.373 kPa,
    // plus 4 psi (27.579 kPa) at the top: 48.952 kPa at the pumps' suction.
    for (const Rack& r : design->racks()) QCOMPARE(r.uHeight, 48);
    QVERIFY(std::abs(net.highestPointM - 2.1336) < 1e-9);
    QVERIFY2(std::abs(net.fillKpa - 48.952) < 0.001, qPrintable(QString::number(net.fillKpa, 'f', 4)));
    const LoopHydraulics h = LoopHydraulics::solve(net);
    QVERIFY(h.solution.converged);
    const LoopPressures p = LoopPressures::of(h);
    // The first CDU's suction is the reference: the fill pressure itself;
    // its outlet stands the pump's lift above it.
    const hyd::Link& pump = net.network.links[size_t(h.pumps[0].link)];
    QVERIFY(std::abs(p.nodeKpa[size_t(pump.from)] - 48.952) < 0.001);
    QVERIFY(std::abs(p.nodeKpa[size_t(pump.to)] - (48.952 + h.pumps[0].headKpa)) < 0.01);
    // Deadhead: the in-row CDU's shutoff head at full speed, 367.7 kPa, on the fill: 416.65 kPa.
    QVERIFY(std::abs(p.deadheadKpa - (48.952 + 367.7)) < 0.01);
    // Nothing is over its rating: hoses and manifolds 689.5 kPa (UQD,
    // 100 psi), CDUs 600 kPa, pipe runs 1 600 kPa (PN16).
    QVERIFY(p.overAtOperatingPoint().empty());
    QVERIFY(p.overAtDeadhead().empty());
    QVERIFY(p.highestKpa() < 48.952 + 367.7);
    QVERIFY(p.highestKpa() > 48.952 + 100);
    QVERIFY(!p.rated.empty());
    QVERIFY(withKey(findingsOf(*design), QStringLiteral("cooling.pressure-rating")).empty());
}

void TstLoopPressures::partOverItsRatingIsAnError() {
    const auto design = routedWizard(256);
    LoopNetwork net = LoopNetwork::of(*design)[0];
    // Rate every pipe run at 150 kPa: the supply side stands higher than
    // that (fill 49 kPa plus a lift well above 100 kPa), the return side lower.
    for (auto& part : net.parts)
        if (part.cable) part.ratingKpa = 150;
    const LoopPressures p = LoopPressures::of(LoopHydraulics::solve(net));
    const auto over = p.overAtOperatingPoint();
    QVERIFY(!over.empty());
    for (const auto& r : over) QVERIFY(r.operatingKpa > 150);
    int atOrBelow = 0;
    for (const auto& r : p.rated)
        if (r.link >= 0 && r.operatingKpa <= 150) ++atOrBelow;
    QVERIFY(atOrBelow > 0);
    // Those within it at the operating point still go over it with a valve shut (416.65 > 150).
    QCOMPARE(p.overAtDeadhead().size(), p.rated.size() - over.size() - size_t(std::count_if(
        p.rated.begin(), p.rated.end(), [&](const LoopPressures::Rated& r) { return r.ratingKpa >= p.deadheadKpa; })));
}

void TstLoopPressures::blindMateCouplingsWarnAtDeadhead() {
    // NVL72 trays take their coolant through blind-mate couplings rated
    // 50 psig (344.7 kPa, ORv3); the in-row CDU's 367.7 kPa shutoff head
    // on a 49 kPa fill would put 416.65 kPa on them behind a shut valve.
    const auto design = routedWizard(144, QStringLiteral("nvl72-compute-tray"));
    const auto found = withKey(findingsOf(*design), QStringLiteral("cooling.pressure-rating"));
    QVERIFY(!found.empty());
    bool blindMate = false;
    for (const Finding& f : found) {
        QVERIFY2(f.severity == Severity::Warning, qPrintable(f.message));
        if (f.message.contains(QStringLiteral("blind-mate-qd"))) {
            blindMate = true;
            QCOMPARE(*f.limit, 344.7);
            QVERIFY2(std::abs(f.measured - 416.65) < 0.05, qPrintable(f.message));
        }
    }
    QVERIFY(blindMate);
}

void TstLoopPressures::fittedValvesAndStrainersAreLinks() {
    const auto design = routedWizard(256);
    const LoopNetwork net = LoopNetwork::of(*design)[0];
    int strainers = 0, isolation = 0, headerValves = 0;
    for (const LoopNetwork::Fitted& f : net.fitted) {
        const hyd::Link& l = net.network.links[size_t(f.link)];
        QCOMPARE(l.kind, hyd::LinkKind::Throttle);
        QCOMPARE(l.minorLossK, f.spec.k * f.spec.count);
        if (f.spec.kind == FittedPartSpec::Kind::Strainer) ++strainers;
        else ++isolation;
        const Cable* c = design->cable(f.cable);
        if (c->typeId.startsWith(QLatin1String("pipe-header-"))) {
            QCOMPARE(f.spec.count, 2);  // one at each CDU it joins
            ++headerValves;
        }
        // Shut (the run out of service), it goes with its pipe.
        const std::vector<int> run = net.linksOf(f.cable);
        QVERIFY(std::find(run.begin(), run.end(), f.link) != run.end());
    }
    // Eight racks: a supply branch each with an isolation valve and a
    // strainer (their return branches carry the STAD, which shuts off);
    // two CDUs joined by a supply and a return header.
    QCOMPARE(strainers, 8);
    QCOMPARE(headerValves, 2);
    QCOMPARE(isolation, 8 + 2);
}

QTEST_GUILESS_MAIN(TstLoopPressures)
#include "tst_loop_pressures.moc"
