#include "model/catalog/catalog.h"
#include "model/store/design_file.h"
#include "model/topology/supernode_wizard.h"
#include "tests/support/test_paths.h"

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
    void reportsTheStorageFabricTheWizardBuilds();
    void noStorageFabricLeavesItOut();
    void reportsPartlyFilledLeaves();
    void pricesTheLeafAlignment();
    void refusesABadStorageOversubscription_data();
    void refusesABadStorageOversubscription();
    void helpNamesTheStorageOptions();
    void refusesImpossibleRequests_data();
    void refusesImpossibleRequests();
    void aRefusalNamesTheOptionAsTyped();
    void columnGridLeavesADistantRowWhole();
    void hallLimitMakesASite();
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
    // 4 × 14.3 + 0.15 = 57.35 kW fits the 60 kW budget; a fifth would not.
    QVERIFY2(r.out.contains("Servers per rack: 4 (limit: power budget).\n"), r.out.constData());
    // The figures the wizard dialog shows too (WizardSummary):
    // liquid heat 32 servers × 14 300 W × 0.8 = 366.08 kW; PG25 (ρ 1.0215,
    // c_p 3.92) at ΔT 10 K: 60 · 366.08 / (1.0215 · 3.92 · 10) = 548.5 L/min.
    // Switches: 8 leaf + 4 spine + 3 storage leaf + 1 storage spine = 16 in
    // the fabrics, and one 48 × 1G management switch in each of the 12 racks
    // (8 compute, 4 network): 28 in all.
    QVERIFY2(r.out.contains("racks: 8 compute, 4 network;"), r.out.constData());
    QVERIFY2(r.out.contains("Switches in all: 28, of them 12 management. Coolant flow: 548.5 L/min for 366.1 kW "
                            "of liquid heat.\n"),
             r.out.constData());
    // Air: 125.2 kW into the room with no containment, three 70 kW in-row
    // coolers: any one stopped leaves 140 kW, so the design says N+1
    // (read from the air side, CoolerRedundancy, not assumed).
    QVERIFY2(r.out.contains("125.2 kW into the room's air"), r.out.constData());
    QVERIFY2(r.out.contains(", 3 in-row coolers;"), r.out.constData());
    QVERIFY2(r.out.contains(
                 "Air coolers: any one of them may stop and every aisle and hall stays cooled (N+1).\n"),
             r.out.constData());
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
    // 256 GPUs: the 8 leaves go into the SU's compute racks; the spines
    // keep a network rack (4 spines fit one), and the storage fabric has
    // one for its 3 leaves and one for its spine (network racks: 4).
    // 32 servers, 4 to a rack (57.35 kW of the 60 kW budget): 8 compute racks.
    QVERIFY2(r.out.contains("racks: 8 compute, 3 network;"), r.out.constData());
    QVERIFY2(r.out.contains("switches: 8 leaf, 4 spine, 0 core"), r.out.constData());
}

void TstNewCommand::reportsTheStorageFabricTheWizardBuilds() {
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("sn.json"));
    const Run r = run({QStringLiteral("new"), out, QStringLiteral("--gpus"), QStringLiteral("256"),
                       QStringLiteral("--storage-oversubscription"), QStringLiteral("2")});
    QCOMPARE(r.code, 0);
    // The command line and the wizard called directly with the same intent
    // agree on the storage switches and on every device written.
    sn::WizardParams params;
    params.gpus = 256;
    params.storageOversubscription = 2;
    const sn::WizardResult expected = sn::SupernodeWizard::build(params, sn::Catalog::builtIn());
    const QByteArray line = QStringLiteral("Storage/in-band switches: %1 leaf, %2 spine, %3 core.\n")
                                .arg(expected.summary.storageLeaves)
                                .arg(expected.summary.storageSpines)
                                .arg(expected.summary.storageCores)
                                .toUtf8();
    QVERIFY2(r.out.contains(line), r.out.constData());
    // The storage line follows the "Wrote …" line, which keeps its figures.
    QVERIFY2(r.out.contains("switches: 8 leaf, 4 spine, 0 core"), r.out.constData());
    const auto design = sn::DesignFile::open(out);
    QCOMPARE(design->devices().size(), qsizetype(expected.fragment.devices.size()));
    QCOMPARE(design->connections().size(), qsizetype(expected.fragment.connections.size()));
}

