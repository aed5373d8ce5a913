#include "tests/support/design_builder.h"
#include "tests/support/rule_findings.h"

#include <QtTest>

#include <numbers>

using namespace sn;
using namespace sn::test;

namespace {
/// R1: server S1 (H100 air, U1–U8), IB switch SW1 (U9), Ethernet switch E1
/// (U10–U11), management switch M1 (U12), storage node ST1 (U13–U14).
DesignBuilder base() {
    DesignBuilder b;
    b.room(20000, 15000).row(QStringLiteral("A")).rack(QStringLiteral("R1"), 0, 0);
    b.device(QStringLiteral("hgx-h100-8gpu-air"), QStringLiteral("R1"), 1, QStringLiteral("S1"));
    b.device(QStringLiteral("ib-ndr-64x400g"), QStringLiteral("R1"), 9, QStringLiteral("SW1"));
    b.device(QStringLiteral("eth-800g-64x800g"), QStringLiteral("R1"), 10, QStringLiteral("E1"));
    b.device(QStringLiteral("mgmt-48x1g"), QStringLiteral("R1"), 12, QStringLiteral("M1"));
    b.device(QStringLiteral("storage-node"), QStringLiteral("R1"), 13, QStringLiteral("ST1"));
    return b;
}

/// Cabling findings other than the unconnected-port reminders every partial design has.
std::vector<Finding> cablingOf(const Design& design) {
    std::vector<Finding> out;
    for (const Finding& f : withPrefix(findingsOf(design), QStringLiteral("cabling.")))
        if (f.ruleKey != QStringLiteral("cabling.required-port")) out.push_back(f);
    return out;
}

CableId cableBetween(const QString& a, const QString& pa, const QString& b, const QString& pb) {
    return CableId::fromName(QStringLiteral("cable/%1/%2-%3/%4").arg(a, pa, b, pb));
}

void editCable(Design& design, CableId id, const std::function<void(Cable&)>& change) {
    Cable c = *design.cable(id);
    change(c);
    design.replace(c);
}

/// base() with one leg of an MCP7Y00 splitter (sold 1, 1.5, 2, 2.5 and
/// 3 m) from S1's OSFP1 to SW1's twin-port cage P1, routed and ordered as given.
std::unique_ptr<Design> splitterLeg(double routeMm, double orderedMm) {
    DesignBuilder b = base();
    b.connect(QStringLiteral("S1"), QStringLiteral("OSFP1"), QStringLiteral("SW1"), QStringLiteral("P1/1"),
              PortRole::Compute, QStringLiteral("dac-800g-osfp-2x400g-osfp-splitter"));
    auto design = b.build();
    editCable(*design,
              cableBetween(QStringLiteral("S1"), QStringLiteral("OSFP1"), QStringLiteral("SW1"), QStringLiteral("P1/1")),
              [&](Cable& c) {
                  c.routeLengthMm = routeMm;
                  c.orderedLengthMm = orderedMm;
              });
    return design;
}
}  // namespace

class TstRulesCabling : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void goodLinkIsClean();
    void overReachDac();
    void lengthBeyondLongestOrderable();
    void orderedLengthNotSold();
    void spareShortOfThePolicyOrdersUp();
    void spareShortAtTheLongestLength();
    void unevenUplinkBundles();
    void unevenUplinksListedInDocumentOrder();
    void speedMismatch();
    void cableDoesNotFitPorts();
    void requiredPortsLeftOpen();
    void railMixesCableTypes();
    void fabricMixesGenerations();
    void trayOverFill();
    void bendRadiusAtFitting();
};

