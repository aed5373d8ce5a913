#include "tests/support/test_paths.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSet>
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

/// `faults` and `export hostfile` from the command line.
class TstFaultsCli : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void textNamesTheWorstOfEachKind();
    void textGivesEachPowerPart();
    void jsonCarriesTheFigures();
    void reportFileAndPlan();
    void hostfileInRankOrder();
    void hostfileInMegatronsDefaultOrder();
    void recordedPlanWithSparesExports();
    void hostfileRefusesNamesThatAreNotOneWord();
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
    // Field-data rates (Meta's Llama 3 table over 2 423.93 GPU-years): 256 ×
    // 268/2 423.93 + 32 × 14/302.99 + 256 × 7/2 423.93 = 28.305 + 1.479 +
    // 0.739 = 30.522 /yr, printed with the per-part figures rounded.
    QVERIFY2(text.contains(QStringLiteral("256 GPUs × 0.1106 + 32 hosts × 0.0462 + 256 NIC ports × 0.00289 = 30.522 /yr")),
             qPrintable(text));
    // 256 links × 2 ends × 0.0013649 = 0.699; software 256 × 0.039192 = 10.033.
    QVERIFY(text.contains(QStringLiteral("512 at the GPU devices' links + 0 above the leaves = 512 × 0.00136 = 0.699 /yr")));
    QVERIFY(text.contains(QStringLiteral("Software and unattributed: 256 GPUs × 0.0392 = 10.033 /yr")));
    // Σ 42.024 /yr ÷ 52.18 = 0.805 a week (see tst_failure_interval).
    QVERIFY2(text.contains(QStringLiteral("Σ 42.024 /yr ÷ 52.18 = 0.805 /week")), qPrintable(text));
    // The report says which rates are stated defaults, not published figures.
    QVERIFY(text.contains(QStringLiteral("(default, not a published figure)")));
    QVERIFY(text.contains(QStringLiteral("Defaults in use (no published figure")));
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
    // 128 servers × (8 × 268/2 423.93 + 14/302.99 + 8 × 7/2 423.93) = 128 × 0.953821 = 122.089 /yr.
    QVERIFY(qAbs(root[QStringLiteral("failure_interval")][QStringLiteral("gpu_device_annual")].toDouble() - 122.089) < 1e-3);
    // The per-part table travels with its sources; the PDU's is a stated default.
    bool pduDefault = false;
    for (const QJsonValue& v : root[QStringLiteral("failure_interval")][QStringLiteral("rates")].toArray())
        if (v[QStringLiteral("part")].toString() == QStringLiteral("pdu")) pduDefault = v[QStringLiteral("default")].toBool();
    QVERIFY(pduDefault);
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

void TstFaultsCli::hostfileInMegatronsDefaultOrder() {
    // Megatron-LM numbers ranks tp-cp-ep-dp-pp unless --use-tp-pp-dp-mapping:
    // rank = t + 8·(r + 8·s). Host k of the file holds ranks 8k … 8k + 7, so
    // host k is stage ⌊k / 8⌋ of replica k mod 8: line 1 is replica 0's first
    // stage, line 2 replica 1's first stage, line 9 replica 0's second stage.
    const QString inOrder = m_dir.filePath(QStringLiteral("h-tp-pp-dp"));
    const QString megatron = m_dir.filePath(QStringLiteral("h-tp-dp-pp"));
    const QStringList plan{QStringLiteral("--tp"), QStringLiteral("8"), QStringLiteral("--pp"), QStringLiteral("16"),
                           QStringLiteral("--dp"), QStringLiteral("8")};
    const QString design = example("supernode-1024-4su-spine.json");
    QCOMPARE(runCli(QStringList{QStringLiteral("export"), QStringLiteral("hostfile"), design, QStringLiteral("-o"), inOrder}
                    + plan).exitCode, 0);
    const Run r = runCli(QStringList{QStringLiteral("export"), QStringLiteral("hostfile"), design, QStringLiteral("-o"),
                                     megatron, QStringLiteral("--order"), QStringLiteral("tp-dp-pp")} + plan);
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const auto lines = [](const QString& path) {
        QFile f(path);
        return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts)
                                           : QStringList();
    };
    const QStringList a = lines(inOrder), b = lines(megatron);
    QCOMPARE(b.size(), 128);
    // In tp-pp-dp order replica r's stage s is line 16·r + s.
    for (int k = 0; k < 128; ++k) QCOMPARE(b[k], a[16 * (k % 8) + k / 8]);
    const QStringList rep = lines(megatron + QStringLiteral(".replicas"));
    QVERIFY(rep[0].contains(QStringLiteral("order tp-dp-pp, Megatron-LM's default")));
    // Replica 1's stages: ranks 8–15, then 8 + 64 = 72–79, …
    QVERIFY2(rep[3].startsWith(QStringLiteral("1 8-15,72-79,136-143,")), qPrintable(rep[3]));
    QVERIFY(lines(inOrder + QStringLiteral(".replicas"))[0].contains(QStringLiteral("--use-tp-pp-dp-mapping")));
    // An order no launcher uses is a usage error.
    QCOMPARE(runCli(QStringList{QStringLiteral("export"), QStringLiteral("hostfile"), design, QStringLiteral("-o"),
                                m_dir.filePath(QStringLiteral("x")), QStringLiteral("--order"), QStringLiteral("pp-tp-dp")}
                    + plan).exitCode, 2);
}

