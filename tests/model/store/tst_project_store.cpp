#include "model/core/sn_error.h"
#include "model/design/design.h"
#include "model/io/design_json.h"
#include "model/store/design_file.h"
#include "model/store/project_store.h"
#include "model/store/schema.h"
#include "model/store/sqlite_db.h"
#include "tests/support/example_design.h"
#include "tests/support/test_paths.h"

#include <QDir>
#include <QProcess>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QtTest>

#include <sys/stat.h>

using namespace sn;

/// Project files: round trip, atomic save, migration from v1, and refusal of
/// every kind of file that is not a healthy project of a version we read.
class TstProjectStore : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void init();
    void saveOpenRoundTrip();
    void jsonSupernodeJsonIsByteIdentical();
    void catalogEntriesTravelWithTheFile();
    void failedSaveLeavesOldFile_data();
    void failedSaveLeavesOldFile();
    void saveIntoMissingFolderFails();
    void openUpgradesVersion1();
    void openUpgradesVersion2();
    void openUpgradesVersion6();
    void openUpgradesVersion7();
    void routingPolicyTravelsWithTheFile();
    void openDoesNotChangeTheFile();
    void staleSaveFilesAreRemoved();
    void hostileFilesAreRefused_data();
    void hostileFilesAreRefused();

private:
    QString path(const QString& name) const { return m_dir->filePath(name); }
    void writeBytes(const QString& file, const QByteArray& bytes) {
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(bytes);
    }
    static QByteArray readBytes(const QString& file) {
        QFile f(file);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }
    std::unique_ptr<QTemporaryDir> m_dir;
};

void TstProjectStore::init() {
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    ProjectStore::saveStageHook = nullptr;
}

void TstProjectStore::saveOpenRoundTrip() {
    const auto design = test::buildLiquidRowExample();
    ProjectStore::save(*design, path(QStringLiteral("a.supernode")));
    const auto loaded = ProjectStore::open(path(QStringLiteral("a.supernode")));
    QCOMPARE(DesignJson::write(*loaded), DesignJson::write(*design));
    QCOMPARE(loaded->connections().size(), design->connections().size());
    QVERIFY(loaded->undoStack().isClean());
}

void TstProjectStore::jsonSupernodeJsonIsByteIdentical() {
    // The bundled example goes JSON → .supernode → JSON through the public API.
    const QString example = test::sourceDir() + QStringLiteral("/resources/examples/liquid-row.json");
    const auto fromJson = DesignFile::open(example);
    DesignFile::save(*fromJson, path(QStringLiteral("x.supernode")));
    const auto fromStore = DesignFile::open(path(QStringLiteral("x.supernode")));
    DesignFile::save(*fromStore, path(QStringLiteral("back.json")));
    QCOMPARE(readBytes(path(QStringLiteral("back.json"))), readBytes(example));
}

void TstProjectStore::catalogEntriesTravelWithTheFile() {
    // A file carries the catalog entries it uses: a changed figure in the
    // file wins over the built-in catalog.
    const auto design = test::buildLiquidRowExample();
    Catalog catalog = design->catalog();
    DeviceType leaf = *catalog.device(QStringLiteral("ib-ndr-64x400g"));
    leaf.maxPowerW = 1234;
    catalog.put(leaf);
    design->setCatalog(catalog);
    ProjectStore::save(*design, path(QStringLiteral("c.supernode")));
    const auto loaded = ProjectStore::open(path(QStringLiteral("c.supernode")));
    QCOMPARE(loaded->catalog().device(QStringLiteral("ib-ndr-64x400g"))->maxPowerW, 1234.0);
    SqliteDb db(path(QStringLiteral("c.supernode")), SqliteDb::Mode::ReadOnly);
    auto st = db.prepare("SELECT count(*) FROM catalog_entry WHERE kind = 'device'");
    QVERIFY(st.next());
    QCOMPARE(st.integer(0), 6);  // server, CDU, leaf, mgmt switch, PDU, manifold: the types placed
}

