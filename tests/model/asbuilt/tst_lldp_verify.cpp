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

#include "model/asbuilt/cabling_verifier.h"
#include "model/asbuilt/lldp_parser.h"
#include "model/core/sn_error.h"
#include "model/design/design.h"
#include "model/store/design_file.h"
#include "tests/support/test_paths.h"

#include <QProcess>
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

    /// A JSON escape can put a newline in a system name, which the verify
    /// report and fix list would print as a line of their own: refused.
    void controlCharacterInANameIsRefused() {
        const QByteArray nvue = R"({"swp1": {"type": "swp", "lldp": {"neighbor": {"x": {
              "chassis": {"system-name": "gpu-a01-1\nrm -rf /"}, "port": {"name": "BMC"}}}}}})";
        try {
            LldpParser::parse(nvue, QStringLiteral("mgmt-a03"), QStringLiteral("mgmt-a03.json"));
            QFAIL("no error");
        } catch (const UserError& err) {
            QVERIFY2(err.message().startsWith(QStringLiteral("mgmt-a03.json: the control character U+000a in the name")),
                     qPrintable(err.message()));
            QVERIFY(!err.message().contains(QLatin1Char('\n')));
        }
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
            // Line 1, column 3: "n" may start a literal (null), "o" cannot go on.
            QVERIFY2(e.message().startsWith(QStringLiteral("x.json:1:3: not valid JSON")), qPrintable(e.message()));
        }
    }

    /// A syntax error after a megabyte of one token quotes at most 60
    /// characters of it (lldpcli's parse errors once quoted all of it).
    void syntaxErrorQuotesAnExcerpt() {
        const QByteArray text = "{\"lldp\": {\"interface\": " + QByteArray(1 << 20, 'A') + "}}";
        try {
            LldpParser::parse(text, QStringLiteral("x"), QStringLiteral("x.json"));
            QFAIL("no error");
        } catch (const UserError& e) {
            QVERIFY2(e.message().startsWith(QStringLiteral("x.json:1:")), qPrintable(e.message()));
            QVERIFY(!e.message().contains(QLatin1Char('\n')));
            QVERIFY(!e.message().contains(QString(61, QLatin1Char('A'))));
            QVERIFY2(e.message().size() < 200, qPrintable(e.message()));
        }
    }

    /// A member that is null is a member left out, as in the design files:
    /// no neighbour read, nothing refused.
    void nullMembersAreAbsent() {
        const QByteArray shapes[] = {
            R"({"lldp": {"interface": {"swp1": {"chassis": null, "port": null}}}})",
            R"({"lldp": {"interface": {"swp1": {"chassis": {"gpu-a01-1": null}, "port": {"id": null, "descr": null}}}}})",
            R"({"lldp": [{"interface": [{"name": null, "chassis": [{"name": null}], "port": [{"id": null}]}]}]})",
            R"({"lldp": [{"interface": null}]})",
            R"({"swp1": {"type": "swp", "lldp": {"neighbor": {"x": {"chassis": null, "port": {"name": null}}}}}})",
            R"({"swp1": {"type": "swp", "lldp": {"neighbor": null}}})",
        };
        for (const QByteArray& text : shapes) {
            const DiscoveredFabric f = LldpParser::parse(text, QStringLiteral("mgmt-a03"), QStringLiteral("x.json"));
            QVERIFY2(f.links.empty(), text.constData());
        }
    }

    /// A breakout subport beyond three digits is no breakout: the name is
    /// kept (s + 1 overflowed int at swp1s2147483647).
    void hugeSubportKeepsItsName() {
        QCOMPARE(LldpParser::catalogPortName(QStringLiteral("swp1s2147483647")), QStringLiteral("swp1s2147483647"));
        QCOMPARE(LldpParser::catalogPortName(QStringLiteral("swp1s99999999999")), QStringLiteral("swp1s99999999999"));
        QCOMPARE(LldpParser::catalogPortName(QStringLiteral("swp1s999")), QStringLiteral("swp1/1000"));
    }

    /// Files of the wrong shape are refused in one line naming the file and
    /// the field, by the parser and by `verify --lldp`. 20 of them ended as
    /// "internal error: [json.exception…]" (a type_error of value() or
    /// operator[], a number overflow); the other 16 were passed over, and
    /// their cables verified as missing.
    void refusedShapes_data() {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("message");
        auto row = [](const char* file, const char* message) {
            QTest::newRow(file) << QString::fromLatin1(file) << QString::fromUtf8(message);
        };
        const char* lldpJson = "expected an object (lldpcli -f json) or an array (-f json0)";
        row("lldp-string.json", qPrintable(QStringLiteral("/lldp: ") + QLatin1String(lldpJson)));
        row("lldp-null.json", qPrintable(QStringLiteral("/lldp: ") + QLatin1String(lldpJson)));
        row("lldp-number.json", "/lldp: number out of range");
        row("interface-string.json", "/lldp/interface: expected an object, found a string");
        row("interface-item-number.json", "/lldp/interface/0: expected an object, found a number");
        row("interface-item-null.json", "/lldp/interface/0: expected an object, found null");
        row("interface-value-array.json", "/lldp/interface/swp1: expected an object, found an array");
        row("chassis-array.json", "/lldp/interface/swp1/chassis: expected an object, found an array");
        row("port-string.json", "/lldp/interface/swp1/port: expected an object, found a string");
        row("port-id-type-number.json", "/lldp/interface/swp1/port/id/type: expected a string, found a number");
        row("port-id-value-object.json", "/lldp/interface/swp1/port/id/value: expected a string, found an object");
        row("port-descr-array.json", "/lldp/interface/swp1/port/descr: expected a string, found an array");
        row("port-ttl-huge.json", "/lldp/interface/swp1/port/ttl: number out of range");
        row("json0-block-number.json", "/lldp/0: expected an object, found a number");
        row("json0-block-null.json", "/lldp/0: expected an object, found null");
        row("json0-interface-object.json", "/lldp/0/interface: expected an array, found an object");
        row("json0-interface-item-string.json", "/lldp/0/interface/0: expected an object, found a string");
        row("json0-name-number.json", "/lldp/0/interface/0/name: expected a string, found a number");
        row("json0-chassis-object.json", "/lldp/0/interface/0/chassis: expected an array, found an object");
        row("json0-chassis-string.json", "/lldp/0/interface/0/chassis: expected an array, found a string");
        row("json0-chassis-name-string.json", "/lldp/0/interface/0/chassis/0/name: expected an array, found a string");
        row("json0-port-object.json", "/lldp/0/interface/0/port: expected an array, found an object");
        row("json0-port-string.json", "/lldp/0/interface/0/port: expected an array, found a string");
        row("json0-port-id-type-number.json", "/lldp/0/interface/0/port/0/id/0/type: expected a string, found a number");
        row("json0-port-id-item-string.json", "/lldp/0/interface/0/port/0/id/0: expected an object, found a string");
        row("json0-value-huge-integer.json", "/lldp/0/interface/0/rid: number out of range");
        row("nvue-interface-string.json", "/swp2: expected an object, found a string");
        row("nvue-lldp-array.json", "/swp1/lldp: expected an object, found an array");
        row("nvue-neighbor-array.json", "/swp1/lldp/neighbor: expected an object, found an array");
        row("nvue-neighbor-number.json", "/swp1/lldp/neighbor/gpu-a01-1: expected an object, found a number");
        row("nvue-chassis-array.json", "/swp1/lldp/neighbor/gpu-a01-1/chassis: expected an object, found an array");
        row("nvue-chassis-string.json", "/swp1/lldp/neighbor/gpu-a01-1/chassis: expected an object, found a string");
        row("nvue-system-name-number.json", "/swp1/lldp/neighbor/x/chassis/system-name: expected a string, found a number");
        row("nvue-port-string.json", "/swp1/lldp/neighbor/gpu-a01-1/port: expected an object, found a string");
        row("nvue-port-name-boolean.json", "/swp1/lldp/neighbor/gpu-a01-1/port/name: expected a string, found true or false");
        row("nvue-ttl-huge.json", "/swp1/lldp/neighbor/gpu-a01-1/port/ttl: number out of range");
    }

    void refusedShapes() {
        QFETCH(QString, file);
        QFETCH(QString, message);
        const QString path = data("lldp-refused/") + file;
        QVERIFY2(QFile::exists(path), qPrintable(path));
        try {
            LldpParser::read({path});
            QFAIL("no error");
        } catch (const UserError& e) {
            QCOMPARE(e.message(), path + QStringLiteral(": ") + message);
        }
        QProcess p;
        p.start(test::cliPath(), {QStringLiteral("verify"),
                                  test::sourceDir() + QStringLiteral("/resources/examples/liquid-row.json"),
                                  QStringLiteral("--lldp"), path});
        QVERIFY(p.waitForFinished(60000));
        const QString err = QString::fromUtf8(p.readAllStandardError());
        QCOMPARE(p.exitStatus(), QProcess::NormalExit);
        QCOMPARE(p.exitCode(), 1);
        QVERIFY(p.readAllStandardOutput().isEmpty());
        QCOMPARE(err.count(QLatin1Char('\n')), 1);
        QVERIFY2(!err.contains(QStringLiteral("internal error")), qPrintable(err));
        QVERIFY2(err.contains(file + QStringLiteral(": ") + message), qPrintable(err));
    }
};

QTEST_GUILESS_MAIN(TestLldpVerify)
#include "tst_lldp_verify.moc"
