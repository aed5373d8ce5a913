// `verify`, `diff` and the as-built exports end to end through the
// command line, on the liquid-row example and the captured ibsim scan
// (tst_verify_ibsim makes and checks that scan).

#include "model/store/design_file.h"
#include "tests/exporters/csv_reader.h"
#include "tests/support/test_paths.h"

#include "tests/model/asbuilt/revision_pair.h"

#include <QDir>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include <nlohmann/json.hpp>

class TestAsbuiltCli : public QObject {
    Q_OBJECT
private:
    struct Run {
        int code = -1;
        QString out, err;
    };
    static Run run(const QStringList& args, const QProcessEnvironment& extra = {}) {
        QProcess p;
        static QTemporaryDir runtime;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("XDG_RUNTIME_DIR"), runtime.path());
        env.insert(extra);
        p.setProcessEnvironment(env);
        p.start(sn::test::cliPath(), args);
        Run r;
        if (!p.waitForFinished(120000)) return r;
        r.code = p.exitCode();
        r.out = QString::fromUtf8(p.readAllStandardOutput());
        r.err = QString::fromUtf8(p.readAllStandardError());
        return r;
    }
    static QString example() { return sn::test::sourceDir() + QStringLiteral("/resources/examples/liquid-row.json"); }
    static QString faultyScan() {
        return sn::test::sourceDir() + QStringLiteral("/tests/data/asbuilt/liquid-row-faults.ibnetdiscover");
    }
    static QByteArray read(const QString& path) {
        QFile f(path);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }

