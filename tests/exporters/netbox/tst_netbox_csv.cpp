#include "exporters/netbox/netbox_csv_writer.h"
#include "exporters/netbox/netbox_handoff.h"
#include "model/commands/design_edits.h"
#include "model/design/design.h"
#include "tests/support/design_builder.h"
#include "tests/support/example_design.h"
#include "tests/support/test_paths.h"

#include <QTemporaryDir>
#include <QtTest>

using namespace sn;
using test::DesignBuilder;

/// The NetBox hand-off CSV files carry the design's racks, devices,
/// power feeds and cables in NetBox's bulk-import columns.
class TstNetboxCsv : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void cableRowsEqualTheDesignsCables();
    void racksDevicesAndFeeds();
    void cableTypeSlugs_data();
    void cableTypeSlugs();
    void csvQuotesOnlyWhenNeeded();
    void writesEveryFile();
    void exampleDesignCablesAllExported();
    void exampleDesignMatchesGolden();

private:
    static std::unique_ptr<Design> design();
};

std::unique_ptr<Design> TstNetboxCsv::design() {
    auto d =
        DesignBuilder()
            .room(20000, 15000, QStringLiteral("SH1"), QStringLiteral("DH2"))
            .row(QStringLiteral("A"))
            .rack(QStringLiteral("A01"), 1000, 1000)
            .rack(QStringLiteral("A02"), 1600, 1000)
            .device(QStringLiteral("hgx-h100-8gpu-air"), QStringLiteral("A01"), 1, QStringLiteral("gpu-1"))
            .device(QStringLiteral("ib-ndr-64x400g"), QStringLiteral("A01"), 40, QStringLiteral("leaf-1"))
            .device(QStringLiteral("mgmt-48x1g"), QStringLiteral("A02"), 42, QStringLiteral("mgmt-1"))
            .sideDevice(QStringLiteral("pdu-3ph-415v-32a"), QStringLiteral("A01"), SideChannel::Left, 0,
                        QStringLiteral("pdu-a1"))
            .sideDevice(QStringLiteral("pdu-3ph-415v-32a"), QStringLiteral("A01"), SideChannel::Right, 0,
                        QStringLiteral("pdu-b1"))
            .connect(QStringLiteral("gpu-1"), QStringLiteral("OSFP1"), QStringLiteral("leaf-1"),
                     QStringLiteral("P1/1"), PortRole::Compute, QStringLiteral("dac-400g-osfp-30awg"))
            .connect(QStringLiteral("gpu-1"), QStringLiteral("OSFP2"), QStringLiteral("leaf-1"),
                     QStringLiteral("P1/2"), PortRole::Compute, QStringLiteral("mmf-mpo12-400g-osfp"))
            .connect(QStringLiteral("gpu-1"), QStringLiteral("BMC"), QStringLiteral("mgmt-1"),
                     QStringLiteral("swp1"), PortRole::Oob, QStringLiteral("utp-cat6"))
            .connect(QStringLiteral("gpu-1"), QStringLiteral("PSU1"), QStringLiteral("pdu-a1"),
                     QStringLiteral("C19-1"), PortRole::Power, QStringLiteral("power-c19-c20"))
            .connect(QStringLiteral("leaf-1"), QStringLiteral("uart"), QStringLiteral("mgmt-1"),
                     QStringLiteral("con0"), PortRole::Console)
            .build();
    // One cable measured, labelled and installed: those fields must reach NetBox.
    for (const Cable& c : d->cables()) {
        if (c.typeId != QLatin1String("dac-400g-osfp-30awg")) continue;
        Cable edited = c;
        edited.routeLengthMm = 1730;
        edited.orderedLengthMm = 2000;
        edited.label = QStringLiteral("A01-U01-OSFP1");
        edited.status = CableStatus::Installed;
        EditResult r = DesignEdits::editCable(*d, edited);
        if (!r) qFatal("%s", qPrintable(r.error));
        d->undoStack().push(r.command.release());
    }
    return d;
}