void TstProjectStore::failedSaveLeavesOldFile_data() {
    QTest::addColumn<QString>("stage");
    for (const char* s : {"schema", "catalog", "trays", "racks", "devices", "connections", "cables", "rename"})
        QTest::newRow(s) << QString::fromLatin1(s);
}

void TstProjectStore::failedSaveLeavesOldFile() {
    QFETCH(QString, stage);
    const QString file = path(QStringLiteral("keep.supernode"));
    const auto design = test::buildLiquidRowExample();
    ProjectStore::save(*design, file);
    const QByteArray old = readBytes(file);
    // A bigger design fails half-way through its save.
    design->setInfo({QStringLiteral("changed"), QStringLiteral("Z")});
    ProjectStore::saveStageHook = [&](const char* at) {
        if (stage == QLatin1String(at)) throw UserError(QStringLiteral("disk full (simulated)"));
    };
    QVERIFY_THROWS_EXCEPTION(UserError, ProjectStore::save(*design, file));
    ProjectStore::saveStageHook = nullptr;
    QCOMPARE(readBytes(file), old);
    QCOMPARE(QDir(m_dir->path()).entryList(QDir::Files | QDir::Hidden), QStringList{QStringLiteral("keep.supernode")});
}

void TstProjectStore::saveIntoMissingFolderFails() {
    const auto design = test::buildLiquidRowExample();
    try {
        ProjectStore::save(*design, path(QStringLiteral("no/such/dir/x.supernode")));
        QFAIL("saved into a missing folder");
    } catch (const UserError& e) {
        QVERIFY(e.message().contains(QStringLiteral("does not exist")));
    }
}

void TstProjectStore::openUpgradesVersion1() {
    // The fixture is kept as version 1 wrote it (tests/data/store/v1.sql).
    const QString fixture = test::sourceDir() + QStringLiteral("/tests/data/store/v1.supernode");
    const QByteArray before = readBytes(fixture);
    const auto design = ProjectStore::open(fixture);
    QCOMPARE(design->info().name, QStringLiteral("Version 1 fixture"));
    QCOMPARE(design->racks().size(), 1);
    QCOMPARE(design->devices().size(), 2);
    QCOMPARE(design->room().raisedFloorMm, 600.0);
    // Columns added by migration 2 get their documented defaults.
    QCOMPARE(design->trays()[0].fillLimit, 0.5);
    QCOMPARE(design->cables()[0].status, CableStatus::Planned);
    QCOMPARE(design->cables()[0].typeFixed, false);
    QCOMPARE(*design->cables()[0].orderedLengthMm, 2000.0);
    QCOMPARE(design->cables()[0].trays.size(), size_t(1));
    // The file's own catalog copy wins.
    QCOMPARE(design->catalog().coolant(QStringLiteral("pg25"))->name, QStringLiteral("Propylene glycol 25 % (file copy)"));
    QCOMPARE(readBytes(fixture), before);  // migrated in memory only
    // Saving writes the current schema.
    ProjectStore::save(*design, path(QStringLiteral("v2.supernode")));
    SqliteDb db(path(QStringLiteral("v2.supernode")), SqliteDb::Mode::ReadOnly);
    QCOMPARE(db.userVersion(), kProjectSchemaVersion);
    QVERIFY(db.hasColumn("cable", "status"));
}

