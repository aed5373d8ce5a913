#include "model/catalog/catalog.h"
#include "model/catalog/catalog_json.h"
#include "model/catalog/catalog_loader.h"
#include "model/core/sn_error.h"

#include <QtTest>

using namespace sn;

class TstCatalog : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void builtInLoads();
    void requiredEntriesExist_data();
    void requiredEntriesExist();
    void everyEntryHasASource();
    void figuresFromDomainNumbers();
    void pduContinuousPower();
    void psusStateWhatTheyDoBelowRedundancy();
    void twinPortCagesExpand();
    void serverNcclPortsExist();
    void entriesRoundTripCanonically();
    void unknownFiguresRoundTrip_data();
    void unknownFiguresRoundTrip();
    void orderableLengthRoundsUp();
    void errorsNameFileAndPointer_data();
    void errorsNameFileAndPointer();
};

void TstCatalog::builtInLoads() {
    const Catalog& c = Catalog::builtIn();
    QVERIFY(c.devices().size() >= 20);
    QVERIFY(c.cables().size() >= 10);
    QVERIFY(c.coolants().size() >= 2);
    QVERIFY(c.rackTypes().size() >= 3);
    QVERIFY(c.trayTypes().size() >= 2);
}

void TstCatalog::requiredEntriesExist_data() {
    QTest::addColumn<QString>("id");
    for (const char* id : {"hgx-h100-8gpu-air", "hgx-h100-8gpu-liquid", "hgx-b200-8gpu-liquid", "nvl72-compute-tray",
                           "nvl72-nvlink-switch-tray", "ib-ndr-64x400g", "eth-800g-64x800g", "mgmt-48x1g",
                           "cpu-head-node", "storage-node", "pdu-3ph-415v-32a", "pdu-3ph-415v-63a",
                           "manifold-0u-16qd", "cdu-inrack-250kw", "cdu-inrow-1mw", "cable-manager-1u", "blank-1u"})
        QTest::newRow(id) << QString::fromLatin1(id);
}

void TstCatalog::requiredEntriesExist() {
    QFETCH(QString, id);
    QVERIFY2(Catalog::builtIn().device(id), qPrintable(id));
}

void TstCatalog::everyEntryHasASource() {
    const Catalog& c = Catalog::builtIn();
    for (const DeviceType& d : c.devices()) QVERIFY2(!d.source.trimmed().isEmpty(), qPrintable(d.id));
    for (const CableType& d : c.cables()) QVERIFY2(!d.source.trimmed().isEmpty(), qPrintable(d.id));
    for (const CoolantType& d : c.coolants()) QVERIFY2(!d.source.trimmed().isEmpty(), qPrintable(d.id));
}

void TstCatalog::figuresFromDomainNumbers() {
    const Catalog& c = Catalog::builtIn();
    // domain-numbers.md §1e: DGX H100 10.2 kW, DGX B200 ~14.3 kW.
    QCOMPARE(c.device(QStringLiteral("hgx-h100-8gpu-air"))->maxPowerW, 10200.0);
    QCOMPARE(c.device(QStringLiteral("hgx-b200-8gpu-liquid"))->maxPowerW, 14300.0);
    QCOMPARE(c.device(QStringLiteral("hgx-h100-8gpu-air"))->gpus, 8);
    QCOMPARE(c.device(QStringLiteral("nvl72-compute-tray"))->nvlinkDomain->gpus, 72);
    // §1d: water 0.997 kg/L, 4.18 kJ/kg·K; PG25 1.0215, 3.92.
    QCOMPARE(c.coolant(QStringLiteral("water"))->cpKjPerKgK, 4.18);
    QCOMPARE(c.coolant(QStringLiteral("pg25"))->densityKgPerL, 1.0215);
    // §1a: 30 AWG 400G DAC OD 4.5 mm, 21 mm single bend; 26 AWG 29 mm.
    const CableType* dac30 = c.cable(QStringLiteral("dac-400g-osfp-30awg"));
    QVERIFY(dac30);
    QCOMPARE(dac30->outerDiameterMm, 4.5);
    QCOMPARE(dac30->minStaticBendMm(), 21.0);
    QCOMPARE(c.cable(QStringLiteral("dac-400g-osfp-26awg"))->minStaticBendMm(), 29.0);
    // CDU 250 kW in-rack (Supermicro LCS-SCDU-250L4001).
    QCOMPARE(c.device(QStringLiteral("cdu-inrack-250kw"))->cdu->capacityW, 250000.0);
}

