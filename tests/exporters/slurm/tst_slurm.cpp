#include "tests/exporters/fabric_design.h"

#include "exporters/slurm/fabric_tree.h"
#include "exporters/slurm/hostlist.h"
#include "exporters/slurm/slurm_topology.h"
#include "model/analysis/rail_map.h"
#include "model/core/natural_order.h"
#include "model/core/sn_error.h"
#include "model/design/design.h"
#include "model/store/design_file.h"
#include "model/topology/supernode_wizard.h"
#include "tests/support/test_paths.h"

#include <QRegularExpression>
#include <QtTest>

using namespace sn;

/// Slurm topology from the cabling, read back: hostlists expand to the
/// hosts, and every GPU host is named exactly once per level.
class TstSlurm : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void hostlists_data();
    void hostlists();
    void exampleHangsEveryHostOffTheLeaf();
    void railFabricLevels();
    void confNamesEveryHostOncePerLevel();
    void yamlTreeAndBlocks();
    void duplicateHostNamesAreRefused();
    void namesSlurmCannotReadAreRefused_data();
    void namesSlurmCannotReadAreRefused();
    void blockNamesFromRackNamesAreWords();
    void hgxBlocksAreTheLeafGroups();
    void nvl72BlocksAreTheRacks();
    void nvl72SuBlocksAreEightRacks();
    void blockConfForSlurm24();
    void versionsAreChecked();

private:
    struct YamlTopology {
        bool isDefault = false;
        QString kind;  ///< tree, block or flat
        std::vector<int> sizes;
        QMap<QString, QStringList> blocks;  ///< block → hosts
    };
    /// Reads back the topology.yaml SlurmTopology writes (its own layout, not any YAML).
    static QMap<QString, YamlTopology> readYaml(const QByteArray& yaml) {
        QMap<QString, YamlTopology> out;
        static const QRegularExpression top(QStringLiteral("^- topology: (\\S+)$")),
            def(QStringLiteral("^  cluster_default: (true|false)$")), kind(QStringLiteral("^  (tree|block|flat):")),
            size(QStringLiteral("^      - (\\d+)$")), block(QStringLiteral("^      - block: \"([^\"]+)\"$")),
            nodes(QStringLiteral("^        nodes: \"([^\"]+)\"$"));
        QString cur, lastBlock;
        for (const QByteArray& raw : yaml.split('\n')) {
            const QString l = QString::fromUtf8(raw);
            if (const auto m = top.match(l); m.hasMatch()) cur = m.captured(1);
            else if (const auto m = def.match(l); m.hasMatch()) out[cur].isDefault = m.captured(1) == u"true";
            else if (const auto m = kind.match(l); m.hasMatch()) out[cur].kind = m.captured(1);
            else if (const auto m = size.match(l); m.hasMatch()) out[cur].sizes.push_back(m.captured(1).toInt());
            else if (const auto m = block.match(l); m.hasMatch()) lastBlock = m.captured(1);
            else if (const auto m = nodes.match(l); m.hasMatch() && out[cur].kind == u"block")
                out[cur].blocks.insert(lastBlock, Hostlist::expand(m.captured(1)));
        }
        return out;
    }
    /// BlockName → hosts, and the BlockSizes, read back from a BlockName-form topology.conf.
    static QPair<QMap<QString, QStringList>, QString> readBlockConf(const QByteArray& conf) {
        QMap<QString, QStringList> blocks;
        QString sizes;
        static const QRegularExpression line(QStringLiteral("^BlockName=(\\S+) Nodes=(\\S+)$"));
        for (const QByteArray& raw : conf.split('\n')) {
            const QString l = QString::fromUtf8(raw);
            if (l.startsWith(u"BlockSizes=")) sizes = l.mid(11);
            else if (const auto m = line.match(l); m.hasMatch()) blocks.insert(m.captured(1), Hostlist::expand(m.captured(2)));
        }
        return {blocks, sizes};
    }
    /// The leaf groups, independently of FabricTree: hosts with the same set of RailMap leaves, sorted.
    static QList<QStringList> leafGroups(const Design& d) {
        QMap<DeviceId, QSet<QString>> leaves;
        const RailMap map = RailMap::of(d);
        for (const RailPort& p : map.ports())
            if (p.leaf) leaves[p.host->id].insert(p.leaf->name);
        QMap<QString, QStringList> byKey;
        for (auto it = leaves.cbegin(); it != leaves.cend(); ++it) {
            QStringList names(it.value().begin(), it.value().end());
            names.sort();
            byKey[names.join(QLatin1Char(','))] << d.device(it.key())->name;
        }
        QList<QStringList> out;
        for (QStringList hosts : byKey) {
            hosts.sort();
            out << hosts;
        }
        std::sort(out.begin(), out.end());
        return out;
    }
    static QList<QStringList> sortedGroups(const QMap<QString, QStringList>& blocks) {
        QList<QStringList> out;
        for (QStringList hosts : blocks) {
            hosts.sort();
            out << hosts;
        }
        std::sort(out.begin(), out.end());
        return out;
    }
    static const NamedFile& file(const std::vector<NamedFile>& files, const QString& name) {
        const auto it = std::find_if(files.begin(), files.end(), [&](const NamedFile& f) { return f.name == name; });
        if (it == files.end()) qFatal("no file %s", qPrintable(name));
        return *it;
    }
    static std::unique_ptr<Design> open(const QString& name) {
        return DesignFile::open(test::sourceDir() + QStringLiteral("/resources/examples/") + name);
    }

    /// SwitchName → (Nodes, Switches) read back from topology.conf.
    static QMap<QString, QPair<QStringList, QStringList>> readConf(const QByteArray& conf) {
        QMap<QString, QPair<QStringList, QStringList>> out;
        static const QRegularExpression line(QStringLiteral("^SwitchName=(\\S+)(?: Nodes=(\\S+))?(?: Switches=(\\S+))?$"));
        for (const QByteArray& l : conf.split('\n')) {
            if (l.startsWith('#') || l.isEmpty()) continue;
            const auto m = line.match(QString::fromUtf8(l));
            if (!m.hasMatch()) return {};
            out.insert(m.captured(1), {Hostlist::expand(m.captured(2)), Hostlist::expand(m.captured(3))});
        }
        return out;
    }
};