void TstFaultsCli::recordedPlanWithSparesExports() {
    // new --tp 8 --pp 16 --dp 8 --spare-servers 1: 133 servers in 5 SUs (4 of
    // 32, one of 5), the last of each a spare: 4 × 31 + 4 = 128 free, exactly
    // the 8 replicas of 16. Four replicas fit inside SUs 1–4; the 15 left in
    // each and the 4 of SU 5 make the other four, across a spine.
    const QString design = m_dir.filePath(QStringLiteral("spares.json"));
    Run r = runCli({QStringLiteral("new"), design, QStringLiteral("--tp"), QStringLiteral("8"), QStringLiteral("--pp"),
                    QStringLiteral("16"), QStringLiteral("--dp"), QStringLiteral("8"), QStringLiteral("--spare-servers"),
                    QStringLiteral("1")});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QVERIFY2(r.out.contains("The 5 spare server(s) cost"), r.out.constData());
    const QString out = m_dir.filePath(QStringLiteral("spares-hostfile"));
    r = runCli({QStringLiteral("export"), QStringLiteral("hostfile"), design, QStringLiteral("-o"), out});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QFile hosts(out);
    QVERIFY(hosts.open(QIODevice::ReadOnly));
    const QStringList lines = QString::fromUtf8(hosts.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 128);
    QCOMPARE(QSet<QString>(lines.begin(), lines.end()).size(), 128);
}

void TstFaultsCli::hostfileRefusesNamesThatAreNotOneWord() {
    // A hostfile line is "HOST slots=N": a server named "A01-S1 slots=64"
    // would give its host 64 slots. The name is refused, naming the server,
    // and no hostfile is written.
    QFile in(example("supernode-256-liquid-rail.json"));
    QVERIFY(in.open(QIODevice::ReadOnly));
    QJsonObject doc = QJsonDocument::fromJson(in.readAll()).object();
    QJsonArray devices = doc.value(QStringLiteral("devices")).toArray();
    bool renamed = false;
    for (qsizetype i = 0; i < devices.size(); ++i) {
        QJsonObject d = devices[i].toObject();
        if (d.value(QStringLiteral("name")).toString() != u"A01-S1") continue;
        d.insert(QStringLiteral("name"), QStringLiteral("A01-S1 slots=64"));
        devices[i] = d;
        renamed = true;
    }
    QVERIFY(renamed);
    doc.insert(QStringLiteral("devices"), devices);
    const QString design = m_dir.filePath(QStringLiteral("renamed.json"));
    QFile out(design);
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write(QJsonDocument(doc).toJson());
    out.close();
    const QString hostfile = m_dir.filePath(QStringLiteral("renamed-hostfile"));
    const Run r = runCli({QStringLiteral("export"), QStringLiteral("hostfile"), design, QStringLiteral("-o"), hostfile,
                          QStringLiteral("--tp"), QStringLiteral("8"), QStringLiteral("--pp"), QStringLiteral("4"),
                          QStringLiteral("--dp"), QStringLiteral("8")});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains("The GPU host \"A01-S1 slots=64\" cannot be named"), r.err.constData());
    QVERIFY(!QFile::exists(hostfile));
    QVERIFY(!QFile::exists(hostfile + QStringLiteral(".replicas")));
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
