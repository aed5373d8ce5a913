#include "model/analysis/power_feeds.h"
#include "model/rules/power/power_rules.h"
#include "model/rules/rule_context.h"
#include "tests/support/design_builder.h"
#include "tests/support/rule_findings.h"

#include <QtTest>

#include <cmath>

using namespace sn;
using namespace sn::test;

namespace {
const QString kH100Air = QStringLiteral("hgx-h100-8gpu-air");        // 10 200 W max, 8 670 W typical, 8U, 6 × C20
const QString kH100Liquid = QStringLiteral("hgx-h100-8gpu-liquid");  // same draw, 80 % to liquid, 4U
const QString kPdu32 = QStringLiteral("pdu-3ph-415v-32a");           // C19-1..4 on L1, 5..8 on L2, 9..12 on L3
// 415 V / 32 A three-phase at 0.8: √3 · 415 · 32 · 0.8 = 18 401.6 W; 25.6 A per phase; 415/√3 = 239.6 V to neutral.
const double kPdu32ContinuousW = std::sqrt(3.0) * 415.0 * 32.0 * 0.8;

void feed(DesignBuilder& b, const QString& server, int psu, const QString& pdu, int outlet) {
    b.connect(server, QStringLiteral("PSU%1").arg(psu), pdu, QStringLiteral("C19-%1").arg(outlet), PortRole::Power,
              QStringLiteral("power-c19-c20"));
}

/// One rack, PDU-A on the left and PDU-B on the right, and `servers` liquid
/// H100 servers S1.. at U1, U5, ..: PSU1–3 on A and PSU4–6 on B, one per
/// phase (server s on outlets s, s + 4, s + 8: L1, L2, L3).
std::unique_ptr<Design> dualFedRack(int servers) {
    DesignBuilder b;
    b.room(20000, 15000).row(QStringLiteral("A")).rack(QStringLiteral("R1"), 0, 0);
    b.sideDevice(kPdu32, QStringLiteral("R1"), SideChannel::Left, 0, QStringLiteral("PDU-A"));
    b.sideDevice(kPdu32, QStringLiteral("R1"), SideChannel::Right, 0, QStringLiteral("PDU-B"));
    for (int s = 1; s <= servers; ++s) {
        const QString name = QStringLiteral("S%1").arg(s);
        b.device(kH100Liquid, QStringLiteral("R1"), 1 + 4 * (s - 1), name);
        for (int p = 0; p < 3; ++p) {
            feed(b, name, 1 + p, QStringLiteral("PDU-A"), s + 4 * p);
            feed(b, name, 4 + p, QStringLiteral("PDU-B"), s + 4 * p);
        }
    }
    return b.build();
}
}  // namespace

class TstRulesPower : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void rackOverBudget_data();
    void rackOverBudget();
    void overloadedPhase();
    void drawSplitsOverConnectedInlets();
    void losingOneFeedOverloadsTheOther();
    void losingOneFeedOverloadsAPhase();
    void contextKeepsEachLoadsFeeds();
    void balancedDualFeedIsClean();
    void feedLossNamesTheArithmetic();
    void splitThatCarriesIsNotAFeedLoss();
    void airCooledRackAboveAirLimit();
    void roomDensity();
    void imbalanceNoCordCanMendIsInformation();
};

void TstRulesPower::rackOverBudget_data() {
    QTest::addColumn<double>("budgetW");
    QTest::addColumn<QStringList>("expected");
    QTest::addColumn<double>("measuredW");
    // Four liquid H100 servers: typical 4 × 8 670 = 34 680 W, max 4 × 10 200 = 40 800 W.
    QTest::newRow("typical over: error") << 30000.0 << QStringList{QStringLiteral("error:power.rack-budget")}
                                         << 4 * 8670.0;
    QTest::newRow("only max over: warning")
        << 36000.0 << QStringList{QStringLiteral("warning:power.rack-budget")} << 4 * 10200.0;
    QTest::newRow("within") << 41000.0 << QStringList{} << 0.0;
}