void TstRulesCabling::goodLinkIsClean() {
    DesignBuilder b = base();
    // SW1's P1 is a twin-port cage: it takes one plug, here one leg of an
    // MCP7Y00 twin-port OSFP to 2 x 400G OSFP splitter (reach 3 m, sold 1-3 m).
    b.connect(QStringLiteral("S1"), QStringLiteral("OSFP1"), QStringLiteral("SW1"), QStringLiteral("P1/1"),
              PortRole::Compute, QStringLiteral("dac-800g-osfp-2x400g-osfp-splitter"));
    auto design = b.build();
    editCable(
        *design,
        cableBetween(QStringLiteral("S1"), QStringLiteral("OSFP1"), QStringLiteral("SW1"), QStringLiteral("P1/1")),
        [](Cable& c) {
            c.routeLengthMm = 1800;
            c.orderedLengthMm = 2000;
        });
    QCOMPARE(keysOf(cablingOf(*design)), QStringList());
}

void TstRulesCabling::overReachDac() {
    DesignBuilder b = base();
    // One leg of the MCP7Y00 passive splitter in SW1's twin-port cage P1 (a single
    // 400G DAC cannot go in that cage: a cage takes one plug).
    b.connect(QStringLiteral("S1"), QStringLiteral("OSFP1"), QStringLiteral("SW1"), QStringLiteral("P1/1"),
              PortRole::Compute, QStringLiteral("dac-800g-osfp-2x400g-osfp-splitter"));
    auto design = b.build();
    // A 3.6 m route on passive copper that reaches 3 m (MCP7Y00 ordering information: 1-3 m).
    editCable(
        *design,
        cableBetween(QStringLiteral("S1"), QStringLiteral("OSFP1"), QStringLiteral("SW1"), QStringLiteral("P1/1")),
        [](Cable& c) { c.routeLengthMm = 3600; });
    const auto cabling = cablingOf(*design);
    QCOMPARE(keysOf(cabling), QStringList{QStringLiteral("error:cabling.reach")});
    QCOMPARE(cabling.front().measured, 3.6);
    QCOMPARE(*cabling.front().limit, 3.0);
    QCOMPARE(cabling.front().unit, QStringLiteral("m"));
    QVERIFY(cabling.front().message.contains(QStringLiteral("passive copper")));
}

void TstRulesCabling::lengthBeyondLongestOrderable() {
    DesignBuilder b = base();
    b.connect(QStringLiteral("S1"), QStringLiteral("BMC"), QStringLiteral("M1"), QStringLiteral("swp1"), PortRole::Oob,
              QStringLiteral("utp-cat6"));
    auto design = b.build();
    // Cat6 reaches 100 m but is sold up to 50 m: a 60 m route has no cord.
    editCable(*design,
              cableBetween(QStringLiteral("S1"), QStringLiteral("BMC"), QStringLiteral("M1"), QStringLiteral("swp1")),
              [](Cable& c) { c.routeLengthMm = 60000; });
    const auto cabling = cablingOf(*design);
    QCOMPARE(keysOf(cabling), QStringList{QStringLiteral("error:cabling.orderable-length")});
    QCOMPARE(cabling.front().measured, 60.0);
    QCOMPARE(*cabling.front().limit, 50.0);
}

void TstRulesCabling::orderedLengthNotSold() {
    DesignBuilder b = base();
    b.connect(QStringLiteral("S1"), QStringLiteral("OSFP1"), QStringLiteral("SW1"), QStringLiteral("P1/1"),
              PortRole::Compute, QStringLiteral("dac-800g-osfp-2x400g-osfp-splitter"));
    auto design = b.build();
    // One leg of the MCP7Y00 splitter in SW1's twin-port cage P1 (a loose 400G AOC cannot
    // go in that cage: a cage takes one plug). It is sold at 1, 1.5, 2, 2.5 and 3 m: 2.2 m is not one.
    editCable(
        *design,
        cableBetween(QStringLiteral("S1"), QStringLiteral("OSFP1"), QStringLiteral("SW1"), QStringLiteral("P1/1")),
        [](Cable& c) { c.orderedLengthMm = 2200; });
    QCOMPARE(keysOf(cablingOf(*design)), QStringList{QStringLiteral("warning:cabling.orderable-length")});
}

