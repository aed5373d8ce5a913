// The pieces of verify on hand-made input: the catalog's IB port numbers,
// the ibnetdiscover parser's edge cases and errors, the matcher's rules.

#include "model/asbuilt/cabling_matcher.h"
#include "model/asbuilt/ib_port_numbering.h"
#include "model/asbuilt/ibnetdiscover_parser.h"
#include "model/catalog/catalog.h"
#include "model/core/sn_error.h"

#include <QtTest>

using namespace sn;

namespace {
LinkEnd e(const char* node, int port) { return {QString::fromUtf8(node), QString::number(port)}; }
ExpectedLink cable(const char* label, LinkEnd a, LinkEnd b) {
    return {CableId::fromName(QString::fromUtf8(label)), {}, {}, a, b};
}
ExpectedFabric fabricOf(std::vector<ExpectedLink> links) {
    ExpectedFabric f;
    for (const ExpectedLink& l : links) {
        f.nodes << l.endA.node << l.endB.node;
        f.portOf.insert(l.endA, {DeviceId::fromName(l.endA.node), l.endA.port});
        f.portOf.insert(l.endB, {DeviceId::fromName(l.endB.node), l.endB.port});
    }
    f.links = std::move(links);
    return f;
}
DiscoveredFabric foundOf(std::vector<std::pair<LinkEnd, LinkEnd>> links) {
    DiscoveredFabric f;
    for (const auto& [a, b] : links) {
        f.links.push_back({a, b, QStringLiteral("scan"), 0});
        f.nodes << a.node << b.node;
    }
    return f;
}
}  // namespace

class TestIbMatching : public QObject {
    Q_OBJECT
private slots:
    /// QM9700-class: cage k, subport s → port 2(k−1)+s.
    void switchPortsFollowCages() {
        const DeviceType* qm = Catalog::builtIn().device(QStringLiteral("ib-ndr-64x400g"));
        QVERIFY(qm);
        QCOMPARE(IbPortNumbering::switchPort(*qm, QStringLiteral("P1/1")), 1);
        QCOMPARE(IbPortNumbering::switchPort(*qm, QStringLiteral("P1/2")), 2);
        QCOMPARE(IbPortNumbering::switchPort(*qm, QStringLiteral("P6/1")), 11);   // 2·5 + 1
        QCOMPARE(IbPortNumbering::switchPort(*qm, QStringLiteral("P32/2")), 64);  // 2·31 + 2
        QCOMPARE(IbPortNumbering::switchPort(*qm, QStringLiteral("mgmt0")), 0);
        QCOMPARE(IbPortNumbering::switchPorts(*qm).size(), 64);
        QCOMPARE(IbPortNumbering::switchPortName(*qm, 39), QStringLiteral("P20/1"));
    }

    /// HCA names come from the NIC binding: HGX H100 OSFP2 is mlx5_3; an
    /// Ethernet NIC (PCIe inference box, class 0x020000) is no HCA.
    void hcaNamesFromTheBinding() {
        const DeviceType* h100 = Catalog::builtIn().device(QStringLiteral("hgx-h100-8gpu-liquid"));
        QCOMPARE(IbPortNumbering::hcaAt(*h100, QStringLiteral("OSFP2"))->name, QStringLiteral("mlx5_3"));
        QCOMPARE(IbPortNumbering::hcas(*h100).size(), size_t(8));
        const DeviceType* pcie = Catalog::builtIn().device(QStringLiteral("pcie-inference-16gpu"));
        QVERIFY(!IbPortNumbering::hcaAt(*pcie, QStringLiteral("NIC1")));
    }

    void parserReadsBothEndsOnce() {
        const QByteArray text =
            "vendid=0x2c9\n"
            "switchguid=0x10(10)\n"
            "Switch\t64 \"S-0000000000000010\"\t\t# \"leaf-a03\" enhanced port 0 lid 1 lmc 0\n"
            "[5]\t\"H-0000000000000020\"[1](21) \t\t# \"gpu-a01-1 mlx5_0\" lid 3 4xNDR\n"
            "\n"
            "caguid=0x20\n"
            "Ca\t1 \"H-0000000000000020\"\t\t# \"gpu-a01-1 mlx5_0\"\n"
            "[1](21) \t\"S-0000000000000010\"[5]\t\t# lid 3 lmc 0 \"leaf-a03\" lid 1 4xNDR\n";
        const DiscoveredFabric f = IbnetdiscoverParser::parse(text, QStringLiteral("scan.txt"));
        QCOMPARE(int(f.links.size()), 1);
        QCOMPARE(QSet<LinkEnd>({f.links[0].a, f.links[0].b}), QSet<LinkEnd>({e("leaf-a03", 5), e("gpu-a01-1 mlx5_0", 1)}));
        QCOMPARE(f.nodes, (QStringList{"leaf-a03", "gpu-a01-1 mlx5_0"}));
    }

