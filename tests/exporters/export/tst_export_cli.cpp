#include "tests/exporters/csv_reader.h"

#include "tests/support/child_timeout.h"
#include "tests/support/test_paths.h"

#include <QDir>
#include <QElapsedTimer>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <sys/stat.h>

/// `supernode-designer export KIND FILE -o OUT` end to end on the bundled
/// example: every kind writes readable output; bad kinds, stocks and
/// selections fail with a message and write nothing.
class TstExportCli : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void everyKindExports_data();
    void everyKindExports();
    void everyExampleExportsEveryKind();
    void badRequestsWriteNothing_data();
    void badRequestsWriteNothing();
    void plantedLinksAreNotWrittenThrough();
    void endlessInputsAreRefusedAtOnce_data();
    void endlessInputsAreRefusedAtOnce();
    void refusalIsOneLineWithoutARuntimeDir();

private:
    static int run(const QStringList& args, QString* err = nullptr) {
        QProcess p;
        // A private runtime dir keeps Qt's "XDG_RUNTIME_DIR not set" note off stderr.
        static QTemporaryDir runtime;
        QFile::setPermissions(runtime.path(), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("XDG_RUNTIME_DIR"), runtime.path());
        p.setProcessEnvironment(env);
        p.start(sn::test::cliPath(), args);
        if (!p.waitForFinished(sn::test::childTimeoutMs(120000))) return -1;
        if (err) *err = QString::fromUtf8(p.readAllStandardError());
        return p.exitCode();
    }
    static QString example() { return sn::test::sourceDir() + QStringLiteral("/resources/examples/liquid-row.json"); }
};

void TstExportCli::everyKindExports_data() {
    QTest::addColumn<QStringList>("extra");
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("out");
    QTest::addColumn<QStringList>("expectFiles");
    QTest::newRow("schedule") << QStringList() << "schedule" << "schedule.csv" << QStringList{"schedule.csv"};
    QTest::newRow("labels") << QStringList{"--stock", "avery-5160", "--select", "rack:A02"} << "labels"
                            << "labels.pdf" << QStringList{"labels.pdf"};
    QTest::newRow("labels-csv") << QStringList{"--select", "role:compute"} << "labels-csv" << "labels.csv"
                                << QStringList{"labels.csv"};
    QTest::newRow("bom") << QStringList() << "bom" << "bom.csv" << QStringList{"bom.csv"};
    QTest::newRow("bom-pdf") << QStringList() << "bom-pdf" << "bom.pdf" << QStringList{"bom.pdf"};
    QTest::newRow("nccl") << QStringList() << "nccl" << "nccl"
                          << QStringList{"nccl/gpu-a01-1.xml", "nccl/gpu-a02-2.xml", "nccl/nccl-index.csv"};
    QTest::newRow("slurm") << QStringList() << "slurm" << "slurm"
                           << QStringList{"slurm/topology.conf", "slurm/topology.yaml"};
    QTest::newRow("drawings") << QStringList() << "drawings" << "drawings"
                              << QStringList{"drawings/drawings.pdf", "drawings/floor-plan.svg",
                                             "drawings/rack-A01-front.svg", "drawings/rack-A03-rear.svg"};
}

void TstExportCli::everyKindExports() {
    QFETCH(QStringList, extra);
    QFETCH(QString, kind);
    QFETCH(QString, out);
    QFETCH(QStringList, expectFiles);
    QTemporaryDir dir;
    QString err;
    QCOMPARE(run(QStringList{"export", kind, example(), "-o", dir.filePath(out)} + extra, &err), 0);
    if (kind == u"nccl") {
        // The example cables no in-band port (its servers' INB1 are open), so each env
        // file lacks NCCL_SOCKET_IFNAME and the export says so, once, on one line.
        QCOMPARE(err.count(QLatin1Char('\n')), 1);
        QVERIFY2(err.startsWith(QLatin1String("supernode-designer: warning: hgx-h100-8gpu-liquid in-band port INB1: "
                                              "it is not cabled in the design; NCCL_SOCKET_IFNAME is not set")),
                 qPrintable(err));
    } else {
        QVERIFY2(err.isEmpty(), qPrintable(err));
    }
    for (const QString& f : expectFiles) QVERIFY2(QFileInfo(dir.filePath(f)).size() > 0, qPrintable(f));
    if (kind == u"labels-csv") {
        QFile f(dir.filePath(out));
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(int(sn::test::readCsv(f.readAll()).size()) - 1, 2 * 32);  // 32 compute cables, both ends
    }
    if (kind == u"labels") {
        QFile f(dir.filePath(out));
        QVERIFY(f.open(QIODevice::ReadOnly));
        QVERIFY(f.readAll().startsWith("%PDF-"));
    }
}