void TstRulesCabling::speedMismatch() {
    DesignBuilder b = base();
    // A 400G server port on an 800G switch port, with an 800G cable.
    b.connect(QStringLiteral("S1"), QStringLiteral("OSFP1"), QStringLiteral("E1"), QStringLiteral("swp1"),
              PortRole::Compute, QStringLiteral("dac-800g-osfp"));
    auto design = b.build();
    const auto cabling = cablingOf(*design);
    QCOMPARE(keysOf(cabling), QStringList{QStringLiteral("warning:cabling.speed")});
    QCOMPARE(cabling.front().measured, 400.0);
    QCOMPARE(*cabling.front().limit, 800.0);
}

void TstRulesCabling::cableDoesNotFitPorts() {
    DesignBuilder b = base();
    // QSFP112 storage ports joined by an OSFP DAC.
    b.connect(QStringLiteral("S1"), QStringLiteral("STOR1"), QStringLiteral("ST1"), QStringLiteral("STOR1"),
              PortRole::Storage, QStringLiteral("dac-400g-osfp-30awg"));
    auto design = b.build();
    QCOMPARE(keysOf(cablingOf(*design)), QStringList{QStringLiteral("error:cabling.cable-type")});
}

void TstRulesCabling::requiredPortsLeftOpen() {
    DesignBuilder b;
    b.room(20000, 15000).row(QStringLiteral("A")).rack(QStringLiteral("R1"), 0, 0);
    b.device(QStringLiteral("hgx-h100-8gpu-air"), QStringLiteral("R1"), 1, QStringLiteral("S1"));
    b.device(QStringLiteral("mgmt-48x1g"), QStringLiteral("R1"), 9, QStringLiteral("M1"));
    b.connect(QStringLiteral("S1"), QStringLiteral("BMC"), QStringLiteral("M1"), QStringLiteral("swp1"), PortRole::Oob,
              QStringLiteral("utp-cat6"));
    auto design = b.build();
    const auto required = withPrefix(findingsOf(*design), QStringLiteral("cabling.required-port"));
    // S1: OSFP1–8 and PSU1–6 are required and open (BMC is connected): 14 ports.
    // M1: PSU1–2 open: 2 ports.
    QCOMPARE(keysOf(required),
             (QStringList{QStringLiteral("warning:cabling.required-port"),
                          QStringLiteral("warning:cabling.required-port")}));
    QCOMPARE(required[0].measured, 8.0 + 6.0);
    QVERIFY(!required[0].message.contains(QStringLiteral("BMC")));
    QCOMPARE(required[1].measured, 2.0);
}

void TstRulesCabling::railMixesCableTypes() {
    DesignBuilder b = base();
    b.device(QStringLiteral("hgx-h100-8gpu-air"), QStringLiteral("R1"), 15, QStringLiteral("S2"));
    // Each of SW1's twin-port cages takes one plug, so the two parts of
    // rail OSFP1 sit in different cages: a splitter leg in P1, a fibre on a twin-port
    // 2xSR4 module in P3.
    b.connect(QStringLiteral("S1"), QStringLiteral("OSFP1"), QStringLiteral("SW1"), QStringLiteral("P1/1"),
              PortRole::Compute, QStringLiteral("dac-800g-osfp-2x400g-osfp-splitter"));
    b.connect(QStringLiteral("S2"), QStringLiteral("OSFP1"), QStringLiteral("SW1"), QStringLiteral("P3/1"),
              PortRole::Compute, QStringLiteral("mmf-mpo12-400g-osfp"));
    b.connect(QStringLiteral("S1"), QStringLiteral("OSFP2"), QStringLiteral("SW1"), QStringLiteral("P2/1"),
              PortRole::Compute, QStringLiteral("mmf-mpo12-400g-osfp"));
    auto design = b.build();
    // Rail OSFP1 mixes copper and fibre; rail OSFP2 has one cable.
    const auto cabling = cablingOf(*design);
    QCOMPARE(keysOf(cabling), QStringList{QStringLiteral("warning:cabling.rail-mix")});
    QVERIFY(cabling.front().message.contains(QStringLiteral("OSFP1")));
    QCOMPARE(cabling.front().objects.size(), size_t(2));
}

