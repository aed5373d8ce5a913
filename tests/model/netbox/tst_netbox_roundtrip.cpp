#include "exporters/netbox/netbox_handoff.h"
#include "exporters/summary/summary_report.h"
#include "model/analysis/design_summary.h"
#include "model/design/design.h"
#include "model/netbox/netbox_importer.h"
#include "model/netbox/user_catalog.h"
#include "model/store/design_file.h"
#include "tests/support/design_builder.h"
#include "tests/support/test_paths.h"

#include <QTemporaryDir>
#include <QtTest>

using namespace sn;

/// A NetBox type imported into the user catalog, placed with the
/// checked edits, saved with the design and exported to NetBox comes back
/// with the fields it came in with.
class TstNetboxRoundTrip : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void userCatalogSavesAndLoads();
    void placedTypeTravelsWithTheDesign_data();
    void placedTypeTravelsWithTheDesign();
    void exportedDeviceTypeRowEqualsTheFile();
    void summaryShowsUnknownFigures();

private:
    std::unique_ptr<Design> placedDesign() const;
    Catalog m_user;
    QTemporaryDir m_dir;
};

void TstNetboxRoundTrip::initTestCase() {
    SN_SKIP_WITHOUT_SHARED("data/netbox-device-types");
    const QString folder = test::sharedDir() + QStringLiteral("/data/netbox-device-types");
    const NetboxImport result = NetboxImporter::importPaths({folder});
    QCOMPARE(int(result.types.size()), 6);  // LCS-SCDU-250L4001 with is_full_depth unknown
    for (const NetboxImportedType& t : result.types) m_user.put(t.type);
}

void TstNetboxRoundTrip::userCatalogSavesAndLoads() {
    const QString path = m_dir.filePath(QStringLiteral("sub/user-catalog.json"));
    UserCatalog::save(m_user, path);
    const Catalog again = UserCatalog::load(path);
    QCOMPARE(again.devices().size(), m_user.devices().size());
    for (const DeviceType& d : m_user.devices())
        QVERIFY2(again.device(d.id) && *again.device(d.id) == d, qPrintable(d.id));
    // Canonical: saving what was loaded gives the same bytes.
    QCOMPARE(UserCatalog::toJson(again), UserCatalog::toJson(m_user));
    // Beside the built-in catalog, not instead of it.
    const Catalog merged = UserCatalog::merged(Catalog::builtIn(), again);
    QCOMPARE(merged.devices().size(), Catalog::builtIn().devices().size() + 6);
    QVERIFY(merged.device(QStringLiteral("ib-ndr-64x400g")));
}

std::unique_ptr<Design> TstNetboxRoundTrip::placedDesign() const {
    test::DesignBuilder b;
    b.design().setCatalog(UserCatalog::merged(Catalog::builtIn(), m_user));
    b.room(20000, 15000, QStringLiteral("SH1"), QStringLiteral("DH2"))
        .row(QStringLiteral("A"))
        .rack(QStringLiteral("A01"), 1000, 1000)
        .device(QStringLiteral("netbox-supermicro-as-8125gs-tnmr2"), QStringLiteral("A01"), 1,
                QStringLiteral("gpu-1"))
        .device(QStringLiteral("netbox-nvidia-qm9700"), QStringLiteral("A01"), 40,
                QStringLiteral("ib-leaf-1"))
        .device(QStringLiteral("ib-ndr-64x400g"), QStringLiteral("A01"), 42, QStringLiteral("ib-spine-1"))
        .sideDevice(QStringLiteral("netbox-apc-ap8886"), QStringLiteral("A01"), SideChannel::Left, 0,
                    QStringLiteral("pdu-a"))
        // Imported ports join built-in ones: OSFP to OSFP, C20 inlet to C19 outlet.
        .connect(QStringLiteral("ib-leaf-1"), QStringLiteral("P0.0"), QStringLiteral("ib-spine-1"),
                 QStringLiteral("P1/1"), PortRole::Compute, QStringLiteral("dac-400g-osfp-30awg"))
        .connect(QStringLiteral("gpu-1"), QStringLiteral("PSU 01"), QStringLiteral("pdu-a"),
                 QStringLiteral("Bank1-C19-1"), PortRole::Power, QStringLiteral("power-c19-c20"));
    return b.build();
}

void TstNetboxRoundTrip::placedTypeTravelsWithTheDesign_data() {
    QTest::addColumn<QString>("fileName");
    QTest::newRow("json") << "design.json";
    QTest::newRow("project") << "design.supernode";
}

