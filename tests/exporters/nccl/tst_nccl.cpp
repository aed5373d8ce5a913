#include "tests/exporters/csv_reader.h"
#include "tests/exporters/fabric_design.h"

#include "exporters/common/output_file.h"
#include "exporters/common/shell_text.h"
#include "exporters/nccl/nccl_export.h"
#include "model/commands/set_os_names_command.h"
#include "model/core/sn_error.h"
#include "model/design/design.h"
#include "model/store/design_file.h"
#include "tests/support/test_paths.h"

#include <QDir>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace sn;

/// NCCL topology files: each passes shared/tools/nccl_topo_check.py, fuses
/// rank by rank as NCCL does on a real host without losing a GPU's NIC, and
/// agrees with nccl-index.csv, the env files and the rail map.
class TstNccl : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void exampleFilesPassTheChecker();
    void exampleIndexFollowsTheCabling();
    void railOptimisedFabricGivesRailPerNic();
    void filesFollowTheLexicalRules();
    void duplicateHostLabelsAreRefused();
    void everyPciCarriesItsIds_data();
    void everyPciCarriesItsIds();
    void nvlinkOnlyWhenAsked();
    void graceBlackwellTrayHasC2c();
    void indexAgreesWithTheXml_data();
    void indexAgreesWithTheXml();
    void fusedHostKeepsEveryNicLocal_data();
    void fusedHostKeepsEveryNicLocal();
    void envFileNamesTopologyAndHcas();
    void envFileSetsTheInBandInterface();
    void namesSetByHandReachEveryHost();
    void railMapCoversEveryNicPort();
    void envFileKeepsHostileNamesAsData();
    void shellQuotingRoundTrips();

private:
    static std::unique_ptr<Design> open(const QString& file) {
        return DesignFile::open(test::sourceDir() + QStringLiteral("/resources/examples/") + file);
    }
    static std::unique_ptr<Design> example() { return open(QStringLiteral("liquid-row.json")); }
    static void addExamples() {
        QTest::addColumn<QString>("file");
        for (const QString& f : QDir(test::sourceDir() + QStringLiteral("/resources/examples"))
                                    .entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name))
            QTest::newRow(qPrintable(f)) << f;
    }
    static QString python() { return QStandardPaths::findExecutable(QStringLiteral("python3")); }
    /// Writes the files and runs the checker on every XML.
    static void check(const std::vector<NamedFile>& files, QTemporaryDir& dir) {
        OutputFile::writeAll(dir.path(), files);
        const QString checker = test::sharedDir() + QStringLiteral("/tools/nccl_topo_check.py");
        SN_SKIP_WITHOUT_PYTHON();
        SN_SKIP_WITHOUT_SHARED("tools/nccl_topo_check.py");
        QStringList args = {checker, QStringLiteral("--werror")};
        for (const NamedFile& f : files)
            if (f.name.endsWith(QStringLiteral(".xml"))) args << dir.filePath(f.name);
        QProcess p;
        p.start(python(), args);
        QVERIFY(p.waitForFinished(60000));
        QVERIFY2(p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0,
                 qPrintable(QString::fromUtf8(p.readAllStandardOutput() + p.readAllStandardError())));
    }
    /// Runs tests/exporters/nccl_fusion_check.py on `paths`; returns its exit code and output.
    static std::pair<int, QString> fuse(const QStringList& paths) {
        QProcess p;
        p.start(python(), QStringList{test::sourceDir() + QStringLiteral("/tests/exporters/nccl_fusion_check.py"),
                                      test::sharedDir() + QStringLiteral("/tools")} + paths);
        if (!p.waitForFinished(120000)) return {-1, QStringLiteral("timed out")};
        return {p.exitCode(), QString::fromUtf8(p.readAllStandardOutput() + p.readAllStandardError())};
    }
    static const NamedFile& file(const std::vector<NamedFile>& files, const QString& name) {
        const auto it = std::find_if(files.begin(), files.end(), [&](const NamedFile& f) { return f.name == name; });
        if (it == files.end()) qFatal("no file %s", qPrintable(name));
        return *it;
    }
};