void TstRulesPower::rackOverBudget() {
    QFETCH(double, budgetW);
    QFETCH(QStringList, expected);
    QFETCH(double, measuredW);
    DesignBuilder b;
    b.room(20000, 15000)
        .row(QStringLiteral("A"))
        .rack(QStringLiteral("R1"), 0, 0, QStringLiteral("rack-48u-600x1200"), budgetW);
    for (int i = 0; i < 4; ++i)
        b.device(kH100Liquid, QStringLiteral("R1"), 1 + 4 * i, QStringLiteral("S%1").arg(i + 1));
    const auto design = b.build();
    auto power = withPrefix(findingsOf(*design), QStringLiteral("power."));
    power = withPrefix(power, QStringLiteral("power.rack"));  // room density is info, shown always
    QCOMPARE(keysOf(power), expected);
    if (!expected.isEmpty()) {
        QCOMPARE(power.front().measured, measuredW);
        QCOMPARE(*power.front().limit, budgetW);
    }
}

void TstRulesPower::overloadedPhase() {
    DesignBuilder b;
    b.room(20000, 15000).row(QStringLiteral("A")).rack(QStringLiteral("R1"), 0, 0);
    b.device(kH100Air, QStringLiteral("R1"), 1, QStringLiteral("S1"));
    b.sideDevice(kPdu32, QStringLiteral("R1"), SideChannel::Left, 0, QStringLiteral("PDU-A"));
    // PSU1–4 on C19-1..4 (L1), PSU5–6 on C19-5..6 (L2): 10 200 W / 6 inlets = 1 700 W each.
    for (int psu = 1; psu <= 6; ++psu) feed(b, QStringLiteral("S1"), psu, QStringLiteral("PDU-A"), psu);
    const auto design = b.build();

    const Device& pdu = *design->device(DesignBuilder::deviceId(QStringLiteral("PDU-A")));
    const SourceLoad load = PowerFeeds::loadOf(*design, pdu);
    QCOMPARE(load.maxW, 10200.0);
    QCOMPARE(load.phaseMaxW[0], 4 * 1700.0);
    QCOMPARE(load.phaseMaxW[1], 2 * 1700.0);
    QCOMPARE(load.phaseMaxW[2], 0.0);

    const auto power = withPrefix(findingsOf(*design), QStringLiteral("power."));
    // L1: 6 800 W / 239.6 V = 6 800 · √3 / 415 = 28.38 A > 25.6 A → error. PDU total 10.2 kW < 18.4 kW: fine.
    // Phases 6.8 / 3.4 / 0 kW, mean 3.4 kW: (6.8 − 0) / 3.4 = 200 % > 20 % → imbalance warning.
    // All six inlets on one PDU → single-feed warning. Room density: info.
    QCOMPARE(keysOf(power),
             (QStringList{QStringLiteral("error:power.phase-load"), QStringLiteral("info:power.room-density"),
                          QStringLiteral("warning:power.phase-balance"), QStringLiteral("warning:power.single-feed")}));
    const Finding* phase = only(power, QStringLiteral("power.phase-load"));
    QVERIFY(phase);
    QVERIFY(qAbs(phase->measured - 6800.0 * std::sqrt(3.0) / 415.0) < 1e-9);
    QVERIFY(qAbs(phase->measured - 28.38) < 0.005);
    QVERIFY(qAbs(*phase->limit - 25.6) < 1e-9);
    QCOMPARE(phase->unit, QStringLiteral("A"));
    QVERIFY(phase->message.contains(QStringLiteral("L1")));
    const Finding* balance = only(power, QStringLiteral("power.phase-balance"));
    QVERIFY(qAbs(balance->measured - 200.0) < 1e-9);
}

void TstRulesPower::drawSplitsOverConnectedInlets() {
    DesignBuilder b;
    b.room(20000, 15000).row(QStringLiteral("A")).rack(QStringLiteral("R1"), 0, 0);
    b.device(kH100Air, QStringLiteral("R1"), 1, QStringLiteral("S1"));
    b.sideDevice(kPdu32, QStringLiteral("R1"), SideChannel::Left, 0, QStringLiteral("PDU-A"));
    // Only two of six inlets connected: each carries 10 200 / 2 = 5 100 W.
    feed(b, QStringLiteral("S1"), 1, QStringLiteral("PDU-A"), 1);  // L1
    feed(b, QStringLiteral("S1"), 2, QStringLiteral("PDU-A"), 9);  // L3
    const auto design = b.build();
    const SourceLoad load =
        PowerFeeds::loadOf(*design, *design->device(DesignBuilder::deviceId(QStringLiteral("PDU-A"))));
    QCOMPARE(load.phaseMaxW[0], 5100.0);
    QCOMPARE(load.phaseMaxW[1], 0.0);
    QCOMPARE(load.phaseMaxW[2], 5100.0);
    QCOMPARE(load.typicalW, 8670.0);
}

