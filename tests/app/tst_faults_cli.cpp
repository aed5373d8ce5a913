#include "support/test_paths.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

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

QString example(const char* file) { return sourceDir() + QStringLiteral("/tests/data/faults/") + QLatin1String(file); }
}  // namespace

/// `faults` and `export hostfile` (issue 19) from the command line.
class TstFaultsCli : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void textNamesTheWorstOfEachKind();
    void textGivesEachPowerPart();
    void jsonCarriesTheFigures();
    void reportFileAndPlan();
    void hostfileInRankOrder();
    void usageErrors_data();
    void usageErrors();

private:
    QTemporaryDir m_dir;
};

void TstFaultsCli::textNamesTheWorstOfEachKind() {
    const Run r = runCli({QStringLiteral("faults"), example("supernode-256-liquid-rail.json")});
    QCOMPARE(r.exitCode, 0);
    const QString text = QString::fromUtf8(r.out);
    // The CDU takes all 256 GPUs; a leaf costs each of the 32 servers 1 of 8 links.
    QVERIFY2(text.contains(QStringLiteral("cdu (1 parts): worst CDU1 — 256 GPUs lost")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("256 GPUs lose scale-out links (32 links, at most 12.5 % of a server's)")),
             qPrintable(text));
    // The seed's check: 256 × 0.02 = 5.12 /yr.
    QVERIFY(text.contains(QStringLiteral("256 × 0.02 = 5.120 /yr")));
}

void TstFaultsCli::textGivesEachPowerPart() {
    const Run r = runCli({QStringLiteral("faults"), example("supernode-256-liquid-rail.json")});
    QCOMPARE(r.exitCode, 0);
    const QString text = QString::fromUtf8(r.out);
    // One feed leaves every HGX B200 3 of its 6 × 3.3 kW PSUs: 9.9 / 14.3 =
    // 0.692, capped at 69 % (the catalog: it caps); all 32 servers, 256 GPUs.
    // ("GPU(s)": the English plural of the new sentence comes with lupdate.)
    const QString arithmetic =
        QStringLiteral("— hgx-b200-8gpu-liquid A01-S1: 3 of 6 PSUs × 3.3 kW = 9.9 kW of 14.3 kW → capped at 69 %");
    const int feed = text.indexOf(QStringLiteral("\n  Feed A: 0 GPUs lost, 256 GPU"));
    QVERIFY2(feed >= 0, qPrintable(text));
    const QString line = text.mid(feed + 1, text.indexOf(QLatin1Char('\n'), feed + 1) - feed - 1);
    QVERIFY2(line.contains(QStringLiteral("power-capped at 69 % or more ") + arithmetic), qPrintable(line));
    // Each rack's A PDU feeds 2 servers (16 GPUs), on the same terms; the 16
    // compute racks' A PDUs make one line.
    QVERIFY2(text.contains(QStringLiteral("pdu (A01-PDU-A1 … ")), qPrintable(text));
    // `new`'s finding in the validate output: 2N at the PDU only.
    const Run v = runCli({QStringLiteral("validate"), example("supernode-256-liquid-rail.json")});
    QVERIFY2(QString::fromUtf8(v.out).contains(
                 QStringLiteral("32 device(s) of type hgx-b200-8gpu-liquid are 2N at the PDU only, not at the device")),
             qPrintable(QString::fromUtf8(v.out)));
}

void TstFaultsCli::jsonCarriesTheFigures() {
    const Run r = runCli({QStringLiteral("faults"), example("supernode-1024-4su-spine.json"), QStringLiteral("--json")});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject root = QJsonDocument::fromJson(r.out).object();
    QCOMPARE(root.value(QStringLiteral("gpus")).toInt(), 1024);
    // The larger loop's CDU: 43 racks × 2 servers × 8 GPUs = 688.
    QCOMPARE(root[QStringLiteral("worst_by_kind")][QStringLiteral("cdu")][QStringLiteral("gpus_lost")].toInt(), 688);
    QCOMPARE(root[QStringLiteral("gpu_devices")].toArray().size(), 128);
    // Feed A: every server keeps 3 of its 6 PSUs, 9 900 of 14 300 W.
    for (const QJsonValue& v : root[QStringLiteral("blast_radius")].toArray()) {
        const QJsonObject o = v.toObject();
        if (o.value(QStringLiteral("component")).toString() != QStringLiteral("Feed A")) continue;
        QCOMPARE(o.value(QStringLiteral("gpus_lost")).toInt(), 0);
        QCOMPARE(o.value(QStringLiteral("gpus_throttled")).toInt(), 1024);
        QCOMPARE(o.value(QStringLiteral("gpus_throttled_share")).toDouble(), 9900.0 / 14300.0);
        QCOMPARE(o[QStringLiteral("psu_shortfall")][QStringLiteral("live_w")].toDouble(), 9900.0);
    }
    // 128 servers × 8 × 0.02 = 20.48 /yr from the GPU cards alone.
    QVERIFY(qAbs(root[QStringLiteral("failure_interval")][QStringLiteral("gpu_device_annual")].toDouble() - 20.48) < 1e-9);
}