void TstNccl::exampleFilesPassTheChecker() {
    const auto files = NcclExport::build(*example());
    // 4 GPU servers, each an XML and an env file, then the index and the rail map.
    QStringList names;
    for (const NamedFile& f : files) names << f.name;
    QCOMPARE(names, QStringList({"gpu-a01-1.xml", "gpu-a01-1.env", "gpu-a01-2.xml", "gpu-a01-2.env", "gpu-a02-1.xml",
                                 "gpu-a02-1.env", "gpu-a02-2.xml", "gpu-a02-2.env", "nccl-index.csv", "rail-map.csv"}));
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
    // All 32 NICs land on the one leaf. The rail is the NIC position (RailMap):
    // OSFPk is rail k-1 on every server, the numbers the route filter and the
    // labels use; NCCL_CROSS_NIC=0 then pairs NIC k with NIC k of the other
    // servers, one hop through leaf-a03 as any pairing would be.
    for (size_t i = 1; i < rows.size(); ++i) {
        QCOMPARE(rows[i][7], QString::number(rows[i][6].mid(4).toInt() - 1));
        QCOMPARE(rows[i][8], QStringLiteral("leaf-a03"));
    }
    // gpu-a01-1 GPU 0 sits beside mlx5_0 (OSFP1), cabled first: leaf port P1/1.
    QCOMPARE(rows[1].mid(0, 10), QStringList({"gpu-a01-1", "gpu-a01-1.xml", "0", "0000:1b:00.0", "mlx5_0", "0000:1a:00.0",
                                              "OSFP1", "0", "leaf-a03", "P1/1"}));
    // gpu-a01-2 is the second server: its 8 NICs took leaf ports 9–16 (P5/1 … P8/2); GPU 7 → mlx5_11 → OSFP8 → P8/2, rail 7.
    QCOMPARE(rows[16][0], QStringLiteral("gpu-a01-2"));
    QCOMPARE(rows[16][4], QStringLiteral("mlx5_11"));
    QCOMPARE(rows[16][7], QStringLiteral("7"));
    QCOMPARE(rows[16][9], QStringLiteral("P8/2"));
    // Each file names every NIC of the host once with its rail: rails 0 … 7 once each.
    const QString xml = QString::fromUtf8(file(files, QStringLiteral("gpu-a01-1.xml")).bytes);
    QCOMPARE(xml.count(QStringLiteral("<net ")), 8);
    for (int r = 0; r < 8; ++r) QCOMPARE(xml.count(QStringLiteral("rail=\"%1\"").arg(r)), 1);
    QCOMPARE(xml.count(QStringLiteral("<gpu ")), 8);
}