void TstProjectStore::openUpgradesVersion2() {
    // Saved by the program of schema 2 (before routing settings were saved)
    // from resources/examples/pcie-inference-16-card-pod.json; kept as it
    // was written (tests/data/store/v2.sql is its dump).
    const QString fixture = test::sourceDir() + QStringLiteral("/tests/data/store/v2.supernode");
    const QByteArray before = readBytes(fixture);
    {
        SqliteDb db(fixture, SqliteDb::Mode::ReadOnly);
        QCOMPARE(db.userVersion(), 2);
        QVERIFY(!db.hasTable("routing_policy"));
    }
    const auto design = ProjectStore::open(fixture);
    // Migration 3 gives it the defaults it was routed with.
    QCOMPARE(design->routingSettings().slackPerEndMm, 300.0);
    QCOMPARE(design->routingSettings().rackBaseMm, 100.0);
    QCOMPARE(design->routingSettings().dropReachMm, 600.0);
    QCOMPARE(design->routingSettings().neighbourGapMm, 50.0);
    QCOMPARE(design->routingSettings().sideChannelFillLimit, 0.5);
    // Migration 8: nothing over at each end, as it was ordered then.
    QCOMPARE(design->routingSettings().minSparePerEndMm, 0.0);
    RoutingSettings asRouted;
    asRouted.minSparePerEndMm = 0;
    QCOMPARE(design->routingSettings(), asRouted);
    // Everything else reads as it was saved.
    QCOMPARE(design->info().name, QStringLiteral("16-card PCIe inference pod"));
    QCOMPARE(design->racks().size(), 1);
    QCOMPARE(design->devices().size(), 4);
    QCOMPARE(design->connections().size(), 7);
    QCOMPARE(design->cables().size(), 7);
    QCOMPARE(readBytes(fixture), before);  // migrated in memory only
    ProjectStore::save(*design, path(QStringLiteral("v3.supernode")));
    SqliteDb db(path(QStringLiteral("v3.supernode")), SqliteDb::Mode::ReadOnly);
    QCOMPARE(db.userVersion(), kProjectSchemaVersion);
    QVERIFY(db.hasTable("routing_policy"));
}

void TstProjectStore::openUpgradesVersion6() {
    // Saved by the program of schema 6 (before cables held a balancing-valve
    // setting): `new --gpus 16 --cooling liquid` then `route`; kept as it
    // was written (tests/data/store/v6.sql is its dump).
    const QString fixture = test::sourceDir() + QStringLiteral("/tests/data/store/v6.supernode");
    const QByteArray before = readBytes(fixture);
    auto design = ProjectStore::open(fixture);
    QCOMPARE(readBytes(fixture), before);  // migrated in memory only
    // sqlite3 v6.supernode "select count(*) from cable": 117, none with a valve setting.
    QCOMPARE(design->cables().size(), 117);
    for (const Cable& c : design->cables()) QVERIFY(!c.valveTurns);
    // A setting saved by this version travels with the file.
    Cable pipe = design->cables()[0];
    pipe.valveTurns = 2.7;
    design->replace(pipe);
    const QString saved = path(QStringLiteral("v7.supernode"));
    ProjectStore::save(*design, saved);
    {
        SqliteDb db(saved, SqliteDb::Mode::ReadOnly);
        QCOMPARE(db.userVersion(), kProjectSchemaVersion);
    }
    const auto reopened = ProjectStore::open(saved);
    QCOMPARE(reopened->cable(pipe.id)->valveTurns, std::optional<double>(2.7));
}

void TstProjectStore::openUpgradesVersion7() {
    // Saved by the program of schema 7 (before the routing policy held a
    // minimum spare per end): `new --gpus 16 --cooling liquid`, `route`,
    // `balance`; kept as it was written (tests/data/store/v7.sql).
    const QString fixture = test::sourceDir() + QStringLiteral("/tests/data/store/v7.supernode");
    const QByteArray before = readBytes(fixture);
    auto design = ProjectStore::open(fixture);
    QCOMPARE(readBytes(fixture), before);  // migrated in memory only
    // Its cables were ordered with nothing over: it keeps a spare of 0, so
    // what it orders does not change by being opened.
    QCOMPARE(design->routingSettings().minSparePerEndMm, 0.0);
    QCOMPARE(design->routingSettings().slackPerEndMm, 300.0);
    // sqlite3 v7.supernode "select count(*) from cable": 117; C00025's
    // route 2 364.2 mm is ordered at 2.5 m.
    QCOMPARE(design->cables().size(), 117);
    RoutingSettings spared = design->routingSettings();
    spared.minSparePerEndMm = 100;
    design->setRoutingSettings(spared);
    const QString saved = path(QStringLiteral("v8.supernode"));
    ProjectStore::save(*design, saved);
    {
        SqliteDb db(saved, SqliteDb::Mode::ReadOnly);
        QCOMPARE(db.userVersion(), kProjectSchemaVersion);
    }
    QCOMPARE(ProjectStore::open(saved)->routingSettings().minSparePerEndMm, 100.0);
}