void TstFaultsCli::reportFileAndPlan() {
    const QString out = m_dir.filePath(QStringLiteral("faults.txt"));
    const Run r = runCli({QStringLiteral("faults"), example("supernode-1024-4su-spine.json"), QStringLiteral("-o"), out,
                          QStringLiteral("--tp"), QStringLiteral("8"), QStringLiteral("--pp"), QStringLiteral("16"),
                          QStringLiteral("--dp"), QStringLiteral("8")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.isEmpty());
    QFile f(out);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(f.readAll());
    QVERIFY(text.contains(QStringLiteral("Rank placement: TP 8 × PP 16 × DP 8 = 1024 GPUs")));
    // Replica 7 holds ranks 7 × 128 … 8 × 128 − 1.
    QVERIFY(text.contains(QStringLiteral("896-1023")));
}

void TstFaultsCli::hostfileInRankOrder() {
    const QString out = m_dir.filePath(QStringLiteral("hostfile"));
    const Run r = runCli({QStringLiteral("export"), QStringLiteral("hostfile"), example("supernode-1024-4su-spine.json"),
                          QStringLiteral("-o"), out, QStringLiteral("--tp"), QStringLiteral("8"), QStringLiteral("--pp"),
                          QStringLiteral("16"), QStringLiteral("--dp"), QStringLiteral("8")});
    QCOMPARE(r.exitCode, 0);
    QFile hosts(out), replicas(out + QStringLiteral(".replicas"));
    QVERIFY(hosts.open(QIODevice::ReadOnly));
    QVERIFY(replicas.open(QIODevice::ReadOnly));
    const QStringList lines = QString::fromUtf8(hosts.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    // 1 024 ranks / 8 slots = 128 host lines.
    QCOMPARE(lines.size(), 128);
    for (const QString& l : lines) QVERIFY2(l.endsWith(QStringLiteral(" slots=8")), qPrintable(l));
    const QStringList rep = QString::fromUtf8(replicas.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    // Two comment lines, then one line per replica.
    QCOMPARE(rep.size(), 2 + 8);
    QVERIFY(rep.at(2).startsWith(QStringLiteral("0 0-127 ")));
}

void TstFaultsCli::usageErrors_data() {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("exitCode");
    const QString file = example("supernode-256-liquid-rail.json");
    QTest::newRow("tp not a number") << QStringList{QStringLiteral("faults"), file, QStringLiteral("--tp"), QStringLiteral("x"),
                                                   QStringLiteral("--pp"), QStringLiteral("1"), QStringLiteral("--dp"), QStringLiteral("1")} << 2;
    QTest::newRow("half a plan") << QStringList{QStringLiteral("faults"), file, QStringLiteral("--tp"), QStringLiteral("8")} << 2;
    QTest::newRow("hostfile without a plan")
        << QStringList{QStringLiteral("export"), QStringLiteral("hostfile"), file, QStringLiteral("-o"), QStringLiteral("/tmp/x")} << 2;
    // Fits nowhere: 8 × 16 × 8 = 1 024 GPUs on a 256-GPU design.
    QTest::newRow("plan too big") << QStringList{QStringLiteral("faults"), file, QStringLiteral("--tp"), QStringLiteral("8"),
                                                QStringLiteral("--pp"), QStringLiteral("16"), QStringLiteral("--dp"), QStringLiteral("8")} << 1;
    QTest::newRow("missing file") << QStringList{QStringLiteral("faults"), QStringLiteral("/nonexistent.json")} << 1;
}

void TstFaultsCli::usageErrors() {
    QFETCH(QStringList, args);
    const Run r = runCli(args);
    QTEST(r.exitCode, "exitCode");
    // One line naming the problem (Qt may add its own notes, such as XDG_RUNTIME_DIR).
    QCOMPARE(r.err.count("supernode-designer: "), 1);
}

QTEST_GUILESS_MAIN(TstFaultsCli)
#include "tst_faults_cli.moc"
