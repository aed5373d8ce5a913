// Verify against real tool output: the bundled liquid-row example's
// InfiniBand fabric (4 HGX H100 servers × 8 HCAs on one 64-port NDR leaf,
// 32 cables C00001…) is simulated by ibsim from a net file, scanned by the
// real ibnetdiscover (infiniband-diags) through ibsim's umad emulation, and
// the scan is checked against the design.

#include "exporters/asbuilt/crew_fix_list.h"
#include "exporters/asbuilt/ibnetdiscover_export.h"
#include "exporters/asbuilt/verify_report.h"
#include "exporters/labels/label_scheme.h"
#include "model/asbuilt/cabling_matcher.h"
#include "model/asbuilt/ibnetdiscover_parser.h"
#include "model/design/design.h"
#include "model/store/design_file.h"
#include "tests/support/test_paths.h"

#include "tests/model/asbuilt/ibsim_fabric.h"

#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

using namespace sn;

namespace {

QString labelOf(const Design& d, const std::optional<CableId>& id) {
    const Cable* c = id ? d.cable(*id) : nullptr;
    return c ? c->label : QString();
}

const VerifyFinding* only(const VerifyResult& r, VerifyStatus status) {
    const VerifyFinding* found = nullptr;
    for (const VerifyFinding& f : r.findings)
        if (f.status == status) {
            if (found) return nullptr;
            found = &f;
        }
    return found;
}

}  // namespace

class TestVerifyIbsim : public QObject {
    Q_OBJECT
private:
    std::unique_ptr<Design> m_design;
    ExpectedFabric m_expected;

    QByteArray scan(const QByteArray& net) {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("fabric.net"));
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly)) return {};
        f.write(net);
        f.close();
        QString error;
        const QByteArray out = test::runIbnetdiscover(path, error);
        if (!error.isEmpty()) qWarning("%s", qPrintable(error));
        return out;
    }

    /// The four faults a crew makes (missing, miswired, swapped, unexpected) plus a stranger, on the liquid-row leaf:
    /// - swap: C00001 (gpu-a01-1 mlx5_0 → leaf P1/1 = IB port 1) and C00002
    ///   (mlx5_3 → P1/2 = port 2) exchanged at the leaf;
    /// - move: C00020 (gpu-a01-2 mlx5_4 → P6/1 = port 2·5+1 = 11) put in
    ///   P20/1 = port 2·19+1 = 39;
    /// - drop: C00040 (gpu-a02-1 mlx5_9 → P11/2 = port 2·10+2 = 22) not pulled;
    /// - add: a cable from leaf port 59 (P30/1) to 60 (P30/2) nobody designed;
    /// - an HCA "spare-01 mlx5_0" the design does not know, on port 61.
    QByteArray brokenNet() const {
        test::IbsimFabric f = test::IbsimFabric::of(m_expected);
        const QString leaf = QStringLiteral("leaf-a03");
        f.moveEnd({leaf, QStringLiteral("1")}, {leaf, QStringLiteral("x")});
        f.moveEnd({leaf, QStringLiteral("2")}, {leaf, QStringLiteral("1")});
        f.moveEnd({leaf, QStringLiteral("x")}, {leaf, QStringLiteral("2")});
        f.moveEnd({leaf, QStringLiteral("11")}, {leaf, QStringLiteral("39")});
        f.removeLink({leaf, QStringLiteral("22")});
        f.links.push_back({{leaf, QStringLiteral("59")}, {leaf, QStringLiteral("60")}});
        f.hcas << QStringLiteral("spare-01 mlx5_0");
        f.links.push_back({{leaf, QStringLiteral("61")}, {QStringLiteral("spare-01 mlx5_0"), QStringLiteral("1")}});
        return f.netFile();
    }

    void checkFaults(const VerifyResult& r) {
        // 32 designed cables: 2 swapped, 1 miswired, 1 missing → 28 ok;
        // findings: 28 ok + 1 swapped pair + 1 + 1 + 1 unexpected + 1 unknown node = 33.
        QCOMPARE(r.count(VerifyStatus::Ok), 28);
        QCOMPARE(r.count(VerifyStatus::Swapped), 1);
        QCOMPARE(r.count(VerifyStatus::Miswired), 1);
        QCOMPARE(r.count(VerifyStatus::Missing), 1);
        QCOMPARE(r.count(VerifyStatus::Unexpected), 1);
        QCOMPARE(r.count(VerifyStatus::UnknownNode), 1);
        QCOMPARE(int(r.findings.size()), 33);
        QVERIFY(!r.matches());

        const VerifyFinding* swapped = only(r, VerifyStatus::Swapped);
        QCOMPARE(labelOf(*m_design, swapped->cable), QStringLiteral("C00001"));
        QCOMPARE(labelOf(*m_design, swapped->partner), QStringLiteral("C00002"));
        QCOMPARE(swapped->foundB, (LinkEnd{QStringLiteral("leaf-a03"), QStringLiteral("2")}));

        const VerifyFinding* moved = only(r, VerifyStatus::Miswired);
        QCOMPARE(labelOf(*m_design, moved->cable), QStringLiteral("C00020"));
        QCOMPARE(moved->foundA.node, QStringLiteral("gpu-a01-2 mlx5_4"));
        QCOMPARE(moved->landedB->port, QStringLiteral("P20/1"));

        QCOMPARE(labelOf(*m_design, only(r, VerifyStatus::Missing)->cable), QStringLiteral("C00040"));

        const VerifyFinding* extra = only(r, VerifyStatus::Unexpected);
        QCOMPARE(QSet<QString>({extra->landedA->port, extra->landedB->port}),
                 QSet<QString>({QStringLiteral("P30/1"), QStringLiteral("P30/2")}));

        QCOMPARE(only(r, VerifyStatus::UnknownNode)->unknownNode, QStringLiteral("spare-01 mlx5_0"));
    }