void TstNccl::railOptimisedFabricGivesRailPerNic() {
    const auto d = test::buildRailFabric();
    const auto files = NcclExport::build(*d);
    // gpu01, gpu02, nvl01, nvl02, pcie01 (XML and env each), the index and the rail map.
    QCOMPARE(files.size(), size_t(12));
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

void TstNccl::everyPciCarriesItsIds_data() { addExamples(); }

void TstNccl::everyPciCarriesItsIds() {
    QFETCH(QString, file);
    static const QRegularExpression ids(QStringLiteral(
        " vendor=\"0x[0-9a-f]{4}\" device=\"0x[0-9a-f]{4}\" subsystem_vendor=\"0x[0-9a-f]{4}\" "
        "subsystem_device=\"0x[0-9a-f]{4}\" "));
    static const QRegularExpression net(QStringLiteral("<net name=\"([^\"]+)\" speed=\"(\\d+)\""));
    static const QRegularExpression link(QStringLiteral("link_speed=\"(\\d+)\\.0 GT/s PCIe\" link_width=\"(\\d+)\""));
    int pcis = 0, nets = 0;
    for (const NamedFile& f : NcclExport::build(*open(file))) {
        if (!f.name.endsWith(QStringLiteral(".xml"))) continue;
        const QStringList lines = QString::fromUtf8(f.bytes).split(QLatin1Char('\n'));
        QVERIFY2(!f.bytes.contains("guid="), qPrintable(f.name));  // the ASIC's identity is the plugin's to say
        for (qsizetype i = 0; i < lines.size(); ++i) {
            if (lines[i].contains(QStringLiteral("<pci "))) {
                ++pcis;
                QVERIFY2(ids.match(lines[i]).hasMatch(), qPrintable(f.name + QLatin1Char(' ') + lines[i]));
            }
            const auto n = net.match(lines[i]);
            if (!n.hasMatch()) continue;
            // The NIC's <pci> is two lines up (<pci>, <nic>, <net>). PCIe Gen3+
            // carries GT/s × lanes × 128/130 Gb/s: Gen5 x16 = 32 × 16 × 128/130
            // = 504.1 Gb/s, so a 400 Gb/s NIC fits and an 800 Gb/s one does not.
            const auto l = link.match(lines[i - 2]);
            QVERIFY2(l.hasMatch(), qPrintable(lines[i - 2]));
            const double linkMbps = l.captured(1).toDouble() * l.captured(2).toDouble() * 128.0 / 130.0 * 1000.0;
            QVERIFY2(n.captured(2).toDouble() <= linkMbps, qPrintable(f.name + QLatin1Char(' ') + lines[i]));
            ++nets;
        }
    }
    QVERIFY(pcis > 0);
    // The 16-card box and the HGX/NVL72 hosts all have NICs in the NCCL description.
    QVERIFY(nets > 0);
}

void TstNccl::nvlinkOnlyWhenAsked() {
    // Default: NVML detects the links on the host, so one that is down is not counted.
    const auto d = example();
    for (const NamedFile& f : NcclExport::build(*d))
        QVERIFY2(!f.bytes.contains("<nvlink"), qPrintable(f.name));
    // Asked for: 18 NVLinks per H100 to the NVSwitch fabric, one entry per GPU (8 per host).
    const auto files = NcclExport::build(*d, {true});
    QCOMPARE(file(files, QStringLiteral("gpu-a01-1.xml")).bytes.count("count=\"18\" tclass=\"0x068000\""), 8);
    QTemporaryDir dir;
    check(files, dir);
}

void TstNccl::graceBlackwellTrayHasC2c() {
    const auto files = NcclExport::build(*test::buildRailFabric());
    const QByteArray tray = file(files, QStringLiteral("nvl01.xml")).bytes;
    // 4 GB200 GPUs, each with its C2C link to its Grace: 44712 MB/s × 5 links = 223.6 GB/s (catalog).
    QCOMPARE(tray.count("<c2c bw=\"44712\" count=\"5\"/>"), 4);
    // ConnectX-7 ids on the NICs, GB200 ids on the GPUs (pci.ids 15b3:1021, 10de:2941).
    QCOMPARE(tray.count("class=\"0x020700\" vendor=\"0x15b3\" device=\"0x1021\""), 4);
    QCOMPARE(tray.count("class=\"0x030200\" vendor=\"0x10de\" device=\"0x2941\""), 4);
    QCOMPARE(tray.count("speed=\"400000\""), 4);
    // The HGX H100 server has no C2C.
    QVERIFY(!file(files, QStringLiteral("gpu01.xml")).bytes.contains("<c2c"));
    // The bundled NVL72 example's trays too.
    const auto nvl = NcclExport::build(*open(QStringLiteral("nvl72-576-8-racks.json")));
    int withC2c = 0;
    for (const NamedFile& f : nvl)
        if (f.name.endsWith(QStringLiteral(".xml"))) withC2c += f.bytes.count("<c2c bw=\"44712\" count=\"5\"/>") == 4;
    QCOMPARE(withC2c, 144);  // 8 racks × 18 trays
}

void TstNccl::indexAgreesWithTheXml_data() { addExamples(); }

void TstNccl::indexAgreesWithTheXml() {
    QFETCH(QString, file);
    const auto files = NcclExport::build(*open(file));
    const auto rows = test::readCsv(TstNccl::file(files, NcclExport::indexFileName()).bytes);
    static const QRegularExpression pciBus(QStringLiteral("<pci busid=\"([^\"]+)\" class=\"0x(\\d\\d)"));
    static const QRegularExpression net(QStringLiteral("<net name=\"([^\"]+)\"[^>]*?(?: rail=\"(\\d+)\")?/>"));
    int hosts = 0;
    for (const NamedFile& f : files) {
        if (!f.name.endsWith(QStringLiteral(".xml"))) continue;
        ++hosts;
        // The XML's GPUs and NICs (bus id → NIC name and rail).
        QStringList gpus;
        QMap<QString, QPair<QString, QString>> nics;
        const QStringList lines = QString::fromUtf8(f.bytes).split(QLatin1Char('\n'));
        for (qsizetype i = 0; i < lines.size(); ++i) {
            const auto m = pciBus.match(lines[i]);
            if (!m.hasMatch()) continue;
            if (m.captured(2) == u"03") gpus << m.captured(1);
            if (m.captured(2) == u"02") {
                const auto n = net.match(lines[i + 2]);
                QVERIFY2(n.hasMatch(), qPrintable(lines[i + 2]));
                nics.insert(m.captured(1), {n.captured(1), n.captured(2)});
            }
        }
        QStringList indexGpus;
        QMap<QString, int> gpusOfNic;
        for (const QStringList& r : rows) {
            if (r[1] != f.name) continue;
            indexGpus << r[3];
            if (r[5].isEmpty()) continue;
            QVERIFY2(nics.contains(r[5]), qPrintable(r.join(QLatin1Char(','))));
            QCOMPARE(r[4], nics.value(r[5]).first);   // the same NIC name at that bus id
            QCOMPARE(r[7], nics.value(r[5]).second);  // the same rail
            ++gpusOfNic[r[5]];
        }
        QCOMPARE(indexGpus, gpus);  // every GPU once, in the XML's order
        // Every NIC serves GPUs: as many GPUs per NIC as the host has GPUs per NIC
        // (H100/B200 8 / 8, GB200 4 / 4, 16-card box 16 / 4).
        QCOMPARE(gpusOfNic.size(), nics.size());
        for (const int n : gpusOfNic) QCOMPARE(n, int(gpus.size() / nics.size()));
    }
    QVERIFY(hosts > 0);
}

void TstNccl::fusedHostKeepsEveryNicLocal_data() { addExamples(); }

void TstNccl::fusedHostKeepsEveryNicLocal() {
    QFETCH(QString, file);
    SN_SKIP_WITHOUT_PYTHON();
    SN_SKIP_WITHOUT_SHARED("tools/nccl_topo_check.py");
    const auto files = NcclExport::build(*open(file));
    QTemporaryDir dir;
    OutputFile::writeAll(dir.path(), files);
    QStringList xmls;
    for (const NamedFile& f : files)
        if (f.name.endsWith(QStringLiteral(".xml"))) xmls << dir.filePath(f.name);
    const auto [code, out] = fuse(xmls);
    QVERIFY2(code == 0, qPrintable(out));
    // The check has teeth: the same first file without the PCIe switches' ids
    // (as exported before) fuses into duplicate switches, and every GPU whose
    // rank is not the first loses its NIC. H100/B200: 7 of 8 GPUs; the
    // 16-card box: the GPUs of 3 of its 4 switches, 12 of 16; GB200 trays keep
    // theirs through C2C (their NICs hang off Grace, not a shared switch).
    QFile first(xmls.front());
    QVERIFY(first.open(QIODevice::ReadOnly));
    QByteArray bytes = first.readAll();
    first.close();
    bytes.replace(" class=\"0x060400\" vendor=\"0x0000\" device=\"0x0000\" subsystem_vendor=\"0x0000\" "
                  "subsystem_device=\"0x0000\"",
                  " class=\"0x060400\"");
    const QString stripped = dir.filePath(QStringLiteral("stripped.xml"));
    OutputFile::write(stripped, bytes);
    const auto [badCode, badOut] = fuse({stripped});
    const int lost = int(badOut.count(QStringLiteral("has no NIC under its PCIe switch")));
    if (file.startsWith(QStringLiteral("nvl72"))) {
        QCOMPARE(lost, 0);
    } else {
        QCOMPARE(badCode, 1);
        QCOMPARE(lost, file.startsWith(QStringLiteral("pcie")) ? 12 : 7);
    }
}

void TstNccl::envFileNamesTopologyAndHcas() {
    const auto files = NcclExport::build(*example());
    const QString env = QString::fromUtf8(file(files, QStringLiteral("gpu-a01-1.env")).bytes);
    QVERIFY(env.contains(QStringLiteral("export NCCL_TOPO_FILE=\"${NCCL_TOPO_DIR:-/etc/nccl}/gpu-a01-1.xml\"\n")));
    // Rails 0 … 7 are OSFP1 … OSFP8, driven by mlx5_0, 3, 4, 5, 6, 9, 10, 11 (DGX H100 names, catalog).
    QVERIFY(env.contains(QStringLiteral(
        "export NCCL_IB_HCA=\"=mlx5_0:1,mlx5_3:1,mlx5_4:1,mlx5_5:1,mlx5_6:1,mlx5_9:1,mlx5_10:1,mlx5_11:1\"\n")));
    // The example file carries its own copy of the HGX H100 type. Made before
    // the catalog knew the in-band port's OS name, it has none: the port is
    // named, the variable is not set, the export says so instead of guessing.
    // Regenerated from today's catalog it has the name and the variable is set.
    const auto d = example();
    const Device* host = nullptr;
    for (const Device& dev : d->devices())
        if (dev.name == u"gpu-a01-1") host = &dev;
    QVERIFY(host);
    const PortSpec* inb = d->typeOf(*host)->port(QStringLiteral("INB1"));
    QVERIFY(inb);
    QVERIFY(env.contains(QStringLiteral("# In-band port INB1")));
    if (inb->netdev.isEmpty()) {
        QVERIFY(env.contains(QStringLiteral("knows no OS interface name")));
        QVERIFY(!env.contains(QStringLiteral("NCCL_SOCKET_IFNAME=")));
    } else if (d->connectionAt({host->id, inb->name})) {
        QVERIFY(env.contains(QStringLiteral("export NCCL_SOCKET_IFNAME=\"=%1\"\n").arg(inb->netdev)));
    }
    // The uncabled box sets no HCA list.
    const auto fabric = NcclExport::build(*test::buildRailFabric());
    QVERIFY(!file(fabric, QStringLiteral("pcie01.env")).bytes.contains("NCCL_IB_HCA="));
    QVERIFY(file(fabric, QStringLiteral("nvl02.env")).bytes.contains("NCCL_IB_HCA=\"=mlx5_0:1,mlx5_1:1,mlx5_2:1,mlx5_3:1\""));
}

void TstNccl::envFileSetsTheInBandInterface() {
    // From the built-in catalog: gpu01 (HGX H100) and nvl01 (GB200 tray) have
    // their in-band port INB1 cabled to an in-band switch; gpu02 (HGX H100)
    // has it uncabled; pcie01 has no in-band port at all.
    test::DesignBuilder b;
    b.room(10000, 8000).row(QStringLiteral("R")).rack(QStringLiteral("R1"), 1000, 1000, QStringLiteral("rack-52u-800x1200"));
    b.device(QStringLiteral("hgx-h100-8gpu-air"), QStringLiteral("R1"), 1, QStringLiteral("gpu01"));
    b.device(QStringLiteral("hgx-h100-8gpu-air"), QStringLiteral("R1"), 9, QStringLiteral("gpu02"));
    b.device(QStringLiteral("nvl72-compute-tray"), QStringLiteral("R1"), 17, QStringLiteral("nvl01"));
    b.device(QStringLiteral("pcie-inference-16gpu"), QStringLiteral("R1"), 20, QStringLiteral("pcie01"));
    b.device(QStringLiteral("hgx-b200-8gpu-liquid"), QStringLiteral("R1"), 24, QStringLiteral("b200a"));
    b.device(QStringLiteral("eth-800g-64x800g-2x400g"), QStringLiteral("R1"), 40, QStringLiteral("inb1"));
    const QString cable = QStringLiteral("mmf-mpo12-400g-osfp-qsfp112");
    b.connect(QStringLiteral("gpu01"), QStringLiteral("INB1"), QStringLiteral("inb1"), QStringLiteral("swp1/1"), PortRole::InBand, cable);
    b.connect(QStringLiteral("nvl01"), QStringLiteral("INB1"), QStringLiteral("inb1"), QStringLiteral("swp1/2"), PortRole::InBand, cable);
    b.connect(QStringLiteral("b200a"), QStringLiteral("INB1"), QStringLiteral("inb1"), QStringLiteral("swp2/1"), PortRole::InBand, cable);
    const auto d = b.build();
    QStringList warnings;
    const auto files = NcclExport::build(*d, {}, &warnings);
    const auto env = [&](const char* host) { return QString::fromUtf8(file(files, QString::fromLatin1(host)).bytes); };
    // NVIDIA DGX H100/H200 user guide, Table 5 "Network Port Mapping": slot 1
    // port 2 (PCI aa:00.1), the in-band port of DGX BasePOD, is enp170s0f1np1.
    QVERIFY2(env("gpu01.env").contains(QStringLiteral("export NCCL_SOCKET_IFNAME=\"=enp170s0f1np1\"\n")),
             qPrintable(env("gpu01.env")));
    QVERIFY(env("gpu01.env").contains(QStringLiteral("cabled to inb1 swp1/1")));
    // HGX B200 (DGX B200 figures): NVIDIA's Base Command Manager guide names
    // the in-band bond's members on Ubuntu enp170s0f1np1 and enp41s0f1np1.
    QVERIFY2(env("b200a.env").contains(QStringLiteral("export NCCL_SOCKET_IFNAME=\"=enp170s0f1np1\"\n")),
             qPrintable(env("b200a.env")));
    // The same port uncabled: named in a comment, not exported.
    QVERIFY(!env("gpu02.env").contains(QStringLiteral("NCCL_SOCKET_IFNAME=")));
    QVERIFY(env("gpu02.env").contains(QStringLiteral("enp170s0f1np1 but not cabled")));
    // The GB200 tray guide lists no interface name for its ports: none is invented.
    QVERIFY(!env("nvl01.env").contains(QStringLiteral("NCCL_SOCKET_IFNAME=")));
    QVERIFY(env("nvl01.env").contains(QStringLiteral("knows no OS interface name")));
    QVERIFY(!env("pcie01.env").contains(QStringLiteral("NCCL_SOCKET_IFNAME=")));
    QVERIFY(env("pcie01.env").contains(QStringLiteral("no in-band port")));
    // One warning per type and cause: H100 INB1 uncabled (gpu02), tray INB1
    // unnamed (nvl01), PCIe box without an in-band port (pcie01).
    QCOMPARE(warnings.size(), 3);
    QVERIFY(warnings.filter(QStringLiteral("hgx-h100-8gpu-air in-band port INB1: it is not cabled")).size() == 1);
    QVERIFY(warnings.filter(QStringLiteral("nvl72-compute-tray in-band port INB1: no OS interface name")).size() == 1);
    QVERIFY(warnings.filter(QStringLiteral("pcie-inference-16gpu: the type has no in-band port")).size() == 1);
    QVERIFY(warnings.filter(QStringLiteral("1 host(s) (first: nvl01)")).size() == 1);
}

void TstNccl::namesSetByHandReachEveryHost() {
    // GB200 compute tray: its guide lists RDMA devices but no interface
    // name for its ports, so the env file of a cabled tray lacks
    // NCCL_SOCKET_IFNAME until the user names the type's INB1 (one undo step).
    test::DesignBuilder b;
    b.room(10000, 8000).row(QStringLiteral("R")).rack(QStringLiteral("R1"), 1000, 1000, QStringLiteral("rack-52u-800x1200"));
    b.device(QStringLiteral("nvl72-compute-tray"), QStringLiteral("R1"), 1, QStringLiteral("b01"));
    b.device(QStringLiteral("nvl72-compute-tray"), QStringLiteral("R1"), 3, QStringLiteral("b02"));
    b.device(QStringLiteral("eth-800g-64x800g-2x400g"), QStringLiteral("R1"), 40, QStringLiteral("inb1"));
    const QString cable = QStringLiteral("mmf-mpo12-400g-osfp-qsfp112");
    b.connect(QStringLiteral("b01"), QStringLiteral("INB1"), QStringLiteral("inb1"), QStringLiteral("swp1/1"), PortRole::InBand, cable);
    b.connect(QStringLiteral("b02"), QStringLiteral("INB1"), QStringLiteral("inb1"), QStringLiteral("swp1/2"), PortRole::InBand, cable);
    auto d = b.build();
    const auto envOf = [&](const char* host) {
        return QString::fromUtf8(file(NcclExport::build(*d), QString::fromLatin1(host)).bytes);
    };
    QStringList warnings;
    NcclExport::build(*d, {}, &warnings);
    QVERIFY(!envOf("b01.env").contains(QStringLiteral("NCCL_SOCKET_IFNAME=")));
    // One warning naming the type, the cause and both hosts (2 host(s), first b01).
    QCOMPARE(warnings.size(), 1);
    QVERIFY2(warnings.front().contains(QStringLiteral("nvl72-compute-tray in-band port INB1: no OS interface name")),
             qPrintable(warnings.front()));
    QVERIFY2(warnings.front().contains(QStringLiteral("2 host(s) (first: b01)")), qPrintable(warnings.front()));
    QVERIFY(warnings.front().contains(QStringLiteral("set-os-names")));

    // A name the OS could not give (a '/', a space), one per port too many,
    // or a group the type lacks is refused.
    QVERIFY(!SetOsNamesCommand::make(*d, QStringLiteral("nvl72-compute-tray"), QStringLiteral("INB1"),
                                     {QStringLiteral("eth0/1")}, {}, QStringLiteral("site survey")));
    QVERIFY(!SetOsNamesCommand::make(*d, QStringLiteral("nvl72-compute-tray"), QStringLiteral("INB1"),
                                     {QStringLiteral("eth 0")}, {}, QStringLiteral("site survey")));
    QVERIFY(!SetOsNamesCommand::make(*d, QStringLiteral("nvl72-compute-tray"), QStringLiteral("INB1"),
                                     {QStringLiteral("a"), QStringLiteral("b")}, {}, QStringLiteral("site survey")));
    QVERIFY(!SetOsNamesCommand::make(*d, QStringLiteral("nvl72-compute-tray"), QStringLiteral("INB9"),
                                     {QStringLiteral("a")}, {}, QStringLiteral("site survey")));
    EditResult named = SetOsNamesCommand::make(*d, QStringLiteral("nvl72-compute-tray"), QStringLiteral("INB1"),
                                               {QStringLiteral("ens1f1np1")}, {QStringLiteral("mlx5_9")},
                                               QStringLiteral("site survey, ibdev2netdev on b01"));
    QVERIFY2(named, qPrintable(named.error));
    d->undoStack().push(named.command.release());
    // Both trays now set it, exactly matched.
    for (const char* host : {"b01.env", "b02.env"})
        QVERIFY2(envOf(host).contains(QStringLiteral("export NCCL_SOCKET_IFNAME=\"=ens1f1np1\"\n")), qPrintable(envOf(host)));
    warnings.clear();
    NcclExport::build(*d, {}, &warnings);
    QVERIFY2(warnings.isEmpty(), qPrintable(warnings.join(QLatin1Char('\n'))));
    // Undo: the catalog as it was, the variable gone again.
    d->undoStack().undo();
    QVERIFY(!envOf("b01.env").contains(QStringLiteral("NCCL_SOCKET_IFNAME=")));
    d->undoStack().redo();
    QVERIFY(envOf("b02.env").contains(QStringLiteral("NCCL_SOCKET_IFNAME=\"=ens1f1np1\"")));
    // Linux takes "$(id)" as an interface name; the env file keeps it data,
    // escaped inside the double quotes as every name is.
    EditResult odd = SetOsNamesCommand::make(*d, QStringLiteral("nvl72-compute-tray"), QStringLiteral("INB1"),
                                             {QStringLiteral("$(id)")}, {}, QStringLiteral("site survey"));
    QVERIFY2(odd, qPrintable(odd.error));
    d->undoStack().push(odd.command.release());
    QVERIFY2(envOf("b01.env").contains(QStringLiteral("export NCCL_SOCKET_IFNAME=\"=%1\"\n")
                                           .arg(ShellText::inDoubleQuotes(QStringLiteral("$(id)")))),
             qPrintable(envOf("b01.env")));
    QVERIFY(ShellText::inDoubleQuotes(QStringLiteral("$(id)")) != QStringLiteral("$(id)"));
}

void TstNccl::railMapCoversEveryNicPort() {
    const auto rows = test::readCsv(file(NcclExport::build(*test::buildRailFabric()), NcclExport::railMapFileName()).bytes);
    QCOMPARE(rows.front(), QStringList({"host", "gpus", "nic", "nic_port", "rail", "leaf", "leaf_port"}));
    // 2 HGX × 8 + 2 trays × 4 + the 16-card box's 4 NIC ports = 28.
    QCOMPARE(int(rows.size()) - 1, 28);
    QCOMPARE(rows[1], QStringList({"gpu01", "0", "mlx5_0", "OSFP1", "0", "leaf1", "P1/1"}));
    // GB200: GPU k of a tray uses mlx5_k (two GPUs and two NICs per Grace).
    const auto tray = std::find_if(rows.begin(), rows.end(), [](const QStringList& r) { return r[0] == u"nvl01" && r[3] == u"OSFP2"; });
    QCOMPARE(*tray, QStringList({"nvl01", "1", "mlx5_1", "OSFP2", "1", "leaf2", "P2/1"}));
    // The 16-card box: four GPUs per NIC, no cabling.
    const auto box = std::find_if(rows.begin(), rows.end(), [](const QStringList& r) { return r[0] == u"pcie01"; });
    QCOMPARE(*box, QStringList({"pcie01", "0 1 2 3", "mlx5_0", "NIC1", "", "", ""}));
}

namespace {

/// Runs `script` in bash in `dir` with NCCL_TOPO_DIR unset; returns stdout.
QString bashIn(const QString& dir, const QString& script, int* exitCode) {
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("NCCL_TOPO_DIR"));
    p.setProcessEnvironment(env);
    p.setWorkingDirectory(dir);
    p.start(QStringLiteral("bash"), {QStringLiteral("--norc"), QStringLiteral("--noprofile"), QStringLiteral("-c"), script});
    if (!p.waitForFinished(30000)) *exitCode = -1;
    else *exitCode = p.exitCode();
    return QString::fromUtf8(p.readAllStandardOutput());
}

}  // namespace