void TstCatalog::psusStateWhatTheyDoBelowRedundancy() {
    const Catalog& c = Catalog::builtIn();
    // DGX B200 user guide: 6 × 3.3 kW, 5+1; it runs on, capped, with PSUs lost.
    for (const char* id : {"hgx-b200-8gpu-liquid", "hgx-b200-8gpu-air", "hgx-h100-8gpu-air", "hgx-h100-8gpu-liquid"}) {
        const PsuSpec& psu = *c.device(QLatin1String(id))->psu;
        QCOMPARE(psu.count, 6);
        QCOMPARE(psu.ratingW, 3300.0);
        QCOMPARE(psu.shortfall, std::optional<PsuShortfall>(PsuShortfall::Cap));
        QVERIFY2(psu.source.contains(QStringLiteral("user guide")), id);
    }
    QCOMPARE(c.device(QStringLiteral("hgx-b200-8gpu-liquid"))->psu->scheme(), QStringLiteral("5+1"));
    QCOMPARE(c.device(QStringLiteral("hgx-h100-8gpu-air"))->psu->scheme(), QStringLiteral("4+2"));
    // A switch whose entry says nothing keeps the default (it stops when short).
    QVERIFY(!c.device(QStringLiteral("ib-ndr-64x400g"))->psu->shortfall);
    // An older catalog's psu object, without the new keys, still loads; a wrong word is refused.
    const QByteArray head = R"({"format":"supernode-catalog","version":1,"entries":[)";
    Catalog old = Catalog::builtIn();
    loadCatalogDocument(head + R"({"kind":"device","id":"x","vendor":"v","model":"m","category":"server","u_height":1,"source":"s","psu":{"count":2,"redundant":1,"rating_w":800}}]})",
                        QStringLiteral("old.json"), old);
    QCOMPARE(*old.device(QStringLiteral("x"))->psu, (PsuSpec{2, 1, 800, {}, {}}));
    Catalog bad = Catalog::builtIn();
    QVERIFY_THROWS_EXCEPTION(UserError, loadCatalogDocument(head + R"({"kind":"device","id":"x","vendor":"v","model":"m","category":"server","u_height":1,"source":"s","psu":{"count":2,"rating_w":800,"shortfall":"throttle"}}]})",
                                                            QStringLiteral("bad.json"), bad));
}

void TstCatalog::pduContinuousPower() {
    // §1e: 415 V / 32 A three-phase = 23.0 kW, 18.4 kW continuous at 0.8.
    const DeviceType* pdu = Catalog::builtIn().device(QStringLiteral("pdu-3ph-415v-32a"));
    QVERIFY(pdu && pdu->pdu);
    QVERIFY(qAbs(pdu->pdu->continuousW() - 18400) < 50);
}

void TstCatalog::twinPortCagesExpand() {
    const DeviceType* ib = Catalog::builtIn().device(QStringLiteral("ib-ndr-64x400g"));
    QVERIFY(ib);
    int compute = 0;
    QSet<int> cages;
    for (const PortSpec& p : ib->ports())
        if (p.role == PortRole::Compute) {
            ++compute;
            cages.insert(p.cage);
            QCOMPARE(p.formFactor, FormFactor::Osfp);
            QCOMPARE(p.speedGbps, 400.0);
        }
    QCOMPARE(compute, 64);
    QCOMPARE(cages.size(), 32);
}

void TstCatalog::serverNcclPortsExist() {
    for (const DeviceType& d : Catalog::builtIn().devices()) {
        if (d.category != DeviceCategory::Server) continue;
        if (d.gpus == 0) continue;
        QCOMPARE(int(d.nccl.gpus.size()), d.gpus);
        for (const NcclNic& nic : d.nccl.nics)
            QVERIFY2(nic.port.isEmpty() || d.port(nic.port), qPrintable(d.id + QLatin1Char('/') + nic.port));
    }
}

void TstCatalog::entriesRoundTripCanonically() {
    const Catalog& c = Catalog::builtIn();
    for (const DeviceType& d : c.devices()) {
        const Json first = catalog_json::write(d);
        const DeviceType again = catalog_json::readDevice(JsonReader(first, QStringLiteral("mem")));
        QVERIFY2(again == d, qPrintable(d.id));
        QCOMPARE(catalog_json::write(again).dump(), first.dump());
    }
    for (const CableType& e : c.cables()) {
        const Json first = catalog_json::write(e);
        QVERIFY(catalog_json::readCable(JsonReader(first, QStringLiteral("mem"))) == e);
    }
}