void TstSlurm::hostlists_data() {
    QTest::addColumn<QStringList>("names");
    QTest::addColumn<QString>("expression");
    QTest::newRow("run") << QStringList{"gpu-a01-1", "gpu-a01-2", "gpu-a01-3", "gpu-a01-7"} << "gpu-a01-[1-3,7]";
    QTest::newRow("padding kept") << QStringList{"node01", "node02", "node03"} << "node[01-03]";
    QTest::newRow("two prefixes") << QStringList{"a1", "b2", "a2"} << "a[1-2],b2";
    QTest::newRow("no digits") << QStringList{"head"} << "head";
    QTest::newRow("digit counts split") << QStringList{"n9", "n10", "n11"} << "n9,n[10-11]";
    QTest::newRow("suffix") << QStringList{"r1-gpu", "r2-gpu"} << "r[1-2]-gpu";
}

void TstSlurm::hostlists() {
    QFETCH(QStringList, names);
    QFETCH(QString, expression);
    QCOMPARE(Hostlist::compress(names), expression);
    QStringList back = Hostlist::expand(expression);
    std::sort(back.begin(), back.end());
    std::sort(names.begin(), names.end());
    QCOMPARE(back, names);
}

void TstSlurm::exampleHangsEveryHostOffTheLeaf() {
    const auto d = DesignFile::open(test::sourceDir() + QStringLiteral("/resources/examples/liquid-row.json"));
    const auto files = SlurmTopology::build(*d);
    // Slurm 25.11 (default): topology.conf (tree), topology-block.conf, topology.yaml, slurm-partitions.conf.
    QCOMPARE(files.size(), size_t(4));
    QCOMPARE(files[0].name, QStringLiteral("topology.conf"));
    const auto conf = readConf(files[0].bytes);
    // The one leaf carries all four servers; the OOB switch is not part of the compute fabric.
    QCOMPARE(conf.size(), 1);
    QCOMPARE(conf.value(QStringLiteral("leaf-a03")).first,
             QStringList({"gpu-a01-1", "gpu-a01-2", "gpu-a02-1", "gpu-a02-2"}));
    QVERIFY(files[0].bytes.contains("SwitchName=leaf-a03 Nodes=gpu-a01-[1-2],gpu-a02-[1-2]\n"));
}