private slots:
    void faultyFabricExitsOne() {
        const Run r = run({"verify", example(), "--ibnetdiscover", faultyScan()});
        QCOMPARE(r.code, 1);
        // tst_verify_ibsim: 28 of 32 ok; one fault of each kind.
        QVERIFY2(r.out.endsWith(QStringLiteral("28 ok, 1 missing, 1 miswired, 1 swapped, 1 unexpected, 1 unknown node.\n")),
                 qPrintable(r.out));
        QVERIFY(r.out.contains(QStringLiteral("swapped      C00001 + C00002")));
    }

    void reportFixListAndLabels() {
        QTemporaryDir dir;
        const Run r = run({"verify", example(), "--ibnetdiscover", faultyScan(), "--json", "-o", dir.filePath("report.json"),
                           "--fix-list", dir.filePath("fix.csv"), "--labels", dir.filePath("relabel.pdf")});
        QCOMPARE(r.code, 1);
        QVERIFY(r.out.isEmpty());
        const nlohmann::json j = nlohmann::json::parse(read(dir.filePath("report.json")).toStdString());
        // 28 ok + 1 swapped pair + missing + miswired + unexpected + unknown node = 33 entries.
        QCOMPARE(j["cables"].size(), size_t(33));
        int missing = 0;
        for (const auto& c : j["cables"]) missing += c["status"] == "missing" ? 1 : 0;
        QCOMPARE(missing, 1);
        const auto rows = sn::test::readCsv(read(dir.filePath("fix.csv")));
        QCOMPARE(int(rows.size()), 1 + 5);  // header + the 5 findings that are not ok
        QCOMPARE(rows[1][0], QStringLiteral("A02"));  // the missing cable's server rack, walked first
        QVERIFY(read(dir.filePath("relabel.pdf")).startsWith("%PDF-"));
        QVERIFY(run({"verify", example(), "--ibnetdiscover", faultyScan(), "--fix-list", dir.filePath("fix.pdf")}).code == 1);
        QVERIFY(read(dir.filePath("fix.pdf")).startsWith("%PDF-"));
    }

    /// The design exported as ibnetdiscover output is a scan of a perfect build.
    void exportedTopologyVerifiesClean() {
        QTemporaryDir dir;
        const QString scan = dir.filePath("expected.ibnetdiscover");
        QCOMPARE(run({"export", "ibnetdiscover", example(), "-o", scan}).code, 0);
        const Run r = run({"verify", example(), "--ibnetdiscover", scan});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains(QStringLiteral("32 ok, 0 missing")), qPrintable(r.out));
    }

    void badInput() {
        QCOMPARE(run({"verify", example()}).code, 2);
        QTemporaryDir dir;
        QFile bad(dir.filePath("bad.txt"));
        QVERIFY(bad.open(QIODevice::WriteOnly));
        bad.write("Switch 64 \"S-1\" # \"leaf-a03\"\n[1] nonsense\n");
        bad.close();
        const Run r = run({"verify", example(), "--ibnetdiscover", bad.fileName()});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains(bad.fileName() + QStringLiteral(":2:")), qPrintable(r.err));
        QCOMPARE(run({"verify", example(), "--ibnetdiscover", dir.filePath("none.txt")}).code, 1);
    }

    /// IBDM itself (ibutils' ibdmchk) reads the exported topology: 4 servers
    /// and 1 leaf = 5 systems; 4 × 8 HCAs + 1 switch = 33 nodes.
    void ibdmReadsTheTopology() {
        QTemporaryDir dir;
        QCOMPARE(run({"export", "ibdiagnet-topo", example(), "-o", dir.filePath("topo")}).code, 0);
        const QString ibdmchk = QStandardPaths::findExecutable(QStringLiteral("ibdmchk"));
        QVERIFY2(!ibdmchk.isEmpty(), "ibdmchk not found: install ibutils (setup.sh)");
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("IBDM_IBNL_PATH"), dir.filePath("topo/ibnl"));
        p.setProcessEnvironment(env);
        p.setWorkingDirectory(dir.path());
        p.start(ibdmchk, {"-t", dir.filePath("topo/fabric.topo"), "-n", "leaf-a03/U1", "-p", "1"});
        QVERIFY(p.waitForFinished(60000));
        const QString out = QString::fromUtf8(p.readAllStandardOutput() + p.readAllStandardError());
        QVERIFY2(out.contains(QStringLiteral("Defined 5/33 systems/nodes")), qPrintable(out.left(2000)));
    }

    void diffAndChangedLabels() {
        QTemporaryDir dir;
        const sn::test::RevisionPair pair = sn::test::RevisionPair::liquidRow();
        const QString older = dir.filePath("a.json"), newer = dir.filePath("b.json");
        sn::DesignFile::save(*pair.older, older);
        sn::DesignFile::save(*pair.newer, newer);
        const Run r = run({"diff", older, newer, "--json"});
        QCOMPARE(r.code, 0);
        const nlohmann::json j = nlohmann::json::parse(r.out.toStdString());
        QCOMPARE(j["cables"]["added"].size(), size_t(1));
        QCOMPARE(j["cables"]["removed"].size(), size_t(17));  // revision_pair.h
        QCOMPARE(j["cables"]["changed"].size(), size_t(12));
        QCOMPARE(j["devices"]["moved"][0]["name"], "mgmt-a03");
        QCOMPARE(run({"diff", older, newer, "-o", dir.filePath("order.txt")}).code, 0);
        QVERIFY(read(dir.filePath("order.txt")).contains("cables: 1 to pull, 17 to remove, 12 changed."));

        QCOMPARE(run({"export", "labels-csv", newer, "--changed-since", older, "-o", dir.filePath("l.csv")}).code, 0);
        // 10 cables with new label text (tst_design_diff), two labels each.
        QCOMPARE(int(sn::test::readCsv(read(dir.filePath("l.csv"))).size()), 1 + 2 * 10);
        QCOMPARE(run({"export", "labels", newer, "--changed-since", older, "-o", dir.filePath("l.pdf")}).code, 0);
        QCOMPARE(run({"export", "bom", newer, "--changed-since", older, "-o", dir.filePath("b.csv")}).code, 2);
    }
};

QTEST_GUILESS_MAIN(TestAsbuiltCli)
#include "tst_asbuilt_cli.moc"
