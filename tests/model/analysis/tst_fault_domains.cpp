#include "exporters/faults/faults_report.h"
#include "model/analysis/fault_analysis.h"
#include "model/store/design_file.h"
#include "tests/support/design_builder.h"
#include "tests/support/rule_findings.h"
#include "tests/support/test_paths.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace sn;
using sn::test::DesignBuilder;

/// Fault domains and blast radius on the
/// bundled examples and on small built designs, figures worked out by hand.
class TstFaultDomains : public QObject {
    Q_OBJECT
private:
    // The bundled examples as the wizard made them before N+1 CDUs (one CDU
    // per loop, two servers per rack): the figures below are worked out for
    // those designs. tests/data/faults/README.md says where they come from.
    static std::unique_ptr<Design> example(const QString& file) {
        return DesignFile::open(test::sourceDir() + QStringLiteral("/tests/data/faults/") + file);
    }
    static const BlastRadius& radiusOf(const FaultAnalysis& a, const QString& name) {
        for (const BlastRadius& r : a.radii)
            if (a.domains.components()[size_t(r.component)].name == name) return r;
        qFatal("no component %s", qPrintable(name));
    }

private slots:
    void everyGpuKnowsItsDomains();
    void leafCostsEachServerOneRail();
    void pduFeedThrottlesButKeepsServers();
    void b200OnOneFeedIsCapped();
    void nPlusNSplitLosesNothing();
    void oldTypeWithoutShortfallStops();
    void oneCduTakesItsLoop();
    void bundledExampleHasASpareCdu();
    void nvl72LeafAndCdu();
    void nPlusOneCduLosesNoGpu();
    void singleFedSwitchesFollowTheirPdu();
    void cduLosesItsPower();
    void cduOnTheOtherFeedKeepsTheLoop();
};

void TstFaultDomains::everyGpuKnowsItsDomains() {
    const auto design = example(QStringLiteral("supernode-256-liquid-rail.json"));
    const FaultDomains d = FaultDomains::of(*design);
    // 32 HGX B200 servers, each its own 8-GPU NVSwitch domain, all on one leaf set.
    QCOMPARE(d.totalGpus(), 256);
    QCOMPARE(int(d.memberships().size()), 32);
    QCOMPARE(int(d.nvlinkDomainGpus().size()), 32);
    QCOMPARE(int(d.suServers().size()), 1);
    const FaultDomains::Membership& m = d.memberships().front();
    QCOMPARE(m.server, QStringLiteral("A01-S1"));
    QCOMPARE(m.nvlinkDomain, QStringLiteral("A01-S1"));
    QCOMPARE(m.rack, QStringLiteral("A01"));
    QCOMPARE(m.loop, QStringLiteral("LOOP1"));
    QCOMPARE(m.cdus.size(), 1);
    QCOMPARE(m.feeds, (QStringList{QStringLiteral("A"), QStringLiteral("B")}));
    // Rail-optimized: 8 OSFP ports to the 8 rail leaves, which reach all 4 spines;
    // 2 storage ports + 1 in-band port to the 3 storage leaves; BMC to the rack's switch.
    QCOMPARE(m.leaves.size(), 8);
    QCOMPARE(m.spines.size(), 4);
    QCOMPARE(m.storageLeaves.size(), 3);
    QCOMPARE(m.mgmt, QStringList{QStringLiteral("A01-MGMT")});
    QCOMPARE(m.manifolds.size(), 1);
}

void TstFaultDomains::leafCostsEachServerOneRail() {
    const auto design = example(QStringLiteral("supernode-256-liquid-rail.json"));
    const FaultAnalysis a = FaultAnalysis::of(*design);
    const BlastRadius& leaf = radiusOf(a, QStringLiteral("SU1-LEAF1"));
    // Every one of the 32 servers has one OSFP link on rail 1: each loses
    // 1 of 8 links (12.5 %), none is cut off, no GPU is down.
    QCOMPARE(leaf.gpusLost(), 0);
    QCOMPARE(leaf.scaleOutLinksLost, 32);
    QCOMPARE(leaf.gpusLoseScaleOut, 256);
    QCOMPARE(leaf.worstScaleOutShare, 1.0 / 8.0);
    // 256 leaf–spine links over 8 leaves: the leaf takes its 32 uplinks with it.
    QCOMPARE(leaf.uplinks, 256);
    QCOMPARE(leaf.uplinksLost, 32);
    QVERIFY(leaf.interrupts());
    // A spine: 8 leaves × 8 links to it (256 / 4) = 64 uplinks, no host link.
    const BlastRadius& spine = radiusOf(a, QStringLiteral("SPINE1"));
    QCOMPARE(spine.uplinksLost, 64);
    QCOMPARE(spine.gpusLoseScaleOut, 0);
    QVERIFY(!spine.interrupts());
}