void TstExportCli::everyExampleExportsEveryKind() {
    // The NCCL checker is python3 and tests/data/shared/tools: without either the
    // exports are still made and checked for existence, then the test stops
    // (a failure under CI).
    QString noChecker = sn::test::pythonMissing();
    if (noChecker.isEmpty()) noChecker = sn::test::sharedMissing("tools/nccl_topo_check.py");
    const QDir examples(sn::test::sourceDir() + QStringLiteral("/resources/examples"));
    const QStringList files = examples.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
    QVERIFY(files.size() >= 1);
    const QStringList kinds = {"schedule", "labels", "labels-csv", "bom", "bom-pdf", "nccl", "slurm", "drawings", "dxf"};
    for (const QString& file : files) {
        QTemporaryDir dir;
        for (const QString& kind : kinds) {
            QString err;
            const QString out = dir.filePath(kind);
            QVERIFY2(run({"export", kind, examples.filePath(file), "-o", out}, &err) == 0,
                     qPrintable(file + QLatin1Char(' ') + kind + QStringLiteral(": ") + err));
            if (kind == u"labels") {
                // The default stock: each cable on the wrap its OD fits, a file per stock ("labels-<stock>").
                const QStringList pdfs = QDir(dir.path()).entryList({QStringLiteral("labels-*.pdf")}, QDir::Files);
                QVERIFY2(!pdfs.isEmpty(), qPrintable(file + QStringLiteral(" labels")));
                for (const QString& pdf : pdfs) {
                    QFile f(dir.filePath(pdf));
                    QVERIFY(f.open(QIODevice::ReadOnly));
                    QVERIFY2(f.readAll().startsWith("%PDF-"), qPrintable(pdf));
                }
                continue;
            }
            QVERIFY2(QFileInfo::exists(out), qPrintable(file + QLatin1Char(' ') + kind));
        }
        // Every NCCL file of every example passes the checker.
        QStringList xml;
        for (const QString& f : QDir(dir.filePath(QStringLiteral("nccl"))).entryList({QStringLiteral("*.xml")}))
            xml << dir.filePath(QStringLiteral("nccl/") + f);
        if (xml.isEmpty() || !noChecker.isEmpty()) continue;
        QProcess p;
        p.start(QStringLiteral("python3"),
                QStringList{sn::test::sharedDir() + QStringLiteral("/tools/nccl_topo_check.py"), QStringLiteral("-q")} + xml);
        QVERIFY(p.waitForFinished(sn::test::childTimeoutMs(120000)));
        QVERIFY2(p.exitCode() == 0, qPrintable(file + QStringLiteral(": ") + QString::fromUtf8(p.readAllStandardOutput())));
    }
    SN_CANNOT_RUN_IF(noChecker.isEmpty() ? QString() : noChecker + QStringLiteral("; the NCCL files were not checked"));
}

void TstExportCli::badRequestsWriteNothing_data() {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    QTest::newRow("kind") << QStringList{"export", "pictures"} << "pictures";
    QTest::newRow("stock") << QStringList{"export", "labels", "--stock", "avery-9999"} << "avery-9999";
    QTest::newRow("selection") << QStringList{"export", "labels", "--select", "rack:Z9"} << "rack:Z9";
    QTest::newRow("role") << QStringList{"export", "labels-csv", "--select", "role:plumbing"} << "role:plumbing";
    QTest::newRow("template") << QStringList{"export", "schedule", "--template", "{rack}{slot}"} << "{slot}";
    // 8 × the device name per end cannot fit a 46.7 × 7 mm marker even wrapped at 5 pt.
    QTest::newRow("labels too long")
        << QStringList{"export", "labels", "--stock", "cable-label-co-cablebug", "--template",
                       "{device}-{device}-{device}-{device}-{device}-{device}-{device}-{device}:{port}"}
        << "160 labels do not fit";
    QTest::newRow("missing file") << QStringList{"export", "bom", "--in", "/nonexistent/x.json"} << "x.json";
    // Spares are a percentage of what is installed and a whole number at least.
    QTest::newRow("spares above 100 %") << QStringList{"export", "bom", "--spare-cables-percent", "200"}
                                         << "must be a percentage from 0 to 100, not 200";
    QTest::newRow("spares not finite") << QStringList{"export", "bom", "--spare-optics-percent", "nan"}
                                        << "nan";
    QTest::newRow("spares floor") << QStringList{"export", "bom-pdf", "--spare-floor", "two"}
                                   << "--spare-floor expects a whole number";
}