void TstNewCommand::reportsPartlyFilledLeaves() {
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("sn.json"));
    // 31 servers (248 GPUs, the RA's 1-SU build with a UFM slot): 8 leaves
    // of 31 down and 32 up on 4 spines (RA Table 4), 1 port idle per leaf.
    const Run r = run({QStringLiteral("new"), out, QStringLiteral("--gpus"), QStringLiteral("248")});
    QCOMPARE(r.code, 0);
    QVERIFY2(r.out.contains("switches: 8 leaf, 4 spine, 0 core"), r.out.constData());
    QVERIFY2(r.out.contains("8 leaf switches carry 31 server port(s) each; 1 port(s) idle on each.\n"),
             r.out.constData());
}

void TstNewCommand::noStorageFabricLeavesItOut() {
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("sn.json"));
    const Run r = run({QStringLiteral("new"), out, QStringLiteral("--gpus"), QStringLiteral("256"),
                       QStringLiteral("--no-storage-fabric")});
    QCOMPARE(r.code, 0);
    QVERIFY2(r.out.contains("Storage/in-band fabric: none (--no-storage-fabric).\n"), r.out.constData());
    QVERIFY2(!r.out.contains("Storage/in-band switches"), r.out.constData());
    // The compute fabric is untouched: 256 GPUs, 8 leaves, 4 spines.
    QVERIFY2(r.out.contains("switches: 8 leaf, 4 spine, 0 core"), r.out.constData());
    sn::WizardParams params;
    params.gpus = 256;
    params.storageFabric = false;
    const sn::WizardResult expected = sn::SupernodeWizard::build(params, sn::Catalog::builtIn());
    const auto design = sn::DesignFile::open(out);
    QCOMPARE(design->devices().size(), qsizetype(expected.fragment.devices.size()));
    QCOMPARE(design->connections().size(), qsizetype(expected.fragment.connections.size()));
}

void TstNewCommand::refusesABadStorageOversubscription_data() {
    QTest::addColumn<QString>("value");
    QTest::newRow("zero") << QStringLiteral("0");
    QTest::newRow("negative") << QStringLiteral("-2");
    QTest::newRow("not a number") << QStringLiteral("two");
    QTest::newRow("a fraction") << QStringLiteral("1.5");
}

void TstNewCommand::refusesABadStorageOversubscription() {
    QFETCH(QString, value);
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("sn.json"));
    const Run r = run({QStringLiteral("new"), out, QStringLiteral("--gpus"), QStringLiteral("256"),
                       QStringLiteral("--storage-oversubscription"), value});
    QVERIFY(r.code != 0);
    const QByteArray expected = "supernode-designer: --storage-oversubscription: \"" + value.toUtf8() +
                                "\" is not a whole number of 1 or more.\n";
    QCOMPARE(r.err, expected);
    QVERIFY(r.out.isEmpty());
    QVERIFY(!QFile::exists(out));
}

void TstNewCommand::helpNamesTheStorageOptions() {
    const Run r = run({QStringLiteral("new"), QStringLiteral("--help")});
    QCOMPARE(r.code, 0);
    // Once in the usage line, once each in the option list.
    QCOMPARE(r.out.count("--no-storage-fabric"), 2);
    QCOMPARE(r.out.count("--storage-oversubscription"), 2);
}