void TstSlurm::railFabricLevels() {
    const FabricTree t = FabricTree::of(*test::buildRailFabric());
    QCOMPARE(t.hosts, QStringList({"gpu01", "gpu02", "nvl01", "nvl02", "pcie01"}));
    QCOMPARE(t.unconnected, QStringList({"pcie01"}));
    // Leaf level: the trays reach leaf1–4, the servers leaf1–8: two groups. Spine level: both groups
    // reach spine1 and spine2: one group.
    QCOMPARE(t.switches.size(), size_t(3));
    QCOMPARE(t.switches[0].members, QStringList({"leaf1", "leaf2", "leaf3", "leaf4"}));
    QCOMPARE(t.switches[0].nodes, QStringList({"nvl01", "nvl02"}));
    QCOMPARE(t.switches[1].members.size(), 8);
    QCOMPARE(t.switches[1].nodes, QStringList({"gpu01", "gpu02"}));
    QCOMPARE(t.switches[2].level, 1);
    QCOMPARE(t.switches[2].members, QStringList({"spine1", "spine2"}));
    QCOMPARE(t.switches[2].children, QStringList({t.switches[0].name, t.switches[1].name}));
    // NVLink: the two trays share their rack's domain, the one NVLink block; an
    // HGX's NVSwitch baseboard and the PCIe box make no block.
    QCOMPARE(t.nvlinkBlocks.size(), size_t(1));
    QCOMPARE(t.nvlinkBlocks[0].name, QStringLiteral("nvl-R1"));
    QCOMPARE(t.nvlinkBlocks[0].nodes, QStringList({"nvl01", "nvl02"}));
    // Leaf groups: the two leaf-level groups above.
    QCOMPARE(t.leafGroups.size(), size_t(2));
    QCOMPARE(t.leafGroups[0].nodes, QStringList({"nvl01", "nvl02"}));
    QCOMPARE(t.leafGroups[1].nodes, QStringList({"gpu01", "gpu02"}));
}

void TstSlurm::confNamesEveryHostOncePerLevel() {
    const auto d = test::buildRailFabric();
    const auto conf = readConf(SlurmTopology::build(*d)[0].bytes);
    QVERIFY(!conf.isEmpty());
    // Hosts below each switch, recursively; then per level, each cabled host exactly once.
    std::function<QStringList(const QString&)> hostsBelow = [&](const QString& sw) {
        QStringList out = conf.value(sw).first;
        for (const QString& child : conf.value(sw).second) out += hostsBelow(child);
        return out;
    };
    QSet<QString> children;
    for (const auto& v : conf) for (const QString& c : v.second) children.insert(c);
    QStringList leafLevel, topLevel;
    for (auto it = conf.cbegin(); it != conf.cend(); ++it) {
        leafLevel += it.value().first;
        if (!children.contains(it.key())) topLevel += hostsBelow(it.key());
    }
    const QStringList cabled = {"gpu01", "gpu02", "nvl01", "nvl02"};
    std::sort(leafLevel.begin(), leafLevel.end());
    std::sort(topLevel.begin(), topLevel.end());
    QCOMPARE(leafLevel, cabled);
    QCOMPARE(topLevel, cabled);
}

void TstSlurm::yamlTreeAndBlocks() {
    const QByteArray bytes = file(SlurmTopology::build(*test::buildRailFabric()), QStringLiteral("topology.yaml")).bytes;
    const QString yaml = QString::fromUtf8(bytes);
    QVERIFY(yaml.contains(QStringLiteral("- topology: fabric\n  cluster_default: false\n  tree:\n    switches:\n")));
    QVERIFY(yaml.contains(QStringLiteral("        nodes: \"gpu[01-02]\"\n")));
    QVERIFY(yaml.contains(QStringLiteral("        nodes: \"nvl[01-02]\"\n")));
    const auto t = readYaml(bytes);
    QCOMPARE(t.keys(), QStringList({"fabric", "nvlink", "su"}));
    // Rack-scale NVLink in the design: jobs land by NVLink rack by default.
    QVERIFY(t["nvlink"].isDefault);
    QVERIFY(!t["su"].isDefault && !t["fabric"].isDefault);
    QCOMPARE(t["nvlink"].blocks.value(QStringLiteral("nvl-R1")), QStringList({"nvl01", "nvl02"}));
    QCOMPARE(t["nvlink"].sizes, std::vector<int>({2}));  // one block of 2 trays
    QCOMPARE(sortedGroups(t["su"].blocks), leafGroups(*test::buildRailFabric()));
}

