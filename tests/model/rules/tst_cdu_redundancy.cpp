// Cooling with a spare: a loop's CDUs are its own and those
// piped to its racks' manifolds; their capacities add, rule
// cooling.cdu-redundancy takes the largest out (N+1), an unpiped manifold
// is an error and leaves the loop no margin, and the wizard sizes N+1.
#include "model/rules/design_report.h"
#include "model/topology/supernode_wizard.h"
#include "tests/support/design_builder.h"
#include "tests/support/rule_findings.h"

#include <QtTest>

using namespace sn;
using namespace sn::test;

class TstCduRedundancy : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void oneOfTwoCdusOutLeavesTheLoopShort();
    void threeCdusKeepASpare();
    void unpipedManifoldIsAnErrorNotAMargin();
    void wizardSizesNPlusOneAndPipesEveryManifold();
};

namespace {

// Twelve racks of 8 HGX B200 liquid (14.3 kW, 80 % to liquid): 12 × 8 ×
// 11.44 kW = 1 098.24 kW of liquid heat; PG25 at ΔT 10 K: 60 · 1 098.24 /
// (1.0215 · 3.92 · 10) = 1 645.6 L/min. In-row CDUs: 1 MW, 1 500 L/min, 8
// secondary pairs each.
constexpr int kRacks = 12;
constexpr double kHeatW = kRacks * 8 * 14300 * 0.8;

QString rackName(int r) { return QStringLiteral("R%1").arg(r + 1); }

// The racks, `cdus` CDUs and one loop whose own CDU is CDU1; manifold r is
// piped to CDU (r mod cdus) unless it is `unpiped`.
std::unique_ptr<Design> hall(int cdus, int unpiped = -1) {
    DesignBuilder b;
    b.room(30000, 12000).row(QStringLiteral("A"));
    QStringList racks;
    for (int r = 0; r < kRacks; ++r) {
        const QString rack = rackName(r);
        racks << rack;
        b.rack(rack, 2000 + r * 600, 2000, QStringLiteral("rack-48u-600x1200"));
        for (int s = 0; s < 8; ++s)
            b.device(QStringLiteral("hgx-b200-8gpu-liquid"), rack, 1 + 4 * s, QStringLiteral("%1-S%2").arg(rack).arg(s + 1));
        b.sideDevice(QStringLiteral("manifold-0u-16qd"), rack, SideChannel::Left, 0, rack + QStringLiteral("-MF"));
        for (int s = 0; s < 8; ++s) {
            const QString server = QStringLiteral("%1-S%2").arg(rack).arg(s + 1);
            b.connect(server, QStringLiteral("SUPPLY"), rack + QStringLiteral("-MF"), QStringLiteral("QS%1").arg(s + 1),
                      PortRole::Coolant);
            b.connect(server, QStringLiteral("RETURN"), rack + QStringLiteral("-MF"), QStringLiteral("QR%1").arg(s + 1),
                      PortRole::Coolant);
        }
    }
    for (int k = 0; k < cdus; ++k)
        b.floorDevice(QStringLiteral("cdu-inrow-1mw"), 2000 + kRacks * 600 + 600 + k * 1200, 2000,
                      QStringLiteral("CDU%1").arg(k + 1));
    for (int r = 0; r < kRacks; ++r) {
        if (r == unpiped) continue;
        const QString cdu = QStringLiteral("CDU%1").arg(r % cdus + 1);
        const int pair = r / cdus + 1;
        b.connect(rackName(r) + QStringLiteral("-MF"), QStringLiteral("IN-S"), cdu, QStringLiteral("SEC-S%1").arg(pair),
                  PortRole::Coolant);
        b.connect(rackName(r) + QStringLiteral("-MF"), QStringLiteral("IN-R"), cdu, QStringLiteral("SEC-R%1").arg(pair),
                  PortRole::Coolant);
    }
    b.loop(QStringLiteral("L1"), QStringLiteral("CDU1"), QStringLiteral("pg25"), 30, 10, racks);
    return b.build();
}

std::vector<Finding> coolingOf(const Design& d) { return withPrefix(findingsOf(d), QStringLiteral("cooling.")); }

}  // namespace

