#include "model/netbox/netbox_device_reader.h"
#include "model/netbox/netbox_importer.h"
#include "tests/support/test_paths.h"

#include <QElapsedTimer>
#include <QtTest>

using namespace sn;

/// The whole public NetBox devicetype-library (56ea927, 4 253
/// device types; every one passes the library's own schema test) imports
/// with no file refused. What has no form factor here comes in as a generic
/// port, DC inlets with their feed, extra component keys kept, and each is
/// a warning of a named kind.
class TstNetboxLibrary : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void wholeLibraryImportsWithoutRefusal();
    void warningsByKind();
    void categoriesFromWhatTheFileSays();
    void ownDrawOfUpsAndPdu();
    void dcInletsCarryTheirFeed();
    void yaml11Scalars();
    void namesUniquePerKind();
    void extraKeysKept();
    void outsideTheSchemaStillRefused();

private:
    static QString library() { return test::netboxLibrary() + QStringLiteral("/device-types"); }
    const NetboxImportedType& type(const QString& file) const {
        for (const NetboxImportedType& t : m_import.types)
            if (t.file.endsWith(file)) return t;
        qFatal("%s not imported", qPrintable(file));
    }
    static NetboxImportedType read(const QByteArray& text) { return NetboxDeviceReader::read(text, QStringLiteral("t.yaml")); }
    static QByteArray head() {
        return "manufacturer: Acme\nmodel: X1\nslug: acme-x1\nu_height: 1\nis_full_depth: true\n";
    }
    NetboxImport m_import;
    int m_files = 0;
};

void TstNetboxLibrary::initTestCase() {
    SN_CANNOT_RUN_IF(test::netboxLibraryMissing());
    m_files = int(NetboxImporter::filesIn(library()).size());
    QElapsedTimer t;
    t.start();
    m_import = NetboxImporter::importPaths({library()});
    qInfo("imported %d of %d files in %lld ms", int(m_import.types.size()), m_files, t.elapsed());
}

void TstNetboxLibrary::wholeLibraryImportsWithoutRefusal() {
    QCOMPARE(m_files, 4253);  // device-types/*/*.y*ml at 56ea927
    for (const NetboxImportProblem& p : m_import.problems) qWarning("%s", qPrintable(p.message));
    QCOMPARE(int(m_import.problems.size()), 0);
    QCOMPARE(int(m_import.types.size()), m_files);
}

void TstNetboxLibrary::warningsByKind() {
    const auto byKind = m_import.typesWarnedByKind();
    for (const auto& [kind, n] : byKind) qInfo("warned %-20s %d type(s)", qPrintable(kind), n);
    qInfo("%d of %d types with at least one warning", m_import.warnedTypes(), int(m_import.types.size()));
    // Every note has a kind, and the kinds are the documented ones (model/netbox/README.md).
    const QStringList documented{"console-not-port", "dc-power-port", "device-bays", "draw-figures",
                                 "extra-field", "generic-interface", "generic-power-outlet",
                                 "generic-power-port", "logical-interface", "missing-full-depth",
                                 "outlet-inlet", "partial-draw", "renamed-port"};
    for (const NetboxImportedType& t : m_import.types) QCOMPARE(t.notes.size(), t.noteKinds.size());
    for (const auto& [kind, n] : byKind) QVERIFY2(documented.contains(kind), qPrintable(kind));
    // The kinds the issue measured as refusals are now warnings.
    for (const char* k : {"generic-interface", "generic-power-port", "dc-power-port", "generic-power-outlet", "extra-field"})
        QVERIFY2(byKind.count(QString::fromLatin1(k)) && byKind.at(QString::fromLatin1(k)) > 0, k);
}