void TstNccl::envFileKeepsHostileNamesAsData() {
    SN_CANNOT_RUN_IF(sn::test::programMissing(QStringLiteral("bash"), QStringLiteral("no bash to source the file with")));
    // The host's name and the name of the switch its in-band port is cabled
    // to both land in comment lines of the env file. Each carries a newline
    // and a command: sourcing the file, as its header says to, must run
    // neither, and set exactly the values the cabling gives.
    test::DesignBuilder b;
    b.room(10000, 8000).row(QStringLiteral("R")).rack(QStringLiteral("R1"), 1000, 1000, QStringLiteral("rack-52u-800x1200"));
    const QString host = QStringLiteral("gpu01\ntouch ran-host\n# $(touch ran-sub)");
    const QString sw = QStringLiteral("inb1\rtouch ran-cr\ntouch ran-switch");
    b.device(QStringLiteral("hgx-h100-8gpu-air"), QStringLiteral("R1"), 1, host);
    b.device(QStringLiteral("eth-800g-64x800g-2x400g"), QStringLiteral("R1"), 40, sw);
    b.connect(host, QStringLiteral("INB1"), sw, QStringLiteral("swp1/1"), PortRole::InBand,
              QStringLiteral("mmf-mpo12-400g-osfp-qsfp112"));
    const auto files = NcclExport::build(*b.build());
    QTemporaryDir dir;
    OutputFile::writeAll(dir.path(), files);
    // The file is named after the host, every character but letters, digits, - _ . made '_'.
    const QString stem = OutputFile::safeName(host);
    QCOMPARE(stem, QStringLiteral("gpu01_touch_ran-host_____touch_ran-sub_"));
    QVERIFY(QFileInfo::exists(dir.filePath(stem + QStringLiteral(".env"))));
    int exitCode = 0;
    const QString out = bashIn(dir.path(),
                               QStringLiteral("set -u; source ./%1.env || exit 9; "
                                              "printf '%s|%s|%s' \"$NCCL_TOPO_FILE\" \"${NCCL_IB_HCA-unset}\" "
                                              "\"$NCCL_SOCKET_IFNAME\"").arg(stem),
                               &exitCode);
    QCOMPARE(exitCode, 0);
    const QStringList ran = QDir(dir.path()).entryList({QStringLiteral("ran-*")}, QDir::Files);
    QVERIFY2(ran.isEmpty(), qPrintable(ran.join(QLatin1Char(' '))));
    // No compute NIC is cabled: no HCA list. INB1 is enp170s0f1np1 (DGX H100 user guide, Table 5).
    QCOMPARE(out, QStringLiteral("/etc/nccl/%1.xml|unset|=enp170s0f1np1").arg(stem));
    // Each comment stays one line, the names written with their control characters escaped.
    const QString env = QString::fromUtf8(file(files, stem + QStringLiteral(".env")).bytes);
    for (const QString& line : env.split(QLatin1Char('\n'), Qt::SkipEmptyParts))
        QVERIFY2(line.startsWith(QLatin1Char('#')) || line.startsWith(QLatin1String("export NCCL_")), qPrintable(line));
    QVERIFY(env.contains(QStringLiteral("# NCCL environment for gpu01\\ntouch ran-host\\n# $(touch ran-sub), generated")));
    QVERIFY(env.contains(QStringLiteral("(cabled to inb1\\rtouch ran-cr\\ntouch ran-switch swp1/1)")));
}