void TstRulesPower::losingOneFeedOverloadsTheOther() {
    // Three servers, each PSU1–3 on A and PSU4–6 on B (one per phase).
    const auto design = dualFedRack(3);
    // Normal: each PDU 3 × 10 200 / 2 = 15 300 W ≤ 18 401.6 W; per phase 5 100 W = 21.3 A ≤ 25.6 A; balanced.
    // Losing A: B carries 3 × 10 200 = 30 600 W > 18 401.6 W, and the same the other way round.
    // At each server one feed leaves 3 × 3.3 = 9.9 of 10.2 kW: power.feed-loss (one finding for the type).
    const auto power = withPrefix(findingsOf(*design), QStringLiteral("power."));
    QCOMPARE(keysOf(power),
             (QStringList{QStringLiteral("error:power.redundancy"), QStringLiteral("error:power.redundancy"),
                          QStringLiteral("info:power.room-density"), QStringLiteral("warning:power.feed-loss")}));
    for (const Finding& f : power) {
        if (f.ruleKey != QStringLiteral("power.redundancy")) continue;
        QCOMPARE(f.measured, 30600.0);
        QVERIFY(qAbs(*f.limit - kPdu32ContinuousW) < 1e-9);
    }
}

void TstRulesPower::contextKeepsEachLoadsFeeds() {
    // Two servers, each PSU1–3 on A and PSU4–6 on B.
    const auto design = dualFedRack(2);
    const Device& s1 = *design->device(DesignBuilder::deviceId(QStringLiteral("S1")));
    const Device& pduA = *design->device(DesignBuilder::deviceId(QStringLiteral("PDU-A")));
    const Device& pduB = *design->device(DesignBuilder::deviceId(QStringLiteral("PDU-B")));
    for (RuleContext::Scope scope : {RuleContext::Scope::Scoped, RuleContext::Scope::Whole}) {
        const RuleContext context(*design, scope);
        // S1's six inlets in port order: PSU1–3 on A, PSU4–6 on B; asked
        // again, the same list (kept, not found again).
        const std::vector<PowerFeed>& feeds = context.feedsOf(s1);
        QCOMPARE(int(feeds.size()), 6);
        QCOMPARE(feeds[0].inlet, QStringLiteral("PSU1"));
        QCOMPARE(feeds[0].source, pduA.id);
        QCOMPARE(feeds[3].inlet, QStringLiteral("PSU4"));
        QCOMPARE(feeds[3].source, pduB.id);
        QCOMPARE(&context.feedsOf(s1), &feeds);
        // By hand: normally each PDU carries 2 × 10 200 / 2 = 10 200 W; with
        // A lost, B carries both servers whole, 20 400 W, 6 800 W per phase.
        QCOMPARE(context.sourceLoad(pduB).maxW, 10200.0);
        const SourceLoad failover = context.loadWithout(pduB, pduA.id);
        QCOMPARE(failover.maxW, 20400.0);
        for (double w : failover.phaseMaxW) QCOMPARE(w, 6800.0);
        QCOMPARE(int(failover.loads.size()), 2);
    }
}

void TstRulesPower::losingOneFeedOverloadsAPhase() {
    DesignBuilder b;
    b.room(20000, 15000).row(QStringLiteral("A")).rack(QStringLiteral("R1"), 0, 0);
    b.sideDevice(kPdu32, QStringLiteral("R1"), SideChannel::Left, 0, QStringLiteral("PDU-A"));
    b.sideDevice(kPdu32, QStringLiteral("R1"), SideChannel::Right, 0, QStringLiteral("PDU-B"));
    b.device(kH100Liquid, QStringLiteral("R1"), 1, QStringLiteral("S1"));
    // All six cords on L1: PSU1–3 on A's C19-1..3, PSU4–6 on B's C19-1..3.
    for (int p = 1; p <= 3; ++p) {
        feed(b, QStringLiteral("S1"), p, QStringLiteral("PDU-A"), p);
        feed(b, QStringLiteral("S1"), p + 3, QStringLiteral("PDU-B"), p);
    }
    const auto design = b.build();
    // Normal: 5 100 W on each L1 = 5 100 · √3 / 415 = 21.3 A ≤ 25.6 A. Failover: 10 200 W on the
    // other PDU — 10.2 kW ≤ 18.4 kW in total, but 10 200 · √3 / 415 = 42.57 A on L1 > 25.6 A.
    // Both PDUs carry everything on L1: (5.1 − 0) / 1.7 = 300 % imbalance, a warning each.
    // S1 on one feed: 3 × 3.3 = 9.9 of 10.2 kW, power.feed-loss.
    const auto power = withPrefix(findingsOf(*design), QStringLiteral("power."));
    QCOMPARE(keysOf(power),
             (QStringList{QStringLiteral("error:power.redundancy"), QStringLiteral("error:power.redundancy"),
                          QStringLiteral("info:power.room-density"), QStringLiteral("warning:power.feed-loss"),
                          QStringLiteral("warning:power.phase-balance"), QStringLiteral("warning:power.phase-balance")}));
    for (const Finding& f : power) {
        if (f.ruleKey != QStringLiteral("power.redundancy")) continue;
        QVERIFY(qAbs(f.measured - 10200.0 * std::sqrt(3.0) / 415.0) < 1e-9);
        QVERIFY(qAbs(*f.limit - 25.6) < 1e-9);
        QCOMPARE(f.unit, QStringLiteral("A"));
        QVERIFY(f.message.contains(QStringLiteral("L1")));
    }
}