void TstProjectStore::routingPolicyTravelsWithTheFile() {
    const auto design = test::buildLiquidRowExample();
    RoutingSettings settings;
    settings.slackPerEndMm = 250;
    settings.rackBaseMm = 75;
    settings.dropReachMm = 900;
    settings.neighbourGapMm = 20;
    settings.sideChannelFillLimit = 0.4;
    settings.minSparePerEndMm = 150;
    design->setRoutingSettings(settings);
    ProjectStore::save(*design, path(QStringLiteral("r.supernode")));
    const auto loaded = ProjectStore::open(path(QStringLiteral("r.supernode")));
    QCOMPARE(loaded->routingSettings(), settings);
    // JSON → .supernode → JSON stays byte-identical with a policy, too.
    DesignFile::save(*loaded, path(QStringLiteral("r.json")));
    const auto fromJson = DesignFile::open(path(QStringLiteral("r.json")));
    DesignFile::save(*fromJson, path(QStringLiteral("r2.supernode")));
    DesignFile::save(*DesignFile::open(path(QStringLiteral("r2.supernode"))), path(QStringLiteral("r2.json")));
    QCOMPARE(readBytes(path(QStringLiteral("r2.json"))), readBytes(path(QStringLiteral("r.json"))));
    QVERIFY(readBytes(path(QStringLiteral("r.json"))).contains("\"slack_per_end_mm\": 250"));
}

void TstProjectStore::openDoesNotChangeTheFile() {
    const QString file = path(QStringLiteral("same.supernode"));
    ProjectStore::save(*test::buildLiquidRowExample(), file);
    const QByteArray before = readBytes(file);
    const QDateTime modified = QFileInfo(file).lastModified();
    ProjectStore::open(file);
    QCOMPARE(readBytes(file), before);
    QCOMPARE(QFileInfo(file).lastModified(), modified);
}

void TstProjectStore::staleSaveFilesAreRemoved() {
    // A save killed half-way leaves ".NAME.saving-XXXXXXXX" (issue #20 found
    // 51 after 200 kills). The next save removes those older than this
    // process; one as new as this process may be a save running now.
    const QString file = path(QStringLiteral("plan.supernode"));
    const auto design = test::buildLiquidRowExample();
    ProjectStore::save(*design, file);
    const QString stale = path(QStringLiteral(".plan.supernode.saving-0badf00d"));
    const QString current = path(QStringLiteral(".plan.supernode.saving-c0ffee00"));
    const QString otherFile = path(QStringLiteral(".other.supernode.saving-0badf00d"));
    for (const QString& f : {stale, current, otherFile}) writeBytes(f, "partial");
    for (const QString& f : {stale, otherFile}) {
        QFile old(f);
        QVERIFY(old.open(QIODevice::ReadWrite));
        QVERIFY(old.setFileTime(QDateTime::currentDateTimeUtc().addSecs(-3600), QFileDevice::FileModificationTime));
    }
    // Opening with leftovers beside it works, and leaves them alone.
    QCOMPARE(DesignJson::write(*ProjectStore::open(file)), DesignJson::write(*design));
    QVERIFY(QFile::exists(stale));
    ProjectStore::save(*design, file);
    QVERIFY(!QFile::exists(stale));
    QVERIFY(QFile::exists(current));    // made after this process started
    QVERIFY(QFile::exists(otherFile));  // another file's leftover is not ours to remove
    QCOMPARE(QDir(m_dir->path()).entryList(QDir::Files | QDir::Hidden).size(), 3);

    // A name that carries its saver's process: kept while that process runs
    // (pid 1 always does), however old; removed once it is gone, however new
    // (a child that has finished).
    const QString running = path(QStringLiteral(".plan.supernode.saving-p1-0badf00d"));
    QProcess child;
    child.start(QStringLiteral("true"), {});
    QVERIFY(child.waitForFinished());
    const qint64 gone = child.processId();
    const QString dead = path(QStringLiteral(".plan.supernode.saving-p%1-c0ffee00").arg(gone > 0 ? gone : 999999999));
    for (const QString& f : {running, dead}) writeBytes(f, "partial");
    {
        QFile old(running);
        QVERIFY(old.open(QIODevice::ReadWrite));
        QVERIFY(old.setFileTime(QDateTime::currentDateTimeUtc().addSecs(-3600), QFileDevice::FileModificationTime));
    }
    ProjectStore::save(*design, file);
    QVERIFY(QFile::exists(running));
    QVERIFY(!QFile::exists(dead));
}