void TstNccl::shellQuotingRoundTrips() {
    SN_CANNOT_RUN_IF(sn::test::programMissing(QStringLiteral("bash"), QStringLiteral("no bash to source the file with")));
    // Catalog strings (interface and HCA names) go inside double quotes; what
    // bash still reads there ($ ` " \\) is escaped, and a newline stays in the value.
    const QString value = QStringLiteral("=a$(touch ran-1)`touch ran-2`\"; touch ran-3; \"\\\n$HOME\\$x'");
    QTemporaryDir dir;
    OutputFile::write(dir.filePath(QStringLiteral("v.env")),
                      QStringLiteral("export V=\"%1\"\n").arg(ShellText::inDoubleQuotes(value)).toUtf8());
    int exitCode = 0;
    const QString out = bashIn(dir.path(), QStringLiteral("source ./v.env && printf '%s' \"$V\""), &exitCode);
    QCOMPARE(exitCode, 0);
    QCOMPARE(out, value);
    QVERIFY(QDir(dir.path()).entryList({QStringLiteral("ran-*")}, QDir::Files).isEmpty());
    QCOMPARE(ShellText::comment(QStringLiteral("a\nb\x1b")), QStringLiteral("a\\nb\\u001b"));
}

QTEST_GUILESS_MAIN(TstNccl)
#include "tst_nccl.moc"
