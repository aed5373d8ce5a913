#include "model/netbox/user_catalog.h"
#include "model/store/design_file.h"
#include "tests/support/design_builder.h"
#include "tests/support/test_paths.h"

#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

using namespace sn;

/// `catalog import`, `catalog list` and `export netbox` from the
/// command line, without a window.
class TstNetboxCli : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { SN_SKIP_WITHOUT_SHARED("data/netbox-device-types"); }
    void importFolderReportsBadFileAndSavesTheRest();
    void importOfOnlyBadFilesWritesNothing();
    void refusedSaveImportsNothing();
    void brokenTargetCatalogIsLeftAlone();
    void typeTheCatalogCannotHoldLeavesItAsItWas();
    void listPrintsEachType();
    void exportNetboxWritesTheTables();
    void usageErrors();

private:
    struct Run {
        int code;
        QString out, err;
    };
    static Run run(const QStringList& args);
    static QString samples() { return test::sharedDir() + QStringLiteral("/data/netbox-device-types"); }
    QTemporaryDir m_dir;
};

TstNetboxCli::Run TstNetboxCli::run(const QStringList& args) {
    QProcess p;
    p.start(test::cliPath(), args);
    if (!p.waitForFinished(60000)) qFatal("CLI did not finish");
    return {p.exitCode(), QString::fromUtf8(p.readAllStandardOutput()),
            QString::fromUtf8(p.readAllStandardError())};
}

void TstNetboxCli::importFolderReportsBadFileAndSavesTheRest() {
    const QString target = m_dir.filePath(QStringLiteral("user.json"));
    const Run r =
        run({QStringLiteral("catalog"), QStringLiteral("import"), samples(), QStringLiteral("-o"), target});
    // All six samples import; LCS-SCDU-250L4001 lacks is_full_depth and comes in with a warning.
    QCOMPARE(r.code, 0);
    QVERIFY2(r.out.contains(QLatin1String("LCS-SCDU-250L4001.yml:2:1: is_full_depth: missing")),
             qPrintable(r.out));
    QVERIFY2(r.out.contains(QLatin1String("imported netbox-nvidia-qm9700")), qPrintable(r.out));
    QVERIFY(r.out.contains(QLatin1String("max unknown; unknown: max_power_w")));
    QVERIFY(r.out.contains(QLatin1String("6 device type(s) imported")));
    QCOMPARE(int(UserCatalog::load(target).devices().size()), 6);
    // Importing one file again replaces its entry instead of adding one.
    const Run again = run({QStringLiteral("catalog"), QStringLiteral("import"),
                           samples() + QStringLiteral("/Nvidia/QM9700.yaml"), QStringLiteral("-o"), target});
    QCOMPARE(again.code, 0);
    QCOMPARE(int(UserCatalog::load(target).devices().size()), 6);
}

void TstNetboxCli::typeTheCatalogCannotHoldLeavesItAsItWas() {
    // A NetBox type of 99 999 999 999 U is read (NetBox sets no upper bound),
    // but a catalog holds 0 to 60 U: saving it once made the user catalog
    // unloadable, losing every type imported before. Now that file is
    // refused on its own by the loader's checks and the catalog is unchanged.
    const QString target = m_dir.filePath(QStringLiteral("kept.json"));
    QCOMPARE(run({QStringLiteral("catalog"), QStringLiteral("import"), samples() + QStringLiteral("/Nvidia/QM9700.yaml"),
                  QStringLiteral("-o"), target}).code, 0);
    QFile file(target);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray before = file.readAll();
    file.close();
    QFile sample(samples() + QStringLiteral("/Nvidia/SN5600.yaml"));
    QVERIFY(sample.open(QIODevice::ReadOnly));
    QByteArray tall = sample.readAll();
    QVERIFY(tall.contains("\nu_height: 2\n"));
    tall.replace("\nu_height: 2\n", "\nu_height: 99999999999\n");
    const QString bad = m_dir.filePath(QStringLiteral("tall.yaml"));
    QFile out(bad);
    QVERIFY(out.open(QIODevice::WriteOnly));
    QCOMPARE(out.write(tall), tall.size());
    out.close();
    const Run r = run({QStringLiteral("catalog"), QStringLiteral("import"), bad, QStringLiteral("-o"), target});
    QCOMPARE(r.code, 1);
    QVERIFY2(r.err.contains(bad + QLatin1String(": beyond what a catalog holds")), qPrintable(r.err));
    QVERIFY2(r.err.contains(QLatin1String("u_height")), qPrintable(r.err));
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), before);
    QCOMPARE(int(UserCatalog::load(target).devices().size()), 1);
}

void TstNetboxCli::refusedSaveImportsNothing() {
    // A catalog whose save fails (its "folder" is a file) took nothing in:
    // the refusal is the only line, no "imported …" before it.
    QFile plain(m_dir.filePath(QStringLiteral("no-such-folder")));
    QVERIFY(plain.open(QIODevice::WriteOnly));
    plain.close();
    const QString target = m_dir.filePath(QStringLiteral("no-such-folder/catalog.json"));
    const Run r = run({QStringLiteral("catalog"), QStringLiteral("import"), samples() + QStringLiteral("/Nvidia/QM9700.yaml"),
                       QStringLiteral("-o"), target});
    QCOMPARE(r.code, 1);
    QVERIFY2(!r.out.contains(QLatin1String("imported")), qPrintable(r.out));
    QCOMPARE(r.err.trimmed().count(QLatin1Char('\n')), 0);
    QVERIFY2(r.err.contains(QLatin1String("no-such-folder")), qPrintable(r.err));
    QVERIFY(!QFile::exists(target));
}

