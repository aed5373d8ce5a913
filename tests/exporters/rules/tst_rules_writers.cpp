#include "exporters/rules/design_report_writer.h"
#include "exporters/rules/findings_report.h"
#include "model/rules/design_report.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

using namespace sn;

class TstRulesWriters : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void findingsText();
    void findingsJson();
    void reportText();
    void reportJson();
};

namespace {
std::vector<Finding> twoFindings() {
    const QUuid rack = QUuid::fromString(QStringLiteral("{11111111-2222-3333-4444-555555555555}"));
    return {
        {Severity::Error, QStringLiteral("power.rack-budget"), {{ObjectKind::Rack, rack}}, 34680, 30000,
         QStringLiteral("W"), QStringLiteral("Rack R1 draws 34.7 kW typical, over its 30.0 kW budget.")},
        {Severity::Info, QStringLiteral("power.room-density"), {}, 0.25, std::nullopt, QStringLiteral("kW/m²"),
         QStringLiteral("The room carries 75.0 kW at maximum draw on 300.0 m²: 0.25 kW/m².")},
    };
}

DesignReport oneRackOneLoop() {
    DesignReport r;
    r.name = QStringLiteral("Demo");
    r.totalMaxW = 40800;
    r.totalTypicalW = 34680;
    r.roomAreaM2 = 300;
    r.kwPerM2 = 0.136;
    RackReport k;
    k.id = QStringLiteral("rack-id");
    k.name = QStringLiteral("R1");
    k.uUsed = 16;
    k.uHeight = 48;
    k.maxW = 40800;
    k.typicalW = 34680;
    k.liquidHeatW = 32640;
    k.airHeatW = 8160;
    k.requiredFlowLpm = 46.99;
    k.manifoldCapacityLpm = 200;
    r.racks.push_back(k);
    LoopReport l;
    l.id = QStringLiteral("loop-id");
    l.name = QStringLiteral("L1");
    l.cduName = QStringLiteral("CDU1");
    l.racks = 1;
    l.heatW = 32640;
    l.flowLpm = 46.99;
    l.capacityW = 1000000;
    l.maxFlowLpm = 1500;
    l.supplyC = 30;
    l.deltaTK = 10;
    l.coolantId = QStringLiteral("water");
    l.coolantName = QStringLiteral("Water");
    l.densityKgPerL = 0.997;
    l.cpKjPerKgK = 4.18;
    l.approachK = 5;
    l.facilitySupplyC = 25;
    l.ashraeClass = QStringLiteral("W27");
    r.loops.push_back(l);
    return r;
}
}  // namespace

void TstRulesWriters::findingsText() {
    const QStringList lines = FindingsReport::text(twoFindings()).split(QLatin1Char('\n'));
    QCOMPARE(lines.size(), 4);  // two findings, the totals, the final newline
    QCOMPARE(lines[0], QStringLiteral("error    [power.rack-budget] Rack R1 draws 34.7 kW typical, over its 30.0 kW "
                                      "budget. (measured 34680 W, limit 30000 W)"));
    // No limit: no "(measured …)" tail.
    QCOMPARE(lines[1], QStringLiteral("info     [power.room-density] The room carries 75.0 kW at maximum draw on "
                                      "300.0 m²: 0.25 kW/m²."));
    QCOMPARE(lines[2], QStringLiteral("1 error(s), 0 warning(s), 1 info."));
}