void TstNetboxCsv::cableRowsEqualTheDesignsCables() {
    const auto d = design();
    const NetboxTable t = NetboxHandoff::cables(*d);
    QCOMPARE(t.header,
             QStringList({"side_a_device", "side_a_type", "side_a_name", "side_b_device", "side_b_type",
                          "side_b_name", "type", "status", "label", "color", "length", "length_unit"}));
    // The console connection has no cable (no type given), so 4 cables, 4 rows, in design order.
    QCOMPARE(int(d->cables().size()), 4);
    QCOMPARE(int(t.rows.size()), 4);
    // 2000 mm ordered → 2 m; colours from cables.json without '#'; the others keep
    // the labels the connect edit gave them (C0000n).
    QCOMPARE(t.rows[0], QStringList({"gpu-1", "dcim.interface", "OSFP1", "leaf-1", "dcim.interface", "P1/1",
                                     "dac-passive", "connected", "A01-U01-OSFP1", "1a1a1a", "2", "m"}));
    QCOMPARE(t.rows[1], QStringList({"gpu-1", "dcim.interface", "OSFP2", "leaf-1", "dcim.interface", "P1/2",
                                     "mmf-om4", "planned", "C00002", "b04fd1", "", ""}));
    QCOMPARE(t.rows[2], QStringList({"gpu-1", "dcim.interface", "BMC", "mgmt-1", "dcim.interface", "swp1",
                                     "cat6", "planned", "C00003", "2f6fd0", "", ""}));
    // A server's C20 inlet is a power port; the PDU's C19 socket a power outlet.
    QCOMPARE(t.rows[3], QStringList({"gpu-1", "dcim.powerport", "PSU1", "pdu-a1", "dcim.poweroutlet", "C19-1",
                                     "power", "planned", "C00004", "202020", "", ""}));
    // Every row is one of the design's cables, end for end.
    int i = 0;
    for (const Cable& c : d->cables()) {
        const Connection* conn = d->connection(c.connection);
        QCOMPARE(t.rows[i][0], d->device(conn->a.device)->name);
        QCOMPARE(t.rows[i][2], conn->a.port);
        QCOMPARE(t.rows[i][3], d->device(conn->b.device)->name);
        QCOMPARE(t.rows[i][5], conn->b.port);
        QCOMPARE(t.rows[i][8], c.label);
        ++i;
    }
}

void TstNetboxCsv::racksDevicesAndFeeds() {
    const auto d = design();
    const NetboxTable racks = NetboxHandoff::racks(*d);
    QCOMPARE(racks.header.join(QLatin1Char(',')),
             QStringLiteral("site,location,name,status,width,u_height,outer_width,outer_depth,outer_unit,max_"
                            "weight,weight_unit"));
    // rack-48u-600x1200: 48 U, 600 × 1200 mm, 1500 kg.
    QCOMPARE(racks.rows[0],
             QStringList({"SH1", "DH2", "A01", "planned", "19", "48", "600", "1200", "mm", "1500", "kg"}));
    QCOMPARE(int(racks.rows.size()), 2);

    const NetboxTable devices = NetboxHandoff::devices(*d);
    QCOMPARE(devices.header.join(QLatin1Char(',')),
             QStringLiteral("name,role,manufacturer,device_type,status,site,location,rack,position,face"));
    QCOMPARE(int(devices.rows.size()), 5);
    QCOMPARE(devices.rows[1].mid(0, 2), QStringList({"leaf-1", "switch"}));
    QCOMPARE(devices.rows[1].mid(7), QStringList({"A01", "40", "front"}));
    // A 0U PDU is in its rack without a position or face.
    QCOMPARE(devices.rows[3].mid(7), QStringList({"A01", "", ""}));

    const NetboxTable feeds = NetboxHandoff::powerFeeds(*d);
    QCOMPARE(
        feeds.header.join(QLatin1Char(',')),
        QStringLiteral(
            "site,power_panel,location,rack,name,status,type,supply,phase,voltage,amperage,max_utilization"));
    // pdu-3ph-415v-32a: 3-phase 415 V 32 A, derating 0.8 → 80 %. A side primary, B side redundant.
    QCOMPARE(int(feeds.rows.size()), 2);
    QCOMPARE(feeds.rows[0], QStringList({"SH1", "PP-DH2", "DH2", "A01", "pdu-a1-feed", "planned", "primary",
                                         "ac", "three-phase", "415", "32", "80"}));
    QCOMPARE(feeds.rows[1][6], QStringLiteral("redundant"));
    QCOMPARE(NetboxHandoff::powerPanels(*d).rows[0], QStringList({"SH1", "DH2", "PP-DH2"}));
}