void TstNetboxLibrary::categoriesFromWhatTheFileSays() {
    // "HP ProCurve Switch 6108" in its comments, 8 interfaces: a switch, not a server.
    QCOMPARE(type(QStringLiteral("HPE/ProCurve-6108.yaml")).type.category, DeviceCategory::Switch);
    // "APC Smart-UPS …" with C13 outlets: a UPS, not a PDU.
    QCOMPARE(type(QStringLiteral("APC/SMT1000I.yaml")).type.category, DeviceCategory::Ups);
    // Cisco Firepower NGFW: a firewall.
    QCOMPARE(type(QStringLiteral("Cisco/FPR3110-NGFW-K9.yaml")).type.category, DeviceCategory::Router);
    // Tripp Lite PDU: outlets and no UPS wording.
    QCOMPARE(type(QStringLiteral("Eaton/Tripp-Lite-PDUMVR30HVNETLX.yaml")).type.category, DeviceCategory::Pdu);
}

void TstNetboxLibrary::ownDrawOfUpsAndPdu() {
    // SMT1000I: one power port, maximum_draw 700 → 700 W of its own, no allocated_draw → typical unknown.
    const DeviceType& ups = type(QStringLiteral("APC/SMT1000I.yaml")).type;
    QCOMPARE(ups.maxPowerW, 700.0);
    QVERIFY(!ups.isUnknown(TypeFigure::MaxPowerW));
    QVERIFY(ups.isUnknown(TypeFigure::TypicalPowerW));
    QVERIFY(ups.isUnknown(TypeFigure::Pdu));  // its outlets' rating is not in the file
    // Tripp Lite PDUMVR30HVNETLX: inlet "Power", nema-l6-30p (a generic inlet), maximum_draw 8320.
    const DeviceType& pdu = type(QStringLiteral("Eaton/Tripp-Lite-PDUMVR30HVNETLX.yaml")).type;
    QCOMPARE(pdu.maxPowerW, 8320.0);
    const PortSpec* inlet = pdu.port(QStringLiteral("Power"));
    QVERIFY(inlet);
    QCOMPARE(inlet->formFactor, FormFactor::Generic);
    QCOMPARE(inlet->netbox->type, QStringLiteral("nema-l6-30p"));
    QCOMPARE(inlet->netbox->component, QStringLiteral("power-port"));
}

void TstNetboxLibrary::dcInletsCarryTheirFeed() {
    // Ericsson R6675: power ports A and B, dc-terminal, description "-48 VDC", maximum_draw 225 each.
    const DeviceType& r = type(QStringLiteral("Ericsson/R6675.yml")).type;
    for (const char* name : {"A", "B"}) {
        const PortSpec* p = r.port(QString::fromLatin1(name));
        QVERIFY(p);
        QCOMPARE(p->dcFeed, DcFeed::Minus48);
        QCOMPARE(p->formFactor, FormFactor::Generic);
        QCOMPARE(p->role, PortRole::Power);
    }
    QCOMPARE(r.maxPowerW, 450.0);  // 2 × 225 W
    // No voltage anywhere: DC of unknown voltage.
    const auto t = read(head() + "power-ports:\n  - name: PWR\n    type: dc-terminal\n    maximum_draw: 60\n");
    QCOMPARE(t.type.port(QStringLiteral("PWR"))->dcFeed, DcFeed::Unknown);
    QVERIFY(t.noteKinds.contains(QStringLiteral("dc-power-port")));
    // "48V" with no minus: +48 V (PoE-style positive supply).
    const auto p = read(head() + "power-ports:\n  - name: PWR\n    type: dc-terminal\n    label: 48V DC in\n");
    QCOMPARE(p.type.port(QStringLiteral("PWR"))->dcFeed, DcFeed::Plus48);
    // An AC inlet takes no DC feed.
    const auto ac = read(head() + "power-ports:\n  - name: PSU1\n    type: iec-60320-c14\n");
    QCOMPARE(ac.type.port(QStringLiteral("PSU1"))->dcFeed, DcFeed::None);
}