void TstSlurm::duplicateHostNamesAreRefused() {
    auto d = test::buildRailFabric();
    Device dev = *std::find_if(d->devices().begin(), d->devices().end(), [](const Device& x) { return x.name == u"gpu02"; });
    dev.name = QStringLiteral("gpu01");
    d->replace(dev);
    QVERIFY_THROWS_EXCEPTION(UserError, SlurmTopology::build(*d));
}

void TstSlurm::namesSlurmCannotReadAreRefused_data() {
    QTest::addColumn<QString>("device");
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("message");  // empty: accepted
    // slurm.conf reads Key=Value words split by white space, '#' starts a
    // comment and a hostlist gives ',', '[' and ']' their meaning: a name with
    // any of them would be read as more than one name, or as more lines.
    QTest::newRow("newline in a host") << "gpu02" << "gpu02\nPartitionName=evil Nodes=ALL"
                                       << "The GPU host \"gpu02\\nPartitionName=evil Nodes=ALL\" cannot be named in Slurm files";
    QTest::newRow("space in a host") << "gpu02" << "gpu 02" << "The GPU host \"gpu 02\"";
    QTest::newRow("comma in a host") << "nvl01" << "nvl,01" << "The GPU host \"nvl,01\"";
    QTest::newRow("bracket in a host") << "gpu02" << "gpu[02]" << "The GPU host \"gpu[02]\"";
    QTest::newRow("hash in a switch") << "leaf3" << "leaf3#x" << "The switch \"leaf3#x\"";
    QTest::newRow("newline in a spine") << "spine2" << "spine2\nSwitchName=x" << "The switch \"spine2\\nSwitchName=x\"";
    QTest::newRow("leading dash") << "gpu02" << "-gpu02" << "The GPU host \"-gpu02\"";
    QTest::newRow("host name with dot and underscore") << "gpu02" << "gpu_02.hall-a" << QString();
}

void TstSlurm::namesSlurmCannotReadAreRefused() {
    QFETCH(QString, device);
    QFETCH(QString, name);
    QFETCH(QString, message);
    auto d = test::buildRailFabric();
    Device dev = *std::find_if(d->devices().begin(), d->devices().end(), [&](const Device& x) { return x.name == device; });
    dev.name = name;
    d->replace(dev);
    try {
        const auto files = SlurmTopology::build(*d);
        QVERIFY2(message.isEmpty(), "a name Slurm cannot read was written");
        // Accepted: written as it is, and read back by the hostlist rules as
        // itself beside gpu01, which shares its leaves.
        QStringList nodes;
        for (const QString& line : QString::fromUtf8(file(files, QStringLiteral("topology.conf")).bytes).split(QLatin1Char('\n')))
            if (line.contains(name)) nodes << Hostlist::expand(line.section(QStringLiteral(" Nodes="), 1).section(QLatin1Char(' '), 0, 0));
        nodes.sort();
        QCOMPARE(nodes, QStringList({QStringLiteral("gpu01"), name}));
    } catch (const UserError& e) {
        QVERIFY2(!message.isEmpty(), qPrintable(e.message()));
        QVERIFY2(e.message().startsWith(message), qPrintable(e.message()));
        QVERIFY(!e.message().contains(QLatin1Char('\n')));
    }
}

