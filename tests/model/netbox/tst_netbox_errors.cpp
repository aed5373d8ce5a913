#include "model/netbox/netbox_importer.h"
#include "model/netbox/user_catalog.h"

#include <QTemporaryDir>
#include <QtTest>

using namespace sn;

/// Bad NetBox input is refused with a message naming the file,
/// the line and column, and the field; a folder import reports each bad file
/// and imports the rest.
class TstNetboxErrors : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void badFileRefused_data();
    void badFileRefused();
    void halfUnitsAccepted();
    void allocatedAboveMaximumWarned();
    void missingFullDepthImportsWithAWarning();
    void poundsConvertToKilograms();
    void strayFilesInFolder();
    void duplicateSlugRefusedForLaterFile();
    void typeBeyondTheCatalogIsRefusedAlone();
    void badUserCatalogNamesFileAndPointer();

private:
    static QString write(const QTemporaryDir& dir, const QString& name, const QByteArray& text);
};

namespace {
// A valid device type; rows change one line of it.
const QByteArray kGood =
    "manufacturer: Acme\n"          // 1
    "model: X1\n"                   // 2
    "slug: acme-x1\n"               // 3
    "u_height: 1\n"                 // 4
    "is_full_depth: true\n"         // 5
    "interfaces:\n"                 // 6
    "  - name: p1\n"                // 7
    "    type: 400gbase-x-osfp\n";  // 8
QByteArray with(const char* from, const char* to) {
    return QByteArray(kGood).replace(from, to);
}
}  // namespace

QString TstNetboxErrors::write(const QTemporaryDir& dir, const QString& name, const QByteArray& text) {
    const QString path = dir.filePath(name);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(text) != text.size())
        qFatal("cannot write %s", qPrintable(path));
    return path;
}

void TstNetboxErrors::badFileRefused_data() {
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("expected");  // the message after "<dir>/bad.yaml:"
    QTest::newRow("invalid YAML") << with("model: X1\n", "model: [X1\n")
                                  << "3:5: invalid YAML: end of sequence flow not found";
    QTest::newRow("empty file") << QByteArray() << "1:1: the file holds no YAML mapping";
    QTest::newRow("not a mapping") << QByteArray("- a\n- b\n")
                                   << "1:1: expected a mapping of device-type fields";
    QTest::newRow("missing slug") << with("slug: acme-x1\n", "")
                                  << "1:1: slug: missing (the NetBox schema requires it)";
    QTest::newRow("u_height not a number")
        << with("u_height: 1\n", "u_height: one\n") << "4:11: u_height: expected a number";
    QTest::newRow("u_height not a half")
        << with("u_height: 1\n", "u_height: 1.3\n") << "4:11: u_height: must be 0 or more in steps of 0.5";
    QTest::newRow("model is a number")
        << with("model: X1\n", "model: 9700\n") << "2:8: model: expected a string";
    QTest::newRow("is_full_depth not a boolean") << with("is_full_depth: true\n", "is_full_depth: maybe\n")
                                                 << "5:16: is_full_depth: expected true or false";
    QTest::newRow("slug pattern") << with("slug: acme-x1\n", "slug: Acme X1\n")
                                  << "3:7: slug: \"Acme X1\" is not a NetBox slug";
    QTest::newRow("unknown field") << with("u_height: 1\n", "u_height: 1\ncolour: red\n")
                                   << "5:1: colour: unknown field";
    QTest::newRow("repeated key") << with("u_height: 1\n", "u_height: 1\nu_height: 2\n")
                                  << "5:1: u_height: occurs twice in this mapping";
    QTest::newRow("weight without unit")
        << with("u_height: 1\n", "u_height: 1\nweight: 3\n") << "5:9: weight: weight needs weight_unit";
    QTest::newRow("unknown interface type")
        << with("400gbase-x-osfp", "400gbase-x-foo")
        << "8:11: interfaces[0].type: \"400gbase-x-foo\" is not a NetBox interface type";
    QTest::newRow("interface without type")
        << with("    type: 400gbase-x-osfp\n", "")
        << "7:5: interfaces[0].type: missing (the NetBox schema requires it)";
    // Components.json leaves a component's members open, so an
    // extra one ("speed: 9") is kept with a warning (tst_netbox_library);
    // a member the schema types is still checked.
    QTest::newRow("interface field of the wrong type")
        << with("    type: 400gbase-x-osfp\n", "    type: 400gbase-x-osfp\n    mgmt_only: maybe\n")
        << "9:16: interfaces[0].mgmt_only: expected true or false";
    QTest::newRow("duplicate port") << kGood + "  - name: p1\n    type: 1000base-t\n"
                                    << "9:11: interfaces[1].name: interface name \"p1\" occurs twice";
    // Nema-5-15p is in the schema's list, so it is a generic inlet
    // now (tst_netbox_library); a type outside the list is still refused.
    QTest::newRow("power port type")
        << kGood + "power-ports:\n  - name: psu\n    type: nema-5-99p\n"
        << "11:11: power-ports[0].type: \"nema-5-99p\" is not a NetBox power-port type";
    QTest::newRow("draw not an integer")
        << kGood + "power-ports:\n  - name: psu\n    type: iec-60320-c14\n    maximum_draw: lots\n"
        << "12:19: power-ports[0].maximum_draw: expected an integer";
    // Allocated above maximum breaks no schema rule: a "draw-figures"
    // warning now (allocatedAboveMaximumWarned); a non-integer draw is still refused.
    QTest::newRow("allocated not an integer")
        << kGood +
               "power-ports:\n  - name: psu\n    type: iec-60320-c14\n    maximum_draw: 500\n    "
               "allocated_draw: 5.5\n"
        << "13:21: power-ports[0].allocated_draw: expected an integer";
    QTest::newRow("feed leg")
        << kGood + "power-outlets:\n  - name: o1\n    type: iec-60320-c13\n    feed_leg: D\n"
        << "12:15: power-outlets[0].feed_leg: expected A, B or C";
}