void TstExportCli::badRequestsWriteNothing() {
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("out"));
    // The design file goes after KIND; "--in" in the data only marks a replacement file.
    QStringList full = args;
    const qsizetype in = full.indexOf(QStringLiteral("--in"));
    if (in >= 0) {
        full.insert(2, full[in + 1]);
        full.remove(in + 1, 2);
    } else {
        full.insert(2, example());
    }
    QString err;
    QVERIFY(run(full + QStringList{"-o", out}, &err) != 0);
    QVERIFY2(err.contains(message), qPrintable(err));
    QVERIFY(!QFileInfo::exists(out));
    QCOMPARE(QDir(dir.path()).entryList(QDir::NoDotAndDotDot | QDir::AllEntries).size(), 0);
}

namespace {

QByteArray readBytes(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

}  // namespace

void TstExportCli::plantedLinksAreNotWrittenThrough() {
    // Someone who may write to the output folder plants links where the
    // export writes: at the file it writes beside the target (NAME.part, as
    // this program once used), and at the target itself. The export writes
    // neither victim; the target becomes a file of its own.
    QTemporaryDir dir, elsewhere;
    const QByteArray before = "victim's own bytes\n";
    const QString victim = elsewhere.filePath(QStringLiteral("victim.txt"));
    const QString victim2 = elsewhere.filePath(QStringLiteral("victim2.txt"));
    const QString victim3 = elsewhere.filePath(QStringLiteral("victim3.txt"));
    for (const QString& v : {victim, victim2, victim3}) {
        QFile f(v);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(before);
    }
    QVERIFY(QFile::link(victim, dir.filePath(QStringLiteral("bom.csv.part"))));
    QVERIFY(QFile::link(victim2, dir.filePath(QStringLiteral("schedule.csv"))));
    QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("nccl")));
    QVERIFY(QFile::link(victim3, dir.filePath(QStringLiteral("nccl/gpu-a01-1.env.part"))));
    QString err;
    QCOMPARE(run({"export", "bom", example(), "-o", dir.filePath(QStringLiteral("bom.csv"))}, &err), 0);
    QCOMPARE(run({"export", "schedule", example(), "-o", dir.filePath(QStringLiteral("schedule.csv"))}, &err), 0);
    QCOMPARE(run({"export", "nccl", example(), "-o", dir.filePath(QStringLiteral("nccl"))}, &err), 0);
    QCOMPARE(readBytes(victim), before);
    QCOMPARE(readBytes(victim2), before);
    QCOMPARE(readBytes(victim3), before);
    // The exports are there as plain files, and nothing is left beside them but the planted links.
    for (const char* name : {"bom.csv", "schedule.csv", "nccl/gpu-a01-1.env"}) {
        const QFileInfo out(dir.filePath(QLatin1String(name)));
        QVERIFY2(out.isFile() && !out.isSymLink() && out.size() > 0, name);
    }
    QVERIFY(readBytes(dir.filePath(QStringLiteral("nccl/gpu-a01-1.env"))).startsWith("# NCCL environment for gpu-a01-1"));
    const auto parts = [](const QString& folder) {
        return QDir(folder).entryList({QStringLiteral("*.part")}, QDir::Files | QDir::System | QDir::Hidden);
    };
    QCOMPARE(parts(dir.path()), QStringList{QStringLiteral("bom.csv.part")});
    QCOMPARE(parts(dir.filePath(QStringLiteral("nccl"))), QStringList{QStringLiteral("gpu-a01-1.env.part")});
}

