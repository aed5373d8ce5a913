#include "model/design/design.h"
#include "model/netbox/edit_device_type_command.h"
#include "model/netbox/netbox_importer.h"
#include "model/netbox/user_catalog.h"
#include "model/store/design_file.h"
#include "tests/support/design_builder.h"
#include "tests/support/test_paths.h"

#include <QTemporaryDir>
#include <QtTest>

using namespace sn;

/// The user completes what NetBox did not say, through undo, and
/// the completed figures are saved with the design.
class TstNetboxEdit : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { SN_SKIP_WITHOUT_SHARED("data/netbox-device-types/Nvidia/QM9700.yaml"); }
    void completingFiguresIsOneUndoStep();
    void completedFiguresSaveWithTheDesign();
    void badEditsRefused_data();
    void badEditsRefused();

private:
    static std::unique_ptr<Design> design();
    static const QString kId;
};

const QString TstNetboxEdit::kId = QStringLiteral("netbox-nvidia-qm9700");

std::unique_ptr<Design> TstNetboxEdit::design() {
    Catalog user;
    user.put(NetboxImporter::importFile(test::sharedDir() +
                                        QStringLiteral("/data/netbox-device-types/Nvidia/QM9700.yaml"))
                 .type);
    test::DesignBuilder b;
    b.design().setCatalog(UserCatalog::merged(Catalog::builtIn(), user));
    b.room(20000, 15000)
        .row(QStringLiteral("A"))
        .rack(QStringLiteral("A01"), 1000, 1000)
        .device(kId, QStringLiteral("A01"), 40, QStringLiteral("leaf-1"));
    return b.build();
}

void TstNetboxEdit::completingFiguresIsOneUndoStep() {
    const auto d = design();
    DeviceType t = *d->catalog().device(kId);
    QVERIFY(t.isUnknown(TypeFigure::MaxPowerW));
    // The QM9700 data sheet figures the built-in ib-ndr-64x400g uses: 1720 W max, 1100 W typical.
    QVERIFY(t.setNumber(TypeFigure::MaxPowerW, 1720));
    QVERIFY(t.setNumber(TypeFigure::TypicalPowerW, 1100));
    QVERIFY(!t.setNumber(TypeFigure::Pdu, 1));
    EditResult edit = EditDeviceTypeCommand::make(*d, t);
    QVERIFY2(edit, qPrintable(edit.error));
    QSignalSpy changed(d.get(), &Design::catalogChanged);
    d->undoStack().push(edit.command.release());
    QCOMPARE(changed.count(), 1);
    const DeviceType* now = d->catalog().device(kId);
    QCOMPARE(now->maxPowerW, 1720.0);
    QCOMPARE(now->typicalPowerW, 1100.0);
    QVERIFY(!now->isUnknown(TypeFigure::MaxPowerW));
    QVERIFY(!now->isUnknown(TypeFigure::TypicalPowerW));
    QVERIFY(now->isUnknown(TypeFigure::LiquidFraction));  // still to be completed
    QCOMPARE(int(now->ports().size()), 65);
    d->undoStack().undo();
    QVERIFY(d->catalog().device(kId)->isUnknown(TypeFigure::MaxPowerW));
    QCOMPARE(d->catalog().device(kId)->maxPowerW, 0.0);
    d->undoStack().redo();
    QCOMPARE(d->catalog().device(kId)->maxPowerW, 1720.0);
}

void TstNetboxEdit::completedFiguresSaveWithTheDesign() {
    const auto d = design();
    DeviceType t = *d->catalog().device(kId);
    QVERIFY(t.setNumber(TypeFigure::DepthMm, 600));
    EditResult edit = EditDeviceTypeCommand::make(*d, t);
    QVERIFY(edit);
    d->undoStack().push(edit.command.release());
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("d.supernode"));
    DesignFile::save(*d, path);
    const auto again = DesignFile::open(path);
    QCOMPARE(again->catalog().device(kId)->depthMm, 600.0);
    QVERIFY(!again->catalog().device(kId)->isUnknown(TypeFigure::DepthMm));
    QVERIFY(again->catalog().device(kId)->isUnknown(TypeFigure::MaxPowerW));
}

void TstNetboxEdit::badEditsRefused_data() {
    QTest::addColumn<QString>("key");
    QTest::addColumn<double>("value");
    QTest::addColumn<QString>("expected");
    QTest::newRow("negative weight") << "weight_kg" << -1.0
                                     << "netbox-nvidia-qm9700: /weight_kg: must not be negative";
    QTest::newRow("liquid fraction above 1")
        << "liquid_fraction" << 1.5 << "netbox-nvidia-qm9700: /liquid_fraction: must be between 0 and 1";
    QTest::newRow("ports changed") << "" << 0.0 << "The ports of QM9700 cannot change here";
    QTest::newRow("unknown type") << "id" << 0.0 << "The design's catalog has no device type \"netbox-nope\"";
    QTest::newRow("no change") << "none" << 0.0 << "Nothing to change.";
}

void TstNetboxEdit::badEditsRefused() {
    QFETCH(QString, key);
    QFETCH(double, value);
    QFETCH(QString, expected);
    const auto d = design();
    DeviceType t = *d->catalog().device(kId);
    if (key.isEmpty())
        t.portGroups.pop_back();
    else if (key == QLatin1String("id"))
        t.id = QStringLiteral("netbox-nope");
    else if (key != QLatin1String("none"))
        QVERIFY(t.setNumber(*kTypeFigureNames.parse(key), value));
    const EditResult edit = EditDeviceTypeCommand::make(*d, t);
    QVERIFY(!edit);
    QVERIFY2(edit.error.startsWith(expected), qPrintable(edit.error));
    QCOMPARE(d->undoStack().count(), 0);
    QVERIFY(d->catalog().device(kId)->isUnknown(TypeFigure::MaxPowerW));
}

QTEST_GUILESS_MAIN(TstNetboxEdit)
#include "tst_netbox_edit.moc"