void TstProjectStore::hostileFilesAreRefused_data() {
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("message");
    QTest::newRow("random bytes") << QStringLiteral("random") << QStringLiteral("not an SQLite database");
    QTest::newRow("empty") << QStringLiteral("empty") << QStringLiteral("the file is empty");
    QTest::newRow("json text") << QStringLiteral("json") << QStringLiteral("not an SQLite database");
    QTest::newRow("truncated") << QStringLiteral("truncated") << QStringLiteral("damaged");
    QTest::newRow("corrupted pages") << QStringLiteral("corrupt") << QStringLiteral("damaged");
    QTest::newRow("foreign sqlite") << QStringLiteral("foreign") << QStringLiteral("not a Supernode Designer project (application id 0x00000000)");
    QTest::newRow("future version") << QStringLiteral("future") << QStringLiteral("file schema 99, this program reads up to 8");  // schema 8: routing_policy.min_spare_per_end_mm
    QTest::newRow("dangling reference") << QStringLiteral("dangling") << QStringLiteral("table device, row 1: rack");
    QTest::newRow("bad enum") << QStringLiteral("badenum") << QStringLiteral("table device, row 1, column face: unknown value \"sideways\"");
    QTest::newRow("bad routing policy") << QStringLiteral("badrouting")
                                        << QStringLiteral("table routing_policy: side_channel_fill_limit must be above 0");
    QTest::newRow("no routing policy") << QStringLiteral("norouting") << QStringLiteral("the routing policy is missing");
    QTest::newRow("missing file") << QStringLiteral("missing") << QStringLiteral("no such file");
    // A newline in a name would end a line of what the exporters write (shell, Slurm).
    QTest::newRow("newline in a device name") << QStringLiteral("newline")
                                              << QStringLiteral("table device, row 1: name: the control character U+000A");
    // /dev/zero never ends and a FIFO blocks the open: both refused before reading.
    QTest::newRow("a folder") << QStringLiteral("folder") << QStringLiteral("not a regular file");
    QTest::newRow("a FIFO") << QStringLiteral("fifo") << QStringLiteral("not a regular file");
    // One room and one routing policy per design: a second row is refused, not ignored.
    QTest::newRow("two rooms") << QStringLiteral("tworooms") << QStringLiteral("table room holds more than one row");
    QTest::newRow("two routing policies") << QStringLiteral("tworouting")
                                          << QStringLiteral("table routing_policy holds more than one row");
    // Write-ahead-log mode: SQLite would make hostile.supernode-wal and -shm beside it.
    QTest::newRow("WAL mode") << QStringLiteral("wal") << QStringLiteral("write-ahead-log mode");
    // A catalog row whose id column and JSON disagree was edited by hand.
    QTest::newRow("catalog row and JSON disagree") << QStringLiteral("catalogid")
                                                   << QStringLiteral("its JSON device other-id");
}