void TstRulesCabling::fabricMixesGenerations() {
    DesignBuilder b = base();
    b.device(QStringLiteral("ib-ndr-64x400g"), QStringLiteral("R1"), 15, QStringLiteral("SW2"));
    // One compute fabric: S1 reaches the 400G switches SW1 and SW2 and the 800G switch E1.
    // Fibres on twin-port modules in the NDR switches' cages (a cage takes one plug).
    b.connect(QStringLiteral("S1"), QStringLiteral("OSFP1"), QStringLiteral("SW1"), QStringLiteral("P1/1"),
              PortRole::Compute, QStringLiteral("mmf-mpo12-400g-osfp"));
    b.connect(QStringLiteral("S1"), QStringLiteral("OSFP2"), QStringLiteral("SW2"), QStringLiteral("P1/1"),
              PortRole::Compute, QStringLiteral("mmf-mpo12-400g-osfp"));
    b.connect(QStringLiteral("S1"), QStringLiteral("OSFP3"), QStringLiteral("E1"), QStringLiteral("swp1"),
              PortRole::Compute, QStringLiteral("dac-800g-osfp"));
    auto design = b.build();
    const auto cabling = cablingOf(*design);
    // The 400G server port on the 800G switch is also a per-link speed mismatch.
    QCOMPARE(
        keysOf(cabling),
        (QStringList{QStringLiteral("warning:cabling.fabric-generation"), QStringLiteral("warning:cabling.speed")}));
    const Finding* mix = only(cabling, QStringLiteral("cabling.fabric-generation"));
    QCOMPARE(mix->measured, 2.0);  // 400 and 800 Gb/s
    QCOMPARE(mix->objects.size(), size_t(1));
    QCOMPARE(mix->objects.front(), ObjectRef::of(DesignBuilder::deviceId(QStringLiteral("E1"))));
    QVERIFY(mix->message.contains(QStringLiteral("E1")));
}

void TstRulesCabling::spareShortOfThePolicyOrdersUp() {
    // A 1.95 m route (slack included) ordered at 2 m leaves (2 − 1.95) / 2
    // = 0.025 m at each end, under the policy's 0.1 m: the next length the
    // MCP7Y00 is sold in is 2.5 m.
    const auto design = splitterLeg(1950, 2000);
    auto cabling = cablingOf(*design);
    QCOMPARE(keysOf(cabling), QStringList{QStringLiteral("warning:cabling.orderable-length")});
    QCOMPARE(cabling.front().measured, 0.025);
    QCOMPARE(*cabling.front().limit, 0.1);
    QVERIFY2(cabling.front().message.contains(QLatin1String("order it at 2.5 m")), qPrintable(cabling.front().message));
    // A policy of no spare accepts it.
    RoutingSettings none = design->routingSettings();
    none.minSparePerEndMm = 0;
    design->setRoutingSettings(none);
    QCOMPARE(keysOf(cablingOf(*design)), QStringList());
}

void TstRulesCabling::spareShortAtTheLongestLength() {
    // 2.95 m on copper sold and reaching up to 3 m: 0.025 m over per end and
    // no longer length: said so, not "route again".
    const auto cabling = cablingOf(*splitterLeg(2950, 3000));
    QCOMPARE(keysOf(cabling), QStringList{QStringLiteral("warning:cabling.orderable-length")});
    QVERIFY2(cabling.front().message.contains(QLatin1String("no longer")), qPrintable(cabling.front().message));
}