void TstNetboxLibrary::yaml11Scalars() {
    // PyYAML (YAML 1.1): 08 and 09 are not octal, so strings; the file names outlets 08 and 09.
    const DeviceType& pdu = type(QStringLiteral("Eaton/Tripp-Lite-PDUMVR30HVNETLX.yaml")).type;
    QVERIFY(pdu.port(QStringLiteral("08")));
    QVERIFY(pdu.port(QStringLiteral("09")));
    const auto t = read("manufacturer: Acme\nmodel: X1\nslug: acme-x1\npart_number: 02351930\nu_height: 1\n"
                        "is_full_depth: yes\nweight: 1_000\nweight_unit: g\n");
    QCOMPARE(t.type.netbox->partNumber, QStringLiteral("02351930"));  // a 9 in it: no octal number
    QVERIFY(t.type.netbox->fullDepth);                                  // yes is true in YAML 1.1
    QCOMPARE(t.type.weightKg, 1.0);                                     // 1_000 g
    // 0755 is octal 493 in YAML 1.1: a number, so not a part number.
    try {
        read("manufacturer: Acme\nmodel: X1\nslug: acme-x1\npart_number: 0755\nu_height: 1\nis_full_depth: true\n");
        QFAIL("an integer part number was accepted");
    } catch (const UserError& e) {
        QVERIFY2(e.message().contains(QLatin1String("part_number: expected a string")), qPrintable(e.message()));
    }
}

void TstNetboxLibrary::namesUniquePerKind() {
    // NetBox wants names unique within one kind only: console port "1" and interface "1" are fine.
    const auto t = read(head() + "interfaces:\n  - name: '1'\n    type: 1000base-t\n"
                                 "console-ports:\n  - name: '1'\n    type: rj-45\n");
    QVERIFY(t.type.port(QStringLiteral("1")));
    const PortSpec* console = t.type.port(QStringLiteral("1 (console-port)"));
    QVERIFY(console);
    QCOMPARE(console->netbox->name, QStringLiteral("1"));  // the NetBox name, for the hand-off
    QVERIFY(t.noteKinds.contains(QStringLiteral("renamed-port")));
    // Twice within one kind is still refused.
    try {
        read(head() + "interfaces:\n  - name: p1\n    type: 1000base-t\n  - name: p1\n    type: 1000base-t\n");
        QFAIL("a repeated interface name was accepted");
    } catch (const UserError& e) {
        QVERIFY2(e.message().contains(QLatin1String("interface name \"p1\" occurs twice")), qPrintable(e.message()));
    }
}

void TstNetboxLibrary::extraKeysKept() {
    // components.json leaves components open: console-ports poe, module-bays maximum_draw.
    const auto t = read(head() + "console-ports:\n  - name: con\n    type: rj-45\n    poe: true\n"
                                 "module-bays:\n  - name: PSU1\n    position: '1'\n    maximum_draw: 800\n");
    QCOMPARE(t.type.netbox->extraFields,
             QStringList({QStringLiteral("console-ports[0].poe: true"), QStringLiteral("module-bays[0].maximum_draw: 800")}));
    QCOMPARE(t.noteKinds.count(QStringLiteral("extra-field")), 2);
    QVERIFY(!t.notes.join(QLatin1Char(' ')).contains(QLatin1String("schema allows")));
}

void TstNetboxLibrary::outsideTheSchemaStillRefused() {
    // A type the schema does not list, and a top-level key devicetype.json forbids.
    auto refused = [](const QByteArray& text, const char* words) {
        try {
            read(text);
        } catch (const UserError& e) {
            QVERIFY2(e.message().contains(QLatin1String(words)), qPrintable(e.message()));
            return;
        }
        QFAIL(words);
    };
    refused(head() + "interfaces:\n  - name: p1\n    type: 400gbase-x-foo\n",
            "interfaces[0].type: \"400gbase-x-foo\" is not a NetBox interface type");
    refused(head() + "power-ports:\n  - name: p1\n    type: nema-99\n", "\"nema-99\" is not a NetBox power-port type");
    refused(head() + "colour: red\n", "colour: unknown field");
}

QTEST_MAIN(TstNetboxLibrary)
#include "tst_netbox_library.moc"