void TstFaultDomains::pduFeedThrottlesButKeepsServers() {
    const auto design = example(QStringLiteral("supernode-256-liquid-rail.json"));
    const FaultAnalysis a = FaultAnalysis::of(*design);
    // A01-PDU-A1 feeds 3 of the 6 PSUs of A01-S1 and A01-S2 (inlets alternate
    // A/B). A B200 draws up to 14.3 kW; its 3 live PSUs give 3 × 3.3 kW =
    // 9.9 kW, and its type states it caps: 9.9 / 14.3 = 0.692, 16 GPUs capped
    // at 69 %, none down.
    const BlastRadius& pdu = radiusOf(a, QStringLiteral("A01-PDU-A1"));
    QCOMPARE(pdu.gpusLost(), 0);
    QCOMPARE(pdu.gpusThrottled, 16);
    QCOMPARE(pdu.gpusDownOnPsus, 0);
    QCOMPARE(pdu.throttledShare, 9900.0 / 14300.0);
    QCOMPARE(pdu.shortfall.live, 3);
    QCOMPARE(pdu.shortfall.liveW, 9900.0);
    QCOMPARE(pdu.shortfall.maxDrawW, 14300.0);
    QVERIFY(!pdu.interrupts());
    // The whole A side: every server keeps its 3 B inlets, 256 GPUs capped at
    // 69 %; the 1+1-PSU switches keep one 2 kW PSU for their 1.72 kW (QM9700)
    // or 3 kW for 2.2 kW (SN5600), so no link is lost.
    const BlastRadius& feedA = radiusOf(a, QStringLiteral("Feed A"));
    QCOMPARE(feedA.gpusLost(), 0);
    QCOMPARE(feedA.gpusThrottled, 256);
    QCOMPARE(feedA.throttledShare, 9900.0 / 14300.0);
    QCOMPARE(feedA.scaleOutLinksLost, 0);
    // `faults` lists the feed with the arithmetic of one server.
    const QString text = FaultsReport::text(a, QString());
    const QString power = text.mid(text.indexOf(QStringLiteral("\nPower:")), 900);
    QVERIFY2(text.contains(QStringLiteral("\n  Feed A: 0 GPU(s) lost, 256 GPU(s) power-capped at 69 % or more — "
                                          "hgx-b200-8gpu-liquid A01-S1: 3 of 6 PSUs × 3.3 kW = 9.9 kW of 14.3 kW "
                                          "→ capped at 69 %\n")),
             qPrintable(power));
}

/// One rack: S1, an HGX B200 of `type` (6 × 3.3 kW, 5+1), PSU1–3 on
/// A01-PDU-A1 and PSU4–6 on A01-PDU-B1, as the wizard alternates them; and
/// P1, a PCIe 8-GPU box (4 × 2.7 kW, 2+2, 4.4 kW max), PSU1–2 on A and PSU3–4 on B.
static std::unique_ptr<Design> oneServerPerFeedDesign(const DeviceType* type = nullptr) {
    DesignBuilder b;
    if (type) {
        Catalog catalog = b.design().catalog();
        catalog.put(*type);
        b.design().setCatalog(std::move(catalog));
    }
    b.room(10000, 8000).row(QStringLiteral("A")).rack(QStringLiteral("A01"), 2000, 2000, QStringLiteral("rack-48u-800x1200"));
    b.device(type ? type->id : QStringLiteral("hgx-b200-8gpu-air"), QStringLiteral("A01"), 1, QStringLiteral("S1"));
    b.device(QStringLiteral("pcie-inference-8gpu"), QStringLiteral("A01"), 20, QStringLiteral("P1"));
    b.sideDevice(QStringLiteral("pdu-3ph-415v-63a"), QStringLiteral("A01"), SideChannel::Left, 0, QStringLiteral("A01-PDU-A1"));
    b.sideDevice(QStringLiteral("pdu-3ph-415v-63a"), QStringLiteral("A01"), SideChannel::Right, 0, QStringLiteral("A01-PDU-B1"));
    for (int k = 1; k <= 3; ++k) {
        b.connect(QStringLiteral("S1"), QStringLiteral("PSU%1").arg(k), QStringLiteral("A01-PDU-A1"),
                  QStringLiteral("C19-%1").arg(k), PortRole::Power);
        b.connect(QStringLiteral("S1"), QStringLiteral("PSU%1").arg(k + 3), QStringLiteral("A01-PDU-B1"),
                  QStringLiteral("C19-%1").arg(k), PortRole::Power);
    }
    for (int k = 1; k <= 2; ++k) {
        b.connect(QStringLiteral("P1"), QStringLiteral("PSU%1").arg(k), QStringLiteral("A01-PDU-A1"),
                  QStringLiteral("C19-%1").arg(k + 3), PortRole::Power);
        b.connect(QStringLiteral("P1"), QStringLiteral("PSU%1").arg(k + 2), QStringLiteral("A01-PDU-B1"),
                  QStringLiteral("C19-%1").arg(k + 3), PortRole::Power);
    }
    return b.build();
}

