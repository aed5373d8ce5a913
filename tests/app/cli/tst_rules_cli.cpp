#include "model/store/design_file.h"
#include "tests/support/design_builder.h"
#include "tests/support/test_paths.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <cmath>

using namespace sn;
using namespace sn::test;

namespace {
struct Run {
    int exitCode = -1;
    QByteArray out, err;
};

Run runCli(const QStringList& args) {
    QProcess p;
    p.start(cliPath(), args);
    p.waitForFinished(60000);
    return {p.exitCode(), p.readAllStandardOutput(), p.readAllStandardError()};
}

/// Four liquid H100 servers on water at ΔT 10 K; the rack budget is `budgetW`.
std::unique_ptr<Design> liquidRack(double budgetW) {
    DesignBuilder b;
    b.name(QStringLiteral("CLI test")).room(20000, 15000).row(QStringLiteral("A"));
    b.rack(QStringLiteral("R1"), 0, 0, QStringLiteral("rack-48u-600x1200"), budgetW);
    for (int i = 0; i < 4; ++i)
        b.device(QStringLiteral("hgx-h100-8gpu-liquid"), QStringLiteral("R1"), 1 + 4 * i,
                 QStringLiteral("S%1").arg(i + 1));
    b.sideDevice(QStringLiteral("manifold-0u-16qd"), QStringLiteral("R1"), SideChannel::Left, 0, QStringLiteral("MF"));
    b.floorDevice(QStringLiteral("cdu-inrow-1mw"), 5000, 5000, QStringLiteral("CDU1"));
    // The manifold piped to the CDU (rule cooling.rack-piping).
    b.connect(QStringLiteral("MF"), QStringLiteral("IN-S"), QStringLiteral("CDU1"), QStringLiteral("SEC-S1"),
              PortRole::Coolant);
    b.connect(QStringLiteral("MF"), QStringLiteral("IN-R"), QStringLiteral("CDU1"), QStringLiteral("SEC-R1"),
              PortRole::Coolant);
    b.loop(QStringLiteral("L1"), QStringLiteral("CDU1"), QStringLiteral("water"), 30, 10, {QStringLiteral("R1")});
    return b.build();
}
}  // namespace

class TstRulesCli : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void validateExitsZeroWithoutErrors();
    void validateExitsOneOnError();
    void reportPrintsRackAndLoopFigures();
    void textOutput();
    void missingFileFails();

private:
    QTemporaryDir m_dir;
    QString m_good, m_broken;
};

void TstRulesCli::initTestCase() {
    QVERIFY(!cliPath().isEmpty());
    QVERIFY(m_dir.isValid());
    m_good = m_dir.filePath(QStringLiteral("good.json"));
    m_broken = m_dir.filePath(QStringLiteral("broken.supernode"));
    DesignFile::save(*liquidRack(50000), m_good);
    // Typical 4 × 8 670 = 34 680 W over a 30 kW budget: one error.
    DesignFile::save(*liquidRack(30000), m_broken);
}

void TstRulesCli::validateExitsZeroWithoutErrors() {
    const Run r = runCli({QStringLiteral("validate"), m_good, QStringLiteral("--json")});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject root = QJsonDocument::fromJson(r.out).object();
    QCOMPARE(root.value(QStringLiteral("errors")).toInt(), 0);
    // The unconnected required ports are reminders (warnings), not errors.
    QVERIFY(root.value(QStringLiteral("warnings")).toInt() > 0);
    for (const QJsonValue& v : root.value(QStringLiteral("findings")).toArray())
        QVERIFY(v.toObject().value(QStringLiteral("severity")).toString() != QStringLiteral("error"));
}

