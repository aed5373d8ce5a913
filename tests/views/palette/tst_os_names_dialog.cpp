// Catalog ▸ Host Interface Names…: the dialog names a server type's ports as
// its host OS does, one undo step, refusing names the OS could not give.
#include "model/catalog/catalog.h"
#include "model/design/design.h"
#include "tests/support/design_builder.h"
#include "views/palette/os_names_dialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QtTest>

using namespace sn;

namespace {

std::unique_ptr<Design> trayAndB200() {
    test::DesignBuilder b;
    b.room(10000, 8000).row(QStringLiteral("R")).rack(QStringLiteral("R1"), 1000, 1000,
                                                      QStringLiteral("rack-52u-800x1200"));
    b.device(QStringLiteral("nvl72-compute-tray"), QStringLiteral("R1"), 1, QStringLiteral("n01"));
    b.device(QStringLiteral("hgx-b200-8gpu-liquid"), QStringLiteral("R1"), 5, QStringLiteral("b01"));
    b.device(QStringLiteral("eth-800g-64x800g-2x400g"), QStringLiteral("R1"), 40, QStringLiteral("inb1"));
    return b.build();
}

const std::optional<OsInterfaceNames>& inb1Of(const Design& d, const char* type) {
    for (const PortGroup& g : d.catalog().device(QString::fromLatin1(type))->portGroups)
        if (g.nameTemplate == u"INB1") return g.os;
    qFatal("no INB1");
}

}  // namespace

class TstOsNamesDialog : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void namesATrayInOneUndoStep() {
        const auto d = trayAndB200();
        OsNamesDialog dialog(*d);
        dialog.show();
        auto* type = dialog.findChild<QComboBox*>(QStringLiteral("osNamesType"));
        auto* group = dialog.findChild<QComboBox*>(QStringLiteral("osNamesGroup"));
        auto* netdevs = dialog.findChild<QLineEdit*>(QStringLiteral("osNamesNetdevs"));
        auto* rdma = dialog.findChild<QLineEdit*>(QStringLiteral("osNamesRdma"));
        auto* current = dialog.findChild<QLabel*>(QStringLiteral("osNamesCurrent"));
        auto* error = dialog.findChild<QLabel*>(QStringLiteral("osNamesError"));
        // The two host types the design places; the switch is not one.
        QCOMPARE(type->count(), 2);
        type->setCurrentIndex(type->findData(QStringLiteral("nvl72-compute-tray")));
        // In-band first: the port NCCL's bootstrap needs.
        QCOMPARE(group->currentData().toString(), QStringLiteral("INB1"));
        QVERIFY(current->text().contains(QLatin1String("No names yet")));
        QVERIFY(netdevs->text().isEmpty());
        // A name the OS could not give: refused, nothing pushed.
        QTest::keyClicks(netdevs, QStringLiteral("eth0/1"));
        QTest::mouseClick(dialog.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok), Qt::LeftButton);
        QVERIFY(error->text().contains(QLatin1String("is not a name the OS could give")));
        QCOMPARE(d->undoStack().count(), 0);
        QVERIFY(dialog.isVisible());
        netdevs->clear();
        QTest::keyClicks(netdevs, QStringLiteral("ens1f1np1"));
        QTest::keyClicks(rdma, QStringLiteral("mlx5_3"));
        QTest::mouseClick(dialog.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok), Qt::LeftButton);
        QCOMPARE(d->undoStack().count(), 1);
        QVERIFY(inb1Of(*d, "nvl72-compute-tray"));
        QCOMPARE(inb1Of(*d, "nvl72-compute-tray")->netdevs, QStringList{QStringLiteral("ens1f1np1")});
        QCOMPARE(inb1Of(*d, "nvl72-compute-tray")->rdmaDevices, QStringList{QStringLiteral("mlx5_3")});
        QCOMPARE(inb1Of(*d, "nvl72-compute-tray")->source, QStringLiteral("set by hand for this design"));
        d->undoStack().undo();
        QVERIFY(!inb1Of(*d, "nvl72-compute-tray"));
    }

    void showsAndClearsPublishedNames() {
        const auto d = trayAndB200();
        OsNamesDialog dialog(*d);
        auto* type = dialog.findChild<QComboBox*>(QStringLiteral("osNamesType"));
        type->setCurrentIndex(type->findData(QStringLiteral("hgx-b200-8gpu-liquid")));
        // The catalog's published name, with its source, in the fields.
        QCOMPARE(dialog.findChild<QLineEdit*>(QStringLiteral("osNamesNetdevs"))->text(), QStringLiteral("enp170s0f1np1"));
        QVERIFY(dialog.findChild<QLabel*>(QStringLiteral("osNamesCurrent"))->text().contains(QLatin1String("Base Command")));
        QTest::mouseClick(dialog.findChild<QPushButton*>(QStringLiteral("osNamesClear")), Qt::LeftButton);
        QVERIFY(!inb1Of(*d, "hgx-b200-8gpu-liquid"));
        QCOMPARE(d->undoStack().count(), 1);
        d->undoStack().undo();
        QCOMPARE(inb1Of(*d, "hgx-b200-8gpu-liquid")->netdevs, QStringList{QStringLiteral("enp170s0f1np1")});
    }
};

QTEST_MAIN(TstOsNamesDialog)
#include "tst_os_names_dialog.moc"