void TstFaultDomains::b200OnOneFeedIsCapped() {
    const auto design = oneServerPerFeedDesign();
    const FaultAnalysis a = FaultAnalysis::of(*design);
    // Feed A (A01-PDU-A1) out. S1 keeps PSU4–6: 3 × 3 300 W = 9 900 W of its
    // 14 300 W maximum; its type caps: 9 900 / 14 300 = 0.6923 → 69 %.
    // P1 keeps PSU3–4: 2 × 2 700 W = 5 400 W ≥ 4 400 W: full power.
    for (const QString& part : {QStringLiteral("A01-PDU-A1"), QStringLiteral("Feed A")}) {
        const BlastRadius& r = radiusOf(a, part);
        QCOMPARE(r.gpusDown, 0);
        QCOMPARE(r.gpusThrottled, 8);
        QCOMPARE(r.throttledShare, 9900.0 / 14300.0);
        QCOMPARE(a.domains.nodes()[size_t(r.shortfallNode)].device->name, QStringLiteral("S1"));
        QVERIFY(r.shortfall.state == DevicePsus::Supply::State::Capped);
    }
    const int i = int(&radiusOf(a, QStringLiteral("Feed A")) - a.radii.data());
    QCOMPARE(FaultsReport::shortfall(a, i),
             QStringLiteral("hgx-b200-8gpu-air S1: 3 of 6 PSUs × 3.3 kW = 9.9 kW of 14.3 kW → capped at 69 %"));
    QCOMPARE(FaultsReport::impact(a, i), QStringLiteral("0 GPU(s) lost, 8 GPU(s) power-capped at 69 % or more"));
    // The JSON says the same.
    const QJsonDocument doc = QJsonDocument::fromJson(FaultsReport::json(a, QString()));
    bool found = false;
    for (const QJsonValue& v : doc.object().value(QStringLiteral("blast_radius")).toArray()) {
        const QJsonObject o = v.toObject();
        if (o.value(QStringLiteral("component")).toString() != QStringLiteral("Feed A")) continue;
        found = true;
        QCOMPARE(o.value(QStringLiteral("gpus_throttled")).toInt(), 8);
        const QJsonObject s = o.value(QStringLiteral("psu_shortfall")).toObject();
        QCOMPARE(s.value(QStringLiteral("live_psus")).toInt(), 3);
        QCOMPARE(s.value(QStringLiteral("psus")).toInt(), 6);
        QCOMPARE(s.value(QStringLiteral("live_w")).toDouble(), 9900.0);
        QCOMPARE(s.value(QStringLiteral("max_draw_w")).toDouble(), 14300.0);
        QCOMPARE(s.value(QStringLiteral("outcome")).toString(), QStringLiteral("capped"));
    }
    QVERIFY(found);
}

