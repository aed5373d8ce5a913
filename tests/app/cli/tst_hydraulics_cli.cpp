#include "model/hydraulics/inp_reader.h"
#include "model/hydraulics/network_solver.h"
#include "tests/support/test_paths.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

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
    p.waitForFinished(120000);
    return {p.exitCode(), p.readAllStandardOutput(), p.readAllStandardError()};
}

/// The 256-GPU supernode as the wizard piped it before the header: each rack on one of two CDUs.
QString cduPerRack() { return sourceDir() + QStringLiteral("/tests/data/hydraulics/supernode-256-cdu-per-rack.json"); }

/// The bundled 256-GPU example: header, and a balancing valve on each rack's return branch, set.
QString example256() { return sourceDir() + QStringLiteral("/resources/examples/supernode-256-liquid-rail.json"); }

QJsonObject loopOf(const QByteArray& json) {
    return QJsonDocument::fromJson(json).object().value(QStringLiteral("loops")).toArray().at(0).toObject();
}
}  // namespace

/// `hydraulics` and `export epanet` from the command line, the EPANET file
/// checked by EPANET 2.2 itself (epanet-js) where it is installed.
class TstHydraulicsCli : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void reportsEveryRack();
    void cduOutWithoutHeader();
    void unknownPartIsRefused();
    void epanetFileSolvesToTheSameFlows_data();
    void epanetFileSolvesToTheSameFlows();
    void balanceSetsEveryRackValve();
    void balanceWithoutValvesIsRefused();

private:
    QTemporaryDir m_dir;
};

void TstHydraulicsCli::reportsEveryRack() {
    const Run r = runCli({QStringLiteral("hydraulics"), cduPerRack()});
    QCOMPARE(r.exitCode, 0);
    const QString text = QString::fromUtf8(r.out);
    QVERIFY2(text.contains(QStringLiteral("Pump CDU1:")) && text.contains(QStringLiteral("Pump CDU2:")), qPrintable(text));
    for (const char* rack : {"A01", "A02", "A03", "A04", "A07", "A08", "A09", "A10"})
        QVERIFY2(text.contains(QStringLiteral("\n  %1 ").arg(QLatin1String(rack))), rack);
    QVERIFY(text.contains(QStringLiteral("GPUs short of coolant: 0 lost")));
    const Run j = runCli({QStringLiteral("hydraulics"), cduPerRack(), QStringLiteral("--json")});
    QCOMPARE(j.exitCode, 0);
    const QJsonObject loop = loopOf(j.out);
    QVERIFY(loop.value(QStringLiteral("solved")).toBool());
    QCOMPARE(loop.value(QStringLiteral("racks")).toArray().size(), 8);
    // Four 14.3 kW × 0.8 servers a rack on PG25 at ΔT 10 K: 4 × 17.142 = 68.57 L/min required.
    for (const QJsonValue& rack : loop.value(QStringLiteral("racks")).toArray())
        QVERIFY(std::abs(rack.toObject().value(QStringLiteral("required_lpm")).toDouble() - 68.57) < 0.01);
}

void TstHydraulicsCli::cduOutWithoutHeader() {
    const Run r = runCli({QStringLiteral("hydraulics"), cduPerRack(), QStringLiteral("--without"), QStringLiteral("CDU1"),
                          QStringLiteral("--json")});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject loop = loopOf(r.out);
    // A01, A03, A07, A09 hang on CDU1 alone: 16 servers, 128 GPUs, no water.
    QCOMPARE(loop.value(QStringLiteral("gpus_lost")).toInt(), 128);
    int dry = 0;
    for (const QJsonValue& rack : loop.value(QStringLiteral("racks")).toArray())
        dry += rack.toObject().value(QStringLiteral("delivered_lpm")).toDouble() < 1e-6;
    QCOMPARE(dry, 4);
    const Run faults = runCli({QStringLiteral("faults"), cduPerRack()});
    QCOMPARE(faults.exitCode, 0);
    QVERIFY2(QString::fromUtf8(faults.out).contains(QStringLiteral("worst CDU1 — 128 GPUs lost")), faults.out.constData());
}

void TstHydraulicsCli::unknownPartIsRefused() {
    const Run r = runCli({QStringLiteral("hydraulics"), cduPerRack(), QStringLiteral("--without"), QStringLiteral("CDU9")});
    QCOMPARE(r.exitCode, 1);
    QCOMPARE(r.err.count('\n'), 1);
    QVERIFY(r.err.contains("CDU9"));
}

void TstHydraulicsCli::epanetFileSolvesToTheSameFlows_data() {
    QTest::addColumn<QString>("design");
    QTest::newRow("a CDU per rack") << cduPerRack();
    // Its valves are EPANET throttle control valves (TCV) set to their K.
    QTest::newRow("header and balancing valves") << example256();
}