    void parserNamesFileAndLine() {
        try {
            IbnetdiscoverParser::parse("Switch\t64 \"S-1\" # \"x\"\n[1] \"H-2\"[1]\nthis is not it\n", QStringLiteral("scan.txt"));
            QFAIL("no error");
        } catch (const UserError& err) {
            QCOMPARE(err.message(), QStringLiteral("scan.txt:3: not ibnetdiscover output: \"this is not it\""));
        }
        // A line of a megabyte is quoted by its first 60 characters, control characters escaped.
        try {
            IbnetdiscoverParser::parse("\x1b[2J" + QByteArray(1 << 20, 'x') + "\n", QStringLiteral("scan.txt"));
            QFAIL("no error");
        } catch (const UserError& err) {
            QCOMPARE(err.message(), QStringLiteral("scan.txt:1: not ibnetdiscover output: \"\\u001b[2J") + QString(56, QLatin1Char('x')) +
                                        QStringLiteral("…\""));
        }
    }

    /// A node description is printed in reports, fix lists and labels as one
    /// line: a control character in it (here a terminal escape) is refused,
    /// naming the file, the port line and the character.
    void parserRefusesControlCharactersInNames() {
        const QByteArray text =
            "Switch\t64 \"S-0000000000000010\"\t\t# \"leaf\x1b[31m\" enhanced port 0 lid 1 lmc 0\n"
            "[5]\t\"H-0000000000000020\"[1](21) \t\t# \"gpu-a01-1 mlx5_0\" lid 3 4xNDR\n";
        try {
            IbnetdiscoverParser::parse(text, QStringLiteral("scan.txt"));
            QFAIL("no error");
        } catch (const UserError& err) {
            QVERIFY2(err.message().startsWith(QStringLiteral("scan.txt:2: the control character U+001b in the name")),
                     qPrintable(err.message()));
            QVERIFY(!err.message().contains(QChar(0x1b)));
        }
    }

    /// An empty or comment-only file is no scan (verified, it would list every
    /// cable as missing); a port number past one byte is no port (it read as 0).
    void parserRefusesWhatIsNoScan() {
        for (const QByteArray& text : {QByteArray(), QByteArray("# ibnetdiscover\n\n# nothing found\n")}) {
            try {
                IbnetdiscoverParser::parse(text, QStringLiteral("scan.txt"));
                QFAIL("no error");
            } catch (const UserError& err) {
                QCOMPARE(err.message(), QStringLiteral("scan.txt: no Switch or Ca record: not an ibnetdiscover scan of a fabric"));
            }
        }
        try {
            IbnetdiscoverParser::parse("Switch\t64 \"S-1\" # \"x\"\n[2147483648] \"H-2\"[1]\n", QStringLiteral("scan.txt"));
            QFAIL("no error");
        } catch (const UserError& err) {
            QCOMPARE(err.message(), QStringLiteral("scan.txt:2: port number 2147483648 is not an InfiniBand port's (0 to 255)"));
        }
    }

    /// A server's cable found on the right leaf port but at a different HCA:
    /// the A end is not where it belongs, so the B end anchors (tried second).
    void miswiredAtTheServerEnd() {
        ExpectedFabric x = fabricOf({cable("C1", e("h mlx5_0", 1), e("leaf", 1))});
        x.nodes << QStringLiteral("h mlx5_1");  // the host's other HCA, cabled to nothing in the design
        const VerifyResult r = CablingMatcher::match(x, foundOf({{e("h mlx5_1", 1), e("leaf", 1)}}));
        QCOMPARE(int(r.findings.size()), 1);
        QCOMPARE(r.findings[0].status, VerifyStatus::Miswired);
        QCOMPARE(r.findings[0].foundA, e("h mlx5_1", 1));
        QCOMPARE(r.findings[0].foundB, e("leaf", 1));
    }

    /// Three cables rotated at the leaf are no swap: each is miswired, and an
    /// unknown node alone (no link) is reported too.
    void rotationIsNotASwap() {
        const ExpectedFabric x = fabricOf({cable("C1", e("a", 1), e("leaf", 1)), cable("C2", e("b", 1), e("leaf", 2)),
                                           cable("C3", e("c", 1), e("leaf", 3))});
        DiscoveredFabric found = foundOf({{e("a", 1), e("leaf", 2)}, {e("b", 1), e("leaf", 3)}, {e("c", 1), e("leaf", 1)}});
        found.nodes << QStringLiteral("stranger");
        const VerifyResult r = CablingMatcher::match(x, found);
        QCOMPARE(r.count(VerifyStatus::Miswired), 3);
        QCOMPARE(r.count(VerifyStatus::Swapped), 0);
        QCOMPARE(r.count(VerifyStatus::UnknownNode), 1);
        QCOMPARE(int(r.findings.size()), 4);
    }

    void allFoundMatches() {
        const ExpectedFabric x = fabricOf({cable("C1", e("a", 1), e("leaf", 1))});
        // Found from the other end: still the same cable.
        const VerifyResult r = CablingMatcher::match(x, foundOf({{e("leaf", 1), e("a", 1)}}));
        QVERIFY(r.matches());
        QCOMPARE(r.count(VerifyStatus::Ok), 1);
    }
};

QTEST_GUILESS_MAIN(TestIbMatching)
#include "tst_ib_matching.moc"