void TstSlurm::blockNamesFromRackNamesAreWords() {
    // nvl01 and nvl02 are one rack-scale NVLink domain in rack R1; the block
    // is named after the rack, its space and slash made '_'.
    auto d = test::buildRailFabric();
    Rack rack = *std::find_if(d->racks().begin(), d->racks().end(), [](const Rack& r) { return r.name == u"R1"; });
    rack.name = QStringLiteral("Row A/R1");
    d->replace(rack);
    const auto files = SlurmTopology::build(*d);
    const QString block = QString::fromUtf8(file(files, QStringLiteral("topology-block.conf")).bytes);
    QVERIFY2(block.contains(QStringLiteral("BlockName=nvl-Row_A_R1 Nodes=nvl[01-02]\n")), qPrintable(block));
    QVERIFY(!block.contains(QStringLiteral("Row A")));
    // Two racks whose names read alike as block names are refused, naming both.
    auto twin = test::buildRailFabric();
    Rack r1 = *std::find_if(twin->racks().begin(), twin->racks().end(), [](const Rack& r) { return r.name == u"R1"; });
    r1.name = QStringLiteral("A 1");
    twin->replace(r1);
    Device gpu = *std::find_if(twin->devices().begin(), twin->devices().end(), [](const Device& x) { return x.name == u"nvl02"; });
    Rack r2 = *std::find_if(twin->racks().begin(), twin->racks().end(), [](const Rack& r) { return r.name == u"R2"; });
    r2.name = QStringLiteral("A/1");
    twin->replace(r2);
    gpu.placement.rack = r2.id;
    twin->replace(gpu);
    try {
        SlurmTopology::build(*twin);
        QFAIL("two racks gave one block name");
    } catch (const UserError& e) {
        QVERIFY2(e.message().contains(QStringLiteral("\"A 1\" and \"A/1\" would both give the Slurm block nvl-A_1")),
                 qPrintable(e.message()));
    }
}

void TstSlurm::hgxBlocksAreTheLeafGroups() {
    const auto d = open(QStringLiteral("supernode-1024-4su-spine.json"));
    const auto files = SlurmTopology::build(*d);
    const auto t = readYaml(file(files, QStringLiteral("topology.yaml")).bytes);
    // No rack-scale NVLink: the SU blocks are the default.
    QVERIFY(t["su"].isDefault);
    QVERIFY(!t.contains(QStringLiteral("nvlink")));
    QCOMPARE(t["su"].blocks.size(), 4);
    QCOMPARE(sortedGroups(t["su"].blocks), leafGroups(*d));
    // 4 SUs of 32 servers: 32, then doubled while 4 × 32 = 128 hosts cover it.
    QCOMPARE(t["su"].sizes, std::vector<int>({32, 64, 128}));
    const QString parts = QString::fromUtf8(file(files, QStringLiteral("slurm-partitions.conf")).bytes);
    QVERIFY(parts.contains(QStringLiteral(" Topology=su Default=YES State=UP\n")));
    QVERIFY(parts.contains(QStringLiteral("PartitionName=gpu-fabric ")));
    // The BlockName form beside the tree: the same blocks.
    const auto conf = readBlockConf(file(files, QStringLiteral("topology-block.conf")).bytes);
    QCOMPARE(sortedGroups(conf.first), leafGroups(*d));
    QCOMPARE(conf.second, QStringLiteral("32,64,128"));
    // One SU: one block size. The liquid row's one leaf: a block of its 4 servers.
    QCOMPARE(readYaml(file(SlurmTopology::build(*open(QStringLiteral("supernode-256-liquid-rail.json"))),
                           QStringLiteral("topology.yaml")).bytes)["su"].sizes,
             std::vector<int>({32}));
    QCOMPARE(readYaml(file(SlurmTopology::build(*open(QStringLiteral("liquid-row.json"))), QStringLiteral("topology.yaml"))
                          .bytes)["su"].sizes,
             std::vector<int>({4}));
}

void TstSlurm::nvl72BlocksAreTheRacks() {
    const auto d = open(QStringLiteral("nvl72-576-8-racks.json"));
    const auto t = readYaml(file(SlurmTopology::build(*d), QStringLiteral("topology.yaml")).bytes);
    QVERIFY(t["nvlink"].isDefault);
    QVERIFY(!t["su"].isDefault);
    // The racks' compute trays, independently: rack name → trays in it.
    QMap<QString, QStringList> racks;
    for (const Device& dev : d->devices())
        if (dev.typeId == u"nvl72-compute-tray") racks[QStringLiteral("nvl-") + d->rack(*dev.placement.rack)->name] << dev.name;
    QCOMPARE(racks.size(), 8);
    QCOMPARE(sortedGroups(t["nvlink"].blocks), sortedGroups(racks));
    for (auto it = racks.cbegin(); it != racks.cend(); ++it) QCOMPARE(it.value().size(), 18);
    // 18 trays per rack, doubled while 8 × 18 = 144 trays cover it.
    QCOMPARE(t["nvlink"].sizes, std::vector<int>({18, 36, 72, 144}));
    // The su topology is the scalable unit, not the rack again: each rack's
    // trays reach a leaf set of their own (8 leaf groups of 18), but the 8
    // racks are one GB200 SU, 8 × 18 = 144 trays in one block.
    QCOMPARE(leafGroups(*d).size(), 8);
    QCOMPARE(t["su"].blocks.size(), 1);
    QStringList all;
    for (const QStringList& trays : racks) all += trays;
    QCOMPARE(sortedGroups(t["su"].blocks), sortedGroups(QMap<QString, QStringList>{{QStringLiteral("su1"), all}}));
    QCOMPARE(t["su"].sizes, std::vector<int>({144}));
}