void TstCatalog::unknownFiguresRoundTrip_data() {
    QTest::addColumn<QByteArray>("entry");
    QTest::addColumn<QStringList>("unknown");
    QTest::addColumn<bool>("hasNetbox");
    QTest::newRow("no power figures")
        << QByteArray(R"({"kind":"device","id":"netbox-x","vendor":"v","model":"m","category":"switch","u_height":1,)"
                      R"("ports":[],"source":"s","unknown":["max_power_w","typical_power_w"]})")
        << QStringList{QStringLiteral("max_power_w"), QStringLiteral("typical_power_w")} << false;
    // A known typical draw above an unknown (placeholder 0) maximum is accepted.
    QTest::newRow("typical known, max unknown")
        << QByteArray(R"({"kind":"device","id":"netbox-y","vendor":"v","model":"m","category":"server","u_height":2,)"
                      R"("typical_power_w":800,"ports":[],"source":"s","unknown":["max_power_w"],)"
                      R"("netbox":{"slug":"v-m","part_number":"PN","airflow":"front-to-rear","is_full_depth":true,)"
                      R"("console_ports":1,"front_ports":0,"rear_ports":0,"module_bays":4}})")
        << QStringList{QStringLiteral("max_power_w")} << true;
}

void TstCatalog::unknownFiguresRoundTrip() {
    QFETCH(QByteArray, entry);
    QFETCH(QStringList, unknown);
    QFETCH(bool, hasNetbox);
    const Json json = Json::parse(entry.toStdString());
    const DeviceType d = catalog_json::readDevice(JsonReader(json, QStringLiteral("mem")));
    QCOMPARE(d.unknownFields.keys(), unknown);
    for (const QString& key : unknown) QVERIFY(d.isUnknown(*kTypeFigureNames.parse(key)));
    QVERIFY(!d.isUnknown(TypeFigure::WeightKg));
    QCOMPARE(d.netbox.has_value(), hasNetbox);
    const Json first = catalog_json::write(d);
    const DeviceType again = catalog_json::readDevice(JsonReader(first, QStringLiteral("mem")));
    QVERIFY(again == d);
    QCOMPARE(catalog_json::write(again).dump(), first.dump());
    // A built-in entry has neither member, so its canonical text is unchanged.
    QVERIFY(!catalog_json::write(*Catalog::builtIn().device(QStringLiteral("blank-1u"))).contains("unknown"));
}

void TstCatalog::orderableLengthRoundsUp() {
    const CableType* dac = Catalog::builtIn().cable(QStringLiteral("dac-400g-osfp-30awg"));
    QVERIFY(dac && !dac->lengthsM.empty());
    QCOMPARE(dac->orderableLengthM(dac->lengthsM.front() - 0.1), dac->lengthsM.front());
    QCOMPARE(dac->orderableLengthM(dac->lengthsM.back() + 0.1), -1.0);
}