void TstHydraulicsCli::epanetFileSolvesToTheSameFlows() {
    QFETCH(QString, design);
    const QString inp = m_dir.filePath(QStringLiteral("loop.inp"));
    const Run r = runCli({QStringLiteral("export"), QStringLiteral("epanet"), design, QStringLiteral("-o"), inp});
    QCOMPARE(r.exitCode, 0);
    // Our own reader takes it back, and the solver gives the pumps the flows
    // `hydraulics` printed for the design.
    const hyd::HydraulicNetwork net = hyd::InpReader::readFile(inp);
    const hyd::Solution ours = hyd::NetworkSolver::solve(net);
    QVERIFY(ours.converged);
    const QJsonObject loop = loopOf(runCli({QStringLiteral("hydraulics"), design, QStringLiteral("--json")}).out);
    QMap<QString, double> pumped;
    for (const QJsonValue& p : loop.value(QStringLiteral("pumps")).toArray())
        pumped.insert(p.toObject().value(QStringLiteral("cdu")).toString(), p.toObject().value(QStringLiteral("flow_lpm")).toDouble());
    for (const QString& cdu : {QStringLiteral("CDU1"), QStringLiteral("CDU2")})
        QVERIFY(std::abs(ours.flowLpm[size_t(net.linkIndex(cdu))] - pumped.value(cdu)) < 1e-3 * pumped.value(cdu));
    // EPANET 2.2 itself solves the file to the same flows within 1 %.
    const QString node = QStandardPaths::findExecutable(QStringLiteral("node"));
    const QString epanet = qEnvironmentVariable("SN_EPANET_JS");
    SN_CANNOT_RUN_IF(node.isEmpty() || !QFileInfo::exists(epanet + QStringLiteral("/node_modules/epanet-js"))
                         ? QStringLiteral("node or epanet-js missing (bash setup.sh test installs them)")
                         : QString());
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("NODE_PATH"), epanet + QStringLiteral("/node_modules"));
    p.setProcessEnvironment(env);
    p.start(node, {sourceDir() + QStringLiteral("/tests/model/hydraulics/epanet_solve.js"), inp});
    QVERIFY(p.waitForFinished(120000));
    QCOMPARE(p.exitCode(), 0);
    const QJsonObject links = QJsonDocument::fromJson(p.readAllStandardOutput()).object().value(QStringLiteral("links")).toObject();
    int compared = 0;
    for (size_t k = 0; k < net.links.size(); ++k) {
        const double theirs = links.value(net.links[k].id).toObject().value(QStringLiteral("flow")).toDouble();
        QVERIFY2(std::abs(theirs - ours.flowLpm[k]) <= 0.01 * std::abs(ours.flowLpm[k]) + 1e-3,
                 qPrintable(QStringLiteral("%1: EPANET %2, ours %3").arg(net.links[k].id).arg(theirs).arg(ours.flowLpm[k])));
        ++compared;
    }
    QVERIFY(compared > 100);
}

void TstHydraulicsCli::balanceSetsEveryRackValve() {
    // Each rack's return branch valve opened fully, as a file from before balancing.
    QFile in(example256());
    QVERIFY(in.open(QIODevice::ReadOnly));
    QJsonObject root = QJsonDocument::fromJson(in.readAll()).object();
    QJsonArray cables = root.value(QStringLiteral("cables")).toArray();
    int valves = 0;
    for (qsizetype i = 0; i < cables.size(); ++i) {
        QJsonObject c = cables[i].toObject();
        if (!c.contains(QStringLiteral("valve_turns"))) continue;
        c.remove(QStringLiteral("valve_turns"));
        cables[i] = c;
        ++valves;
    }
    QCOMPARE(valves, 8);  // one per rack of 4 servers
    root.insert(QStringLiteral("cables"), cables);
    const QString open = m_dir.filePath(QStringLiteral("open.json"));
    QFile out(open);
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write(QJsonDocument(root).toJson());
    out.close();
    // --dry-run prints the table and leaves the file as it is.
    const QByteArray before = [&] { QFile f(open); f.open(QIODevice::ReadOnly); return f.readAll(); }();
    const Run dry = runCli({QStringLiteral("balance"), open, QStringLiteral("--dry-run")});
    QCOMPARE(dry.exitCode, 0);
    QVERIFY(dry.out.contains("Branch spread"));
    QCOMPARE([&] { QFile f(open); f.open(QIODevice::ReadOnly); return f.readAll(); }(), before);
    const QString balanced = m_dir.filePath(QStringLiteral("balanced.json"));
    const Run r = runCli({QStringLiteral("balance"), open, QStringLiteral("-o"), balanced});
    QCOMPARE(r.exitCode, 0);
    // The settings written are the ones `hydraulics` then reads as set, within 5 %.
    const QJsonObject b = loopOf(runCli({QStringLiteral("hydraulics"), balanced, QStringLiteral("--json")}).out)
                              .value(QStringLiteral("balancing"))
                              .toObject();
    const QJsonArray branches = b.value(QStringLiteral("branches")).toArray();
    QCOMPARE(branches.size(), 8);
    for (const QJsonValue& v : branches) {
        const QJsonObject br = v.toObject();
        QCOMPARE(br.value(QStringLiteral("as_set_turns")).toDouble(), br.value(QStringLiteral("turns")).toDouble());
        QVERIFY(br.value(QStringLiteral("as_set_lpm")).toDouble() >= br.value(QStringLiteral("required_lpm")).toDouble());
    }
    QVERIFY(b.value(QStringLiteral("spread_as_set")).toDouble() <= 0.05);
    // Balancing again changes nothing: the bundled example is saved balanced the same way.
    const Run again = runCli({QStringLiteral("balance"), balanced, QStringLiteral("-o"), m_dir.filePath(QStringLiteral("again.json"))});
    QCOMPARE(again.exitCode, 0);
    QFile a(m_dir.filePath(QStringLiteral("again.json"))), c(balanced);
    QVERIFY(a.open(QIODevice::ReadOnly) && c.open(QIODevice::ReadOnly));
    QCOMPARE(a.readAll(), c.readAll());
}

void TstHydraulicsCli::balanceWithoutValvesIsRefused() {
    const Run r = runCli({QStringLiteral("balance"), cduPerRack(), QStringLiteral("--dry-run")});
    QCOMPARE(r.exitCode, 1);
    QCOMPARE(r.err.count('\n'), 1);
    QVERIFY(r.err.contains("balancing valve"));
}

QTEST_GUILESS_MAIN(TstHydraulicsCli)
#include "tst_hydraulics_cli.moc"