void TstProjectStore::hostileFilesAreRefused() {
    QFETCH(QString, kind);
    QFETCH(QString, message);
    const QString file = path(QStringLiteral("hostile.supernode"));
    const auto good = test::buildLiquidRowExample();
    if (kind == QLatin1String("random")) {
        QByteArray bytes(65536, '\0');
        QRandomGenerator gen(42);
        for (char& c : bytes) c = char(gen.bounded(256));
        writeBytes(file, bytes);
    } else if (kind == QLatin1String("empty")) {
        writeBytes(file, {});
    } else if (kind == QLatin1String("json")) {
        writeBytes(file, DesignJson::write(*good));
    } else if (kind == QLatin1String("truncated") || kind == QLatin1String("corrupt")) {
        ProjectStore::save(*good, file);
        QByteArray bytes = readBytes(file);
        if (kind == QLatin1String("truncated")) {
            bytes.truncate(bytes.size() / 2);
        } else {
            for (qsizetype i = 4096; i < bytes.size(); i += 7) bytes[i] = char(0xA5);  // leave the header page
        }
        writeBytes(file, bytes);
    } else if (kind == QLatin1String("foreign")) {
        SqliteDb db(file, SqliteDb::Mode::ReadWriteCreate);
        db.exec("CREATE TABLE other (x INTEGER); INSERT INTO other VALUES (1);");
    } else if (kind == QLatin1String("future") || kind == QLatin1String("dangling") || kind == QLatin1String("badenum")
               || kind == QLatin1String("badrouting") || kind == QLatin1String("norouting")
               || kind == QLatin1String("newline") || kind == QLatin1String("tworooms")
               || kind == QLatin1String("tworouting") || kind == QLatin1String("wal")
               || kind == QLatin1String("catalogid")) {
        ProjectStore::save(*good, file);
        SqliteDb db(file, SqliteDb::Mode::ReadWriteCreate);
        if (kind == QLatin1String("future")) db.setUserVersion(99);
        if (kind == QLatin1String("dangling")) db.exec("UPDATE device SET rack_id = '00000000-0000-4000-8000-000000000001' WHERE seq = (SELECT min(seq) FROM device)");
        if (kind == QLatin1String("badenum")) db.exec("UPDATE device SET face = 'sideways' WHERE seq = (SELECT min(seq) FROM device)");
        if (kind == QLatin1String("badrouting")) db.exec("UPDATE routing_policy SET side_channel_fill_limit = 2");
        if (kind == QLatin1String("norouting")) db.exec("DELETE FROM routing_policy");
        if (kind == QLatin1String("newline"))
            db.exec("UPDATE device SET name = 'gpu1' || char(10) || 'touch /tmp/x' WHERE seq = (SELECT min(seq) FROM device)");
        if (kind == QLatin1String("tworooms")) db.exec("INSERT INTO room SELECT * FROM room");
        if (kind == QLatin1String("tworouting")) db.exec("INSERT INTO routing_policy SELECT * FROM routing_policy");
        if (kind == QLatin1String("wal")) db.exec("PRAGMA journal_mode=WAL");
        if (kind == QLatin1String("catalogid"))
            db.exec("UPDATE catalog_entry SET json = json_set(json, '$.id', 'other-id') "
                    "WHERE seq = (SELECT min(seq) FROM catalog_entry WHERE kind = 'device')");
    } else if (kind == QLatin1String("folder")) {
        QVERIFY(QDir().mkdir(file));
    } else if (kind == QLatin1String("fifo")) {
        QCOMPARE(::mkfifo(QFile::encodeName(file).constData(), 0600), 0);
    }
    // The open design is untouched: opening builds a new one or throws.
    const QByteArray openDesign = DesignJson::write(*good);
    try {
        ProjectStore::open(file);
        QFAIL("hostile file was opened");
    } catch (const UserError& e) {
        QVERIFY2(e.message().contains(message), qPrintable(e.message()));
        QVERIFY2(!e.message().contains(QLatin1Char('\n')), "one line");
    }
    QCOMPARE(DesignJson::write(*good), openDesign);
    // Nothing is left beside the file.
    QVERIFY(!QFileInfo::exists(file + QStringLiteral("-wal")));
    QVERIFY(!QFileInfo::exists(file + QStringLiteral("-shm")));
}

QTEST_GUILESS_MAIN(TstProjectStore)
#include "tst_project_store.moc"