void TstNewCommand::pricesTheLeafAlignment() {
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("nvl72.json"));
    // 8 NVL72 racks leaf-minimal: 576 NIC ports / 32 = 18 leaves on 9 spines;
    // rack-aligned 32 leaves on 9 (tst_supernode_wizard has the arithmetic).
    const Run r = run({QStringLiteral("new"), out, QStringLiteral("--gpus"), QStringLiteral("576"),
                       QStringLiteral("--server"), QStringLiteral("nvl72-compute-tray"),
                       QStringLiteral("--leaf-alignment"), QStringLiteral("minimal")});
    QVERIFY2(r.code == 0, r.err.constData());
    QVERIFY2(r.out.contains("switches: 18 leaf, 9 spine, 0 core"), r.out.constData());
    QVERIFY2(r.out.contains("Compute leaves leaf-minimal: 18 leaves and 9 spines. Rack-aligned (--leaf-alignment "
                            "rack) would take 32 leaves and 9 spines: 14 switch(es), 0 optic(s) and 24.1 kW more.\n"),
             r.out.constData());
    QVERIFY2(r.out.contains("one leaf's fault reaches 1 rack(s) rack-aligned, 3 leaf-minimal."), r.out.constData());
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
    QTest::newRow("unknown leaf alignment")
        << QStringList{QStringLiteral("--gpus"), QStringLiteral("576"), QStringLiteral("--server"),
                       QStringLiteral("nvl72-compute-tray"), QStringLiteral("--leaf-alignment"), QStringLiteral("diagonal")};
    QTest::newRow("leaf-minimal for HGX servers")
        << QStringList{QStringLiteral("--gpus"), QStringLiteral("256"), QStringLiteral("--leaf-alignment"),
                       QStringLiteral("minimal")};
    QTest::newRow("column grid too tight") << QStringList{QStringLiteral("--gpus"), QStringLiteral("256"),
                                                          QStringLiteral("--column-grid"), QStringLiteral("500")};
    // Each of these was once saved, and the file then refused by the loader
    // (or, for inf, ran out of memory): toDouble takes "nan" and "inf".
    const auto option = [](const char* name, const char* value) {
        return QStringList{QStringLiteral("--gpus"), QStringLiteral("64"), QString::fromLatin1(name), QString::fromLatin1(value)};
    };
    QTest::newRow("column grid inf") << option("--column-grid", "inf");
    QTest::newRow("column grid nan") << option("--column-grid", "nan");
    QTest::newRow("rack kW 1e300") << option("--rack-kw", "1e300");
    QTest::newRow("delta t inf") << option("--delta-t", "inf");
    QTest::newRow("supply nan") << option("--supply-c", "nan");
    QTest::newRow("supply 1000") << option("--supply-c", "1000");
    QTest::newRow("name with a newline") << option("--name", "Hall\ntouch /tmp/x");
    QTest::newRow("hall m2 nan") << option("--hall-m2", "nan");
    QTest::newRow("hall m2 below a room") << option("--hall-m2", "50");
    QTest::newRow("hall MW inf") << option("--hall-mw", "inf");
    QTest::newRow("hall MW negative") << option("--hall-mw", "-1");
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

/// The wizard's sentences name no option (the dialog shows them too); the
/// command line puts the option and value the user typed in front.
void TstNewCommand::aRefusalNamesTheOptionAsTyped() {
    QTemporaryDir dir;
    const Run r = run({QStringLiteral("new"), dir.filePath(QStringLiteral("sn.json")), QStringLiteral("--gpus"),
                       QStringLiteral("256"), QStringLiteral("--cooling"), QStringLiteral("air"), QStringLiteral("--server"),
                       QStringLiteral("hgx-b200-8gpu-liquid")});
    QCOMPARE(r.code, 1);
    QCOMPARE(QString::fromUtf8(r.err),
             QStringLiteral("supernode-designer: --cooling air: HGX B200 8-GPU server, 4U, direct-to-chip liquid-cooled "
                            "is liquid-cooled; choose an air-cooled server, or liquid cooling.\n"));
    const Run budget = run({QStringLiteral("new"), dir.filePath(QStringLiteral("sn.json")), QStringLiteral("--gpus"),
                            QStringLiteral("256"), QStringLiteral("--rack-kw"), QStringLiteral("8")});
    QVERIFY2(budget.err.startsWith("supernode-designer: --rack-kw 8: One "), budget.err.constData());
    // TP 16 on 8-GPU HGX boards: the parallelism options, with the reason.
    const Run tp = run({QStringLiteral("new"), dir.filePath(QStringLiteral("sn.json")), QStringLiteral("--tp"),
                        QStringLiteral("16"), QStringLiteral("--pp"), QStringLiteral("2"), QStringLiteral("--dp"),
                        QStringLiteral("8")});
    QVERIFY2(tp.err.startsWith("supernode-designer: --tp/--pp/--dp: TP 16 does not fit the 8-GPU NVLink domain"),
             tp.err.constData());
    // 50 °C water is above the CDU's secondary supply range (it names the range).
    const Run supply = run({QStringLiteral("new"), dir.filePath(QStringLiteral("sn.json")), QStringLiteral("--gpus"),
                            QStringLiteral("64"), QStringLiteral("--supply-c"), QStringLiteral("50")});
    QVERIFY2(supply.err.startsWith("supernode-designer: --supply-c 50: Supply temperature 50 °C is "),
             supply.err.constData());
    QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("sn.json"))));
}

