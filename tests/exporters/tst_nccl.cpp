#include "csv_reader.h"
#include "fabric_design.h"

#include "common/output_file.h"
#include "core/sn_error.h"
#include "design/design.h"
#include "io/design_file.h"
#include "nccl/nccl_export.h"
#include "support/test_paths.h"

#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

using namespace sn;

/// NCCL topology files: each passes shared/tools/nccl_topo_check.py, and the
/// NICs' rails and the index agree with the cabling.
class TstNccl : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void exampleFilesPassTheChecker();
    void exampleIndexFollowsTheCabling();
    void railOptimisedFabricGivesRailPerNic();
    void filesFollowTheLexicalRules();
    void duplicateHostLabelsAreRefused();

private:
    static std::unique_ptr<Design> example() {
        return DesignFile::open(test::sourceDir() + QStringLiteral("/resources/examples/liquid-row.json"));
    }
    /// Writes the files and runs the checker on every XML; returns the folder.
    static void check(const std::vector<NamedFile>& files, QTemporaryDir& dir) {
        OutputFile::writeAll(dir.path(), files);
        QStringList args = {test::sharedDir() + QStringLiteral("/tools/nccl_topo_check.py"), QStringLiteral("--werror")};
        for (const NamedFile& f : files)
            if (f.name.endsWith(QStringLiteral(".xml"))) args << dir.filePath(f.name);
        QProcess p;
        p.start(QStringLiteral("python3"), args);
        QVERIFY(p.waitForFinished(60000));
        QVERIFY2(p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0,
                 qPrintable(QString::fromUtf8(p.readAllStandardOutput() + p.readAllStandardError())));
    }
    static const NamedFile& file(const std::vector<NamedFile>& files, const QString& name) {
        return *std::find_if(files.begin(), files.end(), [&](const NamedFile& f) { return f.name == name; });
    }
};

void TstNccl::exampleFilesPassTheChecker() {
    const auto files = NcclExport::build(*example());
    // 4 GPU servers and the index.
    QCOMPARE(files.size(), size_t(5));
    QStringList names;
    for (const NamedFile& f : files) names << f.name;
    QCOMPARE(names, QStringList({"gpu-a01-1.xml", "gpu-a01-2.xml", "gpu-a02-1.xml", "gpu-a02-2.xml", "nccl-index.csv"}));
    QTemporaryDir dir;
    check(files, dir);
}

void TstNccl::exampleIndexFollowsTheCabling() {
    const auto d = example();
    const auto files = NcclExport::build(*d);
    const auto rows = test::readCsv(file(files, NcclExport::indexFileName()).bytes);
    QCOMPARE(rows.front(), QStringList({"host", "file", "gpu", "gpu_busid", "nic", "nic_busid", "nic_port", "rail",
                                        "leaf", "leaf_port"}));
    QCOMPARE(int(rows.size()) - 1, 32);  // 4 hosts × 8 GPUs
    // Every NIC lands on the one leaf, so they all share rail 0 (smallest NIC index on that leaf).
    for (size_t i = 1; i < rows.size(); ++i) {
        QCOMPARE(rows[i][7], QStringLiteral("0"));
        QCOMPARE(rows[i][8], QStringLiteral("leaf-a03"));
    }
    // gpu-a01-1 GPU 0 sits beside mlx5_0 (OSFP1), cabled first: leaf port P1/1.
    QCOMPARE(rows[1].mid(0, 10), QStringList({"gpu-a01-1", "gpu-a01-1.xml", "0", "0000:1b:00.0", "mlx5_0", "0000:1a:00.0",
                                              "OSFP1", "0", "leaf-a03", "P1/1"}));
    // gpu-a01-2 is the second server: its 8 NICs took leaf ports 9–16 (P5/1 … P8/2); GPU 7 → mlx5_11 → OSFP8 → P8/2.
    QCOMPARE(rows[16][0], QStringLiteral("gpu-a01-2"));
    QCOMPARE(rows[16][4], QStringLiteral("mlx5_11"));
    QCOMPARE(rows[16][9], QStringLiteral("P8/2"));
    // Each file names every NIC of the host once with its rail.
    const QString xml = QString::fromUtf8(file(files, QStringLiteral("gpu-a01-1.xml")).bytes);
    QCOMPARE(xml.count(QStringLiteral("<net ")), 8);
    QCOMPARE(xml.count(QStringLiteral("rail=\"0\"")), 8);
    QCOMPARE(xml.count(QStringLiteral("<gpu ")), 8);
    QCOMPARE(xml.count(QStringLiteral("count=\"18\" tclass=\"0x068000\"")), 8);  // 18 NVLinks per H100 to NVSwitch
}

void TstNccl::railOptimisedFabricGivesRailPerNic() {
    const auto d = test::buildRailFabric();
    const auto files = NcclExport::build(*d);
    // gpu01, gpu02, nvl01, nvl02, pcie01 and the index.
    QCOMPARE(files.size(), size_t(6));
    QTemporaryDir dir;
    check(files, dir);
    // NIC i (0-based) of every server reaches leaf i+1, the only NICs there: rail i.
    const auto rows = test::readCsv(file(files, NcclExport::indexFileName()).bytes);
    int checked = 0;
    for (size_t i = 1; i < rows.size(); ++i) {
        const QStringList& r = rows[i];
        if (r[0] == u"pcie01") {
            QVERIFY(r[7].isEmpty());  // not cabled: no rail, no leaf
            QVERIFY(r[8].isEmpty());
            continue;
        }
        const int nicNo = r[6].mid(4).toInt();  // "OSFP3" → 3
        QCOMPARE(r[7], QString::number(nicNo - 1));
        QCOMPARE(r[8], QStringLiteral("leaf%1").arg(nicNo));
        ++checked;
    }
    QCOMPARE(checked, 2 * 8 + 2 * 4);  // every GPU of the cabled hosts
    // The XML states the same rails: gpu02 has rails 0 … 7 once each.
    const QString xml = QString::fromUtf8(file(files, QStringLiteral("gpu02.xml")).bytes);
    for (int r = 0; r < 8; ++r) QCOMPARE(xml.count(QStringLiteral("rail=\"%1\"").arg(r)), 1);
    // The uncabled PCIe box gets no rail attribute at all.
    QVERIFY(!file(files, QStringLiteral("pcie01.xml")).bytes.contains("rail="));
}

void TstNccl::filesFollowTheLexicalRules() {
    for (const NamedFile& f : NcclExport::build(*test::buildRailFabric())) {
        if (!f.name.endsWith(QStringLiteral(".xml"))) continue;
        QVERIFY(f.bytes.startsWith("<system version=\"1\">"));  // no XML declaration, no BOM
        QVERIFY(!f.bytes.contains('\t'));
        for (const QByteArray& line : f.bytes.split('\n')) {
            const QByteArray t = line.trimmed();
            if (t.isEmpty()) continue;
            QVERIFY2(t.startsWith('<') && t.endsWith('>'), t.constData());  // each tag whole on its line
            QVERIFY(!t.contains("  "));
        }
    }
}

void TstNccl::duplicateHostLabelsAreRefused() {
    auto d = example();
    Device dev = *std::find_if(d->devices().begin(), d->devices().end(), [](const Device& x) { return x.name == u"gpu-a01-2"; });
    dev.name = QStringLiteral("gpu-a01-1");
    d->replace(dev);
    QVERIFY_THROWS_EXCEPTION(UserError, NcclExport::build(*d));
}

QTEST_GUILESS_MAIN(TstNccl)
#include "tst_nccl.moc"
