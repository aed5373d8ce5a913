#include "support/test_paths.h"

#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

/// `supernode-designer new` end to end: a file on success, one stderr line,
/// a non-zero exit and no file on failure.
class TstNewCommand : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void writesAJsonDesign();
    void writesAProjectFileFromParallelism();
    void placesLeavesBesideTheServers();
    void refusesImpossibleRequests_data();
    void refusesImpossibleRequests();
};

namespace {

struct Run {
    int code = -1;
    QByteArray out, err;
};

Run run(const QStringList& args) {
    QProcess p;
    p.start(sn::test::cliPath(), args);
    p.waitForFinished(60000);
    return {p.exitCode(), p.readAllStandardOutput(), p.readAllStandardError()};
}

}  // namespace

void TstNewCommand::writesAJsonDesign() {
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("sn.json"));
    const Run r = run({QStringLiteral("new"), out, QStringLiteral("--gpus"), QStringLiteral("256")});
    QCOMPARE(r.code, 0);
    QVERIFY(QFile::exists(out));
    // 256 GPUs: 32 servers, 8 leaves, 4 spines.
    QVERIFY2(r.out.contains("servers: 32;"), r.out.constData());
    QVERIFY2(r.out.contains("switches: 8 leaf, 4 spine, 0 core"), r.out.constData());
    const Run info = run({QStringLiteral("info"), out});
    QCOMPARE(info.code, 0);
}

void TstNewCommand::writesAProjectFileFromParallelism() {
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("sn.supernode"));
    // TP 8 × PP 16 × DP 8 = 1024 GPUs = 128 servers; 4 SUs: 32 leaves, 16 spines.
    const Run r =
        run({QStringLiteral("new"), out, QStringLiteral("--tp"), QStringLiteral("8"), QStringLiteral("--pp"),
             QStringLiteral("16"), QStringLiteral("--dp"), QStringLiteral("8")});
    QCOMPARE(r.code, 0);
    QVERIFY2(r.out.contains("servers: 128;"), r.out.constData());
    QVERIFY2(r.out.contains("switches: 32 leaf, 16 spine, 0 core"), r.out.constData());
    const Run info = run({QStringLiteral("info"), out, QStringLiteral("--json")});
    QCOMPARE(info.code, 0);
    QVERIFY(info.out.contains("\"gpus\": 1024") || info.out.contains("\"gpus\":1024"));
}

void TstNewCommand::placesLeavesBesideTheServers() {
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("sn.json"));
    const Run r = run({QStringLiteral("new"), out, QStringLiteral("--gpus"), QStringLiteral("256"),
                       QStringLiteral("--switch-placement"), QStringLiteral("shortest-run")});
    QCOMPARE(r.code, 0);
    // 256 GPUs: the 8 leaves go into the SU's compute racks; only the
    // spines keep a network rack (4 spines fit one).
    QVERIFY2(r.out.contains("racks: 16 compute, 1 network;"), r.out.constData());
    QVERIFY2(r.out.contains("switches: 8 leaf, 4 spine, 0 core"), r.out.constData());
}

void TstNewCommand::refusesImpossibleRequests_data() {
    QTest::addColumn<QStringList>("args");
    QTest::newRow("TP beyond the NVLink domain")
        << QStringList{QStringLiteral("--tp"), QStringLiteral("16"),   QStringLiteral("--pp"),
                       QStringLiteral("2"),    QStringLiteral("--dp"), QStringLiteral("8")};
    QTest::newRow("rack budget below one server") << QStringList{
        QStringLiteral("--gpus"), QStringLiteral("256"), QStringLiteral("--rack-kw"), QStringLiteral("8")};
    QTest::newRow("unknown fabric") << QStringList{QStringLiteral("--gpus"), QStringLiteral("256"),
                                                   QStringLiteral("--fabric"), QStringLiteral("ring")};
    QTest::newRow("not a number") << QStringList{QStringLiteral("--gpus"), QStringLiteral("many")};
    QTest::newRow("unknown switch placement")
        << QStringList{QStringLiteral("--gpus"), QStringLiteral("256"), QStringLiteral("--switch-placement"),
                       QStringLiteral("ceiling")};
}

void TstNewCommand::refusesImpossibleRequests() {
    QFETCH(QStringList, args);
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("sn.json"));
    const Run r = run(QStringList{QStringLiteral("new"), out} + args);
    QVERIFY(r.code != 0);
    QCOMPARE(r.err.count('\n'), 1);
    QVERIFY(r.err.startsWith("supernode-designer: "));
    QVERIFY(!QFile::exists(out));
}

QTEST_GUILESS_MAIN(TstNewCommand)
#include "tst_new_command.moc"
