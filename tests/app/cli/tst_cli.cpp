#include "model/input/json_reader.h"
#include "tests/support/test_paths.h"

#include <QDir>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

/// The command line as a user runs it: the real executable, exit codes,
/// stdout and one-line errors on stderr.
class TstCli : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void infoText();
    void infoJson();
    void fileArgumentPrintsInfo();
    void convertRoundTrip();
    void setOsNamesThenExportNccl();
    void errors_data();
    void errors();
    void versionIsTheProjects();

private:
    struct Run {
        int code;
        QByteArray out, err;
    };
    Run run(const QStringList& args) {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("LANG"), QStringLiteral("C.UTF-8"));
        env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
        p.setProcessEnvironment(env);
        p.start(sn::test::cliPath(), args);
        p.waitForFinished(60000);
        return {p.exitCode(), p.readAllStandardOutput(), p.readAllStandardError()};
    }
    QString example() const { return sn::test::sourceDir() + QStringLiteral("/resources/examples/liquid-row.json"); }
    QTemporaryDir m_dir;
};

void TstCli::versionIsTheProjects() {
    // The version CMake's project() states, as the program says it (and About shows it).
    QFile top(sn::test::sourceDir() + QStringLiteral("/CMakeLists.txt"));
    QVERIFY(top.open(QIODevice::ReadOnly));
    const auto m = QRegularExpression(QStringLiteral("project\\(SupernodeDesigner VERSION ([0-9.]+)")).match(QString::fromUtf8(top.readAll()));
    QVERIFY(m.hasMatch());
    const Run r = run({QStringLiteral("--version")});
    QCOMPARE(r.code, 0);
    QCOMPARE(QString::fromUtf8(r.out), QStringLiteral("Supernode Designer %1\n").arg(m.captured(1)));
}

void TstCli::initTestCase() {
    QVERIFY2(QFileInfo(sn::test::cliPath()).isExecutable(), "SN_CLI must name the built executable");
    QVERIFY(m_dir.isValid());
}

void TstCli::infoText() {
    const Run r = run({QStringLiteral("info"), example()});
    QCOMPARE(r.code, 0);
    QVERIFY(r.err.isEmpty());
    QVERIFY2(r.out.contains("GPUs:                  32"), r.out.constData());
    QVERIFY(r.out.contains("Racks:                 3"));
    QVERIFY(r.out.contains("4 server"));
    QVERIFY(r.out.contains("45.7 kW"));  // 4 × 10.2 + 1.72 + 0.15 + 3.0 = 45.67 kW at max
}

void TstCli::infoJson() {
    const Run r = run({QStringLiteral("info"), example(), QStringLiteral("--json")});
    QCOMPARE(r.code, 0);
    const sn::Json j = sn::Json::parse(r.out.toStdString());
    QCOMPARE(j.at("gpus").get<int>(), 32);
    QCOMPARE(j.at("racks").get<int>(), 3);
    QCOMPARE(j.at("devices_by_category").at("server").get<int>(), 4);
    QCOMPARE(j.at("connections").get<int>(), 80);
    // Cables as bought: the 32 compute links from the 4 servers to the leaf
    // are 16 two-leg splitters, so 80 links are 80 - 32 + 16 = 64 cables.
    QCOMPARE(j.at("cables").get<int>(), 64);
    QCOMPARE(j.at("cable_links").get<int>(), 80);
    QCOMPARE(j.at("connections_by_role").at("power").get<int>(), 30);  // 4 × 6 PSU + 2 + 2 + 2
    QVERIFY(qAbs(j.at("max_power_kw").get<double>() - 45.67) < 1e-9);
    QVERIFY(qAbs(j.at("liquid_heat_kw").get<double>() - 32.64) < 1e-9);  // 4 × 10.2 × 0.8
}

void TstCli::fileArgumentPrintsInfo() {
    // Without a display (offscreen tests), `supernode-designer FILE` prints the info.
    const Run r = run({example()});
    QCOMPARE(r.code, 0);
    QVERIFY(r.out.contains("GPUs:"));
}

void TstCli::convertRoundTrip() {
    const QString project = m_dir.filePath(QStringLiteral("row.supernode"));
    const QString back = m_dir.filePath(QStringLiteral("row.json"));
    QCOMPARE(run({QStringLiteral("convert"), example(), project}).code, 0);
    QCOMPARE(run({QStringLiteral("convert"), project, back}).code, 0);
    QFile a(example()), b(back);
    QVERIFY(a.open(QIODevice::ReadOnly) && b.open(QIODevice::ReadOnly));
    QCOMPARE(b.readAll(), a.readAll());
}

