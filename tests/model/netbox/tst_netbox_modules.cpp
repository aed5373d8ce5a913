#include "model/catalog/catalog_json.h"
#include "model/netbox/netbox_device_reader.h"
#include "model/netbox/netbox_importer.h"
#include "model/netbox/user_catalog.h"
#include "tests/support/test_paths.h"

#include <QTemporaryDir>
#include <QtTest>

using namespace sn;

/// NetBox module types (devicetype-library 56ea927,
/// module-types/, 1 466 files) come into the catalog as PSU, NIC and
/// transceiver modules. The expected figures were counted independently
/// with the library's own schema and PyYAML: tests/model/netbox_module_count.py.
class TstNetboxModules : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void wholeModuleLibrary();
    void psuDrawFromItsPowerPort();
    void nicPortsFromItsInterfaces();
    void idsStayDistinct();
    void transceiverFormFactorAndReach();
    void onlySchemaViolationsRefused();
    void weightInItsUnit();
    void catalogRoundTrip();

private:
    static QString library() { return test::netboxLibrary() + QStringLiteral("/module-types"); }
    const ModuleType& module(const QString& file) const {
        for (const NetboxImportedModule& m : m_import.modules)
            if (m.file.endsWith(file)) return *m.module;
        qFatal("%s not imported", qPrintable(file));
    }
    static int portCount(const ModuleType& m) {
        int n = 0;
        for (const PortGroup& g : m.portGroups) n += g.count * g.subports;
        return n;
    }
    static NetboxImportedFile read(const QByteArray& text) { return NetboxDeviceReader::readAny(text, QStringLiteral("m.yaml")); }
    NetboxImport m_import;
};

void TstNetboxModules::initTestCase() {
    SN_CANNOT_RUN_IF(test::netboxLibraryMissing());
    m_import = NetboxImporter::importPaths({library()});
}

void TstNetboxModules::wholeModuleLibrary() {
    QCOMPARE(int(NetboxImporter::filesIn(library()).size()), 1466);  // module-types/*/*.y*ml
    for (const NetboxImportProblem& p : m_import.problems) qWarning("%s", qPrintable(p.message));
    // Every file is valid against schema/moduletype.json: none refused.
    QCOMPARE(int(m_import.problems.size()), 0);
    QVERIFY(m_import.types.empty());
    // 554 + 631 + 0 = 1 185 imported; 1 466 − 1 185 = 281 passed over.
    int psu = 0, nic = 0, transceiver = 0;
    for (const NetboxImportedModule& m : m_import.modules) {
        QVERIFY(m.module);
        QCOMPARE(m.notes.size(), m.noteKinds.size());
        psu += m.module->kind == ModuleKind::Psu;
        nic += m.module->kind == ModuleKind::Nic;
        transceiver += m.module->kind == ModuleKind::Transceiver;
    }
    QCOMPARE(psu, 554);
    QCOMPARE(nic, 631);
    QCOMPARE(transceiver, 0);  // the library holds no optic module types at this commit
    QCOMPARE(int(m_import.modules.size()), 1185);
    QCOMPARE(int(m_import.skipped.size()), 281);
    // A fibre adapter panel: front and rear ports only.
    const auto panel = std::find_if(m_import.skipped.begin(), m_import.skipped.end(), [](const NetboxImportProblem& p) {
        return p.file.endsWith(QStringLiteral("Panduit/FAP12WBUDLCZ.yaml"));
    });
    QVERIFY(panel != m_import.skipped.end());
    QVERIFY(panel->message.contains(QStringLiteral("no interface and no power port")));
}

void TstNetboxModules::psuDrawFromItsPowerPort() {
    // HPE Aruba EC-S-P-PSU-AC: power port PS{module}, iec-60320-c14, maximum_draw 111.
    const ModuleType& m = module(QStringLiteral("HPE/Aruba-EC-S-P-PSU-AC.yaml"));
    QCOMPARE(m.kind, ModuleKind::Psu);
    QCOMPARE(m.maxPowerW, 111.0);
    QVERIFY(!m.isUnknown(TypeFigure::MaxPowerW));
    QVERIFY(m.isUnknown(TypeFigure::TypicalPowerW));  // no allocated_draw
    QVERIFY(m.isUnknown(TypeFigure::WeightKg));
    QCOMPARE(m.partNumber, QStringLiteral("500615-001"));
    QCOMPARE(m.vendor, QStringLiteral("HPE"));
    QCOMPARE(int(m.portGroups.size()), 1);
    QCOMPARE(m.portGroups.front().formFactor, FormFactor::C14);
    QCOMPARE(m.portGroups.front().role, PortRole::Power);
}

void TstNetboxModules::nicPortsFromItsInterfaces() {
    // Dell 4TRD3: two 25gbase-x-sfp28 interfaces ("Mellanox 2x25G SFP28 OCP 3.0").
    const ModuleType& m = module(QStringLiteral("Dell/4TRD3.yaml"));
    QCOMPARE(m.kind, ModuleKind::Nic);
    QCOMPARE(portCount(m), 2);
    for (const PortGroup& g : m.portGroups) {
        QCOMPARE(g.formFactor, FormFactor::Sfp28);
        QCOMPARE(g.speedGbps, 25.0);
        QCOMPARE(g.role, PortRole::InBand);  // below 100 G and not mgmt_only
    }
    QVERIFY(m.isUnknown(TypeFigure::MaxPowerW));
}