void TstCatalog::errorsNameFileAndPointer_data() {
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("expected");
    const QByteArray head = R"({"format":"supernode-catalog","version":1,"entries":[)";
    QTest::newRow("syntax") << QByteArray("{\n  \"format\": ,\n}") << QStringLiteral("user.json:2:");
    QTest::newRow("wrong format") << QByteArray(R"({"format":"x","version":1,"entries":[]})")
                                  << QStringLiteral("user.json: /format:");
    QTest::newRow("future version") << QByteArray(R"({"format":"supernode-catalog","version":9,"entries":[]})")
                                    << QStringLiteral("user.json: /version: catalog version 9");
    QTest::newRow("bad count") << head + R"({"kind":"device","id":"x","vendor":"v","model":"m","category":"switch","u_height":1,"ports":[{"name":"P{n}","count":"many","form_factor":"osfp","role":"compute"}],"source":"s"}]})"
                               << QStringLiteral("user.json: /entries/0/ports/0/count: expected an integer");
    QTest::newRow("unknown enum") << head + R"({"kind":"device","id":"x","vendor":"v","model":"m","category":"toaster","u_height":1,"source":"s"}]})"
                                  << QStringLiteral("user.json: /entries/0/category: unknown value \"toaster\"");
    QTest::newRow("duplicate id") << head + R"({"kind":"coolant","id":"water","name":"W","density_kg_per_l":1,"cp_kj_per_kg_k":4,"source":"s"}]})"
                                  << QStringLiteral("user.json: /entries/0/id: id \"water\" is already in the catalog");
    QTest::newRow("unknown figure") << head + R"({"kind":"device","id":"x","vendor":"v","model":"m","category":"switch","u_height":1,"source":"s","unknown":["colour"]}]})"
                                    << QStringLiteral("user.json: /entries/0/unknown/0: unknown value \"colour\"");
    QTest::newRow("optic for end B alone") << head + R"({"kind":"cable","id":"x","vendor":"v","model":"m","media":"mmf","connectors":["osfp","qsfp112"],"speed_gbps":400,"reach_m":50,"lengths_m":[1],"transceiver_b":"xcvr-400g-sr4-qsfp112","source":"s"}]})"
                                           << QStringLiteral("user.json: /entries/0/transceiver_b: needs \"transceiver\" for end A");
    QTest::newRow("unknown optic for end B") << head + R"({"kind":"cable","id":"x","vendor":"v","model":"m","media":"mmf","connectors":["osfp","qsfp112"],"speed_gbps":400,"reach_m":50,"lengths_m":[1],"transceiver":"xcvr-400g-sr4-osfp","transceiver_b":"nope","source":"s"}]})"
                                             << QStringLiteral("user.json: cable \"x\" names transceiver \"nope\"");
    QTest::newRow("unknown twin-port optic") << head + R"({"kind":"cable","id":"x","vendor":"v","model":"m","media":"smf","connectors":["osfp","osfp"],"speed_gbps":400,"reach_m":2000,"lengths_m":[1],"transceiver_twin":"nope","source":"s"}]})"
                                             << QStringLiteral("user.json: cable \"x\" names transceiver \"nope\"");
    QTest::newRow("twin-port optic on a splitter") << head + R"({"kind":"cable","id":"x","vendor":"v","model":"m","media":"smf","connectors":["osfp","osfp"],"speed_gbps":400,"reach_m":2000,"lengths_m":[1],"transceiver_twin":"xcvr-800g-2xfr4-osfp","legs":2,"source":"s"}]})"
                                                   << QStringLiteral("user.json: /entries/0/legs: a fibre carries one link");
    // OS interface names: one per port of the group, each a Linux name, with a source.
    const QByteArray inb = R"({"kind":"device","id":"x","vendor":"v","model":"m","category":"server","u_height":1,"source":"s","ports":[{"name":"INB{n}","count":2,"form_factor":"qsfp112","role":"inband","os_interface":)";
    QTest::newRow("interface names short") << head + inb + R"({"netdev":["enp170s0f1np1"],"source":"guide"}}]}]})"
                                           << QStringLiteral("user.json: /entries/0/ports/0/os_interface/netdev: lists 1 name(s) for the group's 2 port(s)");
    QTest::newRow("interface name too long") << head + inb + R"({"netdev":["enp170s0f1np1","enp170s0f1np1xyz"],"source":"guide"}}]}]})"
                                             << QStringLiteral("user.json: /entries/0/ports/0/os_interface/netdev/1: \"enp170s0f1np1xyz\" is not an interface name");
    QTest::newRow("interface names unsourced") << head + inb + R"({"netdev":["eth0","eth1"],"source":" "}}]}]})"
                                               << QStringLiteral("user.json: /entries/0/ports/0/os_interface/source: must name the document");
    QTest::newRow("nvlink domain kind") << head + R"({"kind":"device","id":"x","vendor":"v","model":"m","category":"server","u_height":1,"source":"s","nvlink_domain":{"gpus":8,"kind":"rack"}}]})"
                                        << QStringLiteral("user.json: /entries/0/nvlink_domain/kind: unknown value \"rack\" (expected one of: nvswitch-baseboard, rack-scale)");
    QTest::newRow("nccl nvlink kind") << head + R"({"kind":"device","id":"x","vendor":"v","model":"m","category":"server","u_height":1,"source":"s","nccl":{"cpus":[],"gpus":[],"nics":[],"nvlink":{"kind":"nvlink5"}}}]})"
                                      << QStringLiteral("user.json: /entries/0/nccl/nvlink/kind: unknown value \"nvlink5\" (expected one of: none, nvswitch, direct)");
    QTest::newRow("outlet phase") << head + R"({"kind":"device","id":"x","vendor":"v","model":"m","category":"pdu","u_height":0,"mount":"side","source":"s","ports":[{"name":"O1","form_factor":"c13","role":"power","phase":"L4"}]}]})"
                                  << QStringLiteral("user.json: /entries/0/ports/0/phase: unknown value \"L4\" (expected one of: L1, L2, L3, L123)");
    QTest::newRow("netbox without slug") << head + R"({"kind":"device","id":"x","vendor":"v","model":"m","category":"switch","u_height":1,"source":"s","netbox":{}}]})"
                                         << QStringLiteral("user.json: /entries/0/netbox/slug:");
}

void TstCatalog::errorsNameFileAndPointer() {
    QFETCH(QByteArray, text);
    QFETCH(QString, expected);
    Catalog catalog = Catalog::builtIn();
    const int before = int(catalog.devices().size());
    try {
        loadCatalogDocument(text, QStringLiteral("user.json"), catalog);
        QFAIL("no error");
    } catch (const UserError& e) {
        QVERIFY2(e.message().startsWith(expected), qPrintable(e.message()));
    }
    QCOMPARE(int(catalog.devices().size()), before);
}

QTEST_GUILESS_MAIN(TstCatalog)
#include "tst_catalog.moc"
