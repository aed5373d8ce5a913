#include "model/topology/hand_connection.h"
#include "tests/support/design_builder.h"

#include <QtTest>

using namespace sn;
using sn::test::DesignBuilder;

namespace {
// hgx-b200-8gpu-liquid: OSFP1..8 (400G OSFP), BMC (1G RJ45), PSU1..6 (C20).
// ib-ndr-64x400g: P{n}/{s} 400G OSFP twin-port cages, mgmt0 (1G RJ45).
// eth-800g-64x800g: swp1..64 800G OSFP.
const QString kServer = QStringLiteral("hgx-b200-8gpu-liquid");
const QString kIb = QStringLiteral("ib-ndr-64x400g");
const QString kEth = QStringLiteral("eth-800g-64x800g");

PortRef port(const QString& device, const QString& name) { return {DesignBuilder::deviceId(device), name}; }

std::unique_ptr<Design> rackWithServerAndSwitches() {
    return DesignBuilder()
        .room(10000, 8000)
        .row(QStringLiteral("A"))
        .rack(QStringLiteral("R1"), 1000, 1000)
        .rack(QStringLiteral("R2"), 1600, 1000)
        .device(kServer, QStringLiteral("R1"), 1, QStringLiteral("srv1"))
        .device(kIb, QStringLiteral("R1"), 20, QStringLiteral("ib1"))
        .device(kEth, QStringLiteral("R1"), 22, QStringLiteral("eth1"))
        .device(kIb, QStringLiteral("R2"), 20, QStringLiteral("ib2"))
        .build();
}
}  // namespace

/// A connection drawn by hand gets the checks and the cable
/// a generated one gets, as one undo step, or is refused with the reason.
class TstHandConnection : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void refusals_data();
    void refusals();
    void connectsWithCableInOneUndoStep();
    void betweenRacksTakesAnOpticalCable();
    void noCableInTheCatalogIsRefused();
};

void TstHandConnection::refusals_data() {
    QTest::addColumn<QString>("fromDevice");
    QTest::addColumn<QString>("fromPort");
    QTest::addColumn<QString>("toDevice");
    QTest::addColumn<QString>("toPort");
    QTest::addColumn<QString>("reason");
    QTest::newRow("used port") << "srv1" << "OSFP2" << "ib1" << "P1/1"
                               << "Port P1/1 of ib1 is already connected.";
    QTest::newRow("non-mating") << "srv1" << "OSFP2" << "ib1" << "mgmt0"
                                << "The connectors do not mate: OSFP port to RJ45 port.";
    QTest::newRow("speed") << "srv1" << "OSFP2" << "eth1" << "swp1"
                           << "Port OSFP2 of srv1 runs at 400 Gb/s and port swp1 of eth1 at 800 Gb/s; no cable "
                              "joins them.";
    QTest::newRow("itself") << "srv1" << "OSFP2" << "srv1" << "OSFP2" << "A port cannot be connected to itself.";
    QTest::newRow("no such port") << "srv1" << "OSFP9" << "ib1" << "P2/1" << "srv1 has no port \"OSFP9\".";
}

void TstHandConnection::refusals() {
    QFETCH(QString, fromDevice);
    QFETCH(QString, fromPort);
    QFETCH(QString, toDevice);
    QFETCH(QString, toPort);
    QFETCH(QString, reason);
    auto design = rackWithServerAndSwitches();
    const int connections = design->connections().size();
    // srv1 OSFP1 ↔ ib1 P1/1 first, so P1/1 is taken; then the refused one changes nothing.
    EditResult first = HandConnection::make(*design, port(QStringLiteral("srv1"), QStringLiteral("OSFP1")),
                                            port(QStringLiteral("ib1"), QStringLiteral("P1/1")));
    QVERIFY(first);
    design->undoStack().push(first.command.release());
    const EditResult refused =
        HandConnection::make(*design, port(fromDevice, fromPort), port(toDevice, toPort));
    QVERIFY(!refused);
    QCOMPARE(refused.error, reason);
    QCOMPARE(HandConnection::plan(*design, port(fromDevice, fromPort), port(toDevice, toPort)).check.reason, reason);
    QCOMPARE(design->connections().size(), connections + 1);
    QCOMPARE(design->undoStack().count(), 1);
}