void TstCduRedundancy::oneOfTwoCdusOutLeavesTheLoopShort() {
    const auto d = hall(2);
    // Both CDUs: 2 MW ≥ 1 098.24 kW and 3 000 ≥ 1 645.6 L/min, so no
    // shortfall; with one out 1 MW < 1 098.24 kW: no spare (warning).
    const auto cooling = coolingOf(*d);
    QCOMPARE(keysOf(cooling), QStringList{QStringLiteral("warning:cooling.cdu-redundancy")});
    QVERIFY(qAbs(cooling.front().measured - kHeatW) < 1e-6);
    QCOMPARE(*cooling.front().limit, 1e6);
    QCOMPARE(cooling.front().objects.size(), size_t(3));  // the loop and both CDUs
    const DesignReport report = DesignReport::of(*d);
    QCOMPARE(report.loops.front().cduName, QStringLiteral("CDU1, CDU2"));
    QCOMPARE(report.loops.front().capacityW, 2e6);
    QCOMPARE(report.loops.front().maxFlowLpm, 3000.0);
    QCOMPARE(report.loops.front().unpipedRacks, 0);
}

void TstCduRedundancy::threeCdusKeepASpare() {
    // Three: with one out 2 MW ≥ 1 098.24 kW and 3 000 L/min ≥ 1 645.6.
    QCOMPARE(keysOf(coolingOf(*hall(3))), QStringList());
}

void TstCduRedundancy::unpipedManifoldIsAnErrorNotAMargin() {
    const auto d = hall(3, 4);
    const auto cooling = coolingOf(*d);
    QCOMPARE(keysOf(cooling), QStringList{QStringLiteral("error:cooling.rack-piping")});
    QCOMPARE(cooling.front().objects.front(), ObjectRef::of(DesignBuilder::rackId(QStringLiteral("R5"))));
    QVERIFY(cooling.front().message.contains(QLatin1String("IN-S, IN-R")));
    // The report gives the loop no capacity to show a margin with.
    const LoopReport loop = DesignReport::of(*d).loops.front();
    QCOMPARE(loop.unpipedRacks, 1);
    QCOMPARE(loop.capacityW, 0.0);
}

void TstCduRedundancy::wizardSizesNPlusOneAndPipesEveryManifold() {
    WizardParams p;
    p.gpus = 256;
    const auto d = SupernodeWizard::createDesign(SupernodeWizard::build(p, Catalog::builtIn()), Catalog::builtIn());
    // One row of 8 compute racks × 4 × 11.44 kW = 366.08 kW: one 1 MW CDU
    // carries it, N + 1 = 2, and 8 manifolds fit 2 × 8 secondary pairs.
    QCOMPARE(d->loops().size(), 1);
    int cdus = 0;
    for (const Device& dev : d->devices()) cdus += d->typeOf(dev)->category == DeviceCategory::Cdu ? 1 : 0;
    QCOMPARE(cdus, 2);
    const auto all = findingsOf(*d);
    QCOMPARE(keysOf(withPrefix(all, QStringLiteral("cooling."))), QStringList());
    // No manifold inlet left open (rule cabling.required-port would list it).
    for (const Finding& f : withPrefix(all, QStringLiteral("cabling.required-port")))
        QVERIFY2(!f.message.contains(QLatin1String("IN-S")), qPrintable(f.message));
    const LoopReport loop = DesignReport::of(*d).loops.front();
    QCOMPARE(loop.capacityW, 2e6);
    QVERIFY(qAbs(loop.heatW - 8 * 4 * 14300 * 0.8) < 1e-6);
    // 800 GPUs (the issue's 43 racks on one CDU at 98.4 %): every loop keeps
    // a spare, its capacity at least its heat plus one 1 MW CDU.
    p.gpus = 800;
    const auto big = SupernodeWizard::createDesign(SupernodeWizard::build(p, Catalog::builtIn()), Catalog::builtIn());
    QCOMPARE(keysOf(withPrefix(findingsOf(*big), QStringLiteral("cooling."))), QStringList());
    for (const LoopReport& l : DesignReport::of(*big).loops) QVERIFY(l.capacityW >= l.heatW + 1e6);
}

QTEST_GUILESS_MAIN(TstCduRedundancy)
#include "tst_cdu_redundancy.moc"