void TstNetboxRoundTrip::placedTypeTravelsWithTheDesign() {
    QFETCH(QString, fileName);
    const auto design = placedDesign();
    QCOMPARE(int(design->devices().size()), 4);
    QCOMPARE(int(design->cables().size()), 2);
    const QString path = m_dir.filePath(fileName);
    DesignFile::save(*design, path);
    // Opened on the built-in catalog alone: the imported types come from the file.
    const auto reopened = DesignFile::open(path);
    for (const char* id :
         {"netbox-supermicro-as-8125gs-tnmr2", "netbox-nvidia-qm9700", "netbox-apc-ap8886"}) {
        const DeviceType* original = m_user.device(QString::fromLatin1(id));
        const DeviceType* back = reopened->catalog().device(QString::fromLatin1(id));
        QVERIFY2(back, id);
        QVERIFY2(*back == *original, id);
        QCOMPARE(back->unknownFields, original->unknownFields);
    }
    // The type the design does not use (SN5600) is not carried.
    QVERIFY(!reopened->catalog().device(QStringLiteral("netbox-nvidia-sn5600")));
    const Device* leaf = reopened->device(test::DesignBuilder::deviceId(QStringLiteral("ib-leaf-1")));
    QVERIFY(leaf);
    QCOMPARE(leaf->placement.u, 40);
    QCOMPARE(int(reopened->cables().size()), 2);
}

void TstNetboxRoundTrip::exportedDeviceTypeRowEqualsTheFile() {
    const auto design = placedDesign();
    const NetboxTable types = NetboxHandoff::deviceTypes(*design);
    QCOMPARE(types.header, QStringList({"manufacturer", "model", "slug", "part_number", "u_height",
                                        "is_full_depth", "airflow", "weight", "weight_unit"}));
    QHash<QString, QStringList> bySlug;
    for (const QStringList& row : types.rows) bySlug.insert(row[2], row);
    QCOMPARE(bySlug.size(), 4);
    // The values written in Nvidia/QM9700.yaml, APC/AP8886.yaml and AS-8125GS-TNMR2.yml.
    QCOMPARE(
        bySlug.value(QStringLiteral("nvidia-qm9700")),
        QStringList({"Nvidia", "QM9700", "nvidia-qm9700", "", "1", "true", "rear-to-front", "14.8", "kg"}));
    // No weight in the file: no weight in NetBox either, not a zero.
    QCOMPARE(bySlug.value(QStringLiteral("apc-ap8886")),
             QStringList({"APC", "AP8886", "apc-ap8886", "AP8886", "0", "false", "", "", ""}));
    QCOMPARE(bySlug.value(QStringLiteral("supermicro-as-8125gs-tnmr2")),
             QStringList({"Supermicro", "AS-8125GS-TNMR2", "supermicro-as-8125gs-tnmr2", "AS-8125GS-TNMR2",
                          "8", "true", "front-to-rear", "75.3", "kg"}));
    // A built-in type: its id is the slug; 600 mm deep is full depth.
    QCOMPARE(bySlug.value(QStringLiteral("ib-ndr-64x400g")).mid(3, 4), QStringList({"", "1", "true", ""}));

    // LCS-SCDU-250L4001 does not say is_full_depth: the cell stays empty, not a guessed false.
    test::DesignBuilder b;
    b.design().setCatalog(UserCatalog::merged(Catalog::builtIn(), m_user));
    const auto cdu = b.room(20000, 15000)
                         .row(QStringLiteral("A"))
                         .rack(QStringLiteral("A01"), 1000, 1000)
                         .device(QStringLiteral("netbox-supermicro-lcs-scdu-250l4001"), QStringLiteral("A01"), 1,
                                 QStringLiteral("cdu-1"))
                         .build();
    const NetboxTable cduTypes = NetboxHandoff::deviceTypes(*cdu);
    QCOMPARE(cduTypes.rows.size(), size_t(1));
    QCOMPARE(cduTypes.rows[0], QStringList({"Supermicro", "LCS-SCDU-250L4001", "supermicro-lcs-scdu-250l4001",
                                            "LCS-SCDU-250L4001", "4", "", "", "100", "kg"}));
}

void TstNetboxRoundTrip::summaryShowsUnknownFigures() {
    const auto design = placedDesign();
    const DesignSummary s = DesignSummary::of(*design);
    // Placed: AS-8125GS (max known, typical not), QM9700 (neither), AP8886 (a PDU: no
    // draw of its own, but no weight), and the built-in ib-ndr-64x400g (all known).
    QCOMPARE(s.unknownFigures.value(QStringLiteral("max_power_w")), 1);
    QCOMPARE(s.unknownFigures.value(QStringLiteral("typical_power_w")), 2);
    QCOMPARE(s.unknownFigures.value(QStringLiteral("liquid_fraction")), 2);
    QCOMPARE(s.unknownFigures.value(QStringLiteral("depth_mm")), 3);
    QCOMPARE(s.unknownFigures.value(QStringLiteral("weight_kg")), 1);
    QCOMPARE(s.unknownFigures.value(QStringLiteral("pdu")), 1);
    // Max power: 18000 (AS-8125GS) + 0 (QM9700, unknown) + 0 (PDU) + 1720 (built-in) = 19720 W.
    QCOMPARE(s.maxPowerW, 19720.0);
    QVERIFY(SummaryReport::text(s).contains(QLatin1String("the totals above are incomplete")));
    QVERIFY(SummaryReport::json(s).contains("\"unknown_figures\""));
    // A design of built-in types only says nothing about unknown figures.
    QVERIFY(!SummaryReport::json(DesignSummary::of(Design())).contains("unknown_figures"));
}

QTEST_GUILESS_MAIN(TstNetboxRoundTrip)
#include "tst_netbox_roundtrip.moc"