void TstRulesWriters::findingsJson() {
    const QJsonObject root = QJsonDocument::fromJson(FindingsReport::json(twoFindings())).object();
    QCOMPARE(root.value(QStringLiteral("errors")).toInt(), 1);
    QCOMPARE(root.value(QStringLiteral("warnings")).toInt(), 0);
    QCOMPARE(root.value(QStringLiteral("info")).toInt(), 1);
    const QJsonArray list = root.value(QStringLiteral("findings")).toArray();
    QCOMPARE(list.size(), 2);
    const QJsonObject first = list[0].toObject();
    QCOMPARE(first.value(QStringLiteral("severity")).toString(), QStringLiteral("error"));
    QCOMPARE(first.value(QStringLiteral("rule")).toString(), QStringLiteral("power.rack-budget"));
    QCOMPARE(first.value(QStringLiteral("measured")).toDouble(), 34680.0);
    QCOMPARE(first.value(QStringLiteral("limit")).toDouble(), 30000.0);
    const QJsonObject object = first.value(QStringLiteral("objects")).toArray().first().toObject();
    QCOMPARE(object.value(QStringLiteral("kind")).toString(), QStringLiteral("rack"));
    QCOMPARE(object.value(QStringLiteral("id")).toString(), QStringLiteral("11111111-2222-3333-4444-555555555555"));
    QVERIFY(list[1].toObject().value(QStringLiteral("limit")).isNull());
    QCOMPARE(list[1].toObject().value(QStringLiteral("unit")).toString(), QStringLiteral("kW/m²"));
}

void TstRulesWriters::reportText() {
    const QString text = DesignReportWriter::text(oneRackOneLoop());
    QVERIFY(text.startsWith(QStringLiteral("Design: Demo\n")));
    QVERIFY(text.contains(QStringLiteral("Total: 40.8 kW max, 34.7 kW typical; room 300.0 m², 0.14 kW/m²")));
    // Name padded to 10, then right-aligned columns of 8, 10, 10, 10, 10, 11 and 15 characters.
    QVERIFY(text.contains(QStringLiteral("R1            16/48      40800      34680      32640       8160        47.0"
                                         "           200.0 rack-id")));
    QVERIFY(text.contains(QStringLiteral("L1: CDU CDU1, 1 rack(s), heat 32640 W, flow 47.0 L/min, capacity 1000000 W "
                                         "/ 1500.0 L/min")));
    QVERIFY(text.contains(QStringLiteral("secondary supply 30.0 °C, ΔT 10.0 K, coolant Water (ρ 0.997 kg/L, "
                                         "c_p 4.18 kJ/(kg·K)); id loop-id")));
    // The W class belongs to the facility water: 30 °C less the CDUs' 5 K approach.
    QVERIFY(text.contains(QStringLiteral("facility water at most 25.0 °C (the CDUs' 5.0 K approach): ASHRAE W27")));
    QVERIFY(text.contains(QStringLiteral("W17/W27/W32/W40/W45")));
}

void TstRulesWriters::reportJson() {
    const QJsonObject root = QJsonDocument::fromJson(DesignReportWriter::json(oneRackOneLoop())).object();
    const QJsonObject rack = root.value(QStringLiteral("racks")).toArray().first().toObject();
    QCOMPARE(rack.value(QStringLiteral("required_flow_lpm")).toDouble(), 46.99);
    QCOMPARE(rack.value(QStringLiteral("u_used")).toInt(), 16);
    const QJsonObject loop = root.value(QStringLiteral("loops")).toArray().first().toObject();
    QCOMPARE(loop.value(QStringLiteral("coolant")).toString(), QStringLiteral("water"));
    QCOMPARE(loop.value(QStringLiteral("cp_kj_per_kg_k")).toDouble(), 4.18);
    QCOMPARE(loop.value(QStringLiteral("ashrae_class")).toString(), QStringLiteral("W27"));
    // A rack without a loop has no flow: null, not 0.
    DesignReport noLoop = oneRackOneLoop();
    noLoop.racks.front().requiredFlowLpm.reset();
    const QJsonObject bare = QJsonDocument::fromJson(DesignReportWriter::json(noLoop))
                                 .object()
                                 .value(QStringLiteral("racks"))
                                 .toArray()
                                 .first()
                                 .toObject();
    QVERIFY(bare.value(QStringLiteral("required_flow_lpm")).isNull());
}

QTEST_GUILESS_MAIN(TstRulesWriters)
#include "tst_rules_writers.moc"