void TstNetboxErrors::badFileRefused() {
    QFETCH(QByteArray, text);
    QFETCH(QString, expected);
    QTemporaryDir dir;
    const QString path = write(dir, QStringLiteral("bad.yaml"), text);
    try {
        NetboxImporter::importFile(path);
        QFAIL("no error");
    } catch (const UserError& e) {
        QVERIFY2(e.message().startsWith(path + QLatin1Char(':') + expected), qPrintable(e.message()));
    }
}

void TstNetboxErrors::missingFullDepthImportsWithAWarning() {
    // What NetBox does not say is marked unknown, not refused and not a silent false.
    QTemporaryDir dir;
    const QString path = write(dir, QStringLiteral("shallow.yaml"), with("is_full_depth: true\n", ""));
    const NetboxImportedType t = NetboxImporter::importFile(path);
    QCOMPARE(t.type.id, QStringLiteral("netbox-acme-x1"));
    QVERIFY(t.type.isUnknown(TypeFigure::FullDepth));
    QVERIFY(t.type.isUnknown(TypeFigure::DepthMm));
    QCOMPARE(t.type.ports().size(), size_t(1));
    QCOMPARE(t.notes.size(), 1);
    QCOMPARE(t.notes[0], path + QStringLiteral(":1:1: is_full_depth: missing (the NetBox schema requires it); "
                                               "imported with the depth unknown"));
}

void TstNetboxErrors::allocatedAboveMaximumWarned() {
    const NetboxImportedType t = NetboxDeviceReader::read(
        kGood + "power-ports:\n  - name: psu\n    type: iec-60320-c14\n    maximum_draw: 500\n    "
                "allocated_draw: 600\n",
        QStringLiteral("w.yaml"));
    // The maximum stays; 600 W typical cannot be right beside it, so the
    // typical draw is unknown and the maximum stands in for it.
    QCOMPARE(t.type.maxPowerW, 500.0);
    QCOMPARE(t.type.typicalPowerW, 500.0);
    QVERIFY(t.type.isUnknown(TypeFigure::TypicalPowerW));
    QVERIFY(t.noteKinds.contains(QStringLiteral("draw-figures")));
    QVERIFY(t.notes.join(QLatin1Char(' ')).contains(QLatin1String("w.yaml:13:21: power-ports[0].allocated_draw: is above maximum_draw (500 W); typical draw left unknown")));
}

void TstNetboxErrors::halfUnitsAccepted() {
    QTemporaryDir dir;
    const DeviceType d = NetboxImporter::importFile(
                             write(dir, QStringLiteral("half.yml"), with("u_height: 1\n", "u_height: 0.5\n")))
                             .type;
    QCOMPARE(d.uHeight, 0.5);
    QCOMPARE(d.occupiedU(), 1);
    QCOMPARE(d.mount, Mount::Rack);
}

void TstNetboxErrors::poundsConvertToKilograms() {
    QTemporaryDir dir;
    // 33 lb × 0.45359237 kg/lb = 14.96854821 kg; 16 oz = 1 lb = 0.45359237 kg; 2500 g = 2.5 kg.
    const auto weight = [&](const char* line) {
        return NetboxImporter::importFile(write(dir, QStringLiteral("w.yaml"), with("u_height: 1\n", line)))
            .type.weightKg;
    };
    QCOMPARE(weight("u_height: 1\nweight: 33\nweight_unit: lb\n"), 14.96854821);
    QCOMPARE(weight("u_height: 1\nweight: 16\nweight_unit: oz\n"), 0.45359237);
    QCOMPARE(weight("u_height: 1\nweight: 2500\nweight_unit: g\n"), 2.5);
}