void TstRulesCabling::unevenUplinkBundles() {
    // Leaf SW1 (it has server S1) sends 2 links to spine SP1 and 1 to SP2:
    // traffic split evenly over the two spines puts all of SP2's share on
    // its one link and half of SP1's on each of its two: 100 % more.
    const auto build = [](bool even) {
        DesignBuilder b = base();
        b.device(QStringLiteral("ib-ndr-64x400g"), QStringLiteral("R1"), 20, QStringLiteral("SP1"));
        b.device(QStringLiteral("ib-ndr-64x400g"), QStringLiteral("R1"), 21, QStringLiteral("SP2"));
        const QString twin = QStringLiteral("dac-2x400g-osfp-twin");
        b.connect(QStringLiteral("S1"), QStringLiteral("OSFP1"), QStringLiteral("SW1"), QStringLiteral("P1/1"),
                  PortRole::Compute, QStringLiteral("dac-800g-osfp-2x400g-osfp-splitter"));
        b.connect(QStringLiteral("SW1"), QStringLiteral("P2/1"), QStringLiteral("SP1"), QStringLiteral("P1/1"),
                  PortRole::Compute, twin);
        b.connect(QStringLiteral("SW1"), QStringLiteral("P2/2"), QStringLiteral("SP1"), QStringLiteral("P1/2"),
                  PortRole::Compute, twin);
        b.connect(QStringLiteral("SW1"), QStringLiteral("P3/1"), QStringLiteral("SP2"), QStringLiteral("P1/1"),
                  PortRole::Compute, twin);
        if (even)  // a second link to SP2 evens the bundles
            b.connect(QStringLiteral("SW1"), QStringLiteral("P3/2"), QStringLiteral("SP2"), QStringLiteral("P1/2"),
                      PortRole::Compute, twin);
        return b.build();
    };
    const auto uneven = withPrefix(findingsOf(*build(false)), QStringLiteral("cabling.uneven-uplinks"));
    QCOMPARE(keysOf(uneven), QStringList{QStringLiteral("warning:cabling.uneven-uplinks")});
    QCOMPARE(uneven.front().objects,
             std::vector<ObjectRef>{ObjectRef::of(DesignBuilder::deviceId(QStringLiteral("SW1")))});
    QCOMPARE(uneven.front().measured, 2.0);
    QCOMPARE(*uneven.front().limit, 1.0);
    QVERIFY2(uneven.front().message.contains(QLatin1String("100 % more")), qPrintable(uneven.front().message));
    QVERIFY(uneven.front().message.contains(QLatin1String("adaptive routing")));
    QVERIFY(withPrefix(findingsOf(*build(true)), QStringLiteral("cabling.uneven-uplinks")).empty());
}

void TstRulesCabling::unevenUplinksListedInDocumentOrder() {
    // Eight leaves, each with 2 links to SP1 and 1 to SP2: one warning whose
    // objects are the leaves in the document's order on every run (they
    // came in the order of a hash seeded anew per process).
    DesignBuilder b;
    b.room(20000, 15000).row(QStringLiteral("A")).rack(QStringLiteral("R1"), 0, 0);
    b.device(QStringLiteral("hgx-h100-8gpu-air"), QStringLiteral("R1"), 1, QStringLiteral("S1"));
    std::vector<ObjectRef> leaves;
    for (int k = 1; k <= 8; ++k) {
        const QString leaf = QStringLiteral("L%1").arg(k);
        b.device(QStringLiteral("ib-ndr-64x400g"), QStringLiteral("R1"), 20 + k, leaf);
        leaves.push_back(ObjectRef::of(DesignBuilder::deviceId(leaf)));
    }
    b.device(QStringLiteral("ib-ndr-64x400g"), QStringLiteral("R1"), 30, QStringLiteral("SP1"));
    b.device(QStringLiteral("ib-ndr-64x400g"), QStringLiteral("R1"), 31, QStringLiteral("SP2"));
    const QString twin = QStringLiteral("dac-2x400g-osfp-twin");
    for (int k = 1; k <= 8; ++k) {
        const QString leaf = QStringLiteral("L%1").arg(k);
        b.connect(QStringLiteral("S1"), QStringLiteral("OSFP%1").arg(k), leaf, QStringLiteral("P1/1"),
                  PortRole::Compute, QStringLiteral("dac-800g-osfp-2x400g-osfp-splitter"));
        for (int i = 1; i <= 2; ++i)
            b.connect(leaf, QStringLiteral("P2/%1").arg(i), QStringLiteral("SP1"),
                      QStringLiteral("P%1/%2").arg(k).arg(i), PortRole::Compute, twin);
        b.connect(leaf, QStringLiteral("P3/1"), QStringLiteral("SP2"), QStringLiteral("P%1/1").arg(k),
                  PortRole::Compute, twin);
    }
    const auto uneven = withPrefix(findingsOf(*b.build()), QStringLiteral("cabling.uneven-uplinks"));
    QCOMPARE(uneven.size(), size_t(1));
    QCOMPARE(uneven.front().objects, leaves);
}

