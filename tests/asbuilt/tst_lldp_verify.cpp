// Ethernet verify from LLDP neighbour tables on the liquid-row example's
// OOB network (mgmt-a03 swp1…swp6 ↔ the servers' BMC, leaf and CDU mgmt0:
// cables C00009, C00026, C00043, C00060, C00079, C00080).
//
// tests/data/asbuilt/lldp/*.json is real `lldpcli show neighbors -f json`
// output of lldpd 1.0.16 running in three network namespaces (mgmt-a03,
// gpu-a01-1, gpu-a01-2) joined by veth pairs named after the faceplate
// ports: mgmt-a03 swp1 ↔ gpu-a01-1 BMC as designed, and gpu-a01-2's BMC
// cable in swp3 where the design has it in swp2. lldp-json0/ holds the
// switch's table as `-f json0`.

#include "asbuilt/cabling_verifier.h"
#include "asbuilt/lldp_parser.h"
#include "core/sn_error.h"
#include "design/design.h"
#include "io/design_file.h"
#include "support/test_paths.h"

#include <QtTest>

using namespace sn;

namespace {
QString data(const char* name) { return test::sourceDir() + QStringLiteral("/tests/data/asbuilt/") + QLatin1String(name); }
QString labelOf(const Design& d, const std::optional<CableId>& id) {
    const Cable* c = id ? d.cable(*id) : nullptr;
    return c ? c->label : QString();
}
}  // namespace

class TestLldpVerify : public QObject {
    Q_OBJECT
private:
    std::unique_ptr<Design> m_design;

    /// The 6 OOB cables all have an end on the scanned mgmt-a03: 1 ok
    /// (C00009), 1 miswired (C00026), and the 4 whose far ends were not
    /// simulated missing.
    void checkOob(const VerifyResult& r) {
        QCOMPARE(r.count(VerifyStatus::Ok), 1);
        QCOMPARE(r.count(VerifyStatus::Miswired), 1);
        QCOMPARE(r.count(VerifyStatus::Missing), 4);
        QCOMPARE(int(r.findings.size()), 6);
        for (const VerifyFinding& f : r.findings) {
            if (f.status == VerifyStatus::Ok) QCOMPARE(labelOf(*m_design, f.cable), QStringLiteral("C00009"));
            if (f.status != VerifyStatus::Miswired) continue;
            QCOMPARE(labelOf(*m_design, f.cable), QStringLiteral("C00026"));
            // A is gpu-a01-2 BMC, where it belongs; B landed in swp3.
            QCOMPARE(f.foundB, (LinkEnd{QStringLiteral("mgmt-a03"), QStringLiteral("swp3")}));
            QCOMPARE(f.landedB->port, QStringLiteral("swp3"));
        }
    }

private slots:
    void initTestCase() {
        m_design = DesignFile::open(test::sourceDir() + QStringLiteral("/resources/examples/liquid-row.json"));
    }

    void capturedLldpcliFolder() {
        // Three files: the switch and two hosts, each cable seen from both ends, counted once.
        const DiscoveredFabric found = LldpParser::read({data("lldp")});
        QCOMPARE(int(found.links.size()), 2);
        QCOMPARE(found.scanned, (QStringList{"gpu-a01-1", "gpu-a01-2", "mgmt-a03"}));
        checkOob(CablingVerifier::ethernet(*m_design, {data("lldp")}));
    }

    void capturedJson0() { checkOob(CablingVerifier::ethernet(*m_design, {data("lldp-json0/mgmt-a03.json")})); }

    /// NVUE's shape (Cumulus Linux `nv show interface --output json`), the fields read.
    void nvueShape() {
        const QByteArray nvue = R"({
          "swp1": {"type": "swp", "lldp": {"neighbor": {"gpu-a01-1": {
              "chassis": {"chassis-id": "8a:cc:11:83:b0:99", "system-name": "gpu-a01-1"},
              "port": {"name": "BMC", "description": "BMC", "type": "ifname", "ttl": 120}}}}},
          "swp2": {"type": "swp", "lldp": {"neighbor": {"aa:bb:cc:dd:ee:ff": {
              "chassis": {"system-name": "gpu-a01-2"}, "port": {"description": "BMC"}}}}},
          "eth0": {"type": "eth"}
        })";
        const DiscoveredFabric f = LldpParser::parse(nvue, QStringLiteral("mgmt-a03"), QStringLiteral("mgmt-a03.json"));
        QCOMPARE(int(f.links.size()), 2);
        QCOMPARE(f.links[1].b, (LinkEnd{QStringLiteral("gpu-a01-2"), QStringLiteral("BMC")}));
    }

    void breakoutNames() {
        QCOMPARE(LldpParser::catalogPortName(QStringLiteral("swp12s1")), QStringLiteral("swp12/2"));
        QCOMPARE(LldpParser::catalogPortName(QStringLiteral("swp12")), QStringLiteral("swp12"));
    }

    /// JSON that is neither lldpcli's nor NVUE's would verify as every
    /// cable missing: refused, one line naming the file.
    void unrelatedJsonIsNoScan() {
        for (const QByteArray& text : {QByteArray("{}"), QByteArray(R"({"name": "x", "version": 3, "ports": [1, 2]})")}) {
            try {
                LldpParser::parse(text, QStringLiteral("x"), QStringLiteral("x.json"));
                QFAIL("no error");
            } catch (const UserError& e) {
                QCOMPARE(e.message(), QStringLiteral("x.json: neither lldpcli output (no \"lldp\" member) nor NVUE interface "
                                                     "output (no interface with a \"type\")"));
            }
        }
    }

    void badJsonNamesTheFile() {
        try {
            LldpParser::parse("{not json", QStringLiteral("x"), QStringLiteral("x.json"));
            QFAIL("no error");
        } catch (const UserError& e) {
            QVERIFY(e.message().startsWith(QStringLiteral("x.json: not JSON")));
        }
    }
};

QTEST_GUILESS_MAIN(TestLldpVerify)
#include "tst_lldp_verify.moc"
