#include "tests/support/design_builder.h"
#include "tests/support/rule_findings.h"

#include <QtTest>

using namespace sn;
using namespace sn::test;

namespace {
const QString kH100Air = QStringLiteral("hgx-h100-8gpu-air");  // 8U, 897 mm deep, 130.5 kg

/// A device put straight into the design, past the editor's checks, as a
/// loaded file can hold it.
void insertRaw(Design& design, const QString& type, const QString& rack, int u, const QString& name,
               SideChannel side = SideChannel::None, int sideIndex = 0) {
    Device d;
    d.id = DesignBuilder::deviceId(name);
    d.typeId = type;
    d.name = name;
    d.placement.rack = DesignBuilder::rackId(rack);
    d.placement.u = u;
    d.placement.side = side;
    d.placement.sideIndex = sideIndex;
    design.insert(-1, d);
}

std::unique_ptr<Design> oneRack() {
    DesignBuilder b;
    b.room(20000, 15000).row(QStringLiteral("A")).rack(QStringLiteral("R1"), 0, 0);  // 48U, 1200 mm, 1500 kg
    return b.build();
}
}  // namespace

class TstRulesPlacement : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void cleanRackHasNoFinding();
    void overlap();
    void outOfRack();
    void deeperThanRack();
    void overWeight();
    void sideSlots();
    void openUWithoutBlankingPanel();
};

void TstRulesPlacement::cleanRackHasNoFinding() {
    auto design = oneRack();
    insertRaw(*design, kH100Air, QStringLiteral("R1"), 1, QStringLiteral("S1"));
    insertRaw(*design, QStringLiteral("blank-1u"), QStringLiteral("R1"), 9, QStringLiteral("B1"));
    insertRaw(*design, kH100Air, QStringLiteral("R1"), 10, QStringLiteral("S2"));
    QCOMPARE(keysOf(withPrefix(findingsOf(*design), QStringLiteral("placement."))), QStringList());
}

void TstRulesPlacement::overlap() {
    auto design = oneRack();
    insertRaw(*design, kH100Air, QStringLiteral("R1"), 1, QStringLiteral("S1"));  // U1–U8
    insertRaw(*design, kH100Air, QStringLiteral("R1"), 5, QStringLiteral("S2"));  // U5–U12
    const auto placement = withPrefix(findingsOf(*design), QStringLiteral("placement."));
    QCOMPARE(keysOf(placement), QStringList{QStringLiteral("error:placement.overlap")});
    QCOMPARE(placement.front().measured, 4.0);  // U5–U8
    QVERIFY(placement.front().message.contains(QStringLiteral("U5–U8")));
}

void TstRulesPlacement::outOfRack() {
    auto design = oneRack();
    insertRaw(*design, kH100Air, QStringLiteral("R1"), 1, QStringLiteral("S1"));   // U1–U8
    insertRaw(*design, kH100Air, QStringLiteral("R1"), 9, QStringLiteral("S2"));   // U9–U16
    insertRaw(*design, kH100Air, QStringLiteral("R1"), 45, QStringLiteral("S3"));  // U45–U52 in a 48U rack
    const auto placement = withPrefix(findingsOf(*design), QStringLiteral("placement."));
    // U17–U44 (28 U) are open below S3 as well.
    QCOMPARE(
        keysOf(placement),
        (QStringList{QStringLiteral("error:placement.out-of-rack"), QStringLiteral("warning:placement.blanking")}));
    const Finding* out = only(placement, QStringLiteral("placement.out-of-rack"));
    QCOMPARE(out->measured, 52.0);
    QCOMPARE(*out->limit, 48.0);
    QCOMPARE(only(placement, QStringLiteral("placement.blanking"))->measured, 28.0);
}

void TstRulesPlacement::deeperThanRack() {
    auto design = oneRack();
    Rack shallow = *design->rack(DesignBuilder::rackId(QStringLiteral("R1")));
    shallow.depthMm = 800;
    design->replace(shallow);
    insertRaw(*design, kH100Air, QStringLiteral("R1"), 1, QStringLiteral("S1"));
    const auto placement = withPrefix(findingsOf(*design), QStringLiteral("placement."));
    QCOMPARE(keysOf(placement), QStringList{QStringLiteral("error:placement.depth")});
    QCOMPARE(placement.front().measured, 897.0);
    QCOMPARE(*placement.front().limit, 800.0);
}

void TstRulesPlacement::overWeight() {
    auto design = oneRack();
    for (int i = 0; i < 4; ++i)
        insertRaw(*design, kH100Air, QStringLiteral("R1"), 1 + 8 * i, QStringLiteral("S%1").arg(i + 1));
    Rack weak = *design->rack(DesignBuilder::rackId(QStringLiteral("R1")));
    weak.maxWeightKg = 500;
    design->replace(weak);
    // 4 × 130.5 = 522 kg > 500 kg.
    const auto placement = withPrefix(findingsOf(*design), QStringLiteral("placement."));
    QCOMPARE(keysOf(placement), QStringList{QStringLiteral("error:placement.weight")});
    QCOMPARE(placement.front().measured, 4 * 130.5);
    QCOMPARE(*placement.front().limit, 500.0);
}

void TstRulesPlacement::sideSlots() {
    auto design = oneRack();  // one side slot per channel
    const QString pdu = QStringLiteral("pdu-3ph-415v-32a");
    insertRaw(*design, pdu, QStringLiteral("R1"), 0, QStringLiteral("P1"), SideChannel::Left, 0);
    insertRaw(*design, pdu, QStringLiteral("R1"), 0, QStringLiteral("P2"), SideChannel::Left, 0);   // same slot
    insertRaw(*design, pdu, QStringLiteral("R1"), 0, QStringLiteral("P3"), SideChannel::Right, 1);  // no slot 2
    const auto placement = withPrefix(findingsOf(*design), QStringLiteral("placement."));
    QCOMPARE(keysOf(placement),
             (QStringList{QStringLiteral("error:placement.side-slot"), QStringLiteral("error:placement.side-slot")}));
    QVERIFY(placement[0].message.contains(QStringLiteral("P2")));
    QCOMPARE(placement[1].measured, 2.0);  // slot 2 asked
    QCOMPARE(*placement[1].limit, 1.0);    // 1 slot exists
}

void TstRulesPlacement::openUWithoutBlankingPanel() {
    auto design = oneRack();
    insertRaw(*design, kH100Air, QStringLiteral("R1"), 1, QStringLiteral("S1"));   // U1–U8
    insertRaw(*design, kH100Air, QStringLiteral("R1"), 20, QStringLiteral("S2"));  // U20–U27
    const auto placement = withPrefix(findingsOf(*design), QStringLiteral("placement."));
    QCOMPARE(keysOf(placement), QStringList{QStringLiteral("warning:placement.blanking")});
    QCOMPARE(placement.front().measured, 11.0);  // U9–U19
    QVERIFY(placement.front().message.contains(QStringLiteral("U9–U19")));
}

QTEST_GUILESS_MAIN(TstRulesPlacement)
#include "tst_rules_placement.moc"