void TstHandConnection::connectsWithCableInOneUndoStep() {
    auto design = rackWithServerAndSwitches();
    const PortRef a = port(QStringLiteral("srv1"), QStringLiteral("OSFP3"));
    const PortRef b = port(QStringLiteral("ib1"), QStringLiteral("P2/2"));
    const HandConnection::Plan plan = HandConnection::plan(*design, a, b);
    QVERIFY(plan.check.ok);
    // Same rack: copper first. P2/2 is one port of a twin-port cage, which
    // takes one plug: not a single-port 400G DAC but the MCP7Y00
    // splitter's twin-port end, the first 400G-leg DAC in catalog order.
    QCOMPARE(plan.cableTypeId, QStringLiteral("dac-800g-osfp-2x400g-osfp-splitter"));
    QCOMPARE(plan.role, PortRole::Compute);
    EditResult edit = HandConnection::make(*design, a, b);
    QVERIFY2(edit, qPrintable(edit.error));
    design->undoStack().push(edit.command.release());
    QCOMPARE(design->undoStack().count(), 1);
    const auto id = design->connectionAt(a);
    QVERIFY(id);
    QCOMPARE(design->connectionAt(b), id);
    const auto cable = design->cableOf(*id);
    QVERIFY(cable);
    QCOMPARE(design->cable(*cable)->typeId, QStringLiteral("dac-800g-osfp-2x400g-osfp-splitter"));
    QVERIFY(!design->cable(*cable)->typeFixed);  // routing may still change the media by length
    design->undoStack().undo();
    QVERIFY(!design->connectionAt(a));
    QCOMPARE(design->connections().size(), 0);
    QCOMPARE(design->cables().size(), 0);
}

void TstHandConnection::betweenRacksTakesAnOpticalCable() {
    auto design = rackWithServerAndSwitches();
    const HandConnection::Plan plan = HandConnection::plan(*design, port(QStringLiteral("srv1"), QStringLiteral("OSFP1")),
                                                           port(QStringLiteral("ib2"), QStringLiteral("P1/1")));
    QVERIFY(plan.check.ok);
    // Between racks: AOC ranks first, but the only 400G OSFP AOC is a
    // single-port cable, which a twin-port cage (P1) does not take; next is
    // multimode fibre, on the twin-port 2×SR4 module at the switch.
    QCOMPARE(plan.cableTypeId, QStringLiteral("mmf-mpo12-400g-osfp"));
}

void TstHandConnection::noCableInTheCatalogIsRefused() {
    // A catalog with the device types but no cable types at all.
    Catalog bare;
    for (const DeviceType& t : Catalog::builtIn().devices()) bare.put(t);
    for (const RackType& t : Catalog::builtIn().rackTypes()) bare.put(t);
    DesignBuilder b;
    b.design().setCatalog(bare);
    auto design = b.room(10000, 8000)
                      .row(QStringLiteral("A"))
                      .rack(QStringLiteral("R1"), 1000, 1000)
                      .device(kServer, QStringLiteral("R1"), 1, QStringLiteral("srv1"))
                      .device(kIb, QStringLiteral("R1"), 20, QStringLiteral("ib1"))
                      .build();
    const EditResult refused = HandConnection::make(*design, port(QStringLiteral("srv1"), QStringLiteral("OSFP1")),
                                                    port(QStringLiteral("ib1"), QStringLiteral("P1/1")));
    QVERIFY(!refused);
    QCOMPARE(refused.error, QStringLiteral("The catalog has no cable that joins these ports (osfp to osfp)."));
    QCOMPARE(design->connections().size(), 0);
}

QTEST_GUILESS_MAIN(TstHandConnection)
#include "tst_hand_connection.moc"