void TstFaultDomains::nPlusNSplitLosesNothing() {
    // P1 alone (S1 kept, but only P1's figures read here): 2+2 split over the
    // feeds, either feed leaves 2 × 2 700 = 5 400 W ≥ its 4 400 W. One PSU
    // inlet lost on a phase leaves it 3 × 2 700 W: full too.
    const auto design = oneServerPerFeedDesign();
    const FaultAnalysis a = FaultAnalysis::of(*design);
    const FaultDomains::Node* p1 = nullptr;
    for (const FaultDomains::Node& n : a.domains.nodes())
        if (n.device->name == u"P1") p1 = &n;
    QVERIFY(p1);
    QCOMPARE(p1->power.psus.count, 4);
    QCOMPARE(p1->power.psus.redundant, 2);
    QCOMPARE(p1->power.inletPorts, 4);
    QCOMPARE(p1->power.maxDrawW, 4400.0);
    const DevicePsus::Supply oneFeed = p1->supplyWith(2);
    QVERIFY(oneFeed.state == DevicePsus::Supply::State::Full);
    QCOMPARE(oneFeed.liveW, 5400.0);
    QCOMPARE(oneFeed.share(), 1.0);
    // Both feeds gone: nothing live, down.
    QVERIFY(p1->supplyWith(0).state == DevicePsus::Supply::State::Down);
    // One PSU left: 2 700 W of 4 400 W, and its type does not say it caps: it stops.
    const DevicePsus::Supply one = p1->supplyWith(1);
    QVERIFY(one.state == DevicePsus::Supply::State::Down);
    QVERIFY(!p1->power.psus.shortfallStated);
    // In the blast radius: the feeds throttle S1's 8 GPUs only, never P1's 8.
    QCOMPARE(radiusOf(a, QStringLiteral("Feed B")).gpusThrottled, 8);
    QCOMPARE(radiusOf(a, QStringLiteral("Feed B")).gpusLost(), 0);
}

void TstFaultDomains::oldTypeWithoutShortfallStops() {
    // A design saved before types stated their shortfall: its B200 copy has
    // PSUs 6 × 3 300 W, 5+1 and no `shortfall`. The default is the worst
    // case: 9 900 W of 14 300 W and it stops: 8 GPUs down on Feed A.
    DeviceType old = *Catalog::builtIn().device(QStringLiteral("hgx-b200-8gpu-air"));
    old.id = QStringLiteral("old-b200");
    old.psu->shortfall.reset();
    old.psu->source.clear();
    const auto design = oneServerPerFeedDesign(&old);
    const FaultAnalysis a = FaultAnalysis::of(*design);
    const BlastRadius& feedA = radiusOf(a, QStringLiteral("Feed A"));
    QCOMPARE(feedA.gpusDown, 8);
    QCOMPARE(feedA.gpusDownOnPsus, 8);
    QCOMPARE(feedA.gpusThrottled, 0);
    QVERIFY(feedA.interrupts());
    const int i = int(&feedA - a.radii.data());
    QCOMPARE(FaultsReport::shortfall(a, i),
             QStringLiteral("old-b200 S1: 3 of 6 PSUs × 3.3 kW = 9.9 kW of 14.3 kW → it stops (its type does not "
                            "say it caps)"));
}

void TstFaultDomains::oneCduTakesItsLoop() {
    // 256 example: one 1 MW CDU on the only loop, no second CDU: its 16
    // compute racks × 2 servers × 8 GPUs = 256 GPUs lose coolant.
    {
        const auto design = example(QStringLiteral("supernode-256-liquid-rail.json"));
        const FaultAnalysis a = FaultAnalysis::of(*design);
        const int worst = BlastRadii::worstOfKind(a.domains, a.radii, FaultKind::Cdu);
        QVERIFY(worst >= 0);
        QCOMPARE(a.radii[size_t(worst)].gpusDown, 256);
    }
    // 1 024 example: LOOP1 serves 43 compute racks (688 GPUs = 43 × 2 × 8),
    // LOOP2 the other 21 (336 GPUs); one CDU each.
    const auto design = example(QStringLiteral("supernode-1024-4su-spine.json"));
    const FaultAnalysis a = FaultAnalysis::of(*design);
    std::vector<int> lost;
    for (const BlastRadius& r : a.radii)
        if (a.domains.components()[size_t(r.component)].kind == FaultKind::Cdu) lost.push_back(r.gpusDown);
    std::sort(lost.begin(), lost.end());
    QCOMPARE(lost, (std::vector<int>{336, 688}));
    // A leaf of SU1 costs its 32 servers one rail each; SU2–SU4 are untouched.
    const BlastRadius& leaf = radiusOf(a, QStringLiteral("SU1-LEAF1"));
    QCOMPARE(leaf.scaleOutLinksLost, 32);
    QCOMPARE(leaf.gpusLoseScaleOut, 256);
}