private slots:
    void initTestCase() {
        m_design = DesignFile::open(test::sourceDir() + QStringLiteral("/resources/examples/liquid-row.json"));
        m_expected = ExpectedFabric::infiniband(*m_design);
        // 4 servers × 8 HCAs, each cabled to the leaf.
        QCOMPARE(int(m_expected.links.size()), 32);
    }

    void brokenFabricReportsExactlyItsFaults() {
        const QByteArray out = scan(brokenNet());
        QVERIFY2(!out.isEmpty(), "ibsim + ibnetdiscover gave no output");
        if (const QByteArray keep = qgetenv("SN_CAPTURE_IBNETDISCOVER"); !keep.isEmpty()) {
            QFile f(QString::fromLocal8Bit(keep));  // refreshes tests/data/asbuilt/liquid-row-faults.ibnetdiscover
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(out);
        }
        checkFaults(CablingMatcher::match(m_expected, IbnetdiscoverParser::parse(out, QStringLiteral("scan"))));
    }

    /// The same scan, captured from the run above: the parser and matcher
    /// on real ibnetdiscover text even where ibsim cannot run.
    void capturedScanReportsTheSameFaults() {
        QFile f(test::sourceDir() + QStringLiteral("/tests/data/asbuilt/liquid-row-faults.ibnetdiscover"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const VerifyResult r = CablingMatcher::match(m_expected, IbnetdiscoverParser::parse(f.readAll(), f.fileName()));
        checkFaults(r);

        // The crew's words: the moved cable's B end goes back from P20/1 to P6/1 of the leaf in rack A03, U40.
        const std::vector<VerifyLine> lines = VerifyReport::lines(*m_design, r, LabelScheme());
        const auto moved = std::find_if(lines.begin(), lines.end(), [](const VerifyLine& l) { return l.status == VerifyStatus::Miswired; });
        QCOMPARE(moved->action, QStringLiteral("Move end B from A03 U40 leaf-a03 P20/1 to A03 U40 leaf-a03 P6/1."));
        // Its label, A end first: gpu-a01-2 sits at U20 and is 4U high, so its top U is 23.
        QCOMPARE(moved->label, QStringLiteral("DH1.A01-23:OSFP3/DH1.A03-40:P6/1"));
        // Labels to reprint: C00001, C00002 (swapped), C00020 (moved), C00040 (new) = 4.
        QCOMPARE(CrewFixList::reprint(lines).size(), 4);
        // The fix list: 5 lines not ok, all at the leaf's rack A03 but the
        // missing cable, listed at its A end (gpu-a02-1 in A02).
        const std::vector<VerifyLine> fix = CrewFixList::ordered(lines);
        QCOMPARE(int(fix.size()), 5);
        QCOMPARE(fix.front().walkTo.rackName, QStringLiteral("A02"));
    }

    /// `export ibnetdiscover` is a net file ibsim accepts, and the scan of
    /// that fabric matches the design: 32 ok, nothing else.
    void exportedFabricScansClean() {
        const QByteArray out = scan(IbnetdiscoverExport::text(*m_design));
        QVERIFY2(!out.isEmpty(), "ibsim + ibnetdiscover gave no output");
        const VerifyResult r = CablingMatcher::match(m_expected, IbnetdiscoverParser::parse(out, QStringLiteral("scan")));
        QCOMPARE(r.count(VerifyStatus::Ok), 32);
        QVERIFY(r.matches());
    }
};

QTEST_GUILESS_MAIN(TestVerifyIbsim)
#include "tst_verify_ibsim.moc"