void TstNewCommand::columnGridLeavesADistantRowWhole() {
    // --column-grid 8400: 600 mm columns every 8.4 m. 256 GPUs fill row A
    // (y 2 000–3 200) with 10 racks of 800 mm from x 2 000; the first line
    // of columns stands at y 8 100–8 700, 4 900 mm behind row A, past the
    // 1 200 mm face clearance (WizardSite::kFaceClearanceMm), so row A is
    // not split: the eighth rack stands at 2 000 + 7 × 800 = 7 600 (before
    // an earlier wizard every row split at every column's x range and it
    // stood at 8 700). The column is still in the room.
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("grid.json"));
    const Run r = run({QStringLiteral("new"), out, QStringLiteral("--gpus"), QStringLiteral("256"),
                       QStringLiteral("--column-grid"), QStringLiteral("8400")});
    QCOMPARE(r.code, 0);
    QFile f(out);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray json = f.readAll();
    QVERIFY(json.contains("\"columns\""));
    const auto design = sn::DesignFile::open(out);
    const sn::Rack* a08 = nullptr;
    for (const sn::Rack& rack : design->racks())
        if (rack.name == QLatin1String("A08")) a08 = &rack;
    QVERIFY(a08);
    QCOMPARE(a08->yMm, 2000.0);
    QCOMPARE(a08->xMm, 7600.0);
    QVERIFY(!design->room().columns.empty());
}

void TstNewCommand::hallLimitMakesASite() {
    // 4 096 GPUs: 128 compute racks at 60 kW carry 7.7 MW of budgets, past
    // a 3 MW hall: 3 data halls and the network room, and `new` says why.
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("site.json"));
    const Run r = run({QStringLiteral("new"), out, QStringLiteral("--gpus"), QStringLiteral("4096"),
                       QStringLiteral("--hall-mw"), QStringLiteral("3")});
    QCOMPARE(r.code, 0);
    QVERIFY2(r.out.contains("Site: 3 data halls"), r.out.constData());
    QVERIFY2(r.out.contains("one hall would carry 7.7 MW, more than the 3.0 MW"), r.out.constData());
    const auto design = sn::DesignFile::open(out);
    QStringList codes;
    for (const sn::Hall& h : design->room().halls) codes << h.code;
    QCOMPARE(codes, (QStringList{QStringLiteral("DH1"), QStringLiteral("NR"), QStringLiteral("DH2"), QStringLiteral("DH3")}));
    // No limit keeps one hall.
    const QString one = dir.filePath(QStringLiteral("one.json"));
    QCOMPARE(run({QStringLiteral("new"), one, QStringLiteral("--gpus"), QStringLiteral("4096"), QStringLiteral("--hall-mw"),
                  QStringLiteral("0")})
                 .code,
             0);
    QVERIFY(sn::DesignFile::open(one)->room().halls.empty());
}

QTEST_GUILESS_MAIN(TstNewCommand)
#include "tst_new_command.moc"