void TstRulesPower::balancedDualFeedIsClean() {
    DesignBuilder b;
    b.room(20000, 15000).row(QStringLiteral("A")).rack(QStringLiteral("R1"), 0, 0);
    b.sideDevice(kPdu32, QStringLiteral("R1"), SideChannel::Left, 0, QStringLiteral("PDU-A"));
    b.sideDevice(kPdu32, QStringLiteral("R1"), SideChannel::Right, 0, QStringLiteral("PDU-B"));
    b.device(kH100Liquid, QStringLiteral("R1"), 1, QStringLiteral("S1"));
    for (int p = 0; p < 3; ++p) {
        feed(b, QStringLiteral("S1"), 1 + p, QStringLiteral("PDU-A"), 1 + 4 * p);
        feed(b, QStringLiteral("S1"), 4 + p, QStringLiteral("PDU-B"), 1 + 4 * p);
    }
    const auto design = b.build();
    // Failover: 10 200 W on one PDU, 3 400 W = 14.2 A per phase: within every PDU limit.
    // The server is 2N at the PDU only: its 3 PSUs on the other feed give
    // 3 × 3.3 = 9.9 kW of its 10.2 kW (power.feed-loss, feedLossNamesTheArithmetic).
    QCOMPARE(keysOf(withPrefix(findingsOf(*design), QStringLiteral("power."))),
             (QStringList{QStringLiteral("info:power.room-density"), QStringLiteral("warning:power.feed-loss")}));
}

void TstRulesPower::feedLossNamesTheArithmetic() {
    // Two liquid H100s, PSU1–3 on A and PSU4–6 on B (dualFedRack): losing
    // PDU-A leaves each 3 × 3 300 = 9 900 W of its 10 200 W; its type caps:
    // 9 900 / 10 200 = 0.9706 → 97 %. Each feed alone would need
    // ⌈10 200 / 3 300⌉ = 4 PSUs, 8 in all: its 6 cannot be split to carry it.
    const auto design = dualFedRack(2);
    const auto loss = withPrefix(findingsOf(*design), QStringLiteral("power.feed-loss"));
    QCOMPARE(int(loss.size()), 1);  // one finding for the type, both servers in it
    const Finding& f = loss.front();
    QCOMPARE(f.severity, Severity::Warning);
    QCOMPARE(int(f.objects.size()), 2);
    QCOMPARE(f.measured, 9900.0);
    QCOMPARE(*f.limit, 10200.0);
    QCOMPARE(f.unit, QStringLiteral("W"));
    QCOMPARE(f.message,
             QStringLiteral("2 device(s) of type hgx-h100-8gpu-liquid are 2N at the PDU only, not at the device: "
                            "losing PDU-A leaves S1 3 of its 6 PSUs (4+2), 3 × 3.3 kW = 9.9 kW of its 10.2 kW → "
                            "capped at 97 %. No split of its 6 PSUs over two feeds carries it: each side would need 4."));
    // The design report and `new` say the same.
    QCOMPARE(FeedLossRule::messagesFor(*design), QStringList{f.message});

    // An HGX B200 the same way: 3 × 3 300 = 9 900 W of 14 300 W → 9 900 /
    // 14 300 = 0.6923 → 69 %; ⌈14 300 / 3 300⌉ = 5 PSUs a side.
    DesignBuilder b;
    b.room(20000, 15000).row(QStringLiteral("A")).rack(QStringLiteral("R1"), 0, 0);
    b.sideDevice(kPdu32, QStringLiteral("R1"), SideChannel::Left, 0, QStringLiteral("PDU-A"));
    b.sideDevice(kPdu32, QStringLiteral("R1"), SideChannel::Right, 0, QStringLiteral("PDU-B"));
    b.device(QStringLiteral("hgx-b200-8gpu-liquid"), QStringLiteral("R1"), 1, QStringLiteral("S1"));
    for (int p = 0; p < 3; ++p) {
        feed(b, QStringLiteral("S1"), 1 + p, QStringLiteral("PDU-A"), 1 + 4 * p);
        feed(b, QStringLiteral("S1"), 4 + p, QStringLiteral("PDU-B"), 1 + 4 * p);
    }
    const auto b200 = b.build();
    const QStringList messages = FeedLossRule::messagesFor(*b200);
    QCOMPARE(messages.size(), 1);
    QVERIFY2(messages.front().contains(QStringLiteral("3 × 3.3 kW = 9.9 kW of its 14.3 kW → capped at 69 %. No split of "
                                                      "its 6 PSUs over two feeds carries it: each side would need 5.")),
             qPrintable(messages.front()));
}