void TstRulesCabling::trayOverFill() {
    DesignBuilder b = base();
    b.tray(QStringLiteral("T1"), {QPointF(0, 0), QPointF(5000, 0)});
    b.connect(QStringLiteral("S1"), QStringLiteral("OSFP1"), QStringLiteral("E1"), QStringLiteral("swp1"),
              PortRole::Compute, QStringLiteral("dac-800g-osfp"));
    auto design = b.build();
    const TrayId trayId = TrayId::fromName(QStringLiteral("tray/T1"));
    Tray tiny = *design->trays().find(trayId);
    tiny.widthMm = 10;
    tiny.depthMm = 10;
    design->replace(tiny);
    editCable(*design,
              cableBetween(QStringLiteral("S1"), QStringLiteral("OSFP1"), QStringLiteral("E1"), QStringLiteral("swp1")),
              [&](Cable& c) { c.trays = {trayId}; });
    // One 9.43 mm cable: π · 4.715² = 69.84 mm² in 10 × 10 = 100 mm² → 69.8 % > 50 %.
    auto cabling = withPrefix(cablingOf(*design), QStringLiteral("cabling.tray"));
    QCOMPARE(keysOf(cabling), QStringList{QStringLiteral("error:cabling.tray-fill")});
    QVERIFY(qAbs(cabling.front().measured - std::numbers::pi * 4.715 * 4.715) < 1e-9);
    QCOMPARE(*cabling.front().limit, 50.0);
}

void TstRulesCabling::bendRadiusAtFitting() {
    DesignBuilder b = base();
    b.tray(QStringLiteral("T1"), {QPointF(0, 0), QPointF(5000, 0), QPointF(5000, 3000)});  // one corner
    b.connect(QStringLiteral("S1"), QStringLiteral("OSFP1"), QStringLiteral("SW1"), QStringLiteral("P1/1"),
              PortRole::Compute, QStringLiteral("dac-800g-osfp-2x400g-osfp-splitter"));
    auto design = b.build();
    const TrayId trayId = TrayId::fromName(QStringLiteral("tray/T1"));
    Tray tight = *design->trays().find(trayId);
    // The MCP7Y00 splitter (OD 5.8 mm) bends at 5 x OD = 29 mm at rest (its catalog entry).
    tight.fittingRadiusMm = 28;
    design->replace(tight);
    editCable(
        *design,
        cableBetween(QStringLiteral("S1"), QStringLiteral("OSFP1"), QStringLiteral("SW1"), QStringLiteral("P1/1")),
        [&](Cable& c) { c.trays = {trayId}; });
    const auto cabling = cablingOf(*design);
    QCOMPARE(keysOf(cabling), QStringList{QStringLiteral("error:cabling.bend-radius")});
    QCOMPARE(cabling.front().measured, 28.0);
    QCOMPARE(*cabling.front().limit, 29.0);

    // At 29 mm the same route is fine.
    tight.fittingRadiusMm = 29;
    design->replace(tight);
    QCOMPARE(keysOf(cablingOf(*design)), QStringList());
}

QTEST_GUILESS_MAIN(TstRulesCabling)
#include "tst_rules_cabling.moc"
