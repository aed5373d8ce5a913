// The rack elevation draws the ports a device's filled module bays add:
// PSU inlets and a NIC's interfaces on the rear face, in a row from the right edge.
#include "model/commands/design_edits.h"
#include "model/design/design.h"
#include "tests/support/module_bay_fixture.h"
#include "views/elevation/elevation_items.h"

#include <QtTest>

using namespace sn;

class TstElevationModulePorts : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() {
        SN_SKIP_WITHOUT_SHARED("data/netbox-devicetype-library");
        QVERIFY(m_f.ok);
    }
    void moduleInletsOnTheRear();

private:
    test::ModuleBayFixture m_f;
};

void TstElevationModulePorts::moduleInletsOnTheRear() {
    auto design = m_f.server();
    const DeviceId gpu = test::ModuleBayFixture::serverId();
    for (const auto& [bay, module] : {std::pair{QStringLiteral("PSU 1"), m_f.psuId}, std::pair{QStringLiteral("PSU 2"), m_f.psuId},
                                      std::pair{QStringLiteral("AIOM"), m_f.nicId}}) {
        EditResult e = DesignEdits::fillModuleBay(*design, gpu, bay, module);
        QVERIFY2(e, qPrintable(e.error));
        design->undoStack().push(e.command.release());
    }
    const Device& d = *design->device(gpu);
    QCOMPARE(d.placement.face, Face::Front);
    // A 4 U face 450 mm wide: 4 × 44.45 = 177.8 mm high.
    const QRectF rect(0, 0, 450, 4 * 44.45);
    const DeviceFaceItem rear(*design, d, rect, Face::Rear);
    auto markOf = [](const DeviceFaceItem& item, const QString& port) -> const DeviceFaceItem::PortMark* {
        for (const DeviceFaceItem::PortMark& m : item.ports())
            if (m.ports.contains(port)) return &m;
        return nullptr;
    };
    // From the right edge, 4 mm in and 4 mm up, 4 mm apart, in bay order:
    // PSUPSU1 (C20, 20 x 14): x 426-446, y 159.8-173.8; PSUPSU2: x 402-422;
    // Ethernet/AIOM1/1 (SFP28, 14 x 9): x 384-398, y 164.8-173.8; /2: x 366-380.
    const auto* psu1 = markOf(rear, QStringLiteral("PSUPSU1"));
    const auto* psu2 = markOf(rear, QStringLiteral("PSUPSU2"));
    const auto* eth1 = markOf(rear, QStringLiteral("Ethernet/AIOM1/1"));
    const auto* eth2 = markOf(rear, QStringLiteral("Ethernet/AIOM1/2"));
    QVERIFY(psu1 && psu2 && eth1 && eth2);
    auto near = [](const QRectF& a, const QRectF& b) {
        return std::abs(a.left() - b.left()) < 1e-6 && std::abs(a.top() - b.top()) < 1e-6 &&
               std::abs(a.width() - b.width()) < 1e-6 && std::abs(a.height() - b.height()) < 1e-6;
    };
    QVERIFY(near(psu1->rectMm, QRectF(426, 177.8 - 4 - 14, 20, 14)));
    QVERIFY(near(psu2->rectMm, QRectF(402, 177.8 - 4 - 14, 20, 14)));
    QVERIFY(near(eth1->rectMm, QRectF(384, 177.8 - 4 - 9, 14, 9)));
    QVERIFY(near(eth2->rectMm, QRectF(366, 177.8 - 4 - 9, 14, 9)));
    QCOMPARE(psu1->connected, 0);
    // portAt finds them (what a drag to connect starts from).
    QCOMPARE(rear.portAt(psu2->rectMm.center())->ports, QStringList{QStringLiteral("PSUPSU2")});
    // The front face shows none of them.
    const DeviceFaceItem front(*design, d, rect, Face::Front);
    QVERIFY(!markOf(front, QStringLiteral("PSUPSU1")));
    QVERIFY(!markOf(front, QStringLiteral("Ethernet/AIOM1/1")));
}

QTEST_MAIN(TstElevationModulePorts)
#include "tst_elevation_module_ports.moc"