void TstRulesCli::validateExitsOneOnError() {
    const Run r = runCli({QStringLiteral("validate"), m_broken, QStringLiteral("--json")});
    QCOMPARE(r.exitCode, 1);
    const QJsonObject root = QJsonDocument::fromJson(r.out).object();
    QCOMPARE(root.value(QStringLiteral("errors")).toInt(), 1);
    bool found = false;
    for (const QJsonValue& v : root.value(QStringLiteral("findings")).toArray()) {
        const QJsonObject f = v.toObject();
        if (f.value(QStringLiteral("rule")).toString() != QStringLiteral("power.rack-budget")) continue;
        found = true;
        QCOMPARE(f.value(QStringLiteral("severity")).toString(), QStringLiteral("error"));
        QCOMPARE(f.value(QStringLiteral("measured")).toDouble(), 4 * 8670.0);
        QCOMPARE(f.value(QStringLiteral("limit")).toDouble(), 30000.0);
        QCOMPARE(f.value(QStringLiteral("unit")).toString(), QStringLiteral("W"));
        QCOMPARE(f.value(QStringLiteral("objects")).toArray().first().toObject().value(QStringLiteral("id")).toString(),
                 DesignBuilder::rackId(QStringLiteral("R1")).toString());
    }
    QVERIFY(found);
}

void TstRulesCli::reportPrintsRackAndLoopFigures() {
    const Run r = runCli({QStringLiteral("report"), m_good, QStringLiteral("--json")});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject root = QJsonDocument::fromJson(r.out).object();
    const QJsonObject rack = root.value(QStringLiteral("racks")).toArray().first().toObject();
    QCOMPARE(rack.value(QStringLiteral("name")).toString(), QStringLiteral("R1"));
    QCOMPARE(rack.value(QStringLiteral("u_used")).toInt(), 16);
    QCOMPARE(rack.value(QStringLiteral("max_w")).toDouble(), 40800.0);
    QCOMPARE(rack.value(QStringLiteral("typical_w")).toDouble(), 34680.0);
    // 60 · 32.64 / (0.997 · 4.18 · 10) = 46.99 L/min.
    QVERIFY(std::abs(rack.value(QStringLiteral("required_flow_lpm")).toDouble() - 60.0 * 32.64 / (0.997 * 4.18 * 10.0))
            < 1e-9);
    QCOMPARE(rack.value(QStringLiteral("manifold_capacity_lpm")).toDouble(), 200.0);
    const QJsonObject loop = root.value(QStringLiteral("loops")).toArray().first().toObject();
    QCOMPARE(loop.value(QStringLiteral("cdu")).toString(), QStringLiteral("CDU1"));
    QCOMPARE(loop.value(QStringLiteral("capacity_w")).toDouble(), 1000000.0);
    QCOMPARE(loop.value(QStringLiteral("density_kg_per_l")).toDouble(), 0.997);
    QCOMPARE(loop.value(QStringLiteral("cp_kj_per_kg_k")).toDouble(), 4.18);
    // 30 °C secondary less the CDU's 5 K approach: facility water 25 °C, W27.
    QCOMPARE(loop.value(QStringLiteral("facility_supply_c")).toDouble(), 25.0);
    QCOMPARE(loop.value(QStringLiteral("ashrae_class")).toString(), QStringLiteral("W27"));
}

void TstRulesCli::textOutput() {
    const Run v = runCli({QStringLiteral("validate"), m_broken});
    QCOMPARE(v.exitCode, 1);
    QVERIFY(v.out.contains("[power.rack-budget]"));
    QVERIFY(v.out.contains("1 error(s)"));
    const Run r = runCli({QStringLiteral("report"), m_good});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.contains("47.0"));  // 46.99 L/min printed to one decimal
    QVERIFY(r.out.contains("W32"));
}

void TstRulesCli::missingFileFails() {
    for (const char* command : {"validate", "report"}) {
        const Run r = runCli({QString::fromLatin1(command), m_dir.filePath(QStringLiteral("absent.json"))});
        QCOMPARE(r.exitCode, 1);
        QVERIFY(r.out.isEmpty());
        QVERIFY(r.err.contains("absent.json"));
    }
}

QTEST_GUILESS_MAIN(TstRulesCli)
#include "tst_rules_cli.moc"