void TstFaultDomains::nvl72LeafAndCdu() {
    const auto design = example(QStringLiteral("nvl72-576-8-racks.json"));
    const FaultAnalysis a = FaultAnalysis::of(*design);
    // 8 racks of 18 four-GPU trays joined by NVLink: 8 domains of 72 GPUs.
    QCOMPARE(a.domains.nvlinkDomainGpus(), std::vector<int>(8, 72));
    // One loop, one CDU: all 576 GPUs (and the NVLink switch trays) lose coolant.
    QCOMPARE(a.radii[size_t(BlastRadii::worstOfKind(a.domains, a.radii, FaultKind::Cdu))].gpusDown, 576);
    // A full rail leaf serves 32 trays; each tray has 4 rails, so it loses
    // 1 of 4 links (25 %): 32 × 4 = 128 GPUs lose scale-out bandwidth.
    const BlastRadius& leaf = a.radii[size_t(BlastRadii::worstOfKind(a.domains, a.radii, FaultKind::Leaf))];
    QCOMPARE(leaf.scaleOutLinksLost, 32);
    QCOMPARE(leaf.gpusLoseScaleOut, 128);
    QCOMPARE(leaf.worstScaleOutShare, 0.25);
    // An NVLink switch tray: its rack's other 17 trays keep running, but all
    // 18 trays (72 GPUs) lose a ninth of their NVLink bandwidth.
    const BlastRadius& tray =
        a.radii[size_t(BlastRadii::worstOfKind(a.domains, a.radii, FaultKind::NvlinkSwitchTray))];
    QCOMPARE(tray.gpusLost(), 0);
    QCOMPARE(tray.gpusLoseNvlink, 72);
}

/// One rack, one B200 server piped to a manifold; the loop's CDU1 and a
/// second CDU2 piped to the manifold's facility inlet (N+1).
static std::unique_ptr<Design> nPlusOneDesign(bool secondCdu) {
    DesignBuilder b;
    b.room(10000, 8000).row(QStringLiteral("A")).rack(QStringLiteral("A01"), 2000, 2000);
    b.device(QStringLiteral("hgx-b200-8gpu-liquid"), QStringLiteral("A01"), 1, QStringLiteral("S1"));
    b.sideDevice(QStringLiteral("manifold-0u-16qd"), QStringLiteral("A01"), SideChannel::Left, 0, QStringLiteral("MF"));
    b.floorDevice(QStringLiteral("cdu-inrow-1mw"), 5000, 2000, QStringLiteral("CDU1"));
    b.floorDevice(QStringLiteral("cdu-inrow-1mw"), 6000, 2000, QStringLiteral("CDU2"));
    b.loop(QStringLiteral("LOOP1"), QStringLiteral("CDU1"), QStringLiteral("pg25"), 30, 10, {QStringLiteral("A01")});
    b.connect(QStringLiteral("S1"), QStringLiteral("SUPPLY"), QStringLiteral("MF"), QStringLiteral("QS1"), PortRole::Coolant);
    b.connect(QStringLiteral("S1"), QStringLiteral("RETURN"), QStringLiteral("MF"), QStringLiteral("QR1"), PortRole::Coolant);
    b.connect(QStringLiteral("MF"), QStringLiteral("IN-S"), QStringLiteral("CDU1"), QStringLiteral("SEC-S1"), PortRole::Coolant);
    b.connect(QStringLiteral("MF"), QStringLiteral("IN-R"), QStringLiteral("CDU1"), QStringLiteral("SEC-R1"), PortRole::Coolant);
    if (secondCdu) {
        // The manifold has one facility inlet pair, so CDU2 joins the loop at a second rack position: a second
        // manifold in the same rack, piped to CDU2.
        b.sideDevice(QStringLiteral("manifold-0u-16qd"), QStringLiteral("A01"), SideChannel::Right, 0, QStringLiteral("MF2"));
        b.connect(QStringLiteral("MF2"), QStringLiteral("IN-S"), QStringLiteral("CDU2"), QStringLiteral("SEC-S1"), PortRole::Coolant);
        b.connect(QStringLiteral("MF2"), QStringLiteral("IN-R"), QStringLiteral("CDU2"), QStringLiteral("SEC-R1"), PortRole::Coolant);
    }
    return b.build();
}