void TstNetboxErrors::strayFilesInFolder() {
    QTemporaryDir dir;
    write(dir, QStringLiteral("good.yaml"), kGood);
    const QString stray = write(dir, QStringLiteral("LICENSE"), "CC0 1.0 Universal\n");
    write(dir, QStringLiteral("README.md"), "# not a device type\n");
    const QString bad = write(dir, QStringLiteral("bad.yml"), with("u_height: 1\n", "u_height: x\n"));
    const NetboxImport result = NetboxImporter::importPaths({dir.path()});
    QCOMPARE(int(result.types.size()), 1);
    QCOMPARE(result.types[0].type.id, QStringLiteral("netbox-acme-x1"));
    // Sorted: LICENSE, bad.yml (upper case sorts first); README.md is passed over.
    QCOMPARE(int(result.problems.size()), 2);
    QCOMPARE(
        result.problems[0].message,
        stray + QStringLiteral(": the file has no extension; NetBox device types are .yaml or .yml files"));
    QVERIFY(
        result.problems[1].message.startsWith(bad + QStringLiteral(":4:11: u_height: expected a number")));
    // The same stray file named on its own is refused too.
    QVERIFY_THROWS_EXCEPTION(UserError, NetboxImporter::importFile(stray));
}

void TstNetboxErrors::duplicateSlugRefusedForLaterFile() {
    QTemporaryDir dir;
    write(dir, QStringLiteral("a.yaml"), kGood);
    const QString second = write(dir, QStringLiteral("b.yaml"), with("model: X1\n", "model: X1 copy\n"));
    const NetboxImport result = NetboxImporter::importPaths({dir.path()});
    QCOMPARE(int(result.types.size()), 1);
    QCOMPARE(result.types[0].type.model, QStringLiteral("X1"));
    QCOMPARE(int(result.problems.size()), 1);
    QVERIFY(result.problems[0].message.startsWith(second +
                                                  QStringLiteral(": slug \"acme-x1\" gives the catalog id")));
}

void TstNetboxErrors::typeBeyondTheCatalogIsRefusedAlone() {
    // A u_height of 10^11 passes NetBox's schema (a number) but no catalog
    // loads it (at most 60 U): that file is refused, and the good type beside
    // it is still imported (the whole import used to fail at the save).
    QTemporaryDir dir;
    write(dir, QStringLiteral("a.yaml"), kGood);
    const QString huge = write(dir, QStringLiteral("b.yaml"),
                               with("u_height: 1\n", "u_height: 99999999999\n").replace("acme-x1", "acme-x2")
                                   .replace("model: X1", "model: X2"));
    const NetboxImport result = NetboxImporter::importPaths({dir.path()});
    QCOMPARE(int(result.types.size()), 1);
    QCOMPARE(result.types[0].type.id, QStringLiteral("netbox-acme-x1"));
    QCOMPARE(int(result.problems.size()), 1);
    QVERIFY2(result.problems[0].message.startsWith(huge + QStringLiteral(": beyond what a catalog holds: ")),
             qPrintable(result.problems[0].message));
    QVERIFY2(result.problems[0].message.contains(QLatin1String("u_height")), qPrintable(result.problems[0].message));
    // What is left saves and loads again.
    Catalog user;
    for (const NetboxImportedType& t : result.types) user.put(t.type);
    const QString saved = dir.filePath(QStringLiteral("user.json"));
    UserCatalog::save(user, saved);
    QVERIFY(UserCatalog::load(saved).device(QStringLiteral("netbox-acme-x1")));
}

void TstNetboxErrors::badUserCatalogNamesFileAndPointer() {
    QTemporaryDir dir;
    const QString path =
        write(dir, QStringLiteral("user.json"),
              R"({"format":"supernode-catalog","version":1,"entries":[{"kind":"device","id":"Bad Id"}]})");
    try {
        UserCatalog::load(path);
        QFAIL("no error");
    } catch (const UserError& e) {
        QVERIFY2(e.message().startsWith(path + QStringLiteral(": /entries/0/id:")), qPrintable(e.message()));
    }
    // No file yet: an empty catalog, not an error.
    QVERIFY(UserCatalog::load(dir.filePath(QStringLiteral("none.json"))).devices().empty());
}

QTEST_GUILESS_MAIN(TstNetboxErrors)
#include "tst_netbox_errors.moc"