void TstCli::setOsNamesThenExportNccl() {
    // The 256-GPU example's 32 HGX B200 servers have INB1 cabled, and NVIDIA's
    // Base Command Manager guide names that port enp170s0f1np1 on DGX B200
    // (catalog): every env file sets it, no warning.
    const auto envFilesWith = [](const QString& folder, const QByteArray& line) {
        int files = 0, with = 0;
        for (const QFileInfo& f : QDir(folder).entryInfoList({QStringLiteral("*.env")}, QDir::Files)) {
            QFile file(f.filePath());
            if (!file.open(QIODevice::ReadOnly)) return std::pair{-1, -1};
            ++files;
            if (file.readAll().contains(line)) ++with;
        }
        return std::pair{files, with};
    };
    const QString b200 = sn::test::sourceDir() + QStringLiteral("/resources/examples/supernode-256-liquid-rail.json");
    Run r = run({QStringLiteral("export"), QStringLiteral("nccl"), b200, QStringLiteral("-o"),
                 m_dir.filePath(QStringLiteral("nccl-b200"))});
    QCOMPARE(r.code, 0);
    QVERIFY2(!r.err.contains("INB1"), r.err.constData());
    QCOMPARE(envFilesWith(m_dir.filePath(QStringLiteral("nccl-b200")), "export NCCL_SOCKET_IFNAME=\"=enp170s0f1np1\"\n"),
             std::pair(32, 32));
    // The NVL72 example's 144 GB200 trays have INB1 cabled, but their guide
    // lists no interface name: `export nccl` says so for 144 hosts. Named by
    // hand, every one of the 144 env files sets NCCL_SOCKET_IFNAME.
    const QString in = sn::test::sourceDir() + QStringLiteral("/resources/examples/nvl72-576-8-racks.json");
    const QString named = m_dir.filePath(QStringLiteral("named.json"));
    const QString before = m_dir.filePath(QStringLiteral("nccl-before")), after = m_dir.filePath(QStringLiteral("nccl-after"));
    r = run({QStringLiteral("export"), QStringLiteral("nccl"), in, QStringLiteral("-o"), before});
    QCOMPARE(r.code, 0);
    QVERIFY2(r.err.contains("nvl72-compute-tray in-band port INB1: no OS interface name"), r.err.constData());
    QVERIFY2(r.err.contains("144 host"), r.err.constData());
    r = run({QStringLiteral("set-os-names"), in, QStringLiteral("nvl72-compute-tray"), QStringLiteral("INB1"),
             QStringLiteral("ens1f1np1"), QStringLiteral("--rdma"), QStringLiteral("mlx5_3"), QStringLiteral("-o"), named});
    QVERIFY2(r.code == 0, r.err.constData());
    r = run({QStringLiteral("export"), QStringLiteral("nccl"), named, QStringLiteral("-o"), after});
    QCOMPARE(r.code, 0);
    QVERIFY2(!r.err.contains("INB1"), r.err.constData());
    QCOMPARE(envFilesWith(after, "export NCCL_SOCKET_IFNAME=\"=ens1f1np1\"\n"), std::pair(144, 144));
    // A name the OS cannot give is refused on one line, nothing saved.
    r = run({QStringLiteral("set-os-names"), in, QStringLiteral("nvl72-compute-tray"), QStringLiteral("INB1"),
             QStringLiteral("a/b"), QStringLiteral("-o"), m_dir.filePath(QStringLiteral("bad.json"))});
    QCOMPARE(r.code, 1);
    QVERIFY2(r.err.contains("is not a name the OS could give a port"), r.err.constData());
    QVERIFY(!QFileInfo::exists(m_dir.filePath(QStringLiteral("bad.json"))));
}

void TstCli::errors_data() {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("code");
    QTest::addColumn<QString>("message");
    QTest::newRow("missing file") << QStringList{QStringLiteral("info"), QStringLiteral("/nonexistent/x.json")} << 1
                                  << QStringLiteral("supernode-designer: /nonexistent/x.json: no such file");
    QTest::newRow("no file given") << QStringList{QStringLiteral("info")} << 2 << QStringLiteral("expected 1 argument");
    QTest::newRow("bad option") << QStringList{QStringLiteral("info"), QStringLiteral("--frobnicate"), QStringLiteral("x.json")}
                                << 2 << QStringLiteral("Unknown option 'frobnicate'");
    QTest::newRow("unknown target type") << QStringList{QStringLiteral("convert"), QStringLiteral("a.json"), QStringLiteral("b.xlsx")}
                                         << 1 << QStringLiteral("b.xlsx: unknown file type");
}

void TstCli::errors() {
    QFETCH(QStringList, args);
    QFETCH(int, code);
    QFETCH(QString, message);
    const Run r = run(args);
    QCOMPARE(r.code, code);
    QVERIFY(r.out.isEmpty());
    const QString err = QString::fromUtf8(r.err).trimmed();
    QVERIFY2(err.contains(message), qPrintable(err));
    QVERIFY2(!err.contains(QLatin1Char('\n')), "one line on stderr");
}

QTEST_GUILESS_MAIN(TstCli)
#include "tst_cli.moc"