void TstFaultDomains::nPlusOneCduLosesNoGpu() {
    // Heat: 14.3 kW × 0.8 liquid = 11.44 kW on the loop.
    {
        const auto design = nPlusOneDesign(true);
        const FaultAnalysis a = FaultAnalysis::of(*design);
        QCOMPARE(a.domains.loops().front().cdus.size(), size_t(2));
        QCOMPARE(a.domains.loops().front().heatW, 11440.0);
        // CDU1 out: CDU2's 1 000 kW ≥ 11.44 kW, the loop holds: no GPU lost,
        // but the rack has no spare CDU left.
        const BlastRadius& cdu1 = radiusOf(a, QStringLiteral("CDU1"));
        QCOMPARE(cdu1.gpusLost(), 0);
        QCOMPARE(cdu1.racksLoseCoolingMargin, std::vector<int>{0});
        QCOMPARE(radiusOf(a, QStringLiteral("CDU2")).gpusLost(), 0);
    }
    // Without CDU2 the same failure stops the server: 8 GPUs.
    const auto design = nPlusOneDesign(false);
    const FaultAnalysis a = FaultAnalysis::of(*design);
    QCOMPARE(radiusOf(a, QStringLiteral("CDU1")).gpusDown, 8);
    // Its manifold is its only coolant path: losing it stops the server too.
    QCOMPARE(radiusOf(a, QStringLiteral("MF")).gpusDown, 8);
}

void TstFaultDomains::singleFedSwitchesFollowTheirPdu() {
    // Two servers with one rail leaf each side… kept small: one server, one
    // leaf fed from one PDU only (both PSUs on PDU-A1). The PDU takes the
    // leaf down, which cuts the server's only scale-out link: 8 GPUs lost.
    DesignBuilder b;
    b.room(10000, 8000).row(QStringLiteral("A")).rack(QStringLiteral("A01"), 2000, 2000, QStringLiteral("rack-48u-800x1200"));
    b.device(QStringLiteral("hgx-b200-8gpu-air"), QStringLiteral("A01"), 1, QStringLiteral("S1"));
    b.device(QStringLiteral("ib-ndr-64x400g"), QStringLiteral("A01"), 20, QStringLiteral("LEAF"));
    b.sideDevice(QStringLiteral("pdu-3ph-415v-63a"), QStringLiteral("A01"), SideChannel::Left, 0, QStringLiteral("A01-PDU-A1"));
    b.connect(QStringLiteral("S1"), QStringLiteral("OSFP1"), QStringLiteral("LEAF"), QStringLiteral("P1/1"), PortRole::Compute);
    b.connect(QStringLiteral("LEAF"), QStringLiteral("PSU1"), QStringLiteral("A01-PDU-A1"), QStringLiteral("C13-1"), PortRole::Power);
    b.connect(QStringLiteral("LEAF"), QStringLiteral("PSU2"), QStringLiteral("A01-PDU-A1"), QStringLiteral("C13-2"), PortRole::Power);
    const auto design = b.build();
    const FaultAnalysis a = FaultAnalysis::of(*design);
    const BlastRadius& pdu = radiusOf(a, QStringLiteral("A01-PDU-A1"));
    QCOMPARE(pdu.gpusDown, 0);
    QCOMPARE(pdu.gpusCutOff, 8);
    QCOMPARE(pdu.gpusLost(), 8);
    QCOMPARE(radiusOf(a, QStringLiteral("Feed A")).gpusLost(), 8);
}