void TstRulesPower::splitThatCarriesIsNotAFeedLoss() {
    // The 8-card PCIe box: 4 × 2 700 W, 2+2, 4 400 W max. PSU1–2 on A,
    // PSU3–4 on B: either feed leaves 2 × 2 700 = 5 400 W ≥ 4 400 W. N+N
    // split over the feeds: 2N at the device, no finding.
    DesignBuilder b;
    b.room(20000, 15000).row(QStringLiteral("A")).rack(QStringLiteral("R1"), 0, 0);
    b.sideDevice(kPdu32, QStringLiteral("R1"), SideChannel::Left, 0, QStringLiteral("PDU-A"));
    b.sideDevice(kPdu32, QStringLiteral("R1"), SideChannel::Right, 0, QStringLiteral("PDU-B"));
    b.device(QStringLiteral("pcie-inference-8gpu"), QStringLiteral("R1"), 1, QStringLiteral("P1"));
    feed(b, QStringLiteral("P1"), 1, QStringLiteral("PDU-A"), 1);
    feed(b, QStringLiteral("P1"), 2, QStringLiteral("PDU-A"), 5);
    feed(b, QStringLiteral("P1"), 3, QStringLiteral("PDU-B"), 1);
    feed(b, QStringLiteral("P1"), 4, QStringLiteral("PDU-B"), 5);
    const auto design = b.build();
    QVERIFY(withPrefix(findingsOf(*design), QStringLiteral("power.feed-loss")).empty());
    // Three on A and one on B: losing A leaves 2 700 W of 4 400 W, and the
    // type does not say it caps: it stops. 2 PSUs a side (⌈4 400 / 2 700⌉)
    // would carry it.
    DesignBuilder c;
    c.room(20000, 15000).row(QStringLiteral("A")).rack(QStringLiteral("R1"), 0, 0);
    c.sideDevice(kPdu32, QStringLiteral("R1"), SideChannel::Left, 0, QStringLiteral("PDU-A"));
    c.sideDevice(kPdu32, QStringLiteral("R1"), SideChannel::Right, 0, QStringLiteral("PDU-B"));
    c.device(QStringLiteral("pcie-inference-8gpu"), QStringLiteral("R1"), 1, QStringLiteral("P1"));
    feed(c, QStringLiteral("P1"), 1, QStringLiteral("PDU-A"), 1);
    feed(c, QStringLiteral("P1"), 2, QStringLiteral("PDU-A"), 5);
    feed(c, QStringLiteral("P1"), 3, QStringLiteral("PDU-A"), 9);
    feed(c, QStringLiteral("P1"), 4, QStringLiteral("PDU-B"), 1);
    const auto uneven = c.build();
    QCOMPARE(FeedLossRule::messagesFor(*uneven),
             QStringList{QStringLiteral(
                 "1 device(s) of type pcie-inference-8gpu are 2N at the PDU only, not at the device: losing PDU-A "
                 "leaves P1 1 of its 4 PSUs (2+2), 1 × 2.7 kW = 2.7 kW of its 4.4 kW → it stops (its type does not "
                 "say it caps its power). 2 of its PSUs on each feed would carry it.")});
}