void TstNetboxModules::idsStayDistinct() {
    // N9K-SUP-A and N9K-SUP-A+ would both spell "cisco-n9k-sup-a"; the "+"
    // adds SHA-1("Cisco\nN9K-SUP-A+")[0..8] = ec567cdd (python3 hashlib).
    QCOMPARE(module(QStringLiteral("Cisco/N9K-SUP-A.yaml")).id, QStringLiteral("netbox-module-cisco-n9k-sup-a"));
    QCOMPARE(module(QStringLiteral("Cisco/N9K-SUP-A+.yaml")).id, QStringLiteral("netbox-module-cisco-n9k-sup-a-ec567cdd"));
    QSet<QString> ids;
    for (const NetboxImportedModule& m : m_import.modules) ids.insert(m.module->id);
    QCOMPARE(int(ids.size()), int(m_import.modules.size()));
}

void TstNetboxModules::transceiverFormFactorAndReach() {
    // Not in the library: a module file as a user would write one for an optic.
    const NetboxImportedFile f = read("manufacturer: Acme\nmodel: QSFP-100G-LR4\n"
                                      "description: 100G QSFP28 LR4 transceiver, 10 km on single-mode fibre\n"
                                      "interfaces:\n  - name: Port\n    type: 100gbase-x-qsfp28\n");
    QVERIFY(!f.type);
    QVERIFY(f.module && f.module->module);
    const ModuleType& m = *f.module->module;
    QCOMPARE(m.kind, ModuleKind::Transceiver);
    QCOMPARE(m.formFactor, FormFactor::Qsfp56);  // the catalog's cage for QSFP28 (netbox_type_map.cpp)
    QCOMPARE(m.speedGbps, 100.0);
    QCOMPARE(m.reachM, 10000.0);  // "10 km"
    QVERIFY(!m.isUnknown(TypeFigure::ReachM));
    // Without a stated reach it is unknown, not zero.
    const auto noReach = read("manufacturer: Acme\nmodel: SFP-X\ncomments: SFP28 transceiver\n"
                              "interfaces:\n  - name: P\n    type: 25gbase-x-sfp28\n");
    QVERIFY(noReach.module->module->isUnknown(TypeFigure::ReachM));
}

void TstNetboxModules::onlySchemaViolationsRefused() {
    const auto refused = [&](const QByteArray& text, const QString& expected) {
        try {
            read(text);
            QFAIL("accepted");
        } catch (const UserError& e) {
            QVERIFY2(e.message().contains(expected), qPrintable(e.message()));
        }
    };
    // moduletype.json: additionalProperties false; manufacturer and model required.
    refused("manufacturer: Acme\nmodel: M\nairflow: front-to-rear\n", QStringLiteral("unknown field"));
    refused("manufacturer: Acme\ninterfaces:\n  - name: P\n    type: 10gbase-t\n", QStringLiteral("model"));
    refused("manufacturer: Acme\nmodel: M\ninterfaces:\n  - name: P\n    type: warp-drive\n",
            QStringLiteral("is not a NetBox interface type"));
    // A name twice within one kind.
    refused("manufacturer: Acme\nmodel: M\npower-ports:\n  - name: PS\n    type: iec-60320-c14\n"
            "  - name: PS\n    type: iec-60320-c14\n",
            QStringLiteral("occurs twice"));
}

void TstNetboxModules::weightInItsUnit() {
    // A module's weight is read as a device type's: 2 lb = 2 × 0.45359237 kg = 0.90718474 kg.
    const QByteArray psu = "manufacturer: Acme\nmodel: PSU-3000\n"
                           "power-ports:\n  - name: PS\n    type: iec-60320-c20\n    maximum_draw: 3000\n";
    const NetboxImportedFile f = read(psu + "weight: 2\nweight_unit: lb\n");
    QVERIFY(f.module && f.module->module);
    QCOMPARE(f.module->module->weightKg, 0.90718474);
    QVERIFY(!f.module->module->isUnknown(TypeFigure::WeightKg));
    // The same refusals as a device type's, each naming its field.
    const auto refusal = [&](const QByteArray& text) {
        try {
            read(text);
        } catch (const UserError& e) {
            return e.message();
        }
        return QStringLiteral("accepted");
    };
    QVERIFY2(refusal(psu + "weight: 2\n").contains(QStringLiteral("weight: weight needs weight_unit")),
             qPrintable(refusal(psu + "weight: 2\n")));
    QVERIFY(refusal(psu + "weight_unit: kg\n").contains(QStringLiteral("weight_unit: weight_unit needs weight")));
    QVERIFY(refusal(psu + "weight: 2\nweight_unit: stone\n").contains(QStringLiteral("unknown value \"stone\"")));
    QVERIFY(refusal(psu + "weight: -2\nweight_unit: kg\n").contains(QStringLiteral("weight: must not be negative")));
}

void TstNetboxModules::catalogRoundTrip() {
    // Written to a user catalog and read back, every imported module type is the same.
    Catalog c;
    for (const NetboxImportedModule& m : m_import.modules) c.put(*m.module);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("user.json"));
    UserCatalog::save(c, path);
    const Catalog back = UserCatalog::load(path);
    QCOMPARE(back.modules().size(), c.modules().size());
    for (const ModuleType& m : c.modules()) {
        const ModuleType* again = back.module(m.id);
        QVERIFY2(again && *again == m, qPrintable(m.id));
    }
}

QTEST_GUILESS_MAIN(TstNetboxModules)
#include "tst_netbox_modules.moc"