/// Rack A01: servers S1 and S2 (HGX B200 liquid, 6 PSUs each: PSU1–3 on
/// A01-PDU-A1, PSU4–6 on A01-PDU-B1, so each keeps 3 × 3.3 = 9.9 of its
/// 14.3 kW when one PDU fails, capped at 69 %), both piped to manifold MF; MF to in-rack CDU1 and a second
/// manifold MF2 to in-rack CDU2 (250 kW each), one loop. CDU1's two PSUs are
/// on A01-PDU-A1, CDU2's on `cdu2Pdu`.
static std::unique_ptr<Design> poweredCduDesign(const QString& cdu2Pdu) {
    DesignBuilder b;
    b.room(10000, 8000).row(QStringLiteral("A")).rack(QStringLiteral("A01"), 2000, 2000, QStringLiteral("rack-48u-800x1200"));
    b.device(QStringLiteral("hgx-b200-8gpu-liquid"), QStringLiteral("A01"), 1, QStringLiteral("S1"));
    b.device(QStringLiteral("hgx-b200-8gpu-liquid"), QStringLiteral("A01"), 5, QStringLiteral("S2"));
    b.device(QStringLiteral("cdu-inrack-250kw"), QStringLiteral("A01"), 20, QStringLiteral("CDU1"));
    b.device(QStringLiteral("cdu-inrack-250kw"), QStringLiteral("A01"), 24, QStringLiteral("CDU2"));
    b.sideDevice(QStringLiteral("manifold-0u-16qd"), QStringLiteral("A01"), SideChannel::Left, 0, QStringLiteral("MF"));
    b.sideDevice(QStringLiteral("manifold-0u-16qd"), QStringLiteral("A01"), SideChannel::Right, 0, QStringLiteral("MF2"));
    b.sideDevice(QStringLiteral("pdu-3ph-415v-63a"), QStringLiteral("A01"), SideChannel::Left, 1, QStringLiteral("A01-PDU-A1"));
    b.sideDevice(QStringLiteral("pdu-3ph-415v-63a"), QStringLiteral("A01"), SideChannel::Right, 1, QStringLiteral("A01-PDU-B1"));
    b.loop(QStringLiteral("LOOP1"), QStringLiteral("CDU1"), QStringLiteral("pg25"), 30, 10, {QStringLiteral("A01")});
    const auto coolant = [&](const QString& a, const QString& pa, const QString& z, const QString& pz) {
        b.connect(a, pa, z, pz, PortRole::Coolant);
    };
    coolant(QStringLiteral("S1"), QStringLiteral("SUPPLY"), QStringLiteral("MF"), QStringLiteral("QS1"));
    coolant(QStringLiteral("S1"), QStringLiteral("RETURN"), QStringLiteral("MF"), QStringLiteral("QR1"));
    coolant(QStringLiteral("S2"), QStringLiteral("SUPPLY"), QStringLiteral("MF"), QStringLiteral("QS2"));
    coolant(QStringLiteral("S2"), QStringLiteral("RETURN"), QStringLiteral("MF"), QStringLiteral("QR2"));
    coolant(QStringLiteral("MF"), QStringLiteral("IN-S"), QStringLiteral("CDU1"), QStringLiteral("SEC-S1"));
    coolant(QStringLiteral("MF"), QStringLiteral("IN-R"), QStringLiteral("CDU1"), QStringLiteral("SEC-R1"));
    coolant(QStringLiteral("MF2"), QStringLiteral("IN-S"), QStringLiteral("CDU2"), QStringLiteral("SEC-S1"));
    coolant(QStringLiteral("MF2"), QStringLiteral("IN-R"), QStringLiteral("CDU2"), QStringLiteral("SEC-R1"));
    const auto power = [&](const QString& load, int psu, const QString& pdu, int outlet) {
        b.connect(load, QStringLiteral("PSU%1").arg(psu), pdu, QStringLiteral("C19-%1").arg(outlet), PortRole::Power);
    };
    for (int k = 1; k <= 3; ++k) {
        power(QStringLiteral("S1"), k, QStringLiteral("A01-PDU-A1"), k);
        power(QStringLiteral("S1"), k + 3, QStringLiteral("A01-PDU-B1"), k);
        power(QStringLiteral("S2"), k, QStringLiteral("A01-PDU-A1"), k + 3);
        power(QStringLiteral("S2"), k + 3, QStringLiteral("A01-PDU-B1"), k + 3);
    }
    power(QStringLiteral("CDU1"), 1, QStringLiteral("A01-PDU-A1"), 7);
    power(QStringLiteral("CDU1"), 2, QStringLiteral("A01-PDU-A1"), 8);
    power(QStringLiteral("CDU2"), 1, cdu2Pdu, 9);
    power(QStringLiteral("CDU2"), 2, cdu2Pdu, 10);
    return b.build();
}