void TstNetboxCli::importOfOnlyBadFilesWritesNothing() {
    const QString target = m_dir.filePath(QStringLiteral("none.json"));
    // A sample with its slug removed: the schema requires one.
    QFile sample(samples() + QStringLiteral("/Nvidia/QM9700.yaml"));
    QVERIFY(sample.open(QIODevice::ReadOnly));
    const QByteArray noSlug = sample.readAll().replace("slug: nvidia-qm9700\n", "");
    const QString bad = m_dir.filePath(QStringLiteral("no-slug.yaml"));
    QFile out(bad);
    QVERIFY(out.open(QIODevice::WriteOnly));
    QCOMPARE(out.write(noSlug), noSlug.size());
    out.close();
    const Run r = run({QStringLiteral("catalog"), QStringLiteral("import"), bad, QStringLiteral("-o"), target});
    QCOMPARE(r.code, 1);
    QVERIFY2(r.err.contains(QLatin1String("slug: missing")), qPrintable(r.err));
    QVERIFY(!QFile::exists(target));
}

void TstNetboxCli::brokenTargetCatalogIsLeftAlone() {
    const QString target = m_dir.filePath(QStringLiteral("broken.json"));
    QFile f(target);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("{ not json");
    f.close();
    const Run r =
        run({QStringLiteral("catalog"), QStringLiteral("import"), samples(), QStringLiteral("-o"), target});
    QCOMPARE(r.code, 1);
    QVERIFY2(r.err.contains(target + QLatin1Char(':')), qPrintable(r.err));
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(f.readAll(), QByteArray("{ not json"));
}

void TstNetboxCli::listPrintsEachType() {
    const QString target = m_dir.filePath(QStringLiteral("list.json"));
    run({QStringLiteral("catalog"), QStringLiteral("import"), samples() + QStringLiteral("/Mellanox"),
         QStringLiteral("-o"), target});
    const Run r = run({QStringLiteral("catalog"), QStringLiteral("list"), target});
    QCOMPARE(r.code, 0);
    // 41 interfaces + console + 2 PSUs; 2 × 1100 W.
    QVERIFY2(r.out.startsWith(QLatin1String(
                 "netbox-mellanox-qm8700  Mellanox QM8700  switch, 1 U, 44 port(s), max 2200 W")),
             qPrintable(r.out));
    QVERIFY(r.out.contains(QLatin1String("1 device type(s) in")));
}

void TstNetboxCli::exportNetboxWritesTheTables() {
    const QString catalogPath = m_dir.filePath(QStringLiteral("export-user.json"));
    run({QStringLiteral("catalog"), QStringLiteral("import"), samples() + QStringLiteral("/Nvidia"),
         QStringLiteral("-o"), catalogPath});
    test::DesignBuilder b;
    b.design().setCatalog(UserCatalog::merged(Catalog::builtIn(), UserCatalog::load(catalogPath)));
    b.room(20000, 15000, QStringLiteral("SH1"), QStringLiteral("DH2"))
        .row(QStringLiteral("A"))
        .rack(QStringLiteral("A01"), 1000, 1000)
        .device(QStringLiteral("netbox-nvidia-qm9700"), QStringLiteral("A01"), 40, QStringLiteral("leaf-1"))
        .device(QStringLiteral("ib-ndr-64x400g"), QStringLiteral("A01"), 42, QStringLiteral("spine-1"))
        .connect(QStringLiteral("leaf-1"), QStringLiteral("P0.0"), QStringLiteral("spine-1"),
                 QStringLiteral("P1/1"), PortRole::Compute, QStringLiteral("aoc-400g-osfp"));
    const QString designPath = m_dir.filePath(QStringLiteral("design.json"));
    DesignFile::save(*b.build(), designPath);
    const QString out = m_dir.filePath(QStringLiteral("netbox-out"));
    const Run r = run({QStringLiteral("export"), QStringLiteral("netbox"), designPath, QStringLiteral("-o"), out});
    QCOMPARE(r.code, 0);
    QCOMPARE(QDir(out).entryList(QDir::Files).size(), 10);
    QFile cables(out + QStringLiteral("/10-cables.csv"));
    QVERIFY(cables.open(QIODevice::ReadOnly));
    QCOMPARE(QString::fromUtf8(cables.readAll()),
             QStringLiteral(
                 "side_a_device,side_a_type,side_a_name,side_b_device,side_b_type,side_b_name,type,status,"
                 "label,color,length,length_unit\n"
                 "leaf-1,dcim.interface,P0.0,spine-1,dcim.interface,P1/1,aoc,planned,C00001,00a6c8,,\n"));
    QFile types(out + QStringLiteral("/05-device-types.csv"));
    QVERIFY(types.open(QIODevice::ReadOnly));
    QVERIFY(types.readAll().contains("Nvidia,QM9700,nvidia-qm9700,,1,true,rear-to-front,14.8,kg\n"));
}

void TstNetboxCli::usageErrors() {
    QCOMPARE(run({QStringLiteral("catalog")}).code, 2);
    QCOMPARE(run({QStringLiteral("catalog"), QStringLiteral("import")}).code, 2);
    QCOMPARE(run({QStringLiteral("export"), QStringLiteral("netbox"), QStringLiteral("x.json")}).code, 2);
    const Run missing = run({QStringLiteral("export"), QStringLiteral("netbox"), m_dir.filePath(QStringLiteral("nope.json")),
                             QStringLiteral("-o"), m_dir.filePath(QStringLiteral("o"))});
    QCOMPARE(missing.code, 1);
    QVERIFY(!QDir(m_dir.filePath(QStringLiteral("o"))).exists());
}

QTEST_GUILESS_MAIN(TstNetboxCli)
#include "tst_netbox_cli.moc"
