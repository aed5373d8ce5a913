#include "fabric_design.h"

#include "core/sn_error.h"
#include "design/design.h"
#include "io/design_file.h"
#include "slurm/fabric_tree.h"
#include "slurm/hostlist.h"
#include "slurm/slurm_topology.h"
#include "support/test_paths.h"

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

private:
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
    QCOMPARE(files.size(), size_t(2));
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
    // NVLink: the two trays share their rack's domain; each HGX and the PCIe box stand alone.
    QCOMPARE(t.blocks.size(), size_t(4));
    QCOMPARE(t.baseBlockSize, 1);
    const auto rack = std::find_if(t.blocks.begin(), t.blocks.end(), [](const NvlinkBlock& b) { return b.name == u"nvl-R1"; });
    QVERIFY(rack != t.blocks.end());
    QCOMPARE(rack->nodes, QStringList({"nvl01", "nvl02"}));
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
    const QString yaml = QString::fromUtf8(SlurmTopology::build(*test::buildRailFabric())[1].bytes);
    QVERIFY(yaml.contains(QStringLiteral("- topology: fabric\n  cluster_default: true\n  tree:\n    switches:\n")));
    QVERIFY(yaml.contains(QStringLiteral("        nodes: \"gpu[01-02]\"\n")));
    QVERIFY(yaml.contains(QStringLiteral("        nodes: \"nvl[01-02]\"\n")));
    QVERIFY(yaml.contains(QStringLiteral("  block:\n    block_sizes:\n      - 1\n")));
    QVERIFY(yaml.contains(QStringLiteral("      - block: \"nvl-R1\"\n        nodes: \"nvl[01-02]\"\n")));
    // Every GPU host in exactly one block.
    static const QRegularExpression nodes(QStringLiteral("- block: \"[^\"]+\"\n        nodes: \"([^\"]+)\""));
    QStringList inBlocks;
    for (auto it = nodes.globalMatch(yaml); it.hasNext();) inBlocks += Hostlist::expand(it.next().captured(1));
    std::sort(inBlocks.begin(), inBlocks.end());
    QCOMPARE(inBlocks, QStringList({"gpu01", "gpu02", "nvl01", "nvl02", "pcie01"}));
}

void TstSlurm::duplicateHostNamesAreRefused() {
    auto d = test::buildRailFabric();
    Device dev = *std::find_if(d->devices().begin(), d->devices().end(), [](const Device& x) { return x.name == u"gpu02"; });
    dev.name = QStringLiteral("gpu01");
    d->replace(dev);
    QVERIFY_THROWS_EXCEPTION(UserError, SlurmTopology::build(*d));
}

QTEST_GUILESS_MAIN(TstSlurm)
#include "tst_slurm.moc"