void TstFaultDomains::cduLosesItsPower() {
    // Both CDUs on A01-PDU-A1. Heat on the loop: 2 × 14.3 kW × 0.8 = 22.88 kW.
    const auto design = poweredCduDesign(QStringLiteral("A01-PDU-A1"));
    const FaultAnalysis a = FaultAnalysis::of(*design);
    QCOMPARE(a.domains.loops().front().cdus.size(), size_t(2));
    QCOMPARE(a.domains.loops().front().heatW, 22880.0);
    // PDU-A1 out: each server keeps 3 of 6 PSUs, 9.9 of 14.3 kW, so on
    // power alone it runs capped at 69 %; but both CDUs lose both inlets, 0 W of
    // CDU capacity is left for 22.88 kW, the loop stops and so do S1 and S2:
    // 2 × 8 = 16 GPUs down (before CDU power was followed: 0 lost, 16 throttled).
    const BlastRadius& pduA = radiusOf(a, QStringLiteral("A01-PDU-A1"));
    QCOMPARE(pduA.cdusDown.size(), size_t(2));
    QCOMPARE(pduA.gpusDown, 16);
    QCOMPARE(pduA.gpusLost(), 16);
    QVERIFY(pduA.interrupts());
    // The feed the PDU hangs on ("A" from its name) takes the same.
    QCOMPARE(radiusOf(a, QStringLiteral("Feed A")).gpusDown, 16);
    // PDU-B1 powers no CDU: the servers run on 3 PSUs, throttled, none lost.
    const BlastRadius& pduB = radiusOf(a, QStringLiteral("A01-PDU-B1"));
    QVERIFY(pduB.cdusDown.empty());
    QCOMPARE(pduB.gpusLost(), 0);
    QCOMPARE(pduB.gpusThrottled, 16);
    // The report names the CDUs the PDU stops, the reason its racks lose coolant.
    const int worstPdu = BlastRadii::worstOfKind(a.domains, a.radii, FaultKind::Pdu);
    QCOMPARE(a.domains.components()[size_t(a.radii[size_t(worstPdu)].component)].name, QStringLiteral("A01-PDU-A1"));
    QVERIFY2(FaultsReport::impact(a, worstPdu).contains(QStringLiteral("stops CDU(s) CDU1, CDU2 (their power)")),
             qPrintable(FaultsReport::impact(a, worstPdu)));
    // Rule faults.single-point: 16 GPUs > the 8 of one NVLink domain.
    const auto findings = test::findingsOf(*design);
    const auto spof = std::count_if(findings.begin(), findings.end(), [](const Finding& f) {
        return f.ruleKey == u"faults.single-point" && f.message.contains(QStringLiteral("losing A01-PDU-A1 costs 16 GPUs"));
    });
    QCOMPARE(int(spof), 1);
}

void TstFaultDomains::cduOnTheOtherFeedKeepsTheLoop() {
    // CDU2 on A01-PDU-B1: one PDU takes one CDU; the other's 250 kW ≥ 22.88 kW
    // holds the loop, which then has no spare: rack A01 loses its margin.
    const auto design = poweredCduDesign(QStringLiteral("A01-PDU-B1"));
    const FaultAnalysis a = FaultAnalysis::of(*design);
    for (const QString& pdu : {QStringLiteral("A01-PDU-A1"), QStringLiteral("A01-PDU-B1"), QStringLiteral("Feed A")}) {
        const BlastRadius& r = radiusOf(a, pdu);
        QCOMPARE(r.cdusDown.size(), size_t(1));
        QCOMPARE(r.gpusLost(), 0);
        QCOMPARE(r.gpusThrottled, 16);
        QCOMPARE(r.racksLoseCoolingMargin, std::vector<int>{0});
    }
    const auto findings = test::findingsOf(*design);
    QVERIFY(std::none_of(findings.begin(), findings.end(), [](const Finding& f) {
        return f.ruleKey == u"faults.single-point" && f.message.contains(QStringLiteral("A01-PDU"));
    }));
}

QTEST_GUILESS_MAIN(TstFaultDomains)
#include "tst_fault_domains.moc"

void TstFaultDomains::bundledExampleHasASpareCdu() {
    // The bundled 256-GPU example now: its loop has N+1 CDUs, so
    // with any one CDU out the others still carry the loop and no GPU is lost.
    const auto design = DesignFile::open(test::sourceDir() +
                                         QStringLiteral("/resources/examples/supernode-256-liquid-rail.json"));
    const FaultAnalysis a = FaultAnalysis::of(*design);
    int cdus = 0;
    for (const BlastRadius& r : a.radii)
        if (a.domains.components()[size_t(r.component)].kind == FaultKind::Cdu) {
            ++cdus;
            QCOMPARE(r.gpusDown, 0);
        }
    QVERIFY(cdus >= 2);
}