void TstExportCli::endlessInputsAreRefusedAtOnce_data() {
    QTest::addColumn<QStringList>("args");  // IN…: the hostile input, OUT: an output, EXAMPLE: the example design
    QTest::addColumn<QString>("input");     // zero: a link to /dev/zero; fifo: a FIFO; folder: a folder holding zero.xml → /dev/zero
    QTest::addColumn<QString>("message");
    QTest::newRow("info of /dev/zero") << QStringList{"info", "IN.json"} << "zero" << "IN.json: not a regular file";
    QTest::newRow("info of a FIFO") << QStringList{"info", "IN.json"} << "fifo" << "IN.json: not a regular file";
    QTest::newRow("export of /dev/zero") << QStringList{"export", "bom", "IN.json", "-o", "OUT"} << "zero"
                                         << "IN.json: not a regular file";
    QTest::newRow("hall /dev/zero") << QStringList{"new", "OUT", "--gpus", "64", "--hall", "IN.dxf"} << "zero"
                                    << "IN.dxf: not a regular file";
    QTest::newRow("stock folder with /dev/zero")
        << QStringList{"export", "labels", "EXAMPLE", "-o", "OUT", "--stock-file", "IN"} << "folder"
        << "zero.xml: not a regular file";
    QTest::newRow("stock file /dev/zero") << QStringList{"export", "labels", "EXAMPLE", "-o", "OUT", "--stock-file", "IN.xml"}
                                          << "zero" << "IN.xml: not a regular file";
}

void TstExportCli::endlessInputsAreRefusedAtOnce() {
    QFETCH(QStringList, args);
    QFETCH(QString, input);
    QFETCH(QString, message);
    SN_CANNOT_RUN_IF(sn::test::fileMissing(QStringLiteral("/dev/zero")));
    QTemporaryDir dir;
    QString inPath;
    for (QString& a : args) {
        if (a.startsWith(QLatin1String("IN"))) a = inPath = dir.filePath(a);
        else if (a == u"OUT") a = dir.filePath(QStringLiteral("out.json"));
        else if (a == u"EXAMPLE") a = example();
    }
    if (input == u"zero") {
        QVERIFY(QFile::link(QStringLiteral("/dev/zero"), inPath));
    } else if (input == u"fifo") {
        QCOMPARE(::mkfifo(QFile::encodeName(inPath).constData(), 0600), 0);
    } else {
        QVERIFY(QDir().mkdir(inPath));
        QVERIFY(QFile::link(QStringLiteral("/dev/zero"), inPath + QStringLiteral("/zero.xml")));
    }
    QElapsedTimer clock;
    clock.start();
    QString err;
    QCOMPARE(run(args, &err), 1);
    // Refused before reading: a read of /dev/zero runs until memory is gone, a FIFO's open never returns.
    QVERIFY2(clock.elapsed() < 20000, qPrintable(QString::number(clock.elapsed())));
    QVERIFY2(err.contains(message), qPrintable(err));
    QCOMPARE(err.count(QLatin1Char('\n')), 1);
    QVERIFY(!QFileInfo::exists(dir.filePath(QStringLiteral("out.json"))));
}

void TstExportCli::refusalIsOneLineWithoutARuntimeDir() {
    // A server shell (ssh, cron) without XDG_RUNTIME_DIR: the refusal is the
    // only line on stderr, not Qt's note about the runtime directory first.
    QTemporaryDir dir;
    for (const QStringList& args : {QStringList{QStringLiteral("export"), QStringLiteral("bom"), dir.filePath(QStringLiteral("missing.json")),
                                                QStringLiteral("-o"), dir.filePath(QStringLiteral("bom.csv"))},
                                    QStringList{QStringLiteral("verify"), example(), QStringLiteral("--ibnetdiscover"),
                                                dir.filePath(QStringLiteral("missing.txt"))}}) {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.remove(QStringLiteral("XDG_RUNTIME_DIR"));
        env.remove(QStringLiteral("QT_QPA_PLATFORM"));
        p.setProcessEnvironment(env);
        p.start(sn::test::cliPath(), args);
        QVERIFY(p.waitForFinished(sn::test::childTimeoutMs(120000)));
        QCOMPARE(p.exitCode(), 1);
        const QByteArray err = p.readAllStandardError();
        QCOMPARE(err.count('\n'), 1);
        QVERIFY2(!err.contains("XDG_RUNTIME_DIR"), err.constData());
        QVERIFY2(err.contains("missing"), err.constData());
    }
}

QTEST_GUILESS_MAIN(TstExportCli)
#include "tst_export_cli.moc"