void TstRulesPower::airCooledRackAboveAirLimit() {
    DesignBuilder b;
    b.room(20000, 15000).row(QStringLiteral("A")).rack(QStringLiteral("R1"), 0, 0);  // 20 kW air limit
    b.device(kH100Air, QStringLiteral("R1"), 1, QStringLiteral("S1"));
    b.device(kH100Air, QStringLiteral("R1"), 9, QStringLiteral("S2"));
    b.device(kH100Air, QStringLiteral("R1"), 17, QStringLiteral("S3"));
    const auto design = b.build();
    // Typical 3 × 8 670 = 26 010 W of air heat > 20 000 W → error.
    const auto power = withPrefix(findingsOf(*design), QStringLiteral("power.air"));
    QCOMPARE(keysOf(power), QStringList{QStringLiteral("error:power.air-heat")});
    QCOMPARE(power.front().measured, 26010.0);
    QCOMPARE(*power.front().limit, 20000.0);
}

void TstRulesPower::roomDensity() {
    DesignBuilder b;
    b.room(10000, 5000).row(QStringLiteral("A")).rack(QStringLiteral("R1"), 0, 0);
    b.device(kH100Air, QStringLiteral("R1"), 1, QStringLiteral("S1"));
    const auto design = b.build();
    // 10.2 kW on 10 m × 5 m = 50 m²: 0.204 kW/m².
    const auto all = findingsOf(*design);
    const Finding* f = only(all, QStringLiteral("power.room-density"));
    QVERIFY(f);
    QCOMPARE(f->severity, Severity::Info);
    QVERIFY(qAbs(f->measured - 10.2 / 50.0) < 1e-12);
    QVERIFY(!f->limit);
}

void TstRulesPower::imbalanceNoCordCanMendIsInformation() {
    // One air H100 (10 200 W) with two of its six inlets on PDU-A: each
    // carries 10 200 / 2 = 5 100 W. Mean per phase 10 200 / 3 = 3 400 W.
    const auto build = [](int secondOutlet) {
        DesignBuilder b;
        b.room(20000, 15000).row(QStringLiteral("A")).rack(QStringLiteral("R1"), 0, 0);
        b.device(kH100Air, QStringLiteral("R1"), 1, QStringLiteral("S1"));
        b.sideDevice(kPdu32, QStringLiteral("R1"), SideChannel::Left, 0, QStringLiteral("PDU-A"));
        feed(b, QStringLiteral("S1"), 1, QStringLiteral("PDU-A"), 1);  // L1
        feed(b, QStringLiteral("S1"), 2, QStringLiteral("PDU-A"), secondOutlet);
        return b.build();
    };
    // Both on L1: 10.2 / 0 / 0 kW, (10 200 − 0) / 3 400 = 300 %; moving one
    // cord to L2 makes it 5.1 / 5.1 / 0 (150 %): a warning, the user can act.
    const auto bothOnL1 = build(2);
    const auto lopsidedAll = findingsOf(*bothOnL1);
    const Finding* lopsided = only(lopsidedAll, QStringLiteral("power.phase-balance"));
    QVERIFY(lopsided);
    QCOMPARE(lopsided->severity, Severity::Warning);
    QVERIFY(qAbs(lopsided->measured - 300.0) < 1e-9);
    // L1 and L2: 5.1 / 5.1 / 0 kW, 150 %; moving either cord to L3 or
    // swapping them leaves one phase empty and 5 100 W between the others:
    // no split of two cords is better, so it is information.
    const auto split = build(5);
    const auto splitAll = findingsOf(*split);
    const Finding* best = only(splitAll, QStringLiteral("power.phase-balance"));
    QVERIFY(best);
    QCOMPARE(best->severity, Severity::Info);
    QVERIFY(qAbs(best->measured - 150.0) < 1e-9);
    QVERIFY2(best->message.endsWith(QStringLiteral("its 2 cord(s) split no better.")), qPrintable(best->message));
    // The test itself, on the loads alone.
    QVERIFY(PhaseBalanceRule::rebalanceable({{{5100, 5100}, {}, {}}}, {10200, 0, 0}));
    QVERIFY(!PhaseBalanceRule::rebalanceable({{{5100}, {5100}, {}}}, {5100, 5100, 0}));
    // Eight equal cords: 3 / 3 / 2 is as good as it gets.
    QVERIFY(!PhaseBalanceRule::rebalanceable({{{1, 1, 1}, {1, 1, 1}, {1, 1}}}, {3, 3, 2}));
    QVERIFY(PhaseBalanceRule::rebalanceable({{{1, 1, 1, 1}, {1, 1, 1}, {1}}}, {4, 3, 1}));
}

QTEST_GUILESS_MAIN(TstRulesPower)
#include "tst_rules_power.moc"