void TstNetboxCsv::cableTypeSlugs_data() {
    QTest::addColumn<QString>("cableId");
    QTest::addColumn<QString>("slug");
    QTest::newRow("passive DAC") << "dac-400g-osfp-30awg"
                                 << "dac-passive";
    QTest::newRow("active copper") << "acc-800g-osfp"
                                   << "dac-active";
    QTest::newRow("AOC") << "aoc-400g-osfp"
                         << "aoc";
    QTest::newRow("OM4") << "mmf-mpo16-800g-qsfpdd"
                         << "mmf-om4";
    QTest::newRow("OS2") << "smf-lc-800g-osfp-fr4"
                         << "smf-os2";
    QTest::newRow("Cat6") << "utp-cat6"
                          << "cat6";
    QTest::newRow("power") << "power-c13-c14"
                           << "power";
    QTest::newRow("coolant hose") << "hose-qd-supply"
                                  << "";
}

void TstNetboxCsv::cableTypeSlugs() {
    QFETCH(QString, cableId);
    QFETCH(QString, slug);
    const CableType* type = Catalog::builtIn().cable(cableId);
    QVERIFY(type);
    QCOMPARE(NetboxHandoff::cableTypeSlug(*type), slug);
}

void TstNetboxCsv::csvQuotesOnlyWhenNeeded() {
    const NetboxTable t{QStringLiteral("x.csv"),
                        {QStringLiteral("a"), QStringLiteral("b")},
                        {{QStringLiteral("plain"), QStringLiteral("has,comma")},
                         {QStringLiteral("say \"hi\""), QStringLiteral("两行\n")}}};
    QCOMPARE(NetboxCsvWriter::toCsv(t),
             QStringLiteral("a,b\nplain,\"has,comma\"\n\"say \"\"hi\"\"\",\"两行\n\"\n").toUtf8());
}

void TstNetboxCsv::writesEveryFile() {
    QTemporaryDir dir;
    const auto d = design();
    const QStringList written = NetboxCsvWriter::writeAll(*d, dir.filePath(QStringLiteral("netbox")));
    QCOMPARE(written.size(), 10);
    QFile cables(written.last());
    QVERIFY(cables.fileName().endsWith(QLatin1String("10-cables.csv")));
    QVERIFY(cables.open(QIODevice::ReadOnly));
    QCOMPARE(cables.readAll(), NetboxCsvWriter::toCsv(NetboxHandoff::cables(*d)));
    // A folder that cannot be made is refused by name.
    QFile blocker(dir.filePath(QStringLiteral("file")));
    QVERIFY(blocker.open(QIODevice::WriteOnly));
    blocker.close();
    QVERIFY_THROWS_EXCEPTION(UserError,
                             NetboxCsvWriter::writeAll(*d, dir.filePath(QStringLiteral("file/sub"))));
}

void TstNetboxCsv::exampleDesignCablesAllExported() {
    const auto d = test::buildLiquidRowExample();
    // Coolant hoses and NVLink backplane links have no NetBox cable; every other cable does.
    int expected = 0;
    for (const Cable& c : d->cables()) {
        const CableType* type = d->catalog().cable(c.typeId);
        if (!type || (type->media != CableMedia::Coolant && type->media != CableMedia::NvlinkBackplane))
            ++expected;
    }
    QVERIFY(expected > 0);
    QCOMPARE(int(NetboxHandoff::cables(*d).rows.size()), expected);
}

/// The whole hand-off of the bundled example, reviewed once by hand;
/// `sn_write_golden` (tests/tools) rewrites tests/data/golden/netbox/liquid-row/*.csv.
void TstNetboxCsv::exampleDesignMatchesGolden() {
    const auto d = test::buildLiquidRowExample();
    const QDir golden(test::sourceDir() + QStringLiteral("/tests/data/golden/netbox/liquid-row"));
    for (const NetboxTable& table : NetboxHandoff::tables(*d)) {
        const QByteArray csv = NetboxCsvWriter::toCsv(table);
        QFile file(golden.filePath(table.fileName));
        QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(file.fileName()));
        QCOMPARE(QString::fromUtf8(csv), QString::fromUtf8(file.readAll()));
    }
}

QTEST_GUILESS_MAIN(TstNetboxCsv)
#include "tst_netbox_csv.moc"