void TstSlurm::nvl72SuBlocksAreEightRacks() {
    // 1 152 GPUs: 16 NVL72 racks, each rack's 18 trays on its own 4 rail
    // leaves (64 leaves; no leaf shared between racks), so the cabling
    // names no SU above the rack: two SUs of 8 racks, 2 × 144 trays.
    WizardParams params;
    params.gpus = 1152;
    params.serverTypeId = QStringLiteral("nvl72-compute-tray");
    const auto d = SupernodeWizard::createDesign(SupernodeWizard::build(params, Catalog::builtIn()), Catalog::builtIn());
    const FabricTree tree = FabricTree::of(*d);
    QCOMPARE(tree.nvlinkBlocks.size(), size_t(16));
    QCOMPARE(tree.leafGroups.size(), size_t(16));
    QCOMPARE(tree.scalableUnits.size(), size_t(2));
    for (const NodeBlock& su : tree.scalableUnits) QCOMPARE(su.nodes.size(), 144);
    // The first SU is the first 8 racks in natural order.
    QStringList first;
    for (size_t i = 0; i < 8; ++i) first += tree.nvlinkBlocks[i].nodes;
    std::sort(first.begin(), first.end(), naturalLess);
    QCOMPARE(tree.scalableUnits[0].nodes, first);
    const auto t = readYaml(file(SlurmTopology::build(*d), QStringLiteral("topology.yaml")).bytes);
    QCOMPARE(t["su"].sizes, std::vector<int>({144, 288}));
}

void TstSlurm::blockConfForSlurm24() {
    const auto d = open(QStringLiteral("nvl72-576-8-racks.json"));
    const auto files = SlurmTopology::build(*d, SlurmVersion::parse(QStringLiteral("24.11")));
    QStringList names;
    for (const NamedFile& f : files) names << f.name;
    QCOMPARE(names, QStringList({"topology.conf", "topology-tree.conf", "topology.yaml", "slurm-partitions.conf"}));
    // 24.11 reads topology.conf: the BlockName form, one block per NVL72 rack.
    const auto conf = readBlockConf(files[0].bytes);
    QCOMPARE(conf.first.size(), 8);
    QCOMPARE(conf.second, QStringLiteral("18,36,72,144"));
    for (const QStringList& hosts : conf.first) QCOMPARE(hosts.size(), 18);
    QVERIFY(files[1].bytes.contains("SwitchName="));
    const QByteArray parts = files[3].bytes;
    QVERIFY(parts.contains("TopologyPlugin=topology/block\n"));
    QVERIFY(!parts.contains("Topology="));
    // 25.05+: Topology= per partition.
    QVERIFY(file(SlurmTopology::build(*d), QStringLiteral("slurm-partitions.conf")).bytes.contains(" Topology=nvlink Default=YES"));
    // Before 23.11 there is no block plugin: topology.conf is the tree.
    QVERIFY(SlurmTopology::build(*d, SlurmVersion::parse(QStringLiteral("23.02")))[0].bytes.contains("SwitchName="));
}

void TstSlurm::versionsAreChecked() {
    QVERIFY_THROWS_EXCEPTION(UserError, SlurmVersion::parse(QStringLiteral("24")));
    QVERIFY_THROWS_EXCEPTION(UserError, SlurmVersion::parse(QStringLiteral("twenty")));
    QVERIFY(SlurmVersion::parse(QStringLiteral("25.05")).atLeast(25, 5));
    QVERIFY(!SlurmVersion::parse(QStringLiteral("24.11")).atLeast(25, 5));
}

QTEST_GUILESS_MAIN(TstSlurm)
#include "tst_slurm.moc"
